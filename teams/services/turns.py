"""memory_after_turn: store a finished turn in its session, and queue the extraction of its memories."""

from typing import Any

from django.db import transaction
from django.utils import timezone

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts import limits
from graph.exceptions import Invalid
from graph.models import Passage
from graph.services.events import record_event
from graph.services.jobs import enqueue_job
from graph.services.texts import TextToStore, passage_reply, store_text
from graph.text.dates import iso, parse_instant
from graph.text.passages import Span
from teams.inputs import AfterTurnIn
from teams.selectors.dimensions import organisation_for
from teams.turn_jobs import EXTRACT_TURN_JOB


def after_turn(*, ctx: CallContext, params: AfterTurnIn) -> dict[str, Any]:
    """Store the turn's messages as passages of the session `run_id` (one passage per message,
    "role: content", with its time and your id as key), then queue a job that extracts the
    memories of the user's messages into account, organisation and session memory.

    Sending the same messages with the same times again stores nothing and queues nothing
    (`already: true`). Returns the scope, doc_id, the passages and the job (id, state).
    Refuses: 422 invalid_arguments / invalid_scope (run_id with ':'), 422 invalid_date,
    413 limit_exceeded (1 MiB of text), 403 not_a_member / wrong_org for `org`.
    """
    if ":" in params.run_id:
        raise Invalid("run_id must not contain ':'", code="invalid_scope", field="run_id")
    limits.check_bytes("messages", "".join(m.content for m in params.messages), limits.MAX_CONTENT_BYTES)
    times = [parse_instant(m.at, field=f"messages[{i}].at") for i, m in enumerate(params.messages)]
    now = timezone.now()
    times = [t or now for t in times]
    to_store = _turn_text(params)
    with transaction.atomic():
        org = organisation_for(ctx, params.org)
        scope = scope_for_write(ctx, f"session:{params.run_id}", params.user_id)
        stored = store_text(scope, to_store, source=f"session:{params.run_id}", date=times[0])
        if not stored.already and len(set(times)) > 1:
            _stamp_times(stored.passages, times)
        job = None
        if params.extract and not stored.already:
            payload = {
                "document_id": stored.document.pk,
                "token_id": ctx.token.pk,
                "run_id": params.run_id,
                "org": org.slug if org else None,
                "end_user": scope.end_user,
            }
            job = enqueue_job(kind=EXTRACT_TURN_JOB, payload=payload, scope=scope)
        record_event(
            ctx,
            verb="after_turn",
            scope=scope,
            outcome="already" if stored.already else "ok",
            ids={"doc_id": str(stored.document.pk), "job": str(job.pk) if job else None},
        )
    return {
        "scope": scope_label(scope),
        "run_id": params.run_id,
        "org": org.slug if org else None,
        "already": stored.already,
        "doc_id": str(stored.document.pk),
        "passages": [passage_reply(p) | {"said_at": iso(t)} for p, t in zip(stored.passages, times, strict=False)],
        "extraction": {"job_id": str(job.pk), "state": "queued"} if job else {"job_id": None, "state": "none"},
        "meaning": stored.meaning,
    }


def _turn_text(params: AfterTurnIn) -> TextToStore:
    """One passage per message, "role: content" kept exactly (code blocks and all), one line apart."""
    lines, spans, offset = [], [], 0
    for message in params.messages:
        line = f"{message.role}: {message.content}"
        lines.append(line)
        spans.append(Span(offset, offset + len(line)))
        offset += len(line) + 1
    keys = [m.id or "" for m in params.messages]
    return TextToStore("messages", "\n".join(lines), spans, keys, [[] for _ in params.messages])


def _stamp_times(passages: list[Any], times: list[Any]) -> None:
    rows = [p.row for p in passages]
    for row, said_at in zip(rows, times, strict=True):
        row.source_date = said_at
    Passage.objects.bulk_update(rows, ["source_date"])
