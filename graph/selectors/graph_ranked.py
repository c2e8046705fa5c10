"""read_graph_ranked: a scope's graph, most connected nodes first, for a viewer that loads big scopes in pages.

Nodes are ranked by degree (current edges, or those known at `as_of`), ties by id. A
page holds the nodes ranked (after, after + limit] and every edge whose later-ranked end
is in that page; so pages 1..k together are exactly the subgraph induced by the top
k × limit nodes: each edge arrives once, with both its ends. Ranking runs in one SQL
statement per page (a degree count over the scope's edges and a window function).
"""

from datetime import datetime
from typing import Any

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs_graph import ReadGraphRankedIn
from graph.models import Scope
from graph.read_replica import read_connection
from graph.selectors.facts import time_filter_sql
from graph.selectors.graph_views import edge_view, edges_at, live_nodes, node_view
from graph.selectors.keyset import decode_cursor, encode_cursor, fingerprint, row_after
from graph.text.dates import iso, parse_instant
from graph.text.names import normalise

_RANKED = """
    WITH known AS MATERIALIZED (
        SELECT f.id, f.subject_id, f.object_id FROM graph_fact f
        JOIN graph_entity s ON s.id = f.subject_id AND s.forgotten_at IS NULL
        JOIN graph_entity o ON o.id = f.object_id AND o.forgotten_at IS NULL
        WHERE f.scope_id = %(scope)s AND f.forgotten_at IS NULL {edge_time}
    ),
    degree AS (
        SELECT id, count(*) AS d FROM (
            SELECT subject_id AS id FROM known UNION ALL SELECT object_id FROM known
        ) ends GROUP BY id
    ),
    ranked AS MATERIALIZED (
        SELECT e.id, coalesce(degree.d, 0) AS d,
               row_number() OVER (ORDER BY coalesce(degree.d, 0) DESC, e.id) AS rank
        FROM graph_entity e LEFT JOIN degree ON degree.id = e.id
        WHERE e.scope_id = %(scope)s AND e.forgotten_at IS NULL {node_time} {typed}
    ),
    -- Each edge's later end, looked up in one map: no join of the two CTEs, whose row counts
    -- the planner guesses from table statistics, stale right after a bulk load (a nested
    -- loop over 30,000 × 10,000 rows took 40 s before autovacuum's ANALYZE caught up).
    rank_of AS (SELECT coalesce(jsonb_object_agg(id::text, rank), '{{}}'::jsonb) AS m FROM ranked),
    edge_ranks AS (
        SELECT k.id, greatest((m ->> k.subject_id::text)::bigint, (m ->> k.object_id::text)::bigint) AS r
        FROM known k CROSS JOIN rank_of
        WHERE m ? k.subject_id::text AND m ? k.object_id::text
    )
    SELECT 'node', id, d, rank FROM ranked WHERE rank > %(after)s AND rank <= %(upto)s
    UNION ALL
    SELECT 'edge', id, 0, r FROM edge_ranks WHERE r > %(after)s AND r <= %(upto)s
    UNION ALL
    SELECT 'total', count(*), 0, 0 FROM ranked
"""
_IN_COMMUNITY = """ AND e.id IN (
    SELECT entity_id FROM graph_entitycommunity WHERE scope_id = %(scope)s AND community = %(community)s)"""


def read_graph_ranked(*, ctx: CallContext, params: ReadGraphRankedIn) -> dict[str, Any]:
    """One page of the scope's graph, most connected nodes first.

    Takes `limit` (nodes per page), `cursor` (nextCursor of the previous page), `as_of`
    (the graph as the store knew it then) and `nodeTypes` (rank only nodes of these types;
    edges then link two of them; degree still counts every edge). Returns `nodes` (each with its
    `degree`), `edges` (those whose later-ranked end is on this page, so loaded pages
    always hold both ends of every edge), `nextCursor` (null on the last page) and
    `total` {nodes}. `community` ranks only that community's nodes (graph_communities), edges
    then link two of them. Pages are positions in the ranking: a write between two pages may
    shift a node by a page (the viewer merges by name, so nothing doubles).
    Refuses: 422 invalid_cursor, 422 invalid_date.
    """
    as_of = parse_instant(params.as_of, field="as_of", end_of_day=True)
    scope = find_scope(ctx, params.scope, params.user_id)
    types = sorted({normalise(t) for t in params.nodeTypes or []})
    made_for = fingerprint("ranked", scope.pk if scope else None, iso(as_of), types, params.community)
    after = _position(params.cursor, made_for) if params.cursor else 0
    page: dict[str, Any] = {
        "scope": scope_label(scope) if scope else (params.scope or ctx.header_scope or "default"),
        "nodes": [],
        "edges": [],
        "nextCursor": None,
        "total": {"nodes": 0},
    }
    if scope is None:
        return page
    upto = after + params.limit
    rows = _ranked_rows(scope, as_of, types, params.community, after=after, upto=upto)
    nodes = [(row[1], row[2]) for row in rows if row[0] == "node"]
    fact_ids = sorted(row[1] for row in rows if row[0] == "edge")
    total = next(row[1] for row in rows if row[0] == "total")
    by_id = live_nodes(scope).in_bulk([node_id for node_id, _degree in nodes])
    facts = edges_at(scope, as_of).in_bulk(fact_ids)
    page["nodes"] = [node_view(by_id[node_id]) | {"degree": degree} for node_id, degree in nodes]
    page["edges"] = [edge_view(facts[fact_id]) for fact_id in fact_ids if fact_id in facts]
    page["total"] = {"nodes": total}
    if upto < total:
        page["nextCursor"] = encode_cursor({"a": upto}, made_for)
    return page


def _ranked_rows(
    scope: Scope, as_of: datetime | None, types: list[str], community: int | None, *, after: int, upto: int
) -> list[tuple]:
    edge_time, _moments = time_filter_sql(as_of, None, alias="f", named=True)
    # At as_of, a node shows when it existed then, or when an edge known then touches it
    # (imported history: the entity row is younger than the facts it brought).
    node_time = "AND (e.created_at <= %(as_of)s OR degree.d > 0)" if as_of else ""
    typed = "AND e.type_norm = ANY(%(types)s)" if types else ""
    if community is not None:
        typed += _IN_COMMUNITY
    sql = _RANKED.format(edge_time=edge_time, node_time=node_time, typed=typed)
    arguments = {"scope": scope.pk, "as_of": as_of, "types": types, "community": community}
    with read_connection().cursor() as cursor:
        cursor.execute(sql, arguments | {"after": after, "upto": upto})
        return cursor.fetchall()


def _position(cursor: str, made_for: str) -> int:
    return row_after(decode_cursor(cursor, made_for, verb="read_graph_ranked"))
