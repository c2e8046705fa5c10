"""The rules written from part 25 (issue #25, round 23, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    HOURS,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    POLICY,
    ROLE,
    ROTA,
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
SESSION_CALLED = ("memory", "session", "IS_CALLED")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")

READ = [
    # Japanese wrong drafts: a firm by its bracketed name after its town; a tool switched to; names for this chat.
    ("仙台の「株式会社コケシヤ」でSREをしています。", [(*WORKS, "株式会社コケシヤ"), (*ROLE, "SRE")]),
    ("あ、CIはアカベコ号からミズバショウCIに切り替わったんだった。", [(*WE_USES, "ミズバショウCI")]),
    ("この会話では、たっちゃんって呼んでね。", [(*SESSION_CALLED, "たっちゃん")]),
    ("この会話では、遅すぎるビルドを「かたつむり」と呼んでください。", [(*SESSION_CALLED, "かたつむり")]),
    # Japanese: an aside after a comma or in brackets set aside; clefts; casual endings; a list under a heading.
    ("事務所は青葉城の近く、川の音が聞こえる。", [(*LOCATED, "青葉城")]),
    ("うちの班は「カツオ組」って名前です（名付け親は部長）。", [(*WE_TEAM, "カツオ組")]),
    ("タスク管理はウミネコ帳、CIはアカベコ号を使ってる。", [(*WE_USES, "ウミネコ帳"), (*WE_USES, "アカベコ号")]),
    ("在庫はタナオロシ帳で管理、ネット販売はShopifyです。", [(*WE_USES, "タナオロシ帳"), (*WE_USES, "Shopify")]),
    ("扱ってるのは古い絵本と切手、あと地図帳。", [(*SELLS, "古い絵本"), (*SELLS, "切手"), (*SELLS, "地図帳")]),
    ("仕事してるのは9時から18時まで。", [(*HOURS, "9時から18時")]),
    ("リリースは隔週金曜日にやってます。", [(*RELEASE, "隔週金曜日")]),
    ("替えの刃も別売りで出してます。", [(*SELLS, "替えの刃")]),
    ("お客さんは酒蔵と、あと和菓子屋がちらほら。", [(*CLIENTS, "酒蔵"), (*CLIENTS, "和菓子屋")]),
    ("常連は釣り客と近所の漁師。", [(*CLIENTS, "釣り客"), (*CLIENTS, "近所の漁師")]),
    (
        "紙の当番表は廃止して、今はトウバンで当番を回してます。",
        [(*WE_END, "紙の当番表"), (*WE_USES, "トウバン")],
    ),
    (
        "顧客はエクセルに書くのをやめて、キャクチョウっていうアプリにしました。",
        [(*WE_END, "エクセルに書く"), (*WE_USES, "キャクチョウ")],
    ),
    ("今月からはリリースリードも兼任してます。", [(*ROLE, "リリースリード")]),
    ("「雨音堂」っていう小さい店。", [(*WORKS, "雨音堂")]),
    ("弘前で小さな金物屋やってます。", [(*LIVES, "弘前")]),
    (
        "雨音堂の情報：材木町、和傘メイン、常連は茶人と旅館の女将。",
        [(*SELLS, "和傘"), (*CLIENTS, "茶人"), (*CLIENTS, "旅館の女将")],
    ),
    ("それと、本番のDB変更は二人でやること、これも決まりです。", [(*POLICY, "本番のDB変更は二人でやること")]),
    ("広島弁とスペイン語が話せます。", [(*SPEAKS, "広島弁"), (*SPEAKS, "スペイン語")]),
    (
        "チームのこと：「サバ班」、朝会10時15分、スプリント八営業日、リリースは隔週月曜日。",
        # The bracketed team as the first item is read since round 25 (a bracketed name ending in 班).
        [(*WE_TEAM, "サバ班"), (*STANDUP, "10時15分"), (*SPRINT, "八営業日"), (*RELEASE, "隔週月曜日")],
    ),
    (
        "まとめると：あおい、ヒバリ社のQA、上司は石巻さん、オンコールは四週に一度。",
        [(*ROLE, "QA"), (*WORKS, "ヒバリ社"), (*MANAGER, "石巻"), (*ROTA, "四週に一度")],
    ),
    # Chinese wrong drafts: a move said first as where one no longer lives; a clause of day and time alone; a record
    # kept "in" a thing before and what replaced it.
    ("更正：我不住岳麓区了，去年搬到了雨花区。", [(*LIVES, "雨花区")]),
    ("我们每周发一次版，一般周五下午。", [(*RELEASE, "每周")]),
    ("以前账记在本子上，现在不用了，改用记账鸭。", [(*WE_END, "本子"), (*WE_USES, "记账鸭")]),
    # Chinese: clefts, headings, the boss, goods, clients, tools of a kind of work, names for this chat.
    ("我们修的是手表、座钟和怀表。", [(*SELLS, "手表"), (*SELLS, "座钟"), (*SELLS, "怀表")]),
    ("来进货的多是景区的礼品店和客栈。", [(*CLIENTS, "景区的礼品店"), (*CLIENTS, "客栈")]),
    ("收银用的是钱多多。", [(*WE_USES, "钱多多")]),
    ("迭代周期：十个工作日", [(*SPRINT, "十个工作日")]),
    ("组里情况：迭代十个工作日，领导欧阳总。", [(*SPRINT, "十个工作日"), (*MANAGER, "欧阳总")]),
    ("我的直属领导是欧阳明轩。", [(*MANAGER, "欧阳明轩")]),
    ("另外还卖一个记账小程序，给店主用的。", [(*SELLS, "记账小程序")]),
    # 也有几家… after the clients is read as more clients since round 25.
    ("客户主要是社区诊所，也有几家药房。", [(*CLIENTS, "社区诊所"), (*CLIENTS, "药房")]),
    (
        "纸质排班表我们撤了，现在排班都放在蜂巢里。",
        [(*WE_END, "纸质排班表"), (*WE_USES, "蜂巢")],
    ),
    ("文档放语雀，监控用 Grafana。", [(*WE_USES, "语雀"), (*WE_USES, "Grafana")]),
    ("这个月我还兼了发布负责人。", [(*ROLE, "发布负责人")]),
    ("我在丽江束河开了个银器铺，叫「月光银」。", [(*WORKS, "月光银"), (*LOCATED, "丽江束河")]),
    ("健身 App 跑跑熊不用了，太吵。", [(*MY_END, "跑跑熊")]),
    ("我们组叫「毛血旺组」（老大起的）。", [(*WE_TEAM, "毛血旺组")]),
    ("主打渐进多焦点镜片。", [(*SELLS, "渐进多焦点镜片")]),
    ("回头客多是附近的小学老师和快递小哥。", [(*CLIENTS, "附近的小学老师"), (*CLIENTS, "快递小哥")]),
    ("我会说闽南话，也会一点泰语。", [(*SPEAKS, "闽南话"), (*SPEAKS, "泰语")]),
    ("这次聊天里，把那个老是超时的接口叫「慢羊羊」。", [(*SESSION_CALLED, "慢羊羊")]),
]

NOTHING = [
    # A question about a team's name; something one might stop doing; the place said after the comma (not the
    # landmark); who comes to play, not to buy; a sprint asked about.
    "我们组叫「毛血旺组」吗？",
    "ノートに書くのをやめてみようかな。",
    "会社は駅の近く、北口にあります。",
    "来玩的多是朋友。",
    "スプリントって何日がいいと思う？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_23_shape_is_read,
    test_a_round_23_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
