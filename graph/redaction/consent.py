"""A message that asks not to be remembered: "Don't remember this, but …", "これは覚えないで", "不要记住这个"."""

import re

_ASKS = (
    re.compile(
        r"(?i:\b(?:please\s+)?(?:do not|don't|dont|do n't|never)\s+"
        r"(?:remember|store|save|keep|record|memori[sz]e|log|write down)\s+"
        r"(?:this|that|it|the following|what i (?:say|said|tell you)|any of this)\b)"
        # "don't save this file" is about a file: the object must end the phrase.
        r"(?=\s*(?:[,:;.!\u2014\-]|$|(?i:\s+(?:but|in (?:your )?memory|anywhere|please|for later|okay|ok)\b)))"
    ),
    re.compile(r"(?i:\b(?:forget (?:this|that) (?:after|once)|off the record|this is off[- ]the[- ]record)\b)"),
    re.compile(r"(?i:\bnot (?:to be|for) (?:remembered|stored|saved|memory)\b)"),
    re.compile(
        r"(?:これ|それ|この(?:こと|話|内容)|今の(?:こと|話))?(?:は|を)?"
        r"(?:覚えないで|覚えなくて(?:いい|良い)|記憶しないで|保存しないで|記録しないで|メモしないで|メモらないで)"
    ),
    re.compile(
        r"(?:不要|别|不用|請勿|请勿|不要去)(?:记住|記住|保存|存储|储存|记录|記錄|记下)(?:这个|这些|这件事|這個|这段|以下|下面)?"
    ),
    re.compile(r"(?:这个|这件事|以下内容)(?:不要|别)(?:记|存|保存)"),
)


def asks_not_to_remember(text: str) -> bool:
    """Whether a message asks, in English, Japanese or Chinese, not to be remembered."""
    return any(pattern.search(text) for pattern in _ASKS)
