"""Chinese patterns read before every other (round 25, issue #25): the plain everyday shapes of part 26. A tool no
longer used now and the one used instead (现在不用…，用…), the team's bracketed event after when it comes round, a
heading with a colon before the standup, the release rhythm, the team or where a shop is (站会：…, 发版节奏是这样：…,
组里情况：「…」, …铺：…路), a name and a firm in a summary, the tool a kind of work is on (接单用…, 监控看…, …挂在…上,
账都记在…里, 现在排班都在…上), an old record given up with 不记了 before the one used now, what one does at work with
一直用, clients mostly of one kind (客户基本是…, 常客是…和…), what one is best known for (…最出名), goods as what one
makes (我们做的是…、…), a trade said with 我是, a language one can chat a little in, and a food one cannot eat a
mouthful of."""

from teams.extraction._patterns import WE, Pattern, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A tool's name: Latin letters, or a Chinese name of up to eight characters (飞书, 轮值猫, 茶掌柜).
_TOOL = r"(?:[A-Za-z][A-Za-z0-9_.+#-]*(?: [A-Za-z0-9][A-Za-z0-9_.+#-]*)?|[一-龥]{1,8}?(?:[A-Za-z]{1,6})?)"
_KIND = r"[^，。、和与及]{2,12}?"
_CLOCK = r"[零一二两三四五六七八九十\d]{1,3}点(?:半|一刻|三刻|[零一二三四五六七八九十\d]{1,3}分?)?"

FIRST_PATTERNS = [
    Pattern(
        "zh.not_now_use_instead",
        # (CI 早换了，)现在不用园林构建，用平江CI: the tool used instead of the one given up, the team's (read
        # alone, 用… was the speaker's); the pipeline joins the two clauses.
        zh(rf"^现在(?:已经)?不(?:再)?用\s*(?P<wrong>{_TOOL})\s*[，,]\s*(?:改|换)?用\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.team_hosts_bracketed",
        # 每个月最后一个周四，组里会办「评弹分享会」: the team's event is its bracketed name (zh.team_habit kept the
        # time and the verb, and cut the closing bracket).
        zh(
            r"^(?:每[^，。]{1,12}?[，,]?\s*)?(?:组里|我们组|我们团队|团队|部门|公司|我们)(?:都)?(?:会)?"
            r"(?:办|搞|开|举行|举办)(?:一次|一场|个)?\s*(?P<obj>「[^」]{1,15}」)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "zh.standup_heading",
        # 站会：十点一刻(，线上开): the standup's time after a colon.
        zh(rf"^(?:站会|早会|晨会)[：:]\s*(?P<obj>{_CLOCK})" + _END),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.release_rhythm_heading",
        # 发版节奏是这样：我们每三周发一次版: the rhythm said after a heading.
        zh(
            r"^(?:发版|发布|上线)(?:节奏|频率)(?:是这样|如下)?[：:]\s*(?:我们|咱们)?"
            r"(?P<obj>每[一二两三四五六七八九十\d]{0,2}(?:周|个月|天|个星期)发一次版?)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.team_heading_bracketed",
        # 组里情况：「松鼠桂鱼组」(，站会…): the team by its bracketed name, the first item after a heading.
        zh(r"^(?:组里情况|组里的事|团队情况|我们组|团队)[：:]\s*(?P<obj>「[^」]{1,15}」)" + _END),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "zh.summary_name",
        # 总结一下：知夏(，…): the name, the first item of one's own summary.
        zh(r"^(?:总结一下|简单说|简单来说|概括一下|(?:给你)?捋一下)[：:]\s*(?P<obj>[一-龥]{2,3})" + _END),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "zh.firm_then_role",
        # 蟹黄科技前端: a firm said by its kind (科技, 网络) and the role one has there, run together. Only the firm
        # is drafted: part 24 labels no role in the same shape (驼铃科技运维), part 26 does (蟹黄科技前端).
        zh(
            # Not 数据, nor a verb in the name: 在货拉拉做数据开发 is where one works and what one does there.
            r"^(?P<obj>(?!在)[^做在的，。\s]{2,6}?(?:科技|网络|信息|软件|智能))"
            r"(?:前端|后端|测试|运维|产品经理|产品|设计师?|算法|开发|全栈)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "zh.shop_heading_place",
        # 巧手裁缝铺：玉林路 / 茶庄的事：屯溪老街: a shop's heading, then the street or town it is on.
        zh(
            r"^(?:[一-龥]{1,8}(?:铺|店|庄|馆|坊|行|社)(?:的事|的情况)?)[：:]\s*"
            r"(?P<obj>[一-龥]{2,6}(?:路|街|巷|镇|村|区|口|弄|里))" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.best_known_for",
        # 定做旗袍最出名: what the shop is best known for is what it sells (not 卖得最好: …年底礼品茶卖得最好 is a
        # season's best seller in part 26).
        zh(r"^(?P<obj>[^，。我你他她它]{2,8}?)(?:最出名|最有名)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.regulars_two",
        # 常客是附近的老街坊和川剧团: the regulars, two kinds.
        zh(rf"^(?:常客|老客|熟客|回头客|老主顾)(?:主要|多|大多)?是\s*(?P<obj>{_KIND})和(?P<second>{_KIND})" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "zh.clients_mostly",
        # 客户基本是外贸公司(，还有一些…): the clients, mostly one kind.
        # Not who comes to do something (我们的客人大多是来看海的): a kind of client names no verb, ends in no 的.
        # (…，还有一些报关行: the pipeline joins the clause naming more clients.)
        zh(
            r"^(?:我们的)?(?:客户|顾客|客人)(?:基本|基本上|大多|大部分|多半|主要)是\s*"
            r"(?P<obj>(?!来|去)[^，。、和与及的]{2,12}?)"
            r"(?:\s*[，,]\s*(?:还有|也有)(?:一些|几家|一部分)(?P<second>[^，。、和与及的]{2,12}?))?[。！!]?$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "zh.app_named_stopped",
        # 闪念胶囊那个 App 我早就不用了: the app named first, given up (clauses joined by the pipeline).
        zh(r"^(?P<obj>[^，。\s]{1,10}?)那个\s*(?:App|软件|应用)\s*[，,]?\s*我(?:早就|已经|早)?不(?:再)?用了" + _END),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "zh.work_on_tool",
        # 接单用微信小店 / 监控看 Grafana / 账都记在茶掌柜里 / 现在排班都在轮值猫上: the tool a kind of the team's
        # work is done on.
        zh(
            r"^(?:现在)?\s*(?:接单|收款|下单|预约|记账|排班|监控|日志|报表|账|帐|订单)(?:都|也)?"
            rf"(?:用|看|记在|放在|在)\s*(?P<obj>{_TOOL})\s*(?:上|里)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.part_hung_on",
        # 外卖跑腿那块挂在美团上: a part of the business listed on a platform.
        zh(rf"^[一-龥]{{2,8}}(?:那块|这块|那边|那部分)(?:都)?挂在\s*(?P<obj>{_TOOL})\s*上" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.old_record_dropped_now",
        # 以前用的纸账本不记了，现在改用茶掌柜: the old record ended, the tool now used (clauses joined by the
        # pipeline).
        zh(
            r"^(?:以前|之前|原来)用的(?P<obj>[^，。]{1,8}?)不(?:记|用)了\s*[，,]\s*(?:现在)?(?:都)?(?:改用|换成)"
            rf"\s*(?P<new>{_TOOL})" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "zh.work_always_with",
        # 我写代码一直用 WebStorm: the tool one always does a kind of work with.
        zh(rf"^我(?:写代码|编程|画图|剪视频|修图|写东西|记笔记)(?:一直|都|平时|向来)用\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "zh.we_make_cleft",
        # 我们做的是改衣服、定做旗袍(，还有…): what the shop does, two with 、.
        zh(rf"^(?:我们|店里|铺子里)做的是\s*(?P<obj>{_KIND})、(?P<second>{_KIND})" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"),),
    ),
    Pattern(
        "zh.role_taken_on_from",
        # 下个月开始我还要兼无障碍负责人: a role taken on as well from a date (a post's word ends it: 兼值班 is a duty).
        zh(
            r"^(?:[^，。]{1,6}(?:起|开始)[，,]?)?\s*我(?:还|也)?要?兼(?:任)?\s*"
            r"(?P<obj>[^，。]{0,8}(?:负责人|经理|主管|组长|队长|主任|顾问|[Ll]ead))" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.i_am_trade",
        # 我是裁缝(，在…干活): a trade said with 我是.
        zh(r"^我是(?:个|一名|一个)?(?P<obj>裁缝|木匠|厨师|理发师|鞋匠|铁匠|花匠|锁匠|修表师傅|面点师|茶艺师)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.can_chat_a_little",
        # 西班牙语也能聊几句: a language one can chat a little in.
        zh(r"^(?P<obj>[一-龥]{1,4}(?:语|话))(?:也|还)?能(?:聊|说|讲)(?:几句|一点|一些)" + _END),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "zh.cannot_eat_a_mouthful",
        # 苦瓜我是一口都吃不下: a food said first that one cannot eat a mouthful of.
        zh(r"^(?P<obj>[一-龥]{1,4})我(?:是)?(?:一口都|一点都|完全)(?:吃不下|吃不了|不吃)" + _END),
        "DISLIKES",
        0.8,
    ),
]
