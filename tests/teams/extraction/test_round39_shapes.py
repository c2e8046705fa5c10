"""The rules written from part 33 (issue #25, round 39, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    LOCATED,
    MANAGER,
    POLICY,
    ROLE,
    ROTA,
    SELLS,
    SPEAKS,
    WE_END,
    WE_USES,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
CADENCE = ("memory", "we", "HAS_RELEASE_CADENCE")
HABIT = ("memory", "self", "HAS_HABIT")
WE_HABIT = ("memory", "we", "HAS_HABIT")
USES = ("memory", "self", "USES")

READ = [
    # Japanese.
    ("家計簿はMoneyLog一択です。", [(*USES, "MoneyLog")]),
    ("店の決まり：刃物は使ったらすぐ棚に戻すこと。", [(*POLICY, "刃物は使ったらすぐ棚に戻すこと")]),
    ("窯の前では化繊の服を着ないこと、うちの掟です。", [(*POLICY, "窯の前では化繊の服を着ないこと")]),
    ("カモメCIは終了になって、ウミネコCIに移行済みです。", [(*WE_USES, "ウミネコCI")]),
    ("デプロイは二週おきの水曜日です。", [(*CADENCE, "二週おきの水曜日")]),
    ("納豆とくさや、どちらも無理です。", [(*DISLIKES, "納豆"), (*DISLIKES, "くさや")]),
    ("父とはタガログ語、同僚とはビサヤ語で話してます。", [(*SPEAKS, "タガログ語"), (*SPEAKS, "ビサヤ語")]),
    ("それと、採用の担当も任されちゃいました。", [(*ROLE, "採用の担当")]),
    ("主な納品先は和菓子屋さんと茶道の先生方です。", [(*CLIENTS, "和菓子屋さん"), (*CLIENTS, "茶道の先生")]),
    ("ハウスは高森の川沿いに構えてます。", [(*LOCATED, "高森")]),
    ("当分ニウエ時間で表示してください。", [(*ZONE, "ニウエ時間")]),
    ("週末は干し柿を作ってます。", [(*HABIT, "干し柿を作って")]),
    ("毎朝ヨガしてから出社してる。", [(*HABIT, "ヨガして")]),
    ("正月は家族で「凧あげ大会」に行くのが恒例です。", [(*WE_HABIT, "凧あげ大会")]),
    ("漬けてるのは白菜とたくあん、それから梅干し。", [(*SELLS, "白菜"), (*SELLS, "たくあん"), (*SELLS, "梅干し")]),
    ("甘酒と酒粕も出してます。", [(*SELLS, "甘酒"), (*SELLS, "酒粕")]),
    ("休日当番は六週に一回ほど回ってくる。", [(*ROTA, "六週に一回")]),
    ("毎朝、腕立てを三十回。", [(*HABIT, "腕立てを三十回")]),
    # Chinese.
    ("手写的排班表撤了，任务都挪到鹈鹕板。", [(*WE_END, "手写的排班表"), (*WE_USES, "鹈鹕板")]),
    ("服务宕机了海燕铃会发短信通知。", [(*WE_USES, "海燕铃")]),
    ("傍晚跟楼下大爷们下象棋", [(*HABIT, "跟楼下大爷们下象棋")]),
    ("晚上在家练字。", [(*HABIT, "练字")]),
    ("我们做的是驾校的排课软件。", [(*SELLS, "驾校的排课软件")]),
    ("写日记我就用Typora。", [(*USES, "Typora")]),
    ("春运旺季不上线，这是死规定。", [(*POLICY, "春运旺季不上线")]),
    ("我的直属上司是欧阳明远。", [(*MANAGER, "欧阳明远")]),
    ("面馆收钱用「滴答付」。", [(*WE_USES, "滴答付")]),
    ("粤语是从小说的，客家话后来才学的。", [(*SPEAKS, "粤语"), (*SPEAKS, "客家话")]),
    ("主打蜂蜜，顺便卖点蜂蜡和花粉。", [(*SELLS, "蜂蜜"), (*SELLS, "蜂蜡"), (*SELLS, "花粉")]),
    ("测试开发不干了，现在是产品经理。", [(*ROLE, "产品经理")]),
    ("云杉CI停用了，现在部署全搬到松柏CI。", [(*WE_USES, "松柏CI")]),
    ("发布周期：每隔两周的周四。", [(*CADENCE, "每隔两周的周四")]),
    ("找我们订茶的多是茶馆和酒店。", [(*CLIENTS, "茶馆"), (*CLIENTS, "酒店")]),
    ("来进货的主要是超市。", [(*CLIENTS, "超市")]),
    ("包装车间在石塘镇。", [(*LOCATED, "石塘镇")]),
    ("另外好几家驾校也在用。", [(*CLIENTS, "驾校")]),
    ("年底全组一起去逛「庙会夜市」。", [(*WE_HABIT, "庙会夜市")]),
    ("臭鳜鱼和螺蛳粉，我都不吃。", [(*DISLIKES, "臭鳜鱼"), (*DISLIKES, "螺蛳粉")]),
]

NOTHING = [
    # A tool asked for a task, a rule heading with nothing to do, a switch asked about, a food eaten both ways,
    # a language asked about, a time asked to be shown in.
    "家計簿はどれ一択？",
    "店の決まり：あとで決めること？",
    "普通话后来学的吗？",
    "ウミネコCIに移行済みですか？",
    "粤语是什么时候学的？",
    "现在是几点？",
    "我们做的是什么系统？",
    "另外几家驾校在用吗？",
    "周末在家休息。",
    "正月はどこに行くのが恒例？",
    "当番はいつ回ってくる？",
]

test_none_in_labelled_parts, test_shape_is_read, test_look_alike_gives_nothing = shape_tests(READ, NOTHING)
