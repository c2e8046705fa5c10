"""The rules written from part 13 (issue #25, round 9) read constructions, not that part's sentences: every case
here was written for this test, after the rules, and is in no labelled part. Look-alikes must give nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

ROLE, WE_USES, WE_END = ("memory", "self", "HAS_ROLE"), ("memory", "we", "USES"), ("end", "we", "USES")
POLICY, HABIT, SELLS = ("memory", "we", "HAS_POLICY"), ("memory", "we", "HAS_HABIT"), ("memory", "we", "SELLS")
LOCATED, LIVES, TEAM = ("memory", "we", "LOCATED_IN"), ("memory", "self", "LIVES_IN"), ("memory", "we", "HAS_TEAM")

READ = [
    # English: what was misread. A degree after a comma is why; where the records live now is a clause of its own;
    # a kind of place and its town is no workplace; sold on a platform is the platform.
    ("I can't stand velvet upholstery, far too fussy to clean.", [("memory", "self", "DISLIKES", "velvet upholstery")]),
    ("We dropped Airtable, the stock list lives in Notion now.", [(*WE_END, "Airtable"), (*WE_USES, "Notion")]),
    ("I'm a harbour pilot at the ferry terminal in Stranraer.", [(*ROLE, "harbour pilot")]),
    ("We sell tickets on Eventbrite and prints on Etsy.", [(*WE_USES, "Eventbrite"), (*WE_USES, "Etsy")]),
    ("We sell our honey through Shopify.", [(*WE_USES, "Shopify")]),
    # English: the premises, an event, a troupe, a trade said first, a rule, a talk before work, a rota.
    ("The tannery sits on the edge of Bridport.", [(*LOCATED, "Bridport")]),
    ("Our smokehouse is in a converted boathouse outside Kirkwall.", [(*LOCATED, "Kirkwall")]),
    ("We're a floating bookshop on a narrowboat, moored in Stratford.", [(*LOCATED, "Stratford")]),
    ("Every Easter we run a lambing open day for families.", [(*HABIT, "lambing open day")]),
    ("Our choir of fishermen is called the Saltlines.", [(*TEAM, "Saltlines")]),
    ("Stonemason by trade, mostly church repairs.", [(*ROLE, "Stonemason")]),
    ("Kitchen policy is no phones on the pass.", [(*POLICY, "no phones on the pass")]),
    ("Yard rule - hi-vis on past the gatehouse.", [(*POLICY, "hi-vis on past the gatehouse")]),
    ("Toolbox talk is 6:45 at the compound.", [("memory", "we", "HAS_STANDUP_TIME", "6:45")]),
    (
        "Night call-outs rotate every four days between the two vans.",
        [("memory", "we", "HAS_ON_CALL_ROTATION", "every four days")],
    ),
    (
        "I report to Odalys Ferreira-Kent, she runs the bottling line.",
        [("memory", "self", "HAS_MANAGER", "Odalys Ferreira-Kent")],
    ),
    ("my github's reedcutter-99", [("memory", "self", "HAS_GITHUB_HANDLE", "reedcutter-99")]),
    ("Fun fact, I'm allergic to horsehair.", [("memory", "self", "HAS_ALLERGY", "horsehair")]),
    ("Hello, I'm Wilhelmina Ostrander from props.", [("memory", "self", "HAS_NAME", "Wilhelmina Ostrander")]),
    (
        "Casimir here 🙂 I'm the rigger on the big top, since spring.",
        [("memory", "self", "HAS_NAME", "Casimir"), (*ROLE, "rigger")],
    ),
    # Japanese: a craft said alone, a town said bare after the work, a hut's tool.
    ("船大工っす。よろしくお願いします", [(*ROLE, "船大工")]),
    ("和紙の漉き職人やってます、美濃市です。", [(*LIVES, "美濃市"), (*ROLE, "和紙の漉き職人")]),
    ("番屋小屋ではもうLINE公式使ってないです。", [(*WE_END, "LINE公式")]),
    # Japanese: names in brackets, a town with a craft, where one lives.
    ("勤め先は輪島の「塗師屋まつもと」です。", [("memory", "self", "WORKS_AT", "塗師屋まつもと")]),
    ("店の名前は「くるみ舎」といいます。", [("memory", "self", "WORKS_AT", "くるみ舎")]),
    ("包装は「のし班」ってチームが担当してます。", [(*TEAM, "のし班")]),
    ("毎年お盆に、「灯籠流しの会」を開いてます。", [(*HABIT, "灯籠流しの会")]),
    ("能登で漁師をやってます。", [(*ROLE, "漁師"), (*LIVES, "能登")]),
    # …but an office job said so names the employer, and a family name said bare after the work stays a name.
    (
        "メルカリでバックエンドエンジニアをしています。",
        [(*ROLE, "バックエンドエンジニア"), ("memory", "self", "WORKS_AT", "メルカリ")],
    ),
    ("エンジニアやってます、中島です。", [("memory", "self", "HAS_NAME", "中島")]),
    ("住まいは飛騨です。", [(*LIVES, "飛騨")]),
    # Japanese: the shop's goods, master, tools, rules and routines.
    ("うちでは干物と塩辛を作って売ってます。", [(*SELLS, "干物"), (*SELLS, "塩辛")]),
    ("親方は三好さんです。", [("memory", "self", "HAS_MANAGER", "三好")]),
    ("通販はカラーミーショップで出してます。", [(*WE_USES, "カラーミーショップ")]),
    ("在庫の管理はロジクラでやってます。", [(*WE_USES, "ロジクラ")]),
    ("会計はスマレジです。", [(*WE_USES, "スマレジ")]),
    ("作業場は小豆島町にあります。", [(*LOCATED, "小豆島町")]),
    ("蔵の決まり：仕込み中は納豆禁止。", [(*POLICY, "仕込み中は納豆禁止")]),
    ("工場の朝礼は8時15分です。", [("memory", "we", "HAS_STANDUP_TIME", "8時15分")]),
    ("夜の見回り当番は3日ごとに回ってきます。", [("memory", "we", "HAS_ON_CALL_ROTATION", "3日ごと")]),
    ("窯の仕事は朝6時から夕方4時までです。", [("memory", "self", "HAS_WORKING_HOURS", "朝6時から夕方4時")]),
    ("毎朝6時に畑の見回りに出ます。", [("memory", "self", "HAS_HABIT", "毎朝6時に畑の見回りに出ます")]),
    ("こしあんより粒あんが好みです。", [("memory", "self", "PREFERS", "粒あん")]),
    ("エビアレルギーがあるんで、天ぷらは食べられないっす", [("memory", "self", "HAS_ALLERGY", "エビ")]),
    (
        "日本語のほかに、スワヒリ語とタミル語が話せます。",
        [("memory", "self", "SPEAKS", "スワヒリ語"), ("memory", "self", "SPEAKS", "タミル語")],
    ),
    ("GitHubアカウント：urushi-kobo", [("memory", "self", "HAS_GITHUB_HANDLE", "urushi-kobo")]),
    ("引っ越しについて話したこと、なかったことにしてください。", [("forget", "self", "", "引っ越し")]),
    # Japanese and Chinese: this exchange, and the rest of this conversation, frame a note of this run.
    ("このやり取りのあいだは、箇条書きでお願いします。", [("memory", "session", "NOTE", "箇条書きでお願いします")]),
    ("接下来的对话请用英文回复。", [("memory", "session", "NOTE", "请用英文回复")]),
    # Chinese: a workshop, a shop or a farm by its own word is the team, and the subject of the next clause.
    ("茶馆现在不用美团了。", [(*WE_END, "美团")]),
    ("果园记账用的是金蝶", [(*WE_USES, "金蝶")]),
    ("布坊主要卖蓝印花布，也卖扎染围巾。", [(*SELLS, "蓝印花布"), (*SELLS, "扎染围巾")]),
    ("酒坊现在不用微店了 全搬到抖音小店", [(*WE_END, "微店"), (*WE_USES, "抖音小店")]),
    ("我们网上店铺在有赞上。", [(*WE_USES, "有赞")]),
    # Chinese: a group one is in, a meeting set at a time, an event with the time first, the premises, the team.
    ("我在龙舟队里当鼓手", [(*ROLE, "鼓手")]),
    ("我们每天的早会定在八点半", [("memory", "we", "HAS_STANDUP_TIME", "八点半")]),
    ("每年端午我们龙舟队都办一场龙舟赛。", [(*HABIT, "龙舟赛")]),
    ("书社每个月办一次“夜读会”。", [(*HABIT, "夜读会")]),
    ("茶园就在太湖边上", [(*LOCATED, "太湖")]),
    ("我们鼓乐队的名字叫“惊雷”", [(*TEAM, "惊雷")]),
    ("我在苏州的“听松琴社”上班。", [("memory", "self", "WORKS_AT", "听松琴社")]),
    # Chinese: the person.
    ("我是木工", [(*ROLE, "木工")]),
    ("我是茶馆的掌柜", [(*ROLE, "掌柜")]),
    ("我在婺源做茶，是制茶师傅。", [(*ROLE, "制茶师傅")]),
    ("客家话我讲得很地道", [("memory", "self", "SPEAKS", "客家话")]),
    ("粤语只会几句", [("memory", "self", "SPEAKS", "粤语")]),
    ("我的班一般排在早上七点到下午三点", [("memory", "self", "HAS_WORKING_HOURS", "早上七点到下午三点")]),
    ("时区按乌兰巴托时间算", [("memory", "self", "HAS_TIMEZONE", "乌兰巴托时间")]),
    ("我人就在喀什", [(*LIVES, "喀什")]),
    ("github 账号 lanyin-bu", [("memory", "self", "HAS_GITHUB_HANDLE", "lanyin-bu")]),
    ("我是个吃货", [("memory", "self", "IS_A", "吃货")]),
    ("帮我记着 周五给布坊订靛蓝", [("memory", "self", "NOTE", "周五给布坊订靛蓝")]),
    ("把我说的关于搬家的事都删掉", [("forget", "self", "", "搬家")]),
]

NOTHING = [
    # English: a town said as where one is, a record kept by a person, a move, a trade after "the".
    "We're a bit late in Leeds.",
    "The dog lives in the garden now.",
    "We sell it on.",
    "Every year we run a deficit.",
    "I'm Home from school.",
    "Our choir of fishermen is lovely.",
    # Japanese: water is no town, a customer's name is no tool, a duty alone is no trade.
    "隅田川で船頭をしております。",
    "顧客名はInitechです。",
    "担当です。",
    # Chinese: an airport, a square, a move to a city, a group in a place, work and no trade.
    "机场现在不用微盟了。",
    "广场就在江边上",
    "全搬到杭州了",
    "我是打工的",
    "我们公司员工很多",
    "我在车里等你",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_9_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_9_look_alike_gives_nothing(text):
    assert found(text) == []
