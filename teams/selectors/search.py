"""Searching the three dimensions at once, in SQL, for the memories a message bears on.

Three routes, in one statement over the scope ids the caller may read:
- terms: memories sharing search terms with the message (teams.terms; the GIN index
  on attributes->'terms' answers `?|`), ranked by how many they share; a term common
  to a large share of memories is ranked among its first TERM_CANDIDATES matches only;
- relations: a message asking about a kind of memory ("what do I prefer", "好きな…")
  gets the most recent memories of that relation;
- graph: entities the message names (by match key, in any of the scopes), and the
  facts up to `hops` steps from them. Each step stays in the scope it started in
  (`f.scope_id = w.scope_id`), so a walk never crosses from one user's memory into
  another's even where both hold an entity of the same name; anchor entities (the
  user, the org) are not walked through, or one step would reach every memory.
Scores add up (a memory found several ways ranks first); ties keep the routes' own
order: the more confident, then the more recent.
"""

from dataclasses import dataclass
from typing import Any

from graph.read_replica import read_connection
from graph.text.names import word_ngrams
from teams.terms import query_terms, relations_asked

ROUTE_DEPTH = 200
MAX_QUERY_TERMS = 24
TERM_CANDIDATES = 2000
RELATION_WEIGHT = 1.0
RELATION_DEPTH = 30
GRAPH_WEIGHT = 2.0

# One `?` per term (a jsonb operator, no set-returning function per row) counts the terms shared.
# `attributes ? 'terms'` is the condition of the partial teams_fact_terms index (teams migration 0003).
_TERMS = """
    terms AS (
        SELECT f.id, {shared} AS value FROM (
            SELECT id, attributes, confidence, recorded_at FROM graph_fact
            WHERE scope_id = ANY(%(scopes)s) AND ended_at IS NULL AND forgotten_at IS NULL
              AND attributes ? 'terms' AND (attributes -> 'terms') ?| %(terms)s AND confidence >= %(floor)s
            LIMIT %(cap)s
        ) f
        ORDER BY value DESC, f.confidence DESC, f.recorded_at DESC
        LIMIT %(depth)s
    )
"""
# Per scope and relation, newest first: equality on both leading columns of the
# teams_fact_relation_newest index (teams migration 0006), which gives the order and the
# confidence without a heap visit; graph's (scope_id, type_norm, id) index lost to a walk
# of the primary key.
_RELATION = """
    (SELECT f.id, 0 AS value FROM graph_fact f
     WHERE f.scope_id = %(s{n})s AND f.type_norm = %(r{n})s AND f.forgotten_at IS NULL AND f.ended_at IS NULL
       AND f.confidence >= %(floor)s
     ORDER BY f.id DESC LIMIT %(relation_depth)s)
"""
_WALK = """
    walk(entity_id, scope_id, depth) AS (
        SELECT e.id, e.scope_id, 0 FROM graph_entity e
        WHERE e.scope_id = ANY(%(scopes)s) AND e.forgotten_at IS NULL AND e.name_key = ANY(%(grams)s)
          AND NOT (e.attributes ? 'anchor')
        UNION
        SELECT n.id, n.scope_id, w.depth + 1
        FROM walk w
        JOIN graph_fact f ON f.scope_id = w.scope_id AND (f.subject_id = w.entity_id OR f.object_id = w.entity_id)
         AND f.ended_at IS NULL AND f.forgotten_at IS NULL
        JOIN graph_entity n ON n.scope_id = w.scope_id AND n.forgotten_at IS NULL AND NOT (n.attributes ? 'anchor')
         AND n.id = CASE WHEN f.subject_id = w.entity_id THEN f.object_id ELSE f.subject_id END
        WHERE w.depth + 1 < %(hops)s
    ),
    graph AS (
        SELECT f.id, min(w.depth) + 1 AS value
        FROM walk w
        JOIN graph_fact f ON f.scope_id = w.scope_id AND (f.subject_id = w.entity_id OR f.object_id = w.entity_id)
         AND f.ended_at IS NULL AND f.forgotten_at IS NULL AND f.confidence >= %(floor)s
        GROUP BY f.id
        ORDER BY value, f.id DESC
        LIMIT %(depth)s
    )
"""


@dataclass
class Hit:
    fact_id: int
    score: float = 0.0
    terms: int = 0
    hop: int | None = None
    relation: bool = False

    def found_by(self) -> dict[str, dict[str, int]]:
        found = {}
        if self.terms:
            found["terms"] = {"shared": self.terms}
        if self.relation:
            found["relation"] = {}
        if self.hop is not None:
            found["graph"] = {"hop": self.hop}
        return found


def search(scope_ids: list[int], query: str, *, k: int, hops: int, min_confidence: float) -> list[Hit]:
    """The memories of these scopes for `query`, best first (at most 3 × k)."""
    terms = query_terms(query)[:MAX_QUERY_TERMS]
    relations = relations_asked(terms)
    grams = sorted(word_ngrams(query, max_words=4)) if hops else []
    if not scope_ids or not (terms or grams):
        return []
    params: dict[str, Any] = {
        "scopes": scope_ids,
        "floor": min_confidence,
        "depth": ROUTE_DEPTH,
        "cap": TERM_CANDIDATES,
        "relation_depth": RELATION_DEPTH,
        "terms": terms,
        "grams": grams,
        "hops": hops,
    }
    ctes, routes = [], []
    if terms:
        params |= {f"t{i}": term for i, term in enumerate(terms)}
        shared = " + ".join(f"((f.attributes -> 'terms') ? %(t{i})s)::int" for i in range(len(terms)))
        ctes.append(_TERMS.format(shared=shared))
        routes.append("SELECT 'terms', id, value FROM terms")
    pairs = [(scope_id, relation.lower()) for scope_id in scope_ids for relation in relations]
    for n, (scope_id, relation) in enumerate(pairs):
        params |= {f"s{n}": scope_id, f"r{n}": relation}
    if pairs:
        ctes.append("relation AS (" + " UNION ALL ".join(_RELATION.format(n=n) for n in range(len(pairs))) + ")")
        routes.append("SELECT 'relation', id, value FROM relation")
    if grams:
        ctes.append(_WALK)
        routes.append("SELECT 'graph', id, value FROM graph")
    sql = "WITH RECURSIVE " + ", ".join(ctes) + " " + " UNION ALL ".join(routes)
    with read_connection().cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    return _ranked(rows, k)


def _ranked(rows: list[tuple[str, int, int]], k: int) -> list[Hit]:
    hits: dict[int, Hit] = {}
    for route, fact_id, value in rows:
        hit = hits.setdefault(fact_id, Hit(fact_id))
        if route == "terms":
            hit.terms, hit.score = value, hit.score + value
        elif route == "relation":
            hit.relation, hit.score = True, hit.score + RELATION_WEIGHT
        else:
            hit.hop, hit.score = value, hit.score + GRAPH_WEIGHT / value
    # sorted() is stable: equal scores keep the routes' own order (confidence, then recency).
    return sorted(hits.values(), key=lambda h: -h.score)[: k * 3]
