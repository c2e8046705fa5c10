"""memory_import: records as memory_export wrote them, into any scope, in one transaction.

Entities go through remember's entity resolution (one live entity per name; a stored
type is kept, attributes merge, metadata unites), texts through remember's text store
(the same text with the same date is stored once), facts as they were (see
graph.services.import_facts). Each record is checked on its own: one that does not
read is skipped and reported by index, the others are stored.
"""

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from pydantic import TypeAdapter, ValidationError

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts import limits
from graph.contracts.fact_companions import companion
from graph.contracts.inputs_portability import (
    AnyRecord,
    ConflictRecord,
    DocumentRecord,
    EntityRecord,
    FactRecord,
    ImportIn,
)
from graph.contracts.registry import field_path
from graph.embeddings import meaning_state
from graph.exceptions import MemoryError_
from graph.models import Document, Fact, Scope
from graph.services.events import record_event
from graph.services.import_facts import PreparedFact, store_facts
from graph.services.texts import TextToStore, store_text
from graph.services.upsert import EntitySpec, upsert_entities
from graph.text.dates import iso, parse_instant
from graph.text.names import normalise
from graph.text.passages import Span

MAX_IMPORT_RECORDS = 4096
_READ = TypeAdapter(AnyRecord)
NOT_REPRODUCED = [
    {"what": "ids", "why": "new ids are given; records refer to each other by name, sha256 and time instead"},
    {"what": "vectors", "why": "passages are embedded again by a worker (meaning: queued)"},
    {"what": "audit trail", "why": "the target scope's trail records this import, not the source's history"},
]


@dataclass
class Batch:
    entities: list[EntityRecord] = field(default_factory=list)
    documents: list[tuple[int, DocumentRecord, dict[str, Any]]] = field(default_factory=list)
    facts: list[PreparedFact] = field(default_factory=list)
    conflicts: list[tuple[int, ConflictRecord]] = field(default_factory=list)
    headers: int = 0
    skipped: list[dict[str, Any]] = field(default_factory=list)


def memory_import(*, ctx: CallContext, params: ImportIn) -> dict[str, Any]:
    """Store records exactly as memory_export produced them (any page, in any order) in
    `scope`, through remember's write path, in one transaction.

    A page sent twice stores nothing twice; ended facts are stored ended at their
    `ended_at` (with their recorded_at and valid times), so `as_of` and `valid_at` read
    the history as it was. Returns `imported` and `already_stored` counts by kind,
    `skipped` [{index, reason}] for records that do not read, and `not_reproduced`:
    what the import does not carry over, and each reference it could not resolve yet.
    Refuses: 413 limit_exceeded above 4,096 records; 403 for a scope the caller may not
    write; 422 invalid_scope / invalid_user_id.
    """
    limits.check_count("records", len(params.records), MAX_IMPORT_RECORDS)
    batch = read_records(params.records)
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        entities = upsert_entities(scope, _entity_specs(batch), origin="imported")
        documents, passages, meaning = _store_documents(scope, batch, entities.ids)
        facts = store_facts(scope, batch.facts, entities.ids)
        conflicts = _store_conflicts(scope, batch)  # after the facts: each names the current one it disputes
        created = {normalise(name) for name in entities.created}
        named = {normalise(e.name) for e in batch.entities}
        reply = {
            "scope": scope_label(scope),
            "records": len(params.records),
            "imported": {
                "entities": len(entities.created),
                "documents": documents,
                "passages": passages,
                "facts": facts.created,
                "conflicts": conflicts["imported"],
            },
            "already_stored": {
                "entities": len(named - created),
                "documents": len(batch.documents) - documents,
                "facts": facts.already,
                "conflicts": conflicts["already"],
            },
            "skipped": batch.skipped,
            "not_reproduced": [*NOT_REPRODUCED, *facts.not_reproduced, *conflicts["not_reproduced"]],
            "meaning": meaning,
        }
        record_event(
            ctx,
            verb="import",
            scope=scope,
            detail={k: reply[k] for k in ("records", "imported", "already_stored")} | {"skipped": len(batch.skipped)},
        )
    return reply


def read_records(records: list[dict[str, Any]]) -> Batch:
    """Each record read on its own: the good ones sorted by kind, the others skipped with a reason."""
    batch = Batch()
    for index, raw in enumerate(records):
        try:
            record = _READ.validate_python(raw)
            _check_sizes(record)
            times = _times(record)
        except ValidationError as exc:
            batch.skipped.append({"index": index, "reason": _reason(exc)})
            continue
        except MemoryError_ as exc:  # a size limit or a date that does not read
            batch.skipped.append({"index": index, "reason": exc.detail})
            continue
        if isinstance(record, EntityRecord):
            batch.entities.append(record)
        elif isinstance(record, DocumentRecord):
            batch.documents.append((index, record, times))
        elif isinstance(record, FactRecord):
            batch.facts.append(PreparedFact(index, record, times))
        elif isinstance(record, ConflictRecord):
            batch.conflicts.append((index, record))
        else:
            batch.headers += 1
    return batch


def _reason(exc: ValidationError) -> str:
    error = exc.errors(include_url=False)[0]
    if error["type"] in ("union_tag_not_found", "union_tag_invalid"):
        return "kind must be export, entity, fact, document or conflict"
    where = field_path(error["loc"][1:])  # the first step is the record kind
    return f"{error['loc'][0]} record: {where or 'record'}: {error['msg']}"


def _check_sizes(record: Any) -> None:
    """The per-name and per-text limits of remember, applied to one record (refused: skipped)."""
    if isinstance(record, EntityRecord):
        limits.check_names("entity name", [record.name, record.type])
    elif isinstance(record, FactRecord):
        names = [record.subject, record.object, record.relation, record.subject_type or "", record.object_type or ""]
        limits.check_names("fact name", names)
    elif isinstance(record, ConflictRecord):
        limits.check_names("fact name", [record.fact.subject, record.fact.object, record.fact.relation])
    elif isinstance(record, DocumentRecord):
        limits.check_bytes("document text", record.text, limits.MAX_DOCUMENT_BYTES)
        limits.check_names("mention", (m for p in record.passages for m in p.mentions))
        limits.check_names("key", (p.key for p in record.passages if p.key))
        limits.check_names("source", [record.name or ""])


def _times(record: Any) -> dict[str, Any]:
    """Every instant of a record, parsed (a bad one refuses the record, naming the field)."""
    if isinstance(record, EntityRecord):
        for key, attribute in record.attributes.items():
            attribute.valid_from = iso(parse_instant(attribute.valid_from, field=f"attributes.{key}.valid_from"))
        return {}
    if isinstance(record, DocumentRecord):
        return {name: parse_instant(getattr(record, name), field=name) for name in ("date", "ingested_at")}
    if isinstance(record, FactRecord):
        times = {
            name: parse_instant(getattr(record, name), field=name)
            for name in ("valid_from", "valid_to", "recorded_at", "ended_at")
        }
        times["source_date"] = parse_instant(record.source.date, field="source.date")
        replaced_by = record.replaced_by
        times["replaced_at"] = (
            parse_instant(replaced_by.recorded_at, field="replaced_by.recorded_at") if replaced_by else None
        )
        return times
    return {}


def _store_conflicts(scope: Scope, batch: Batch) -> dict[str, Any]:
    """Store each conflict record on the current fact of `scope` it names (by subject, relation and
    object), through the app that owns conflicts (graph.contracts.fact_companions)."""
    result: dict[str, Any] = {"imported": 0, "already": 0, "not_reproduced": []}
    for index, record in batch.conflicts:
        owner, disputed = companion(record.kind), _current_fact(scope, record)
        if owner is None or disputed is None:
            why = "no app here keeps conflicts" if owner is None else "the memory it disputes is not current here"
            result["not_reproduced"].append({"what": "conflict", "index": index, "why": why})
            continue
        try:
            stored = owner.write(scope, disputed, record.data)
        except ValueError as exc:
            batch.skipped.append({"index": index, "reason": f"conflict record: {exc}"})
            continue
        except MemoryError_ as exc:  # a date that does not read
            batch.skipped.append({"index": index, "reason": f"conflict record: {exc.detail}"})
            continue
        result["imported" if stored else "already"] += 1
    return result


def _current_fact(scope: Scope, record: ConflictRecord) -> Fact | None:
    return Fact.objects.filter(
        scope=scope,
        subject__name_norm=normalise(record.fact.subject),
        object__name_norm=normalise(record.fact.object),
        type_norm=normalise(record.fact.relation),
        ended_at__isnull=True,
        forgotten_at__isnull=True,
    ).first()


def _entity_specs(batch: Batch) -> list[EntitySpec]:
    """Entity records first (their types win), then both ends of every fact and every mention."""
    specs = [
        EntitySpec(
            e.name,
            e.type,
            {key: a.value for key, a in e.attributes.items()},
            e.metadata,
            {key: a.valid_from for key, a in e.attributes.items() if a.valid_from},
        )
        for e in batch.entities
    ]
    for fact in batch.facts:
        record = fact.record
        specs += [
            EntitySpec(record.subject, record.subject_type or ""),
            EntitySpec(record.object, record.object_type or ""),
        ]
    specs += [EntitySpec(m) for _i, d, _t in batch.documents for p in d.passages for m in p.mentions]
    return specs


def _store_documents(scope: Scope, batch: Batch, entity_ids: dict[str, int]) -> tuple[int, int, str]:
    """Store each document record, its passages and mentions as they were: (documents, passages, meaning)."""
    stored_documents = stored_passages = 0
    meaning = meaning_state()
    for _index, record, times in batch.documents:
        to_store = TextToStore(
            record.text_kind,
            record.text,
            [Span(p.start, p.end) for p in record.passages],
            [p.key or "" for p in record.passages],
            [p.mentions for p in record.passages],
            sha256=record.sha256,
        )
        stored = store_text(
            scope, to_store, source=record.name or "", date=times["date"], entity_ids=entity_ids, link_names=False
        )
        if stored.already:
            continue
        if times["ingested_at"] is not None:
            Document.objects.filter(pk=stored.document.pk).update(created_at=times["ingested_at"])
        stored_documents += 1
        stored_passages += len(stored.passages)
        meaning = stored.meaning
    return stored_documents, stored_passages, meaning
