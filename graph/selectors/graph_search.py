"""search_nodes, open_nodes and extract_entities: finding nodes by words, by name, in a text.

search_nodes looks every word up in one trigram-indexed text per node,
Entity.search_text: its name, its type and the values of its metadata entries (what
follows `Key:`), never the JSON text of the list, so `[` or `"` match only where a
name or value holds them. The column is stored (computed once per write, graph
migration 0007) and indexed (`entity_search_text_trgm`), so a search costs an index
scan, not a pass over every node of the scope.
"""

import unicodedata
from typing import Any

from graph.access import CallContext, find_scope, scope_label
from graph.contracts.inputs_graph import ExtractEntitiesIn, OpenNodesIn, SearchNodesIn
from graph.models import Entity, Scope
from graph.selectors.graph_views import edge_view, edges_around, live_nodes, node_brief, node_view, nodes_named
from graph.selectors.name_matching import entities_named_in
from graph.selectors.seeding import suggestions
from graph.sql.raw_rows import Columns, prepared_cursor
from graph.text.names import normalise, words

# The per-node text search_nodes matches (a stored column with a trigram index).
SEARCH_TEXT_SQL = "search_text"
MAX_EXTRACTED = 200
RANKED_CANDIDATES = 1000
# What node_view and the ranking read of a found node.
_FOUND = Columns(Entity, "e", only=("id", "name", "name_norm", "type", "metadata"))


def search_nodes(*, ctx: CallContext, params: SearchNodesIn) -> dict[str, Any]:
    """Nodes whose name, type or metadata values contain every word of `query` (any order, case-insensitive).

    Returns up to `limit` matches (exact name first, then names containing the query;
    ranked among the first 1,000 matches) with their edges and their 1-hop neighbours
    ({name, nodeType}), and `more` when more nodes matched: narrow the query then.
    Read-only; never refuses a well-formed query (no match → empty).
    """
    scope = find_scope(ctx, params.scope, params.user_id)
    terms = list(dict.fromkeys(unicodedata.normalize("NFKC", params.query).lower().split()))
    reply: dict[str, Any] = {"scope": _label(ctx, scope, params.scope), "query": params.query}
    if scope is None or not terms:
        return reply | {"nodes": [], "edges": [], "neighbours": [], "more": False, "edgesTruncated": False}
    found = _matching(scope, terms, normalise(params.query), params.limit + 1, params.nodeTypes)
    return reply | _with_surroundings(scope, found[: params.limit]) | {"more": len(found) > params.limit}


def open_nodes(*, ctx: CallContext, params: OpenNodesIn) -> dict[str, Any]:
    """The nodes with these exact names (case-insensitive), with their edges and 1-hop neighbours.

    Names that match no node are listed in `missing`, each with up to three close
    stored names in `didYouMean`. Read-only.
    """
    scope = find_scope(ctx, params.scope, params.user_id)
    wanted = list(dict.fromkeys(params.names))
    found = nodes_named(scope, wanted)
    nodes = list({normalise(n): found[normalise(n)] for n in wanted if normalise(n) in found}.values())
    missing = [n for n in wanted if normalise(n) not in found]
    reply = {"scope": _label(ctx, scope, params.scope)} | _with_surroundings(scope, nodes)
    return reply | {"missing": missing, "didYouMean": {n: suggestions(scope, n) for n in missing}}


def extract_entities(*, ctx: CallContext, params: ExtractEntitiesIn) -> dict[str, Any]:
    """The stored nodes whose names occur in `text` (whole words, case-insensitive), in order of appearance.

    Returns `entities` [{name, nodeType}] (at most 200) and `count`. Read-only.
    """
    scope = find_scope(ctx, params.scope, params.user_id)
    if scope is None:
        return {"scope": _label(ctx, scope, params.scope), "entities": [], "count": 0}
    (ids,) = entities_named_in(scope, [params.text])
    entities = list(live_nodes(scope).filter(pk__in=ids).only("id", "name", "type", "name_key", "name_norm"))
    spaced = f" {' '.join(words(params.text))} "
    plain = normalise(params.text)

    def position(entity: Entity) -> int:
        found = spaced.find(f" {entity.name_key} ")
        return found if found >= 0 else plain.find(entity.name_norm) + len(spaced)

    ordered = sorted(entities, key=lambda e: (position(e), e.name_norm))[:MAX_EXTRACTED]
    return {"scope": scope_label(scope), "entities": [node_brief(e) for e in ordered], "count": len(entities)}


def _label(ctx: CallContext, scope: Scope | None, asked: str | None) -> str:
    return scope_label(scope) if scope else (asked or ctx.header_scope or "default")


def _matching(scope: Scope, terms: list[str], whole: str, limit: int, node_types: list[str] | None) -> list[Entity]:
    """Live nodes whose search text contains every term; best first.

    Ranking reads the node named exactly `whole` plus the first RANKED_CANDIDATES
    matches, so a query as broad as one common word costs a bounded scan instead of
    re-reading every match; `more` then tells the caller to narrow it.
    """
    type_filter = "AND type_norm = ANY(%(types)s)" if node_types else ""
    conditions = " AND ".join(f"{SEARCH_TEXT_SQL} LIKE %(term{i})s" for i in range(len(terms)))
    sql = f"""
        WITH candidates AS (
            (SELECT {_FOUND.sql} FROM graph_entity e
             WHERE scope_id = %(scope)s AND forgotten_at IS NULL AND name_norm = %(whole)s {type_filter})
            UNION
            (SELECT {_FOUND.sql} FROM graph_entity e
             WHERE scope_id = %(scope)s AND forgotten_at IS NULL AND {conditions} {type_filter}
             LIMIT {RANKED_CANDIDATES})
        )
        SELECT * FROM candidates e
        ORDER BY name_norm = %(whole)s DESC, name_norm LIKE %(phrase)s DESC, length(name_norm), id
        LIMIT %(limit)s
    """
    params: dict[str, Any] = {
        "scope": scope.pk,
        "whole": whole,
        "phrase": f"%{_like_escape(whole)}%",
        "types": [normalise(t) for t in node_types or []],
        "limit": limit,
    }
    params |= {f"term{i}": f"%{_like_escape(t)}%" for i, t in enumerate(terms)}
    # Prepared (one statement per number of terms): parsing it, with its UNION, took
    # longer than running it on a small scope.
    with prepared_cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
        db = cursor.db
    return [_FOUND.build(row, 0, db) for row in rows]


def _like_escape(term: str) -> str:
    return term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _with_surroundings(scope: Scope | None, nodes: list[Entity]) -> dict[str, Any]:
    """The nodes, the edges touching them (capped) and the neighbours at the other ends."""
    if scope is None or not nodes:
        return {"nodes": [node_view(n) for n in nodes], "edges": [], "neighbours": [], "edgesTruncated": False}
    ids = {n.pk for n in nodes}
    facts, truncated = edges_around(scope, ids)
    neighbours: dict[int, Entity] = {}
    for fact in facts:
        for end in (fact.subject, fact.object):
            if end.pk not in ids:
                neighbours.setdefault(end.pk, end)
    return {
        "nodes": [node_view(n) for n in nodes],
        "edges": [edge_view(f) for f in facts],
        "neighbours": [node_brief(e) for e in neighbours.values()],
        "edgesTruncated": truncated,
    }
