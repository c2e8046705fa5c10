"""memory_after_turn: store a finished turn in its session, and queue the extraction of its memories."""

from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts import limits
from graph.embeddings import meaning_state
from graph.exceptions import Invalid
from graph.models import Job, Passage, Scope
from graph.redaction import asks_not_to_remember, redact
from graph.services.events import record_event
from graph.services.jobs import enqueue_job
from graph.services.texts import StoredText, TextToStore, passage_reply, store_text
from graph.text.dates import iso, parse_instant
from graph.text.passages import Span
from identity.models import Organisation
from teams.inputs import AfterTurnIn
from teams.selectors.dimensions import organisation_for
from teams.turn_jobs import EXTRACT_TURN_JOB

DO_NOT_REMEMBER = "do_not_remember"


def after_turn(*, ctx: CallContext, params: AfterTurnIn) -> dict[str, Any]:
    """Store the turn's messages as passages of the session `run_id` (one passage per message,
    "role: content", with its time and your id as key), then queue a job that extracts the
    memories of the user's messages into account, organisation and session memory.

    Secrets in a message are stored as `[redacted:<kind>]` (listed in `redactions`, never their
    values); a message that asks not to be remembered ("Don't remember this, but …",
    "これは覚えないで", "不要记住这个") is not stored at all (listed in `skipped`). When no message
    is left, nothing is stored or queued: `stored: false`, `doc_id: null`.
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
    turn = kept_messages(params, times)
    with transaction.atomic():
        org = organisation_for(ctx, params.org)
        scope = scope_for_write(ctx, f"session:{params.run_id}", params.user_id)
        stored = job = None
        if turn.kept:
            stored, job = _store_turn(ctx, params, scope, org, turn)
        record_event(
            ctx,
            verb="after_turn",
            scope=scope,
            outcome="skipped" if stored is None else "already" if stored.already else "ok",
            ids={"doc_id": str(stored.document.pk) if stored else None, "job": str(job.pk) if job else None},
            detail={"skipped": turn.skipped, "redactions": turn.redactions}
            if turn.skipped or turn.redactions
            else None,
        )
    return _reply(params, scope, org, turn, stored, job)


def _reply(
    params: AfterTurnIn,
    scope: Scope,
    org: Organisation | None,
    turn: "KeptTurn",
    stored: StoredText | None,
    job: Job | None,
) -> dict[str, Any]:
    passages = zip(stored.passages, turn.times, strict=False) if stored else []
    return {
        "scope": scope_label(scope),
        "run_id": params.run_id,
        "org": org.slug if org else None,
        "stored": stored is not None,
        "already": stored.already if stored else False,
        "doc_id": str(stored.document.pk) if stored else None,
        "passages": [passage_reply(p) | {"said_at": iso(t)} for p, t in passages],
        "skipped": turn.skipped,
        "redactions": turn.redactions,
        "extraction": {"job_id": str(job.pk), "state": "queued"} if job else {"job_id": None, "state": "none"},
        "meaning": stored.meaning if stored else meaning_state(),
    }


def _store_turn(
    ctx: CallContext, params: AfterTurnIn, scope: Scope, org: Organisation | None, turn: "KeptTurn"
) -> tuple[StoredText, Job | None]:
    """The kept messages as the session's passages, and the extraction job (none for a turn stored before)."""
    stored = store_text(scope, turn.to_store, source=f"session:{params.run_id}", date=turn.times[0])
    if not stored.already and len(set(turn.times)) > 1:
        _stamp_times(stored.passages, turn.times)
    if not params.extract or stored.already:
        return stored, None
    payload = {
        "document_id": stored.document.pk,
        "token_id": ctx.token.pk,
        "run_id": params.run_id,
        "org": org.slug if org else None,
        "end_user": scope.end_user,
        # The kinds taken out of each message (never the values), for the job's report.
        "redactions": turn.redactions,
        "skipped": turn.skipped,
    }
    return stored, enqueue_job(kind=EXTRACT_TURN_JOB, payload=payload, scope=scope)


@dataclass
class KeptTurn:
    to_store: TextToStore
    times: list[Any]  # of the kept messages
    skipped: list[dict[str, Any]]  # {"message": n, "reason": "do_not_remember"}
    redactions: list[dict[str, Any]]  # {"message": n, "kind": kind}

    @property
    def kept(self) -> bool:
        return bool(self.to_store.spans)


def kept_messages(params: AfterTurnIn, times: list[Any]) -> KeptTurn:
    """The turn as it will be stored: one passage per message, "role: content" kept exactly (code
    blocks and all) but for its secrets, one line apart; messages that ask not to be remembered left out.
    Messages are numbered from 1 as in the extraction report."""
    lines, spans, keys, kept_times, offset = [], [], [], [], 0
    skipped: list[dict[str, Any]] = []
    redactions: list[dict[str, Any]] = []
    for number, (message, said_at) in enumerate(zip(params.messages, times, strict=True), start=1):
        if asks_not_to_remember(message.content):
            skipped.append({"message": number, "reason": DO_NOT_REMEMBER})
            continue
        redacted = redact(message.content)
        redactions += [{"message": number, "kind": kind} for kind in redacted.kinds]
        line = f"{message.role}: {redacted.text}"
        lines.append(line)
        spans.append(Span(offset, offset + len(line)))
        keys.append(message.id or "")
        kept_times.append(said_at)
        offset += len(line) + 1
    to_store = TextToStore("messages", "\n".join(lines), spans, keys, [[] for _ in spans])
    return KeptTurn(to_store, kept_times, skipped, redactions)


def _stamp_times(passages: list[Any], times: list[Any]) -> None:
    rows = [p.row for p in passages]
    for row, said_at in zip(rows, times, strict=True):
        row.source_date = said_at
    Passage.objects.bulk_update(rows, ["source_date"])
