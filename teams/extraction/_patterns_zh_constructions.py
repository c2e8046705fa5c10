"""Chinese patterns for constructions rather than words (round 10, issue #25): the thing said first and what one
thinks of it after (桐油那股味儿我闻不惯, 茉莉花茶是我的最爱, 削伞骨是我每天的第一件事, 藏语是母语), the role before its
place (制琴师一个，在呼和浩特; 我是竹编艺人，在东阳: a clause that is only 在 and a town), a county or a township where
one makes something (我在尼木县做藏香), a workshop's rule (琴坊规定…) and its events with when said first (每周六下午
茶社里都有川剧围鼓, 每逢藏历新年，香厂都要办一次煨桑), a label and a colon (班次：…), a duty that comes round (工坊守夜
每七天轮一回) and a role held in a workshop (我在琴坊是学徒). FIRST_PATTERNS correct an older reading and are read
before every other Chinese pattern; LATER_PATTERNS after them all."""


from teams.extraction._patterns import WE, Pattern, policy, zh
from teams.extraction._patterns_zh_trades import _CLOCK, _TRADE

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A workshop, a shop, a farm or a troupe by its own word (琴坊, 凉茶铺, 香厂, 茶社).
_WORKSHOP = r"[一-龥]{1,3}(?:坊|铺|馆|场|园|社|厂|团|队)"
# A county, a township or a village: a place one lives in, not a firm (景德镇 is a city said with 镇, so a trade
# after 做, 画坯师傅, says where one works instead).
_TOWNSHIP = r"[一-龥]{1,4}(?:县|镇|乡|村|旗)"
# 晚九点: the evening said short, as on a timetable.
_LATE_CLOCK = _CLOCK.replace("晚上", "晚上?")
_NUMBER = r"[一二三四五六七八九十两\d]{1,3}"


FIRST_PATTERNS = [
    Pattern(
        "zh.event_every_at_workshop",
        # 每周六下午茶社里都有川剧围鼓 / 每逢藏历新年，香厂都要办一次煨桑: when first, the workshop, then its event
        # (zh.habit reads the whole clause as the speaker's habit).
        zh(
            r"^(?:每(?:年|个?月|周|星期|逢)[^，。我]{0,8}?)[，,]?" + _WORKSHOP + r"里?(?:都|也)?(?:要|会)?"
            r"(?:有|办|举办|搞)(?:一次|一场|一回)?(?P<obj>[一-龥]{2,8})" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
]

LATER_PATTERNS = [
    Pattern(
        "zh.thing_first_cant_stand",
        # 桐油那股味儿我到现在都闻不惯 / 尼龙弦我不喜欢: the thing first, then "I" and what one thinks of it.
        zh(
            r"^(?P<obj>[^，。我 ]{2,10}?)我(?:到现在|一直|从来)?(?:都|也|还是)?"
            r"(?:闻不惯|吃不惯|喝不惯|用不惯|受不了|不喜欢|不爱|讨厌)" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.finds_it_too",
        # 黄篾嫌它脆: the thing first, found too something (嫌它 …).
        zh(r"^(?P<obj>[一-龥]{1,6}?)(?:我)?嫌它[^，。]{1,6}" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.still_better",
        # 尼龙弦我不喜欢 还是马尾弦好: what is better after all (还是 … 好).
        zh(r"^还是(?P<obj>[^，。 我]{2,8}?)(?:比较|更)?好(?:用|使)?" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.every_day_i_then",
        # 天天清早五点我就起身煲廿四味: every day and when, then "I" and what one does first.
        zh(r"^(?:天天|每天)[^，。我]{0,8}我(?:就|都|会)?(?:起身|起床|起来)?(?P<obj>[一-龥]{2,8})" + _END),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.we_put_out",
        # 我们主要出手工藏香，也出香粉和香座: what a workshop puts out is what it sells (出发, 出门, 出差 are none).
        zh(
            rf"^(?P<topic>我们|咱们|{_WORKSHOP})(?:主要|也|还|专门)?出(?!发|门|差|去|来|国|现|了|过|院|生)"
            r"(?P<obj>[^，。]{2,20}?)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.is_my_favourite",
        # 茉莉花茶是我的最爱，绿茶反倒一般: the favourite said first.
        zh(r"^(?P<obj>[^，。我]{2,10}?)是我的最爱" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.first_thing_every_day",
        # 削伞骨是我每天的第一件事: the habit as the subject.
        zh(r"^(?P<obj>[^，。我]{2,10}?)是我每天(?:的)?(?:第一件事|必做的事|要做的第一件事)" + _END),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.mother_tongue_first",
        # 藏语是母语 / 尼泊尔语能说一点点: the language first, then how well.
        zh(
            r"^(?P<obj>[一-龥]{1,6}(?:语|话))(?:是(?:我的)?母语|(?:我)?(?:能|会)(?:说|讲)(?:一点点?|一些|几句))"
            + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "zh.role_one_of",
        # 制琴师一个: the role said first, counted (the place follows in a clause of its own).
        zh(rf"^(?P<obj>{_TRADE})一(?:个|名|枚)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.bare_in_place",
        # 我是竹编艺人，在东阳 / 制琴师一个，在呼和浩特: a clause that is only 在 and a place names where one lives
        # (在自贡做彩灯, 在银铺帮忙 go on with what one does there; a workshop's word is no town).
        zh(
            # 在周庄摇船: a verb of work after the place (摇, 撑, 种, 养 …) says what one does there, not a home.
            r"^在(?![^。]*(?:做|帮|干|当|开|学|上|教|卖|住|玩|工作|待|呆|摇|撑|划|种|养|修|送|跑|拉|守|烧|织|绣|画|唱|演|写|"
            r"读|放|骑|看|打|管|带|捕|采|晒|酿|编|刻|雕|吹|弹|拍|跳|剪))(?!家|这|那|路|外|线|公司|单位|学校)"
            # 在厂里包装: a premises with 里 and what one does there (round 13), not a town.
            r"(?![一-龥]{1,3}里[一-龥])"
            r"(?P<obj>[一-龥]{2,5})(?<!铺|坊|店|厂|馆|场|社|园|里)" + _END
        ),
        "LIVES_IN",
        0.75,
        object_type="Place",
    ),
    Pattern(
        "zh.make_in_township",
        # 我在尼木县做藏香 / 我在分水镇做油纸伞: a county or a township, then what one makes there (a trade after 做
        # says a workplace, as in 在景德镇做画坯师傅).
        zh(
            rf"^我?在(?P<obj>{_TOWNSHIP})做(?![^，。 ]*(?:师傅|师|员|工|匠|开发)(?:$|[，。 ]))"
            r"[一-龥]{1,8}(?:[，, ].*)?[。！!]?$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.role_in_workshop_is",
        # 我在琴坊是学徒，跟着…学蒙皮: the role one holds in a workshop, said with 是.
        zh(rf"^我在{_WORKSHOP}(?:里)?是(?P<obj>[一-龥]{{0,4}}?(?:学徒|{_TRADE}))" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    policy(
        "zh.workshop_rule",
        # 琴坊规定蒙皮的时候不许别人说话: the workshop's rule, said with 规定.
        zh(rf"^{_WORKSHOP}(?:里)?(?:规定|的规矩是|有个规矩[，,]?)(?P<obj>[^。]{{4,30}}?)" + _END),
    ),
    Pattern(
        "zh.shift_label",
        # 班次：中午十二点至晚九点: a label, a colon, the hours.
        zh(
            rf"^(?:班次|上班时间|工作时间|营业时间)[：:]\s*(?P<obj>{_CLOCK}(?:至|到|-|~|—){_LATE_CLOCK})"
            + _END
        ),
        "HAS_WORKING_HOURS",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.watch_every_n_days",
        # 工坊守夜每七天轮一回: a duty that comes round every so many days.
        zh(
            rf"^[一-龥]{{0,4}}?(?:守夜|值班|值夜|夜班|巡夜)(?P<obj>每{_NUMBER}(?:天|周|晚|夜))轮(?:一)?(?:回|次|遍)"
            + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
]
