"""What kind of answer a question wants, read from its wording alone (no model, no database).

Routes that only some questions need (spreading a list across sessions) run only when the
question asks for them, so other questions pay nothing for them.
"""

import re

# "which instruments has Maya played", "what sports did Sam try", "how many countries has …",
# "what kinds of …", "name all the …": a plural noun after which/what, then a verb of doing.
# "How many items did Priya sell on the opening day?" asks about one occasion, one turn: a
# count is a list only in the perfect ("how many … has/have …").
_LIST_EN = re.compile(
    r"\b(?:how\s+many\s+(?:[a-z]+\s+){0,3}?(?:has|have|had)\b"  # "how many … has": counted over time
    r"|(?:what|which)\s+(?:kinds?\s+of\s+|sorts?\s+of\s+|types?\s+of\s+)?"
    r"(?:\w+\s+){0,2}?\w{3,}s\s+(?:has|have|had|did|does|do)\b|all\s+the\s+\w+s\b)",
    re.IGNORECASE,
)
# Japanese: 何回 / 何人 / 何か国 / 何種類 / いくつ / どんな…たち; Chinese: 哪些 / 几个 / 几次 / 多少 / 哪几.
_LIST_CJK = re.compile(
    r"何(?:回|人|個|つ|か国|カ国|ヶ国|種類|度|冊|匹|軒)|いくつ|どんな"  # Japanese
    r"|哪些|哪几|几(?:个|次|种|本|只|家|国)|多少"  # Chinese
)


# The category a list question asks about: "which musical instruments has …" -> "musical instruments".
_CATEGORY_EN = re.compile(
    r"\b(?:how\s+many|(?:what|which)\s+(?:kinds?\s+of\s+|sorts?\s+of\s+|types?\s+of\s+)?)\s*"
    r"((?:[a-z]+\s+){0,2}?[a-z]{3,}s)\s+(?:has|have|had|did|does|do)\b",
    re.IGNORECASE,
)


def list_category(question: str) -> str:
    """The plural noun phrase an English list question asks about ("" when there is none)."""
    match = _CATEGORY_EN.search(question)
    return match[1] if match else ""


def asks_for_list(question: str) -> bool:
    """True when the question asks for several things or a count of them ("which … has X done",
    "how many", 何回, 哪些): its answer is spread over sessions, not held by one turn."""
    return bool(_LIST_EN.search(question) or _LIST_CJK.search(question))


# "Why did …", "what convinced / motivated / made …", "how come", "the reason …"; なぜ, どうして, 为什么.
_REASON = re.compile(
    r"\b(?:why|how\s+come|reasons?|what\s+(?:convinced|motivated|made|prompted|led|inspired|got|drove))\b"
    r"|なぜ|どうして|なんで|理由|为什么|为何|原因",
    re.IGNORECASE,
)


def asks_for_reason(question: str) -> bool:
    """True when the question asks why: the reason is often said a turn later than the deed it
    explains ("I signed up to volunteer …" / "Why?" / "I had a lot of free evenings …")."""
    return bool(_REASON.search(question))
