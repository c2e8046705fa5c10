"""The rules written from part 27 (issue #25, round 27, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    IS_A,
    LIVES,
    LOCATED,
    MY_END,
    MY_HABIT,
    NAME,
    POLICY,
    PREFERS,
    ROLE,
    SELLS,
    SPEAKS,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
WE_HABIT = ("memory", "we", "HAS_HABIT")
MY_USES = ("memory", "self", "USES")
FORGET = ("forget", "self", "")

READ = [
    # Japanese: the team's bracketed event; a shop's bracketed name after the trade and the town.
    ("月末には「さんま振り返り会」をやってます。", [(*WE_HABIT, "さんま振り返り会")]),
    ("益子で窯元をやっております。「土岐窯」といいます。", [(*LIVES, "益子"), (*WORKS, "土岐窯")]),
    ("金沢で漆器の店をやってます、「朱塗堂」って名前です。", [(*LIVES, "金沢"), (*WORKS, "朱塗堂")]),
    # Japanese: goods listed with 、, goods put out too, sold as an option, one made thing; clients.
    (
        "うちで作ってるのは、木のスプーン、まな板、それとお椀です。",
        [(*SELLS, "木のスプーン"), (*SELLS, "まな板"), (*SELLS, "お椀")],
    ),
    ("並べてるのは手ぬぐい、扇子、巾着あたりです。", [(*SELLS, "手ぬぐい"), (*SELLS, "扇子"), (*SELLS, "巾着")]),
    ("最近は箸置きも出してるんですけど、売れるんですかね？", [(*SELLS, "箸置き")]),
    ("あと、在庫アラート機能もオプションで売ってます。", [(*SELLS, "在庫アラート機能")]),
    ("うちが作ってるのは美容室向けの予約管理アプリです。", [(*SELLS, "美容室向けの予約管理アプリ")]),
    ("卸先は旅館と居酒屋が多いです。", [(*CLIENTS, "旅館"), (*CLIENTS, "居酒屋")]),
    ("買いに来るのは地元の主婦と学生が中心ですね。", [(*CLIENTS, "地元の主婦"), (*CLIENTS, "学生")]),
    # Japanese: the tool now after the one that stopped; a rule after a colon; the release day; a tool of late.
    ("あ、ビルドはカモメCIじゃなくなって、今はウミネコCIです。", [(*WE_USES, "ウミネコCI")]),
    (
        "チームのルール：レビューが終わるまでマージしないこと。",
        [(*POLICY, "レビューが終わるまでマージしないこと")],
    ),
    ("リリースは隔週金曜日です。", [(*RELEASE, "隔週金曜日")]),
    ("エディタは最近Zedを使ってます。", [(*MY_USES, "Zed")]),
    # Japanese: a habit with when; a role as well; two languages; a time zone; what one is; foods and drinks.
    ("毎晩、翌日のタスクに目を通してます。", [(*MY_HABIT, "翌日のタスクに目を通して")]),
    ("四月からスクラムマスターも兼ねることになりました。", [(*ROLE, "スクラムマスター")]),
    ("家ではスペイン語、仕事ではたまに中国語も話します。", [(*SPEAKS, "スペイン語"), (*SPEAKS, "中国語")]),
    ("タイムゾーン：ハワイ時間でお願いします、しばらくこっち。", [(*ZONE, "ハワイ時間")]),
    ("自分、キャンプ好きなんすよ。", [(*IS_A, "キャンプ好き")]),
    ("ヴィーガンです。", [(*IS_A, "ヴィーガン")]),
    ("ピーマン、あれだけは本当に無理。", [(*DISLIKES, "ピーマン")]),
    ("飲むのはほうじ茶だけ、ほかは要らないです。", [(*PREFERS, "ほうじ茶")]),
    ("金属、実は肌に合わなくて。アレルギーなんです。", [(*ALLERGY, "金属")]),
    # Japanese: an old record given up and the ledger app now; a summary.
    (
        "予約を紙の手帳に書くのはやめて、ヨヤク帳に切り替えました。",
        [(*WE_END, "紙の手帳"), (*WE_USES, "ヨヤク帳")],
    ),
    (
        "まとめると、みのり、ツバメ商会のPM、上司は森さん。",
        [
            (*NAME, "みのり"),
            (*WORKS, "ツバメ商会"),
            (*ROLE, "PM"),
            ("memory", "self", "HAS_MANAGER", "森"),
        ],
    ),
    # Chinese: an app given up; the team's event; where work is kept or goes; a team; an old record.
    ("日程软件「钟点猫」我不用了。", [(*MY_END, "钟点猫")]),
    ("每个月结束我们都有「火锅复盘会」。", [(*WE_HABIT, "火锅复盘会")]),
    ("需求记在Jira，构建跑在飞鸟CI上。", [(*WE_USES, "Jira"), (*WE_USES, "飞鸟CI")]),
    ("外卖走美团。", [(*WE_USES, "美团")]),
    ("我在「肉夹馍组」。", [(*WE_TEAM, "肉夹馍组")]),
    ("纸质的值班本子不用了，现在都放在排班宝里。", [(*WE_END, "纸质的值班本子"), (*WE_USES, "排班宝")]),
    # Chinese: a summary's name; goods newly on sale; a shop opened in a street; a workshop near a place.
    (
        "简单说：我是若兰，在烧饼科技做开发。",
        [(*NAME, "若兰"), (*ROLE, "开发"), (*WORKS, "烧饼科技")],
    ),
    ("最近还上了一款手工的竹茶盘。", [(*SELLS, "手工的竹茶盘")]),
    ("在成都宽窄巷子开了家「蜀香坊」。", [(*WORKS, "蜀香坊"), (*LOCATED, "成都宽窄巷子")]),
    ("作坊离景德镇陶瓷大学很近。", [(*LOCATED, "景德镇陶瓷大学")]),
    # Chinese: what one is, foods, a drink, a habit.
    ("我是个钓鱼爱好者。", [(*IS_A, "钓鱼爱好者")]),
    ("茄子我是一口都不碰。", [(*DISLIKES, "茄子")]),
    ("毛肚是真吃不来。", [(*DISLIKES, "毛肚")]),
    ("咖啡我只喝美式。", [(*PREFERS, "美式")]),
    ("我晚上一般去江边快走。", [(*MY_HABIT, "去江边快走")]),
    # Chinese: forgets said before; a move corrected with 从; a name for a thing in this chat.
    ("之前说的我妈生病的事，请忘掉。", [(*FORGET, "我妈生病")]),
    ("刚才说的我表哥借钱的事，别记了，删掉吧。", [(*FORGET, "我表哥借钱")]),
    ("更正一下：我已经从鼓楼区搬到仓山区了。", [(*LIVES, "仓山区")]),
    ("登录页那个白屏问题，这次聊天里就叫它「长城」吧。", [(*SESSION_CALLED, "长城")]),
]

NOTHING = [
    # A bracketed event asked about, a tool of late with no kind said first, clients asked about, a team asked
    # about, a question ending in 了么, a class taken of late.
    "「さんま振り返り会」をやりませんか？",
    "最近Goを使っています。",
    "卸先はどこが多いですか？",
    "我在「肉夹馍组」吗？",
    "走了么？",
    "最近还上了一节瑜伽课。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_27_shape_is_read,
    test_a_round_27_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
