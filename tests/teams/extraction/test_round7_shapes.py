"""The rules written from parts 10 and 11 (issue #25, round 7) read constructions, not those parts' sentences:
every case here was written for this test, after the rules, and is in no labelled part. Look-alikes must give
nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

ROLE, WORKS_AT = ("memory", "self", "HAS_ROLE"), ("memory", "self", "WORKS_AT")

READ = [
    # A trade read by the shape of its head noun (an agent noun, or a trade's head), in any trade.
    ("I'm a glazier, mostly shopfronts.", [(*ROLE, "glazier")]),
    ("I'm an upholsterer - chairs, mainly.", [(*ROLE, "upholsterer")]),
    ("I'm a falconer.", [(*ROLE, "falconer")]),
    ("I'm a saddler.", [(*ROLE, "saddler")]),
    ("I'm a piano tuner.", [(*ROLE, "piano tuner")]),
    ("I'm a locksmith.", [(*ROLE, "locksmith")]),
    ("I'm an organ restorer, churches mostly.", [(*ROLE, "organ restorer")]),
    ("I'm a beekeeper.", [(*ROLE, "beekeeper")]),
    (
        "I'm the lock warden at Stoke Bruerne and have been for years.",
        [(*ROLE, "lock warden"), (*WORKS_AT, "Stoke Bruerne")],
    ),
    ("I'm a stonemason for Hartwell Restoration.", [(*ROLE, "stonemason"), (*WORKS_AT, "Hartwell Restoration")]),
    ("I'm second officer with Calder Shipping.", [(*ROLE, "second officer"), (*WORKS_AT, "Calder Shipping")]),
    ("I'm a climbing coach at Boulder Barn.", [(*ROLE, "climbing coach"), (*WORKS_AT, "Boulder Barn")]),
    ("I'm the campsite warden at Glen Rosa.", [(*ROLE, "campsite warden"), (*WORKS_AT, "Glen Rosa")]),
    ("Working as a court stenographer, mostly criminal trials.", [(*ROLE, "court stenographer")]),
    ("Been head groundsman at Ashby Park since 2019.", [(*ROLE, "head groundsman"), (*WORKS_AT, "Ashby Park")]),
    ("I fix clocks and watches - horologist by trade.", [(*ROLE, "horologist")]),
    (
        "I'm Ottilie Brandt, senior loss adjuster at Harrow Mutual.",
        [
            ("memory", "self", "HAS_NAME", "Ottilie Brandt"),
            (*ROLE, "senior loss adjuster"),
            (*WORKS_AT, "Harrow Mutual"),
        ],
    ),
    ("Hi, I'm Casimir Vole, I mend nets down at the harbour.", [("memory", "self", "HAS_NAME", "Casimir Vole")]),
    ("Name's Ingrid Sola, I drive the school bus in Tain.", [("memory", "self", "HAS_NAME", "Ingrid Sola")]),
    # A shift's hours; a clock named with capitals.
    ("My hours at the depot are 6 to 2, Monday to Friday.", [("memory", "self", "HAS_WORKING_HOURS", "6 to 2")]),
    ("the night shift is mine, 10pm to 6am", [("memory", "self", "HAS_WORKING_HOURS", "10pm to 6am")]),
    ("I'm on Newfoundland Time for the fishery work.", [("memory", "self", "HAS_TIMEZONE", "Newfoundland Time")]),
    ("My clock is Chatham Islands time.", [("memory", "self", "HAS_TIMEZONE", "Chatham Islands time")]),
    # A tool no longer used; what is done instead is no part of it.
    ("We don't use Trello anymore, it all lives in Linear.", [("end", "we", "USES", "Trello")]),
    ("I don't use Evernote any more.", [("end", "self", "USES", "Evernote")]),
    ("Done with Notion, moved the wiki elsewhere.", [("end", "self", "USES", "Notion")]),
    ("I quit using Lightroom, it's all Darktable now.", [("end", "self", "USES", "Lightroom")]),
    (
        "We've stopped using Eventbrite at the art centre, tickets are on Ticket Tailor now.",
        [("end", "we", "USES", "Eventbrite")],
    ),
    # An allergy one has got; something one switched to that is not named is no tool.
    ("I've got an allergy to birch pollen - every April is grim.", [("memory", "self", "HAS_ALLERGY", "birch pollen")]),
    (
        "I'm allergic to lanolin, so I switched to a different hand cream.",
        [("memory", "self", "HAS_ALLERGY", "lanolin")],
    ),
    # Duties that pass from one to another; a rule named after the place; the team's name; where the business is.
    (
        "The weekend cover at the kennels alternates between Jo and Sam every two weeks.",
        [("memory", "we", "HAS_ON_CALL_ROTATION", "every two weeks")],
    ),
    (
        "Our lifeboat crew's pager rota flips every nine days.",
        [("memory", "we", "HAS_ON_CALL_ROTATION", "every nine days")],
    ),
    ("Pool rule: no running on the tiles.", [("memory", "we", "HAS_POLICY", "no running on the tiles")]),
    ("Forge rule: gloves on before the tongs.", [("memory", "we", "HAS_POLICY", "gloves on before the tongs")]),
    ("Our orchard team is called the Pippins.", [("memory", "we", "HAS_TEAM", "Pippins")]),
    ("Our kitchen crew is the Night Owls, six cooks and a porter.", [("memory", "we", "HAS_TEAM", "Night Owls")]),
    ("Our cidery is based in Ledbury, just off the high street.", [("memory", "we", "LOCATED_IN", "Ledbury")]),
    ("We run a small ferry service out of Oban.", [("memory", "we", "LOCATED_IN", "Oban")]),
    (
        "We sell sourdough loaves and a rye sandwich bread.",
        [("memory", "we", "SELLS", "sourdough loaves"), ("memory", "we", "SELLS", "rye sandwich bread")],
    ),
    ("We sell hand-dyed yarn online, mostly to knitters abroad.", [("memory", "we", "SELLS", "hand-dyed yarn")]),
    # Japanese: a trade by its suffix, with where it is held when that is no name.
    ("陶芸の工房で絵付け師やってます。", [(*ROLE, "絵付け師")]),
    ("動物病院の受付係してます。", [(*ROLE, "受付係")]),
    ("植木屋で剪定担当っす。", [(*ROLE, "剪定担当")]),
    ("寺で副住職を務めております。", [(*ROLE, "副住職")]),
    ("鍼灸師の三国です。", [("memory", "self", "HAS_NAME", "三国"), (*ROLE, "鍼灸師")]),
    ("すみません、主任技師ではなく、副技師です。", [(*ROLE, "副技師")]),
    ("勤務は午前7時から午後4時までです。", [("memory", "self", "HAS_WORKING_HOURS", "午前7時から午後4時")]),
    ("島暮らしなので、ずっとハワイ時間で動いてます。", [("memory", "self", "HAS_TIMEZONE", "ハワイ時間")]),
    ("いまダーウィン在住なので、返事が遅れます。", [("memory", "self", "LIVES_IN", "ダーウィン")]),
    ("注文はもうBASEでは受けてないです。", [("end", "we", "USES", "BASE")]),
    ("うちの工房、もうfreeeは使ってないです。", [("end", "we", "USES", "freee")]),
    ("毎月第二土曜に陶芸体験会をやってます。", [("memory", "we", "HAS_HABIT", "陶芸体験会")]),
    ("年に一度、近所向けに収穫祭を開いてます。", [("memory", "we", "HAS_HABIT", "収穫祭")]),
    ("診察に入る前は、必ずカルテを読み直します。", [("memory", "self", "HAS_HABIT", "カルテを読み直し")]),
    ("コーヒーは浅煎りより深煎り派です。", [("memory", "self", "PREFERS", "深煎り")]),
    ("夜の見回りは5日ごとに当番が替わります。", [("memory", "we", "HAS_ON_CALL_ROTATION", "5日ごと")]),
    ("朝礼は毎日8時半スタート。", [("memory", "we", "HAS_STANDUP_TIME", "8時半")]),
    ("厨房では手洗い30秒、がルールです。", [("memory", "we", "HAS_POLICY", "手洗い30秒")]),
    ("GitHubはkomorebi-devです。", [("memory", "self", "HAS_GITHUB_HANDLE", "komorebi-dev")]),
    ("ピーナッツアレルギーなので、差し入れは気をつけてください。", [("memory", "self", "HAS_ALLERGY", "ピーナッツ")]),
    ("店は函館にあります。", [("memory", "we", "LOCATED_IN", "函館")]),
    ("ゲームのアップデートは年6回です。", [("memory", "we", "HAS_RELEASE_CADENCE", "年6回")]),
    ("旅行の件は全部消してください。", [("forget", "self", "", "旅行の件")]),
    # Chinese: a trade by its suffix, said with 当/做/担任, after 本人 or 我是, or hedged with 算是.
    ("我在青石茶社当评茶员。", [(*ROLE, "评茶员"), (*WORKS_AT, "青石茶社")]),
    ("本人木雕艺人，主要做佛像。", [(*ROLE, "木雕艺人")]),
    ("我是马术教练。", [(*ROLE, "马术教练")]),
    ("果园这边我负责修枝，算是技术员吧。", [(*ROLE, "技术员")]),
    ("我在陶艺工作室当拉坯师傅。", [(*ROLE, "拉坯师傅")]),
    ("我上班是早上六点到下午两点。", [("memory", "self", "HAS_WORKING_HOURS", "早上六点到下午两点")]),
    ("我这边作息按北京时间来。", [("memory", "self", "HAS_TIMEZONE", "北京时间")]),
    ("我们花店不再用有赞做会员了。", [("end", "we", "USES", "有赞")]),
    ("我现在不用Excel记账了。", [("end", "self", "USES", "Excel")]),
    ("仓库夜班每隔六天轮换一次。", [("memory", "we", "HAS_ON_CALL_ROTATION", "每隔六天")]),
    ("我们的早会每天七点一刻开。", [("memory", "we", "HAS_STANDUP_TIME", "七点一刻")]),
    ("我们书店的规矩是旧书先登记再上架。", [("memory", "we", "HAS_POLICY", "旧书先登记再上架")]),
    ("我们馆的讲解组叫“晨星组”。", [("memory", "we", "HAS_TEAM", "晨星组")]),
    ("我的GitHub是 lantern-fox", [("memory", "self", "HAS_GITHUB_HANDLE", "lantern-fox")]),
    ("我是个熬夜党。", [("memory", "self", "IS_A", "熬夜党")]),
    ("我是个购物困难户，买啥都纠结。", [("memory", "self", "IS_A", "购物困难户")]),
    ("茶园在安溪县。", [("memory", "we", "LOCATED_IN", "安溪县")]),
    ("我们面馆在兰州，做的是牛肉面。", [("memory", "we", "LOCATED_IN", "兰州")]),
    ("我们卖手工皂和蜂蜡蜡烛。", [("memory", "we", "SELLS", "手工皂"), ("memory", "we", "SELLS", "蜂蜡蜡烛")]),
    ("关于我搬家的事，全部忘了吧。", [("forget", "self", "", "我搬家")]),
    ("关于面馆的那些都忘了吧。", [("forget", "self", "", "面馆")]),
    # Since round 9 what was said about a matter is the matter.
    ("把我说过的关于茶园的事都删掉吧。", [("forget", "self", "", "茶园")]),
    (
        "我们诊所不再用金蝶了，换成了用友。",
        [("end", "we", "USES", "金蝶"), ("memory", "we", "USES", "用友")],
    ),
]

NOTHING = [
    # English: a kind of person is no trade; a denial, a hearsay or an office's name is not read.
    "I'm a light sleeper.",
    "I'm a perfectionist, sorry.",
    "I'm a big believer in lists.",
    "I'm not a plumber.",
    "I'm no longer a plumber.",
    "I'm on time.",
    "I'm on my own time today.",
    "I'm on the Berlin team.",
    "Football rules, honestly.",
    "My rule: no screens after ten.",
    "I switched to a different brand.",
    "Our client is based in Paris.",
    "I've got an idea for the allergy page.",
    # Japanese: a duty, a relation or a growth is no trade; a rule pointed back to; someone else's 在住.
    "検品担当です。",
    "それがルールです。",
    "関係してます。",
    "全員でやってます。",
    "東京在住の友人がいます。",
    "もう大丈夫です。",
    # Chinese: "no need to", hearsay, a floor, something said, a question.
    "我早就不用操心这个了。",
    "听说隔壁花店用的是微店。",
    "店在二楼。",
    "我是说这个不对。",
    "关于这个问题，你怎么看？",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_7_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_7_look_alike_gives_nothing(text):
    assert found(text) == []
