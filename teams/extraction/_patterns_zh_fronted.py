"""Chinese patterns for what is said first and owned after (round 11, issue #25): the goods before the
business that sells them (蓝靛染的桌布、围巾，合作社都在卖; the clauses are joined by the pipeline), the thing before
the taste (玻璃杯不喜欢), a task before who does it in a tool (订房我们用…, 合作社的订单现在用…管理, 园子的票都走…卖),
the works' name (我们厂叫…), a rule after a colon (纸坊的规矩：…), hours of a kind of work (捞纸的工时是…) or of a
desk one keeps (民宿前台我值班，早八点到下午四点), the home (家住…), a township one works in with any verb (我在泾县捞
宣纸), premises opened at a place told with 的 (开在永定的洪坑村) or said as one's own (我的二手相机店在…), a workplace
by its word after a town (在天津的三槐社说相声), a weekly event held in a place (周五晚上园子里有…), the head of the
works (我们社长是…), a crew's own name for itself (自称「…」), a comparison (…比…好喝多了), a name others call one,
a time zone set, a role before a name (我是打石师傅公羊砚) and a kind of person (我这人是个…). FIRST_PATTERNS correct
an older reading and are read before every other Chinese pattern; LATER_PATTERNS after them all."""

from teams.extraction._patterns import WE, Pattern, policy, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
_TOOL = r"(?P<obj>[A-Za-z0-9一-龥][A-Za-z0-9_.+#一-龥-]{1,12}?)"
_CLOCK = (
    r"(?:早上|上午|中午|下午|晚上|凌晨|早|晚)?[一二三四五六七八九十零两\d]{1,3}点"
    r"(?:半|一刻|三刻|[一二三四五六七八九十零\d]{1,3}分?)?"
)
_SPAN = rf"(?P<obj>{_CLOCK}\s*(?:到|至|-|~|～){_CLOCK})"
# A business by its own word (纸坊, 园子, 民宿, 合作社, 厂).
# (an airport, a market, a square or a stage is no one's business.)
_BUSINESS = (
    r"(?:(?!机场|市场|商场|广场|现场|球场|操场)[一-龥]{0,4}(?:(?:坊|铺|馆|场|园|社|厂|店)子?|民宿|客栈|工作室|剧团|茶馆))"
)
# A business's records or trade, said as the topic.
_TASK = r"(?:订单|订房|订座|票|账|账目|库存|会员|预约|排班|货|外卖|收银|记账)"
_NAME = r"(?P<obj>[一-龥]{2,4})"

FIRST_PATTERNS = [
    Pattern(
        "zh.task_we_use",
        # 订房我们用百居易: the task first, then who does it in which tool (the business's).
        zh(rf"^{_TASK}我们(?:都|一直|现在|一般)?(?:用|在用)(?!的){_TOOL}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.task_used_is",
        # 订房用的是云掌柜 (a correction's wrong value blanked after it): a business's task's tool is the business's.
        zh(rf"^\s*{_TASK}(?:用的是|用){_TOOL}\s*" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.business_records_in_tool",
        # 合作社的订单现在用万里牛管理 / 园子的票都走猫眼卖: the business's records, and the tool they go through.
        zh(
            rf"^{_BUSINESS}的{_TASK}(?:现在|目前|都|全|一直)*(?:用|走|在用|通过){_TOOL}"
            r"(?:管理|管|记|卖|出|发|处理|下单)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.shop_ended_tool",
        # 店里早就不用好生意了: the shop stopped using a tool (早就 before 不用).
        zh(
            rf"^(?:店里|铺里|厂里|{_BUSINESS}里?)(?:早就|已经|早已|现在)?不(?:再)?用{_TOOL}"
            r"(?:[做来记管][一-龥]{0,4})?了?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.now_using",
        # 店里现在用生意专家 (the subject carried from the clause before): the shop's tool now.
        zh(rf"^(?:店里|铺里|厂里){_BUSINESS}?现在(?:改)?用{_TOOL}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.role_then_name",
        # 我是打石师傅公羊砚: the trade, then the name, with no comma between.
        # (a master, 师傅, or a craftsman, 匠: 工程师 and 工艺师 end in no name).
        zh(r"^我是(?!一名|一个|个)(?P<role>[一-龥]{1,4}(?:师傅|匠))(?P<obj>(?!们)[一-龥]{2,4})" + _END),
        "HAS_NAME",
        0.8,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "zh.this_person_is_a",
        # 我这人是个老好人: a kind of person one is.
        zh(r"^我这(?:个)?人(?:就)?是个(?P<obj>[一-龥]{2,4})" + _END),
        "IS_A",
        0.8,
        object_type="Trait",
    ),
]

LATER_PATTERNS = [
    Pattern(
        "zh.goods_then_who_sells",
        # 蓝靛染的桌布、围巾，合作社都在卖 / 石狮子、石灯笼，我们厂都出: the goods, then who sells or makes them.
        zh(
            rf"^(?P<obj>[^，,。]{{2,30}})[，,]\s*(?:我们|咱们)?{_BUSINESS}?(?:都|也|全)(?:在)?(?:卖|出|做|有卖)"
            # 我们厂都做都卖 (round 12).
            r"(?:都(?:卖|出|做))?"
            + _END
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.sold_in_place",
        # 园子里卖盖碗茶和瓜子: what is sold in the business's place (not a market's: 超市里卖的…).
        zh(r"^(?!超市|市场|商场)(?:[一-龥]{1,3})里(?:主要|也|还)?卖(?!的)(?P<obj>.+?)" + _END),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.thing_then_dislike",
        # 玻璃杯不喜欢: the thing first, the dislike after, no one said (the speaker).
        # (在家不喜欢 says where, not what: no place, pronoun or adverb first.)
        # Perl 真的受不了 (round 16): a name in Latin letters, and a word of degree before the dislike.
        zh(
            r"^(?P<obj>(?![在我你他她这那也都就还])[一-龥]{2,6}?|[A-Za-z][A-Za-z0-9+#.-]{0,20})\s*(?:我)?"
            r"(?:真的|真|实在|是真的|是真)?(?:不喜欢|不爱|受不了|看不上)" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.for_task_i_prefer",
        # 冲茶我偏爱粗陶壶: for a task, the thing one prefers.
        zh(r"^[一-龥]{1,4}我(?:偏爱|最爱|更爱|爱用|偏好|更喜欢)(?P<obj>[一-龥]{2,6})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.better_than",
        # 手工炒青比机器炒的好喝多了: the one preferred, compared with another.
        zh(r"^(?P<obj>[一-龥]{2,8})比[一-龥]{1,8}(?:好喝|好吃|好用|顺手|舒服|耐用)(?:多了|得多|太多了)?" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.works_called",
        # 我们厂叫青檀纸坊: the works one is at, by its name.
        zh(
            r"^我们(?:(?:厂|店|社|坊|铺|馆|园)子?|团|公司|工作室|民宿)(?:的名字)?(?:叫|名叫|名字叫)"
            r"(?P<obj>[一-龥A-Za-z]{2,10})" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    policy(
        "zh.rule_after_colon",
        # 纸坊的规矩：晒纸房里不准抽烟 / 后台的规矩：…: a place's rule after a colon.
        # 店里规矩：… (round 15): the place said as "in the shop" (店里, 铺里, 厂里), with no 的.
        # 部门规矩：… (round 16): the department, the team or the company said alone.
        zh(r"^(?:[一-龥]{1,4}的|[一-龥]{1,2}里|部门|团队|公司|项目组)(?:规矩|规定|规则)[：:]\s*(?P<obj>.+?)" + _END),
    ),
    Pattern(
        "zh.work_hours_are",
        # 捞纸的工时是早六点到下午两点: the hours of a kind of work.
        zh(rf"^[一-龥]{{1,4}}的(?:工时|上班时间|工作时间|班)是{_SPAN}" + _END),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "zh.desk_i_keep_hours",
        # 民宿前台我值班，早八点到下午四点: a desk one keeps, then its hours (the pipeline joins a bare span).
        zh(rf"^[一-龥]{{0,6}}我(?:值班|上班|当班|守着)[，,]\s*{_SPAN}" + _END),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "zh.home_in",
        # 家住丹寨: where one's home is.
        zh(r"^家住(?:在)?(?P<obj>[一-龥]{2,6})" + _END),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "zh.in_township_any_verb",
        # 我在泾县捞宣纸: a county or a village one works in, whatever the verb (no trade said after it).
        zh(
            r"^我在(?P<obj>[一-龥]{1,4}(?:县|镇|乡|村|旗))(?!做[一-龥]*(?:师傅|师|工|匠))"
            r"[捞做织烧种养编刻打酿晒染采制造炒烤雕绣扎晾烧][一-龥]{1,5}" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.in_town_trade_work",
        # 我在沈家门晒鱼鲞 / 我在常德开米粉店 (round 15): a town with no county's word, then a trade's own work (drying,
        # brewing, opening a shop) is where one lives; a premises (…店, …厂, 家, 网上) before the verb is no town, and
        # 做 is left out (我在北京做程序员 says a job, not a craft).
        zh(
            r"^我在(?P<obj>[一-龥]{2,4})(?<![店厂坊铺场园馆堂司校院部组室所局行站里上下中边家楼台处])"
            r"(?:开(?:了)?(?:一家|家|个)?[一-龥]{1,6}(?:店|馆|铺|坊|厂|作坊)|[晒腌酿烧织编雕绣捏捞染][一-龥]{1,5})"
            + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.opened_at_of",
        # 土楼民宿开在永定的洪坑村: premises opened in a village of a county (the last place is kept).
        zh(rf"^{_BUSINESS}开在(?:[一-龥]{{1,4}}的)?(?P<obj>[一-龥]{{2,6}})" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.my_shop_is_in",
        # 我的二手相机店在鼓浪屿: the shop one owns, and where it is.
        zh(r"^我的[一-龥]{0,6}(?:店|铺|馆|坊|工作室|民宿|客栈)(?:开)?在(?P<obj>[一-龥]{2,6})" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.at_named_works",
        # 在天津的三槐社说相声: a workplace by its word (…社, …坊, …馆), after the town it is in.
        zh(
            r"^(?:我)?在[一-龥]{2,4}的(?P<obj>[一-龥]{2,5}(?:社|坊|馆|剧团|剧场|茶馆|厂))"
            r"(?:说|唱|演|做|干|当|工作|上班)[一-龥]{0,4}" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "zh.weekly_event_in_place",
        # 周五晚上园子里有拼盘专场: an event held on a weekday in the business's place.
        zh(
            r"^(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:晚上|下午|上午|早上)?[一-龥]{1,4}里(?:都)?有"
            r"(?P<obj>[一-龥]{2,8})" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.our_head_is",
        # 我们社长是杨阿妹: the head of the works one is at is the one one reports to.
        zh(rf"^我们(?:社长|厂长|店长|老板|掌柜|团长|班主|馆长|园长|坊主)是{_NAME}" + _END),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "zh.crew_calls_itself",
        # 我们那帮捧哏的自称「铁板队」: a crew's own name for itself.
        zh(r"^我们[一-龥]{0,8}?(?:自称|管自己叫|号称)[「“\"『](?P<obj>[^」”\"』]{1,10})[」”\"』]" + _END),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.others_call_me",
        # 大家都喊我阿满: the name others call one.
        # (大家都喊我过去吃饭 calls one over: no name starts with a verb of coming and going.)
        zh(
            r"^(?:大家|别人|朋友们?|他们|街坊|同事们?)(?:都)?(?:喊|叫)我"
            r"(?P<obj>(?!过|去|来|回|吃|一起|起)[一-龥]{1,3})" + _END
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "zh.time_zone_set",
        # 时区设成阿皮亚时间吧: the time zone to be kept.
        zh(r"^时区(?:设成|设为|调成|改成|按|用)(?P<obj>[一-龥A-Za-z+\d:]{2,12}?(?:时间|时区))" + _END),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
]
