"""Embedding passages in the background (jobs), and the `meaning` state replies report."""

from typing import Any

from graph.embeddings import backend
from graph.models import Document, Passage, Scope
from graph.services.jobs import enqueue_job

BATCH = 64


def queue_embedding(scope: Scope, document: Document) -> str:
    """After a document's passages are stored: queue their embedding (on commit).

    Returns the reply's `meaning`: "queued", or "not_armed" when no model is available
    (the periodic catch-up embeds them once one is).
    """
    if backend() is None:
        return "not_armed"
    enqueue_job(kind="embed_passages", scope=scope, payload={"document_id": document.pk})
    return "queued"


def embed_passages(*, document_id: int | None = None, limit: int | None = None) -> dict[str, Any]:
    """Embed live passages that have no vector yet (of one document, or any). Idempotent.

    Returns {"embedded": n, "model": name} or {"embedded": 0, "model": None} when not armed.
    """
    model = backend()
    if model is None:
        return {"embedded": 0, "model": None}
    pending = Passage.objects.filter(embedding__isnull=True, forgotten_at__isnull=True)
    if document_id is not None:
        pending = pending.filter(document_id=document_id)
    ids = list(
        pending.order_by("id").values_list("id", flat=True)[:limit] if limit else pending.values_list("id", flat=True)
    )
    embedded = 0
    for start in range(0, len(ids), BATCH):
        rows = list(
            Passage.objects.filter(pk__in=ids[start : start + BATCH], embedding__isnull=True).only("id", "text")
        )
        if not rows:
            continue
        for row, vector in zip(rows, model.embed([r.text for r in rows]), strict=True):
            row.embedding = vector
        Passage.objects.bulk_update(rows, ["embedding"])
        embedded += len(rows)
    return {"embedded": embedded, "model": model.name}


def missing_embeddings() -> int:
    return Passage.objects.filter(embedding__isnull=True, forgotten_at__isnull=True).count()
