"""memory_export: everything live in a scope, one keyset page of JSON records per call.

Pages walk the entities (by type, then id), then the documents (by sha256, then id),
then the facts (by type, newest first: a fact that replaced another is exported before
the one it ended, so an import in page order can link them). Each step is one index
range scan from the cursor's position, so page 1,000 costs what page 1 costs.
Forgotten rows never leave: a document exports only its live passages (when some were
forgotten, its text is those passages joined by a blank line), and a fact's
`replaced_by` names its replacement only while that is live.
"""

from collections.abc import Callable
from typing import Any

import orjson
from django.db.models import Count, Q
from django.utils import timezone

from graph.access import DEFAULT_SCOPE, CallContext, find_scope, scope_label
from graph.contracts.fact_companions import companion, companion_kinds, companions
from graph.contracts.inputs_portability import ExportIn
from graph.exceptions import Invalid
from graph.models import Document, Passage, PassageMention, Scope
from graph.read_replica import read_connection
from graph.selectors.counting import bounded_count
from graph.selectors.keyset import decode_cursor, encode_cursor, fingerprint
from graph.selectors.live import live_entities, live_fact_rows
from graph.text.dates import iso

FORMAT = "memorymesh-export"
VERSION = 1
PHASES = ("entities", "documents", "facts")  # then each companion kind (graph.contracts.fact_companions)
# A page stops early past this many bytes of JSON, so that it always fits one import
# call under the default request body limit (8 MiB).
PAGE_BYTES = 4 * 1024 * 1024
PASSAGE_SEPARATOR = "\n\n"

Position = tuple[str, int] | None  # (key column value, id) of the last row served in a phase
Reader = Callable[[Scope, Position, int], list[tuple[tuple[str, int], dict[str, Any] | None]]]


def memory_export(*, ctx: CallContext, params: ExportIn) -> dict[str, Any]:
    """One page of the scope's memory as JSON records (one per line in a .jsonl file).

    Takes `scope`, `user_id`, `cursor` (the previous page's `next`) and `limit` (catalog
    items per page, 1-1024, default 256). Returns `records` — on the first page an
    `export` header, then `entity`, `document` and `fact` records — and `next`, null
    on the last page. Forgotten memory is never exported. Read-only.
    Refuses: 422 invalid_cursor (not ours, or made for another scope), 422 invalid_scope.
    """
    scope = find_scope(ctx, params.scope, params.user_id)
    made_for = fingerprint("export", scope.pk if scope else None)
    position = _position(decode_cursor(params.cursor, made_for, verb="memory_export")) if params.cursor else None
    page = _Page(params.limit)
    if params.cursor is None:
        page.add(_header(ctx, params, scope))
    following = _fill(scope, page, position or ("entities", None)) if scope is not None else None
    return {
        "scope": page.label if scope is None else scope_label(scope),
        "records": page.records,
        "count": page.items,
        "next": encode_cursor(following, made_for) if following else None,
    }


class _Page:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.records: list[dict[str, Any]] = []
        self.items = 0
        self.bytes = 0
        self.label = ""

    @property
    def room(self) -> int:
        return self.limit - self.items

    @property
    def full(self) -> bool:
        return self.items >= self.limit or self.bytes >= PAGE_BYTES

    def add(self, record: dict[str, Any]) -> None:
        self.records.append(record)
        self.bytes += len(orjson.dumps(record))
        if record["kind"] == "export":
            self.label = record["scope"]
        else:
            self.items += 1


def _position(data: dict[str, Any]) -> tuple[str, Position]:
    phase, after = data.get("p"), data.get("a")
    if phase not in _phases() or (after is not None and not (isinstance(after, list) and len(after) == 2)):
        raise Invalid("cursor is not a memory_export cursor", code="invalid_cursor", field="cursor")
    return phase, (str(after[0]), int(after[1])) if after else None


def _fill(scope: Scope, page: _Page, start: tuple[str, Position]) -> dict[str, Any] | None:
    """Add records to `page` from `start` on; returns the position to continue from, or None when done."""
    phase, after = start
    phases = _phases()
    for name in phases[phases.index(phase) :]:
        while True:
            wanted = page.room + 1
            rows = _reader(name)(scope, after, wanted)
            for key, record in rows:
                if page.full:
                    return {"p": name, "a": list(after) if after else None}
                if record is not None:  # None: a row with nothing live left to export (a document)
                    page.add(record)
                after = key
            if len(rows) < wanted:
                break
        after = None
    return None


def _header(ctx: CallContext, params: ExportIn, scope: Scope | None) -> dict[str, Any]:
    counts, exact = {"entities": 0, "documents": 0, "facts": 0, **{f"{c.kind}s": 0 for c in companions()}}, True
    if scope is not None:
        # Bounded counts: the header must not make the first page cost a pass over the scope.
        totals = {
            "entities": bounded_count(live_entities(scope)),
            "documents": bounded_count(_live_documents(scope).filter(passages__forgotten_at__isnull=True).distinct()),
            "facts": bounded_count(live_fact_rows(scope)),
            **{f"{c.kind}s": bounded_count(c.exported(scope)) for c in companions()},
        }
        counts = {kind: total.value for kind, total in totals.items()}
        exact = all(total.exact for total in totals.values())
    return {
        "kind": "export",
        "format": FORMAT,
        "version": VERSION,
        "scope": scope_label(scope) if scope else (params.scope or ctx.header_scope or DEFAULT_SCOPE),
        "user_id": scope.end_user or None if scope else params.user_id or ctx.header_user,
        "exported_at": iso(timezone.now()),
        "counts": counts,
        "counts_exact": exact,
    }


def _keyset(sql: str, key: str, scope: Scope, after: Position, limit: int, *, descending: bool = False) -> list:
    """The next `limit` rows after `after` in (scope_id, key, id) index order, as dicts by column.

    From a position, the scan starts at the row comparison on the whole index tuple and
    the scope is bounded on the other side only: with `scope_id = …` beside it, PostgreSQL
    starts the btree scan at the scope's first (or last) entry and walks to the position,
    which makes page 1,000 cost a thousand pages. Rows are read as plain values (no model
    instances): a page of a thousand facts is built in milliseconds.
    """
    position, args = "x.scope_id = %s", [scope.pk]
    if after is not None:
        position = (
            f"x.scope_id {'>=' if descending else '<='} %s "
            f"AND (x.scope_id, x.{key}, x.id) {'<' if descending else '>'} (%s, %s, %s)"
        )
        args += [scope.pk, after[0], after[1]]
    with read_connection().cursor() as cursor:
        cursor.execute(sql.format(position=position), [*args, limit])
        names = [column.name for column in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


# --- Entities ---

_ENTITY_SQL = """
    SELECT x.id, x.type_norm AS key, x.name, x.type, x.attributes::text AS attributes, x.metadata::text AS metadata
    FROM graph_entity x
    WHERE {position} AND x.forgotten_at IS NULL
    ORDER BY x.scope_id, x.type_norm, x.id LIMIT %s
"""


def _entities(scope: Scope, after: Position, limit: int) -> list[tuple[tuple[str, int], dict[str, Any] | None]]:
    return [
        ((row["key"], row["id"]), _entity_record(row)) for row in _keyset(_ENTITY_SQL, "type_norm", scope, after, limit)
    ]


def _entity_record(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "entity",
        "name": row["name"],
        "type": row["type"],
        "attributes": orjson.loads(row["attributes"]),
        "metadata": orjson.loads(row["metadata"]),
    }


# --- Documents ---

_DOCUMENT_SQL = """
    SELECT x.id, x.sha256 AS key FROM graph_document x
    WHERE {position} AND x.forgotten_at IS NULL
    ORDER BY x.scope_id, x.sha256, x.id LIMIT %s
"""


def _live_documents(scope: Scope) -> Any:
    return Document.objects.filter(scope=scope, forgotten_at__isnull=True)


def _documents(scope: Scope, after: Position, limit: int) -> list[tuple[tuple[str, int], dict[str, Any] | None]]:
    keys = [(row["id"], row["key"]) for row in _keyset(_DOCUMENT_SQL, "sha256", scope, after, limit)]
    ids = [pk for pk, _key in keys]
    documents = Document.objects.in_bulk(ids)
    whole = _citable_documents(set(ids))
    passages: dict[int, list[Passage]] = {}
    for passage in (
        Passage.objects.filter(document_id__in=ids, forgotten_at__isnull=True)
        .order_by("document_id", "ordinal")
        .only("id", "document_id", "text", "start", "end", "key")
    ):
        passages.setdefault(passage.document_id, []).append(passage)
    mentions = _mention_names([p.pk for rows in passages.values() for p in rows])
    return [
        ((key, pk), _document_record(documents[pk], passages.get(pk, []), mentions, whole=whole.get(pk, False)))
        for pk, key in keys
    ]


def _mention_names(passage_ids: list[int]) -> dict[int, list[str]]:
    names: dict[int, list[str]] = {}
    rows = (
        PassageMention.objects.filter(passage_id__in=passage_ids, entity__forgotten_at__isnull=True)
        .order_by("passage_id", "entity__name_norm")
        .values_list("passage_id", "entity__name")
    )
    for passage_id, name in rows:
        names.setdefault(passage_id, []).append(name)
    return names


def _document_record(
    document: Document, passages: list[Passage], mentions: dict[int, list[str]], *, whole: bool
) -> dict[str, Any] | None:
    if not passages:
        return None  # every passage was forgotten: nothing of its text may leave
    spans = [(p.start, p.end) for p in passages]
    text = document.text
    if not whole:
        # Only the live passages leave, joined by a blank line; their offsets follow.
        text = PASSAGE_SEPARATOR.join(p.text for p in passages)
        spans, offset = [], 0
        for passage in passages:
            spans.append((offset, offset + len(passage.text)))
            offset += len(passage.text) + len(PASSAGE_SEPARATOR)
    return {
        "kind": "document",
        "doc_id": str(document.pk),
        "sha256": document.sha256,
        "text_kind": document.kind,
        "name": document.source_label or None,
        "date": iso(document.source_date),
        "ingested_at": iso(document.created_at),
        "text": text,
        "passages": [
            {"start": start, "end": end, "key": p.key or None, "mentions": mentions.get(p.pk, [])}
            for p, (start, end) in zip(passages, spans, strict=True)
        ],
    }


# --- Facts ---

_FACT_SQL = """
    SELECT x.id, x.type_norm AS key, x.type, s.name AS subject, s.type AS subject_type, o.name AS object,
           o.type AS object_type, x.weight, x.confidence, x.origin, x.attributes::text AS attributes, x.valid_from,
           x.valid_to, x.recorded_at, x.ended_at, x.source_label, x.source_date, x.span_start, x.span_end,
           x.document_id, d.sha256, r.id AS r_id, r.type AS r_type, rs.name AS r_subject, ro.name AS r_object,
           r.recorded_at AS r_recorded_at
    FROM graph_fact x
    JOIN graph_entity s ON s.id = x.subject_id AND s.forgotten_at IS NULL
    JOIN graph_entity o ON o.id = x.object_id AND o.forgotten_at IS NULL
    LEFT JOIN graph_document d ON d.id = x.document_id
    LEFT JOIN graph_fact r ON r.id = x.replaced_by_id AND r.forgotten_at IS NULL
    LEFT JOIN graph_entity rs ON rs.id = r.subject_id AND rs.forgotten_at IS NULL
    LEFT JOIN graph_entity ro ON ro.id = r.object_id AND ro.forgotten_at IS NULL
    WHERE {position} AND x.forgotten_at IS NULL
    ORDER BY x.scope_id DESC, x.type_norm DESC, x.id DESC LIMIT %s
"""


def _facts(scope: Scope, after: Position, limit: int) -> list[tuple[tuple[str, int], dict[str, Any] | None]]:
    rows = _keyset(_FACT_SQL, "type_norm", scope, after, limit, descending=True)
    cited = _citable_documents({row["document_id"] for row in rows if row["document_id"]})
    return [((row["key"], row["id"]), _fact_record(row, cited)) for row in rows]


def _citable_documents(ids: set[int]) -> dict[int, bool]:
    """For each live document with a live passage: whether it is whole (its spans still hold)."""
    counts = (
        Passage.objects.filter(document_id__in=ids, document__forgotten_at__isnull=True)
        .values("document_id")
        .annotate(
            live=Count("id", filter=Q(forgotten_at__isnull=True)),
            hidden=Count("id", filter=Q(forgotten_at__isnull=False)),
        )
    )
    return {row["document_id"]: row["hidden"] == 0 for row in counts if row["live"]}


def _fact_record(row: dict[str, Any], cited: dict[int, bool]) -> dict[str, Any]:
    return {
        "kind": "fact",
        "id": str(row["id"]),
        "subject": row["subject"],
        "subject_type": row["subject_type"] or None,
        "relation": row["type"],
        "object": row["object"],
        "object_type": row["object_type"] or None,
        "weight": row["weight"],
        "confidence": row["confidence"],
        "origin": row["origin"],
        "attributes": orjson.loads(row["attributes"]),
        "valid_from": iso(row["valid_from"]),
        "valid_to": iso(row["valid_to"]),
        "recorded_at": iso(row["recorded_at"]),
        "state": "ended" if row["ended_at"] else "current",
        "ended_at": iso(row["ended_at"]),
        "replaced_by": _replacement(row),
        "source": _fact_source(row, cited),
    }


def _replacement(row: dict[str, Any]) -> dict[str, Any] | None:
    """The live fact that replaced this one, by value; None when there is none (or it was forgotten)."""
    if row["r_id"] is None or row["r_subject"] is None or row["r_object"] is None:
        return None
    return {
        "id": str(row["r_id"]),
        "subject": row["r_subject"],
        "relation": row["r_type"],
        "object": row["r_object"],
        "recorded_at": iso(row["r_recorded_at"]),
    }


def _fact_source(row: dict[str, Any], cited: dict[int, bool]) -> dict[str, Any]:
    source: dict[str, Any] = {
        "kind": "asserted",
        "name": row["source_label"] or None,
        "date": iso(row["source_date"]),
        "doc_id": None,
        "sha256": None,
        "span": None,
    }
    whole = cited.get(row["document_id"]) if row["document_id"] else None
    if whole is not None:
        source.update(kind="document", doc_id=str(row["document_id"]), sha256=row["sha256"])
        if whole and row["span_start"] is not None and row["span_end"] is not None:
            source["span"] = {"start": row["span_start"], "end": row["span_end"]}
    return source


_READERS: dict[str, Reader] = {"entities": _entities, "documents": _documents, "facts": _facts}


def _phases() -> tuple[str, ...]:
    return PHASES + companion_kinds()


def _reader(name: str) -> Reader:
    """The phase's reader: one of graph's own, or a companion's (its records after the facts)."""
    if name in _READERS:
        return _READERS[name]
    owner = companion(name)

    def read(scope: Scope, after: Position, limit: int) -> list[tuple[tuple[str, int], dict[str, Any] | None]]:
        rows = owner.read(scope, after[1] if after else None, limit) if owner else []
        return [(("", pk), {"kind": name, **record}) for pk, record in rows]

    return read
