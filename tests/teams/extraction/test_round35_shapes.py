"""The rules written from part 31 (issue #25, round 35, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    GITHUB,
    HOURS,
    IS_A,
    LIVES,
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
    # Round 35 follow-up: these rules were dead (an exclusion, the framing or a clause cut dropped what they read).
    ("朝いちばんに前日の売上を確認してます。", [(*HABIT, "前日の売上を確認して")]),
    ("朝一番に昨夜のエラー一覧をチェックしてます。", [(*HABIT, "昨夜のエラー一覧をチェックして")]),
    ("仕事終わりに毎晩日報をチェックしてます。", [(*HABIT, "日報をチェックして")]),
    ("勤務は9時〜17時半、夕方に塾の送りがあるので。", [(*HOURS, "9時〜17時半")]),
    ("仕事は7時半〜15時です。", [(*HOURS, "7時半〜15時")]),
    ("昇進しました、主任じゃなくて課長になりました。", [(*ROLE, "課長")]),
    ("昇格しました、リーダーになりました。", [(*ROLE, "リーダー")]),
    ("ビルド変えました、ツグミCIはやめてヒバリCIに移行しました。", [(*WE_USES, "ヒバリCI")]),
    ("ホワイトボードは撤去して、タスクは全部ウミガメ帳に。", [(*WE_END, "ホワイトボード"), (*WE_USES, "ウミガメ帳")]),
    (
        "紙のかんばんは廃止して、予定はすべてトビウオ表に移しました。",
        [(*WE_END, "紙のかんばん"), (*WE_USES, "トビウオ表")],
    ),
    ("引っ越しました。南伊勢町じゃなくて、今は大紀町です。", [(*LIVES, "大紀町")]),
    ("志摩市じゃなくて、今は鳥羽市に住んでます。", [(*LIVES, "鳥羽市")]),
    ("道の駅にも少し売れてます、あと駅前の喫茶店も。", [(*CLIENTS, "道の駅"), (*CLIENTS, "駅前の喫茶店")]),
    ("酒屋さんにもけっこう売れてます、それと民宿も。", [(*CLIENTS, "酒屋さん"), (*CLIENTS, "民宿")]),
    ("タイムゾーンはしばらくチャタム諸島時間で。", [(*ZONE, "チャタム諸島時間")]),
    ("タイムゾーンは当分ハワイ時間でお願いします。", [(*ZONE, "ハワイ時間")]),
    ("うちが作ってるのは図書館の貸出システムで、お客さんは公民館です。", [(*SELLS, "図書館の貸出システム")]),
    ("「潮だまり塩店」です。", [(*WORKS, "潮だまり塩店")]),
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
    # An error that came up first thing, hours on one day, a stay for a while, a town one is in on a trip, a board
    # taken down and made again, a promotion only felt.
    "朝いちばんにエラーが出ました。",
    "勤務は明日9時〜17時です。",
    "しばらく実家にいます。",
    "今は出張で大阪市です。",
    "ホワイトボードは撤去して、新しく作り直しました。",
    "昇格しました、うれしいです。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_35_shape_is_read,
    test_a_round_35_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
