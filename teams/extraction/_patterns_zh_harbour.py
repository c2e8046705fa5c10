"""Chinese patterns read before every other (round 35, issue #25): the shapes of part 31, each read in its clause
(a comma ends a clause). What we make said as a topic (我们做的是…), a food not eaten (…不吃 / …也不吃 / 就是不吃…),
a kind of team work and its tool (需求单用… / 内部聊天用…), custom work taken on too (也接…), a language being
learnt (也在学…语), a weekly or yearly event (每周五下午是「…」 / 每年腊月办「…」), what one does first each day
(每天上班先…), where the build runs now (流水线跑在…上), the one tea one drinks (茶只喝…), a thing dropped
(…撤了 / …不用了) and where the work went (全部挪到… / 现在订单都进「…」), what one is a fan of (本人…爱好者),
what else uses it (也有些…在用) and a weekend habit (周末常去…)."""

from teams.extraction._patterns import WE, Pattern, zh

_END = r"[。！!]?$"
_TOOL = r"(?P<obj>「[^」]{1,12}」|[A-Za-z一-龥][A-Za-z0-9一-龥]{0,10}?)"
# Not a person or an adverb of how firmly or when (打死不吃, 晚上不吃).
_FOOD = r"(?P<obj>(?![我你他她它这那别其])(?!打死|死也|绝对|从来|根本|坚决|一般|平时|今天|晚上|中午|早上)[一-龥]{2,4}?)"

FIRST_PATTERNS = [
    Pattern(
        "zh.we_make_topic",
        # 我们做的是…的预约系统(，客户…): what we make, said as the topic.
        zh(r"^(?:我们|我们公司|我们团队|我司)(?:做|开发)的是\s*(?P<obj>[^，。、]{2,20}?)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.food_not_eaten",
        # 苦瓜不吃(，猪大肠也不吃): a food said first, then not eaten.
        zh(rf"^{_FOOD}也?(?:不吃|吃不了)" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.only_not_eaten",
        # (蔬菜都吃，)就是不吃茄子: the one food not eaten.
        zh(rf"^就是不(?:吃|碰)\s*{_FOOD}" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.work_kind_uses",
        # 需求单用… / 内部聊天用…: a kind of team work and the tool it is done with.
        zh(r"^(?:需求单|需求|工单|任务|文档|内部聊天|聊天|沟通|监控|告警)用\s*" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.also_takes_custom",
        # (我们卖…，)也接定制刻字: custom work taken on as well.
        zh(r"^也接\s*(?P<obj>定制[一-龥]{1,6}|[一-龥]{1,6}定制)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.learning_language",
        # (我说…话，)也在学…语: a language being learnt.
        zh(r"^(?:我)?也?在学\s*(?P<obj>[一-龥]{1,6}(?:语|话))" + _END),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.recurring_event",
        # 每周五下午是「…」 / 每年腊月办「…」: an event held each week or year.
        zh(r"^每(?:周|月|年)[^「」，。]{0,6}?(?:是|办|开|搞|举办)\s*(?P<obj>「[^」]{1,15}」)" + _END),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.first_each_day",
        # 每天上班先看一遍…: what one does first each day.
        zh(r"^每天(?:上班|早上|起床后?|到公司)?先\s*(?P<obj>[看查读写做跑回][^，。]{2,15}?)" + _END),
        "HAS_HABIT",
        0.8,
    ),
    Pattern(
        "zh.build_runs_on",
        # (更正：…停了，)现在流水线跑在…上: where the build runs now.
        zh(r"^(?:现在)?(?:流水线|构建|CI|部署)(?:都|全)?跑在\s*" + _TOOL + r"上" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.only_drink",
        # 茶只喝…: the one tea (coffee) one drinks.
        zh(r"^(?:茶|咖啡|酒|啤酒)只喝\s*(?P<obj>[一-龥A-Za-z]{2,8})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.taken_down",
        # 白板上的排期表撤了(，全部挪到…): a board or sheet taken down.
        # Only a thing described with 的 (手写的订货本): a named app one stops using is the speaker's, read elsewhere.
        zh(r"^(?!以前)(?P<obj>[^，。了我「」]{1,8}的[^，。了我「」]{1,6})(?:撤了|撤掉了|拆了|不用了)" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.all_moved_to",
        # (…撤了，)全部挪到… / 现在订单都进「…」: where the work went.
        zh(r"^(?:全部|都|现在[一-龥]{1,4}都)(?:挪到|搬到|迁到|进)\s*" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.self_fan",
        # 本人魔方爱好者: what one is a fan of.
        zh(r"^本人\s*(?P<obj>[一-龥]{1,8}(?:爱好者|发烧友|迷))" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "zh.also_some_use",
        # 另外也有些景区在用: what else uses it.
        zh(r"^(?:另外)?也有(?:些|一些|几家)\s*(?P<obj>[一-龥]{2,8}?)在用" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.weekend_often",
        # 周末常去爬山: a weekend habit.
        zh(r"^周末(?:常|常常|经常|总)\s*(?P<obj>去[一-龥]{1,4})" + _END),
        "HAS_HABIT",
        0.8,
    ),
]
