"""Embedding passages in the background (jobs), and the `meaning` state replies report."""

from typing import Any

from django.db import transaction
from django.db.models import QuerySet

from graph.embeddings import EmbeddingBackend, backend, e5_backend
from graph.models import Document, Passage, Scope
from graph.models.memory import E5_PENDING, awaiting_main_vector
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

    Passages holding Japanese or Chinese text also get their multilingual-e5-small vector
    (e5_embedding) when that model is armed, after every MiniLM vector (at most `limit` of each);
    a mostly Japanese or Chinese one then gets e5's alone (graph.models.memory.awaiting_main_vector).
    Returns {"embedded": n, "model": name[, "e5_embedded": m]} or {"embedded": 0, "model": None}
    when not armed.
    """
    model = backend()
    if model is None:
        return {"embedded": 0, "model": None}
    scopes = Passage.objects.all()
    if document_id is not None:
        # A conversation arrives as one write per turn, each queueing a job: the first job
        # takes every passage of the scope still waiting, so the model sees full batches
        # rather than one text per job, and the jobs behind it find nothing left to do.
        scope_id = Document.objects.filter(pk=document_id).values_list("scope_id", flat=True).first()
        if scope_id is None:
            return {"embedded": 0, "model": model.name}
        scopes = scopes.filter(scope_id=scope_id)
    multilingual = e5_backend()
    pending = scopes.filter(awaiting_main_vector(e5_armed=multilingual is not None))
    result: dict[str, Any] = {"embedded": _fill(pending, "embedding", model, limit), "model": model.name}
    if multilingual is not None:
        result["e5_embedded"] = _fill(scopes.filter(E5_PENDING), "e5_embedding", multilingual, limit)
    return result


def _fill(pending: QuerySet, column: str, model: EmbeddingBackend, limit: int | None) -> int:
    """Write `model`'s passage vectors into `column` of the `pending` rows, a batch per transaction."""
    embedded = 0
    while limit is None or embedded < limit:
        size = BATCH if limit is None else min(BATCH, limit - embedded)
        with transaction.atomic():
            # Rows another worker is embedding are skipped, not waited for or done twice.
            rows = list(pending.select_for_update(skip_locked=True).order_by("id").only("id", "text")[:size])
            if not rows:
                break
            for row, vector in zip(rows, model.embed([r.text for r in rows]), strict=True):
                setattr(row, column, vector)
            Passage.objects.bulk_update(rows, [column])
        embedded += len(rows)
    return embedded


def missing_embeddings() -> int:
    """Vectors of an armed model still missing from live passages: MiniLM's (of those it serves)
    and e5's (of those holding CJK text)."""
    e5_armed = e5_backend() is not None
    missing = Passage.objects.filter(awaiting_main_vector(e5_armed=e5_armed)).count()
    if e5_armed:
        missing += Passage.objects.filter(E5_PENDING).count()
    return missing
