"""memory_recall: what is stored about one entity, both directions, each fact cited."""

from typing import Any

from django.db.models import F, Q
from django.db.models.functions import Substr

from graph.access import CallContext, find_scope, scope_label
from graph.models import Entity, PassageMention
from graph.selectors.compact import compact_item
from graph.selectors.derived import add_derived
from graph.selectors.facts import at_time, fact_reply, live_facts
from graph.selectors.passages import passage_item
from graph.selectors.seeding import Seed, seeds_for_attribute, seeds_for_name
from graph.text.dates import iso, parse_instant
from graph.verbs.inputs import RecallIn

MAX_PASSAGES = 10


def recall(*, ctx: CallContext, params: RecallIn) -> dict[str, Any]:
    """Recall one entity by `subject` (exact, case, near spelling, or one whole word of a
    longer name) or by `attribute` {key, value, type?}, and the facts that touch it.

    Returns `state` (answered | nothing_stored — never an invented answer), the seeds
    and how each stage ran, the entities found, and up to `k` facts, each with
    `direction`, `citation` (source, verified span or null with span_state, found_by),
    `source_date` and `seed`. `as_of` reads what was known then, `valid_at` what was
    true then. `compact` returns each item once with no diagnostics.
    Refuses: 422 invalid_arguments (neither or both of subject/attribute, k out of
    1..1000), 422 invalid_date.
    """
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    valid_at = parse_instant(params.valid_at, field="valid_at", end_of_day=True)
    scope = find_scope(ctx, params.scope, params.user_id)
    label = params.scope or ctx.header_scope or "default"
    if scope is None:
        return _nothing(label, params, {"scope": "never_written"})
    if params.subject is not None:
        seeds, stages = seeds_for_name(scope, params.subject)
    else:
        seeds = seeds_for_attribute(scope, params.attribute.key, params.attribute.value, params.attribute.type)
        stages = {"attribute": "ran"}
    if not seeds:
        return _nothing(scope_label(scope), params, stages)
    by_id = {seed.id: seed for seed in seeds}
    facts = at_time(live_facts(scope), as_of=as_of, valid_at=valid_at)
    touching = {
        "both": Q(subject_id__in=by_id) | Q(object_id__in=by_id),
        "outbound": Q(subject_id__in=by_id),
        "inbound": Q(object_id__in=by_id),
    }[params.direction]
    rows = list(facts.filter(touching).order_by("-weight", "-recorded_at", "-id")[: params.k + 1])
    truncated = len(rows) > params.k
    items = [_fact_item(fact, by_id) for fact in rows[: params.k]]
    reading = {"direction": params.direction, "as_of": as_of, "valid_at": valid_at}
    stored = None if truncated else rows  # all the facts touching the seeds: what any derivation starts from
    truncated = add_derived(items, scope, by_id, k=params.k, stored=stored, **reading) or truncated
    entities = [_entity_item(e, by_id[e.pk]) for e in _seed_entities(rows, by_id)]
    passages = _passages(scope, by_id)
    if params.compact:
        return {
            "state": "answered",
            "scope": scope_label(scope),
            "items": [compact_item(i) for i in [*({**e, "kind": "entity"} for e in entities), *items, *passages]],
            "truncated": truncated,
        }
    return {
        "state": "answered",
        "scope": scope_label(scope),
        "subject": params.subject,
        "seeds": [s.as_dict() for s in seeds],
        "seeding": stages,
        "entities": entities,
        "facts": items,
        "passages": passages,
        "count": len(items),
        "truncated": truncated,
        "meaning": "not_armed",
    }


def _nothing(label: str, params: RecallIn, stages: dict[str, str]) -> dict[str, Any]:
    if params.compact:
        return {"state": "nothing_stored", "scope": label, "items": []}
    return {
        "state": "nothing_stored",
        "scope": label,
        "subject": params.subject,
        "seeds": [],
        "seeding": stages,
        "entities": [],
        "facts": [],
        "count": 0,
        "truncated": False,
        "meaning": "not_armed",
    }


def _fact_item(fact: Any, by_id: dict[int, Seed]) -> dict[str, Any]:
    outbound = fact.subject_id in by_id
    seed = by_id[fact.subject_id if outbound else fact.object_id]
    found_by = {"route": "graph", "seed": seed.name, "match": seed.match}
    return fact_reply(fact, direction="outbound" if outbound else "inbound", seed=seed.as_dict(), found_by=found_by)


def _seed_entities(facts: list[Any], by_id: dict[int, Seed]) -> list[Entity]:
    """The seed entities, taken from the facts already loaded where they appear (a query saved)."""
    known: dict[int, Entity] = {}
    for fact in facts:
        for end in (fact.subject, fact.object):
            if end.pk in by_id:
                known.setdefault(end.pk, end)
    missing = [pk for pk in by_id if pk not in known]
    if missing:
        known.update({e.pk: e for e in Entity.objects.filter(pk__in=missing)})
    return [known[pk] for pk in sorted(known)]


def _entity_item(entity: Entity, seed: Seed) -> dict[str, Any]:
    return {
        "id": str(entity.pk),
        "name": entity.name,
        "type": entity.type or None,
        "attributes": {k: v.get("value") for k, v in entity.attributes.items()},
        "attributes_valid_from": {k: v.get("valid_from") for k, v in entity.attributes.items()},
        "metadata": entity.metadata,
        "created_at": iso(entity.created_at),
        "seed": seed.as_dict(),
    }


def _passages(scope: Any, by_id: dict[int, Seed]) -> list[dict[str, Any]]:
    """The passages linked to the seeds (newest first), each cited — one query."""
    mentions = (
        PassageMention.objects.filter(
            scope=scope,
            entity_id__in=by_id,
            passage__forgotten_at__isnull=True,
            passage__document__forgotten_at__isnull=True,
        )
        .select_related("passage__document")
        .defer("passage__document__text", "passage__embedding")
        .annotate(
            stored_span=Substr(
                "passage__document__text", F("passage__start") + 1, F("passage__end") - F("passage__start")
            )
        )
        .order_by("-passage__source_date", "-passage_id")[: MAX_PASSAGES * 3]
    )
    rows: dict[int, Any] = {}
    names: dict[int, list[str]] = {}
    for mention in mentions:
        passage = mention.passage
        passage.stored_span = mention.stored_span
        rows.setdefault(passage.pk, passage)
        names.setdefault(passage.pk, []).append(by_id[mention.entity_id].name)
    return [
        passage_item(passage, {"graph_passage": {"seeds": names[pid]}}, names[pid])
        for pid, passage in list(rows.items())[:MAX_PASSAGES]
    ]
