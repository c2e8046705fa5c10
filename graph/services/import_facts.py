"""The facts of memory_import: stored as they were, current or ended, with their history.

A fact keeps the times it was exported with — valid_from/valid_to (when it was true),
recorded_at and ended_at (when the store believed it) — so `as_of` and `valid_at` read
the imported history as they read the original. That is why facts are written by one
INSERT … ON CONFLICT DO NOTHING of their own rather than by the remember upsert, which
stamps the time of the call; entities, spellings and texts go through remember's path.

Sending the same records twice stores nothing twice: a current fact is the one current
edge from/to/type (the partial unique index), an ended one is that edge ended at that
instant. References between records are kept by value, not by id: a citation names
its document by sha256 and date, `replaced_by` names the replacing fact by its ends,
relation and recorded_at. One that cannot be resolved yet (its record is on a page not
imported so far) is reported in not_reproduced; sending the page again after that one
fills it in.
"""

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import connection
from django.utils import timezone

from graph.contracts.inputs_portability import FactRecord
from graph.models import Document, Fact, Scope
from graph.redaction import redact_value
from graph.services.upsert import stored_spellings
from graph.text.names import normalise

Key = tuple[int, int, str, datetime | None]  # subject, object, relation, ended_at


@dataclass
class PreparedFact:
    index: int
    record: FactRecord
    times: dict[str, datetime | None]  # valid_from, valid_to, recorded_at, ended_at, source_date, replaced_at


@dataclass
class FactOutcome:
    created: int = 0
    already: int = 0
    not_reproduced: list[dict[str, Any]] = field(default_factory=list)


def store_facts(scope: Scope, facts: list[PreparedFact], entity_ids: dict[str, int]) -> FactOutcome:
    """Store the fact records of one import call (inside its transaction)."""
    outcome = FactOutcome()
    if not facts:
        return outcome
    keyed = {_key(fact, entity_ids): fact for fact in facts}  # a record sent twice in one call counts once
    documents = _documents(scope, facts)
    stored = _stored(scope, list(keyed))
    new = {key: fact for key, fact in keyed.items() if key not in stored}
    inserted = _insert(scope, new, documents)
    outcome.created = len(inserted)
    outcome.already = len(facts) - len(inserted)
    _fill_citations(scope, {k: f for k, f in keyed.items() if k in stored and stored[k][1] is None}, stored, documents)
    ids = {**{k: row[0] for k, row in stored.items()}, **inserted}
    for fact in keyed.values():
        source = fact.record.source
        if source.kind == "document" and source.sha256 and _document_for(fact, documents) is None:
            outcome.not_reproduced.append(_unresolved(fact, "citation", "its document (sha256 {})", source.sha256))
    outcome.not_reproduced += _link_replacements(scope, keyed, ids, stored)
    return outcome


def _key(fact: PreparedFact, entity_ids: dict[str, int]) -> Key:
    record = fact.record
    return (
        entity_ids[normalise(record.subject)],
        entity_ids[normalise(record.object)],
        normalise(record.relation),
        fact.times["ended_at"],
    )


def _documents(scope: Scope, facts: list[PreparedFact]) -> dict[tuple[str, datetime | None], int]:
    """The live documents of `scope` the facts cite, by (sha256, date) and by sha256 alone (date None)."""
    wanted = {f.record.source.sha256 for f in facts if f.record.source.kind == "document" and f.record.source.sha256}
    found: dict[tuple[str, datetime | None], int] = {}
    rows = (
        Document.objects.filter(scope=scope, sha256__in=wanted, forgotten_at__isnull=True)
        .order_by("id")
        .values_list("sha256", "source_date", "id")
    )
    for sha256, date, pk in rows:
        found.setdefault((sha256, date), pk)
        found.setdefault((sha256, None), pk)
    return found


def _document_for(fact: PreparedFact, documents: dict[tuple[str, datetime | None], int]) -> int | None:
    source = fact.record.source
    if source.kind != "document" or not source.sha256:
        return None
    return documents.get((source.sha256, fact.times["source_date"])) or documents.get((source.sha256, None))


def _stored(scope: Scope, keys: list[Key]) -> dict[Key, tuple[int, int | None, int | None]]:
    """The live facts of `scope` already holding these keys: (id, document_id, replaced_by_id) each."""
    sql = """
        SELECT f.subject_id, f.object_id, f.type_norm, f.ended_at, f.id, f.document_id, f.replaced_by_id
        FROM graph_fact f
        JOIN (SELECT DISTINCT * FROM unnest(%s::bigint[], %s::bigint[], %s::text[]) AS w(s, o, t)) w
          ON f.scope_id = %s AND f.subject_id = w.s AND f.object_id = w.o AND f.type_norm = w.t
        WHERE f.forgotten_at IS NULL
    """
    columns = list(zip(*[(k[0], k[1], k[2]) for k in keys], strict=True))
    with connection.cursor() as cursor:
        cursor.execute(sql, [list(columns[0]), list(columns[1]), list(columns[2]), scope.pk])
        found = {(s, o, t, ended): (pk, doc, replaced) for s, o, t, ended, pk, doc, replaced in cursor.fetchall()}
    return {key: found[key] for key in keys if key in found}


_INSERT = """
    INSERT INTO graph_fact (scope_id, subject_id, object_id, type, type_norm, weight, attributes, confidence, origin,
                            valid_from, valid_to, recorded_at, ended_at, document_id, span_start, span_end,
                            source_label, source_date)
    SELECT %s, r.subject_id, r.object_id, r.type, r.type_norm, r.weight, r.attributes::jsonb, r.confidence, r.origin,
           r.valid_from, r.valid_to, r.recorded_at, r.ended_at, r.document_id, r.span_start, r.span_end,
           r.source_label, r.source_date
    FROM unnest(%s::bigint[], %s::bigint[], %s::text[], %s::text[], %s::float8[], %s::text[], %s::float8[],
                %s::text[], %s::timestamptz[], %s::timestamptz[], %s::timestamptz[], %s::timestamptz[], %s::bigint[],
                %s::int[], %s::int[], %s::text[], %s::timestamptz[])
      AS r(subject_id, object_id, type, type_norm, weight, attributes, confidence, origin, valid_from, valid_to,
           recorded_at, ended_at, document_id, span_start, span_end, source_label, source_date)
    ON CONFLICT DO NOTHING
    RETURNING subject_id, object_id, type_norm, ended_at, id
"""


def _insert(scope: Scope, new: dict[Key, PreparedFact], documents: dict) -> dict[Key, int]:
    """Insert the new facts in one statement; returns the id of each one inserted."""
    if not new:
        return {}
    spellings = stored_spellings(scope, Fact, (key[2] for key in new))
    now = timezone.now()
    rows = []
    for key, fact in new.items():
        record, times = fact.record, fact.times
        document = _document_for(fact, documents)
        span = record.source.span if document is not None else None
        rows.append(
            (
                key[0],
                key[1],
                spellings.get(key[2], record.relation.strip()),
                key[2],
                record.weight,
                json.dumps(redact_value(record.attributes)),
                record.confidence,
                record.origin,
                times["valid_from"],
                times["valid_to"],
                times["recorded_at"] or now,
                times["ended_at"],
                document,
                span.start if span else None,
                span.end if span else None,
                record.source.name or "",
                times["source_date"],
            )
        )
    with connection.cursor() as cursor:
        cursor.execute(_INSERT, [scope.pk, *(list(column) for column in zip(*rows, strict=True))])
        return {(s, o, t, ended): pk for s, o, t, ended, pk in cursor.fetchall()}


def _fill_citations(scope: Scope, waiting: dict[Key, PreparedFact], stored: dict, documents: dict) -> None:
    """Facts stored earlier without their document (its page came later): link them now."""
    for key, fact in waiting.items():
        document = _document_for(fact, documents)
        if document is None:
            continue
        span = fact.record.source.span
        Fact.objects.filter(pk=stored[key][0], scope=scope, document__isnull=True).update(
            document_id=document, span_start=span.start if span else None, span_end=span.end if span else None
        )


_LINK = """
    UPDATE graph_fact e SET replaced_by_id = r.id
    FROM unnest(%s::bigint[], %s::text[], %s::text[], %s::text[], %s::timestamptz[])
           AS w(fact_id, subject_norm, object_norm, type_norm, recorded_at)
    JOIN graph_entity rs ON rs.scope_id = %s AND rs.name_norm = w.subject_norm AND rs.forgotten_at IS NULL
    JOIN graph_entity ro ON ro.scope_id = %s AND ro.name_norm = w.object_norm AND ro.forgotten_at IS NULL
    JOIN graph_fact r ON r.scope_id = %s AND r.subject_id = rs.id AND r.object_id = ro.id
                     AND r.type_norm = w.type_norm AND r.recorded_at = w.recorded_at AND r.forgotten_at IS NULL
    WHERE e.id = w.fact_id AND e.scope_id = %s AND e.replaced_by_id IS NULL
    RETURNING e.id
"""


def _link_replacements(
    scope: Scope, keyed: dict[Key, PreparedFact], ids: dict[Key, int], stored: dict
) -> list[dict[str, Any]]:
    """Point ended facts at the facts that replaced them, found by value; report those not found."""
    waiting = {
        ids[key]: fact
        for key, fact in keyed.items()
        if fact.record.replaced_by is not None and key in ids and (key not in stored or stored[key][2] is None)
    }
    if not waiting:
        return []
    refs = [fact.record.replaced_by for fact in waiting.values()]
    args = [
        list(waiting),
        [normalise(ref.subject) for ref in refs],
        [normalise(ref.object) for ref in refs],
        [normalise(ref.relation) for ref in refs],
        [fact.times["replaced_at"] for fact in waiting.values()],
    ]
    with connection.cursor() as cursor:
        cursor.execute(_LINK, [*args, scope.pk, scope.pk, scope.pk, scope.pk])
        linked = {row[0] for row in cursor.fetchall()}
    return [
        _unresolved(fact, "replaced_by", "the fact that replaced it ({})", fact.record.replaced_by.relation)
        for pk, fact in waiting.items()
        if pk not in linked
    ]


def _unresolved(fact: PreparedFact, what: str, missing: str, name: str) -> dict[str, Any]:
    return {
        "index": fact.index,
        "what": what,
        "why": f"{missing.format(name)} is not in this scope yet: import the page that holds it, then this one again",
    }
