"""The rules written from part 16 (issue #25, round 12) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other trades, places, goods and
tools, and is in no labelled part. Look-alikes must give nothing; the tagger's gate leaves out Japanese questions
and clauses of a time gone by."""

import pytest

from teams.extraction._framing import ASKED, FORMER, not_the_speakers
from tests.teams.extraction.kept_drafts import (
    CALLED,
    DISLIKES,
    GITHUB,
    HABIT,
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    MY_HABIT,
    NAME,
    NOTE,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    SPEAKS,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

READ = [
    # English: the work's papers kept in a tool, premises up a street or outside a town.
    ("Site surveys for the roofing gang go out through Fergus.", [(*WE_USES, "Fergus")]),
    ("Drawings and cut lists for the joinery shop live in SketchUp.", [(*WE_USES, "SketchUp")]),
    ("my mistake - orders come through Shopify, not Etsy", [(*WE_USES, "Shopify")]),
    ("The saddlery is down a cobbled lane in Ledbury, next to the chemist.", [(*LOCATED, "Ledbury")]),
    ("Our cider barn is on the river road, just outside Much Marcle.", [(*LOCATED, "Much Marcle")]),
    ("Knotworks, our climbing wall, is in Sheffield, right by the station.", [(*LOCATED, "Sheffield")]),
    # English: shifts for me, a duty that lands on me, a rule's audience, an event with its date set off.
    ("Bar shifts at the lido run ten to six for me.", [(*HOURS, "ten to six")]),
    ("Shifts on the ferry are 7 till 3 for me.", [(*HOURS, "7 till 3")]),
    ("Weekend cover for the kennels lands on me every third week.", [(*ROTA, "every third week")]),
    ("House rule for climbers: chalk stays in the bags.", [(*POLICY, "chalk stays in the bags")]),
    ("Quiz night, first Tuesday of the month, is the busiest we get.", [(*HABIT, "Quiz night")]),
    ("The folk who run the kitchen call themselves the Pan Handlers.", [(*WE_TEAM, "Pan Handlers")]),
    # English: the boss told by a description, the home with an aside, a cleft, choices, a habit after a meal.
    ("My boss is the head gardener, Perpetua Ashdown-Rowe.", [(*MANAGER, "Perpetua Ashdown-Rowe")]),
    ("Home's Hawes, up at the head of the valley.", [(*LIVES, "Hawes")]),
    ("correction - it's Settle I live in, not Giggleswick", [(*LIVES, "Settle")]),
    ("I breed alpacas near Crickhowell, mostly for fleece.", [(*LIVES, "Crickhowell")]),
    ("Timezone's Chatham Islands time, please.", [(*ZONE, "Chatham Islands time")]),
    ("GitHub handle is moss-and-slate, if you need it.", [(*GITHUB, "moss-and-slate")]),
    ("Oak over pine for me; pine I've never liked turning.", [(*PREFERS, "Oak"), (*DISLIKES, "pine")]),
    ("A mug of cocoa beats any espresso for me.", [(*PREFERS, "cocoa")]),
    ("Right after breakfast I feed all the hens, without fail.", [(*MY_HABIT, "feed all the hens")]),
    (
        "We sell smoked eel and rye bread out of the back of the van too.",
        [(*SELLS, "smoked eel"), (*SELLS, "rye bread")],
    ),
    ("Not on Todoist any more - too many badges.", [(*MY_END, "Todoist")]),
    ("I'm a right-hander, for what it's worth.", [(*IS_A, "right-hander")]),
    # Japanese: goods before who sells them, events, a town's outskirts, names in brackets.
    (
        "売店では柚子のジャムと、ほうじ茶のクッキーを売ってます",
        [(*SELLS, "柚子のジャム"), (*SELLS, "ほうじ茶のクッキー")],
    ),
    ("桐のたんすと文箱、これがうちの看板商品です", [(*SELLS, "桐のたんす"), (*SELLS, "文箱")]),
    ("金平糖と甘納豆、それからラムネ、うちで売ってます", [(*SELLS, "金平糖"), (*SELLS, "甘納豆"), (*SELLS, "ラムネ")]),
    ("藍染め体験会を、毎年五月にうちでやってます", [(*HABIT, "藍染め体験会")]),
    ("陶芸教室では毎年十月に、親子向けの絵付け大会を開きます", [(*HABIT, "絵付け大会")]),
    ("毎週土曜は、工房で初心者向けの木工講習をやってます", [(*HABIT, "木工講習")]),
    ("陶房は丹波の山あい、川のそばにあります", [(*LOCATED, "丹波")]),
    ("「雁木屋」、それが私の職場です", [(*WORKS, "雁木屋")]),
    ("金沢の料亭「浅野川」で調理師をしてます", [(*ROLE, "調理師"), (*WORKS, "浅野川")]),
    ("うどん屋で配膳をやってます", [(*ROLE, "配膳")]),
    ("上司にあたるのは窯元の佐久間さんで、無口な人です", [(*MANAGER, "佐久間")]),
    # Japanese: a correction's right value, a tool for the papers, a team's name, a habit after work.
    ("図面はFusionで描いてます、事務所では", [(*WE_USES, "Fusion")]),
    ("ごめん、JwじゃなくてRhinoでした、図面は", [(*WE_USES, "Rhino")]),
    ("あ、小豆島じゃなくて豊島でした、今住んでるのは", [(*LIVES, "豊島")]),
    ("受付の班は、店で「玄関組」って呼ばれてます", [(*WE_TEAM, "玄関組")]),
    ("作業終わりには必ず鑿の手入れをします", [(*MY_HABIT, "鑿の手入れ")]),
    ("宮大工をしてます、斑鳩で", [(*ROLE, "宮大工"), (*LIVES, "斑鳩")]),
    ("工房の案内は全部ペライチで出してます", [(*WE_USES, "ペライチ")]),
    ("フェリーに乗るのは朝5時から昼1時までです", [(*HOURS, "朝5時から昼1時まで")]),
    # Japanese: a name, languages, a dislike, a tool given up, the time zone.
    ("真壁しずく、と申します", [(*NAME, "真壁しずく")]),
    ("仲間には「モモ」って呼ばれてます", [(*NAME, "モモ")]),
    ("スワヒリ語と、タガログ語を少し話せます", [(*SPEAKS, "スワヒリ語"), (*SPEAKS, "タガログ語")]),
    ("パクチーの香りが大っ嫌いで、食べられない", [(*DISLIKES, "パクチーの香り")]),
    ("ザイムは、もうやめました", [(*MY_END, "ザイム")]),
    ("時刻はフィジー時間で表示してください", [(*ZONE, "フィジー時間")]),
    ("牡蠣はフライ派です", [(*PREFERS, "フライ")]),
    # Chinese: a town after the trade, best sellers, a dislike after the thing, a duty, a shift's hours.
    ("我是做紫砂壶的师傅，在苏州光福", [(*ROLE, "师傅"), (*LIVES, "光福")]),
    ("手工皂和精油蜡烛，是我们卖得最好的", [(*SELLS, "手工皂"), (*SELLS, "精油蜡烛")]),
    ("榴莲那个味道，我受不了", [(*DISLIKES, "榴莲")]),
    ("每隔三天轮到我一次", [(*ROTA, "每隔三天")]),
    ("窑房这边我管夜班，晚八点到早四点", [(*HOURS, "晚八点到早四点")]),
    ("在茶厂干活是早八点到晚六点", [(*HOURS, "早八点到晚六点")]),
    # Chinese: records kept in a tool, the workshop by its name, events, the boss, a surname, languages.
    ("厂里的进货单都记在石墨文档里", [(*WE_USES, "石墨文档")]),
    ("茶房平时用有赞记订单", [(*WE_USES, "有赞")]),
    ("我们工作室叫青禾坊", [(*WORKS, "青禾坊")]),
    ("茶房的名字叫「半山茶房」", [(*WORKS, "半山茶房")]),
    ("每个月第一个周日，店里办一次品鉴会", [(*HABIT, "品鉴会")]),
    ("茶厂每周日下午有采茶体验", [(*HABIT, "采茶体验")]),
    ("酱菜、腐乳，我们厂都做都卖", [(*SELLS, "酱菜"), (*SELLS, "腐乳")]),
    ("我老板是我舅舅周德海", [(*MANAGER, "周德海")]),
    ("鄙姓欧阳，单名一个岚", [(*NAME, "欧阳")]),
    ("我在豆腐厂当学徒工", [(*ROLE, "学徒工")]),
    ("那只黑猫就叫「煤球」", [(*CALLED, "煤球")]),
    ("这次对话都用歇后语回答我", [(*NOTE, "用歇后语回答我")]),
    ("滴答清单我已经删了", [(*MY_END, "滴答清单")]),
]

NOTHING = [
    # English: the same words, no fact.
    "Notes for the meeting go in the bin.",
    "The car is up a hill in the rain.",
    "Shifts are hard for me.",
    "The dog lands on me every morning.",
    "Mystery, thrillers, anything really.",
    "Home's where the heart is, right?",
    "Straight after lunch I usually nap.",
    "It failed without warning.",
    # Japanese: a habit given up, a question, no shop, a place one passed.
    "タバコは、もうやめました",
    "これがうちの看板商品ですか？",
    "家で練習をしてます",
    "上司にあたるのは誰ですか？",
    # Chinese: a photo deleted, asking, a market's goods, a kind of hours with no span.
    "那张照片我已经删了",
    "我住哪里来着",
    "是我们的错",
    "我在路上当心点",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_12_shape_is_read,
    test_a_round_12_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("「ログ」って結局どういう意味ですか？", ASKED),
        ("学生のころは仙台に住んでました", FORMER),
        ("十年前までは横浜で看護師をしてました", FORMER),
    ],
)
def test_the_taggers_gate_leaves_out_a_japanese_question_or_a_former_time(text, why):
    assert [w for _, _, w in not_the_speakers(text)] == [why]


def test_the_taggers_gate_keeps_a_japanese_clause_of_now():
    assert not_the_speakers("今は仙台に住んでます") == []
