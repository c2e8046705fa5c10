"""Chinese patterns read before every other (round 23, issue #25): the varied shapes of part 25. Clefts turned into the
plain statement (我们配的是…、…和…, 来拿货的多是…和…, 会员系统用的是…), a heading with a colon (迭代周期：…), the boss
as 直属领导, one more thing sold with 还卖, clients mostly one kind and some of another, a kind of work's tool with 放,
a record dropped before the tool now (…我们撤了 / 现在…都放在…里; 以前…记在…上，现在不用了，改用…), an app given
up said after its name (睡眠 App …不用了), a role held as well with 兼了, a shop opened with 开了个, and a name for a
thing in this chat with 把…叫「…」."""

from teams.extraction._patterns import SESSION, WE, Pattern, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A tool's name: Latin letters, or a Chinese name of up to eight characters (飞书, 看板喵, 镜管家).
_TOOL = r"(?:[A-Za-z][A-Za-z0-9_.+#-]*(?: [A-Za-z0-9][A-Za-z0-9_.+#-]*)?|[一-龥]{1,8}(?:[A-Za-z]{1,6})?)"
_NAMED = r"「?(?P<{}>[^」「，。]{{1,12}}?)」?"
# Kinds of the team's work a tool is named after (文档, 监控, 需求 …) and of a shop's records (会员系统, 收银).
_WORK = (
    r"(?:监控|日志|文档|聊天|沟通|任务|需求|缺陷|代码|CI|部署|构建|测试|设计|知识库|告警|工单|订单|库存|排班|记账|"
    r"收银|会员|会员系统|预约|财务)"
)
# A kind of client or goods: no verb, no list word inside (古城的民宿, 儿童防控镜片).
_KIND = r"[^，。、和与及]{2,12}?"
_NUM = r"(?:\d{1,2}|[一二三四五六七八九十两]{1,3})"

FIRST_PATTERNS = [
    Pattern(
        "zh.sprint_length_heading",
        # 迭代周期：八个工作日: the sprint's length under a heading, no verb.
        zh(
            # 组里情况：迭代…: a heading before it (the first item of a list) is no part of it.
            r"^(?:[^，。：:]{1,6}(?:情况|信息|概况)[：:]\s*)?(?:我们的?)?(?:迭代|冲刺|sprint)(?:周期|长度|时长)?(?:[：:]|是)?\s*"
            rf"(?P<obj>{_NUM}个?(?:工作日|天|周|星期|礼拜))" + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.direct_manager",
        # 我的直属领导是…: the boss, with 直属 (direct) before the word.
        zh(r"^我的?直属(?:领导|上司|老板|经理|主管|上级)是(?P<obj>[一-龥]{2,4})" + _END),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "zh.also_sells_one",
        # 另外还卖一个疫苗提醒小程序(，给…用的): one more thing the team sells.
        # The lead-in 另外 is stripped before the patterns read the clause; the measure word says one thing.
        zh(r"^(?:另外|此外)?(?:我们)?(?:还|也)卖(?:一个|一款|一种|一套)(?P<obj>[^，。]{2,14}?)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.clients_mostly_then_some",
        # 客户主要是连锁宠物医院(，也有几家宠物美容店): the clients, mostly of one kind.
        zh(rf"^(?:我们的?)?客户主要是(?P<obj>{_KIND})" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
    ),
    Pattern(
        "zh.cleft_clients",
        # 来拿货的多是古城的民宿和文创店: a cleft of who comes to buy, the clients.
        zh(
            # 老顾客多是…和…: the regulars said by their word, alike.
            r"^(?:(?:来|过来)(?:拿货|进货|订货|买东西|买)的|老顾客|回头客|常客)(?:大)?多(?:是|为|半是)"
            rf"(?P<obj>{_KIND})(?:和|、)(?P<second>{_KIND})" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "zh.cleft_goods_three",
        # 我们配的是近视镜、老花镜和儿童防控镜片: a cleft of what the shop makes up or sells, three goods.
        zh(
            r"^(?:我们|店里|咱们)(?:配|卖|做|修|出)的(?:主要)?是"
            rf"(?P<obj>{_KIND})、(?P<second>{_KIND})(?:和|、)(?P<third>{_KIND})" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "zh.work_used_is",
        # 会员系统用的是镜管家: a cleft of the tool a kind of the shop's work runs on, the team's.
        zh(rf"^{_WORK}用的是\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.work_put_in",
        # 文档放飞书: a kind of work put in a tool, the team's.
        zh(rf"^{_WORK}(?:都)?放(?:在)?\s*(?P<obj>{_TOOL})(?:里|上)?" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.now_work_put_in",
        # (…我们撤了，)现在需求都放在看板喵里: where a kind of work is kept now.
        zh(rf"^现在{_WORK}(?:都|全)?放在\s*(?P<obj>{_TOOL})(?:里|上)" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.thing_we_removed",
        # 便利贴看板我们撤了: a thing the team took down, ended.
        zh(r"^(?P<obj>[^，。我]{2,10}?)我们(?:已经)?(?:撤了|撤掉了|不用了|扔了|停用了|废了)" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.kept_in_before_changed",
        # 以前订单记在挂历上，现在不用了，改用扎染簿 (clauses the pipeline joins): the old record ended, the new one
        # used, both the team's.
        zh(
            r"^(?:以前|之前|原来)(?:[一-龥]{1,4})?记在" + _NAMED.format("obj") + r"(?:上|里)，"
            r"(?:(?:现在|已经)?(?:不用了|不再用了)，)?(?:现在)?(?:都|全)?(?:改用|换成了?)" + _NAMED.format("new") + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "zh.app_by_kind_no_longer",
        # 睡眠 App 好梦熊不用了: an app said by its kind, then its name, given up.
        zh(
            r"^[一-龥]{1,4}\s*(?:App|APP|app|应用|软件)\s*(?P<obj>[^，。\s]{2,10}?)(?:已经)?"
            r"(?:不用了|不再用了|卸了|删了)" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "zh.also_holds_role",
        # 这季度我还兼了质量负责人: a role held as well.
        zh(r"^(?:[^，。我]{1,4})?我(?:还|也)兼(?:了|任了?|着)(?P<obj>[^，。]{2,10}?)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.opened_a_shop_named",
        # 我在大理周城村开了个扎染坊，叫「…」: the business one opened (个 as well as 家), its name and where it is.
        zh(
            r"^我在(?P<place>[一-龥]{2,10}?)开了(?:一)?个[^，。]{1,6}[，,]\s*(?:叫|名叫|名字叫)「(?P<obj>[^」]{1,15})」"
            + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.thing_called_here",
        # (这次聊天里，)把那个老是偶发失败的用例叫「…」: a name for a thing in this chat.
        zh(r"^把(?:那个|这个)?(?P<topic>[^，。「]{1,20}?)叫(?:做|作)?(?P<obj>「[^」]{1,15}」)" + _END),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "zh.boss_bare",
        # (简单说：…，)领导端木总: the boss said bare, an item of a list under a heading.
        zh(r"^(?:我的?)?(?:领导|上司|老板|主管)(?:是)?(?P<obj>[一-龥]{2,4})" + _END),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "zh.mainly_sells",
        # (…，)主打儿童防控镜片: what a shop mainly sells, said bare after its name or place.
        zh(r"^主打(?P<obj>[^，。、和]{2,12}?)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.also_speaks_a_little",
        # 我会说客家话，也会一点葡萄牙语: a second language, a little, said after the first.
        zh(r"^(?:也|还)会(?:说)?(?:一点|一些|点儿?)?(?P<obj>[一-龥]{1,6}(?:语|话))" + _END),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
]
