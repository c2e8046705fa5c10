"""Chinese patterns for the workshop and who works in it (round 8, issue #25): what a workshop, a co-op or a shop
sells (醋坊卖…和…, 我们合作社卖…), an event it holds every year or month (我们壶坊每月十五号办一次品茗会), where its
shop is opened online (网店开在抖店上) or moved to (全搬到视频号小店上了), the workshop one works at named in quotes
(工作室叫“金漆坊”), and when a team trains (龙舟队每周日早上在江边训练). Every one is read after every older Chinese
pattern."""

import re

from teams.extraction._patterns import SELF, WE, Pattern

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A workshop, a co-op or a shop: the words a small business is called by (作坊, 醋坊, 合作社, 绣坊, 网店 …).
_WORKSHOP = r"(?:合作社|作坊|工作室|坊|社|店|铺|厂|园|场|馆)"


def _zh(regex: str) -> re.Pattern:
    return re.compile(regex, re.IGNORECASE)


LATER_PATTERNS = [
    Pattern(
        "zh.workshop_sells",
        # 醋坊卖老陈醋和醋泡黑豆 / 我们合作社卖牦牛肉干和酥油: what the workshop sells (zh.sells knows 我们 and a few
        # kinds of shop only).
        _zh(
            rf"^(?:我们)?[一-龥]{{0,4}}?{_WORKSHOP}(?:主要|也|还|专门)?(?:卖|出售|销售)(?P<obj>[^，。！]{{1,30}}?)"
            + _END
        ),
        "SELLS",
        0.85,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.event_held",
        # 我们壶坊每月十五号办一次品茗会 / 我们醋坊每年冬至办开缸节: an event the business holds every so often.
        _zh(
            r"^(?:我们)?[一-龥]{0,4}?每(?:年|月|周|星期|季度)[^，。办]{0,6}?(?:办|举办|开|搞)(?:一次|一场|一回)?"
            r"(?P<obj>[一-龥]{1,6}?(?:会|节|展|集|市|赛|课|宴))" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.shop_opened_on",
        # 壶坊的网店开在抖店上 / 我们绣坊现在…，全搬到视频号小店上了: the platform the business sells on.
        _zh(
            rf"^(?:我们)?(?:[一-龥]{{0,4}}?{_WORKSHOP}的?)?(?:网店|店铺|小店)?(?:现在|已经)?(?:全|都|全部)?"
            r"(?:开在|设在|搬到|转到|迁到)(?P<obj>[^，。]{2,12}?)上" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.workshop_called",
        # …，工作室叫“金漆坊”: the workshop one works at, named in quotes.
        _zh(
            r"^(?:我的|我们的)?(?:工作室|作坊|工坊|铺子|店)(?:叫|名叫|名字叫)[“\"「](?P<obj>[^”\"」]{1,12})[”\"」]"
            + _END
        ),
        "WORKS_AT",
        0.8,
        who=SELF,
        object_type="Organisation",
    ),
    Pattern(
        "zh.team_trains",
        # 龙舟队每周日早上在江边训练: when and where a team trains is its habit.
        _zh(
            r"^(?:我们)?[一-龥]{1,4}?(?:队|团|社|组|班)每(?:周|天|星期|月)[^，。在]{0,6}?"
            r"(?P<obj>(?:在[^，。]{1,8}?)?(?:训练|排练|练习|集训|操练|练球|练功))" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
]
