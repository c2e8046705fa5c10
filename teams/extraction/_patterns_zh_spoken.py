"""Chinese patterns for the ways people say a fact that the first patterns did not know: the thing first
(印象笔记我早就弃坑了, Go的错误处理我是真受不了), tastes said with 受不了 / 烦 / 只用 / 更习惯, the person said
around the work (我是做嵌入式开发的, 得物的算法工程师), where one lives said with 常住 / 家在 / 人在 / 搬到了, the time
one lives by (按北京时间作息), hours as a span, spoken languages said with 母语 / 没问题 / 能用…交流, the team's things
by their label (组名叫…, 我们做的产品叫…), routines said of the routine, rules said with 严禁 / 规定, where the team
keeps its work (都放在YApi里), ends said with 弃坑 / 下线, updates said with 更新成 / 改为. Read before the patterns
of teams.extraction._patterns_zh."""

import re

from teams.extraction._patterns import WE, Pattern, policy, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A kind of the team's work said before 我们 (监控我们…, 文档我们…); 日志平台我们… (round 18): a kind of platform or
# system, too.
_TEAM_TASK = (
    r"(?:监控|文档|代码托管|部署|发版|日志|告警|构建|CI|需求|任务|工单|排班|记账|收银|[一-龥]{1,4}(?:平台|系统))"
)
_TOOL = r"[A-Za-z0-9][A-Za-z0-9_.+#-]*(?: [A-Za-z0-9][A-Za-z0-9_.+#-]*)?"
_NAME_OR_TOOL = rf"(?:{_TOOL}|[一-龥]{{2,6}})"
_HOUR = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"
# 十点零五, 九点一刻 (round 19): minutes after 零, and quarters.
_CLOCK = (
    rf"(?:早上|上午|中午|下午|晚上)?{_HOUR}(?:点|:|：)"
    r"(?:半|一刻|三刻|零[一二三四五六七八九]分?|\d{2}|[一二三四五]?十?[一二三四五六七八九]?分?)?"
)
_SPAN = rf"{_CLOCK}\s*(?:到|至|-|~|～)\s*{_CLOCK}"
_ROLES = (
    r"工程师|开发者|开发人员|程序员|设计师|经理|研究员|分析师|架构师|科学家|顾问|运维|测试|负责人|主管|总监|组长|开发|"
    r"运营|销售|SRE|DBA|QA|PM|算法|产品经理"
)
_SPOKEN = r"[^，。、和与跟]{1,8}?(?:语|话|文)"
_SPOKEN_LIST = rf"{_SPOKEN}(?:(?:和|与|跟|、){_SPOKEN})*"
_OURS = r"(?P<topic>我们(?:公司|团队|组|小组|部门)?(?:的)?|公司(?:的)?|团队(?:的)?|组里(?:的)?)"
_HABIT = {"relation": "HAS_HABIT", "confidence": 0.8, "object_type": "Habit", "phrase": True}


SPOKEN_PATTERNS = [
    Pattern(
        "zh.team_called",
        # 我们这个小组内部叫“萤火虫”: the team's name, said as what it is called.
        re.compile(
            # 我所在的小组叫“蜂鸟”: the team one is in.
            r"^(?:(?P<topic>我们)(?:这个)?|我所在的|我在的)(?:小组|组|团队|部门|项目组)(?:内部|平时)?(?:叫|叫做|名叫)"
            r"[“\"「『](?P<obj>[^”\"」』]{1,20})[”\"」』]" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.making_product",
        # 我们在做一款叫“拾光相册”的App: the product being made, by its name.
        re.compile(
            # 我们公司主打产品是一款叫“拾音”的降噪耳机: the product, said as what it is called.
            r"^(?P<topic>我们|我们公司|我们团队)(?:(?:正)?在(?:做|开发|打造)|的?(?:主打|主要|核心)?产品是)(?:一款|一个|个)?"
            r"(?:叫|叫做|名叫)[“\"「『]"
            r"(?P<obj>[^”\"」』]{1,20})[”\"」』]的[^，。]{1,8}" + _END
        ),
        "HAS_PRODUCT",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.company_of_place",
        # 我们是一家长沙的公司: where the company is, said as what kind of company.
        # 一家很小的公司 / 一家互联网的公司 say what kind, not where.
        re.compile(
            r"^(?P<topic>我们)是一家(?![很非比挺太超特])(?!(?:小型|大型|中型|初创|新|老|传统|外资|上市|互联网|科技|软件|游戏)的)"
            r"(?P<obj>[一-龥]{2,4})(?:本地)?的(?:公司|企业|创业公司|工作室|小店|店|团队)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.habit_time_first",
        # 周日晚上我一般备下一周的课: the time first, then the speaker, then a word that says it recurs.
        re.compile(
            r"^(?P<when>(?:周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|周末|工作日|早上|晚上|"
            r"下班后|睡前|饭后|午休)[^，。我]{0,4}?)(?P<topic>我们|我)(?:一般|通常|总是|经常|习惯|基本都|都)(?:会|都会)?"
            r"(?P<obj>[^，。]{2,30}?)" + _END
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    policy(
        "zh.that_is_our_rule",
        # 所有对外发的邮件都要抄送主管，这是我们部门的规矩 / 周五下午一律不发版，这是我们定的: a rule, then whose it is.
        re.compile(
            r"^(?P<obj>[^，。]{2,40}?)[，,]\s*这是(?P<topic>我们|咱们|公司|团队)(?:部门|公司|团队|组|科室)?"
            r"(?:的规矩|定的|的规定|的要求|的铁律|的死规定|的老规矩)" + _END
        ),
    ),
    Pattern(
        "zh.sprint_turns",
        # 迭代按十天一轮来走: the sprint's length, said as one round.
        re.compile(
            r"^(?:我们的?|团队的?)?(?:迭代|冲刺|sprint)(?:周期)?(?:按|是|为)?"
            r"(?P<obj>[一二三四五六七八九十两\d]+(?:天|周|个星期|个礼拜))一(?:轮|个迭代)[^，。]{0,4}?" + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.on_call_turns",
        # 夜班值班每三天轮一次: how often the on-call turn changes.
        re.compile(
            r"^(?:我们的?|团队的?)?(?:[^，。]{0,3})?(?:值班|轮值|oncall|on-call)"
            r"(?P<obj>每[一二三四五六七八九十两\d]*(?:天|周|个星期|个月)轮(?:一次|换一次|换)|按周轮换|每周轮换)" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.all_spoken",
        # 客家话、潮汕话我都能说: the languages first, then that the speaker speaks them all.
        re.compile(rf"^(?P<obj>{_SPOKEN_LIST})(?:我|我们)?(?:都|也都)(?:能|会|可以)(?:说|讲|用)[^，。]{{0,6}}?{_END}"),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.my_clock",
        # 我这边是东京时间: the time zone the speaker is in, said as where they are.
        re.compile(
            r"^我(?:这边|这里|那边|那里)?是(?P<obj>[一-龥A-Za-z]{1,8}时间|UTC[+-]\d{1,2}|GMT[+-]\d{1,2})[^，。]{0,6}?[。！!]?$"
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "zh.used_is",
        # 店里收银用的是客如云 / 我个人记账用的是随手记 / 排班用的是叫“排班宝”的小程序: the tool a task is done with.
        re.compile(
            # 以前我们用的是SVN: a past state is no current tool.
            # 听说隔壁书店用的是…: hearsay is someone else's tool.
            r"^(?![^。]*(?:以前|之前|过去|曾经|原来|当时|那时|听说|据说))"
            # 战队日常沟通用的是…, CI用的是…: a team (战队, 队里 …) or the team's build work says it is the team's tool.
            r"(?P<topic>我们(?:公司|团队|组|小组|部门|科室|实验室|店|物业)?|我个人|我自己|我|店里|门店|公司|团队|科室|实验室|"
            r"战队|队里|组里|工作室|厂里|全厂|CI/CD|CI|CD|构建|部署|发版|监控|日志|代码托管|"
            # 珍珠场记账用的是…: a workshop, a shop or a farm by its own word (who_of says whose).
            r"[一-龥]{1,3}(?:坊|铺|馆|场|园)|"
            # 茶客点单走的是…, 合作社管账用的是…: a business's task, with who it is done for or by (round 10).
            # 记账用的是… (round 17): the task said alone, as a correction says it.
            r"[一-龥]{0,4}(?:点单|下单|收银|记账|管账|排班|订座|预约|进货|发货)|"
            # 排产用的是…: a business's planning of its work, said alone (round 13).
            r"排产|排期|排工|派工|派单|对账|盘点|出货)?"
            # 用的是新加坡时间 is the time one lives by, not a tool.
            # 报修走的是一个叫“千丁”的系统: what goes through a tool is done with it.
            r"[^，。用是]{0,8}?(?:用的是|走的是)(?P<called>一个叫|一款叫|叫)?(?P<q>[“\"「『])?(?![^，。]*时间)"
            r"(?P<obj>[^，。”\"」』的]{1,20}?)[”\"」』]?"
            # 用的是开源的密码管理器 (round 14): with no 叫 and no quotes, what comes before 的 describes a tool
            # without naming it.
            r"(?(called)(?:的[^，。]{1,6})?|(?(q)(?:的[^，。]{1,6})?|))[。！!]?$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "zh.key_value",
        # 时区：UTC-5。/ 职位：产品经理: a profile line, a key and its value.
        re.compile(
            r"^(?:我的)?(?P<cat>时区|职位|职务|岗位|邮箱|昵称|母语|部门)\s*[：:]\s*(?P<obj>[^，。！!？?]{1,30}?)[。！!]*$"
        ),
        "HAS_{cat}",
        0.85,
    ),
    # Tastes.
    Pattern(
        "zh.cannot_stand",
        # 说实话我受不了Lotus Notes / 我特别烦填工时表 / 我挺讨厌每天在OA上填日报的 / Go的错误处理我是真受不了.
        zh(
            r"^(?:(?P<obj>[^，。我]{2,20}?)我(?:是)?(?:真|真的|实在|特别|最)?(?:受不了|讨厌|烦|反感|头疼)|"
            r"我(?:是)?(?:真|真的|实在|特别|挺|很|最)?(?:受不了|烦|讨厌|反感)(?P<lang>[^，。]{2,30}?))" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.only_use",
        # 画图我只用Excalidraw / 我更习惯用LaTeX写东西 / 我还是更喜欢用Vim: the one kept to.
        zh(
            rf"^(?:[^，。我]{{1,8}})?我(?:只用|就只用|更习惯(?:用)?|还是更习惯(?:用)?|更喜欢用)(?P<obj>{_TOOL})"
            r"(?:[^，。]{0,8})" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.someone_into",
        # 组里的小宋很迷Racket: someone the speaker names, and what they are into.
        zh(
            r"^(?:(?:组里|团队里|公司里|部门里)的?)?(?P<topic>(?:小|老(?!大))[一-龥]|我(?:的)?(?:同事|朋友)[一-龥]{0,3})"
            rf"(?:很|特别|超|非常)?(?:迷|爱|痴迷|沉迷于?)(?P<obj>{_NAME_OR_TOOL})" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.prefer_you_use",
        # 本轮对话我更希望你用繁体字回答: how the speaker wants the answers.
        zh(r"^我(?:更)?(?:希望|想要|想让|喜欢)你用(?P<obj>[^，。]{1,10}?)(?:来)?(?:回答|回复|写|答)" + _END),
        "PREFERS",
        0.8,
    ),
    # The speaker's habits, with the time first.
    Pattern(
        "zh.habit_around",
        # 开会前我总会先把议程发到群里 / 下班路上我一般听播客 / 写完代码我会顺手补单测.
        zh(
            r"^(?P<when>[^，。我]{2,10}?(?:前|后|路上|时|的时候|之前|之后|以后|完[^，。我]{0,6}))[，,]?\s*我"
            r"(?:总会|总是|一般|通常|都会|会|习惯)(?:先|顺手|顺便)?(?P<obj>[^，。]{2,30}?)" + _END
        ),
        **_HABIT,
    ),
    Pattern(
        "zh.team_habit",
        # 每周五下午我们组会做一次代码走查 / 每个月最后一个周五，我们部门会搞一次黑客马拉松: the team's habit.
        zh(
            r"^(?P<when>每[^，。]{1,12}?)[，,]?\s*(?:我们(?:组|部门|团队|公司)?|团队|部门|组里)(?:都会|会|都)?"
            r"(?P<obj>(?:做|搞|开|办|举行|进行)[^，。]{2,20}?)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    # The person.
    Pattern(
        "zh.do_kind_of_work",
        # 我是做嵌入式开发的: the kind of work one does.
        zh(r"^我是(?:做|搞|干)(?P<obj>[^，。]{2,12}?)的" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.org_role",
        # 得物的算法工程师 / 平安科技的架构师 (said alone, after the name).
        zh(r"^(?P<org>(?!我|我们|公司|团队)[^，。的]{2,10})的(?P<obj>[^，。的]{0,8}(?:" + _ROLES + r"))" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "zh.now_at",
        # 现在在联影医疗当前端组长 / 我在石头科技负责扫地机的后端开发: a workplace and the work done there.
        zh(
            r"^(?:我)?(?:现在|目前|如今)?在(?P<org>(?!公司|单位|这边|那边|家)[^，。]{2,20}?)(?:当|做|担任|负责)"
            r"(?P<obj>[^，。]{0,12}?(?:" + _ROLES + r"))" + _END
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "zh.lives_said",
        # 我常住昆明 / 我家在泉州 / 我人在新加坡 / 去年搬到了温哥华 / 前年从荆州搬回了老家襄阳.
        zh(
            r"^(?:我)?(?:去年|前年|今年|上个?月|最近|几年前|[一二三四五六七八九十两\d]+年前)?(?:常住|长住|家在|人就?在|定居在?|现居|"
            r"(?:从[^，。]{1,8})?搬(?:到|去|回)了?(?:老家)?)"
            # 我家在装修, 我人在路上: a state of the moment, not a place.
            r"(?!装修|休息|加班|忙|睡|吃|上班|开会|路上|外面|家里|这边|那边|国外|出差|公司|办公室|会议室|车上|地铁)"
            # 我家在三楼: a floor or a room is no place one lives in.
            r"(?P<obj>[^，。]{2,8}?)(?<![楼层室号])" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.by_time",
        # 平时按北京时间作息 / 所以用的是新加坡时间: the time one lives by.
        zh(
            r"^(?:所以|因此)?(?:我)?(?:平时|一般|都)?(?:按|用的是|按照|跟着)(?P<obj>[^，。]{1,10}?时间)"
            r"(?:作息|生活|工作|上班|算|来算)?" + _END
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "zh.hours_span",
        # 我一般上午十点到晚上七点在线 / 工作时间一般是早上八点半到下午五点半.
        zh(
            rf"^(?:(?:我)?(?:一般|通常|平时)?(?P<obj>{_SPAN})(?:在线|上班|工作|办公)|"
            rf"(?:我的)?(?:工作时间|上班时间)(?:一般|通常)?(?:是|为)(?P<lang>{_SPAN}))" + _END
        ),
        "HAS_WORKING_HOURS",
        0.8,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "zh.mother_tongue",
        # 我母语是闽南语 / 俄语是我的母语 / 普通话和英语也都没问题 / 我能用韩语日常交流 / 法语也会一点点.
        zh(
            rf"^(?:我(?:的)?母语是(?P<obj>{_SPOKEN})|(?P<lang>{_SPOKEN})是我的母语|"
            rf"(?P<span>{_SPOKEN_LIST})(?:也)?(?:都)?(?:没问题|不成问题|很流利|挺流利|还行|会一点点?|也会一点点?))"
            + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.language_learned",
        # 粤语是我从小说的语言 / 英语是工作后学的: a language said with when one learned or spoke it
        # (这句话是他说的 is words someone said: no language, and not the speaker's).
        zh(
            rf"^(?!这|那|哪|一|每|[^，。]{{0,4}}(?:句|段|番|些)话)(?P<obj>{_SPOKEN})是(?:我)?"
            rf"(?![^，。]{{0,6}}?(?:他|她|你|别人|老师|大家))[^，。]{{0,6}}?(?:说|讲|学|学会)的(?:语言)?" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.can_use_language",
        # 我能用韩语日常交流.
        zh(rf"^我(?:能|可以|会)用(?P<obj>{_SPOKEN})(?:日常|流利地?)?(?:交流|沟通|对话|聊天|工作)" + _END),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    # The team's things.
    Pattern(
        "zh.team_called",
        # 组名叫北极星 / 我们小组叫“雨燕”.
        zh(
            r"^(?:(?:我们的?)?(?:组名|团队名|小组名|队名|组的名字)(?:叫|是)“?(?P<obj>[^，。”]{1,10})”?|"
            r"我们(?:小组|组|团队|部门)(?:叫|叫做|名叫)“?(?P<lang>[^，。”]{1,10})”?)" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.product_called",
        # 我们做的产品叫“青禾记账”.
        zh(r"^(?:我们|我们公司|公司)(?:做的|的|主打的)产品(?:叫|叫做|名叫|是)“?(?P<obj>[^，。”]{1,12})”?" + _END),
        "HAS_PRODUCT",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.head_office",
        # 总部在常州.
        zh(r"^(?:我们|我们公司|公司)?(?:的)?总部(?:在|位于|设在)(?P<obj>[^，。]{2,10})" + _END),
        "LOCATED_IN",
        0.85,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.sprint_is",
        # 我们一个Sprint是十个工作日 / 一个迭代我们定的是两周.
        zh(
            r"^(?:我们)?(?:一个)?(?:sprint|迭代|冲刺)(?:我们)?(?:是|定的是|为|定为)(?P<obj>[^，。]{1,8}?(?:天|周|工作日|星期))"
            + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.on_call_rota",
        # 值班每周一早上交接 / 值班按两周一轮来排.
        zh(
            # 节假日值班按部门轮: who takes the turn, by group.
            r"^(?:[^，。]{1,4})?值班(?:(?:是)?(?P<obj>每(?:周|两周|天|月))[^，。]{0,8}(?:交接|轮换|换人|轮)|"
            r"按(?P<lang>[^，。]{1,6}一轮)(?:来排|排)?|"
            r"(?P<span>按(?:部门|科室|小组|组|班组|人头|科)(?:轮流|轮换|轮)))" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.standup_set",
        # 站会定在每天上午十点十五分.
        # 每天早上八点二十开站会: the time first, then the standup held at it.
        zh(
            # 站会十点零五 (round 19): the time straight after the meeting's name.
            r"^(?:站会|晨会|每日站会)(?:定在|在|是)?(?:每天)?(?P<obj>" + _CLOCK + r")(?:开始|开)?" + _END + "|"
            r"^(?:我们|团队|组里)?(?:每天|每个工作日|工作日)(?P<lang>" + _CLOCK + r")(?:准时)?(?:开|开始)"
            # 开个早会 (round 13): a measure word before the meeting.
            r"(?:个|一个|一下)?(?:站会|晨会|早会)" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
        phrase=True,
    ),
    policy(
        "zh.strictly_forbidden",
        # 我们组严禁把密钥提交到仓库里 / 团队规定，周末不发版.
        zh(
            r"^(?:(?:我们(?:组|团队|公司|部门)?|团队|公司|组里)(?:严禁|禁止|不允许|不准)(?P<obj>[^，。]{2,30}?)|"
            r"(?:团队|公司|我们|组里|部门)?规定[，,：:]?\s*(?P<lang>[^，。]{2,30}?))" + _END
        ),
    ),
    Pattern(
        "zh.kept_in_tool",
        # 我们组的接口文档都放在YApi里 / 代码我们都放在CodeArts上 / 埋点数据都进神策了.
        zh(
            # The team's (我们, 公司, 组里 …) or a tool named in Latin letters: 钥匙放在桌子上 is no tool.
            r"^(?=[^，。]*(?:我们|公司|团队|组里|咱们)|[^，。]*(?:放在|存在|放到|存放在|托管在|进了?)[A-Za-z0-9])"
            rf"(?:{_OURS})?[^，。]{{0,10}}?(?:我们)?(?:都|全都|全部)?(?:放在|存在|放到|存放在|托管在|进了?)"
            rf"(?P<obj>{_NAME_OR_TOOL}?)(?:里|上|中)?" + _END
        ),
        "USES",
        0.75,
        who=WE,
    ),
    Pattern(
        "zh.relies_on",
        # 公司内部沟通全靠企业微信.
        zh(rf"^{_OURS}[^，。]{{0,8}}?(?:全靠|都靠|主要靠|靠)(?P<obj>{_NAME_OR_TOOL})" + _END),
        "USES",
        0.75,
        who=WE,
    ),
    Pattern(
        "zh.writes_tool",
        # 平时写PySpark / 组里用Hudi做数据湖: a named tool one writes or the group uses.
        zh(
            rf"^(?:(?P<topic>组里|团队里|公司里|我们组|我们团队)|我)?(?:平时|主要|一般|日常)?(?:写|用)(?P<obj>{_TOOL})"
            r"(?:(?:做|来|写)[^，。]{0,8})?" + _END
        ),
        "USES",
        0.8,
    ),
    # Ends.
    Pattern(
        "zh.gave_up",
        # 印象笔记我早就弃坑了 / 禅道我们两年前就弃用了: the thing first, then who gave it up.
        zh(
            r"^(?!假设|如果|要是|假如)(?P<obj>[^，。我]{2,12}?)(?P<topic>我们|我)[^，。]{0,6}?(?:弃坑|弃用|停用|不用|下线|"
            r"淘汰)了" + _END
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "zh.took_down",
        # 我们今年初把Zabbix下线了.
        zh(
            rf"^(?!假设|如果|要是|假如)(?P<topic>我们|公司|团队|我)?[^，。把]{{0,6}}把(?P<obj>{_NAME_OR_TOOL})"
            r"(?:下线|停用|弃用|废弃|淘汰)了" + _END
        ),
        "USES",
        0.85,
        kind="end",
    ),
    # Updates said with 更新成 / 改为.
    Pattern(
        "zh.update_city",
        zh(
            r"^(?:我的)?(?:所在城市|城市|居住地|住址)(?:那项|这项)?(?:请|帮我)?(?:更新|改|修改|变更)(?:成|为|到)"
            r"(?P<obj>[^，。]{2,8})" + _END
        ),
        "LIVES_IN",
        0.9,
        object_type="Place",
    ),
    Pattern(
        "zh.update_timezone",
        zh(r"^(?:我的)?时区(?:那项|这项)?(?:请|帮我)?(?:更新|改|修改|变更)(?:成|为|到)(?P<obj>[^，。]{2,10})" + _END),
        "HAS_TIMEZONE",
        0.9,
        object_type="Timezone",
    ),
    Pattern(
        "zh.update_role",
        # 我的职位更新一下，改成技术总监 (the two clauses read as one).
        zh(
            r"^(?:我的)?(?:职位|岗位|职务|头衔)(?:那项|这项)?(?:更新一下[，,]\s*)?(?:请|帮我)?(?:更新|改|修改|变更)(?:成|为|到)"
            r"(?P<obj>[^，。]{2,10})" + _END
        ),
        "HAS_ROLE",
        0.9,
        object_type="Role",
    ),
    # Round 16: a software team's work said where it is kept, how long its sprint is, how often it ships.
    Pattern(
        "zh.work_kept_in_tool",
        # 需求在飞鸽看板上排 / 代码放在自建的 Gitea 里 / 文档都放在墨格上: a kind of the team's work, then the tool it
        # is kept or planned in (自建的, 公司的 say whose copy, no part of the name).
        zh(
            # 需求和缺陷都记在「…」里 (round 18): two kinds of work kept in the one tool.
            r"^(?P<topic>我们|咱们|组里|团队)?(?:的)?(?:(?:需求|任务|代码|文档|工单|缺陷|bug|接口文档|设计稿|周报|排期|迭代)[和跟、])?"
            r"(?:需求|任务|代码|文档|工单|缺陷|bug|接口文档|设计稿|周报|排期|迭代)"
            # 任务排在「…」上 / 代码托管在「…」 (round 17): 排在 as well, and a bracketed name needs no 上 or 里.
            r"(?:都|现在|目前|一般)?(?:在|放在|存在|托管在|记在|写在|管在|排在)(?:自建的|公司的|内部的|我们的|自己的)?\s*"
            rf"(?:[「“\"](?P<lang>[^」”\"]{{2,12}})[」”\"]\s*(?:上|里)?|[「“\"]?(?P<obj>{_TOOL}|[一-龥]{{2,6}}?)[」”\"]?\s*(?:上|里))"
            r"(?:排|管理|管|跟踪|写|维护|放着|记)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.sprint_cycle_set",
        # 迭代周期定的是十五个工作日 / 冲刺长度是两周: the length said of the cycle.
        zh(
            r"^(?:我们的?|团队的?|组里的?)?(?:迭代|冲刺|sprint)(?:周期|长度|时长)(?:定的是|是|为|定为|一般是)"
            r"(?P<obj>[一二三四五六七八九十两\d]+个?(?:工作日|天|周|星期|礼拜))" + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.release_is_every",
        # 发版是每周四一次 / 上线一般是每两周一次: how often the team ships, said with 是.
        zh(
            # 发版一个月一次，一般在十号左右 (round 17): how often with no 是, when said in a clause after it.
            r"^(?:我们的?|团队的?|组里的?)?(?:发版|发布|上线|版本发布)(?:节奏)?(?:一般|通常)?(?:是|为)?"
            r"(?P<obj>每[^，。]{1,6}?(?:一次|一版)|一周[一二两三]次|一个月[一二两三]次|[一二两三]周一次)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.github_line",
        # GitHub 是 wangshu-qa / github：lin-dev: a profile line with no 我的 before it.
        zh(
            r"^(?:我的)?\s*github\s*(?:账号|帐号|用户名|ID|id)?\s*(?:是|：|:)\s*"
            r"(?P<obj>[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))" + _END
        ),
        "HAS_GITHUB_HANDLE",
        0.85,
    ),
    Pattern(
        "zh.boss_titled",
        # 我的直属领导是研发总监伍振川: the boss's title before the name is no part of it.
        zh(
            r"^我的(?:直属|直接)?(?:领导|上司|上级|老板|经理|主管)是[一-龥]{0,4}?(?:" + _ROLES + r")"
            r"(?P<obj>[一-龥]{2,3})" + _END
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "zh.clients_mostly_two",
        # 客户大多是…和… / 客人多是附近的街坊和外地来的游客 (round 18): who the clients mostly are, two said with 和.
        zh(
            r"^(?:我们的?|店里的?)?(?:客户|客人|顾客|主顾)(?:大多|多|主要|大部分|基本上?)(?:都)?是"
            # …和来旅游的 (round 19): a second said as a verb with 的 and no noun (those who come to travel) names
            # no kind of client; the first is kept alone.
            r"(?P<obj>[^，。和跟]{2,12}?)(?:和|跟|、)(?:[来去][^，。]{1,8}的|(?P<second>[^，。]{2,12}?))" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "zh.yearly_named_event",
        # 每年三月坊里办一次「蓝布市集」 (round 18): how often, then an event the place holds by its name, the name
        # alone.
        zh(
            r"^(?:每年|每个?月|每季度?|每逢)[^，。「“]{0,10}?(?:办|举办|搞|开)(?:一次|一回|一场)?"
            r"[「“](?P<obj>[^」”]{1,15})[」”]" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.task_we_no_longer_use",
        # 监控我们不用「夜哨」了 (round 16): the task said first, then that the team no longer uses a tool for it.
        zh(
            rf"^{_TEAM_TASK}(?P<topic>我们|咱们)"
            r"(?:已经|早就|现在)?不(?:再)?(?:用|使用)[「“\"]?(?P<obj>[^，。「」“”\"]{2,12}?)[」”\"]?了?" + _END
        ),
        "USES",
        0.85,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.task_moved_to",
        # 文档我们已经从语雀迁到了「墨格」 (round 16): the task said first, then the tool the team moved it to.
        zh(
            rf"^{_TEAM_TASK}(?P<topic>我们|咱们)?"
            # 构建我们从「蒸笼CI」换到了「风车构建」 (round 17): the tool left is ended beside the one now used.
            r"(?:已经|早就|去年|今年)?从[「“\"]?(?P<old>[^，。「」“”\"]{1,12}?)[」”\"]?(?:迁到|迁移到|换到|切到|搬到)了?"
            r"[「“\"]?(?P<obj>[^，。「」“”\"]{2,12}?)[」”\"]?(?:上|里)?" + _END
        ),
        "USES",
        0.85,
        who=WE,
        also=(("old", "USES", "", "end"),),
    ),
]
