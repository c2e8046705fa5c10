"""The rules written from part 12 (issue #25, round 8) read constructions, not that part's sentences: every case
here was written for this test, after the rules, and is in no labelled part. Look-alikes must give nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

ROLE, WE_USES, WE_END = ("memory", "self", "HAS_ROLE"), ("memory", "we", "USES"), ("end", "we", "USES")
POLICY, HABIT, SELLS = ("memory", "we", "HAS_POLICY"), ("memory", "we", "HAS_HABIT"), ("memory", "we", "SELLS")

READ = [
    # English: what the business runs on, and what it stopped using, said in one sentence.
    ("The bakery runs on Square.", [(*WE_USES, "Square")]),
    ("We ditched Xero, the studio runs on FreeAgent.", [(*WE_END, "Xero"), (*WE_USES, "FreeAgent")]),
    ("We gave up on Wave, the office runs on Sage.", [(*WE_END, "Wave"), (*WE_USES, "Sage")]),
    ("We run Tidy for the allotment bookings.", [(*WE_USES, "Tidy")]),
    ("We don't use Trello anymore for the rota.", [(*WE_END, "Trello")]),
    # Tools by the shape of their names.
    ("We draft patterns in PatternMaker Pro.", [(*WE_USES, "PatternMaker Pro")]),
    ("Our invoices are all in QBO.", [(*WE_USES, "QBO")]),
    # Where a maker works.
    ("We're a cider press in Ledbury.", [("memory", "we", "LOCATED_IN", "Ledbury")]),
    ("We brew small-batch ales in an old dairy in Tadcaster.", [("memory", "we", "LOCATED_IN", "Tadcaster")]),
    # The manager said first; rules named after they are said, or as a place's policy.
    ("Marguerite Oyelaran is who I report to.", [("memory", "self", "HAS_MANAGER", "Marguerite Oyelaran")]),
    ("Tobias Wren is the one I answer to, he runs the yard.", [("memory", "self", "HAS_MANAGER", "Tobias Wren")]),
    ("Nobody climbs without a spotter - gym rule.", [(*POLICY, "Nobody climbs without a spotter")]),
    ("Gloves on in the kiln room - workshop policy.", [(*POLICY, "Gloves on in the kiln room")]),
    ("Yard policy: hard hats past the gate.", [(*POLICY, "hard hats past the gate")]),
    ("Barn rule here: gates shut behind you.", [(*POLICY, "gates shut behind you")]),
    # A trade at a firm joined with "&", or at a place no name; a name after a greeting to a group.
    (
        "I'm a blacksmith at Forge & Anvil.",
        [(*ROLE, "blacksmith"), ("memory", "self", "WORKS_AT", "Forge & Anvil")],
    ),
    ("I'm a puppeteer on the summer tour.", [(*ROLE, "puppeteer")]),
    ("I'm a glassblower at a seaside studio, ten years in.", [(*ROLE, "glassblower")]),
    (
        "Hi everyone, I'm Cosima Vellacott, cheesemonger, I run the counter.",
        [("memory", "self", "HAS_NAME", "Cosima Vellacott"), (*ROLE, "cheesemonger")],
    ),
    ("Hey folks, Lysander Quaile here - I restore canal boats.", [("memory", "self", "HAS_NAME", "Lysander Quaile")]),
    ("👋 I'm Perpetua btw", [("memory", "self", "HAS_NAME", "Perpetua")]),
    ("Our bell-ringing team goes by The Clappers.", [("memory", "we", "HAS_TEAM", "Clappers")]),
    (
        "The kennel's weekend cover for the dogs swaps every fortnight.",
        [("memory", "we", "HAS_ON_CALL_ROTATION", "every fortnight")],
    ),
    ("I can't bear wet wool.", [("memory", "self", "DISLIKES", "wet wool")]),
    ("I hate sanding teak, it clogs the paper.", [("memory", "self", "DISLIKES", "sanding teak")]),
    ("We also sell beeswax wraps.", [(*SELLS, "beeswax wraps")]),
    # Japanese: the workshop's tools, rules, team and premises.
    ("アトリエではもうBASE使ってないです。", [(*WE_END, "BASE")]),
    ("酒蔵ではもうfreee使うのやめました。", [(*WE_END, "freee")]),
    ("請求はMisocaでやってます。", [(*WE_USES, "Misoca")]),
    ("予約はAirリザーブで受けてます。", [(*WE_USES, "Airリザーブ")]),
    ("うちの予約アプリ、RESERVAじゃなくてトレタでした。", [(*WE_USES, "トレタ")]),
    ("うちの合唱チームは「あおばと」って名前です。", [("memory", "we", "HAS_TEAM", "あおばと")]),
    ("道場の決まりで、稽古中の私語は禁止です。", [(*POLICY, "稽古中の私語は禁止")]),
    ("うちの窯元は信楽にあります。", [("memory", "we", "LOCATED_IN", "信楽")]),
    ("うちは干し柿とあんぽ柿を売ってます。", [(*SELLS, "干し柿"), (*SELLS, "あんぽ柿")]),
    ("毎年夏祭りには屋台を出してます。", [(*HABIT, "屋台")]),
    # Japanese: the person.
    ("料理教室で講師をしてます。", [(*ROLE, "講師")]),
    ("老舗旅館で番頭をしております。", [(*ROLE, "番頭")]),
    ("家具職人っす、よろしくっす", [(*ROLE, "家具職人")]),
    ("キウイを食べると蕁麻疹が出るんです。", [("memory", "self", "HAS_ALLERGY", "キウイ")]),
    ("実はくるみアレルギーなんです。", [("memory", "self", "HAS_ALLERGY", "くるみ")]),
    (
        "タガログ語とマレー語、どちらも挨拶程度ならいけます。",
        [("memory", "self", "SPEAKS", "タガログ語"), ("memory", "self", "SPEAKS", "マレー語")],
    ),
    ("小豆島に住んで、オリーブを育ててます。", [("memory", "self", "LIVES_IN", "小豆島")]),
    ("犬の散歩、毎朝6時からです。", [("memory", "self", "HAS_HABIT", "犬の散歩")]),
    ("パクチーは正直ムリっす", [("memory", "self", "DISLIKES", "パクチー")]),
    ("納豆がどうも苦手で…", [("memory", "self", "DISLIKES", "納豆")]),
    ("紅茶より、ルイボスティーが好きです。", [("memory", "self", "PREFERS", "ルイボスティー")]),
    ("GitHubは kumo-ito です", [("memory", "self", "HAS_GITHUB_HANDLE", "kumo-ito")]),
    ("船の上なので、グリニッジ標準時で動いてます。", [("memory", "self", "HAS_TIMEZONE", "グリニッジ標準時")]),
    ("陶芸のことで話した内容は、消去しておいてください。", [("forget", "self", "", "陶芸のことで話した内容")]),
    # Chinese: what a workshop sells, holds, sells on and is called; a team's training.
    ("我们豆腐坊卖水豆腐和豆干。", [(*SELLS, "水豆腐"), (*SELLS, "豆干")]),
    ("茶社卖普洱和白茶。", [(*SELLS, "普洱"), (*SELLS, "白茶")]),
    ("我们书社每月办一次读书会。", [(*HABIT, "读书会")]),
    ("我们茶铺的网店开在小红书上。", [(*WE_USES, "小红书")]),
    ("我们陶坊不用有赞了，全搬到微店上了。", [(*WE_END, "有赞"), (*WE_USES, "微店")]),
    ("油坊早就不用美团收银了。", [(*WE_END, "美团收银")]),
    ("我在景德镇拉坯，工作室叫“青釉斋”。", [("memory", "self", "WORKS_AT", "青釉斋")]),
    ("舞狮队每周六下午在祠堂排练", [(*HABIT, "在祠堂排练")]),
    # Chinese: the person.
    ("我是个渔民", [(*ROLE, "渔民")]),
    ("我是个船娘，在周庄摇船", [(*ROLE, "船娘")]),
    ("我是舞美组的灯光师", [(*ROLE, "灯光师")]),
    ("我叫司马青禾 是个皮影艺人", [("memory", "self", "HAS_NAME", "司马青禾"), (*ROLE, "皮影艺人")]),
    ("我在徽州的墨坊当制墨师傅", [(*ROLE, "制墨师傅")]),
    ("我是个路盲", [("memory", "self", "IS_A", "路盲")]),
    # A rule limited to this conversation is a note of it.
    ("这次对话里，金额一律按人民币算。", [("memory", "session", "NOTE", "金额一律按人民币算")]),
]

NOTHING = [
    # English: a place in capitals, a measure, a household, a past manager, one's own rule, a verb after "bear".
    "We met in NYC.",
    "The kids are in LA.",
    "We shoot films in LA.",
    "The dog runs on the beach.",
    "We run a stall for the school fair.",
    "We're a bit lost in Leeds.",
    "We're a family of four in Leeds.",
    "Bob Smith is who I used to report to.",
    "No phones at dinner - my rule.",
    "I can't bear to watch.",
    # Japanese: learning is no trade; a rule pointed back to; here; a meeting's hour; what no symptom is.
    "料理教室で習ってます。",
    "そのルールで、問題ないです。",
    "ここに住んで、長いです。",
    "会議、毎朝9時からです。",
    "キウイを食べると元気が出るんです。",
    # Chinese: "no need to note it", a bride, residents.
    "不用记了",
    "新娘是我表妹",
    "居民都很好",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_8_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_8_look_alike_gives_nothing(text):
    assert found(text) == []
