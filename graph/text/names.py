"""How names are compared: normalised form, match key, and the words that never seed."""

import functools
import re
import unicodedata

_WORD = re.compile(r"\w+", re.UNICODE)
_SPACE = re.compile(r"\s+")
# Scripts written without spaces between words: a name in them is found by substring.
UNSPACED_SCRIPT = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")

# Short function words that must never match an entity on their own (SPEC §5).
STOP_WORDS = frozenset(
    """a an and are as at be been but by can could did do does for from had has have he her hers him his how i
    if in into is it its me my no not of on or our ours she so than that the their them then there these they
    this those to us was we were what when where which who whom whose why will with would you your yours
    about tell know give show find all any some many much more most other such only own same too very just
    also am after before over under again further once here both each few nor off out up down""".split()
)


def normalise(name: str) -> str:
    """Identity of a name within a scope: NFKC, case-folded, inner white space collapsed."""
    # Names are cached: a bulk write normalises each name once per edge touching it (an
    # import of 100,000 edges, 650,000 calls). Long texts (passages) are not, to bound memory.
    return _normalise_name(name) if len(name) <= CACHED_UP_TO else _normalise(name)


CACHED_UP_TO = 200


def _normalise(text: str) -> str:
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


_normalise_name = functools.lru_cache(maxsize=1 << 16)(_normalise)


def words(text: str) -> list[str]:
    """The words of a text, normalised."""
    return _WORD.findall(normalise(text))


def match_key(name: str) -> str:
    """A name as its words joined by one space: punctuation-insensitive, for finding it in text."""
    # Cached as normalise is: a bulk write keys each name once per relation touching it.
    return _match_key_of_name(name) if len(name) <= CACHED_UP_TO else _match_key(name)


def _match_key(name: str) -> str:
    return " ".join(words(name))


_match_key_of_name = functools.lru_cache(maxsize=1 << 16)(_match_key)


def word_ngrams(text: str, *, max_words: int = 6) -> set[str]:
    """Every run of 1..max_words consecutive words of `text`, as match keys."""
    tokens = words(text)
    grams: set[str] = set()
    for size in range(1, max_words + 1):
        for start in range(len(tokens) - size + 1):
            grams.add(" ".join(tokens[start : start + size]))
    return grams


def content_words(text: str) -> list[str]:
    """Words that carry meaning (stop-words and one-letter tokens dropped), in order, unique."""
    seen: dict[str, None] = {}
    for word in words(text):
        if word not in STOP_WORDS and (len(word) > 1 or UNSPACED_SCRIPT.search(word)):
            seen.setdefault(word, None)
    return list(seen)


def mentions_name(text: str, name: str) -> bool:
    """Whether `name` occurs in `text`, ignoring case (the rule for passages[].mentions)."""
    return normalise(name) in normalise(text)
