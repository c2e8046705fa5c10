"""Chinese patterns for everyday turns of phrase the earlier tables did not know: a taste with the task said
first (开会我更喜欢站着开) or pointed back to (…，我最烦这个), where one is said as 坐标, the languages one works in,
the team's system named after its work (病历系统是…), rules said with no subject (进机房必须两个人一起), the whole
team's routine (全厂一起…), a release said as 每…发一次版, where the office is, someone else's favourite tool
(我们组长老卢特别爱用…), and a name corrected (名字写错了，应该是…). Read first among the Chinese patterns, before
teams.extraction._patterns_zh_spoken."""

import re

from teams.extraction._patterns import OTHER, WE, Pattern, policy

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
_SPOKEN = r"[^，。、和与跟]{1,8}?(?:语|话|文)"
_SPOKEN_LIST = rf"{_SPOKEN}(?:(?:和|与|跟|、){_SPOKEN})*"


def _zh(regex: str) -> re.Pattern:
    return re.compile(regex, re.IGNORECASE)


EVERYDAY_PATTERNS = [
    Pattern(
        "zh.task_first_prefer",
        # 开会我更喜欢站着开: the task first, then the way of doing it the speaker prefers.
        # 把我最喜欢的编辑器改成… is an update, not a taste.
        _zh(
            r"^(?!把|将)(?P<setting>[^，。我你他她]{1,6}?)我(?:更|最|比较|还是)(?:喜欢|爱|习惯)(?!的)"
            r"(?P<obj>[^，。]{2,20}?)" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.this_i_hate",
        # 周一一早就开两小时的会，我最烦这个: what the speaker hates, said first and pointed back to.
        _zh(
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
        _zh(r"^(?:我)?(?:坐标|定位)(?!轴|系)\s*(?P<obj>[一-龥]{2,5}?)(?:这边|那边)?" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "zh.here_on_clock",
        # 我在卡尔加里，按落基山时间算: where the speaker is, then the clock they keep there.
        _zh(
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
        _zh(
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
        _zh(
            r"^(?P<topic>我们)[^，。的]{0,8}的[^，。的]{0,6}(?:系统|软件|平台)(?:用的)?是"
            r"[“\"「『]?(?P<obj>[^，。”\"」』]{1,20}?)[”\"」』]?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    policy(
        "zh.must_no_subject",
        # 进机房必须两个人一起: a rule said of the work, no one named (我明天必须早起 is the speaker's day).
        _zh(
            # 物业这边规定，…: whose rule it is, said first.
            r"^(?:[^，。]{1,6}规定[，,：:]\s*)?(?!我|你|他|她|今天|明天|后天|这周|本周|下周|这个月|现在|马上)"
            r"(?P<obj>[^，。]{1,12}?(?:必须|一律|一定要)[^，。]{2,20}?)" + _END
        ),
    ),
    Pattern(
        "zh.all_together",
        # 每个月最后一个周四，全厂一起搞品酒会: what the whole team does together, and when.
        _zh(
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
        _zh(
            r"^(?:我们的?)?[^，。每]{0,6}?(?P<obj>每[^，。]{1,6}?)(?:发一次版|发一版|发版一次|发一次新版|更新一次版本)"
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
        _zh(
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
        _zh(
            r"^(?:我们|我的?)(?:组长|主管|老板|领导|经理|同事|师傅|导师|老师)[^，。]{0,3}?(?:特别|很|最|超|非常)?"
            r"(?:爱用|喜欢用|偏爱)(?P<obj>[^，。]{1,20}?)" + _END
        ),
        "PREFERS",
        0.8,
        who=OTHER,
    ),
    Pattern(
        "zh.name_corrected",
        # 名字写错了 应该是瞿蔓: the name as it should be (the wrong one, 不是…, is the correction's).
        _zh(
            r"^(?:我的?)?名字(?:写错了|打错了|错了)[，,\s]*(?:应该是|是|正确的是)\s*(?P<obj>[一-龥]{2,4}?)"
            r"[，,\s]*" + _END
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
]
