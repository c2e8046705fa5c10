"""Searching the three dimensions at once, in SQL, for the memories a message bears on.

Three routes, each one statement over the scope ids the caller may read:
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
Scores add up (a memory found both ways ranks first); ties go to the more confident,
then the more recent.
"""

from dataclasses import dataclass

from django.db import connection

from graph.text.names import word_ngrams
from teams.terms import query_terms, relations_asked

ROUTE_DEPTH = 200
MAX_QUERY_TERMS = 24
TERM_CANDIDATES = 2000
RELATION_WEIGHT = 1.0
RELATION_DEPTH = 30
GRAPH_WEIGHT = 2.0


@dataclass
class Hit:
    fact_id: int
    score: float = 0.0
    terms: int = 0
    hop: int | None = None

    def found_by(self) -> dict[str, dict[str, int]]:
        found = {}
        if self.terms:
            found["terms"] = {"shared": self.terms}
        if self.hop is not None:
            found["graph"] = {"hop": self.hop}
        return found


def search(scope_ids: list[int], query: str, *, k: int, hops: int, min_confidence: float) -> list[Hit]:
    """The memories of these scopes for `query`, best first (ties: the order the routes gave, which
    is most confident then most recent)."""
    if not scope_ids:
        return []
    hits: dict[int, Hit] = {}
    terms = query_terms(query)
    for fact_id, shared in _by_terms(scope_ids, terms, min_confidence):
        hit = hits.setdefault(fact_id, Hit(fact_id))
        hit.terms, hit.score = shared, hit.score + shared
    for fact_id in _by_relation(scope_ids, relations_asked(terms), min_confidence):
        hit = hits.setdefault(fact_id, Hit(fact_id))
        hit.score += RELATION_WEIGHT
    grams = sorted(word_ngrams(query, max_words=4))
    for fact_id, hop in _by_graph(scope_ids, grams, hops, min_confidence):
        hit = hits.setdefault(fact_id, Hit(fact_id))
        hit.hop, hit.score = hop, hit.score + GRAPH_WEIGHT / hop
    return _ranked(list(hits.values()), k)


def _by_terms(scope_ids: list[int], terms: list[str], min_confidence: float) -> list[tuple[int, int]]:
    if not terms:
        return []
    terms = terms[:MAX_QUERY_TERMS]
    # One `?` per term (a jsonb operator, no set-returning function per row): how many it shares.
    shared = " + ".join(f"((f.attributes -> 'terms') ? %(t{i})s)::int" for i in range(len(terms)))
    sql = f"""
        WITH f AS (
            SELECT id, attributes, confidence, recorded_at FROM graph_fact
            WHERE scope_id = ANY(%(scopes)s) AND ended_at IS NULL AND forgotten_at IS NULL
              AND (attributes -> 'terms') ?| %(terms)s AND confidence >= %(floor)s
            LIMIT %(cap)s
        )
        SELECT f.id, {shared} AS shared FROM f
        ORDER BY shared DESC, f.confidence DESC, f.recorded_at DESC
        LIMIT %(depth)s
    """
    named = {f"t{i}": term for i, term in enumerate(terms)}
    params = {
        "terms": terms,
        "scopes": scope_ids,
        "floor": min_confidence,
        "depth": ROUTE_DEPTH,
        "cap": TERM_CANDIDATES,
    }
    return _rows(sql, params | named)


def _by_relation(scope_ids: list[int], relations: list[str], min_confidence: float) -> list[int]:
    if not relations:
        return []
    # One backward scan of the (scope_id, type_norm, id) index of graph migration 0005 per scope and
    # relation, newest first (equality on both leading columns, so the index gives the order).
    one = """
        (SELECT f.id FROM graph_fact f
         WHERE f.scope_id = %s AND f.type_norm = %s AND f.forgotten_at IS NULL AND f.ended_at IS NULL
           AND f.confidence >= %s
         ORDER BY f.id DESC LIMIT %s)
    """
    params: list[object] = []
    for scope_id in scope_ids:
        for relation in relations:
            params += [scope_id, relation.lower(), min_confidence, RELATION_DEPTH]
    return [row[0] for row in _rows(" UNION ALL ".join([one] * (len(params) // 4)), params)]


def _by_graph(scope_ids: list[int], grams: list[str], hops: int, min_confidence: float) -> list[tuple[int, int]]:
    if hops == 0 or not grams:
        return []
    sql = """
        WITH RECURSIVE walk(entity_id, scope_id, depth) AS (
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
        )
        SELECT f.id, min(w.depth) + 1 AS hop
        FROM walk w
        JOIN graph_fact f ON f.scope_id = w.scope_id AND (f.subject_id = w.entity_id OR f.object_id = w.entity_id)
         AND f.ended_at IS NULL AND f.forgotten_at IS NULL AND f.confidence >= %(floor)s
        GROUP BY f.id
        ORDER BY hop, f.id DESC
        LIMIT %(depth)s
    """
    return _rows(
        sql, {"scopes": scope_ids, "grams": grams, "hops": hops, "floor": min_confidence, "depth": ROUTE_DEPTH}
    )


def _rows(sql: str, params: dict[str, object] | list[object]) -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def _ranked(hits: list[Hit], k: int) -> list[Hit]:
    # sorted() is stable: equal scores keep the routes' own order (confidence, then recency).
    return sorted(hits, key=lambda h: -h.score)[: k * 3]
