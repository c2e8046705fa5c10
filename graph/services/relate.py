"""memory_relate: one typed edge between two entities."""

from typing import Any

from django.db import transaction

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts.inputs import RelateIn
from graph.exceptions import ConcurrentChange
from graph.models import Fact, Scope
from graph.redaction import redact_value
from graph.selectors.facts import fact_reply
from graph.services.events import record_event
from graph.services.replacing import end_replaced
from graph.services.upsert import EntitySpec, RelationSpec, upsert_entities, upsert_relations
from graph.text.dates import parse_instant
from graph.text.names import normalise


def relate(*, ctx: CallContext, params: RelateIn) -> dict[str, Any]:
    """Add the edge `from` -[type]-> `to` (entities created if new), in one transaction.

    `attributes` are stored on the edge (valid_from / valid_to there set when it was
    true); `weight` is 0..1 (default 1). With `replaces`, the subject's other current
    edges of this type are ended now as the relation's cardinality allows (none for a
    multi-valued one; graph.services.replacing), history kept (as_of / valid_at).
    Returns the fact, whether it was created, the entities created and what it replaced.
    Refuses: 413 limit_exceeded for a name over 1 KiB; 422 invalid_date; 403 for a
    scope the caller may not write.
    """
    date = parse_instant(params.date, field="date")
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        entities = upsert_entities(scope, [EntitySpec(params.from_), EntitySpec(params.to)], valid_from=date)
        spec = RelationSpec(params.from_, params.to, params.type, params.weight, params.attributes)
        upserted = upsert_relations(
            scope, [spec], entities.ids, origin="asserted", source_label=params.source or "", source_date=date
        )
        fact = _locked_current_edge(
            scope, entities.ids[normalise(params.from_)], entities.ids[normalise(params.to)], params.type
        )
        created = bool(upserted.created)
        if not created and (params.weight is not None or params.attributes):
            _update_edge(fact, params)
        replaced = end_replaced(fact, date) if params.replaces else None
        ended = replaced["ended"] if replaced else []
        record_event(
            ctx,
            verb="relate",
            scope=scope,
            outcome="created" if created else "already",
            ids={"fact": str(fact.pk), "ended": ended},
        )
    return {
        "scope": scope_label(scope),
        "created": created,
        "fact": fact_reply(fact),
        "entities_created": entities.created,
        "replaces": replaced,
    }


def _locked_current_edge(scope: Scope, subject_id: int, object_id: int, type_: str) -> Fact:
    """The current edge just upserted, locked until the call ends.

    Refuses: ConcurrentChange when a concurrent commit ended or forgot it before it
    could be locked; the retry creates it anew.
    """
    fact = (
        Fact.objects.select_related("subject", "object", "document")
        .select_for_update(of=("self",))
        .filter(
            scope=scope,
            subject_id=subject_id,
            object_id=object_id,
            type_norm=normalise(type_),
            ended_at__isnull=True,
            forgotten_at__isnull=True,
        )
        .first()
    )
    if fact is None:
        raise ConcurrentChange("the edge was ended while this call ran; retry", retry_after=1)
    return fact


def _update_edge(fact: Fact, params: RelateIn) -> None:
    if params.weight is not None:
        fact.weight = params.weight
    if params.attributes:
        fact.attributes = {**fact.attributes, **redact_value(params.attributes)}
    fact.save(update_fields=["weight", "attributes"])
