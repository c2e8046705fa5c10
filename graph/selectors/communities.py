"""graph_communities: the MemoryViewer's overview of a big scope, as clusters and the edges between them.

Reads what the background job of graph.services.communities stored (nothing is computed
here): each community's size, its most connected member (its label) and its commonest
node types, and how many current edges join each pair of communities. Also the scope's
node types in the order they first appeared, from which the viewer gives each type its
colour (the same in every view of the scope). Three statements, each over the scope only.
"""

from typing import Any

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs_graph import GraphCommunitiesIn
from graph.read_replica import read_connection
from graph.text.dates import iso

TYPES_SHOWN = 3

_NODE_TYPES = """
    SELECT type, count(*) FROM graph_entity WHERE scope_id = %s AND forgotten_at IS NULL
    GROUP BY type ORDER BY min(id)
"""
_MEMBERS = """
    SELECT c.community, e.type, count(*) AS n, max(c.computed_at), max(c.degree),
           (array_agg(e.name ORDER BY c.degree DESC, e.id))[1]
    FROM graph_entitycommunity c JOIN graph_entity e ON e.id = c.entity_id AND e.forgotten_at IS NULL
    WHERE c.scope_id = %s GROUP BY c.community, e.type ORDER BY c.community, n DESC, e.type
"""
_LINKS = """
    SELECT least(a.community, b.community), greatest(a.community, b.community), count(*)
    FROM graph_fact f
    JOIN graph_entitycommunity a ON a.entity_id = f.subject_id
    JOIN graph_entitycommunity b ON b.entity_id = f.object_id
    WHERE f.scope_id = %s AND f.forgotten_at IS NULL AND f.ended_at IS NULL AND a.community <> b.community
    GROUP BY 1, 2 ORDER BY 1, 2
"""


def graph_communities(*, ctx: CallContext, params: GraphCommunitiesIn) -> dict[str, Any]:
    """The scope's communities as last computed after a write.

    Returns `communities` [{id, size, label, types: [{type, count}] (the commonest 3)}],
    largest first; `links` [{from, to, count}] (current edges between two communities);
    `nodeTypes` (every node type of the scope, in the order each first appeared; '' for
    untyped); `total` {nodes}; `computedAt` (null while never computed: the lists are
    empty then, and nodes added since the last run are in `total` only). A scope the
    caller may not read reads as empty.
    """
    scope = find_scope(ctx, params.scope, params.user_id)
    reply: dict[str, Any] = {
        "scope": scope_label(scope) if scope else (params.scope or ctx.header_scope or "default"),
        "communities": [],
        "links": [],
        "nodeTypes": [],
        "total": {"nodes": 0},
        "computedAt": None,
    }
    if scope is None:
        return reply
    with read_connection().cursor() as cursor:
        cursor.execute(_NODE_TYPES, [scope.pk])
        types = cursor.fetchall()
        cursor.execute(_MEMBERS, [scope.pk])
        members = cursor.fetchall()
        cursor.execute(_LINKS, [scope.pk])
        links = cursor.fetchall()
    reply["nodeTypes"] = [type_ for type_, _count in types]
    reply["total"] = {"nodes": sum(count for _type, count in types)}
    reply["communities"], reply["computedAt"] = _clusters(members)
    reply["links"] = [{"from": a, "to": b, "count": count} for a, b, count in links]
    return reply


def _clusters(rows: list[tuple]) -> tuple[list[dict[str, Any]], str | None]:
    """Rows per (community, type), commonest type first, into one entry per community."""
    clusters: dict[int, dict[str, Any]] = {}
    computed = None
    best_degree: dict[int, int] = {}
    for community, type_, count, computed_at, degree, best in rows:
        cluster = clusters.setdefault(community, {"id": community, "size": 0, "label": best, "types": []})
        cluster["size"] += count
        if len(cluster["types"]) < TYPES_SHOWN:
            cluster["types"].append({"type": type_, "count": count})
        if degree > best_degree.get(community, -1):
            best_degree[community], cluster["label"] = degree, best
        computed = max(computed, computed_at) if computed else computed_at
    ordered = sorted(clusters.values(), key=lambda c: (-c["size"], c["id"]))
    return ordered, iso(computed) if computed else None
