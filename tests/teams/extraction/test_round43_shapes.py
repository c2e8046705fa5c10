"""The rules written from parts 35 and 36 (issue #25, round 43, Japanese and Chinese) read constructions, not those
parts' sentences: every case here was written for this test, after the rules, in the same constructions with other
towns, people, tools, foods and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    HABIT,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    POLICY,
    ROLE,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

MY_USES, CLIENTS = ("memory", "self", "USES"), ("memory", "we", "HAS_CLIENTS")
CADENCE, SPRINT = ("memory", "we", "HAS_RELEASE_CADENCE"), ("memory", "we", "HAS_SPRINT_LENGTH")
FORGET = ("forget", "self", "")

READ = [
    # Japanese.
    ("アワラCIはもう解約して、テストはミクニCIに引っ越しました", [(*WE_USES, "ミクニCI")]),
    ("酒田市から引っ越して、今は鶴岡市の大山に住んでます", [(*LIVES, "鶴岡市の大山")]),
    ("森下あやのさんの下で働いてます", [(*MANAGER, "森下あやのさん")]),
    ("リリース日は三週おきの火曜日", [(*CADENCE, "三週おきの火曜日")]),
    ("輪島町で「塗師屋こはる」って工房をやってます", [(*WORKS, "塗師屋こはる"), (*LOCATED, "輪島町")]),
    ("ちょっとしたメモはInkmoorに放り込んでます", [(*MY_USES, "Inkmoor")]),
    (
        "連絡はカワセミチャット、障害の通知はツバメベル",
        [(*WE_USES, "カワセミチャット"), (*WE_USES, "ツバメベル")],
    ),
    ("毎年十月、会社ごと「芋掘り大会」に繰り出します", [(*HABIT, "芋掘り大会")]),
    ("黒板の予定表はやめた、予定は「たぬき帳」に入れてる", [(*WE_END, "黒板の予定表"), (*WE_USES, "たぬき帳")]),
    ("手書きの在庫メモは捨てた！", [(*WE_END, "手書きの在庫メモ")]),
    ("レシピアプリのモグモグ帳もやめました", [(*MY_END, "モグモグ帳")]),
    ("主な出荷先は花屋さんと、駅前のカフェです", [(*CLIENTS, "花屋さん"), (*CLIENTS, "駅前のカフェ")]),
    (
        "プロフィールまとめ→名前：はるか／役職：品質マネージャー／チーム：「栗きんとん班」／朝会：9時40分",
        [(*NAME, "はるか"), (*ROLE, "品質マネージャー"), (*WE_TEAM, "栗きんとん班"), (*STANDUP, "9時40分")],
    ),
    (
        "一言でいうと：こうた・インフラエンジニア・十二営業日スプリント",
        [(*NAME, "こうた"), (*ROLE, "インフラエンジニア"), (*SPRINT, "十二営業日")],
    ),
    ("職場の飲み会の話、なかったことにして", [(FORGET[0], FORGET[1], FORGET[2], "職場の飲み会の話")]),
    ("上司の愚痴、あれ消しといて", [(FORGET[0], FORGET[1], FORGET[2], "上司の愚痴")]),
    # Chinese.
    ("我自己的笔记都放Penwick里", [(*MY_USES, "Penwick")]),
    ("背单词的咕咕鸟也不用了", [(*MY_END, "咕咕鸟")]),
    ("我把算盘猫卸载了", [(*MY_END, "算盘猫")]),
    ("把Quillo卸载了", [(*MY_END, "Quillo")]),
    ("榴莲和鸭血，闻着都受不了", [(*DISLIKES, "榴莲"), (*DISLIKES, "鸭血")]),
    ("纸一律手工抄，不用打印机", [(*POLICY, "纸一律手工抄")]),
    ("每年国庆公司组织大家去「爬黄山」", [(*HABIT, "爬黄山")]),
    ("工单丢白沙单，告警推到青石铃", [(*WE_USES, "白沙单"), (*WE_USES, "青石铃")]),
    ("泉州CI停了，现在构建全在晋江CI上跑", [(*WE_USES, "晋江CI")]),
    ("仓库那块白板扔了，排期都看红砖单", [(*WE_END, "仓库那块白板"), (*WE_USES, "红砖单")]),
    ("买家多是花店和茶馆", [(*CLIENTS, "花店"), (*CLIENTS, "茶馆")]),
    ("臭豆腐？那味儿我实在不行", [(*DISLIKES, "臭豆腐")]),
    (
        "简单说下我：云舒／测试主管／「青梅软件」／「米糕组」",
        [(*NAME, "云舒"), (*ROLE, "测试主管"), (*WORKS, "青梅软件"), (*WE_TEAM, "米糕组")],
    ),
    ("我的基本情况：名字晓岚，早会九点四十", [(*NAME, "晓岚"), (*STANDUP, "九点四十")]),
    ("我二舅买房那些事，不用记", [(FORGET[0], FORGET[1], FORGET[2], "我二舅买房")]),
    ("同事那段牢骚删了吧", [(FORGET[0], FORGET[1], FORGET[2], "同事")]),
]

NOTHING = [
    # A tool cancelled with nothing after, a move asked about, a rule asked, a food asked without a refusal, a plan
    # refused, a list asked about, a buyer asked, a bare summary heading, a thing dropped without a tool.
    "アワラCIはもう解約して、どうする？",
    "酒田市から引っ越して、今はどこに住んでるの？",
    "紙一律手工抄吗？",
    "臭豆腐？",
    "明天加班？不行",
    "连络はどうする？",
    "买家多是谁？",
    "这个也不用了",
    "我们把那个卸载了",
]

test_none_in_labelled_parts, test_shape_is_read, test_look_alike_gives_nothing = shape_tests(READ, NOTHING)
