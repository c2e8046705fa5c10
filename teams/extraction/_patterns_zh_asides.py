"""Chinese patterns for what is said beside the statement it belongs to (round 12, issue #25): a town added
after the trade (我是…师傅，在湖州织里), the goods before "是我们卖得最好的", a thing before the speaker's "我受不了",
a duty that comes round every few days, a shift's hours after the shift (…我管白班，早七点到下午三点), a workshop's
records kept in a tool (厂里的出入库都记在…里; 糕房平时用…记订单), a workshop by its name (我们作坊叫…; 糕房的名字叫
「…」), an event on a day of the month or week (每个月最后一个周六，厂里搞一次试吃会; 糕房每周六上午有…体验), the
boss by a kin word then a name (我老板是我表叔…), a surname given humbly (鄙姓…), a second language said with 还会,
an animal's name in the run (那匹白马就叫「…」), how to answer in this run (都用…回答我), an app deleted (…我已经删了),
hours at a workshop (在糕房干活是…到…), and a trade at a workshop named by its kind (在火腿厂做腌制工: the kind
is no workplace's name). FIRST_PATTERNS correct an older reading and are read before every other Chinese pattern;
LATER_PATTERNS after them all."""

from teams.extraction._patterns import OTHER, WE, Pattern, zh

_END = r"(?:了|啦|哈|呢|哦|呀|的)*[。！!～~]*$"
# A workshop or a shop by its kind (糕房, 火腿厂, 作坊, 挂房, 合作社 …).
_PREMISES = r"(?:[一-龥]{0,4}(?:坊|铺子?|馆|厂|房|社|店|园子?))"
_SUBJECT = rf"(?:我们|咱们|我们的|厂里|店里|铺里|坊里|{_PREMISES})"
_NUM = r"[一二三四五六七八九十两零\d]{1,3}"
_TIME = rf"(?:早上|上午|中午|下午|晚上|夜里|早|晚)?{_NUM}点(?:半|{_NUM}分)?"
_SPAN = rf"(?P<obj>{_TIME}(?:到|至){_TIME})"
_TOOL = r"(?P<obj>[A-Za-z一-龥][\w.+#一-龥-]{1,12}?)"
# A trade's word (腌制工, 炒料师傅, 帮工).
_TRADE = r"[一-龥]{0,6}?(?:师傅|师|工|员|匠|手)"
_EVENT = r"[一-龥]{1,8}?(?:会|节|课|赛|体验|活动|表演|专场|集市)"

FIRST_PATTERNS = [
    Pattern(
        "zh.trade_first",
        # 推光漆器的描金工，这是我的本行 (round 14): the trade said first, then that it is one's line of work.
        # 瓷塑师，这是我的正式职称 (round 15): or one's title (职称, 头衔, 职位), formal or not.
        zh(
            r"^(?P<obj>[一-龥]{0,8}?的?" + _TRADE + r")[，,]\s*这(?:就)?是我的(?:本行|老本行|工作|职业|饭碗|"
            r"(?:正式的?)?(?:职称|头衔|职位))" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.trade_at_kind",
        # 我在火腿厂做腌制工 / 我在糕房当帮工: a workshop named by its kind of goods (two to five characters and 厂 or
        # 房) says what the trade is, not a workplace by name (zh.trade_at kept it as one); so does one character and 坊
        # (染坊, 油坊: round 13), while a named workshop has more (桑云坊).
        # 我在壶坊兼做窑工: 兼 (also), 也 or 还 before the verb is no part of the workshop (round 14).
        zh(
            r"^我?在(?:[一-龥]{1,4}(?:厂|房)|[一-龥]坊)(?:兼|也|还)?(?:当|做)"
            r"(?P<obj>" + _TRADE + r")(?:[，,].*)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.answer_with_in_run",
        # (这次聊天)都用四字成语回答我: how to answer, a note of the run (zh.uses read "四字成语回答我" as a tool).
        zh(r"^(?:都|全|一律)?(?P<obj>用[^，。]{1,12}(?:回答|回复)我?)" + _END),
        "NOTE",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.not_using_any_more",
        # 我不用番茄ToDo了 (round 13): 了 after 不用 says the use has ended, not a standing choice (zh.avoids).
        # 我现在不用Excel记账了: a task after the tool is left to the older patterns (the tool alone).
        zh(
            r"^我(?:现在)?不(?:用|使用)(?!担心|操心|管|客气|谢|麻烦|急|记|去|来)"
            r"(?![^。]*(?:记|管|做|写|画|算|收)[一-龥]{0,2}了)(?P<obj>[A-Za-z一-龥][\w.+#一-龥-]{1,12}?)了[。！!]*$"
        ),
        "USES",
        0.85,
        kind="end",
        object_type="Tool",
    ),
    Pattern(
        "zh.event_at_premises_weekly",
        # 每周六铺子门口办一次试切会 (round 13): the day first, then where at the premises the event is held, with no
        # subject (zh.habit read the whole clause as the speaker's habit).
        zh(
            r"^每(?:个)?(?:月|年|周[一二三四五六日天]?|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?)[^，。我]{0,4}?"
            rf"{_PREMISES}(?:门口|里|前|外|后院|门前)?(?:都)?(?:搞|办|举办|开)(?:一次|一场|一回)"
            rf"(?P<obj>{_EVENT})" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "zh.town_after_trade",
        # 我是拉蚕丝被的师傅，在湖州织里: a town told after the trade, in a city (…州, …市, …县) named first (an
        # older pattern kept 苏州光福 whole).
        zh(r"^在(?:[一-龥]{1,3}(?:州|市|县|省|区))(?P<obj>[一-龥]{2,4})" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
]

LATER_PATTERNS = [
    Pattern(
        "zh.best_sellers",
        # 蚕丝被和真丝枕套，是我们卖得最好的: the goods, then that they sell best.
        zh(r"^(?P<obj>[^，,。]{2,30})[，,]\s*是我们(?:卖得最好|最好卖|卖得最多|卖得最火)的" + _END),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.cannot_stand_it",
        # 臭豆腐那个味儿，我受不了: the thing, its smell or taste, then the speaker cannot stand it.
        zh(
            r"^(?!这|那|他|她|它)(?P<obj>[一-龥]{2,8}?)(?:那个|这个|的)?(?:味儿|味道|气味|口感|声音)?[，,]\s*"
            r"我(?:真|实在|真的|是)?受不了" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.comes_round_to_me",
        # 每隔五天轮到我一次: a duty that comes round is the rota.
        zh(rf"^(?P<obj>每隔?{_NUM}(?:天|晚|周|个星期|个礼拜))(?:就)?轮到我(?:一次|一回)?" + _END),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.shift_then_hours",
        # 挂房这边我管白班，早七点到下午三点: the shift one keeps, then its hours.
        zh(rf"^[一-龥]{{0,4}}(?:这边|那边|里)?我(?:管|值|上|守)[白夜早晚中]班[，,]\s*{_SPAN}" + _END),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "zh.records_kept_in",
        # 厂里的出入库都记在腾讯文档里: the workshop's records kept in a tool.
        zh(rf"^{_SUBJECT}的[一-龥]{{1,6}}(?:都|全|一般)?(?:记在|存在|放在|录在){_TOOL}(?:里|上)" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.premises_use_tool_for",
        # 糕房平时用伙伴云记订单: a workshop by its kind using a tool for its records.
        zh(
            rf"^{_PREMISES}(?:平时|现在|一直|主要|一般)?用{_TOOL}(?:记|管|做|收|开)"
            r"(?:订单|账|库存|预约|票|出入库|排班)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.changed_to",
        # 店里已经不用秒账了，换成了银盒子 (the subject carried): what it was changed to.
        zh(rf"^(?:店里|厂里|铺里|坊里|{_PREMISES}里?)(?:已经|现在)?换成了?{_TOOL}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.our_workshop_called",
        # 我们作坊叫桑云坊 / 糕房的名字叫「金达莱糕房」: the workshop by its name.
        zh(
            rf"^(?:我们(?:的)?{_PREMISES}|我们作坊|{_PREMISES}的名字)(?:叫|是)"
            r"「?(?P<obj>[^，。」]{2,12})」?" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "zh.event_on_a_day",
        # 每个月最后一个周六，厂里搞一次试吃会 / 糕房每周六上午有打糕体验: an event on a day that comes round.
        zh(
            rf"^(?:{_PREMISES})?每(?:个)?(?:月|周|年|星期|礼拜)[^，。]{{0,8}}?[，,]?\s*{_SUBJECT}?(?:都)?"
            rf"(?:搞|办|举办|开|有)(?:一次|一场|一回)?(?P<obj>{_EVENT})(?:[，,].*)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "zh.boss_kin_then_name",
        # 我老板是我表叔陈阿炳: the boss by a kin word, then the name.
        zh(
            # 上司是店长蓝海棠 (round 15): 我 may go unsaid; 我师傅是轩主林素岩，也是我的上司: the master who is the
            # boss.
            r"^我?(?:的)?(?:老板|上司|领导|师父|师傅)是(?:我(?:的)?(?:表叔|叔叔|舅舅|姑父|姨父|大伯|二伯|堂哥|表哥|哥哥|姐夫|"
            r"表姐|堂姐|姐姐|爸爸|妈妈|老爸|老妈|师傅|师父)|"
            # 我上司是坊主陈澄海 (round 14): or by the title of who runs the place (坊主, 厂长, 店长, 掌柜 …).
            r"(?:我们)?(?:[一-龥]{1,2}(?:主|长)|掌柜|老板|经理|主任))(?P<obj>[一-龥]{2,3})"
            r"(?:[，,]\s*也是我的(?:上司|老板|领导))?" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "zh.humble_surname",
        # 鄙姓尉迟，单名一个澈: a surname given humbly.
        zh(r"^鄙姓(?P<obj>[一-龥]{1,2})(?:[，,].*)?" + _END),
        "HAS_NAME",
        0.85,
    ),
    Pattern(
        "zh.also_speaks",
        # …，还会一点达斡尔语: a second language said with 还会.
        zh(r"^(?:我)?还会(?:说)?(?:一点儿?|一些|点儿?|些)?(?:说)?(?P<obj>[一-龥]{1,6}(?:语|话))" + _END),
        "SPEAKS",
        0.85,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.that_animal_called",
        # 那匹白马就叫「雪团」: a thing pointed at, then what it is called in the run.
        zh(
            r"^(?:那|这)(?:匹|只|条|头|个|位|辆|艘|棵|盆|台)(?P<topic>[一-龥]{1,4})(?:就|先)?叫"
            r"「(?P<obj>[^」]{1,10})」" + _END
        ),
        "IS_CALLED",
        0.8,
        who=OTHER,
    ),
    Pattern(
        "zh.app_deleted",
        # 时光序我已经删了: an app said first, then that it is deleted (not a message, a photo or a file).
        zh(
            r"^(?!这|那|我|他|她)(?P<obj>[A-Za-z一-龥][\w一-龥]{1,10}?)(?<!消息|照片|文件|记录|聊天|帖子|视频|图片)"
            r"我(?:已经|早就)?(?:删了|卸载了|卸了)" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "zh.hours_at_workshop",
        # 在糕房干活是早九点到晚五点: the hours one works at a workshop.
        zh(rf"^(?:我)?在[一-龥]{{1,6}}(?:干活|上班|做工|值班|做事)(?:是|从)?{_SPAN}" + _END),
        "HAS_WORKING_HOURS",
        0.8,
    ),
]
