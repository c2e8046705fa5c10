"""memory_turn_report: what one turn's extraction did, from the report on its Job row.

The report is written once by teams.services.turn_extraction; this reads it back in one
shape for the verb and the "What I learned" page, with each memory's state now (current,
ended, forgotten). What has been forgotten since is shown without its words: a deleted
memory leaves no text in any read, this one included. Reports written before a field
existed (the quoted span, the message of an exclusion) read with that field null.
"""

from collections.abc import Iterable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db.models import Q, QuerySet
from django.utils import timezone

from graph.access import CallContext, readable_scopes, scope_label
from graph.exceptions import NotFound
from graph.models import Fact, Job, Scope
from graph.text.dates import iso
from identity.models import Membership
from teams.inputs import TurnReportIn
from teams.selectors.items import statement_of
from teams.turn_jobs import EXTRACT_TURN_JOB

CURRENT, ENDED, FORGOTTEN = "current", "ended", "forgotten"


def turn_report(*, ctx: CallContext, params: TurnReportIn) -> dict[str, Any]:
    """What the extraction of one turn did: `job_id` as memory_after_turn answered it.

    Returns the job's `state` (queued, running, done, failed), the session, and its lists:
    `stored` (dimension, scope, id, text, confidence, the quoted `span`, its `state` now),
    `ended` (what a statement replaced or ended, and by what), `proposed_ends` (an end only
    the learned tagger read: the memories it would end, for the caller to confirm with
    memory_manage `end`), `conflicts` (the current
    memory against the proposed one), `suggestions`, `forgotten`, `skipped` (each with its
    `reason`: question, small_talk, code_block, time_bound, error_report, below_threshold …)
    and `redactions` when the report counts any.
    Refuses: 404 not_found for a job that is no turn of a session this caller may read
    (another person's turn is not found either: whether it exists is not theirs to learn).
    """
    job = _turn_job(ctx, params)
    return report_of(job, own=True)


def _turn_job(ctx: CallContext, params: TurnReportIn) -> Job:
    sessions = readable_scopes(ctx, params.user_id).filter(kind=Scope.Kind.SESSION)
    job = (
        Job.objects.select_related("scope")
        .filter(pk=int(params.job_id), kind=EXTRACT_TURN_JOB, scope__in=sessions)
        .first()
    )
    if job is None:
        raise NotFound(f"no turn {params.job_id} of yours", code="not_found", field="job_id")
    return job


def report_of(job: Job, *, own: bool) -> dict[str, Any]:
    """The report of a turn job in the verb's shape. `own: False` (an org admin reading another
    member's turn on the page) keeps only what was done to org memory."""
    result = job.result or {}
    facts = _facts(result)
    sections = {
        "stored": [_stored(entry, facts) for entry in _list(result, "stored")],
        "ended": [_ended(entry, facts) for entry in _list(result, "ended")],
        "proposed_ends": [_proposed_end(entry, facts) for entry in _list(result, "proposed_ends")],
        "conflicts": [_conflict(entry, facts) for entry in _list(result, "conflicts")],
        "suggestions": _list(result, "suggested"),
        "forgotten": _list(result, "forgotten"),
        "skipped": _skipped(result),
    }
    if not own:
        sections = {name: [e for e in entries if e.get("dimension") == "org"] for name, entries in sections.items()}
    reply = {
        "job_id": str(job.pk),
        "state": job.state,
        "run_id": job.payload.get("run_id"),
        "org": job.payload.get("org"),
        "session": scope_label(job.scope) if job.scope is not None else None,
        "queued_at": iso(job.created_at),
        "finished_at": iso(job.finished_at),
        "error": job.error.splitlines()[0] if job.error else None,
        "messages": result.get("messages"),
        "not_extracted": result["skipped"] if isinstance(result.get("skipped"), str) else None,
        **sections,
    }
    if "redactions" in result:
        reply["redactions"] = result["redactions"]
    return reply


def _list(result: dict[str, Any], name: str) -> list[dict[str, Any]]:
    value = result.get(name)
    return [entry for entry in value if isinstance(entry, dict)] if isinstance(value, list) else []


def _facts(result: dict[str, Any]) -> dict[str, Fact]:
    """Every fact the report names, by id, in one query (with what replaced each)."""
    ids: set[str] = set()
    for entry in _list(result, "stored"):
        ids.update([entry.get("fact"), *entry.get("ended", [])])
    for entry in _list(result, "ended"):
        ids.update([*entry.get("facts", []), entry.get("replaced_by")])
    for entry in _list(result, "proposed_ends"):
        ids.update(entry.get("facts", []))
    ids.update(entry.get("current") for entry in _list(result, "conflicts"))
    numbers = [int(i) for i in ids if isinstance(i, str) and i.isdigit()]
    rows = Fact.objects.filter(pk__in=numbers).select_related(
        "subject", "object", "replaced_by__subject", "replaced_by__object"
    )
    return {str(row.pk): row for row in rows}


def state_of(fact: Fact | None) -> str:
    if fact is None or fact.forgotten_at is not None or _end_forgotten(fact):
        return FORGOTTEN
    return ENDED if fact.ended_at is not None else CURRENT


def _end_forgotten(fact: Fact) -> bool:
    return fact.subject.forgotten_at is not None or fact.object.forgotten_at is not None


def _text_of(fact: Fact | None) -> str | None:
    return statement_of(fact) if fact is not None and state_of(fact) != FORGOTTEN else None


def _stored(entry: dict[str, Any], facts: dict[str, Fact]) -> dict[str, Any]:
    fact = facts.get(entry.get("fact", ""))
    state = state_of(fact)
    shown = state != FORGOTTEN
    replaced_by = fact.replaced_by if fact is not None and shown else None
    return {
        "dimension": entry.get("dimension"),
        "scope": entry.get("scope"),
        "id": entry.get("fact"),
        "text": entry.get("statement") if shown else None,
        "relation": entry.get("relation"),
        "object": entry.get("object") if shown else None,
        "confidence": entry.get("confidence"),
        "outcome": entry.get("outcome"),
        "span": entry.get("span") if shown else None,
        "state": state,
        "replaced": [{"id": i, "text": _text_of(facts.get(i))} for i in entry.get("ended", [])],
        "replaced_by": {"id": str(replaced_by.pk), "text": _text_of(replaced_by)} if replaced_by else None,
        "undo_delete": _undoable(fact),
    }


def _undoable(fact: Fact | None) -> bool:
    """Deleted, and not yet past the retention period: memory_manage undo_delete brings it back."""
    if fact is None or fact.forgotten_at is None:
        return False
    return fact.forgotten_at >= timezone.now() - timedelta(seconds=settings.FORGET_RETENTION_SECONDS)


def _memories(entry: dict[str, Any], facts: dict[str, Fact]) -> tuple[list[dict[str, Any]], bool]:
    """The memories an entry names, each with its state now; and whether any is still shown."""
    memories = [
        {"id": i, "text": _text_of(facts.get(i)), "state": state_of(facts.get(i))} for i in entry.get("facts", [])
    ]
    return memories, any(m["state"] != FORGOTTEN for m in memories)


def _ended(entry: dict[str, Any], facts: dict[str, Fact]) -> dict[str, Any]:
    by = entry.get("replaced_by")
    memories, shown = _memories(entry, facts)
    return {
        "dimension": entry.get("dimension"),
        "object": entry.get("object") if shown else None,
        "memories": memories,
        "why": "replaced" if by else "no_longer",
        "replaced_by": {"id": by, "text": _text_of(facts.get(by))} if by else None,
    }


def _proposed_end(entry: dict[str, Any], facts: dict[str, Fact]) -> dict[str, Any]:
    """An end only the tagger read: the memories it would end, each with its state now (memory_manage
    `end` ends one, and it then reads `ended`)."""
    memories, shown = _memories(entry, facts)
    return {
        "dimension": entry.get("dimension"),
        "object": entry.get("object") if shown else None,
        "memories": memories,
        "confidence": entry.get("confidence"),
        "span": entry.get("span") if shown else None,
    }


def _conflict(entry: dict[str, Any], facts: dict[str, Fact]) -> dict[str, Any]:
    current = entry.get("current")
    return {
        "dimension": entry.get("dimension"),
        "id": entry.get("conflict"),
        "current": {"id": current, "text": _text_of(facts.get(current or ""))},
        "proposed": {"text": entry.get("statement"), "confidence": entry.get("confidence"), "span": entry.get("span")},
        "times_said": entry.get("times_said"),
    }


def _skipped(result: dict[str, Any]) -> list[dict[str, Any]]:
    """What was left out and why: the extraction's exclusions, the statements under the
    threshold, the messages not stored (do_not_remember), and any list kept under `skipped`."""
    skipped = [
        {"reason": e.get("reason"), "text": e.get("text"), "message": e.get("message"), "confidence": None}
        for e in _list(result, "excluded")
    ]
    skipped += [
        {
            "reason": "below_threshold",
            "text": e.get("statement"),
            "message": (e.get("span") or {}).get("message"),
            "confidence": e.get("confidence"),
        }
        for e in _list(result, "below_threshold")
    ]
    # Messages after_turn did not store at all (asked not to be remembered): no text to show.
    skipped += [
        {"reason": e.get("reason"), "text": None, "message": e.get("message"), "confidence": None}
        for e in _list(result, "not_stored")
    ]
    skipped += [
        {"reason": e.get("reason"), "text": e.get("text"), "message": e.get("message"), "confidence": None}
        for e in _list(result, "skipped")
    ]
    return skipped


def recent_turns(user: Any) -> QuerySet[Job]:
    """The turn jobs a person's page lists, newest first: their own turns, and the turns said
    in the organisations they administer (of which the page shows only the org items)."""
    administered = Membership.objects.filter(user=user, role=Membership.Role.ADMIN)
    admin_of = list(administered.values_list("organisation__slug", flat=True))
    own = Q(scope__owner=user, scope__kind=Scope.Kind.SESSION, scope__forgotten_at__isnull=True)
    return (
        Job.objects.filter(own | Q(payload__org__in=admin_of), kind=EXTRACT_TURN_JOB)
        .select_related("scope")
        .order_by("-id")
    )


def page_reports(user: Any, jobs: Iterable[Job]) -> list[dict[str, Any]]:
    """The reports of a page of `recent_turns`: in full for the person's own turns, the org
    items only for another member's (and none of those turns that touched no org memory)."""
    reports = []
    for job in jobs:
        own = job.scope is not None and job.scope.owner_id == user.pk
        report = report_of(job, own=own) | {"own": own}
        if own or any(report[name] for name in ("stored", "ended", "conflicts")):
            reports.append(report)
    return reports
