"""Resolving a pending conflict: a weaker statement that met a stronger current memory.

The owner of the memory (account) or an org admin (org: memory_manage finds the scope for
writing, which refuses members) picks one of three:
- keep_old: the current memory stands, the proposal is dropped (kept here for the record);
- take_new: the proposal is written and ends the memories it contradicts, visibly (replaced_by,
  audit, undo on the pages);
- keep_both: the proposal is written beside the current memory, ending nothing.
Resolving is claimed with a conditional update, so two people clicking at once resolve it once.
"""

from dataclasses import fields
from datetime import datetime
from typing import Any

from django.utils import timezone

from graph.access import CallContext
from graph.exceptions import Conflict, NotFound
from graph.models import Document, Scope
from graph.services.events import record_event
from teams.extraction import Draft
from teams.models import MemoryConflict
from teams.services.memories import KEEP_BOTH, REPLACE, Source, Subject, Written, write_memory
from teams.services.replacements import record_replacement

CHOICES = ("keep_old", "take_new", "keep_both")
_SETTLE = {"take_new": REPLACE, "keep_both": KEEP_BOTH}  # keep_old writes nothing


def record_proposal(ctx: CallContext, conflict: MemoryConflict) -> None:
    """Put a proposed (not applied) replacement in the audit."""
    ids = {"conflict": str(conflict.pk), "current_fact": str(conflict.current_fact_id)}
    record_event(ctx, verb="propose_memory", scope=conflict.scope, outcome="conflict", ids=ids)


def resolve_conflict(ctx: CallContext, scope: Scope, conflict_id: str, choice: str) -> dict[str, Any]:
    """Resolve the pending conflict `conflict_id` of `scope` with `choice` (keep_old | take_new |
    keep_both). Returns the choice, the fact that now holds (`fact`: the current one for keep_old,
    the written proposal otherwise) and the ids of the facts it ended.

    Refuses: 404 not_found (no conflict `conflict_id` in this dimension), 409 already_resolved.
    """
    conflict = MemoryConflict.objects.filter(pk=int(conflict_id), scope=scope).first()
    if conflict is None:
        raise NotFound(f"no conflict {conflict_id} in this dimension", code="not_found", field="id")
    claimed = MemoryConflict.objects.filter(pk=conflict.pk, state=MemoryConflict.State.PENDING).update(
        state=choice, resolved_by=ctx.user, resolved_at=timezone.now()
    )
    if not claimed:
        raise Conflict(f"conflict {conflict_id} was already resolved", code="already_resolved")
    written = _write_proposal(scope, conflict, settle=_SETTLE[choice]) if choice in _SETTLE else None
    if written is not None:
        MemoryConflict.objects.filter(pk=conflict.pk).update(fact=written.fact)
        if written.ended:
            record_replacement(ctx, scope, written, via="resolve_conflict")
    fact_id = str(written.fact.pk) if written is not None else str(conflict.current_fact_id)
    ended = written.ended if written is not None else []
    ids = {"conflict": str(conflict.pk), "current_fact": str(conflict.current_fact_id), "fact": fact_id}
    record_event(ctx, verb="resolve_conflict", scope=scope, outcome=choice, ids=ids)
    return {"outcome": choice, "fact": fact_id, "ended": ended, "conflict": _summary(conflict, choice)}


def _write_proposal(scope: Scope, conflict: MemoryConflict, *, settle: str) -> Written:
    """Write the proposal as its speaker said it, settled with the current facts as the person chose."""
    return write_memory(
        scope,
        Draft(**{f.name: conflict.draft[f.name] for f in fields(Draft) if f.name in conflict.draft}),
        subject=Subject(**conflict.subject),
        origin=conflict.origin,
        source=source_of(conflict.source, scope),
        said_by=conflict.said_by,
        settle=settle,
    )


def source_of(record: dict[str, Any] | None, scope: Scope) -> Source | None:
    """The Source a conflict kept (memories._source_record), with its document when it cited one
    that `scope` holds and has not forgotten."""
    if record is None:
        return None
    said_at = datetime.fromisoformat(record["said_at"]) if record.get("said_at") else None
    return Source(
        record["text"], record["start"], record["end"], record["label"], said_at, document=_cited(record, scope)
    )


def _cited(record: dict[str, Any], scope: Scope) -> Document | None:
    """The document the record names, looked up within `scope` only: the record is stored JSON (and
    imported with memory_import), so an id in it must never reach another dimension's document.
    Without one the memory cites a copy of the record's text in `scope` instead."""
    document_id = str(record.get("document") or "")
    if not document_id.isdigit():
        return None
    return Document.objects.filter(pk=int(document_id), scope=scope, forgotten_at__isnull=True).first()


def _summary(conflict: MemoryConflict, state: str) -> dict[str, Any]:
    return {
        "id": str(conflict.pk),
        "state": state,
        "proposed": conflict.statement,
        "current_fact": str(conflict.current_fact_id),
    }
