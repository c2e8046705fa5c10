"""Chinese patterns read before every other (round 31, issue #25): the offhand shapes of part 29. Where the office or
workshop is (办公室在…区 / 工作室在…镇，叫「…」), the product said as made for someone (产品是给…用的…), who pays or
comes to buy (买单的主要是… / 来进货的多是…) and the few more after them (还有些… / 也有几家…), the tool a kind of
work is done with said bare (项目管理用… / 沟通靠… / 流水线是…), a board taken down and where the tasks went
(…看板撤了，任务全挪到…), the standup's time (早会…开), one's turn on call (每七周到我一次), the release day fixed
(发版定在…), the team one is in (我所在的是「…」), who one reports to (我向…汇报), the first thing done at work, the
team's bracketed meeting on a sprint's last day, one's shift (我是早…到…的班), the only language one would write, the
editor one has always used, a name for a thing in this chat (这里先叫它「…」 / 这次就叫「…」), summary items (a bare
role, the town and the firm, a bracketed team), a shop's rule under its heading (店规：…不准…), goods made and orders
taken, a language one gets by in, what one is (本人…一枚), two foods one cannot stand, the only tea one drinks, an app
of one's own, one given up, and a walk one takes at a time of day."""

from teams.extraction._patterns import SESSION, WE, Pattern, zh

_END = r"[。！!]?$"
_NUM = r"[零一二两三四五六七八九十\d]{1,3}"
# A tool's name, bracketed or not (茶花单, 滇池CI, 「叮当付」).
_TOOL = r"(?:「[^」]{1,12}」|[A-Za-z一-龥][A-Za-z0-9一-龥]{0,10}?)"
# A town said before a district of two characters (玉溪红塔区 → 红塔区).
_PLACE = r"(?:[一-龥]{2}(?=[一-龥]{2}(?:区|县|镇|乡)))?(?P<obj>[一-龥]{1,5}?(?:区|县|镇|乡|街道))"

FIRST_PATTERNS = [
    Pattern(
        "zh.workshop_in_town_called",
        # 工作室在建水临安镇，叫「…」: the workshop's town and its bracketed name.
        zh(
            r"^(?:工作室|店|铺子|作坊|窑|厂)在(?:[一-龥]{2}(?=[一-龥]{2}(?:区|县|镇|乡)))?(?P<town>[一-龥]{1,5}?"
            r"(?:区|县|镇|乡|街道))[，,]\s*(?:名字)?叫(?P<obj>「[^」]{1,12}」)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.office_in_district",
        # 办公室在玉溪红塔区: where the office is.
        zh(rf"^(?:办公室|公司|工作室|门店)在{_PLACE}" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.product_made_for",
        # 产品是给医院用的…系统: the product, said as made for someone.
        zh(
            r"^(?:产品|我们的产品|主打产品|主要产品)是(?:给|为)[^，。]{1,10}"
            r"(?:用的|做的|准备的)(?P<obj>[^，。的]{2,12})" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.who_pays_mostly",
        # 买单的主要是… / 来进货的多是…: who pays or comes to buy, mostly.
        zh(r"^(?:买单的|付钱的|来买的|来进货的|进货的|下单的)(?:主要|大多|多半|多)是(?P<obj>[^，。]{2,10})" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "zh.and_a_few_clients",
        # (买单的主要是…，还有)些… / (…)，也有几家…: a few more of another kind of client.
        zh(
            r"^(?:还有)?(?:些|也有几家|也有些|还有几家)(?P<obj>[一-龥]{0,8}?"
            r"(?:中心|医院|诊所|店|楼|馆|公司|学校|机构|酒楼|餐厅|工厂))" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.work_done_with_tool",
        # 项目管理用… / 沟通靠… / 流水线是… / 收款用「…」: the tool a kind of work is done with, said bare.
        zh(
            r"^(?:项目管理|任务管理|任务|沟通|收款|收银|流水线|CI|代码托管|文档|监控)(?:用|靠|是|就用)(?!的)"
            rf"(?P<obj>{_TOOL})" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.board_taken_down",
        # 墙上的便利贴看板撤了(，任务全挪到…): a board or book taken down ends.
        zh(r"^(?P<obj>[^，。]{0,8}(?:看板|白板|小本子|本子|表格|便利贴))(?:撤了|撤掉了|拆了|扔了|不用了)" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.book_dropped_now_bracketed",
        # 记账的小本子不用了，现在用「…」: the team's old record given up, and the bracketed tool used now.
        zh(
            r"^(?P<obj>[^，。我]{2,12}?(?:本子|笔记本|记事本|表格|台账|白板|小本))(?:已经)?不(?:再)?用了[，,]\s*"
            r"现在用(?P<new>「[^」]{1,12}」)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "zh.tasks_moved_to",
        # (…看板撤了，)任务全挪到…: where the tasks went.
        zh(rf"^(?:任务|工单|需求|卡片)(?:全|都|全部)?(?:挪到|搬到|转到|迁到|移到)了?(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.standup_opens_at",
        # 每天早会九点五十开: the standup's time.
        zh(rf"^(?:每天)?(?:的)?(?:早会|站会|晨会)(?P<obj>{_NUM}点(?:半|{_NUM}分?)?)(?:开|开始)" + _END),
        "HAS_STANDUP_TIME",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.my_turn_comes",
        # (值班嘛，)每七周到我一次: how often one's turn on call comes.
        zh(rf"^(?:值班|轮值)?(?:嘛|呢)?[，,]?\s*(?P<obj>每{_NUM}(?:周|个月|天))(?:轮到我|到我)一次" + _END),
        "HAS_ON_CALL_ROTATION",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.release_fixed_on",
        # 发版定在每月第一个周三: the release's cadence, fixed.
        zh(r"^(?:发版|发布|上线)(?:时间)?(?:定在|固定在|安排在)(?P<obj>每(?:个)?(?:月|周)[^，。]{1,10})" + _END),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.team_i_am_in",
        # 我所在的是「…」: the team one is in.
        zh(r"^我所在的(?:组|团队|小组)?是(?P<obj>「[^」]{1,12}」)" + _END),
        "HAS_TEAM",
        0.85,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "zh.report_to",
        # 我向…汇报: who one reports to.
        zh(r"^我(?:直接)?向(?P<obj>[一-龥]{2,4})汇报" + _END),
        "HAS_MANAGER",
        0.85,
    ),
    Pattern(
        "zh.first_thing_at_work",
        # 到公司第一件事是…: the first thing done at work, a habit.
        zh(r"^(?:到公司|上班|到岗|每天上班)(?:后)?(?:的)?第一件事(?:是|就是)(?P<obj>[^，。]{2,16})" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.sprint_day_bracketed_meeting",
        # 迭代最后一天照例开「…」: the team's bracketed meeting on a sprint's day.
        zh(
            r"^(?:迭代|冲刺|sprint)(?:的)?(?:最后一天|第一天|结束时|结束那天)"
            r"(?:照例|都|会|一般)?开(?P<obj>「[^」]{1,12}」)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.my_shift",
        # 我是早七点半到下午三点半的班: one's shift.
        zh(
            rf"^我是(?P<obj>(?:早|早上|上午)?{_NUM}点(?:半)?到(?:中午|下午|晚上)?{_NUM}点(?:半)?)的班" + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
    ),
    Pattern(
        "zh.only_write_language",
        # (让我选的话，)只写Janet: the only language one would write.
        zh(r"^只写(?P<obj>[A-Za-z][A-Za-z0-9+#]{0,15})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.editor_always",
        # 编辑器我一直用…: the editor one has always used.
        zh(r"^(?:编辑器|IDE|终端|浏览器)我(?:一直|平时|都|一直都)?用(?P<obj>[A-Za-z][A-Za-z0-9.+#-]{0,20})" + _END),
        "USES",
        0.85,
    ),
    Pattern(
        "zh.call_it_here",
        # 这里先叫它「…」 / 这批…这次就叫「…」: a name for a thing in this chat.
        zh(
            r"^(?:这里(?:先|就|暂且)?(?:叫它|管它叫|就叫它)|这(?:批|个|次|件)[^，。]{1,10}这次(?:就|先)?叫)"
            r"(?P<obj>「[^」]{1,12}」)" + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "zh.summary_bare_role",
        # (总结一下：…，)后端开发(，…): an item of a summary, one's role said bare.
        zh(r"^(?P<obj>(?:后端|前端|全栈|测试|运维|数据|算法|移动端|客户端)(?:开发|工程师))$"),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "zh.summary_town_firm",
        # (总结一下：…，)玉溪「…科技」(，…): an item of a summary, the firm one works at and its town.
        zh(r"^(?P<town>[一-龥]{2,3})(?P<obj>「[^」]{1,12}(?:科技|公司|工作室|集团|网络|软件)」)$"),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.summary_bracketed_team",
        # (总结一下：…，)「…组」(，…): an item of a summary, the bracketed team.
        zh(r"^(?P<obj>「[^」]{1,10}(?:组|队|小组|团队)」)[。！!]?$"),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "zh.rule_under_heading",
        # 店规：…不准…: a rule under a heading that says it is a rule.
        zh(r"^(?:店规|规矩|厂规|组规|家规|团队规定)[：:]\s*(?P<obj>[^。：:]{2,16}不准[^。：:]{1,12})" + _END),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "zh.mainly_make",
        # 主要做…、…(，也接…): the goods made, listed.
        zh(r"^主要做(?P<obj>[^，。、]{2,8}、[^，。]{2,16})$"),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.also_take_orders",
        # (主要做…，)也接…定制: orders also taken.
        zh(r"^也接(?P<obj>[^，。]{1,8}(?:定制|订单|加工|维修))" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.can_speak_a_little",
        # (我讲…，)也能说点…语: a language one gets by in.
        zh(r"^也能(?:说|讲)(?:点|一点|些|一些)?(?P<obj>[一-龥]{1,6}语)" + _END),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "zh.one_of_those",
        # 本人钓鱼佬一枚: what one is, one of a kind.
        zh(r"^本人(?P<obj>[一-龥]{2,6})一(?:枚|个|名)" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "zh.both_cannot_stand",
        # 臭豆腐和螺蛳粉，两样都受不了: two foods, neither stood.
        zh(r"^(?P<obj>[一-龥]{2,6}和[一-龥]{2,6})[，,]\s*(?:两样|两个|俩)都(?:受不了|不吃|吃不了|不行)" + _END),
        "DISLIKES",
        0.8,
        listed=True,
    ),
    Pattern(
        "zh.only_accept",
        # (喝茶的话，)我只认普洱: the only one of a kind one has.
        zh(r"^我只认(?P<obj>[一-龥A-Za-z]{1,8})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.my_app_is",
        # 记账App用的是「…」: the app one uses for a kind of one's own work (zh.used_is read it as the team's).
        zh(r"^[一-龥]{1,4}(?:App|应用|软件)用的是(?P<obj>「[^」]{1,12}」)" + _END),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "zh.my_app_given_up_too",
        # 开发票的「…」也不用了: an app of one's own, given up too.
        zh(r"^[一-龥]{1,6}的(?P<obj>「[^」]{1,12}」)(?:也|已经)?不用了" + _END),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "zh.walk_at_a_time",
        # 傍晚我一般去…散步: a walk or a run one takes at a time of day, a habit.
        zh(
            r"^(?:傍晚|早上|晚上|周末|下班后|饭后|清早)我(?:一般|通常|经常|常|总)(?P<obj>去[^，。]{2,14}"
            r"(?:散步|跑步|骑车|遛弯|游泳|慢跑))" + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
]
