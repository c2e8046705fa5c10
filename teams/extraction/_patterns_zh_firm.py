"""Chinese patterns for a firm's facts said in shapes parts 22 and 23 showed the rules did not know (round 19, issue
#25): the on-call duty that comes round to the speaker, a sprint's length with no 是, the boss's title before the
name, the firm or troupe named with 叫 and where it is (公司叫「…」 / 剧团叫「…」，在西街), and a kind of the team's
work that used one tool and changed to another, said over clauses the pipeline joins (原型以前用「…」，现在不用了，
都换成… / 以前记账用本子，去年换成「…」了 / 构建不在…上了，换成「…」了). Read before every other Chinese
pattern."""

from teams.extraction._patterns import SELF, WE, Pattern, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A name in brackets or a bare one (墨刀, 本子, 风筝CI).
_NAMED = r"「?(?P<{}>[^」「，。]{{1,12}}?)」?"
# When the change was: 去年, 后来, 上个月 ….
_WHEN = r"(?:去年|今年|后来|上个月|这个月|最近|现在|年初|年中)?"

# A number in Chinese numerals or digits (四, 十一, 9).
_NUM = r"(?:\d{1,2}|[一二三四五六七八九十两]{1,3})"

ZH_FIRM_PATTERNS = [
    Pattern(
        "zh.duty_comes_round",
        # 值班每四周轮到我一次: the on-call duty comes to the speaker once every so many weeks.
        zh(r"^(?:线上|夜间)?(?:值班|值守|oncall)(?P<obj>每" + _NUM + r"(?:周|天|个月|个星期))轮到我一次" + _END),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.sprint_length_then",
        # 我们一个迭代十一个工作日 (left by round 18): a sprint's length with no 是.
        zh(
            r"^(?:我们|咱们)?一个迭代(?:是)?(?P<obj>" + _NUM
            + r"个?(?:工作日|天|周|星期))(?:一轮|一个迭代)?" + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.boss_title_name",
        # 我老板是产品总监申屠慕白: the boss, their title, then their name.
        zh(
            r"^我(?:的)?(?:老板|领导|上司|直属领导)是(?:[一-龥]{0,4}(?:总监|经理|主管|组长|总|老板))"
            r"(?P<obj>[一-龥]{2,4})" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "zh.firm_called",
        # 公司叫「印信科技」 / 店叫「金达莱冷面」，在河南街那边 / 剧团叫「丝竹傀儡社」，在西街: where one
        # works, by its name, then where it is (the bare place is joined to this clause by the pipeline: the
        # firm's, not a home).
        zh(
            r"^(?:我的|我们的|我们)?(?:公司|店|铺子|工作室|作坊|工坊)(?:叫|名叫|名字叫)「(?P<obj>[^」]{1,12})」"
            r"(?:，在(?P<place>[一-龥]{2,6}?)(?:那边|那儿|这边|附近|一带)?)?" + _END
        ),
        "WORKS_AT",
        0.8,
        who=SELF,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.troupe_called_in_place",
        # 剧团叫「丝竹傀儡社」，在西街: a troupe one trains or plays in is no employer (part 23 labels no workplace);
        # where it is, is still the troupe's place.
        zh(
            r"^(?:我们的?)?(?:剧团|戏班|乐团|戏班子|乐队)(?:叫|名叫|名字叫)「[^」]{1,12}」"
            r"，在(?P<obj>[一-龥]{2,6}?)(?:那边|那儿|这边|附近|一带)?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.used_before_changed_to",
        # 原型以前用「纸鸢原型」，现在不用了，都换成墨刀 / 以前记账用本子，去年换成「算盘猫」了: the team's
        # old tool for a kind of work ended, and the one it changed to used.
        zh(
            r"^(?:[一-龥]{1,4})?(?:以前|之前|原来)(?:[一-龥]{1,4})?用" + _NAMED.format("obj")
            + r"，(?:(?:现在|已经)?(?:不用了|不再用了)，)?" + _WHEN + r"(?:都|全|全都)?换成(?:了)?"
            + _NAMED.format("new") + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "zh.task_not_on_changed_to",
        # 构建不在风筝CI上了，换成「飞轮构建」了: a kind of the team's work no longer on one tool, changed to another.
        zh(
            r"^(?:更正[：:]\s*)?(?:构建|部署|监控|文档|代码|需求|任务|工单|日志|告警|CI|测试|发版)不(?:在|放在|跑在)"
            + _NAMED.format("wrong") + r"(?:上|里)了，" + _WHEN + r"(?:都|全|全都)?换成(?:了)?" + _NAMED.format("obj")
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
]
