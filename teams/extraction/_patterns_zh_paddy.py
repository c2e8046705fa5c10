"""Chinese patterns read before every other (round 37, issue #25): the shapes of part 32, each read in its clause
(a comma ends a clause). Who the users are said as a topic (用的主要是…和…), an event one goes to each year
(每年端午公司一起去「…」), a kind of work done with a tool (平时沟通用… / 我平时写代码用…编辑器), how money is
taken (收钱用「…」), what pages people (半夜出故障是…来叫人), the one tea one drinks after 的话 (喝茶的话只喝…), the
one food not eaten (唯独不吃…), a site in a town (仓库在…的…镇), how often one's turn comes (轮值每…周落到我头上一次),
the release cadence (版本每隔…周的周二上线), how one gets to work (平时坐…上班), what one does before sleep
(晚上睡前练…), a role taken on besides (顺带还当了…专员), a role moved to (从…变成…), a time zone set for now
(时区先设成…时间), a named app deleted (那个叫…的App我删了) and what one's trade is (我是编…的).
Also a tool taken offline and the one used instead (…：…下线，改用…), where the work is kept now
(任务都进… / 订单改记在「…」里), who buys the goods as a topic (买米的主要是…，还有几家…) and a usual weekend outing
(周末一般去…)."""

from teams.extraction._patterns import SESSION, WE, Pattern, zh

_END = r"[。！!]?$"
_TOOL = r"(?P<obj>「[^」]{1,12}」|[A-Za-z一-龥][A-Za-z0-9一-龥]{0,10}?)"
_NUM = r"[一二三四五六七八九十两\d]{1,3}"
# Kinds of business that buy or use: the last character or two says it is a kind of firm or shop.
_KIND = r"[一-龥]{1,6}(?:商|厂|店|馆|超市|公司|学校|医院|酒店|民宿|农户|合作社)"

FIRST_PATTERNS = [
    Pattern(
        "zh.offline_then_use",
        # 流水线换了：兰亭CI下线，改用鉴湖CI: the tool taken offline and the one the team uses instead.
        zh(
            r"^[^，。：:]{1,8}[：:]\s*(?P<wrong>[A-Za-z一-龥「」]{2,12}?)(?:下线|停用)了?，\s*(?:改用|换成)\s*"
            + _TOOL
            + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.users_topic",
        # (我们做的是…，)用的主要是面料商和服装厂: who uses what we make, said as the topic.
        zh(rf"^(?:我们)?用的(?:主要|大多|基本上?)?是\s*(?P<obj>{_KIND}(?:[和、]{_KIND})*)" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "zh.yearly_outing",
        # 每年端午公司一起去「…」: an event the firm goes to each year.
        zh(
            r"^每(?:年|月|季度)[^「」，。]{0,6}?(?:公司|团队|大家|全组|全员)一起(?:去|参加|办|搞)\s*(?P<obj>「[^」]{1,15}」)"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.team_talk_tool",
        # (需求记在…，)平时沟通用…: the tool the team talks in.
        zh(r"^(?:平时|平常|日常)(?:沟通|聊天|交流|开会)用\s*" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.code_editor",
        # 我平时写代码用…编辑器: the editor one writes code in.
        zh(r"^我?(?:平时|平常|一般)?写代码用\s*(?P<obj>[A-Za-z][A-Za-z0-9+#.]{1,20})\s*(?:编辑器|IDE)?" + _END),
        "USES",
        0.8,
    ),
    Pattern(
        "zh.takes_money_with",
        # 作坊收钱用「…」: how payments are taken.
        zh(r"^(?:作坊|店里|铺子|摊位|我们|公司)?(?:收钱|收款|付款)用\s*" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.pager_calls",
        # 半夜出故障是…来叫人: what pages people when something breaks.
        zh(r"^[一-龥]{0,4}?(?:出故障|出问题|告警|报警)(?:是|由|靠)\s*" + _TOOL + r"(?:来)?(?:叫人|喊人|通知)" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.only_drink_if",
        # 喝茶的话只喝…: the one tea (coffee) one drinks.
        zh(r"^喝(?:茶|咖啡|酒)的话只喝\s*(?P<obj>[一-龥A-Za-z]{2,8})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.all_but_not_eaten",
        # (水果都爱吃，)唯独不吃…: the one food not eaten.
        zh(r"^(?:唯独|只有|只是)不(?:吃|碰)\s*(?P<obj>[一-龥]{2,4})" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.site_in_town",
        # 合作社的仓库在五常的龙凤山镇: the firm's site in a town, the town after 的.
        zh(
            r"^(?:合作社|作坊|公司|工厂|厂里|我们)的?(?:仓库|厂房|作坊|办公室|门店)?在[一-龥]{2,4}的"
            r"(?P<obj>[一-龥]{1,4}(?:镇|乡|村|区))" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.my_turn_every",
        # 轮值每十三周落到我头上一次: how often one's on-call turn comes.
        zh(rf"^(?:轮值|值班|值守)(?P<obj>每{_NUM}(?:周|天|个月))(?:落到我头上|轮到我)一次" + _END),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.release_every",
        # 版本每隔五周的周二上线: the release cadence.
        zh(rf"^(?:版本|发版|新版)(?P<obj>每隔?{_NUM}(?:周|个月)的周[一二三四五六日天])(?:上线|发布|发)" + _END),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.commute",
        # 平时坐轮渡上班: how one gets to work.
        zh(r"^(?:平时|平常)(?P<obj>(?:坐|骑|开|搭)[一-龥]{1,4}上班)" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.before_sleep",
        # 晚上睡前练半小时书法: what one does before sleep.
        zh(r"^(?:晚上|每晚)?睡(?:觉)?前(?P<obj>(?:练|读|看|写)[一-龥]{2,8})" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.role_besides",
        # 顺带还当了无障碍专员: a role taken on besides.
        zh(
            r"^(?:顺带|顺便|另外|同时)还?(?:当了|兼了)\s*(?P<obj>[一-龥]{1,8}(?:专员|负责人|组长|主管|经理|代表))"
            + _END
        ),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "zh.role_from_to",
        # (年初转岗了，)从后端开发变成技术负责人: the role moved to.
        zh(
            r"^从(?P<wrong>[一-龥A-Za-z]{2,8}?)(?:变成|转成|转为|换成)了?\s*"
            r"(?P<obj>[一-龥A-Za-z]{1,8}(?:负责人|工程师|经理|主管|组长|开发|设计师|架构师))" + _END
        ),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "zh.zone_for_now",
        # 时区先设成…时间吧: the time zone set for now.
        zh(r"^时区先?(?:设成|设为|改成|调成)\s*(?P<obj>[一-龥A-Za-z]{2,10}时间)吧?" + _END),
        "HAS_TIMEZONE",
        0.8,
    ),
    Pattern(
        "zh.named_app_deleted",
        # 那个叫…的App我删了: a named app one stopped using.
        zh(r"^那个叫\s*(?P<obj>[一-龥A-Za-z]{2,8})的(?:App|APP|app|应用|软件)我(?:删了|卸载了|不用了)" + _END),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "zh.my_trade",
        # 我是编竹椅的: one's trade said as what one makes.
        zh(r"^我是(?P<obj>[编做修种养烧织][一-龥]{1,3}的)" + _END),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "zh.work_now_kept_in",
        # (墙上的进度贴纸不用了，)任务都进… / 订单改记在「…」里: where the work is kept now.
        zh(r"^(?:任务|订单|需求|工单|排期|账)(?:都|全部?)?改?(?:进|记在|放在|挪到)\s*" + _TOOL + r"(?:里|上)?" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.buyers_topic",
        # 买米的主要是连锁超市(，还有几家…): who buys the goods, said as the topic (the pipeline joins the clause
        # naming more).
        zh(
            rf"^买[一-龥]{{1,3}}的(?:主要|大多|基本上?)?是\s*(?P<obj>{_KIND})"
            rf"(?:\s*[，,]\s*还有(?:一些|几家)(?P<second>{_KIND}))?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "zh.weekend_usually",
        # 周末一般去河边拍鸟: what one usually does at the weekend.
        zh(r"^周末(?:一般|通常|多半|基本上?)\s*(?P<obj>去[一-龥]{2,6})" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    # Round 37 follow-up: shapes that `_exclusions.py` dropped before any rule saw them.
    Pattern(
        "zh.bug_named_so",
        # 订单重复扣款那个bug，咱们就叫它「…」: a name given to a bug for this chat.
        zh(
            r"^[^，。「」]{1,24}?(?:bug|Bug|BUG|问题|故障)，\s*(?:咱们|我们)?(?:这次)?就?叫它"
            r"(?P<obj>「[^」]{1,12}」)(?:吧|好了)?" + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "zh.rule_agreed_so",
        # 周一上午不发版，我们一直这么定的: a rule, said to be long agreed.
        zh(r"^(?P<obj>[^，。]{4,20}?)，\s*(?:我们|咱们)(?:一直|向来)(?:都)?(?:是)?(?:这么|这样)定的" + _END),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
]
