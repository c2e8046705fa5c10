"""Embedding passages in the background (jobs), and the `meaning` state replies report."""

from typing import Any

from django.db import transaction

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
    """Embed live passages that have no vector yet (of one document's scope, or any). Idempotent.

    Returns {"embedded": n, "model": name} or {"embedded": 0, "model": None} when not armed.
    """
    model = backend()
    if model is None:
        return {"embedded": 0, "model": None}
    pending = Passage.objects.filter(embedding__isnull=True, forgotten_at__isnull=True)
    if document_id is not None:
        # A conversation arrives as one write per turn, each queueing a job: the first job
        # takes every passage of the scope still waiting, so the model sees full batches
        # rather than one text per job, and the jobs behind it find nothing left to do.
        scope_id = Document.objects.filter(pk=document_id).values_list("scope_id", flat=True).first()
        if scope_id is None:
            return {"embedded": 0, "model": model.name}
        pending = pending.filter(scope_id=scope_id)
    embedded = 0
    while limit is None or embedded < limit:
        size = BATCH if limit is None else min(BATCH, limit - embedded)
        with transaction.atomic():
            # Rows another worker is embedding are skipped, not waited for or done twice.
            rows = list(pending.select_for_update(skip_locked=True).order_by("id").only("id", "text")[:size])
            if not rows:
                break
            for row, vector in zip(rows, model.embed([r.text for r in rows]), strict=True):
                row.embedding = vector
            Passage.objects.bulk_update(rows, ["embedding"])
        embedded += len(rows)
    return {"embedded": embedded, "model": model.name}


def missing_embeddings() -> int:
    return Passage.objects.filter(embedding__isnull=True, forgotten_at__isnull=True).count()
