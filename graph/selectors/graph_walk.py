"""neighborhood and shortest_path: graph walks run in the database as recursive CTEs.

Every step of a walk joins facts and entities of the one scope (the scope id is a
condition of each step, not a filter applied afterwards), so a walk can never leave
the scope it started in. Walk rows are (node, depth) pairs deduplicated by UNION, so
the work is bounded by nodes × hops however many paths there are.
"""

from datetime import datetime
from typing import Any

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs_graph import NeighborhoodIn, ShortestPathIn
from graph.read_replica import read_connection
from graph.selectors.facts import time_filter_sql
from graph.selectors.graph_views import (
    edge_view,
    edges_among,
    edges_at,
    live_nodes,
    node_brief,
    node_view,
    require_nodes,
)
from graph.selectors.scope_estimate import THE_SCOPE
from graph.text.dates import parse_instant
from graph.text.names import normalise

MAX_EDGES_AMONG = 2000

# One step from node `{at}`: (neighbour, linking fact). `direction` out follows from→to,
# in follows to→from. Both ends must be live nodes of the scope. `{when}` keeps the facts
# current, or known at %(as_of)s (facts.time_filter_sql). The scope is THE_SCOPE
# (graph.selectors.scope_estimate): with the id itself, a scope grown since the last ANALYZE
# made each step read every edge of the scope.
_STEP = f"""
    SELECT f.{{far}} AS other, f.id AS fact FROM graph_fact f
    JOIN graph_entity e ON e.id = f.{{far}} AND e.scope_id = {THE_SCOPE} AND e.forgotten_at IS NULL
    WHERE f.scope_id = {THE_SCOPE} AND f.{{near}} = {{at}} AND f.forgotten_at IS NULL {{when}} {{typed}}
"""


def _adjacent(at: str, direction: str, typed: bool, as_of: datetime | None) -> str:
    type_filter = "AND f.type_norm = ANY(%(types)s)" if typed else ""
    when, _moments = time_filter_sql(as_of, None, alias="f", named=True)
    out = _STEP.format(far="object_id", near="subject_id", at=at, typed=type_filter, when=when)
    into = _STEP.format(far="subject_id", near="object_id", at=at, typed=type_filter, when=when)
    return {"out": out, "in": into, "both": f"{out} UNION ALL {into}"}[direction]


def _walk(direction: str, typed: bool, as_of: datetime | None, *, stop_at_target: bool = False) -> str:
    stop = "AND w.id <> %(target)s" if stop_at_target else ""
    return f"""
        walk(id, depth) AS (
            SELECT %(start)s::bigint, 0
            UNION
            SELECT step.other, w.depth + 1 FROM walk w
            CROSS JOIN LATERAL ({_adjacent("w.id", direction, typed, as_of)}) step
            WHERE w.depth < %(hops)s {stop}
        )
    """


def neighborhood(*, ctx: CallContext, params: NeighborhoodIn) -> dict[str, Any]:
    """The nodes within `hops` (1..4) edges of the node `name`, in either direction, nearest first.

    Takes `limit` (nodes), `edgeTypes` (walk only these), `withMetadata` and `as_of`
    (walk the edges the store knew then). Returns `nodes` (each with its `distance`),
    the current (or then known) `edges` among them and `truncated`.
    Refuses: 404 node_not_found with close names; 422 invalid_date for a bad as_of.
    """
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    scope = find_scope(ctx, params.scope, params.user_id)
    start = next(iter(require_nodes(scope, [params.name]).values()))
    types = [normalise(t) for t in params.edgeTypes or []]
    sql = f"""
        WITH RECURSIVE {_walk("both", bool(types), as_of)}
        SELECT id, min(depth) AS distance FROM walk GROUP BY id ORDER BY distance, id LIMIT %(limit)s
    """
    rows = _fetch(
        sql, scope=scope.pk, start=start.pk, hops=params.hops, types=types, limit=params.limit + 1, as_of=as_of
    )
    distance = dict(rows[: params.limit])
    by_id = live_nodes(scope).in_bulk(list(distance))
    nodes = []
    for node_id, hops in distance.items():
        view = node_view(by_id[node_id]) if params.withMetadata else node_brief(by_id[node_id])
        nodes.append(view | {"distance": hops})
    edges, more_edges = edges_among(scope, distance, as_of=as_of, types=types, cap=MAX_EDGES_AMONG)
    return {
        "scope": scope_label(scope),
        "center": start.name,
        "hops": params.hops,
        "nodes": nodes,
        "edges": [edge_view(f) for f in edges],
        "truncated": len(rows) > params.limit or more_edges,
    }


def shortest_path(*, ctx: CallContext, params: ShortestPathIn) -> dict[str, Any]:
    """A shortest path (fewest edges, at most `maxHops`) between the nodes `from` and `to`.

    Edges are walked in either direction unless `directed`; `edgeTypes` limits the
    walk. Returns `found`, `length`, `path` (node names in order) and the `edges`
    along it; `found: false` when no path of at most maxHops edges exists. With `as_of`,
    only the edges the store knew then are walked.
    Refuses: 404 node_not_found for an unknown end, with close names; 422 invalid_date.
    """
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    scope = find_scope(ctx, params.scope, params.user_id)
    ends = require_nodes(scope, [params.from_, params.to])
    source, target = ends[normalise(params.from_)], ends[normalise(params.to)]
    types = [normalise(t) for t in params.edgeTypes or []]
    rows = _path_rows(
        scope.pk, source.pk, target.pk, max_hops=params.maxHops, directed=params.directed, types=types, as_of=as_of
    )
    reply: dict[str, Any] = {
        "scope": scope_label(scope),
        "from": source.name,
        "to": target.name,
        "directed": params.directed,
    }
    if not rows:
        return reply | {
            "found": False,
            "length": None,
            "path": [],
            "edges": [],
            "detail": f"no path of at most {params.maxHops} edges links them"
            + (" following edge direction" if params.directed else ""),
        }
    names = live_nodes(scope).in_bulk([node_id for node_id, _fact in rows])
    facts = edges_at(scope, as_of).in_bulk([fact for _node, fact in rows if fact is not None])
    return reply | {
        "found": True,
        "length": len(rows) - 1,
        "path": [names[node_id].name for node_id, _fact in rows],
        "edges": [edge_view(facts[fact]) for _node, fact in rows if fact is not None],
    }


def _path_rows(
    scope_id: int, source_id: int, target_id: int, *, max_hops: int, directed: bool, types: list[str], as_of: Any
) -> list[tuple]:
    """(node id, fact that reached it) from source to target along one shortest path; [] when none."""
    forward, backward = ("out", "in") if directed else ("both", "both")
    # dist: BFS depth of every reached node; back: from the target, step to any
    # neighbour one level nearer the source, keeping the fact that links them.
    sql = f"""
        WITH RECURSIVE {_walk(forward, bool(types), as_of, stop_at_target=True)},
        dist AS MATERIALIZED (SELECT id, min(depth) AS d FROM walk GROUP BY id),
        back(id, d, fact) AS (
            SELECT id, d, NULL::bigint FROM dist WHERE id = %(target)s
            UNION ALL
            SELECT step.id, step.d, step.fact FROM back b
            CROSS JOIN LATERAL (
                SELECT adj.other AS id, dist.d, adj.fact
                FROM ({_adjacent("b.id", backward, bool(types), as_of)}) adj
                JOIN dist ON dist.id = adj.other AND dist.d = b.d - 1
                ORDER BY adj.fact LIMIT 1
            ) step
            WHERE b.d > 0
        )
        SELECT id, fact FROM back ORDER BY d
    """
    return _fetch(sql, scope=scope_id, start=source_id, target=target_id, hops=max_hops, types=types, as_of=as_of)


def _fetch(sql: str, **params: Any) -> list[tuple]:
    with read_connection().cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()
