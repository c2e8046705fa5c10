"""The rules written from blind part 9 (issue #25, round 6) read constructions, not that part's sentences:
every case here was written for this test, after the rules, and is in no labelled part. Look-alikes must give
nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

NAME = ("memory", "self", "HAS_NAME")

READ = [
    # A language or a place said first, however the language is named; one rated after another.
    ("Tigrinya is my first language, Italian came later.", [("memory", "self", "SPEAKS", "Tigrinya")]),
    ("Basque is what we speak at home.", [("memory", "self", "SPEAKS", "Basque")]),
    (
        "My Tigrinya is rusty, my Oromo is basic.",
        [("memory", "self", "SPEAKS", "Tigrinya"), ("memory", "self", "SPEAKS", "Oromo")],
    ),
    ("Kirkwall is where I live.", [("memory", "self", "LIVES_IN", "Kirkwall")]),
    # Where one is out on; a time zone asked to be logged.
    ("I'm out on Barra, so deliveries are slow.", [("memory", "self", "LIVES_IN", "Barra")]),
    ("Log me as Newfoundland time.", [("memory", "self", "HAS_TIMEZONE", "Newfoundland time")]),
    ("Update my time zone: Hawaii time from now on.", [("memory", "self", "HAS_TIMEZONE", "Hawaii time")]),
    # Introductions said as a profile line, roles in more trades, a role said with "here"; "my team is" names the team.
    (
        "quick intro: Rosa Lind, sound engineer at Copperline Studios, based in Malmo.",
        [
            ("memory", "self", "HAS_NAME", "Rosa Lind"),
            ("memory", "self", "HAS_ROLE", "sound engineer"),
            ("memory", "self", "WORKS_AT", "Copperline Studios"),
            ("memory", "self", "LIVES_IN", "Malmo"),
        ],
    ),
    (
        "I'm a stage manager for Larkspur Theatre, mostly on tours.",
        [("memory", "self", "HAS_ROLE", "stage manager"), ("memory", "self", "WORKS_AT", "Larkspur Theatre")],
    ),
    (
        "Day job: dairy technician at the Ferncombe Creamery.",
        [("memory", "self", "HAS_ROLE", "dairy technician"), ("memory", "self", "WORKS_AT", "Ferncombe Creamery")],
    ),
    ("night porter here, weekends only", [("memory", "self", "HAS_ROLE", "night porter")]),
    ("My team is Kestrel; we run the booking site.", [("memory", "we", "HAS_TEAM", "Kestrel")]),
    # The team's records kept in a tool; all of one's own work done in one; episodes or issues put out every so
    # often; what one does instead is no part of what ended.
    ("The choir keeps its rota in Rotageek these days.", [("memory", "we", "USES", "Rotageek")]),
    ("the archive's catalogue is all in CollectiveAccess", [("memory", "we", "USES", "CollectiveAccess")]),
    ("All staff logins live in Bitwarden now.", [("memory", "we", "USES", "Bitwarden")]),
    ("I do all my own bookkeeping in Xero.", [("memory", "self", "USES", "Xero")]),
    (
        "Our label masters everything in Ozone and ships the files through DistroKid.",
        [("memory", "we", "USES", "Ozone"), ("memory", "we", "USES", "DistroKid")],
    ),
    (
        "We put out a new issue of the zine every six weeks.",
        [("memory", "we", "HAS_RELEASE_CADENCE", "every six weeks")],
    ),
    ("I've stopped using Todoist, I just keep a paper list now.", [("end", "self", "USES", "Todoist")]),
    # Forgets said with "what you've got on" or "scrap the stuff I said about"; an end with when it ended; a show as
    # the studio's product.
    ("Delete what you've got on my divorce.", [("forget", "self", "", "what you've got on my divorce")]),
    ("scrap the stuff I said about my landlord", [("forget", "self", "", "the stuff I said about my landlord")]),
    ("Our gallery stopped using Square last winter.", [("end", "we", "USES", "Square")]),
    ("Our flagship podcast is Deep Current, science for kids.", [("memory", "we", "HAS_PRODUCT", "Deep Current")]),
    # Japanese: one choice, the liked one and where one lives said as the topic, a name then a greeting, two languages,
    # a time zone and hours asked for, a born trait.
    ("靴はニューバランス一択です。", [("memory", "self", "PREFERS", "ニューバランス")]),
    ("違う違う、好きなのは梅酒じゃなくて杏酒！", [("memory", "self", "PREFERS", "杏酒")]),
    ("名前は柚木です、よろしく！", [(*NAME, "柚木")]),
    ("住んでるの、藤沢でした。", [("memory", "self", "LIVES_IN", "藤沢")]),
    (
        "スワヒリ語を少しと、ポルトガル語が話せます。",
        [("memory", "self", "SPEAKS", "スワヒリ語"), ("memory", "self", "SPEAKS", "ポルトガル語")],
    ),
    ("タイムゾーンはハワイ時間でお願いします。", [("memory", "self", "HAS_TIMEZONE", "ハワイ時間")]),
    ("勤務は朝6時から昼2時まで、配達担当なので。", [("memory", "self", "HAS_WORKING_HOURS", "朝6時から昼2時")]),
    ("根っからの甘党なので、ケーキには目がないです。", [("memory", "self", "IS_A", "甘党")]),
    # The team: a meeting's start, make and sell, the head office, a tool one quit, a service gone through, trades
    # named by their suffix at a workplace of a kind (no organisation), duties, releases, sprints in days, a ban.
    ("朝のミーティングは9時5分スタートです。", [("memory", "we", "HAS_STANDUP_TIME", "9時5分")]),
    ("うちの工房では木のおもちゃを作って売ってます。", [("memory", "we", "SELLS", "木のおもちゃ")]),
    ("本部は岡崎です。", [("memory", "we", "LOCATED_IN", "岡崎")]),
    ("仕事用だったBoxは、もう使うのやめました。", [("end", "self", "USES", "Box")]),
    ("備品の発注はアスクル経由でやってます。", [("memory", "we", "USES", "アスクル")]),
    ("整体院で整体師をしております。", [("memory", "self", "HAS_ROLE", "整体師")]),
    ("倉庫で検品員をやってます。", [("memory", "self", "HAS_ROLE", "検品員")]),
    ("夜間の待機当番は、二週ごとに交代してます。", [("memory", "we", "HAS_ON_CALL_ROTATION", "二週ごと")]),
    ("新バージョンの配信は隔週ペースです。", [("memory", "we", "HAS_RELEASE_CADENCE", "隔週")]),
    ("スプリントは10日間で回してる", [("memory", "we", "HAS_SPRINT_LENGTH", "10日間")]),
    ("うちの倉庫、土足で事務所に入るのは禁止です。", [("memory", "we", "HAS_POLICY", "土足で事務所に入るのは禁止")]),
    # Commands and products: hours set, a note after 覚えといて, a story told to be deleted, a product in 『』.
    ("勤務時間を10時から19時に変更しといてください。", [("memory", "self", "HAS_WORKING_HOURS", "10時から19時")]),
    ("覚えといて：来月から水曜は定休日。", [("memory", "self", "NOTE", "来月から水曜は定休日")]),
    ("転職した話、消しといて。", [("forget", "self", "", "転職した話")]),
    ("弊社は『つむぎ』という勤怠アプリを提供しております。", [("memory", "we", "HAS_PRODUCT", "つむぎ")]),
    # Chinese: the whole staff's routine, names, a post at a branch, the clock kept, languages worked in, shifts, kinds
    # of person, a profile handle.
    ("每周五全员开一次复盘会。", [("memory", "we", "HAS_HABIT", "每周五开一次复盘会")]),
    ("叫我小岳就行，朋友都这么叫。", [("memory", "self", "HAS_NAME", "小岳")]),
    ("刚才名字打错了，是卜琳不是卞琳。", [("memory", "self", "HAS_NAME", "卜琳")]),
    ("我在顺丰的一个网点当主管。", [("memory", "self", "HAS_ROLE", "主管"), ("memory", "self", "WORKS_AT", "顺丰")]),
    ("我在惠灵顿，新西兰那个，按新西兰时间算。", [("memory", "self", "HAS_TIMEZONE", "新西兰时间")]),
    ("我这边用的是东部时间。", [("memory", "self", "HAS_TIMEZONE", "东部时间")]),
    ("工作语言是韩语。", [("memory", "self", "SPEAKS", "韩语")]),
    ("意大利语我能简单交流。", [("memory", "self", "SPEAKS", "意大利语")]),
    ("平时跟客户都用粤语沟通。", [("memory", "self", "SPEAKS", "粤语")]),
    ("我的班是早上七点到下午三点。", [("memory", "self", "HAS_WORKING_HOURS", "早上七点到下午三点")]),
    ("我是个咖啡控。", [("memory", "self", "IS_A", "咖啡控")]),
    ("GitHub用户名：kite-runner9", [("memory", "self", "HAS_GITHUB_HANDLE", "kite-runner9")]),
    # The team's records and services, rules said by whose, duties that rotate, releases, products named in quotes, a
    # family business's goods, tools no longer used, matters told asked to be deleted, a shop's till, a colleague's
    # favourite.
    ("销售数据我们都看生意参谋。", [("memory", "we", "USES", "生意参谋")]),
    ("部署用Jenkins", [("memory", "we", "USES", "Jenkins")]),
    ("我们客栈的订单都走美团。", [("memory", "we", "USES", "美团")]),
    ("我们诊所的电子病历是某某科技的系统。", [("memory", "we", "USES", "某某科技")]),
    ("仓库这边规定，快件放满三天就电话提醒。", [("memory", "we", "HAS_POLICY", "快件放满三天就电话提醒")]),
    ("值班护士每周轮一次。", [("memory", "we", "HAS_ON_CALL_ROTATION", "每周轮一次")]),
    ("小程序每两周发一个版本。", [("memory", "we", "HAS_RELEASE_CADENCE", "每两周")]),
    ("我们做了一个叫“鹊桥”的排班小程序。", [("memory", "we", "HAS_PRODUCT", "鹊桥")]),
    (
        "我们家茶园卖明前龙井，也卖一点白茶。",
        [("memory", "we", "SELLS", "明前龙井"), ("memory", "we", "SELLS", "白茶")],
    ),
    ("我早就不用有道云笔记了。", [("end", "self", "USES", "有道云笔记")]),
    ("我们诊所已经不用纸质病历了。", [("end", "we", "USES", "纸质病历")]),
    ("我离婚的事情删掉吧。", [("forget", "self", "", "我离婚")]),
    ("上次说的换工作那件事，别记了。", [("forget", "self", "", "上次说的换工作")]),
    ("门店记账用的是金蝶。", [("memory", "we", "USES", "金蝶")]),
    ("同事阿杰特别喜欢用Typora。", [("memory", "other", "PREFERS", "Typora")]),
]

NOTHING = [
    "My Python is rusty.",
    "Basque is what they speak over there.",
    "My boss wants every report on his desk by Friday.",
    "Ines Vaz, head chef at Noma, said the menu changes weekly.",
    "I'm out on a limb here.",
    "The porter here is lovely.",
    "答えはこれ一択です。",
    "印刷所で版下を作っています。",
    "销售数据我们都看不懂。",
    "我早就不用担心这个了。",
    "I scrapped the stuff I said about it in the meeting.",
    "那件事删掉吧。",
    "部署用什么工具好？",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_6_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_6_look_alike_gives_nothing(text):
    assert found(text) == []
