"""The rules written from part 29 (issue #25, round 31, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    MY_HABIT,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    SPEAKS,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
HABIT = ("memory", "we", "HAS_HABIT")
CADENCE = ("memory", "we", "HAS_RELEASE_CADENCE")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
MY_USES = ("memory", "self", "USES")

READ = [
    # Japanese: a tool stopped and the one moved to; a board taken down and the tool everything is in now.
    ("デプロイの件、カラスCDはもう止めて、ツグミCDに移りました。", [(*WE_USES, "ツグミCD")]),
    ("紙のシフト表は撤去、いまはシフト丸に一本化。", [(*WE_END, "紙のシフト表"), (*WE_USES, "シフト丸")]),
    # Japanese: a release day decided; a rule under a heading; a rule named a policy; the sprint asked back.
    ("リリース日は毎週木曜日って決まってます。", [(*CADENCE, "毎週木曜日")]),
    ("厨房の約束事：まな板の上でスマホは禁止。", [(*POLICY, "まな板の上でスマホは禁止")]),
    (
        "本番のデータを触るときは必ず二人で見ること、って方針です。",
        [(*POLICY, "本番のデータを触るときは必ず二人で見ること")],
    ),
    ("スプリントの長さ？十営業日です。", [(*SPRINT, "十営業日")]),
    # Japanese: one's turn coming round; the boss now; the first thing on arriving; the team's bracketed meetings.
    ("当番（オンコール）は五週に一回まわってくる。", [(*ROTA, "五週に一回")]),
    ("今の上長は吉野あやさん。", [(*MANAGER, "吉野あや")]),
    ("出社したらまず監視のアラートを全部既読にしてます。", [(*MY_HABIT, "監視のアラートを全部既読にして")]),
    ("スプリント最終日は「たこ焼き発表会」。", [(*HABIT, "たこ焼き発表会")]),
    ("週イチで「ぜんざい振り返り」っていうのもやってる。", [(*HABIT, "ぜんざい振り返り")]),
    # Japanese: hours with a reason; the editor of every day; a move with the town it is not.
    ("勤務時間は8時〜16時、保育園のお迎えがあるので。", [(*HOURS, "8時〜16時")]),
    ("普段のエディタ、Geanyなんですよ。", [(*MY_USES, "Geany")]),
    ("引っ越しました、岸和田市じゃなくて今は貝塚市です。", [(*LIVES, "貝塚市")]),
    # Japanese: goods on the shelf; who buys; the product handled; languages by where; what one is; foods.
    (
        "店に並ぶのは財布、名刺入れ、それと革のキーケース。",
        [(*SELLS, "財布"), (*SELLS, "名刺入れ"), (*SELLS, "革のキーケース")],
    ),
    ("買っていくのは登山客と、地元の釣り人。", [(*CLIENTS, "登山客"), (*CLIENTS, "地元の釣り人")]),
    ("扱ってる製品は、動物病院向けの問診アプリ。", [(*SELLS, "問診アプリ")]),
    ("スペイン語は仕事で、タガログ語は家で話してます。", [(*SPEAKS, "スペイン語"), (*SPEAKS, "タガログ語")]),
    ("ビールは一口も飲まない、下戸なんで。", [(*IS_A, "下戸")]),
    ("時間帯はアラスカ時間で考えてください。", [(*ZONE, "アラスカ時間")]),
    ("セロリとパクチー、どっちも苦手。", [(*DISLIKES, "セロリ"), (*DISLIKES, "パクチー")]),
    ("飲み物はほうじ茶一本です。", [(*PREFERS, "ほうじ茶")]),
    ("家計簿アプリはカケイボンを使ってる。", [(*MY_USES, "カケイボン")]),
    ("日記アプリのつれづれ、消しちゃった。", [(*MY_END, "つれづれ")]),
    # Chinese: where the office is; the workshop's town and name; who pays; the tools of kinds of work.
    ("办公室在曲靖麒麟区。", [(*LOCATED, "麒麟区")]),
    ("工作室在大理喜洲镇，叫「青瓦坊」。", [(*WORKS, "青瓦坊"), (*LOCATED, "喜洲镇")]),
    ("买单的主要是连锁药店，还有些社区诊所。", [(*CLIENTS, "连锁药店"), (*CLIENTS, "社区诊所")]),
    ("任务管理用云雀单，流水线是苍山CI。", [(*WE_USES, "云雀单"), (*WE_USES, "苍山CI")]),
    ("墙上的白板撤了，需求全挪到云雀单。", [(*WE_END, "墙上的白板"), (*WE_USES, "云雀单")]),
    # Chinese: the standup's time; one's turn; the release fixed; the team one is in; the boss; the first thing.
    ("每天早会十点二十开。", [(*STANDUP, "十点二十")]),
    ("值班嘛，每五周到我一次。", [(*ROTA, "每五周")]),
    ("发版定在每月最后一个周五。", [(*CADENCE, "每月最后一个周五")]),
    ("我所在的是「米粉组」，管结算。", [(*WE_TEAM, "米粉组")]),
    ("我向欧阳婷汇报。", [(*MANAGER, "欧阳婷")]),
    ("到公司第一件事是看报警群。", [(*MY_HABIT, "看报警群")]),
    ("迭代最后一天照例开「烤茶分享会」。", [(*HABIT, "烤茶分享会")]),
    ("我是早八点到下午四点的班。", [(*HOURS, "早八点到下午四点")]),
    # Chinese: the editor; a name for this chat; summary items; a shop's rule; goods; a language; what one is.
    ("编辑器我一直用Kakoune。", [(*MY_USES, "Kakoune")]),
    ("支付回调偶尔丢单那个问题，这里先叫它「饕餮」。", [(*SESSION_CALLED, "饕餮")]),
    ("店规：收银台上不准放饮料。", [(*POLICY, "收银台上不准放饮料")]),
    ("主要做竹编灯罩、竹篮，也接修补定制。", [(*SELLS, "竹编灯罩"), (*SELLS, "竹篮"), (*SELLS, "修补定制")]),
    ("我讲闽南语，也能说点冰岛语。", [(*SPEAKS, "闽南语"), (*SPEAKS, "冰岛语")]),
    ("本人骑行党一枚。", [(*IS_A, "骑行党")]),
    ("榴莲和皮蛋，两样都受不了。", [(*DISLIKES, "榴莲"), (*DISLIKES, "皮蛋")]),
    ("喝咖啡的话，我只认美式。", [(*PREFERS, "美式")]),
    ("记账的小本子不用了，现在用「账小宝」。", [(*WE_END, "记账的小本子"), (*WE_USES, "账小宝")]),
    ("修图的「光影匠」也不用了。", [(*MY_END, "光影匠")]),
    ("傍晚我一般去滇池边慢跑。", [(*MY_HABIT, "去滇池边慢跑")]),
    (
        "总结一下：何思远，前端开发，昆明「彩云网络」，「米线组」。",
        [
            ("memory", "self", "HAS_NAME", "何思远"),
            (*ROLE, "前端开发"),
            (*WORKS, "彩云网络"),
            (*LOCATED, "昆明"),
            (*WE_TEAM, "米线组"),
        ],
    ),
]

NOTHING = [
    # A school left, a boss asked about, a release day asked about, a board asked about, a rule asked about, a
    # shift asked about.
    "大学はやめて、",
    "今の上長は誰ですか？",
    "リリース日は決まってますか？",
    "墙上的看板撤了吗？",
    "店规是什么？",
    "我是几点的班？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_31_shape_is_read,
    test_a_round_31_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
