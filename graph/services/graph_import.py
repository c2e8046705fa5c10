"""Importing MemoryMesh `memory.json` and the MCP reference server's `memory.jsonl` into a scope.

Both are JSON Lines. MemoryMesh writes {"type":"node", name, nodeType, metadata[]} and
{"type":"edge", from, to, edgeType, weight?}; the reference server writes
{"type":"entity", name, entityType, observations[]} and {"type":"relation", from, to,
relationType}. One file may mix them. Bad lines are reported by line number and
skipped; a node that appears twice (or is already stored) is merged — metadata
united, the first type kept; an edge whose end is neither in the file nor in the
scope is reported, never stored. The whole import is one transaction.
"""

import json
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

import orjson
from django.db import connection, transaction

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts.json_values import refuse_unstorable
from graph.contracts.limits import MAX_NAME_BYTES
from graph.exceptions import Invalid
from graph.models import Scope
from graph.selectors.graph_views import nodes_named
from graph.services.events import record_event
from graph.services.upsert import (
    EntitySpec,
    EntityUpsert,
    PreparedEntities,
    PreparedRelations,
    RelationSpec,
    RelationUpsert,
    prepare_entities,
    prepare_relations,
    store_entities,
    store_relations,
)
from graph.text.names import normalise
from identity.models import ApiToken

NODE_CHUNK = 10_000
EDGE_CHUNK = 20_000
MAX_REPORTED = 1000  # bad lines and missing edges listed in a report; the counts are always complete
# Sorts of a whole chunk (by name, by edge key) spill to disk at the default 4 MB.
IMPORT_WORK_MEM = "64MB"
T = TypeVar("T")
P = TypeVar("P")
R = TypeVar("R")


class BadRecord(ValueError):
    pass


@dataclass
class ParsedNode:
    line: int
    name: str
    type: str
    metadata: list[str]


@dataclass
class ParsedEdge:
    line: int
    source: str
    target: str
    type: str
    weight: float | None = None


@dataclass
class ParsedFile:
    nodes: dict[str, ParsedNode] = field(default_factory=dict)  # by normalised name, duplicates merged
    edges: list[ParsedEdge] = field(default_factory=list)
    bad_lines: list[dict[str, Any]] = field(default_factory=list)
    duplicates_merged: int = 0
    type_conflicts: list[dict[str, Any]] = field(default_factory=list)

    @property
    def records(self) -> int:
        return len(self.nodes) + len(self.edges)


@dataclass(frozen=True)
class Operator:
    """Someone importing through the admin or a management command: a user, no API token."""

    user: Any
    token: None = None


def operator_scope(user: Any, scope: str, end_user: str = "") -> Scope:
    """The scope `user` names with `scope` (same rules and labels as the API), created if new."""
    # An unsaved token stands for "this user, no org binding, not a gateway" in the access rules.
    ctx = CallContext(token=ApiToken(user=user))
    return scope_for_write(ctx, scope, end_user or None)


def parse_memory_file(text: str) -> ParsedFile:
    """Read every line; good records are kept (duplicates merged), bad ones reported by line number."""
    parsed = ParsedFile()
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            record = _json_line(raw)
            if not isinstance(record, dict):
                raise BadRecord("a line must be one JSON object")
            if "\\u" in raw:
                # Only an escape puts a NUL or a lone surrogate into a line's text (the file was
                # read as UTF-8, and JSON refuses raw control characters); neither can be stored.
                refuse_unstorable(record)
            reader = _READERS.get(record.get("type"))
            if reader is None:
                raise BadRecord(f"type must be node, edge, entity or relation (got {record.get('type')!r})")
            item = reader(number, record)
        except json.JSONDecodeError as exc:
            parsed.bad_lines.append({"line": number, "problem": f"not JSON: {exc.msg} at column {exc.colno}"})
            continue
        except BadRecord as exc:
            parsed.bad_lines.append({"line": number, "problem": str(exc)})
            continue
        except Invalid as exc:
            parsed.bad_lines.append({"line": number, "problem": exc.detail})
            continue
        if isinstance(item, ParsedEdge):
            parsed.edges.append(item)
        else:
            _merge_node(parsed, item)
    return parsed


def _json_line(raw: str) -> Any:
    """One line's value: orjson reads a line in a third of json's time; a line it refuses goes
    to json, so that what reads (NaN, integers past 64 bits) and the error messages stay json's."""
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return json.loads(raw)


# A large import changes the tables' shape faster than autovacuum re-reads it (it analyses
# within about a minute): until then the planner picks plans for the old sizes, and
# search_nodes on a freshly imported 50k-node world took 17 ms instead of 3.
ANALYZE_AFTER_ROWS = 10_000


def _refresh_planner_statistics() -> None:
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE graph_entity, graph_fact")


def import_parsed(
    *, operator: Any, scope: Scope, parsed: ParsedFile, progress: Callable[[int], None] | None = None
) -> dict[str, Any]:
    """Store a parsed file in `scope` in one transaction. Returns the report: counts, bad lines, missing ends."""
    advance = progress or (lambda _n: None)
    with transaction.atomic():
        _give_sorts_memory()
        ids, nodes_created = _store_nodes(scope, parsed, advance)
        ends = [(normalise(e.source), normalise(e.target)) for e in parsed.edges]
        ids.update(_stored_ends(scope, ends, ids))
        missing = [e for e, (a, b) in zip(parsed.edges, ends, strict=True) if a not in ids or b not in ids]
        linkable = [e for e, (a, b) in zip(parsed.edges, ends, strict=True) if a in ids and b in ids]
        advance(len(missing))
        edges_created = _store_edges(scope, linkable, ids, advance)
        report = {
            "scope": scope_label(scope),
            "nodes": {"created": nodes_created, "merged": len(parsed.nodes) - nodes_created},
            "duplicatesMerged": parsed.duplicates_merged,
            "edges": {
                "created": edges_created,
                "alreadyPresent": len(linkable) - edges_created,
                "missingEnds": len(missing),
            },
            "badLines": len(parsed.bad_lines),
        }
        record_event(operator, verb="import_memory", scope=scope, detail=report)
    if nodes_created + edges_created >= ANALYZE_AFTER_ROWS:
        _refresh_planner_statistics()
    return report | {
        "badLineDetails": parsed.bad_lines[:MAX_REPORTED],
        "missingEndDetails": [_missing_end(e, ids) for e in missing[:MAX_REPORTED]],
        "typeConflicts": parsed.type_conflicts[:MAX_REPORTED],
    }


def _give_sorts_memory() -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"SET LOCAL work_mem = '{IMPORT_WORK_MEM}'")


def _store_nodes(scope: Scope, parsed: ParsedFile, advance: Callable[[int], None]) -> tuple[dict[str, int], int]:
    """Upsert the file's nodes chunk by chunk: (id by normalised name, how many were created)."""

    def prepare(chunk: Sequence[ParsedNode]) -> PreparedEntities:
        return prepare_entities([EntitySpec(n.name, n.type, metadata=n.metadata) for n in chunk])

    def store(prepared: PreparedEntities) -> EntityUpsert:
        return store_entities(scope, prepared, origin="imported")

    ids: dict[str, int] = {}
    created = 0
    for chunk, upserted in _pipelined(list(_chunks(list(parsed.nodes.values()), NODE_CHUNK)), prepare, store):
        ids.update(upserted.ids)
        created += len(upserted.created)
        advance(len(chunk))
    return ids, created


def _store_edges(scope: Scope, linkable: list[ParsedEdge], ids: dict[str, int], advance: Callable[[int], None]) -> int:
    """Insert the edges whose ends are known, chunk by chunk; answers how many were created."""

    def prepare(chunk: Sequence[ParsedEdge]) -> PreparedRelations:
        return prepare_relations([RelationSpec(e.source, e.target, e.type, e.weight) for e in chunk], ids)

    def store(prepared: PreparedRelations) -> RelationUpsert:
        return store_relations(scope, prepared, origin="imported")

    created = 0
    for chunk, upserted in _pipelined(list(_chunks(linkable, EDGE_CHUNK)), prepare, store):
        created += len(upserted.created)
        advance(len(chunk))
    return created


def _pipelined(
    chunks: list[Sequence[T]], prepare: Callable[[Sequence[T]], P], store: Callable[[P], R]
) -> Iterator[tuple[Sequence[T], R]]:
    """(chunk, store(prepare(chunk))) for each chunk in order, preparing the next chunk on a
    second thread while this one is stored."""
    # Preparing rows (names normalised, secrets redacted) is pure Python, and a thread waiting
    # on the database lets it run: the two halves overlap instead of adding up. Only this
    # thread touches the connection; a failure in either half ends the loop (and the
    # caller's transaction) with the other half's work discarded.
    if not chunks:
        return
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="import-prepare") as pool:
        pending = pool.submit(prepare, chunks[0])
        for index, chunk in enumerate(chunks):
            prepared = pending.result()
            if index + 1 < len(chunks):
                pending = pool.submit(prepare, chunks[index + 1])
            yield chunk, store(prepared)


def _merge_node(parsed: ParsedFile, node: ParsedNode) -> None:
    norm = normalise(node.name)
    kept = parsed.nodes.get(norm)
    if kept is None:
        parsed.nodes[norm] = node
        return
    parsed.duplicates_merged += 1
    kept.metadata = list(dict.fromkeys([*kept.metadata, *node.metadata]))
    if not kept.type:
        kept.type = node.type
    elif node.type and normalise(node.type) != normalise(kept.type):
        parsed.type_conflicts.append(
            {"line": node.line, "name": node.name, "type": node.type, "kept": kept.type, "keptFromLine": kept.line}
        )


def _stored_ends(scope: Scope, ends: list[tuple[str, str]], known: dict[str, int]) -> dict[str, int]:
    """Ids of edge ends (normalised names) that are not in the file but already stored in the scope."""
    wanted = list({n for pair in ends for n in pair} - known.keys())
    found: dict[str, int] = {}
    for chunk in _chunks(wanted, NODE_CHUNK):
        found.update({norm: entity.pk for norm, entity in nodes_named(scope, chunk).items()})
    return found


def _missing_end(edge: ParsedEdge, ids: dict[str, int]) -> dict[str, Any]:
    ends = [name for name in (edge.source, edge.target) if normalise(name) not in ids]
    return {"line": edge.line, "from": edge.source, "to": edge.target, "edgeType": edge.type, "missing": ends}


def _chunks(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _text(record: dict[str, Any], key: str, *, required: bool = True) -> str:
    value = record.get(key, "" if not required else None)
    if not isinstance(value, str) or (required and not value.strip()):
        raise BadRecord(f"{key!r} must be a non-empty string")
    if len(value.encode()) > MAX_NAME_BYTES:
        raise BadRecord(f"{key!r} is longer than {MAX_NAME_BYTES} bytes")
    return value


def _strings(record: dict[str, Any], key: str) -> list[str]:
    value = record.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BadRecord(f"{key!r} must be an array of strings")
    return list(dict.fromkeys(value))


def _node_reader(type_key: str, list_key: str) -> Callable[[int, dict[str, Any]], ParsedNode]:
    def read(line: int, record: dict[str, Any]) -> ParsedNode:
        name, kind = _text(record, "name"), _text(record, type_key, required=False)
        return ParsedNode(line, name, kind, _strings(record, list_key))

    return read


def _edge_reader(type_key: str) -> Callable[[int, dict[str, Any]], ParsedEdge]:
    def read(line: int, record: dict[str, Any]) -> ParsedEdge:
        weight = record.get("weight")
        is_number = isinstance(weight, int | float) and not isinstance(weight, bool)
        if weight is not None and not (is_number and 0 <= weight <= 1):
            raise BadRecord(f"'weight' must be a number from 0 to 1 (got {weight!r})")
        return ParsedEdge(line, _text(record, "from"), _text(record, "to"), _text(record, type_key), weight)

    return read


_READERS: dict[Any, Callable[[int, dict[str, Any]], ParsedNode | ParsedEdge]] = {
    "node": _node_reader("nodeType", "metadata"),
    "entity": _node_reader("entityType", "observations"),
    "edge": _edge_reader("edgeType"),
    "relation": _edge_reader("relationType"),
}
