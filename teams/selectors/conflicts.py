"""Pending conflicts and visible replacements, as the verbs and pages show them.

A conflict is shown on the current memory it disputes (`conflict`: its id and the proposed
statement) and listed for the people who resolve it; an ended memory is listed with
what replaced it (or that nothing did), so the pages can offer an undo.
"""

from collections.abc import Iterable
from typing import Any

from graph.models import Fact, Scope
from graph.text.dates import iso
from teams.models import MemoryConflict
from teams.selectors.items import statement_of

LISTED = 50


def _pending(scope_ids: Iterable[int]) -> Any:
    """Pending conflicts of these scopes whose current memory is still current (else nothing to dispute)."""
    return MemoryConflict.objects.filter(
        scope_id__in=list(scope_ids),
        state=MemoryConflict.State.PENDING,
        current_fact__ended_at__isnull=True,
        current_fact__forgotten_at__isnull=True,
    )


def flag(conflict: MemoryConflict) -> dict[str, Any]:
    """What an item carries about the conflict disputing it."""
    return {
        "id": str(conflict.pk),
        "proposed": conflict.statement,
        "confidence": round(conflict.confidence, 3),
        "times_said": conflict.times_said,
        "said_by": conflict.said_by or None,
        "created_at": iso(conflict.created_at),
    }


def conflicts_by_fact(fact_ids: Iterable[int]) -> dict[int, dict[str, Any]]:
    """The newest pending conflict of each of these facts, by fact id (one query)."""
    rows = MemoryConflict.objects.filter(current_fact_id__in=list(fact_ids), state=MemoryConflict.State.PENDING)
    return {row.current_fact_id: flag(row) for row in rows.order_by("id")}


def pending_conflicts(scopes: Iterable[Scope], *, limit: int = LISTED) -> list[dict[str, Any]]:
    """The pending conflicts of these scopes, newest first: the current memory and the proposal."""
    by_id = {scope.pk: scope for scope in scopes}
    rows = _pending(by_id).select_related("current_fact__subject", "current_fact__object").order_by("-id")[:limit]
    return [
        {
            **flag(row),
            "dimension": by_id[row.scope_id].kind,
            "current": {"id": str(row.current_fact_id), "text": statement_of(row.current_fact)},
        }
        for row in rows
    ]


def ended_memories(scope: Scope, *, limit: int = LISTED) -> list[dict[str, Any]]:
    """The memories of `scope` that ended, most recently ended first: each with what replaced it, or `replaced_by`
    None when it was ended without a replacement ("I no longer use X", an end confirmed on "What I learned")."""
    rows = (
        Fact.objects.filter(scope=scope, ended_at__isnull=False, forgotten_at__isnull=True)
        .select_related("subject", "object", "replaced_by__subject", "replaced_by__object")
        .order_by("-ended_at", "-id")[:limit]
    )
    return [
        {
            "id": str(row.pk),
            "text": statement_of(row),
            "ended_at": iso(row.ended_at),
            "replaced_by": (
                {"id": str(row.replaced_by_id), "text": statement_of(row.replaced_by)} if row.replaced_by_id else None
            ),
        }
        for row in rows
    ]
