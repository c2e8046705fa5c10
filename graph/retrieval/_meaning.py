"""The meaning route: the question embedded while the other routes run, then the nearest passages.

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

from graph.embeddings import EmbeddingUnavailable, backend
from graph.models import Scope
from graph.retrieval._candidates import meaning_coverage, meaning_passages
from graph.retrieval._ranking import RankedList

_pool: ThreadPoolExecutor | None = None
_pool_lock = Lock()


def _embedding_pool() -> ThreadPoolExecutor:
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
    return PendingMeaning(_embedding_pool().submit(model.embed, [query], kind="query"))


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
