"""Words full-text search can match in Japanese and Chinese text: character bigrams and kanji.

PostgreSQL's `english` configuration keeps a run of Japanese or Chinese characters as one
lexeme ("昨日、親知らずを抜いたよ" is two), so a question matches a passage only if it
repeats the whole run. Neither language puts spaces between words; the usual way to index
them without a dictionary is by overlapping character bigrams of each run (漏水终于修好了 →
漏水, 水终, 终于, 于修, 修好, 好了): a two-character word of the question is always one of
the passage's bigrams. Han characters (kanji, hanzi) are also kept one by one, since a verb's
stem survives alone where its ending changes what follows (作りました / 作った share only 作;
做过 / 做了 share only 做). Kana never stand alone: one hiragana is a particle, not a word.
Latin words and numbers beside them are kept lowercased, for mixed text ("iPhone を買った").

`passage_vector` writes these terms as a tsvector literal with positions (graph_passage.
cjk_words, stored at write time); `question_terms` gives a question's terms less the
question words (いつ, 什么时候, どんな, 哪些 …) that would otherwise rank questions' turns.
"""

import re

# Han (CJK unified ideographs and extension A, compatibility ideographs), hiragana, katakana
# (with the prolonged sound mark and the half-width forms), Hangul syllables.
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f\uac00-\ud7af"
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々]")
_RUN = re.compile(rf"[{_CJK}々]+|[^\W_{_CJK}々]+")
_HAS_CJK = re.compile(rf"[{_CJK}]")

# What a question asks with, not about: "when", "what", "which", "how many", politeness.
# Removed from the question before it is split, so their bigrams never score.
_QUESTION_WORDS = re.compile(
    r"いつ|どんな|どの|どこ|何|なに|なん|誰|だれ|いくつ|ですか|ましたか|でしたか|ますか|でしょうか|のは|か[？?]"
    r"|什么时候|什么|哪些|哪里|哪儿|哪个|哪|几|多少|谁|何时|是否|吗|呢"
)


def has_cjk(text: str) -> bool:
    """True when the text holds any Japanese, Chinese or Korean character."""
    return bool(_HAS_CJK.search(text))


def mostly_cjk(text: str) -> bool:
    """True when more of the text's letters are CJK characters than not ("When did 田中 move?"
    is English with a Japanese name; "田中さんはいつ引っ越しましたか？" is Japanese)."""
    cjk = len(_HAS_CJK.findall(text))
    return cjk > 0 and cjk >= sum(1 for ch in text if ch.isalpha()) - cjk


def cjk_terms(text: str) -> list[str]:
    """The text's terms in order: each CJK run's bigrams (a one-character run alone) and its Han
    characters one by one, and Latin words and numbers lowercased."""
    terms: list[str] = []
    for run in _RUN.findall(text):
        if not _HAS_CJK.search(run):
            terms.append(run.lower())
            continue
        terms += [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]
        terms += _HAN.findall(run) if len(run) > 1 else []
    return terms


def passage_vector(text: str) -> str:
    """A tsvector literal of the text's terms with their positions ('' when it holds no CJK
    character: English passages are indexed by the `english` configuration alone)."""
    if not has_cjk(text):
        return ""
    positions: dict[str, list[int]] = {}
    # A tsvector keeps at most 256 positions a lexeme and positions up to 16,383.
    for position, term in enumerate(cjk_terms(text)[:16383], start=1):
        kept = positions.setdefault(term, [])
        if len(kept) < 256:
            kept.append(position)
    return " ".join(f"{_quoted(term)}:{','.join(map(str, at))}" for term, at in positions.items())


def without_question_words(question: str) -> str:
    """The question with what it asks with (いつ, どんな, 什么时候, 哪些 …) blanked out."""
    return _QUESTION_WORDS.sub(" ", question)


def question_terms(question: str) -> list[str]:
    """The distinct terms of a question holding CJK characters, question words left out; [] for
    any other question (the route then runs no statement)."""
    if not has_cjk(question):
        return []
    return list(dict.fromkeys(cjk_terms(without_question_words(question))))


def _quoted(term: str) -> str:
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"
