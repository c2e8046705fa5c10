"""One ranking from several candidate routes.

Reciprocal-rank fusion (RRF): an item scores sum(weight_r / (K + rank_r)) over the
routes that found it. Routes are weighted rather than equal because the evaluation
harness (bench/eval_locomo.py) showed equal-weight fusion of lexical and dense search
averaging good lexical rankings away; "weighted" is the alternative (min-max normalised
route scores, weighted sum), kept selectable to re-measure (MEMORYMESH_FUSION).
"""

from dataclasses import dataclass, field
from typing import Any

RRF_K = 60
ROUTE_WEIGHTS = {
    "graph_fact": 1.0,  # facts reached from a seed, nearest hop first
    "fact_words": 0.8,  # facts whose words cover the question's words
    "graph_passage": 0.9,  # passages linked to a seed
    "full_text": 1.0,  # passages by stemmed full-text match
    "meaning": 0.55,  # passages by embedding similarity above the floor
}


@dataclass
class Candidate:
    kind: str  # fact | passage
    id: int
    routes: dict[str, dict[str, Any]] = field(default_factory=dict)  # route -> {rank, score, ...}
    score: float = 0.0


def fuse(
    route_lists: dict[str, list[tuple[tuple[str, int], float, dict[str, Any]]]], *, method: str
) -> list[Candidate]:
    """Merge per-route ranked lists of ((kind, id), route score, details) into one ranking."""
    candidates: dict[tuple[str, int], Candidate] = {}
    for route, ranked in route_lists.items():
        top = max((score for _key, score, _d in ranked), default=0.0)
        low = min((score for _key, score, _d in ranked), default=0.0)
        for rank, (key, score, details) in enumerate(ranked, start=1):
            candidate = candidates.setdefault(key, Candidate(kind=key[0], id=key[1]))
            candidate.routes[route] = {"rank": rank, "score": round(score, 4), **details}
            weight = ROUTE_WEIGHTS[route]
            if method == "weighted":
                normalised = (score - low) / (top - low) if top > low else 1.0
                candidate.score += weight * normalised
            else:
                candidate.score += weight / (RRF_K + rank)
    return sorted(candidates.values(), key=lambda c: (-c.score, c.kind, -c.id))
