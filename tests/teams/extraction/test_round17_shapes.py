"""The rules written from part 21 (issue #25, round 17) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and goods,
and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    HOURS,
    MANAGER,
    MY_END,
    POLICY,
    ROTA,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    shape_tests,
)

MY_USES = ("memory", "self", "USES")
RELEASES = ("memory", "we", "HAS_RELEASE_CADENCE")
WE_HABIT = ("memory", "we", "HAS_HABIT")

READ = [
    # English wrong drafts: the team's name after "my squad's called"; what one did to a tool after leaving it.
    ("My crew's called the Kestrels; we run the booking site.", [(*WE_TEAM, "Kestrels")]),
    ("I've stopped using Notewell, uninstalled it too.", [(*MY_END, "Notewell")]),
    # English software team: two tools each for its work, the chat as a place, a group's data in a tool, a move
    # off one tool onto another, the standup with "we do", the boss and the reporting line, tools left or kept.
    (
        "At the depot we're on Rotafox for shifts and Tallybook for stock.",
        [(*WE_USES, "Rotafox"), (*WE_USES, "Tallybook")],
    ),
    ("Team chat lives on Zulip now.", [(*WE_USES, "Zulip")]),
    ("Our ops folk keep the runbooks in Slabnote.", [(*WE_USES, "Slabnote")]),
    ("We moved off Jenkins to Buildkite for CI last year.", [(*WE_END, "Jenkins"), (*WE_USES, "Buildkite")]),
    ("We do standup at 10:15, by the window.", [(*STANDUP, "10:15")]),
    ("The boss is Ingrid Maalouf-Pike, she owns the yard.", [(*MANAGER, "Ingrid Maalouf-Pike")]),
    ("Reporting line: I answer to Tobias Wren, our COO.", [(*MANAGER, "Tobias Wren")]),
    ("No more Quillpad for me.", [(*MY_END, "Quillpad")]),
    ("For my personal notes I use Zettly.", [(*MY_USES, "Zettly")]),
    # Japanese wrong drafts: the boss's department and title, then the name; an event named after how often.
    ("上司は営業部の課長、能見さんです。", [(*MANAGER, "能見")]),
    ("毎年春に「桜市」っていうのをやってます。", [(*WE_HABIT, "桜市")]),
    # Japanese software team: two works, each with its tool; a tool dropped and the one settled on; the on-call
    # duty every so many weeks with 一度; a rule after a comma; a release cadence that is agreed.
    ("経理はフリカエで回して、議事録はカミログに書いてます。", [(*WE_USES, "フリカエ"), (*WE_USES, "カミログ")]),
    ("社内チャットはワイワイで、資料はシマッテに置いてます。", [(*WE_USES, "ワイワイ"), (*WE_USES, "シマッテ")]),
    ("勤怠はタイムカードをやめて、今はジンジャに一本化しました。", [(*WE_END, "タイムカード"), (*WE_USES, "ジンジャ")]),
    ("在庫は紙の台帳をやめて、ザイコンっていうアプリにしました。", [(*WE_END, "紙の台帳"), (*WE_USES, "ザイコン")]),
    ("夜間対応の当番は三週に一度まわってきます。", [(*ROTA, "三週に一度")]),
    ("うちのルール、金曜の夕方はデプロイしないこと。", [(*POLICY, "金曜の夕方はデプロイしないこと")]),
    ("リリースは毎週木曜に一回ってことになってる。", [(*RELEASES, "毎週木曜に一回")]),
    # Chinese wrong drafts: a meeting's length; hours said as when one is at the premises; a business task's tool
    # corrected, with the slip owned after it.
    ("周会定在周一九点，一般开半小时。", []),
    ("我一般早上八点到晚上七点都在店里。", [(*HOURS, "早上八点到晚上七点")]),
    ("不对，收银用的是「钱串子」，不是「算盘云」，我搞混了", [(*WE_USES, "钱串子")]),
    # Chinese software team: work planned or hosted in a bracketed tool; a move from one tool to another.
    ("需求排在「蜗牛看板」上，代码托管在「石榴仓」。", [(*WE_USES, "蜗牛看板"), (*WE_USES, "石榴仓")]),
    ("部署我们从「老马CD」换到了「飞燕发布」。", [(*WE_USES, "飞燕发布"), (*WE_END, "老马CD")]),
    # Chinese: how often it ships with no 是, then when.
    ("上线两周一次，一般在周三下午。", [(*RELEASES, "两周一次")]),
]

NOTHING = [
    # A hobby said with で; a habit dropped with no tool; the boss said of, not named;
    # a chat that is no place; a move of house; no more of a thing, not a tool for someone; a meeting's length.
    "趣味はテニスで、週末はカフェに行きます。",
    "お酒をやめて、今は早寝しています。",
    "上司の話は長いです。",
    "The chat was lively today.",
    "We moved off the high street last spring.",
    "No more meetings on Fridays.",
    "站会一般开半小时。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_17_shape_is_read,
    test_a_round_17_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
