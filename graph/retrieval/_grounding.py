"""Grounding verdicts: does one cited item answer the question, or do items only touch it?

grounded: one item covers every content word of the question (stemmed).
grounded_by_meaning: the best item was found by meaning above the answer floor, and the
  question names no stored entity that the item does not mention (a meaning hit about a
  named subject is only "about" it, not an answer). Meaning is MiniLM's route, or for a
  question that is mostly Japanese or Chinese the CJK meaning route (e5) with its own floor.
related: items touch the question; `uncovered` lists the words no single item covers
  (reason covered_only_across_items when the items cover them together).
nothing_stored: no item at all — never the nearest junk.
"""

from functools import lru_cache
from typing import Any

import snowballstemmer

from graph.text.names import content_words

_stemmer = snowballstemmer.stemmer("english")
# Question words and fillers that carry no content to be covered.
_NOT_CONTENT = {"happen", "happened", "kind", "thing", "things", "did", "does", "do", "like", "get", "got"}


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    return _stemmer.stemWord(word)


def stems(text: str) -> set[str]:
    """The stemmed content words of a text (Snowball English, as PostgreSQL's 'english' config)."""
    return {_stem(w) for w in content_words(text) if w not in _NOT_CONTENT}


@lru_cache(maxsize=65536)
def name_stems(name: str) -> frozenset[str]:
    """stems() of a short text that recurs across questions (an entity's name, a relation), cached."""
    return frozenset(stems(name))


def verdict(
    query: str,
    items: list[dict[str, Any]],
    *,
    exact_seed_names: list[str],
    answer_floor: float,
    seed_words: dict[str, set[str]] | None = None,
    meaning_route: str = "meaning",
) -> dict[str, Any]:
    """The verdict for `items` (best first). `seed_words` maps a query word that seeded an
    entity by prefix, near spelling or type to that entity's name and type stems: an item
    naming the entity covers the word. `meaning_route` is the route whose similarity is held
    against `answer_floor`."""
    wanted = stems(query)
    equivalents = {next(iter(stems(w)), w): names for w, names in (seed_words or {}).items()}
    if not items:
        return {"verdict": "nothing_stored", "uncovered": sorted(wanted)}
    best_uncovered: set[str] | None = None
    union: set[str] = set()
    for index, item in enumerate(items):
        have = stems(_item_words(item))
        have |= {word for word, names in equivalents.items() if names & have}
        union |= have
        missing = wanted - have
        if not missing:
            return {"verdict": "grounded", "item": index, "uncovered": []}
        if best_uncovered is None or len(missing) < len(best_uncovered):
            best_uncovered = missing
    top = items[0]
    meaning = top.get("found_by", {}).get(meaning_route)
    if meaning and meaning["similarity"] >= answer_floor:
        text = _item_words(top).casefold()
        if all(name.casefold() in text for name in exact_seed_names):
            return {"verdict": "grounded_by_meaning", "item": 0, "uncovered": sorted(wanted - stems(text))}
    reason = "covered_only_across_items" if wanted <= union else "words_not_in_any_item"
    return {"verdict": "related", "uncovered": sorted(best_uncovered or wanted), "reason": reason}


def _item_words(item: dict[str, Any]) -> str:
    if item["kind"] == "fact":
        types = " ".join(t for t in (item.get("subject_type"), item.get("object_type")) if t)
        return f"{item['subject']} {item['relation'].replace('_', ' ')} {item['object']} {types}"
    return item["text"]
