"""Celery tasks. Each takes an id, re-fetches, and does nothing if the work is gone or done."""

import logging
from collections.abc import Callable
from typing import Any

from celery import shared_task
from django.conf import settings

from graph.conflict_retry import retrying_conflicts
from graph.embeddings import backend
from graph.models import Job
from graph.services.communities import COMMUNITIES_JOB, compute_communities
from graph.services.document import PARSE_JOB
from graph.services.document_upload import parse_uploaded_document
from graph.services.embedding import embed_passages, missing_embeddings
from graph.services.jobs import claim_job, enqueue_unless_pending, finish_job, reclaim_stale_jobs, send_held_jobs
from graph.services.mcp_sessions import forget_idle_sessions
from graph.services.purge import forget_expired_session_memory, purge_forgotten
from graph.services.reindex_passages import (
    REINDEX_CJK_JOB,
    REINDEX_JOB,
    passages_to_reindex,
    passages_without_cjk_words,
    reindex_passage_cjk_words,
    reindex_passage_dates,
)

logger = logging.getLogger(__name__)


def _purge_handler(job: Job) -> dict[str, Any]:
    retention = job.payload.get("retention_seconds", settings.FORGET_RETENTION_SECONDS)
    session_days = job.payload.get("session_retention_days", settings.SESSION_RETENTION_DAYS)
    expired = forget_expired_session_memory(retention_days=int(session_days))
    return {
        **purge_forgotten(retention_seconds=int(retention)),
        "idle_mcp_sessions": forget_idle_sessions(),
        "session_facts_expired": expired,
    }


def _embed_handler(job: Job) -> dict[str, Any]:
    return embed_passages(document_id=job.payload.get("document_id"), limit=job.payload.get("limit"))


def _communities_handler(job: Job) -> dict[str, Any]:
    if job.scope_id is None:
        return {"skipped": "no scope"}
    return compute_communities(scope_id=job.scope_id)


JOB_HANDLERS: dict[str, Callable[[Job], dict[str, Any]]] = {
    "purge_forgotten": _purge_handler,
    PARSE_JOB: parse_uploaded_document,
    "embed_passages": _embed_handler,
    COMMUNITIES_JOB: _communities_handler,
    REINDEX_JOB: lambda job: reindex_passage_dates(limit=int(job.payload.get("limit", 2000))),
    REINDEX_CJK_JOB: lambda job: reindex_passage_cjk_words(limit=int(job.payload.get("limit", 2000))),
}


def register_job_handler(kind: str, handler: Callable[[Job], dict[str, Any]]) -> None:
    """Let another app run its own kind of job (called from its AppConfig.ready)."""
    JOB_HANDLERS[kind] = handler


@shared_task(name="graph.run_job")
def run_job(job_id: int) -> None:
    """Run one Job row through the handler for its kind, recording the outcome on the row."""
    job = claim_job(job_id)
    if job is None:
        return
    handler = JOB_HANDLERS.get(job.kind)
    if handler is None:
        finish_job(job, error=f"no handler for job kind {job.kind!r}")
        return
    try:
        # A job's write is one transaction, as a verb's is: one that lost a lock cycle to a
        # concurrent write, or met a concurrent forget, runs again before it counts as failed.
        result = retrying_conflicts(lambda: handler(job))
    except Exception as exc:
        # Recorded on the row so status pages can show it; re-raised so the worker log has the trace.
        finish_job(job, error=f"{exc.__class__.__name__}: {exc}")
        raise
    finish_job(job, result=result)


@shared_task(name="graph.schedule_purge")
def schedule_purge() -> None:
    """Periodic entry point (Celery beat): queue one purge job (unless one is pending)."""
    enqueue_unless_pending(kind="purge_forgotten")


@shared_task(name="graph.reclaim_stale_jobs")
def reclaim_jobs_of_dead_workers() -> None:
    """Periodic: jobs left running by a worker that died are queued again at once."""
    reclaimed = reclaim_stale_jobs()
    if reclaimed:
        logger.warning("queued again %d job(s) whose worker died: %s", len(reclaimed), reclaimed)


@shared_task(name="graph.schedule_embed_missing")
def schedule_embed_missing() -> None:
    """Periodic catch-up: embed passages stored while no model was armed (bounded per run)."""
    if backend() is not None and missing_embeddings():
        enqueue_unless_pending(kind="embed_passages", payload={"limit": 5000})


@shared_task(name="graph.schedule_reindex_passages")
def schedule_reindex_passages() -> None:
    """Periodic: while passages stored before said_dates or cjk_words existed remain, queue a batch of them."""
    if passages_to_reindex():
        enqueue_unless_pending(kind=REINDEX_JOB, payload={"limit": 5000})
    if passages_without_cjk_words():
        enqueue_unless_pending(kind=REINDEX_CJK_JOB, payload={"limit": 5000})


@shared_task(name="graph.send_community_jobs")
def send_community_jobs() -> None:
    """Periodic: send the communities jobs that writes queued since the last round."""
    send_held_jobs(COMMUNITIES_JOB)
