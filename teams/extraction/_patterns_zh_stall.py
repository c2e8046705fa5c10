"""Chinese patterns read before every other (round 29, issue #25): the stall, office and table shapes of part 28.
The build tool used now after the one taken down (现在用…CI) and a tool listed with a build tool (用…和…CI), an
old record taken away (现在…撤了), a record no longer used (现在不用…了, and the one switched to), a move from one
district to another (从…搬到了…), who comes to buy (来买的多是…), one's own line of work (我本行是…), a street a shop
is in said bare after its name, goods as what is sold (卖的主要是…、…和…), what one counts as (算…者吧), a food one
cannot even smell (…我闻都闻不了) or the one one cannot take (就是…受不了), the only kind of a drink one has
(喝茶只喝…), a bracketed app for a kind of personal work (记账用「…」), and a bracketed app deleted
(「…」那个App删了)."""

from teams.extraction._patterns import WE, Pattern, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
_FOOD = r"[一-龥]{1,6}?"
_PLACE = r"[一-龥]{2,6}?(?:区|县|市|镇|乡)"
_APP = r"「[^」]{1,15}」"

FIRST_PATTERNS = [
    Pattern(
        "zh.now_build_tool",
        # (更正：…CI已经下线了，)现在用…CI: the build tool the team uses now (zh.uses read it as the speaker's).
        zh(r"^现在(?:都|改|换)?用\s*(?P<obj>[A-Za-z一-龥]{1,8}?(?:CI|CD|流水线))" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.tools_with_build_tool",
        # (总结一下：…，)平时用鲤鱼单和白鹭CI: a build tool is the team's, and so is the tool listed with it (zh.uses
        # read each as the speaker's).
        zh(
            r"^(?:我)?(?:平时|现在|日常)?(?:都)?用\s*(?P<obj>[一-龥A-Za-z]{1,8}?)(?:和|跟|还有)\s*"
            r"(?P<second>[一-龥A-Za-z]{1,8}?(?:CI|CD))" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "zh.record_taken_away",
        # (以前用白板排任务，)现在白板撤了: an old record taken away ends.
        zh(r"^现在\s*(?P<obj>[一-龥A-Za-z]{1,6}?)(?:也)?(?:已经)?(?:撤了|撤掉了|拆了|收了|扔了)" + r"[。！!]?$"),
        "USES",
        0.8,
        who=WE,
        kind="end",
        object_type="Tool",
    ),
    Pattern(
        "zh.no_longer_used_switched",
        # 现在不用挂历了，改用…: the record no longer used ends, the one switched to is used.
        zh(
            r"^现在(?:已经)?不(?:再)?用\s*(?P<obj>[一-龥]{1,6}?)了[，,]\s*(?:改|换)用\s*"
            r"(?P<new>[一-龥A-Za-z「」]{1,10}?)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        object_type="Tool",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "zh.shop_street_bare",
        # (…店名「…」，)在正阳步行街: a street said bare after a shop is where the shop is.
        zh(r"^(?:店|铺子|店面)?在\s*(?P<obj>[一-龥]{2,8}?(?:步行街|商业街|老街|夜市|商场|广场))" + r"[。！!]?$"),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.record_no_longer_used",
        # (订单本来记在…上，)现在不用挂历了: a record kept before, no longer used.
        zh(r"^现在(?:已经)?不(?:再)?用\s*(?P<obj>[一-龥]{1,6}?)了[。！!]?$"),
        "USES",
        0.8,
        who=WE,
        kind="end",
        object_type="Tool",
    ),
    Pattern(
        "zh.moved_district_to_district",
        # (我搬家了，)从…区搬到了…区: a move from one district to another.
        zh(rf"^(?:我)?(?:已经)?从\s*(?P<wrong>{_PLACE})\s*搬到了?\s*(?P<obj>{_PLACE})" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.who_comes_to_buy",
        # 来买的多是旅行社带的团: clients as who comes to buy.
        zh(r"^来(?:买|吃|订)的(?:人)?(?:多是|多半是|大多是|主要是|基本是|基本上是)\s*(?P<obj>[^，。]{2,14}?)" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.own_line_of_work",
        # 我本行是刺绣师: one's own line of work.
        zh(r"^我(?:的)?(?:本行|老本行|本职)(?:是|做)\s*(?P<obj>[一-龥A-Za-z]{2,10}?)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.goods_sold_mainly",
        # 卖的主要是…、…和…: goods as what is sold.
        zh(r"^(?:我们|店里|铺子里)?卖的(?:主要|多半|大多|基本)?是\s*(?P<obj>[^，。]{2,30}?)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.counts_as",
        # (我是吃素的，)算素食主义者吧: what one counts as.
        zh(r"^(?:我)?(?:也)?算(?:是)?(?:个|一个)?\s*(?P<obj>[一-龥]{2,8}?(?:主义者|爱好者|者|控|迷))吧?[。！!]?$"),
        "IS_A",
        0.75,
    ),
    Pattern(
        "zh.food_cannot_even",
        # 榴莲我闻都闻不了: a food said first that one cannot even smell (taste, touch).
        zh(rf"^(?P<obj>{_FOOD})我(?:连)?(?P<v>闻|吃|碰|看)都(?P=v)不了" + _END),
        "DISLIKES",
        0.8,
        object_type="Food",
    ),
    Pattern(
        "zh.only_one_cannot_take",
        # (海鲜我都行，)就是海胆受不了: the one food one cannot take.
        zh(rf"^(?:就是|只有|唯独|就)\s*(?P<obj>{_FOOD})(?:我)?(?:受不了|吃不了|不行|不吃)" + _END),
        "DISLIKES",
        0.8,
        object_type="Food",
    ),
    Pattern(
        "zh.drink_only_kind",
        # 喝茶只喝铁观音: the only kind of a drink one has.
        zh(r"^(?:我)?喝(?:茶|咖啡|酒|啤酒|白酒)(?:我)?只喝\s*(?P<obj>[一-龥A-Za-z]{2,8}?)" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.personal_work_app",
        # 记账用「小金库」: a bracketed app for a kind of personal work.
        zh(
            r"^(?:我)?(?:平时)?(?:记账|记帐|记笔记|背单词|记步|跑步|健身|冥想|记日记|看书)(?:都)?用\s*"
            rf"(?P<obj>{_APP})" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "zh.bracketed_app_deleted",
        # 「安眠羊」那个App删了: a bracketed app deleted.
        zh(
            rf"^(?P<obj>{_APP})(?:那个|这个)?(?:App|APP|app|软件|应用)?(?:我)?(?:已经)?"
            r"(?:删了|删掉了|卸了|卸载了)[。！!]?$"
        ),
        "USES",
        0.8,
        kind="end",
        object_type="Tool",
    ),
]
