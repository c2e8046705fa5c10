"""The rules written from part 24 (issue #25, round 20, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
WE_HABIT = ("memory", "we", "HAS_HABIT")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
MY_USES = ("memory", "self", "USES")
MY_END = ("end", "self", "USES")

READ = [
    # Japanese wrong drafts: the boss's title after さんで; one tool if one could choose, or a department's;
    # a trade's premises by its bracketed name; a role before a relative's workplace; premises near a landmark.
    ("上司は松前ひかりさんで、営業部長です。", [(*MANAGER, "松前ひかり")]),
    ("エディタはNeovim一択です、自分で選べるなら。", [(*PREFERS, "Neovim")]),
    ("経理課はfreee一択です。", [(*WE_USES, "freee")]),
    ("益子で陶芸をやっております、「土鳩窯」と申します。", [(*WORKS, "土鳩窯"), (*LIVES, "益子")]),
    ("木地師として、祖父の工房で働いてます。", [(*ROLE, "木地師")]),
    ("土鳩窯は益子の城内坂の近くにございます。", [(*LOCATED, "益子の城内坂")]),
    # Japanese software and office team.
    ("タスクはカモメ板、CIはアジロ号を使ってます。", [(*WE_USES, "カモメ板"), (*WE_USES, "アジロ号")]),
    ("CIはカラス号じゃなくて、先週からツバメCIになりました。", [(*WE_USES, "ツバメCI")]),
    ("タスク管理は個人的にはTodoist使ってます。", [(*MY_USES, "Todoist")]),
    ("うちは「ヒバリ班」っていう検索まわりのチームです。", [(*WE_TEAM, "ヒバリ班")]),
    ("リリースは毎週水曜日です。", [(*RELEASE, "毎週水曜日")]),
    ("お客さんは歯科医院と整骨院が多いです。", [(*CLIENTS, "歯科医院"), (*CLIENTS, "整骨院")]),
    ("家計簿アプリのサイフネ、やめた。", [(*MY_END, "サイフネ")]),
    (
        "紙の日報表はやめて、今はトモシビ帳で管理してます。",
        [(*WE_END, "紙の日報表"), (*WE_USES, "トモシビ帳")],
    ),
    ("半年ごとに、チームで「負債大掃除」をやってます。", [(*WE_HABIT, "負債大掃除")]),
    ("来期からプロダクトオーナーも兼任することになりました。", [(*ROLE, "プロダクトオーナー")]),
    ("窯では湯呑み、急須、花器を作って売ってます。", [(*SELLS, "湯呑み"), (*SELLS, "急須"), (*SELLS, "花器")]),
    ("私、鉄道模型マニアなんです。", [(*IS_A, "鉄道模型マニア")]),
    ("パクチー、どうしても無理。", [(*DISLIKES, "パクチー")]),
    ("猫の毛、アレルギーなんですよ。", [(*ALLERGY, "猫の毛")]),
    ("朝礼は8時45分。", [(*STANDUP, "8時45分")]),
    ("この会話の間だけ、遅いビルドのことを「かめ」って呼んで。", [(*SESSION_CALLED, "かめ")]),
    # Chinese wrong drafts: a workplace in a place by its bracketed name; an event by its name; a name for this chat.
    (
        "我在成都武侯区的「竹叶云」当测试工程师。",
        [(*WORKS, "竹叶云"), (*LOCATED, "成都武侯区"), (*ROLE, "测试工程师")],
    ),
    ("每个月我们组搞一次「火锅复盘会」。", [(*WE_HABIT, "火锅复盘会")]),
    ("这个对话里叫我小满就行。", [(*SESSION_CALLED, "小满")]),
    # Chinese software team and workshops.
    ("我们做社区团购 SaaS。", [(*SELLS, "社区团购 SaaS")]),
    ("告警我们用飞鸽，日志放在 Graylog 里。", [(*WE_USES, "飞鸽"), (*WE_USES, "Graylog")]),
    ("站会八点二十开", [(*STANDUP, "八点二十")]),
    ("值班是每四周轮到我一次。", [(*ROTA, "每四周")]),
    ("下周起我还兼任发布负责人。", [(*ROLE, "发布负责人")]),
    ("松风斋做茶盘、笔筒和香插。", [(*SELLS, "茶盘"), (*SELLS, "笔筒"), (*SELLS, "香插")]),
    ("松风斋的客户多是茶馆和书院。", [(*CLIENTS, "茶馆"), (*CLIENTS, "书院")]),
    ("我在大理古城开了家咖啡馆，叫「苍山豆」。", [(*WORKS, "苍山豆"), (*LOCATED, "大理古城")]),
]

NOTHING = [
    # A role said bare; a bug report; one thing the team made once; a meeting yesterday; a failing test asked about.
    "エンジニアやってます。",
    "バグが多くて困ってます。",
    "我们做了一个记账小程序。",
    "昨天十点开会。",
    "テストが落ちるのはなんで？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_20_shape_is_read,
    test_a_round_20_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
