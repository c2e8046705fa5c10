"""Chinese patterns read before every other (round 41, issue #25): the shapes of part 34. A house rule in two
clauses with no room to argue (…，不用…，铺子里没得商量) and where one lives said with 人 (人住在…区，…)."""

from teams.extraction._patterns import Pattern, policy, zh

_END = r"[。！!]?$"
_PLACE = r"[一-龥]{1,6}?(?:区|县|市|镇|村|乡)"

FIRST_PATTERNS = [
    policy(
        "zh.rule_two_clauses_firm",
        # 壶一律手工锤打，不用机器压，铺子里没得商量: a rule and what it rules out, then that it is firm.
        zh(
            r"^(?P<obj>[^，。]{3,20}，\s*不[^，。]{1,10})，\s*(?:铺子里|店里|厂里|园子里|我们这儿)"
            r"(?:没得商量|没商量|不商量)" + _END
        ),
    ),
    Pattern(
        "zh.person_lives_in",
        # 人住在襄州区，每天开车过桥上班: where one lives, said with 人; how one gets to work is no habit.
        zh(rf"^(?:我)?人住在(?P<obj>{_PLACE})(?:，[^，。]{{2,20}})?" + _END),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
]
