"""Chinese patterns read before every other (round 20, issue #25): a workplace by its bracketed name where a place is
said before it (我在…的「…」做…), an event the team holds by its bracketed name after how often (每个季度我们组搞一次
「…」)."""

from teams.extraction._patterns import WE, Pattern, zh
from teams.extraction._patterns_zh_spoken import _ROLES

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
_BRACKETED = r"「(?P<obj>[^」]{1,15})」"


FIRST_PATTERNS = [
    Pattern(
        "zh.at_bracketed_place_as_role",
        # 我在成都武侯区的「熊猫云」当测试工程师: the place is where the workplace is, the bracketed name the workplace.
        zh(
            rf"^(?:我)?(?:现在|目前)?在(?P<place>[一-龥]{{2,10}}?)的{_BRACKETED}(?:当|做|担任)"
            rf"(?P<role>[^，。]{{0,12}}?(?:{_ROLES})){_END}"
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"), ("role", "HAS_ROLE", "Role")),
    ),
    Pattern(
        "zh.at_bracketed_place_working",
        # 在鼓楼街的「青瓦坊」做活 / 在老街的「…」干活: the bracketed workplace, where it is said before it.
        zh(
            rf"^(?:我)?(?:现在|目前)?在(?P<place>[一-龥]{{2,10}}?)的{_BRACKETED}(?:做活|干活|上班|打工|工作|做事){_END}"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.bracketed_event_every",
        # 每个季度我们组搞一次「…」 / 面包房每周六下午办一次「…」: how often, who, then the event by its name alone.
        zh(
            r"^(?:[一-龥]{1,6}?)?(?:每个?(?:季度|月|周[一二三四五六日天末]?|星期[一二三四五六日天]?|年|礼拜[一二三四五六日天]?)"
            r"|每两周|每半年)[^，。「“我]{0,8}?(?:我们(?:组|部门|团队|店|公司)?|组里|团队|部门)?(?:都会|会|都)?"
            r"(?:办|举办|搞|开|做|举行)(?:一次|一回|一场)[「“](?P<obj>[^」”]{1,15})[」”]" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
]
