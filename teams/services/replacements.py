"""Replacements made visible and reversible.

A memory ended by a newer one keeps `replaced_by`; each replacement goes into the audit
(verb replace_memory), and the pages show the ended memory as "replaced by … · undo".
Undo brings the old memory back and ends what contradicts it now — its replacement first,
still current — with `replaced_by` pointing at the restored one: an undo is itself a
replacement, so it can be undone in its turn, and a single-valued relation never ends up
with two current values.
"""

import operator
from functools import reduce
from typing import Any

from django.db.models import Q
from django.utils import timezone

from graph.access import CallContext
from graph.exceptions import Conflict, NotFound
from graph.models import Fact, Scope
from graph.services.events import record_event
from teams.services.memories import Written, contradicted, end_facts


def record_replacement(ctx: CallContext, scope: Scope, written: Written, *, via: str) -> None:
    """Put a replacement in the audit: the new fact and the facts it ended."""
    record_event(
        ctx, verb="replace_memory", scope=scope, outcome=via, ids={"fact": str(written.fact.pk), "ended": written.ended}
    )


def undo_replacement(ctx: CallContext, scope: Scope, fact_id: str) -> dict[str, Any]:
    """Make the replaced or ended memory `fact_id` current again, ending its replacement (if any) and
    whatever else now contradicts it. Returns the restored fact and the ids it ended.

    Refuses: 404 not_found (no ended memory of this scope), 409 already_current
    (the same memory has been said again since: it is current already).
    """
    fact = (
        Fact.objects.select_for_update(of=("self",))
        .select_related("object")
        .filter(scope=scope, pk=int(fact_id), forgotten_at__isnull=True)
        .filter(ended_at__isnull=False)
        .first()
    )
    if fact is None:
        raise NotFound(f"no ended memory {fact_id} in this dimension", code="not_found", field="id")
    again = Fact.objects.filter(
        scope=scope, subject_id=fact.subject_id, object_id=fact.object_id, type_norm=fact.type_norm
    ).filter(ended_at__isnull=True, forgotten_at__isnull=True)
    if again.exists():
        raise Conflict(f"memory {fact_id} has been said again since: it is current", code="already_current")
    # What ended it (nothing for a plain end: "I no longer use Vim"), and what contradicts it now.
    rivals = [Q(pk=fact.replaced_by_id)] if fact.replaced_by_id else []
    others = contradicted(scope, fact.subject_id, fact.object_id, fact.type, fact.object.type)
    rivals += [others] if others is not None else []
    now = timezone.now()
    ended = end_facts(reduce(operator.or_, rivals) if rivals else None, replaced_by=fact, at=now)
    # valid_to was set by the ending only when it was open then (end_facts): keep one given on purpose.
    Fact.objects.filter(pk=fact.pk, valid_to=fact.ended_at).update(valid_to=None)
    Fact.objects.filter(pk=fact.pk).update(ended_at=None, replaced_by=None)
    record_event(ctx, verb="undo_replace", scope=scope, ids={"fact": str(fact.pk), "ended": ended})
    return {"outcome": "restored", "ended": ended, "restored": str(fact.pk)}
