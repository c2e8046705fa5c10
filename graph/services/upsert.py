"""Bulk upserts of entities and relations, shared by every verb that writes the graph.

Each runs a fixed number of queries however many rows it is given, and is safe
under concurrency: inserts use ON CONFLICT DO NOTHING against the partial unique
indexes (one live entity per name, one current edge per from/to/type), then re-read.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import connection
from django.utils import timezone

from graph.models import Document, Entity, Fact, Scope
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


def upsert_entities(
    scope: Scope, specs: Sequence[EntitySpec], *, origin: str = "asserted", valid_from: datetime | None = None
) -> EntityUpsert:
    """Create missing entities, fill in types and merge attributes on existing ones.

    Returns the id of every named entity. A stored entity keeps its type unless it had
    none; attributes sent here replace those keys only.
    """
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
    if not merged:
        return EntityUpsert(ids={})
    spellings = stored_spellings(scope, Entity, (normalise(s.type) for s in merged.values()))
    existing = {
        e.name_norm: e
        for e in Entity.objects.filter(scope=scope, name_norm__in=list(merged), forgotten_at__isnull=True).only(
            "id", "name_norm", "type", "type_norm", "attributes", "metadata"
        )
    }
    new_rows = []
    changed = []
    for norm, spec in merged.items():
        type_norm = normalise(spec.type)
        type_spelling = spellings.get(type_norm, spec.type.strip())
        attributes = typed_attributes(spec.attributes, valid_from=valid_from, since=spec.since)
        entity = existing.get(norm)
        if entity is None:
            new_rows.append(
                Entity(
                    scope=scope,
                    name=spec.name.strip(),
                    name_norm=norm,
                    name_key=match_key(spec.name),
                    type=type_spelling,
                    type_norm=type_norm,
                    attributes=attributes,
                    metadata=spec.metadata or [],
                    origin=origin,
                )
            )
            continue
        dirty = False
        if not entity.type_norm and type_norm:
            entity.type, entity.type_norm, dirty = type_spelling, type_norm, True
        if attributes:
            entity.attributes = {**entity.attributes, **attributes}
            dirty = True
        if spec.metadata:
            entity.metadata = [*entity.metadata, *[m for m in spec.metadata if m not in entity.metadata]]
            dirty = True
        if dirty:
            changed.append(entity)
    Entity.objects.bulk_create(new_rows, ignore_conflicts=True)
    if changed:
        Entity.objects.bulk_update(changed, ["type", "type_norm", "attributes", "metadata", "updated_at"])
    ids = dict(
        Entity.objects.filter(scope=scope, name_norm__in=list(merged), forgotten_at__isnull=True).values_list(
            "name_norm", "id"
        )
    )
    created = [row.name for row in new_rows]
    return EntityUpsert(ids=ids, created=created)


@dataclass
class RelationUpsert:
    created: list[Fact]
    existing: int


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
    """Create the current edges that do not exist yet. Endpoints must be in `entity_ids`."""
    spellings = stored_spellings(scope, Fact, (normalise(s.type) for s in specs))
    wanted: dict[tuple[int, int, str], RelationSpec] = {}
    for spec in specs:
        key = (entity_ids[normalise(spec.source)], entity_ids[normalise(spec.target)], normalise(spec.type))
        wanted.setdefault(key, spec)
    if not wanted:
        return RelationUpsert(created=[], existing=0)
    subjects = {k[0] for k in wanted}
    present = set(
        Fact.objects.filter(
            scope=scope, subject_id__in=subjects, ended_at__isnull=True, forgotten_at__isnull=True
        ).values_list("subject_id", "object_id", "type_norm")
    )
    rows = []
    for key, spec in wanted.items():
        if key in present:
            continue
        attributes = spec.attributes or {}
        rows.append(
            Fact(
                scope=scope,
                subject_id=key[0],
                object_id=key[1],
                type=spellings.get(key[2], spec.type.strip()),
                type_norm=key[2],
                weight=1.0 if spec.weight is None else spec.weight,
                attributes=attributes,
                origin=origin,
                document=document,
                span_start=spec.span[0] if spec.span else None,
                span_end=spec.span[1] if spec.span else None,
                source_label=source_label,
                source_date=source_date,
                valid_from=_attribute_instant(attributes, "valid_from") or source_date,
                valid_to=_attribute_instant(attributes, "valid_to"),
            )
        )
    Fact.objects.bulk_create(rows, ignore_conflicts=True)
    return RelationUpsert(created=rows, existing=len(wanted) - len(rows))


def _attribute_instant(attributes: dict[str, Any], key: str) -> datetime | None:
    value = attributes.get(key)
    return parse_instant(value, field=f"attributes.{key}") if isinstance(value, str) else None
