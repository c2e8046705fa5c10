"""The rules written from part 26 (issue #25, round 25, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    HOURS,
    LIVES,
    LOCATED,
    MY_END,
    MY_HABIT,
    NAME,
    ROLE,
    SELLS,
    SPEAKS,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
WE_HABIT = ("memory", "we", "HAS_HABIT")

READ = [
    # Japanese: a correction of a move; a team by its bracketed name; a shop's name said humbly after the trade.
    ("訂正です、盛岡から花巻に引っ越しました。", [(*LIVES, "花巻")]),
    ("所属は「しじみ班」っていうチームです。", [(*WE_TEAM, "しじみ班")]),
    ("松本で陶器の工房をしております。「土鈴舎」と申します。", [(*LIVES, "松本"), (*WORKS, "土鈴舎")]),
    # Japanese: an old record given up and the app or tool now; a tool moved to.
    ("紙の予約帳はやめて、ヨヤクルというアプリに切り替えました。", [(*WE_END, "紙の予約帳"), (*WE_USES, "ヨヤクル")]),
    ("黒板の当番表はやめて、いまはトウバン丸で回してます。", [(*WE_END, "黒板の当番表"), (*WE_USES, "トウバン丸")]),
    ("もうアオサギCIに移ったんでした。", [(*WE_USES, "アオサギCI")]),
    # Japanese: clients as who uses or orders; goods as what one makes or lines up; a tool per kind of work.
    ("使ってくれてるのは保育園と学童が中心です。", [(*CLIENTS, "保育園"), (*CLIENTS, "学童")]),
    (
        "焼いてるのは食パンとバゲット、あとスコーンも。",
        [(*SELLS, "食パン"), (*SELLS, "バゲット"), (*SELLS, "スコーン")],
    ),
    ("レジはスマレジ、通販はBASEでやってます。", [(*WE_USES, "スマレジ"), (*WE_USES, "BASE")]),
    ("雑談はSlackです。", [(*WE_USES, "Slack")]),
    ("勤務は9時半から18時半までにしてもらってます。", [(*HOURS, "9時半から18時半")]),
    ("来月からPMも兼務することになりました。", [(*ROLE, "PM")]),
    ("リリースは毎月第三木曜日と決まってます。", [(*RELEASE, "毎月第三木曜日")]),
    ("セロリ、あれだけは食べられない。", [(*DISLIKES, "セロリ")]),
    # Japanese, second step: a home with an aside; a cleft of one good; one more thing sold; a list under a heading
    # with について; a signature good; what one is with 実は…でして.
    ("家は帯広です、バスで通ってる", [(*LIVES, "帯広")]),
    ("うちが売ってるのは農家向けの出荷管理アプリです。", [(*SELLS, "農家向けの出荷管理アプリ")]),
    ("替えのインクカートリッジも売ってます。", [(*SELLS, "替えのインクカートリッジ")]),
    (
        "チームについて：「ひつじ組」、朝会9時40分、リリース毎月第一水曜日。",
        [(*WE_TEAM, "ひつじ組"), (*STANDUP, "9時40分"), (*RELEASE, "毎月第一水曜日")],
    ),
    ("みたらし団子が看板です。", [(*SELLS, "みたらし団子")]),
    # Japanese, no error report: checking the errors as a habit; a failing thing named for this chat.
    ("出社したらまずGrafanaのエラーを確認するのが日課。", [(*MY_HABIT, "出社したらまずGrafanaのエラーを確認する")]),
    ("このチャットでは、よく落ちるE2Eテストを「豆腐」って呼ぶね。", [(*SESSION_CALLED, "豆腐")]),
    # Chinese, second step: more clients after the first kind; an app named first, then given up; more goods.
    ("客户基本是民宿，还有一些农家乐。", [(*CLIENTS, "民宿"), (*CLIENTS, "农家乐")]),
    ("番茄钟那个 App 我早就不用了。", [(*MY_END, "番茄钟")]),
    ("我们做的是修手表、换电池，还有配表带。", [(*SELLS, "修手表"), (*SELLS, "换电池"), (*SELLS, "配表带")]),
    # Chinese: the tool used instead, the team's bracketed event, headings with a colon.
    ("现在不用老马构建，用青鸟CI。", [(*WE_USES, "青鸟CI")]),
    ("每季度第一个周五，组里会办「昆曲茶话会」。", [(*WE_HABIT, "昆曲茶话会")]),
    ("站会：九点半，线上开", [(*STANDUP, "九点半")]),
    ("发版节奏是这样：我们每两周发一次版。", [(*RELEASE, "每两周发一次版")]),
    ("组里情况：「剁椒鱼头组」", [(*WE_TEAM, "剁椒鱼头组")]),
    ("总结一下：晓岚", [(*NAME, "晓岚")]),
    ("锦绣鞋铺：春熙路", [(*LOCATED, "春熙路")]),
    # Chinese: tools of a kind of work, an old record, clients, goods, a trade, a language, a food.
    ("收款用收银宝，外卖那块挂在饿了么上。", [(*WE_USES, "收银宝"), (*WE_USES, "饿了么")]),
    ("以前用的记账本不记了，现在改用账房先生。", [(*WE_END, "记账本"), (*WE_USES, "账房先生")]),
    ("常客是隔壁的中学老师和广场舞队。", [(*CLIENTS, "隔壁的中学老师"), (*CLIENTS, "广场舞队")]),
    ("手工布鞋最出名。", [(*SELLS, "手工布鞋")]),
    ("我是木匠。", [(*ROLE, "木匠")]),
    ("明年开始我还要兼测试组长。", [(*ROLE, "测试组长")]),
    ("葡萄牙语也能聊几句。", [(*SPEAKS, "葡萄牙语")]),
    ("香菜我是一口都吃不下。", [(*DISLIKES, "香菜")]),
]

NOTHING = [
    # A question about a team, what sold best one season, a wish to stop, questions after a heading and about
    # regulars, a duty (not a post) taken on.
    "所属は「しじみ班」っていうチームですか？",
    "去年冬天姜茶卖得最好。",
    "紙の予約帳はやめようかな。",
    "站会：什么时候开？",
    "常客是谁？",
    "下周开始我还要兼值班。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_25_shape_is_read,
    test_a_round_25_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
