"""The rules written from part 31 (issue #25, round 35, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    GITHUB,
    IS_A,
    LIVES,
    PREFERS,
    ROLE,
    SELLS,
    SPEAKS,
    WE_END,
    WE_TEAM,
    WE_USES,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
CADENCE = ("memory", "we", "HAS_RELEASE_CADENCE")
HABIT = ("memory", "self", "HAS_HABIT")
WE_HABIT = ("memory", "we", "HAS_HABIT")

READ = [
    # Japanese.
    ("住んでるのは紀美野町、駅まで歩いて十分。", [(*LIVES, "紀美野町")]),
    ("課題はカツオ帳、CIはサザエCIで回してます。", [(*WE_USES, "カツオ帳"), (*WE_USES, "サザエCI")]),
    ("社内チャットはアジサイチャット。", [(*WE_USES, "アジサイチャット")]),
    ("アラートは鳴門ベルから来ます。", [(*WE_USES, "鳴門ベル")]),
    ("ポルトガル語は祖母と、タイ語は仕事で話します。", [(*SPEAKS, "ポルトガル語"), (*SPEAKS, "タイ語")]),
    ("所属は「しらす班」、検索まわりの担当です。", [(*WE_TEAM, "しらす班")]),
    ("GitHubはkaede-h2でやってます", [(*GITHUB, "kaede-h2")]),
    ("セロリは苦手、パクチーもダメ。", [(*DISLIKES, "セロリ"), (*DISLIKES, "パクチー")]),
    ("リリースは二週に一度の火曜日。", [(*CADENCE, "二週に一度の火曜日")]),
    ("支払いはツバキペイで受けてます。", [(*WE_USES, "ツバキペイ")]),
    ("書くならHaskellがいい、ずっと書いていたい。", [(*PREFERS, "Haskell")]),
    ("並べてるのは干し柿、柚子味噌、それと梅酒。", [(*SELLS, "干し柿"), (*SELLS, "柚子味噌"), (*SELLS, "梅酒")]),
    ("納めてる先は旅館と給食センターがほとんど。", [(*CLIENTS, "旅館"), (*CLIENTS, "給食センター")]),
    ("品質保証の責任者も兼ねることになりました。", [(*ROLE, "品質保証の責任者")]),
    ("毎年五月に「茶摘み祭」をやります。", [(*WE_HABIT, "茶摘み祭")]),
    # Chinese.
    ("苦瓜不吃，羊肚也不吃。", [(*DISLIKES, "苦瓜"), (*DISLIKES, "羊肚")]),
    ("工单用青鸟单。", [(*WE_USES, "青鸟单")]),
    ("我说潮州话，也在学冰岛语。", [(*SPEAKS, "潮州话"), (*SPEAKS, "冰岛语")]),
    ("每月初是「竹林分享会」。", [(*WE_HABIT, "竹林分享会")]),
    ("现在流水线跑在鹤鸣CI上。", [(*WE_USES, "鹤鸣CI")]),
    ("咖啡只喝蓝山。", [(*PREFERS, "蓝山")]),
    ("墙上的值班表撤了，全部挪到青鸟单。", [(*WE_END, "墙上的值班表"), (*WE_USES, "青鸟单")]),
    ("本人摄影爱好者。", [(*IS_A, "摄影爱好者")]),
    ("水果都吃，就是不吃榴莲。", [(*DISLIKES, "榴莲")]),
    ("周末常去钓鱼。", [(*HABIT, "去钓鱼")]),
]

NOTHING = [
    # A tool asked about, a chat tool asked about, a release asked about, a food not eaten today, a named app one
    # stopped using said with 我, another's habit asked.
    "社内チャットは何ですか？",
    "リリースはいつですか？",
    "工单用什么？",
    "今天不吃。",
    "打死不吃。",
    "周末常去哪儿？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_35_shape_is_read,
    test_a_round_35_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
