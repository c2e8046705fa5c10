"""Words and parts of speech for Japanese and Chinese, so the character tagger knows where words begin and end.

Japanese: MeCab through `fugashi`, with the `unidic-lite` dictionary that ships inside its wheel; Chinese:
`jieba.posseg` with the dictionary inside the `jieba` package. Nothing is downloaded. Each analyser loads on
the first call for its language, once per process (under a lock), and is used under that lock.

`words(text, lang)` gives `(start, end, word, pos)` for each word found in `text`, in code points; a
character no word covers (a space) has none. `pos` is the coarse part of speech: UniDic's first level for
Japanese (名詞, 助詞, 動詞 …, with 固有名詞 kept apart from the other nouns), jieba's tag for Chinese (n, nr,
ns, nz, v, vn, p, r …).
"""

import logging
import os
import tempfile
import threading
from typing import Any

Words = list[tuple[int, int, str, str]]

_lock = threading.Lock()
_analysers: dict[str, Any] = {}
loads = {"ja": 0, "zh": 0}  # how many times each analyser was loaded (tests: once per process)


def _japanese() -> Any:
    import fugashi  # MeCab; unidic_lite is found by fugashi itself (its dictionary is in the wheel)

    loads["ja"] += 1
    return fugashi.Tagger()


def _chinese() -> Any:
    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    # jieba caches its prefix dictionary in a file; keep it in this user's temporary directory, named for us.
    jieba.dt.tmp_dir = tempfile.gettempdir()
    jieba.dt.cache_file = f"memorymesh-jieba-{os.getuid() if hasattr(os, 'getuid') else 'u'}.cache"
    jieba.dt.initialize()
    loads["zh"] += 1
    return jieba.posseg.dt  # built at its import on jieba.dt, with the part-of-speech table


def _analyser(lang: str) -> Any:
    if lang not in _analysers:
        _analysers[lang] = _japanese() if lang == "ja" else _chinese()
    return _analysers[lang]


def _pos_ja(word: Any) -> str:
    feature = word.feature
    pos1 = getattr(feature, "pos1", None) or "*"
    return "固有名詞" if getattr(feature, "pos2", "") == "固有名詞" else pos1


def words(text: str, lang: str) -> Words:
    """Each word of `text` with its offsets and coarse part of speech (Japanese and Chinese; [] otherwise)."""
    if lang not in ("ja", "zh") or not text.strip():
        return []
    with _lock:
        analyser = _analyser(lang)
        if lang == "ja":
            found = [(w.surface, _pos_ja(w)) for w in analyser(text)]
        else:
            found = [(w.word, w.flag) for w in analyser.cut(text)]
    out: Words = []
    cursor = 0
    for surface, pos in found:
        if not surface or surface.isspace():
            continue
        start = text.find(surface, cursor)
        if start < 0:  # an analyser that normalised the text: leave the word out rather than misplace it
            continue
        out.append((start, start + len(surface), surface, pos))
        cursor = start + len(surface)
    return out
