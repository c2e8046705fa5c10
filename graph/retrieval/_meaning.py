"""The meaning routes: the question embedded while the other routes run, then the nearest
passages of the scope (above a floor), and the nearest of those linked to the people it names.

Embedding a question takes ~5 ms on the bundled model (an HTTP call on an OpenAI-compatible
endpoint takes longer); the graph walk and BM25 need the database meanwhile, not the CPU of
this thread. So the embedding runs on a small pool of threads (ONNX Runtime and httpx
release the GIL) and context collects it when the vector scan is next.
"""

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from threading import Lock
from typing import Any

from django.conf import settings

from graph.embeddings import EmbeddingUnavailable, backend, e5_backend
from graph.models import Scope
from graph.retrieval._candidates import (
    meaning_coverage,
    meaning_passages,
    scope_has_e5_only_passages,
    seed_passages_by_meaning,
)
from graph.retrieval._ranking import RankedList

# The named person's passages the seed-meaning route keeps (measured on the dev sets: 3, 5, 7
# and 10; docs/retrieval.md).
SEED_MEANING_DEPTH = 7

_pool: ThreadPoolExecutor | None = None
_pool_lock = Lock()


def embedding_pool() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            # As many as requests can hold a database connection at once: no question waits
            # for another's embedding.
            _pool = ThreadPoolExecutor(max_workers=settings.DB_POOL_SIZE, thread_name_prefix="context-embedding")
    return _pool


@dataclass
class PendingMeaning:
    """A question being embedded, or None when no model is armed."""

    vector: Future | None


def start_embedding(query: str) -> PendingMeaning:
    """Begin embedding `query` on the pool; returns at once."""
    model = backend()
    if model is None:
        return PendingMeaning(None)
    return PendingMeaning(embedding_pool().submit(model.embed, [query], kind="query"))


def meaning_route(scope: Scope, pending: PendingMeaning, stages: dict[str, Any]) -> tuple[RankedList, str | None]:
    """The passages nearest the embedded question (above MEANING_FLOOR), and the failure to
    report when the model could not embed it. Records the route's state in `stages`."""
    if pending.vector is None:
        stages["meaning"] = "not_armed"
        return [], None
    try:
        vector = pending.vector.result()[0]
    except EmbeddingUnavailable as exc:
        stages["meaning"] = "failed"
        return [], f"meaning: {exc}"
    stages["meaning"] = "ran"
    coverage = meaning_coverage(scope)
    stages["meaning_coverage"] = "incomplete" if coverage.waiting else "complete"
    stages["meaning_waiting"] = coverage.waiting
    hits = meaning_passages(scope, vector, floor=settings.MEANING_FLOOR, live=coverage.live)
    return [(("passage", pid), similarity, {"similarity": round(similarity, 4)}) for pid, similarity in hits], None


def seed_meaning_route(scope: Scope, pending: PendingMeaning, seed_ids: list[int], asked: str) -> RankedList:
    """The SEED_MEANING_DEPTH passages linked to the named seeds (said by them or naming them)
    nearest the question, whatever their similarity: `found_by.seed_meaning`.

    "Is Nadia's French improving?" is answered by "Nadia: I can finally read the menus in Lyon
    without a dictionary": no word in common, and a similarity of 0.19, under the floor that
    keeps meaning from answering questions about nothing stored, so the meaning route drops
    it. Among the scope's 600 turns it is nevertheless the nearest, and among Nadia's own
    the nearest by a margin: an inference about a person is said by that person. So the
    floor is left out here, where the candidates are already narrowed to the person, and the
    route counts as a share of its best (_ranking). It never grounds an answer on its own.

    A mostly Japanese or Chinese passage stored with e5 armed has e5's vector alone: when the
    seeds have such passages, `asked` (the question without the names) is embedded by e5 too,
    those passages ranked by it, and each model's passages counted as a share of its own best
    (their similarities are not comparable), so "When did ゆき get a tattoo?" still reaches
    ゆき's Japanese turns (docs/retrieval.md, "MiniLM skips mostly CJK passages").
    """
    if pending.vector is None or not seed_ids:
        return []
    try:
        vector = pending.vector.result()[0]
    except EmbeddingUnavailable:  # meaning_route has reported it
        return []
    hits = seed_passages_by_meaning(scope, vector, seed_ids, depth=SEED_MEANING_DEPTH)
    e5_hits = _seed_passages_by_e5(scope, asked, seed_ids)
    if not e5_hits:
        return [(("passage", pid), similarity, {"similarity": round(similarity, 4)}) for pid, similarity in hits]
    shares = [(pid, s / hits[0][1], {"similarity": round(s, 4)}) for pid, s in hits if hits[0][1] > 0]
    shares += [(pid, s / e5_hits[0][1], {"e5_similarity": round(s, 4)}) for pid, s in e5_hits if e5_hits[0][1] > 0]
    best = sorted(shares, key=lambda hit: -hit[1])[:SEED_MEANING_DEPTH]
    return [(("passage", pid), share, details) for pid, share, details in best]


def _seed_passages_by_e5(scope: Scope, asked: str, seed_ids: list[int]) -> list[tuple[int, float]]:
    """The seeds' passages holding e5's vector alone nearest `asked` by e5, best first; [] when
    they have none, e5 is not armed or cannot embed the question (MiniLM's hits stand alone)."""
    model = e5_backend()
    if model is None or not scope_has_e5_only_passages(scope):
        return []
    try:
        vector = model.embed([asked], kind="query")[0]
    except EmbeddingUnavailable:
        return []
    return seed_passages_by_meaning(scope, vector, seed_ids, depth=SEED_MEANING_DEPTH, e5=True)
