"""Chinese patterns for the person and the workplace said in any trade (round 7, issue #25): a role read by the
suffix that makes a word a trade (修复师, 调律师, 录音师, 调剂员, 飞手, 蜂农, 剪纸艺人, 骑术教练, 护理部主任) said with
当/做, after 本人 or 我是, or hedged as 算是(个)…(吧); a shift's hours (我上班是…到…); a clock lived by (作息按…时间来);
a tool no longer used (…不再用X…了, 现在不用X进货了); duties that change hands every few days; a daily meeting's time;
a shop's rule said as …的规矩是; a team named in quotes (…组叫“…”); where the premises are (蜂园在周至县); and a
GitHub handle. A few (FIRST_PATTERNS) are read before every other Chinese pattern, the rest (LATER_PATTERNS) after
them all."""


from teams.extraction._patterns import WE, Pattern, policy, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# The suffix that makes a word a trade; 老师傅 and 师傅 are trades too (画坯师傅).
_TRADE = (
    # 牧民, 渔民; 绣娘, 船娘: a craft's root before 民 or 娘 (not 居民, 新娘).
    r"(?:(?!的)[一-龥]){0,5}?(?:师傅|师|员|飞手|签手|鼓手|农|艺人|教练|主任|匠|技工|调律师|工程师|护士|医生|店长|馆长|院长|"
    r"[牧渔猎农船]民|[绣织船厨茶蚕]娘|"
    r"园长|厂长|社长|队长|班长|掌柜|"
    # 掐丝工, 织工: a craft's root before 工 (打工, 员工, 加工, 手工 … and 工作 are none).
    r"(?<![打员加施手开分义做零])工(?!作|资|程|厂|具|艺|期|地))"
)
_CLOCK = (
    r"(?:早上|上午|中午|下午|晚上|凌晨)?[一二三四五六七八九十零两\d]{1,3}点"
    r"(?:半|一刻|三刻|[一二三四五六七八九十零\d]{1,3}分?)?"
)


TRADE_PATTERNS = [
    Pattern(
        "zh.trade_at",
        # 我在颐年养老院做护理部主任 / 在华县皮影剧社当签手 / 我在配音工作室当录音师: a trade held at a workplace.
        zh(
            r"^(?:大家好[，, ]*)?(?:我叫[^，。 ]{2,4}[，, ]*)?我?(?:现在|目前)?"
            # 在狮队里当鼓手: a group one is in (…里) is no workplace's name.
            r"在(?P<org>(?!家|这边|那边)[^，。 ]{2,14}?)(?<!里)"
            rf"(?:担任|当|做|任)(?P<obj>{_TRADE})(?:[，, ].*)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "zh.trade_said",
        # 本人钢琴调律师，… / 我是古籍修复师，… / 我是中药调剂员，… / …，算是个蜂农 / …，算是技术员吧: the trade.
        zh(
            # 我是灯组的扎灯师傅: the group one is in, before the trade; 是个糖画艺人 after a clause typed with a space.
            r"^(?:本人|我是(?:[^，。的]{1,6}的)?(?:一名|个)?|是(?:个|一名)|(?:[^。]*[，,])?算是个?|(?:[^。]*[，,])?算是一名)"
            rf"(?P<obj>{_TRADE})(?:吧)?(?:[，, ].*)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.shift_is",
        # 我上班是下午两点到晚上十点 / 我的工作时间是上午九点到下午五点半: a shift's hours.
        zh(rf"^我(?:的)?(?:上班|工作时间|班)(?:一般|通常|平时)?(?:是|排在)(?P<obj>{_CLOCK}到{_CLOCK})" + _END),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "zh.lives_by_clock",
        # 我这边作息按新疆时间来: the clock one lives by.
        # 时区按萨马拉时间算: the time zone named as the clock it keeps.
        zh(r"^我?(?:这边)?(?:的)?(?:作息|时区)(?:都)?按(?P<obj>[一-龥]{2,8}时间)(?:来|算|走)" + _END),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "zh.no_longer_uses_for",
        # 我们剧社不再用创客贴做海报了 / 剧团今年起不再用秀米排版了 / 我个人现在不用1688进货了: a tool no longer used
        # for a task (the task is no part of the tool). A group (剧社, 剧团, 中药房 …) says it is the team's.
        zh(
            r"^(?P<topic>我们[^，。]{0,6}?|我个人|我|[^，。我]{1,4}?(?:团|社|房|店|厂|馆|院|园|组|坊|铺))?"
            # 我记账早就不用鲨鱼记账了: the task said before the verb.
            r"(?:记账|收银|排班|进货|下单|开票|剪辑|修图)?"
            # 不用担心, 不用客气: "no need to" is no tool.
            r"(?:今年起|现在|已经|早就|从今年起)?(?:不再用|不用)(?!担心|操心|着急|客气|谢|麻烦|管|怕|急)"
            r"(?P<obj>[A-Za-z0-9][A-Za-z0-9.-]*|[一-龥]{2,6}?)"
            # The task it was used for (做海报, 排版, 进货) is no part of the tool.
            r"(?:做[一-龥]{1,6}|排版|进货|记账|下单|开票|收款|订货|剪辑|修图|画图|建模|写作|记笔记)?了" + r"[。！!]?$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "zh.changes_every",
        # 院里夜间巡房的人每四天换一拨 / 苗圃的灌溉排班每五天换一次人 / …值班每隔十六天轮换一次: a duty changes hands.
        zh(
            r"^[^，。]{2,16}?(?P<obj>每隔?[一二三四五六七八九十两\d]{1,3}(?:天|周|个月|个星期))"
            r"(?:换一拨|换一次人|换人|轮换一次|轮一次|轮换)" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.meeting_daily_at",
        # 我们的晨会每天八点一刻开 / 护理交班会定在每天七点五十，雷打不动: a daily meeting's time.
        zh(
            r"^(?:我们的?)?[^，。]{0,4}?(?:晨会|交班会|站会|早会|例会|早班会)(?:定在|是)?每天"
            rf"(?P<obj>{_CLOCK})(?:开|开始)?(?:[，,].*)?" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    policy(
        "zh.the_rule_is",
        # 我们店的规矩是二手书到店先消毒再上架: the rule said as a shop's or a team's 规矩.
        zh(r"^(?:我们)?[^，。]{0,6}?的?规矩是[，,：:]?(?P<obj>[^。]{2,30}?)" + r"[。！!]?$"),
    ),
    Pattern(
        "zh.team_called",
        # 我们俱乐部的教练组叫“铁蹄组”: a group named in quotes is the team's name.
        zh(r"^(?:我们)?[^，。]{0,8}?(?:组|队|班)叫[“\"「](?P<obj>[^”\"」]{1,10})[”\"」]" + _END),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.premises_in",
        # 蜂园在周至县 / 我们风筝作坊在潍坊，做的是…: where the business's premises are (not 店在二楼, a floor).
        zh(
            r"^(?:我们)?[^，。我]{0,4}?(?:园|作坊|坊|店|厂|场|社|馆|工作室)在"
            r"(?P<obj>(?!这|那|哪|楼|[一二三四五六七八九十\d])[一-龥]{2,5}?(?:县|市|区|镇|村|乡)?)(?:[，,].*)?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.github_is",
        # 我的GitHub是 kiteloom-wf.
        zh(r"^我的GitHub(?:账号|用户名|ID)?(?:是|：|:)\s*(?P<obj>[A-Za-z0-9][\w-]*)" + _END),
        "HAS_GITHUB_HANDLE",
        0.85,
    ),
]

# Read before every other Chinese pattern: they read a clause an older pattern misread (what a team
# stopped using and what for; how often a duty changes, with 轮换一次 after it). The rest are read after
# every other pattern, so a clause the older patterns already read keeps its reading and confidence.
_FIRST = frozenset({"zh.no_longer_uses_for", "zh.changes_every"})
FIRST_PATTERNS = [p for p in TRADE_PATTERNS if p.name in _FIRST]
LATER_PATTERNS = [p for p in TRADE_PATTERNS if p.name not in _FIRST]
