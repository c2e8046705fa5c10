"""Chinese patterns read before every other (round 33, issue #25): the terse shapes of part 30. The release said as
a fortnight's weekday (每两周周二发版), a rule said before whose it is (…，这是规矩 / …，组里定的), what used to be
kept or hung somewhere and was taken down (以前…记在…上 / 以前…撤了) and where it is done now (都录进「…」 /
现在…都在…上排), the tool changed to after a correction (现在全换成…), the premises' street (公司地址在…区…街),
a kind of team work routed through a tool (告警走…), a GitHub handle after a colon, a second role taken on
(还兼了…), the workshop's town and bracketed name (作坊在…，叫「…」), who buys, listed (买的主要是…、…), a summary's
item of a bracketed firm and two roles (「…」…兼…), and two foods or drinks neither touched (…和…我都不吃 / 不碰)."""

from teams.extraction._patterns import WE, Pattern, zh

_END = r"[。！!]?$"
_TOOL = r"(?P<obj>「[^」]{1,12}」|[A-Za-z一-龥][A-Za-z0-9一-龥]{0,10}?)"
_FOOD = r"[一-龥]{1,4}?"

FIRST_PATTERNS = [
    Pattern(
        "zh.release_every_weeks_day",
        # 每两周周二发版: the release cadence, weeks and a weekday.
        zh(
            r"^(?P<obj>每(?:一|两|二|三|四)?(?:周|个星期|个月|月)(?:的)?(?:周[一二三四五六日天]|星期[一二三四五六日天]|"
            r"[一二三四五六七八九十\d]{1,3}号))(?:发版|发布|上线)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.rule_then_whose",
        # …默认关闭，这是规矩 / …不上线，组里定的: a rule said before whose rule it is.
        zh(
            r"^(?P<obj>[^，。]{4,20}?)[，,]\s*(?:这是(?:我们的|组里的|店里的)?(?:规矩|规定|铁律)|"
            r"(?:组里|团队里?|店里|公司|我们)定的)" + _END
        ),
        "HAS_POLICY",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.used_to_keep_in",
        # 以前订单记在…上: what the work used to be kept in.
        zh(r"^以前[一-龥]{1,4}(?:记在|写在|登在)(?P<obj>[^，。]{2,10}?)上" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.used_to_be_taken_down",
        # 以前墙上挂的…撤了: what there used to be, taken down.
        zh(r"^以前(?P<obj>[^，。]{2,12}?)(?:撤了|撤掉了|拆了|停了)" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.all_entered_in_now",
        # (…不用了，)都录进「…」: where the work is entered now.
        zh(
            r"^(?:现在)?(?:[一-龥]{1,4})?(?:都|全|全部)(?:录进|记进|挪到|转到|搬到)(?P<obj>「[^」]{1,12}」)(?:里|上)?了?"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.all_arranged_on_now",
        # 现在值班都在…上排: the tool a duty is arranged on now.
        zh(r"^现在[一-龥]{1,4}?(?:都|全)在" + _TOOL + r"(?:上|里)(?:排|记|管|安排|录)" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.switched_to_now",
        # (更正：…不用了，)现在全换成…: the tool changed to now.
        zh(r"^现在(?:全|都|已经)?(?:换成|改成|改用|换用)(?:了)?" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.premises_street",
        # 公司地址在…区…街: the street the premises are on.
        zh(
            r"^(?:公司|办公室|店|门店|工作室)(?:的)?(?:地址)?在(?:[一-龥]{2,4}(?:市|区|县))?"
            r"(?P<obj>[一-龥]{2,4}(?:街|路|巷|大道))" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.work_goes_through_tool",
        # 告警走…: a kind of team work routed through a tool.
        zh(r"^(?:告警|报警|监控|部署|构建|发版|值班|通知|工单)(?:都|统一)?走" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.github_colon",
        # GitHub：…: one's handle after a colon.
        zh(r"^(?:GitHub|github)(?:账号|帐号|ID|id)?\s*[：:]\s*(?P<obj>[A-Za-z0-9][A-Za-z0-9-]{0,38})" + _END),
        "HAS_GITHUB_HANDLE",
        0.8,
    ),
    Pattern(
        "zh.second_role_taken",
        # 最近还兼了发布负责人: a second role taken on.
        zh(r"^(?:最近|现在|目前|另外)?(?:还)?兼(?:了|任|着|任了)(?P<obj>[一-龥A-Za-z]{2,8}?)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.workshop_in_town_named",
        # 作坊在荣昌，叫「…」: the workshop's town and its bracketed name.
        zh(r"^(?:工作室|店|铺子|作坊|窑|厂)在(?P<town>[一-龥]{2,4})[，,]\s*(?:名字)?叫(?P<obj>「[^」]{1,12}」)" + _END),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.who_buys_listed",
        # 买的主要是…、…: who buys, listed.
        zh(r"^(?:买的|来买的|来吃的|来喝的|光顾的)(?:人)?(?:主要|大多|多半|基本)是(?P<obj>[^，。]{2,16}?)" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "zh.summary_firm_roles",
        # (总结一下：…，)「…科技」后端开发兼发布负责人: an item of a summary, the bracketed firm and two roles.
        zh(r"^(?P<obj>「[^」]{1,12}」)\s*(?P<role>[一-龥A-Za-z]{2,8}?)兼(?P<role2>[一-龥A-Za-z]{2,8}?)" + _END),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("role", "HAS_ROLE", "Role"), ("role2", "HAS_ROLE", "Role")),
    ),
    Pattern(
        "zh.neither_touched",
        # 香菜和芹菜我都不吃 / 白酒和啤酒我都不碰: two foods or drinks, neither touched.
        zh(rf"^(?P<obj>{_FOOD})和(?P<second>{_FOOD})我?都不(?:吃|碰|喝|沾)" + _END),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", ""),),
    ),
]
