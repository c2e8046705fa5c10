"""The rules written from part 30 (issue #25, round 33, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    IS_A,
    LIVES,
    LOCATED,
    POLICY,
    ROLE,
    SELLS,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
CADENCE = ("memory", "we", "HAS_RELEASE_CADENCE")
MY_USES = ("memory", "self", "USES")

READ = [
    # Japanese: the tool a kind of team work is done with; one's own notes; a duty run with a tool now.
    ("監視にはフクロウ窓を使ってます。", [(*WE_USES, "フクロウ窓")]),
    ("デプロイはツバメCDを使ってます。", [(*WE_USES, "ツバメCD")]),
    ("日記はヒバリノートを使ってます。", [(*MY_USES, "ヒバリノート")]),
    (
        "ホワイトボードの当番表は廃止して、当番はカモメ表で回すことにしました。",
        [(*WE_END, "ホワイトボードの当番表"), (*WE_USES, "カモメ表")],
    ),
    # Japanese: goods made, three listed; who buys, three listed; the shop's name alone.
    (
        "焼いているのは湯呑み、花器、それに箸置きです。",
        [(*SELLS, "湯呑み"), (*SELLS, "花器"), (*SELLS, "箸置き")],
    ),
    (
        "買っていくのは登山客と、地元の食堂さん、あとは料理教室の先生。",
        [(*CLIENTS, "登山客"), (*CLIENTS, "地元の食堂さん"), (*CLIENTS, "料理教室の先生")],
    ),
    ("屋号は「ヤマキ味噌」。", [(*WORKS, "ヤマキ味噌")]),
    ("工房は「風待ち舎」っていいます。", [(*WORKS, "風待ち舎")]),
    # Japanese: a rule said before whose it is; the premises' district before a landmark; a move said first.
    ("金曜の午後はリリース禁止、というのがチームの決まりです。", [(*POLICY, "金曜の午後はリリース禁止")]),
    ("会社は倉敷の玉島、駅のそばです。", [(*LOCATED, "玉島")]),
    ("引っ越しました、岡山市から尾道市に。", [(*LIVES, "尾道市")]),
    # Japanese: a correction of a tool stopped; the build's tool in a summary.
    ("訂正：アオサギCIはやめて、今はウミネコCIです。", [(*WE_USES, "ウミネコCI")]),
    ("ビルドはカワセミCI、チャットはメジロチャット。", [(*WE_USES, "カワセミCI"), (*WE_USES, "メジロチャット")]),
    # Japanese: two foods neither eaten; what one is a fan of.
    ("ピーマンもゴーヤも苦手。", [(*DISLIKES, "ピーマン"), (*DISLIKES, "ゴーヤ")]),
    ("納豆もレバーも食べられない。", [(*DISLIKES, "納豆"), (*DISLIKES, "レバー")]),
    ("ちなみに落語ファンです。", [(*IS_A, "落語ファン")]),
    # Japanese: a summary's items, each read (the firm and two roles among them).
    (
        "整理すると：岬あおい、ハマナスラボのQAエンジニア兼スクラムマスター、尾道市在住、CIはウミネコCI。",
        [
            ("memory", "self", "HAS_NAME", "岬あおい"),
            (*ROLE, "QAエンジニア"),
            (*WORKS, "ハマナスラボ"),
            (*ROLE, "スクラムマスター"),
            (*LIVES, "尾道市"),
            (*WE_USES, "ウミネコCI"),
        ],
    ),
    # Chinese: the release cadence; a rule said before whose it is.
    ("每三周周四发版。", [(*CADENCE, "每三周周四")]),
    ("周五下午不合代码，这是规矩。", [(*POLICY, "周五下午不合代码")]),
    ("月底最后一天不改配置，团队定的。", [(*POLICY, "月底最后一天不改配置")]),
    # Chinese: what used to be kept or hung and where it is now.
    (
        "以前账目记在手写账本上，现在手写账本不用了，都录进「记账猫」。",
        [(*WE_END, "手写账本"), (*WE_USES, "记账猫")],
    ),
    (
        "以前门口贴的排班表撤了，现在排班都在云雀台上排。",
        [(*WE_END, "门口贴的排班表"), (*WE_USES, "云雀台")],
    ),
    # Chinese: a tool no longer used after a correction; the premises' street; work routed through a tool.
    ("更正：青城CI不用了，现在全换成峨眉CI。", [(*WE_USES, "峨眉CI")]),
    ("公司地址在武侯区玉林路。", [(*LOCATED, "玉林路")]),
    ("监控走鹰眼台。", [(*WE_USES, "鹰眼台")]),
    # Chinese: a second role; a workshop's town and name; who buys, listed.
    ("最近还兼了测试负责人。", [(*ROLE, "测试负责人")]),
    ("作坊在自贡，叫「盐灯坊」。", [(*WORKS, "盐灯坊"), (*LOCATED, "自贡")]),
    ("买的主要是茶馆老板、摄影师。", [(*CLIENTS, "茶馆老板"), (*CLIENTS, "摄影师")]),
    ("来吃的主要是上班族和附近的居民。", [(*CLIENTS, "上班族"), (*CLIENTS, "附近的居民")]),
    # Chinese: two foods or drinks neither touched; a forget asked twice; a summary's firm and two roles.
    ("苦瓜和茄子我都不吃。", [(*DISLIKES, "苦瓜"), (*DISLIKES, "茄子")]),
    ("黄酒和洋酒我都不碰。", [(*DISLIKES, "黄酒"), (*DISLIKES, "洋酒")]),
    ("装修那件事别记了，忘掉。", [("forget", "self", "", "装修")]),
    (
        "总结一下：唐一鸣，「蜀道网络」测试开发兼运维，「担担面组」。",
        [
            ("memory", "self", "HAS_NAME", "唐一鸣"),
            (*WORKS, "蜀道网络"),
            (*ROLE, "测试开发"),
            (*ROLE, "运维"),
            (*WE_TEAM, "担担面组"),
        ],
    ),
]

NOTHING = [
    # A tool asked about, a shop's name asked, a move asked about, a release asked about, a rule asked about, a
    # street asked about.
    "監視には何を使ってますか？",
    "屋号は何ですか？",
    "引っ越しましたか？",
    "每两周发版吗？",
    "这是规矩吗？",
    "公司地址在哪条街？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_33_shape_is_read,
    test_a_round_33_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
