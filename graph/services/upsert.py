"""Bulk upserts of entities and relations, shared by every verb that writes the graph.

Each stages its rows with COPY into a session's temporary table and then runs one
set-based statement, however many rows it is given: entity resolution (a name matches
its stored entity case-insensitively, which keeps its spelling) happens in SQL. Safe
under concurrency: inserts use ON CONFLICT DO NOTHING against the partial unique
indexes (one live entity per name, one current edge per from/to/type).
"""

import json
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple

from django.db import connection, transaction
from django.utils import timezone

from graph.exceptions import ConcurrentChange
from graph.models import Document, Entity, Fact, Scope
from graph.redaction import redact_value
from graph.selectors.scope_estimate import THE_SCOPE
from graph.services.communities import schedule_communities
from graph.services.staging import ENTITY_STAGE, FACT_STAGE, staged
from graph.text.dates import iso, parse_instant
from graph.text.names import match_key, normalise


@dataclass
class EntitySpec:
    name: str
    type: str = ""
    attributes: dict[str, Any] | None = None
    metadata: list[str] | None = None
    since: dict[str, str] | None = None  # valid_from per attribute key, when brought along (import)


@dataclass
class RelationSpec:
    source: str
    target: str
    type: str
    weight: float | None = None
    attributes: dict[str, Any] | None = None
    span: tuple[int, int] | None = None


@dataclass
class EntityUpsert:
    ids: dict[str, int]  # normalised name -> id
    created: list[str] = field(default_factory=list)  # names created by this call


def stored_spellings(scope: Scope, model: type[Entity] | type[Fact], norms: Iterable[str]) -> dict[str, str]:
    """The spelling already stored in `scope` for each normalised type (types match case-insensitively)."""
    wanted = {n for n in norms if n}
    if not wanted:
        return {}
    # One probe per type for its first stored row, on the (scope_id, type_norm, id) indexes
    # of graph migration 0005 (DISTINCT ON read every row of a common type). The row
    # comparison keeps the planner on that index: with `scope_id = … ORDER BY id` it may
    # walk the primary key instead, past every row of the scopes created before this one.
    sql = f"""
        SELECT wanted.norm, first.type FROM unnest(%s::text[]) AS wanted(norm)
        CROSS JOIN LATERAL (
            SELECT scope_id, type_norm, type FROM {model._meta.db_table}
            WHERE (scope_id, type_norm, id) > (%s, wanted.norm, 0) AND forgotten_at IS NULL
            ORDER BY scope_id, type_norm, id LIMIT 1
        ) AS first
        WHERE first.scope_id = %s AND first.type_norm = wanted.norm
    """
    with connection.cursor() as cursor:
        cursor.execute(sql, [sorted(wanted), scope.pk, scope.pk])
        return dict(cursor.fetchall())


def typed_attributes(
    values: dict[str, Any] | None, *, valid_from: datetime | None, since: dict[str, str] | None = None
) -> dict[str, Any]:
    stamp = iso(valid_from or timezone.now())
    since = since or {}
    return {key: {"value": value, "valid_from": since.get(key) or stamp} for key, value in (values or {}).items()}


def _merged_by_name(specs: Sequence[EntitySpec]) -> dict[str, EntitySpec]:
    """One spec per normalised name, in first-seen order: the first type given wins, attributes merge."""
    merged: dict[str, EntitySpec] = {}
    for spec in specs:
        norm = normalise(spec.name)
        previous = merged.get(norm)
        if previous is None:
            merged[norm] = EntitySpec(
                spec.name, spec.type, dict(spec.attributes or {}), list(spec.metadata or []), dict(spec.since or {})
            )
        else:
            previous.type = previous.type or spec.type
            previous.attributes.update(spec.attributes or {})
            previous.since.update(spec.since or {})
    return merged


def _entity_row(
    norm: str, spec: EntitySpec, ordinal: int, valid_from: datetime | None, redacted: dict[str, str]
) -> tuple[Any, ...]:
    """One staged entity row, in ENTITY_STAGE's column order."""
    return (
        norm,
        spec.name.strip(),
        match_key(spec.name),
        spec.type.strip(),
        normalise(spec.type),
        _json(typed_attributes(spec.attributes, valid_from=valid_from, since=spec.since)),
        _metadata_json(spec.metadata, redacted),
        ordinal,
    )


@dataclass
class PreparedEntities:
    """Entity specs turned into staged rows, ready for store_entities (no database touched)."""

    norms: list[str]  # normalised names, in the caller's first-seen order
    rows: list[tuple[Any, ...]]


def prepare_entities(specs: Sequence[EntitySpec], *, valid_from: datetime | None = None) -> PreparedEntities:
    """Merge `specs` by name and build their staged rows (secrets redacted); pure Python, so a
    bulk import prepares the next chunk on another thread while the database stores this one."""
    merged = _merged_by_name(specs)
    redacted: dict[str, str] = {}
    rows = [
        _entity_row(norm, spec, ordinal, valid_from, redacted) for ordinal, (norm, spec) in enumerate(merged.items())
    ]
    return PreparedEntities(norms=list(merged), rows=rows)


def upsert_entities(
    scope: Scope, specs: Sequence[EntitySpec], *, origin: str = "asserted", valid_from: datetime | None = None
) -> EntityUpsert:
    """Create missing entities, fill in types and merge attributes and metadata on existing ones.

    Returns the id of every named entity and the names this call created. A stored
    entity keeps its spelling, and its type unless it had none; attributes sent here
    replace those keys only; metadata entries not stored yet are appended. A new
    entity's type takes the spelling already stored for that type in the scope.
    """
    return store_entities(scope, prepare_entities(specs, valid_from=valid_from), origin=origin)


def store_entities(scope: Scope, prepared: PreparedEntities, *, origin: str = "asserted") -> EntityUpsert:
    """upsert_entities' database half: store rows made by prepare_entities (same rules and answer)."""
    if not prepared.rows:
        return EntityUpsert(ids={})
    params = {"scope": scope.pk, "origin": origin, "now": timezone.now()}
    with _in_transaction(), connection.cursor() as cursor:
        source = staged(cursor, ENTITY_STAGE, prepared.rows)
        cursor.execute(_UPSERT_ENTITIES.replace("STAGED_ROWS", source), params)
        ids: dict[str, int] = {}
        created: dict[str, str] = {}
        for norm, pk, name, inserted in cursor.fetchall():
            ids[norm] = pk
            if inserted:
                created[norm] = name
        if len(ids) < len(prepared.norms):
            # A concurrent call inserted these names after this statement's snapshot (its
            # insert then did nothing): read them now that they are committed.
            cursor.execute(_IDS_OF_STAGED.replace("STAGED_ROWS", source), params)
            ids.update(cursor.fetchall())
        # Hold every named entity until this transaction ends (KEY SHARE: other writers and
        # attribute updates pass; a forget, which locks its entity FOR UPDATE, waits for us and
        # then sees what we attached). One forgotten since it was resolved -- inserted by a
        # concurrent call and forgotten by another, or forgotten while we waited -- makes the
        # call run again, so that nothing is attached to a forgotten entity.
        cursor.execute(_HOLD_ENTITIES, [sorted(ids.values())])
        if len(ids) < len(prepared.norms) or cursor.fetchone()[0] < len(ids):
            raise ConcurrentChange("an entity this call names was forgotten while it ran; retry", retry_after=1)
        if created:
            schedule_communities(scope)
    # Rows were inserted in name order; report them in the caller's.
    return EntityUpsert(ids=ids, created=[created[norm] for norm in prepared.norms if norm in created])


class CreatedEdge(NamedTuple):
    """A fact created by upsert_relations, as stored."""

    pk: int
    subject_id: int
    object_id: int
    type: str
    type_norm: str
    weight: float


@dataclass
class RelationUpsert:
    created: list[CreatedEdge]
    existing: int


@dataclass
class PreparedRelations:
    """Relation specs turned into staged rows, ready for store_relations (no database touched)."""

    rows: list[tuple[Any, ...]]


def prepare_relations(
    specs: Sequence[RelationSpec], entity_ids: dict[str, int], *, source_date: datetime | None = None
) -> PreparedRelations:
    """One staged row per distinct (from, to, type) of `specs`; endpoints must be in `entity_ids`."""
    wanted: dict[tuple[int, int, str], RelationSpec] = {}
    for spec in specs:
        key = (entity_ids[normalise(spec.source)], entity_ids[normalise(spec.target)], normalise(spec.type))
        wanted.setdefault(key, spec)
    return PreparedRelations([_relation_row(key, spec, i, source_date) for i, (key, spec) in enumerate(wanted.items())])


def upsert_relations(
    scope: Scope,
    specs: Sequence[RelationSpec],
    entity_ids: dict[str, int],
    *,
    origin: str,
    document: Document | None = None,
    source_label: str = "",
    source_date: datetime | None = None,
) -> RelationUpsert:
    """Create the current edges that do not exist yet. Endpoints must be in `entity_ids`.

    A new edge's type takes the spelling already stored for that type in the scope.
    Returns the edges created, in id order, and how many were already current.
    """
    prepared = prepare_relations(specs, entity_ids, source_date=source_date)
    return store_relations(
        scope, prepared, origin=origin, document=document, source_label=source_label, source_date=source_date
    )


def store_relations(
    scope: Scope,
    prepared: PreparedRelations,
    *,
    origin: str,
    document: Document | None = None,
    source_label: str = "",
    source_date: datetime | None = None,
) -> RelationUpsert:
    """upsert_relations' database half: store rows made by prepare_relations (same rules and answer)."""
    if not prepared.rows:
        return RelationUpsert(created=[], existing=0)
    params = {
        "scope": scope.pk,
        "origin": origin,
        "now": timezone.now(),
        "document": document.pk if document else None,
        "label": source_label,
        "source_date": source_date,
    }
    with _in_transaction(), connection.cursor() as cursor:
        source = staged(cursor, FACT_STAGE, prepared.rows)
        cursor.execute(_INSERT_RELATIONS.replace("STAGED_ROWS", source), params)
        created = sorted(map(CreatedEdge._make, cursor.fetchall()))
        if created:
            schedule_communities(scope)
    return RelationUpsert(created=created, existing=len(prepared.rows) - len(created))


def _relation_row(
    key: tuple[int, int, str], spec: RelationSpec, ordinal: int, source_date: datetime | None
) -> tuple[Any, ...]:
    """One staged fact row, in FACT_STAGE's column order."""
    attributes = spec.attributes or {}
    return (
        key[0],
        key[1],
        spec.type.strip(),
        key[2],
        1.0 if spec.weight is None else spec.weight,
        _json(attributes),
        spec.span[0] if spec.span else None,
        spec.span[1] if spec.span else None,
        _attribute_instant(attributes, "valid_from") or source_date,
        _attribute_instant(attributes, "valid_to"),
        ordinal,
    )


def _attribute_instant(attributes: dict[str, Any], key: str) -> datetime | None:
    value = attributes.get(key)
    return parse_instant(value, field=f"attributes.{key}") if isinstance(value, str) else None


def _json(value: Any) -> str:
    """Attributes or metadata as stored: secrets redacted (every entity and edge upsert passes here)."""
    # Most rows carry no attributes: skip the encoder for them.
    return "{}" if value == {} else "[]" if value == [] else json.dumps(redact_value(value), separators=(",", ":"))


def _metadata_json(metadata: list[str] | None, redacted: dict[str, str]) -> str:
    """Metadata as stored, secrets redacted, as _json does; `redacted` remembers each entry's
    redacted text, so that an entry many entities share (a role, a location) is read once."""
    # Redaction is most of the Python time of a large import (100,000 entries: 1.2 s of 2 s).
    if not metadata:
        return _json(metadata)
    entries = []
    for entry in metadata:
        if not isinstance(entry, str):
            entries.append(redact_value(entry))
            continue
        text = redacted.get(entry)
        if text is None:
            text = redacted[entry] = redact_value(entry)
        entries.append(text)
    return json.dumps(entries, separators=(",", ":"))


def _in_transaction() -> AbstractContextManager[Any]:
    # The staging tables empty themselves at commit: staging and upsert must share a transaction.
    return nullcontext() if connection.in_atomic_block else transaction.atomic()


# The type spelling a scope already stores, per type of the staged rows: one probe per
# type on the (scope_id, type_norm, id) index (see stored_spellings).
_SPELLINGS = """
    spelling AS (
        SELECT wanted.type_norm, first.type
        FROM (SELECT DISTINCT type_norm FROM staged WHERE type_norm <> '') AS wanted
        CROSS JOIN LATERAL (
            SELECT scope_id, type_norm, type FROM {table}
            WHERE (scope_id, type_norm, id) > (%(scope)s, wanted.type_norm, 0) AND forgotten_at IS NULL
            ORDER BY scope_id, type_norm, id LIMIT 1
        ) AS first
        WHERE first.scope_id = %(scope)s AND first.type_norm = wanted.type_norm
    )
"""

# A stored entity that a staged row would change: a type where it had none, attributes, or
# a metadata entry it does not hold yet.
_CHANGES = """((e.type_norm = '' AND s.type_norm <> '') OR s.attributes <> '{}'::jsonb
               OR EXISTS (SELECT 1 FROM jsonb_array_elements(s.metadata) AS m
                          WHERE NOT e.metadata @> jsonb_build_array(m.value)))"""

# One statement: update the stored entities the rows name (type filled in when it had
# none, attributes merged by key, metadata entries appended when new; a row that would
# not change is not rewritten, so a re-import writes nothing), insert the others,
# and answer every row's id. Sub-statements share one snapshot, so the stored ones are
# read from it and the new ones from RETURNING. ON CONFLICT DO NOTHING lets a concurrent
# insert of the same name win (the caller reads it afterwards) instead of failing. New
# rows take their ids in the caller's order and are inserted in name order, so that two
# calls naming the same new entities wait for each other without a cycle (see relations);
# the stored entities to change are locked first, in id order, for the same reason.
# The scope is THE_SCOPE (graph.selectors.scope_estimate): with its id, a scope grown since
# the table was last analysed was read whole three times per statement (a small remember
# took 42 ms instead of 5 at 20,000 entities). Per-row LATERAL probes, tried as well, were
# worse while a table's statistics are still thin: each probe then walked the scope's rows.
_UPSERT_ENTITIES = f"""
    WITH staged AS MATERIALIZED (STAGED_ROWS),
    {_SPELLINGS.format(table="graph_entity")},
    locked AS MATERIALIZED (
        SELECT e.id FROM graph_entity e JOIN staged s ON e.name_norm = s.norm
        WHERE e.scope_id = {THE_SCOPE} AND e.forgotten_at IS NULL AND {_CHANGES}
        ORDER BY e.id
        FOR NO KEY UPDATE OF e
    ),
    updated AS (
        UPDATE graph_entity e SET
            type = CASE WHEN e.type_norm = '' AND s.type_norm <> '' THEN coalesce(sp.type, s.type) ELSE e.type END,
            type_norm = CASE WHEN e.type_norm = '' THEN s.type_norm ELSE e.type_norm END,
            attributes = e.attributes || s.attributes,
            metadata = e.metadata || coalesce(
                (SELECT jsonb_agg(m.value ORDER BY m.ordinality)
                 FROM jsonb_array_elements(s.metadata) WITH ORDINALITY AS m
                 WHERE NOT e.metadata @> jsonb_build_array(m.value)),
                '[]'::jsonb),
            updated_at = %(now)s
        FROM staged s LEFT JOIN spelling sp ON sp.type_norm = s.type_norm
        WHERE e.id IN (SELECT id FROM locked) AND e.name_norm = s.norm AND {_CHANGES}
        RETURNING e.id
    ),
    inserted AS (
        INSERT INTO graph_entity (id, scope_id, name, name_norm, name_key, type, type_norm, metadata, attributes,
                                  origin, created_at, updated_at)
        SELECT n.id, %(scope)s, n.name, n.norm, n.name_key, n.type, n.type_norm, n.metadata, n.attributes,
               %(origin)s, %(now)s, %(now)s
        FROM (
            SELECT nextval((SELECT pg_get_serial_sequence('graph_entity', 'id'))::regclass) AS id, s.name, s.norm,
                   s.name_key, coalesce(sp.type, s.type) AS type, s.type_norm, s.metadata, s.attributes
            FROM staged s LEFT JOIN spelling sp ON sp.type_norm = s.type_norm
            WHERE NOT EXISTS (SELECT 1 FROM graph_entity e
                              WHERE e.scope_id = {THE_SCOPE} AND e.name_norm = s.norm AND e.forgotten_at IS NULL)
            ORDER BY s.ordinal
        ) AS n
        ORDER BY n.norm
        ON CONFLICT DO NOTHING
        RETURNING id, name_norm, name
    )
    SELECT e.name_norm, e.id, e.name, false FROM graph_entity e JOIN staged s ON e.name_norm = s.norm
    WHERE e.scope_id = {THE_SCOPE} AND e.forgotten_at IS NULL
    UNION ALL
    SELECT name_norm, id, name, true FROM inserted
"""

_HOLD_ENTITIES = """
    SELECT count(*) FROM (
        SELECT id FROM graph_entity WHERE id = ANY(%s) AND forgotten_at IS NULL ORDER BY id FOR KEY SHARE
    ) AS held
"""

_IDS_OF_STAGED = f"""
    WITH staged AS (STAGED_ROWS)
    SELECT e.name_norm, e.id FROM graph_entity e JOIN staged s ON e.name_norm = s.norm
    WHERE e.scope_id = {THE_SCOPE} AND e.forgotten_at IS NULL
"""

# The staged edges that are not current yet, inserted in one statement (ON CONFLICT DO
# NOTHING: a concurrent call that stored the same edge first wins). Rows take their ids
# in the caller's order but are inserted in key order: two calls storing overlapping
# edges then wait for each other in one direction only, never in a cycle (a deadlock).
# The scope is THE_SCOPE, as for entities: the edge test read every edge of a grown scope.
_INSERT_RELATIONS = f"""
    WITH staged AS MATERIALIZED (STAGED_ROWS),
    {_SPELLINGS.format(table="graph_fact")}
    INSERT INTO graph_fact (id, scope_id, subject_id, object_id, type, type_norm, weight, attributes, confidence,
                            origin, valid_from, valid_to, recorded_at, document_id, span_start, span_end,
                            source_label, source_date)
    SELECT n.id, %(scope)s, n.subject_id, n.object_id, n.type, n.type_norm, n.weight, n.attributes, 1.0,
           %(origin)s, n.valid_from, n.valid_to, %(now)s, %(document)s, n.span_start, n.span_end, %(label)s,
           %(source_date)s
    FROM (
        SELECT nextval((SELECT pg_get_serial_sequence('graph_fact', 'id'))::regclass) AS id, s.subject_id,
               s.object_id, coalesce(sp.type, s.type) AS type, s.type_norm, s.weight, s.attributes, s.valid_from,
               s.valid_to, s.span_start, s.span_end
        FROM staged s LEFT JOIN spelling sp ON sp.type_norm = s.type_norm
        WHERE NOT EXISTS (SELECT 1 FROM graph_fact f
                          WHERE f.scope_id = {THE_SCOPE} AND f.subject_id = s.subject_id AND f.object_id = s.object_id
                            AND f.type_norm = s.type_norm AND f.ended_at IS NULL AND f.forgotten_at IS NULL)
        ORDER BY s.ordinal
    ) AS n
    ORDER BY n.subject_id, n.object_id, n.type_norm
    ON CONFLICT DO NOTHING
    RETURNING id, subject_id, object_id, type, type_norm, weight
"""
