"""One ranking from several candidate routes.

`scores` (the default) adds each route's score made comparable — full text's BM25 as
a share of the best BM25 of this question, meaning's similarity as its share of the way
from the floor to the best similarity, a fact's 1/hop and share of the question's words —
so one route's strong hit outranks an item several routes found weakly (with
reciprocal-rank fusion an item found by one route alone could not overtake one found
mediocrely by three). Two features then adjust passages: a small boost for each seed a
passage is linked to (a speaker, a mention: evidence of aboutness, not of relevance), and
a share of each adjacent passage's score (the answer to a question often sits in the turn
after it). `rrf` (weighted reciprocal-rank fusion) is kept selectable (MEMORYMESH_FUSION)
to re-measure against. Weights were chosen on bench/data/devset.json and checked on the
held-out set (README, "Retrieval quality").
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

RRF_K = 60
ROUTE_WEIGHTS = {
    "graph_fact": 0.5,  # facts reached from a seed: 1/hop
    "fact_words": 1.0,  # facts whose words cover the question's words: the share covered
    "full_text": 1.0,  # passages by BM25, as a share of the best
    "meaning": 1.0,  # passages by embedding similarity above the floor
    "cjk_words": 1.0,  # passages by BM25 over Japanese and Chinese terms, as a share of the best
    "cjk_meaning": 1.0,  # a Japanese or Chinese question's 10 nearest passages by e5, as a share of the best
    "category": 1.0,  # a list question's passages naming kinds of its category, by BM25, as a share of the best
    "feedback": 1.0,  # a list question's passages holding the words of its best category hits, the same
    # the named person's passages nearest the question by meaning, below the floor too, as a share of the best
    "seed_meaning": 0.75,
    "said_date": 2.0,  # passages whose time words point to a date the question names: near-certain
}
MENTION_BOOST = 0.05  # per seed a passage is linked to
NEIGHBOUR_SHARE = 0.5  # of a near passage's score (adjacent; two away for a why-question)

RankedList = list[tuple[tuple[str, int], float, dict[str, Any]]]


@dataclass
class Candidate:
    kind: str  # fact | passage
    id: int
    routes: dict[str, dict[str, Any]] = field(default_factory=dict)  # route -> {rank, score, ...}
    score: float = 0.0


def fuse(
    route_lists: dict[str, RankedList], *, method: str, meaning_floor: float, weights: dict[str, float] = ROUTE_WEIGHTS
) -> dict[tuple[str, int], Candidate]:
    """Merge per-route ranked lists of ((kind, id), route score, details) into scored candidates,
    each route weighted by `weights` (ROUTE_WEIGHTS unless the question calls for others)."""
    candidates: dict[tuple[str, int], Candidate] = {}
    for route, ranked in route_lists.items():
        comparable = _comparable(route, ranked, meaning_floor)
        for rank, (key, score, details) in enumerate(ranked, start=1):
            candidate = candidates.setdefault(key, Candidate(kind=key[0], id=key[1]))
            candidate.routes[route] = {"rank": rank, "score": round(score, 4), **details}
            if method == "rrf":
                candidate.score += weights[route] / (RRF_K + rank)
            else:
                candidate.score += weights[route] * comparable(score)
    return candidates


def _comparable(route: str, ranked: RankedList, meaning_floor: float) -> Callable[[float], float]:
    top = max((score for _key, score, _d in ranked), default=0.0)
    if route in ("full_text", "category", "feedback", "seed_meaning"):
        return lambda score: score / top if top > 0 else 0.0
    if route == "meaning":
        span = top - meaning_floor
        return lambda score: (score - meaning_floor) / span if span > 0 else 1.0
    return lambda score: score


def boost_mentions(candidates: dict[tuple[str, int], Candidate], seeds_of: dict[int, list[str]]) -> None:
    """Passages linked to the question's seeds gain MENTION_BOOST per seed (never a route of their own)."""
    for (kind, pid), candidate in candidates.items():
        names = seeds_of.get(pid) if kind == "passage" else None
        if names:
            candidate.routes["graph_passage"] = {"seeds": names}
            candidate.score += MENTION_BOOST * len(names)


def spread_to_neighbours(candidates: dict[tuple[str, int], Candidate], neighbours: dict[int, list[int]]) -> None:
    """Each passage gains NEIGHBOUR_SHARE of the scores its near passages had before this step;
    a neighbour no route found becomes a candidate."""
    before = {pid: c.score for (kind, pid), c in candidates.items() if kind == "passage"}
    for pid, score in before.items():
        for other in neighbours.get(pid, []):
            candidate = candidates.setdefault(("passage", other), Candidate(kind="passage", id=other))
            candidate.score += NEIGHBOUR_SHARE * score
            candidate.routes.setdefault("neighbour", {"of": []})["of"].append(str(pid))


def ranked(candidates: dict[tuple[str, int], Candidate]) -> list[Candidate]:
    """Best first; ties by kind, then newest id."""
    return sorted(candidates.values(), key=lambda c: (-c.score, c.kind, -c.id))
