"""read_graph: the whole graph of a scope, one bounded page at a time.

Pages walk the nodes first, then the edges, each in id order (keyset pagination: a
page costs the same at any depth, and rows added meanwhile are not skipped). The
opaque cursor carries the position and a fingerprint of the filters, so a cursor is
never silently reused with other filters.
"""

from typing import Any

from django.db.models import QuerySet

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs_graph import ReadGraphIn
from graph.exceptions import Invalid
from graph.selectors.counting import bounded_count
from graph.selectors.graph_views import edge_view, edges_at, node_view, nodes_at
from graph.selectors.keyset import decode_cursor, encode_cursor, row_after
from graph.selectors.keyset import fingerprint as made_for
from graph.text.dates import iso, parse_instant
from graph.text.names import normalise

NODES, EDGES = "n", "e"


def read_graph(*, ctx: CallContext, params: ReadGraphIn) -> dict[str, Any]:
    """One page of the scope's graph: up to `limit` items, nodes first, then edges.

    Takes `cursor` (from the previous page), `limit`, `nodeTypes` / `edgeTypes`
    filters (an edge is shown when its type passes and both ends pass the node
    filter), `namesOnly` (nodes as names, edges without weight) and `as_of` (the graph
    as the store knew it then: edges recorded by then and not yet ended, the nodes
    created by then or at their ends). Returns `nodes`, `edges`, `nextCursor` (null on
    the last page) and, on the first page, `total` {nodes, edges} with `totalExact`:
    counts past 1,000 are the planner's estimate (false), so the first page costs what
    any other page does.
    Refuses: 422 invalid_cursor for a cursor that is not ours or was made with other
    filters; 422 invalid_date for an as_of that is not ISO 8601.
    """
    node_types = sorted({normalise(t) for t in params.nodeTypes or []})
    edge_types = sorted({normalise(t) for t in params.edgeTypes or []})
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    filters = [node_types, edge_types] + ([iso(as_of)] if as_of else [])
    fingerprint = made_for("read", *filters)
    phase, after = _decode(params.cursor, fingerprint) if params.cursor else (NODES, 0)
    scope = find_scope(ctx, params.scope, params.user_id)
    page: dict[str, Any] = {
        "scope": scope_label(scope) if scope else (params.scope or ctx.header_scope or "default"),
        "nodes": [],
        "edges": [],
        "nextCursor": None,
    }
    if scope is None:
        return page | ({"total": {"nodes": 0, "edges": 0}, "totalExact": True} if not params.cursor else {})
    nodes, edges = _filtered(scope, as_of, node_types, edge_types)
    if not params.cursor:
        node_total, edge_total = bounded_count(nodes), bounded_count(edges)
        page["total"] = {"nodes": node_total.value, "edges": edge_total.value}
        page["totalExact"] = node_total.exact and edge_total.exact
    return _fill(page, nodes, edges, phase=phase, after=after, params=params, fingerprint=fingerprint)


def _filtered(scope: Any, as_of: Any, node_types: list[str], edge_types: list[str]) -> tuple[QuerySet, QuerySet]:
    """The scope's nodes and edges at `as_of`, in id order: an edge passes when its type and both its ends do."""
    nodes = nodes_at(scope, as_of).order_by("id")
    edges = edges_at(scope, as_of).order_by("id")
    if node_types:
        nodes = nodes.filter(type_norm__in=node_types)
        edges = edges.filter(subject__type_norm__in=node_types, object__type_norm__in=node_types)
    if edge_types:
        edges = edges.filter(type_norm__in=edge_types)
    return nodes, edges


def _fill(
    page: dict[str, Any],
    nodes: QuerySet,
    edges: QuerySet,
    *,
    phase: str,
    after: int,
    params: ReadGraphIn,
    fingerprint: str,
) -> dict[str, Any]:
    """Nodes after the cursor, then edges, until `limit` items; `nextCursor` where the page stopped."""
    room = params.limit
    if phase == NODES:
        rows = list(nodes.filter(id__gt=after)[: room + 1])
        page["nodes"] = [r.name if params.namesOnly else node_view(r) for r in rows[:room]]
        if len(rows) > room:
            page["nextCursor"] = _encode(NODES, rows[room - 1].pk, fingerprint)
            return page
        room -= len(rows)
        after = 0
    if room == 0:
        # The nodes filled this page exactly: the edges start on the next one, if there are any.
        if edges.exists():
            page["nextCursor"] = _encode(EDGES, 0, fingerprint)
        return page
    rows = list(edges.filter(id__gt=after)[: room + 1])
    page["edges"] = [edge_view(r, with_weight=not params.namesOnly) for r in rows[:room]]
    if len(rows) > room:
        page["nextCursor"] = _encode(EDGES, rows[room - 1].pk, fingerprint)
    return page


def _encode(phase: str, after: int, made_for: str) -> str:
    return encode_cursor({"p": phase, "a": after}, made_for)


def _decode(cursor: str, made_for: str) -> tuple[str, int]:
    data = decode_cursor(cursor, made_for, verb="read_graph")
    if data.get("p") not in (NODES, EDGES):
        raise Invalid("cursor is not a read_graph cursor: omit it to restart", code="invalid_cursor", field="cursor")
    return data["p"], row_after(data)
