"""The category route: a list question's category word reaches the turns that name its instances.

"Which musical instruments has Maya played?" is answered by "I borrowed a violin …" and
"… a cello …": no word is shared and meaning search ties them only loosely. WordNet (the
Debian package `wordnet-base`, read offline from /usr/share/wordnet) knows that a violin
and a cello are kinds of musical instrument: the question's category is expanded into the
single-word names of every kind below it (hyponyms and instances, at most MAX_WORDS), and
those words rank passages by BM25 over the scope's own statistics, so only the kinds the
scope ever mentions count. It is the query-side twin of indexing each passage under its
categories: nothing is stored, so old and new passages are found alike.

The files are read by seeking (index.noun is sorted; a synset's id is its byte offset in
data.noun), never loaded whole. Without the package the route finds nothing.
"""

import mmap
import re
from functools import lru_cache
from pathlib import Path

from graph.models import Scope
from graph.retrieval._bm25 import bm25_passages
from graph.retrieval._question_kinds import list_category

WORDNET = Path("/usr/share/wordnet")
# Kinds read below a category, nearest first: "bird" has ~570 single-word names, "activity"
# thousands. Each costs the BM25 statement a stemming and an index probe (a list question's
# category route took p95 40 ms at 3,000), and past a few hundred a category is too broad
# to say much about a list.
MAX_WORDS = 600
# The commonest senses of the category word (WordNet orders them by frequency).
MAX_SENSES = 3
_HYPONYMS = ("~", "~i")


class _Files:
    def __init__(self, folder: Path) -> None:
        self.index, self.data = _mapped(folder / "index.noun"), _mapped(folder / "data.noun")

    def senses(self, lemma: str) -> list[int]:
        """The synset offsets of a noun lemma (binary search over the sorted index lines)."""
        key = lemma.encode()
        low, high = 0, len(self.index)
        while low < high:
            middle = (low + high) // 2
            start = self.index.rfind(b"\n", 0, middle) + 1
            end = self.index.find(b"\n", start)
            line = self.index[start : end if end >= 0 else len(self.index)]
            word = line.split(b" ", 1)[0]
            if line.startswith(b"  ") or word < key:  # the licence lines at the top start with spaces
                low = (end if end >= 0 else len(self.index)) + 1
            elif word > key:
                high = start
            else:
                parts = line.split()
                synsets, pointers = int(parts[2]), int(parts[3])
                return [int(offset) for offset in parts[6 + pointers : 6 + pointers + synsets]]
        return []

    def synset(self, offset: int) -> tuple[list[str], list[int]]:
        """A synset's words and the offsets of its hyponyms and instances."""
        end = self.data.find(b"\n", offset)
        parts = self.data[offset:end].decode("utf-8", "replace").split(" | ")[0].split()
        count = int(parts[3], 16)
        words = parts[4 : 4 + 2 * count : 2]
        at = 4 + 2 * count
        pointers = parts[at + 1 : at + 1 + 4 * int(parts[at])]
        below = [int(pointers[i + 1]) for i in range(0, len(pointers), 4) if pointers[i] in _HYPONYMS]
        return words, below


def _mapped(path: Path) -> mmap.mmap:
    with path.open("rb") as file:  # the map keeps its own handle: the file may close
        return mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)


@lru_cache(maxsize=1)
def _files() -> _Files | None:
    try:
        return _Files(WORDNET)
    except (OSError, ValueError):  # not installed (or empty): the route is off
        return None


def _lemmas(phrase: str) -> list[str]:
    """WordNet spellings to try for a plural phrase, longest first: "musical instruments" ->
    musical_instrument, instrument."""
    words = phrase.lower().split()
    last = words[-1]
    singular = [last[:-3] + "y"] if last.endswith("ies") else []
    singular += [last[:-2]] if last.endswith(("ches", "shes", "xes", "sses")) else []
    singular += [last[:-1]] if last.endswith("s") else [last]
    tried = []
    for start in range(len(words)):
        for noun in singular:
            tried.append("_".join([*words[start:-1], noun]))
    return tried


@lru_cache(maxsize=512)
def kinds_of(phrase: str) -> tuple[str, tuple[str, ...]]:
    """(the lemma found, the single-word names of the kinds below it, nearest first, at most
    MAX_WORDS); ("", ()) when WordNet is missing or knows no such noun."""
    files = _files()
    if files is None:
        return "", ()
    for lemma in _lemmas(phrase):
        senses = files.senses(lemma)[:MAX_SENSES]
        if senses:
            return lemma, _below(files, senses, {lemma, lemma.split("_")[-1]})
    return "", ()


def _below(files: _Files, senses: list[int], category: set[str]) -> tuple[str, ...]:
    """Breadth first, so a cut keeps the kinds nearest the category."""
    found: dict[str, None] = {}
    seen, queue = set(senses), list(senses)
    while queue and len(found) < MAX_WORDS:
        offset = queue.pop(0)
        words, below = files.synset(offset)
        if offset in senses:  # the category's own synonyms ("item": point, detail, place) are no kinds of it
            words = []
        for word in words:
            if "_" not in word and re.fullmatch(r"[A-Za-z-]+", word) and word.lower() not in category:
                found.setdefault(word.lower())
        for below_offset in below:
            if below_offset not in seen:
                seen.add(below_offset)
                queue.append(below_offset)
    return tuple(found)[:MAX_WORDS]


def category_route(scope: Scope, question: str) -> list[tuple[tuple[str, int], float, dict]]:
    """(("passage", id), BM25 score, {category}) for passages naming a kind of the category a
    list question asks about, best first; nothing when it names none WordNet knows."""
    phrase = list_category(question)
    lemma, kinds = kinds_of(phrase) if phrase else ("", ())
    if not kinds:
        return []
    # One text of every kind, not one word each: the statement stems it in one to_tsvector
    # call instead of hundreds (a list question's depth part fell from p50 19 ms to 7 ms).
    found = bm25_passages(scope, [" ".join(kinds)])
    return [(("passage", pid), score, {"category": lemma}) for pid, score in found]
