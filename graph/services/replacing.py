"""An explicit `replaces` (memory_remember's relations, memory_relate): end the subject's other
current targets of the relation, as far as the relation's declared cardinality allows.

- single, or undeclared: every other current target of the relation ends (for an undeclared
  relation the caller's `replaces` is the declaration);
- per object type: only the targets of the new target's type end (a preferred editor ends
  the old editor, not the preferred language);
- multi: nothing ends, and the reply says why (a team uses PostgreSQL and Redis at once).

Ended facts stay readable as history (as_of / valid_at) with `replaced_by` set.
"""

from datetime import datetime
from typing import Any

from django.utils import timezone

from graph.contracts.cardinality import Cardinality, declared_cardinality
from graph.models import Fact


def end_replaced(fact: Fact, date: datetime | None) -> dict[str, Any]:
    """End what `fact` replaces under its relation's cardinality; returns `ended` (fact ids),
    `cardinality` (single | per_object_type | multi | undeclared) and, when nothing may end,
    `detail` saying so."""
    cardinality = declared_cardinality(fact.type)
    if cardinality is Cardinality.MULTI:
        detail = f"{fact.type} is multi-valued: replaces ends no other target"
        return {"ended": [], "cardinality": cardinality.value, "detail": detail}
    others = (
        Fact.objects.select_for_update(of=("self",))
        .filter(
            scope_id=fact.scope_id,
            subject_id=fact.subject_id,
            type_norm=fact.type_norm,
            ended_at__isnull=True,
            forgotten_at__isnull=True,
        )
        .exclude(pk=fact.pk)
    )
    if cardinality is Cardinality.PER_OBJECT_TYPE:
        others = others.filter(object__type_norm=fact.object.type_norm)
    # Locked before they are ended: a concurrent replaces of the same subject waits here
    # rather than ending a fact this call has already pointed elsewhere.
    ended = [str(pk) for pk in others.values_list("pk", flat=True)]
    now = timezone.now()
    Fact.objects.filter(pk__in=ended, valid_to__isnull=True).update(valid_to=date or now)
    Fact.objects.filter(pk__in=ended).update(ended_at=now, replaced_by=fact)
    return {"ended": ended, "cardinality": cardinality.value if cardinality else "undeclared"}
