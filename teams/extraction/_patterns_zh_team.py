"""Chinese patterns read before every other (round 20, issue #25): a workplace by its bracketed name where a place is
said before it (我在…的「…」做…, 我在…开了家…，叫「…」), an event the team holds by its
bracketed name after how often (每个季度我们组搞一次「…」), what the team makes (我们做…SaaS), a
kind of work's tool said with 我们用 / 放在…里 / 换成了, the standup's time with 开, on-call as
how often it comes round, one's only tool, a role held as well, clients who are mostly two, three
goods of a workshop, and a food one cannot stand."""

from teams.extraction._patterns import WE, Pattern, zh
from teams.extraction._patterns_zh_spoken import _ROLES

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
_BRACKETED = r"「(?P<obj>[^」]{1,15})」"
# A tool's name: Latin letters (Loki, Go), or a Chinese name of up to eight characters (夜莺, 城墙CI, 企业微信).
_TOOL = r"(?:[A-Za-z][A-Za-z0-9_.+#-]*(?: [A-Za-z0-9][A-Za-z0-9_.+#-]*)?|[一-龥]{1,8}(?:[A-Za-z]{1,6})?)"
# Kinds of a software team's work its tools are named after (监控, 日志, 文档 …).
_WORK = r"(?:监控|日志|文档|聊天|沟通|任务|需求|缺陷|代码|CI|部署|构建|测试|设计|知识库|告警|工单)"
# What a software team makes, said after 做 (驾校约车 SaaS, 排班系统, 记账小程序).
_PRODUCT = r"[^，。]{1,15}?(?:SaaS|软件|系统|平台|App|APP|小程序|工具|服务|网站)"
# A workshop or shop said by its name (金漆堂, 松风斋, 老王铺).
_SHOP = r"[一-龥]{1,5}(?:堂|坊|铺|店|厂|社|馆|斋|阁|号)"
# A clock time in digits or Chinese numerals (九点四十, 8:30).
_CLOCK = (
    r"(?:早上|上午)?(?:\d{1,2}|[一二三四五六七八九十]{1,3})(?:点|:|：)"
    r"(?:半|\d{2}|[一二三四五]?十?[一二三四五六七八九]?分?)?"
)


FIRST_PATTERNS = [
    Pattern(
        "zh.at_bracketed_place_as_role",
        # 我在成都武侯区的「熊猫云」当测试工程师: the place is where the workplace is, the bracketed name the workplace.
        zh(
            rf"^(?:我)?(?:现在|目前)?在(?P<place>[一-龥]{{2,10}}?)的{_BRACKETED}(?:当|做|担任)"
            rf"(?P<role>[^，。]{{0,12}}?(?:{_ROLES})){_END}"
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"), ("role", "HAS_ROLE", "Role")),
    ),
    Pattern(
        "zh.at_bracketed_place_working",
        # 在鼓楼街的「青瓦坊」做活 / 在老街的「…」干活: the bracketed workplace, where it is said before it.
        zh(
            rf"^(?:我)?(?:现在|目前)?在(?P<place>[一-龥]{{2,10}}?)的{_BRACKETED}(?:做活|干活|上班|打工|工作|做事){_END}"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.bracketed_event_every",
        # 每个季度我们组搞一次「…」 / 面包房每周六下午办一次「…」: how often, who, then the event by its name alone.
        zh(
            r"^(?:[一-龥]{1,6}?)?(?:每个?(?:季度|月|周[一二三四五六日天末]?|星期[一二三四五六日天]?|年|礼拜[一二三四五六日天]?)"
            r"|每两周|每半年)[^，。「“我]{0,8}?(?:我们(?:组|部门|团队|店|公司)?|组里|团队|部门)?(?:都会|会|都)?"
            r"(?:办|举办|搞|开|做|举行)(?:一次|一回|一场)[「“](?P<obj>[^」”]{1,15})[」”]" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.opened_shop_named",
        # 我在哈尔滨中央大街开了家面包房，叫「…」: the business one opened, its name and where it is.
        zh(
            r"^我在(?P<place>[一-龥]{2,10}?)开了(?:一)?家[^，。]{1,6}[，,]\s*(?:叫|名叫|名字叫)「(?P<obj>[^」]{1,15})」"
            + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.we_make_product",
        # 我们做驾校约车 SaaS / 我们是做排班系统的: what the team makes, a kind of software.
        # 我们做了一个…App tells of one thing made, not of what the team sells.
        zh(rf"^我们(?:是)?(?:做|开发|卖)(?!了)(?P<obj>{_PRODUCT})(?:的)?[。！!]?$"),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.work_we_use_tool",
        # 监控我们用夜莺 / 聊天用企业微信: a kind of work and the team's tool for it.
        zh(rf"^{_WORK}(?:我们|我们组|组里)?(?:都|主要)?(?:用|使用)\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.work_kept_in",
        # 日志放在 Loki 里 / 文档存在语雀上: where the team keeps a kind of record.
        zh(rf"^{_WORK}(?:都)?(?:放在|存在|记在|放|存)\s*(?P<obj>{_TOOL})\s*(?:里|上|里面)" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.not_any_more_changed_to",
        # CI 不是烽火构建了，上个月换成了城墙CI: the kind of work's tool now, replacing the one it no longer is.
        zh(
            rf"^{_WORK}\s*(?:已经)?不(?:是|用)\s*(?P<wrong>{_TOOL})\s*了[，,]\s*"
            rf"(?:上个?月|上周|去年|今年|最近)?换成了\s*(?P<obj>{_TOOL})" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.changed_over_to",
        # (CI 不是…了，)上个月换成了城墙CI: what the team's tool is now.
        zh(rf"^(?:上个?月|上周|去年|今年|最近|前阵子|[^，。]{{1,4}}起)(?:已经)?换成了\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.we_also_use",
        # (设计部是 Sketch 一把梭，)我们组也跟着用 Sketch: the team uses it too.
        zh(rf"^我们(?:组|团队|部门)?也(?:跟着)?(?:用|在用)\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.standup_opens_at",
        # 站会九点四十开 / 早会每天八点半开始: the standup's time said with 开.
        zh(rf"^(?:我们的?)?(?:站会|早会|晨会|例会)(?:每天)?(?P<obj>{_CLOCK})(?:开|开始)" + _END),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.on_call_comes_round",
        # 值班是每六周轮到我一次 / 值班每六周一次: how often on-call comes round.
        zh(
            r"^(?:值班|on-?call|oncall)(?:是)?(?P<obj>每[一二三四五六七八九十两\d]{1,3}(?:周|个月|天|个星期))"
            r"(?:轮到?我|轮)?(?:一次|一回)" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.only_tool_for",
        # 写脚本我只用 Go: the one tool one picks for a kind of work.
        zh(rf"^(?:写|做|画)[^，。我]{{1,6}}我只用\s*(?P<obj>{_TOOL})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.role_held_too",
        # 下个月起我还兼任安全负责人: a role held as well as one's own.
        zh(r"^(?:[^，。我]{1,6}起)?我(?:还|也)?兼(?:任|着|职)(?P<obj>[^，。]{2,12}?)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.clients_mostly_two_of",
        # 老主顾多是…和… / 金漆堂的客户多是…和…: who a named shop's or the regulars' clients mostly are.
        zh(
            r"^(?:[一-龥]{1,8}的)?(?:老主顾|主顾|老客户|客户|客人|顾客|熟客|回头客)(?:大多|多|主要|大部分)(?:都)?是"
            # …和来旅游的 names no kind of client (as in zh.clients_mostly_two): the first is kept alone.
            r"(?P<obj>[^，。和跟]{2,12}?)(?:和|跟|、)(?:[来去][^，。]{1,8}的|(?P<second>[^，。]{2,12}?))" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "zh.shop_makes_three",
        # 金漆堂做神龛、屏风和木雕摆件: three goods a named workshop makes.
        zh(
            rf"^{_SHOP}(?:主要)?(?:做|卖|打|烧)(?P<obj>[^，。、和]{{1,8}}?)、(?P<second>[^，。、和]{{1,8}}?)(?:和|、)"
            r"(?P<third>[^，。、和]{1,8}?)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", ""), ("third", "SELLS", "")),
    ),
    Pattern(
        "zh.food_cannot_stand",
        # (香菜我能吃，)折耳根是真不行: the food one cannot stand, said first.
        zh(r"^(?P<obj>[一-龥]{1,6}?)(?:是)?(?:真的?|实在|完全)(?:不行|受不了|吃不了|接受不了)" + _END),
        "DISLIKES",
        0.8,
    ),
]
