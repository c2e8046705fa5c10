"""Searching the three dimensions at once, in SQL, for the memories a message bears on.

Two routes, each one statement over the scope ids the caller may read:
- terms: memories sharing search terms with the message (teams.terms; the GIN index
  on attributes->'terms' answers `?|`), ranked by how many they share;
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
from teams.terms import query_terms

ROUTE_DEPTH = 200
GRAPH_WEIGHT = 2.0


@dataclass
class Hit:
    fact_id: int
    score: float = 0.0
    terms: int = 0
    hop: int | None = None


def search(scope_ids: list[int], query: str, *, k: int, hops: int, min_confidence: float) -> list[Hit]:
    """The `k` best memories of these scopes for `query`, best first."""
    if not scope_ids:
        return []
    hits: dict[int, Hit] = {}
    terms = query_terms(query)
    for fact_id, shared in _by_terms(scope_ids, terms, min_confidence):
        hit = hits.setdefault(fact_id, Hit(fact_id))
        hit.terms, hit.score = shared, hit.score + shared
    grams = sorted(word_ngrams(query, max_words=4))
    for fact_id, hop in _by_graph(scope_ids, grams, hops, min_confidence):
        hit = hits.setdefault(fact_id, Hit(fact_id))
        hit.hop, hit.score = hop, hit.score + GRAPH_WEIGHT / hop
    return _ranked(list(hits.values()), k)


def _by_terms(scope_ids: list[int], terms: list[str], min_confidence: float) -> list[tuple[int, int]]:
    if not terms:
        return []
    sql = """
        SELECT f.id, (SELECT count(*) FROM jsonb_array_elements_text(f.attributes -> 'terms') t
                      WHERE t = ANY(%(terms)s)) AS shared
        FROM graph_fact f
        WHERE f.scope_id = ANY(%(scopes)s) AND f.ended_at IS NULL AND f.forgotten_at IS NULL
          AND (f.attributes -> 'terms') ?| %(terms)s AND f.confidence >= %(floor)s
        ORDER BY shared DESC, f.confidence DESC, f.recorded_at DESC
        LIMIT %(depth)s
    """
    return _rows(sql, terms=terms, scopes=scope_ids, floor=min_confidence, depth=ROUTE_DEPTH)


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
    return _rows(sql, scopes=scope_ids, grams=grams, hops=hops, floor=min_confidence, depth=ROUTE_DEPTH)


def _rows(sql: str, **params: object) -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchall()


def _ranked(hits: list[Hit], k: int) -> list[Hit]:
    """Best score first; the caller breaks ties by confidence and recency once the rows are loaded."""
    return sorted(hits, key=lambda h: (-h.score, -h.fact_id))[: k * 3]
