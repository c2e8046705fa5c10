"""The rules written from part 28 (issue #25, round 29, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    IS_A,
    LIVES,
    LOCATED,
    MY_END,
    POLICY,
    PREFERS,
    ROLE,
    SELLS,
    SPEAKS,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
MY_USES = ("memory", "self", "USES")

READ = [
    # Japanese: the team's bracketed name; a tool after a kind of work; a name for this chat; a named rule.
    ("チーム名は「焼き鳥隊」っていいます。", [(*WE_TEAM, "焼き鳥隊")]),
    ("経理はカネマルです。", [(*WE_USES, "カネマル")]),
    ("この会話では、例の重いバッチを「ゴジラ」と呼ぶことにしよう。", [(*SESSION_CALLED, "ゴジラ")]),
    (
        "それと、金曜の夕方はデプロイしない、というルールもあります。",
        [(*POLICY, "金曜の夕方はデプロイしない")],
    ),
    # Japanese: the tool given up before a correction's move; a tool grown out of and the one kept in now.
    ("訂正：ツバメCIはもう廃止で、今はヒバリCIに移りました。", [(*WE_USES, "ヒバリCI")]),
    (
        "ホワイトボードは卒業して、予定はヨテイ帳で管理するようになりました。",
        [(*WE_END, "ホワイトボード"), (*WE_USES, "ヨテイ帳")],
    ),
    # Japanese: clients as a kind and a few more, or as who buys; goods listed bare; goods sold too; built for.
    ("お客さんは主に地元の工務店と、設計事務所がいくつか。", [(*CLIENTS, "地元の工務店"), (*CLIENTS, "設計事務所")]),
    ("買ってくれるのは観光客と近所の常連が多いです。", [(*CLIENTS, "観光客"), (*CLIENTS, "近所の常連")]),
    (
        "焼いてるのは、食パン、バゲット、それにスコーン。",
        [(*SELLS, "食パン"), (*SELLS, "バゲット"), (*SELLS, "スコーン")],
    ),
    ("ほかに、名入れサービスと、ギフト包装も売ってます。", [(*SELLS, "名入れサービス"), (*SELLS, "ギフト包装")]),
    ("歯科医院向けの予約管理アプリを開発してます。", [(*SELLS, "予約管理アプリ")]),
    # Japanese: summary items; a tool listed with a build tool; the shop's bracketed name; a move between towns.
    ("まとめると：山科みお、函館勤務、「醤油班」所属。", [(*LOCATED, "函館"), (*WE_TEAM, "醤油班")]),
    ("チケ帳とカラスCIを使ってます。", [(*WE_USES, "チケ帳"), (*WE_USES, "カラスCI")]),
    ("店は「月見亭」。", [(*WORKS, "月見亭")]),
    ("豊中市から吹田市へ。", [(*LIVES, "吹田市")]),
    # Japanese: languages one gets by in; what one is; foods; the only drink; an app deleted.
    ("韓国語とタイ語なら日常会話くらいはできます。", [(*SPEAKS, "韓国語"), (*SPEAKS, "タイ語")]),
    ("俺は鉄道オタクっすね。", [(*IS_A, "鉄道オタク")]),
    ("セロリ、あれは無理。", [(*DISLIKES, "セロリ")]),
    ("肉は好きだけど、レバーだけはだめ。", [(*DISLIKES, "レバー")]),
    ("コーヒーはブラックしか飲まない。", [(*PREFERS, "ブラック")]),
    ("ねむねこ、消しちゃった。", [(*MY_END, "ねむねこ")]),
    # Chinese: the build tool after the one taken down; a tool listed with a build tool; records taken away.
    ("更正：青石CI已经下线了，现在用松鼠CI。", [(*WE_USES, "松鼠CI")]),
    ("平时用喜鹊表和熊猫CI。", [(*WE_USES, "喜鹊表"), (*WE_USES, "熊猫CI")]),
    ("以前用黑板排班，现在黑板撤了。", [(*WE_END, "黑板")]),
    ("库存本来记在本子上，现在不用本子了，改用库存猫。", [(*WE_END, "本子"), (*WE_USES, "库存猫")]),
    # Chinese: a move between districts; who comes to buy; a line of work; a street; goods; what one counts as.
    ("我搬家了，从天河区搬到了番禺区。", [(*LIVES, "番禺区")]),
    ("来买的多是附近的学生。", [(*CLIENTS, "附近的学生")]),
    ("我本行是木雕师。", [(*ROLE, "木雕师")]),
    (
        "我在洛阳开面馆，店名「牡丹面馆」，在老城夜市。",
        [(*LIVES, "洛阳"), (*WORKS, "牡丹面馆"), (*LOCATED, "老城夜市")],
    ),
    ("卖的主要是牛肉面、凉皮和肉夹馍。", [(*SELLS, "牛肉面"), (*SELLS, "凉皮"), (*SELLS, "肉夹馍")]),
    ("我不吃肉，算素食者吧。", [("memory", "self", "AVOIDS", "肉"), (*IS_A, "素食者")]),
    # Chinese: foods; the only drink of a kind; an app for personal work; an app deleted.
    ("香菜我闻都闻不了。", [(*DISLIKES, "香菜")]),
    ("甜的我都行，就是芒果受不了。", [(*DISLIKES, "芒果")]),
    ("喝咖啡只喝拿铁。", [(*PREFERS, "拿铁")]),
    ("记笔记用「萤火本」。", [(*MY_USES, "萤火本")]),
    ("「跑跑熊」那个App删了。", [(*MY_END, "跑跑熊")]),
]

NOTHING = [
    # A school left, how many asked, a rule asked about, an ordinary street walked, a schedule that will not do, a
    # name asked about.
    "大学は卒業して、",
    "お客さんは何人いますか？",
    "というルールもありますか？",
    "我在步行街吗？",
    "周末也不行。",
    "店は「月見亭」ですか？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_29_shape_is_read,
    test_a_round_29_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
