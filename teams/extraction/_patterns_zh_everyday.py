"""Chinese patterns for everyday turns of phrase the earlier tables did not know: a taste with the task said
first (开会我更喜欢站着开) or pointed back to (…，我最烦这个), where one is said as 坐标, the languages one works in,
the team's system named after its work (病历系统是…), rules said with no subject (进机房必须两个人一起), the whole
team's routine (全厂一起…), a release said as 每…发一次版, where the office is, someone else's favourite tool
(我们组长老卢特别爱用…), and a name corrected (名字写错了，应该是…); from round 6, names one goes by (叫我…就行),
the clock kept, shifts, kinds of person (…控), the team's records and services, duties that rotate, products named
in quotes, a family business's goods and tools no longer used. Read first among the Chinese patterns, before
teams.extraction._patterns_zh_spoken."""


from teams.extraction._patterns import OTHER, SELF, WE, Pattern, policy, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
_SPOKEN = r"[^，。、和与跟]{1,8}?(?:语|话|文)"
_SPOKEN_LIST = rf"{_SPOKEN}(?:(?:和|与|跟|、){_SPOKEN})*"
_CLOCK = (
    r"(?:早上|上午|中午|下午|晚上|凌晨)?[一二三四五六七八九十零两\d]{1,3}点(?:半|[一二三四五六七八九十零\d]{1,3}分?)?"
)


EVERYDAY_PATTERNS = [
    Pattern(
        "zh.task_first_prefer",
        # 开会我更喜欢站着开: the task first, then the way of doing it the speaker prefers.
        # 把我最喜欢的编辑器改成… is an update, not a taste.
        zh(
            r"^(?!把|将)(?P<setting>[^，。我你他她]{1,6}?)我(?:更|最|比较|还是)(?:喜欢|爱|习惯)(?!的)"
            r"(?P<obj>[^，。]{2,20}?)" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.this_i_hate",
        # 周一一早就开两小时的会，我最烦这个: what the speaker hates, said first and pointed back to.
        zh(
            r"^(?P<obj>[^，。我]{2,30}?)[，,]\s*我(?:最|真的|特别|很|超)?(?:烦|讨厌|受不了|怕)(?:这个|这种|这事|这种事)"
            + _END
        ),
        "DISLIKES",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.coordinates",
        # 坐标喀什: where the speaker is, said as a map pin.
        # 坐标轴, 坐标系 are no pins; a place is a short name, nothing done after it.
        zh(r"^(?:我)?(?:坐标|定位)(?!轴|系)\s*(?P<obj>[一-龥]{2,5}?)(?:这边|那边)?" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.here_on_clock",
        # 我在卡尔加里，按落基山时间算: where the speaker is, then the clock they keep there.
        zh(
            r"^我(?:现在|目前)?(?:人)?在(?P<obj>[一-龥]{2,6}?)[，,]\s*(?:所以)?(?:按|按照)(?P<tz>[^，。]{1,10}?时间)"
            r"(?:算|来算|作息|生活|工作)?" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
        also=(("tz", "HAS_TIMEZONE", "Timezone"),),
    ),
    Pattern(
        "zh.work_languages",
        # 我日常工作用英语和德语 / 老家话是温州话: the languages one works in, and the one from home.
        zh(
            rf"^我(?:日常|平时)?(?:工作|上班|交流)(?:中|上)?(?:用|说|讲)(?P<obj>{_SPOKEN_LIST})" + _END + "|"
            rf"^(?:我的?)?(?:老家话|家乡话|家里话|方言)是(?P<lang>{_SPOKEN})" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.our_system_is",
        # 我们牙科诊所的病历系统是e看牙: the system the team does a kind of its work in.
        zh(
            r"^(?P<topic>我们)[^，。的]{0,8}的[^，。的]{0,6}(?:系统|软件|平台)(?:用的)?是"
            r"[“\"「『]?(?P<obj>[^，。”\"」』]{1,20}?)[”\"」』]?" + _END + "|"
            # 我们诊所的电子病历是某某科技的系统: the maker of the system named.
            r"^(?P<we>我们)[^，。的]{0,8}的[^，。的]{1,6}是(?P<lang>[^，。的]{2,10})的(?:系统|软件|平台)" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    policy(
        "zh.must_no_subject",
        # 进机房必须两个人一起: a rule said of the work, no one named (我明天必须早起 is the speaker's day).
        zh(
            # 物业这边规定，…: whose rule it is, said first.
            r"^(?:[^，。]{1,6}规定[，,：:]\s*)?(?!我|你|他|她|今天|明天|后天|这周|本周|下周|这个月|现在|马上)"
            r"(?P<obj>[^，。]{1,12}?(?:必须|一律|一定要)[^，。]{2,20}?)" + _END
        ),
    ),
    Pattern(
        "zh.all_together",
        # 每个月最后一个周四，全厂一起搞品酒会: what the whole team does together, and when.
        zh(
            r"^(?P<when>每[^，。]{1,12}?)[，,]?\s*(?:全厂|全公司|全组|全员|全体|大家|我们)(?:都)?一起"
            r"(?P<obj>[^，。]{2,20}?)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.release_every",
        # 固件每两个月发一次版: how often the team ships a version (我们每两周发布一次 stays a habit, as the
        # earliest parts label it).
        zh(
            r"^(?:我们的?)?[^，。每]{0,6}?(?P<obj>每[^，。]{1,6}?)(?:发一次版|发一版|发版一次|发一次新版|更新一次版本|发一个(?:新)?版本|出一个(?:新)?版本)"
            + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.office_in",
        # 我们办公室在深圳南山科技园那边: where the team's office is.
        zh(
            # 我们公司在开会 / 在招人 says what the company is doing, not where it is.
            r"^(?P<topic>我们)(?:的)?(?:公司|办公室|工作室|总部)(?:就)?在"
            r"(?!开|忙|招|做|搞|讨论|加班|装修|搬|放假|休息|面试|培训|准备|考虑|用|赶)(?P<obj>[^，。]{2,15}?)(?:那边|附近|一带|这边)?"
            + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.boss_loves",
        # 我们组长老卢特别爱用简道云: someone the speaker works with, and the tool they love.
        zh(
            # 同事阿杰特别喜欢用…: a colleague named without 我的 too.
            r"^(?:我们|我的?)?(?:组长|主管|老板|领导|经理|同事|师傅|导师|老师)[^，。]{0,3}?(?:特别|很|最|超|非常)?"
            r"(?:爱用|喜欢用|偏爱)(?P<obj>[^，。]{1,20}?)" + _END
        ),
        "PREFERS",
        0.8,
        who=OTHER,
    ),
    Pattern(
        "zh.name_corrected",
        # 名字写错了 应该是瞿蔓: the name as it should be (the wrong one, 不是…, is the correction's).
        zh(
            r"^(?:刚才|之前|上次|前面)?(?:我的?)?名字(?:写错了|打错了|说错了|错了)[，,\s]*(?:应该是|是|正确的是)\s*(?P<obj>[一-龥]{2,4}?)"
            r"[，,\s]*" + _END
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern(
        "zh.whole_staff_every",
        # 每周五全员开一次复盘会: what the whole staff does, and when (no 一起 said).
        zh(
            r"^(?P<when>每[^，。全]{1,8}?)[，,]?\s*(?:全员|全体员工|全体|全厂|全公司|全组|全店)(?:都)?"
            # 每周五全员都很累 says how they are, not what they do.
            r"(?!都?(?:很|太|挺|超|不|没))"
            r"(?P<obj>[^，。]{2,20}?)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.call_me",
        # 叫我小岳就行 / 喊我阿坤就好，…: the name one goes by.
        zh(
            r"^(?:你)?(?:叫|喊|称呼)我(?!一声|一下|起来|起床|出来|过去)(?P<obj>[一-龥A-Za-z]{1,4}?)(?:就行|就好|就可以|吧)(?:[，,].*)?"
            + _END
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "zh.role_at_branch",
        # 我在顺丰的一个网点当主管: a post at one branch of a named company.
        zh(
            # 在山西清徐的醋坊当…: what follows 的 must be a branch of the company, not a workshop in a place.
            r"^我(?:现在)?在(?P<org>[^，。的]{2,10}?)的(?:一个|一家)?"
            r"[^，。的当做]{0,2}(?:网点|分店|门店|分公司|分部|仓库|站点|营业部|支行|办事处|门市|分行|分院|分校)(?:当|做|任)"
            r"(?P<obj>[一-龥]{1,6}?)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "zh.by_clock",
        # 我在惠灵顿，新西兰那个，按新西兰时间算: the clock kept, said after an aside.
        zh(r"^[^，。]{1,8}[，,]\s*(?:所以)?(?:按|按照)(?P<obj>[^，。]{1,10}?时间)(?:算|来算)" + _END),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "zh.on_clock_used",
        # 我这边用的是东部时间: the time the speaker keeps (not a tool).
        zh(r"^我(?:这边|这里|现在)?(?:用的是|用|按的是)(?P<obj>[^，。]{1,10}?时间)" + _END),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "zh.work_language_is",
        # 工作语言是韩语 / 意大利语我能日常交流: a language one works in, or can hold a conversation in.
        zh(
            rf"^(?:我的?)?(?:工作语言|第一语言|母语)是(?P<obj>{_SPOKEN_LIST})" + _END + "|"
            rf"^(?P<lang>{_SPOKEN})我(?:能|可以|会)(?:用来)?(?:日常|简单|基本|流利地?)?(?:交流|沟通|对话)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.talk_with_in",
        # 平时跟客户都用粤语沟通: the language one works with others in (no habit).
        zh(
            rf"^(?:平时|日常|工作中|工作上)?(?:跟|和|与)[^，。]{{1,8}}?(?:都|也|一般)?(?:用|说|讲)(?P<obj>{_SPOKEN})"
            r"(?:沟通|交流|聊|对接)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.my_shift_is",
        # 我的班是早上七点到下午三点: one's shift, from and to.
        zh(rf"^我的(?:班|班次|工作时间|上班时间)是(?P<obj>{_CLOCK}(?:到|至|-|~){_CLOCK})" + _END),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "zh.i_am_a_kind",
        # 我是个购物狂 / 我是个咖啡控: a kind of person, named by its suffix; 我是个话痨 / 我是个起床困难户 (round 7).
        zh(r"^我是(?:个|一个)(?P<obj>[一-龥]{1,4}(?:狂|控|迷|党|精|痨|户|鬼|盲|货|性子))[，,]?[^，。]{0,12}" + _END),
        "IS_A",
        0.8,
        object_type="Trait",
    ),
    Pattern(
        "zh.key_github",
        # GitHub用户名：x-y: the handle said as a profile line.
        # github 账号 motang-xie: spaces in place of the colon.
        zh(
            r"^(?:我的)?(?:GitHub|gh)\s*(?:用户名|账号|帐号|ID|名)?(?:\s*[：:]\s*|\s+)"
            r"(?P<obj>[A-Za-z0-9._-]{1,39})" + _END
        ),
        "HAS_GITHUB_HANDLE",
        0.85,
        object_type="GithubHandle",
    ),
    Pattern(
        "zh.records_with",
        # 销售数据我们都看生意参谋 / 排班表都放在飞书里 / 部署用Jenkins: a kind of the team's records or work, and
        # the tool it is in.
        zh(
            r"^(?P<setting>[^，。我]{0,6}(?:数据|报表|排班表|表格|文档|资料|账目|订单|库存|记录))(?P<topic>我们)?(?:都|一般|平时)?"
            r"(?:看|用|放在|存在|记在)(?!不|没|一下)(?P<obj>[^，。]{2,12}?)(?:里|上|里面)?" + _END + "|"
            r"^(?:部署|发布|构建|打包|上线|监控|测试)(?:都)?用(?P<lang>[A-Za-z][\w.+-]{1,20})" + _END
        ),
        "USES",
        0.75,
        who=WE,
    ),
    Pattern(
        "zh.goes_through",
        # 我们客栈的订单都走美团: a kind of the team's work goes through a service.
        zh(
            r"^(?P<topic>我们)[^，。]{0,8}?的?(?:订单|预约|支付|付款|快递|物流|发货|报销|审批|预订)(?:都|全|全部)?走"
            r"(?P<obj>[^，。的]{2,10}?)" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    policy(
        "zh.rule_said",
        # 驿站这边规定，快件放满三天就电话提醒: whose rule it is, said first, then the rule (any shape).
        zh(r"^[^，。我你他她]{1,6}(?:这边|这里)?规定[，,：:]\s*(?P<obj>[^，。]{4,24}?)" + _END),
    ),
    Pattern(
        "zh.turns_every",
        # 值班护士每周轮一次: a duty that rotates, and how often.
        zh(
            r"^[^，。我]{0,6}(?:夜班|值班|值夜|轮值|急诊|备勤)[^，。]{0,4}?(?P<obj>每[^，。]{1,4}?轮(?:一次|换一次|一回|换))"
            + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.made_one_called",
        # 我们做了一个叫“鹊桥”的排班小程序: a product the team made, named in quotes.
        zh(
            r"^(?P<topic>我们)(?:公司|团队)?(?:做了|开发了|推出了|出了|上线了)(?:一个|一款)叫[“\"「『]?"
            r"(?P<obj>[^”\"」』，。]{1,12}?)[”\"」』]?的[^，。]{1,15}" + _END
        ),
        "HAS_PRODUCT",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.our_place_sells",
        # 我们家茶园卖明前龙井，也卖一点白茶: what the family business sells (a place of trade after 我们家).
        zh(
            r"^我们家(?:的)?[^，。]{1,3}(?:场|园|店|厂|铺|坊)(?:主要)?卖(?P<obj>[^，。]{1,12}?)" + _END + "|"
            # …，也卖一点白茶 (read with the subject before it): one more thing sold.
            r"^(?P<topic>我们)(?:也|还)卖(?:一点|一些|点)?(?P<lang>[^，。]{1,12}?)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.no_longer_use",
        # 我早就不用有道云笔记了 / 我们诊所已经不用纸质病历了: a tool no longer used.
        zh(
            r"^(?P<topic>我们[^，。不]{0,4}?|我)(?:早就|已经|早已|现在|都)不(?:再)?用"
            # 我早就不用担心这个了: 不用 as "no need to" is no tool.
            r"(?!担心|管|去|来|说|想|怕|上班|加班|急|着急|客气|谢|操心|麻烦|再|等|排队|花钱)(?P<obj>[^，。]{1,15}?)了"
            + _END
        ),
        "USES",
        0.85,
        who=SELF,
        kind="end",
    ),
]
