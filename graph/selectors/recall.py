"""memory_recall: what is stored about one entity, both directions, each fact cited."""

from typing import Any

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs import RecallIn
from graph.embeddings import meaning_state
from graph.models import Document, Entity, Passage
from graph.selectors.compact import compact_item
from graph.selectors.derived import add_derived
from graph.selectors.facts import fact_reply, facts_touching
from graph.selectors.passages import passage_item
from graph.selectors.seeding import Seed, seeds_for_attribute, seeds_for_name
from graph.sql.raw_rows import Columns, attach, prepared_cursor
from graph.text.dates import iso, parse_instant

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
    seeds, stages = _seeds(scope, params)
    if not seeds:
        return _nothing(scope_label(scope), params, stages)
    by_id = {seed.id: seed for seed in seeds}
    rows = facts_touching(
        scope, list(by_id), direction=params.direction, as_of=as_of, valid_at=valid_at, limit=params.k + 1
    )
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
    found = {"entities": entities, "facts": items, "passages": passages, "count": len(items), "truncated": truncated}
    return {"state": "answered", "scope": scope_label(scope), "subject": params.subject} | {
        "seeds": [s.as_dict() for s in seeds],
        "seeding": stages,
        **found,
        "meaning": meaning_state(),
    }


def _seeds(scope: Any, params: RecallIn) -> tuple[list[Seed], dict[str, str]]:
    """The entities the call asks about, by name or by attribute, and how each seeding stage ran."""
    if params.subject is not None:
        return seeds_for_name(scope, params.subject)
    attribute = params.attribute
    return seeds_for_attribute(scope, attribute.key, attribute.value, attribute.type), {"attribute": "ran"}


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
        "meaning": meaning_state(),
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


_PASSAGE = Columns(Passage, "p", leave_out=("search_vector", "embedding"))
_PASSAGE_DOCUMENT = Columns(Document, "d", leave_out=("text",))
# The passage and its document are LATERAL lookups by id behind OFFSET 0, planned on their
# own, as in graph.selectors.facts (planning the joins together cost more than running them).
_PASSAGES_SQL = f"""
    SELECT m.entity_id, {_PASSAGE.sql}, {_PASSAGE_DOCUMENT.sql}, d.stored_span
    FROM graph_passagemention m
    CROSS JOIN LATERAL (
        SELECT {_PASSAGE.sql} FROM graph_passage p WHERE p.id = m.passage_id AND p.forgotten_at IS NULL OFFSET 0
    ) p
    CROSS JOIN LATERAL (
        SELECT {_PASSAGE_DOCUMENT.sql}, SUBSTRING(d."text", p."start" + 1, p."end" - p."start") AS stored_span
        FROM graph_document d WHERE d.id = p.document_id AND d.forgotten_at IS NULL OFFSET 0
    ) d
    WHERE m.scope_id = %(scope)s AND m.entity_id = ANY(%(ids)s)
    ORDER BY p.source_date DESC, m.passage_id DESC
    LIMIT %(limit)s
"""


def _passages(scope: Any, by_id: dict[int, Seed]) -> list[dict[str, Any]]:
    """The passages linked to the seeds (newest first), each cited — one statement."""
    with prepared_cursor() as cursor:
        cursor.execute(_PASSAGES_SQL, {"scope": scope.pk, "ids": list(by_id), "limit": MAX_PASSAGES * 3})
        mentions = cursor.fetchall()
        db = cursor.db
    rows: dict[int, Any] = {}
    names: dict[int, list[str]] = {}
    for entity_id, *row in mentions:
        passage = rows.get(row[0])
        if passage is None:
            passage = rows[row[0]] = _PASSAGE.build(row, 0, db)
            attach(passage, "document", _PASSAGE_DOCUMENT.build(row, _PASSAGE.width, db))
            passage.stored_span = row[-1]
        names.setdefault(passage.pk, []).append(by_id[entity_id].name)
    return [
        passage_item(passage, {"graph_passage": {"seeds": names[pid]}}, names[pid])
        for pid, passage in list(rows.items())[:MAX_PASSAGES]
    ]
