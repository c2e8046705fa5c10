"""Candidate routes for context: the graph around the seeds, and meaning (full text is _bm25).

Each route returns ids in its own rank order; fusion happens in _ranking. Every
statement filters on the scope and on forgotten_at.
"""

from dataclasses import dataclass
from datetime import datetime

from django.db import connection

from graph.models import Scope, ScopeTerm
from graph.models.term_stats import TOTALS_TERM
from graph.selectors.facts import time_filter_sql as _time_filter
from graph.selectors.passages import ROUTE_DEPTH, live_passages

MAX_GRAPH_FACTS = 400


@dataclass(frozen=True)
class WalkedFact:
    """A fact reached by the walk, with just what ranking needs (full rows load only for the top k)."""

    id: int
    hop: int
    words: str  # "subject relation object" for word coverage


def graph_facts(
    scope: Scope, seed_ids: list[int], *, hops: int, as_of: datetime | None, valid_at: datetime | None
) -> list[tuple[int, int]]:
    """(fact id, hop) for facts reachable from the seeds in `hops` steps, nearest first.

    A recursive CTE walks live edges in both directions; hop 1 facts touch a seed.
    """
    if hops == 0 or not seed_ids:
        return []
    time_filter, params = _time_filter(as_of, valid_at)
    sql = f"""
        WITH RECURSIVE walk(entity_id, depth) AS (
            SELECT unnest(%s::bigint[]), 0
            UNION
            SELECT CASE WHEN f.subject_id = w.entity_id THEN f.object_id ELSE f.subject_id END, w.depth + 1
            FROM walk w JOIN graph_fact f
              ON f.scope_id = %s AND (f.subject_id = w.entity_id OR f.object_id = w.entity_id)
             AND f.forgotten_at IS NULL {time_filter}
            WHERE w.depth + 1 < %s
        ),
        reached AS (SELECT entity_id, min(depth) AS depth FROM walk GROUP BY entity_id)
        SELECT f.id, min(r.depth) + 1 AS hop, s.name || ' ' || replace(f.type, '_', ' ') || ' ' || o.name
        FROM reached r JOIN graph_fact f
          ON f.scope_id = %s AND (f.subject_id = r.entity_id OR f.object_id = r.entity_id)
         AND f.forgotten_at IS NULL {time_filter}
        JOIN graph_entity s ON s.id = f.subject_id AND s.forgotten_at IS NULL
        JOIN graph_entity o ON o.id = f.object_id AND o.forgotten_at IS NULL
        GROUP BY f.id, f.weight, s.name, o.name
        ORDER BY hop, f.weight DESC, f.id DESC
        LIMIT %s
    """
    args = [seed_ids, scope.pk, *params, hops, scope.pk, *params, MAX_GRAPH_FACTS]
    with connection.cursor() as cursor:
        cursor.execute(sql, args)
        return [WalkedFact(*row) for row in cursor.fetchall()]


# Below this many live passages a scope's vectors are compared exactly (read through the
# scope index): the HNSW index is shared by every scope, and in a table where this scope
# is a small part, an index scan reads many other scopes' rows before finding enough of
# its own. Above it the scope is a large part of what the index holds.
EXACT_SCAN_MAX = 20_000


def meaning_passages(scope: Scope, vector: list[float], *, floor: float) -> list[tuple[int, float]]:
    """Passages by cosine similarity to the query vector, at or above `floor`, best first.

    Small scopes are compared exactly; large ones use the HNSW index with iterative
    scanning, which keeps reading it until enough rows of this scope pass the filter.
    """
    # `+ 0` keeps the planner from answering the ORDER BY with the HNSW index.
    order = (
        "(p.embedding <=> %s::vector) + 0"
        if live_passage_count(scope) <= EXACT_SCAN_MAX
        else "p.embedding <=> %s::vector"
    )
    sql = f"""
        SELECT p.id, 1 - (p.embedding <=> %s::vector) AS similarity
        FROM graph_passage p
        JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
        WHERE p.scope_id = %s AND p.forgotten_at IS NULL AND p.embedding IS NOT NULL
        ORDER BY {order}
        LIMIT %s
    """
    literal = "[" + ",".join(f"{x:.7f}" for x in vector) + "]"
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")
        cursor.execute(sql, [literal, scope.pk, literal, ROUTE_DEPTH])
        rows = cursor.fetchall()
    return sorted(((r[0], float(r[1])) for r in rows if float(r[1]) >= floor), key=lambda r: -r[1])


def live_passage_count(scope: Scope) -> int:
    """Live passages of the scope, from the BM25 totals row (no count over the scope)."""
    row = ScopeTerm.objects.filter(scope=scope, term=TOTALS_TERM).values_list("passages", flat=True).first()
    return row or 0


def waiting_for_meaning(scope: Scope) -> int:
    """Live passages of the scope still without a vector (a partial index answers this)."""
    return live_passages(scope).filter(embedding__isnull=True).count()
