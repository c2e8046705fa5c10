"""Candidate routes for context: the graph around the seeds, and meaning (full text is _bm25).

Each route returns ids in its own rank order; fusion happens in _ranking. Every
statement filters on the scope and on forgotten_at.
"""

from dataclasses import dataclass
from datetime import datetime

from graph.embeddings import e5_backend
from graph.models import Scope
from graph.models.term_stats import TOTALS_TERM
from graph.read_replica import read_connection
from graph.selectors.facts import time_filter_sql as _time_filter
from graph.selectors.passages import ROUTE_DEPTH
from graph.selectors.scope_estimate import THE_SCOPE

MAX_GRAPH_FACTS = 400


@dataclass(frozen=True)
class WalkedFact:
    """A fact reached by the walk, with just what ranking needs (full rows load only for the top k)."""

    id: int
    hop: int
    parts: tuple[str, str, str]  # subject name, relation words, object name: for word coverage
    relation: str  # its type_norm, for the derived-fact rules


# The walk's facts are chosen before their ends' names are read, by primary key, for at
# most MAX_GRAPH_FACTS facts rather than every fact reached (1,091 from one seed at 100,000
# facts). OFFSET 0 keeps the planner from joining instead: its row estimates then had it
# hash every entity of the table twice (5 of the walk's 8 ms). The scope is THE_SCOPE
# (graph.selectors.scope_estimate): a scope grown since the last ANALYZE made each step read
# every fact of the scope.
_WALK = """
    WITH RECURSIVE walk(entity_id, depth) AS (
        SELECT unnest(%(seeds)s::bigint[]), 0
        UNION
        SELECT CASE WHEN f.subject_id = w.entity_id THEN f.object_id ELSE f.subject_id END, w.depth + 1
        FROM walk w JOIN graph_fact f
          ON f.scope_id = {the_scope} AND (f.subject_id = w.entity_id OR f.object_id = w.entity_id)
         AND f.forgotten_at IS NULL {time_filter}
        WHERE w.depth + 1 < %(hops)s
    ),
    reached AS (SELECT entity_id, min(depth) AS depth FROM walk GROUP BY entity_id),
    touching AS (
        SELECT f.id, min(r.depth) + 1 AS hop, f.weight, f.subject_id, f.object_id, f.type, f.type_norm
        FROM reached r JOIN graph_fact f
          ON f.scope_id = {the_scope} AND (f.subject_id = r.entity_id OR f.object_id = r.entity_id)
         AND f.forgotten_at IS NULL {time_filter}
        GROUP BY f.id
        ORDER BY hop, f.weight DESC, f.id DESC
        LIMIT %(limit)s
    )
    SELECT t.id, t.hop, s.name, replace(t.type, '_', ' '), o.name, t.type_norm
    FROM touching t
    CROSS JOIN LATERAL (SELECT name FROM graph_entity WHERE id = t.subject_id AND forgotten_at IS NULL OFFSET 0) s
    CROSS JOIN LATERAL (SELECT name FROM graph_entity WHERE id = t.object_id AND forgotten_at IS NULL OFFSET 0) o
    ORDER BY t.hop, t.weight DESC, t.id DESC
"""


def graph_facts(
    scope: Scope, seed_ids: list[int], *, hops: int, as_of: datetime | None, valid_at: datetime | None
) -> list[WalkedFact]:
    """Facts reachable from the seeds in `hops` steps, nearest first (at most MAX_GRAPH_FACTS).

    A recursive CTE walks live edges in both directions; hop 1 facts touch a seed.
    """
    if hops == 0 or not seed_ids:
        return []
    time_filter, moments = _time_filter(as_of, valid_at, named=True)
    args = {"seeds": seed_ids, "scope": scope.pk, "hops": hops, "limit": MAX_GRAPH_FACTS, **moments}
    with read_connection().cursor() as cursor:
        cursor.execute(_WALK.format(time_filter=time_filter, the_scope=THE_SCOPE), args)
        return [
            WalkedFact(fact_id, hop, (subject, relation, obj), type_norm)
            for fact_id, hop, subject, relation, obj, type_norm in cursor.fetchall()
        ]


def seed_relations(walked: list[WalkedFact]) -> set[str] | None:
    """The relations of every fact touching a seed, or None when the walk stopped before reading them all."""
    if len(walked) >= MAX_GRAPH_FACTS and walked[-1].hop == 1:
        return None
    return {fact.relation for fact in walked if fact.hop == 1}


# Below this many live passages a scope's vectors are compared exactly (read through the
# scope index): the HNSW index is shared by every scope, and in a table where this scope
# is a small part, an index scan reads many other scopes' rows before finding enough of
# its own. Above it the scope is a large part of what the index holds.
EXACT_SCAN_MAX = 20_000
# Passages the index is read for (ROUTE_DEPTH when compared exactly). Each further row of
# an iterative scan costs more than the last: the scan widens past other scopes' nearer
# rows. At 100,000 passages (bench_context, beside ~20,000 of other scopes) 40 rows cost
# 6 ms and 6,500 buffers, 60 rows 11 ms and 8,000; on both LoCoMo sets, forced onto the
# index, recall@10 is the same for 40 and 60 (no more than ~30 pass the floor there).
INDEX_DEPTH = 40
# What the vector scan needs set in its transaction (context sets every route's at once):
# an iterative scan keeps reading the shared index until enough rows of this scope pass
# the filter, in roughly nearest-first order (ranking sorts the few rows it returns).
VECTOR_SETTINGS = {"hnsw.iterative_scan": "relaxed_order"}


@dataclass(frozen=True)
class MeaningCoverage:
    live: int  # live passages of the scope
    waiting: int  # of which still without a vector


def meaning_coverage(scope: Scope) -> MeaningCoverage:
    """How many live passages the scope holds (its BM25 totals row, no count over the scope)
    and how many still wait for a vector (a partial index answers that), in one statement.

    With e5 armed a mostly Japanese or Chinese passage never waits for one: e5's vector alone
    serves it (graph.models.memory.awaiting_main_vector, whose predicate this is)."""
    served_by_e5 = "AND NOT p.mostly_cjk" if e5_backend() is not None else ""
    sql = f"""
        SELECT (SELECT passages FROM graph_scopeterm WHERE scope_id = %(scope)s AND term = %(totals)s),
               (SELECT count(*) FROM graph_passage p
                JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
                WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.embedding IS NULL {served_by_e5})
    """
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"scope": scope.pk, "totals": TOTALS_TERM})
        live, waiting = cursor.fetchone()
    return MeaningCoverage(live or 0, waiting)


def meaning_passages(scope: Scope, vector: list[float], *, floor: float, live: int) -> list[tuple[int, float]]:
    """Passages by cosine similarity to the query vector, at or above `floor`, best first.

    Scopes of at most EXACT_SCAN_MAX `live` passages are compared exactly (the ROUTE_DEPTH
    nearest); larger ones use the HNSW index (INDEX_DEPTH; see VECTOR_SETTINGS, which the
    transaction must hold).
    """
    distance = "p.embedding <=> %(vector)s::vector"
    exact = live <= EXACT_SCAN_MAX
    # `+ 0` keeps the planner from answering the ORDER BY with the HNSW index.
    order, depth = (f"({distance}) + 0", ROUTE_DEPTH) if exact else (distance, INDEX_DEPTH)
    sql = f"""
        SELECT p.id, 1 - (p.embedding <=> %(vector)s::vector) AS similarity
        FROM graph_passage p
        JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
        WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.embedding IS NOT NULL
        ORDER BY {order}
        LIMIT %(depth)s
    """
    literal = "[" + ",".join(f"{x:.7f}" for x in vector) + "]"
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"vector": literal, "scope": scope.pk, "depth": depth})
        rows = cursor.fetchall()
    return sorted(((r[0], float(r[1])) for r in rows if float(r[1]) >= floor), key=lambda r: -r[1])


@dataclass(frozen=True)
class PassageLinks:
    mentions: dict[int, list[int]]  # passage id -> the seeds it is linked to
    neighbours: dict[int, list[int]]  # passage id -> the live passages near it (within `reach`)


def passage_links(scope: Scope, passage_ids: list[int], seed_ids: list[int], *, reach: int = 1) -> PassageLinks:
    """The seeds each of `passage_ids` is linked to (speaker, mention) and its adjacent passages
    in its document, in one statement (ranking needs the first before it knows the best
    passages whose neighbours count, so it asks for every candidate's). Neighbours lie at most
    `reach` passages away."""
    if not passage_ids:
        return PassageLinks({}, {})
    sql = """
        SELECT true, m.passage_id, m.entity_id FROM graph_passagemention m
        WHERE m.scope_id = %(scope)s AND m.passage_id = ANY(%(passages)s) AND m.entity_id = ANY(%(seeds)s)
        UNION ALL
        SELECT false, a.id, n.id FROM graph_passage a
        JOIN graph_passage n ON n.scope_id = a.scope_id AND n.document_id = a.document_id
         AND n.ordinal BETWEEN a.ordinal - %(reach)s AND a.ordinal + %(reach)s AND n.ordinal <> a.ordinal
         AND n.forgotten_at IS NULL
        WHERE a.scope_id = %(scope)s AND a.id = ANY(%(passages)s)
        ORDER BY 1, 2, 3
    """
    links = PassageLinks({}, {})
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"scope": scope.pk, "passages": passage_ids, "seeds": seed_ids, "reach": reach})
        for is_mention, passage_id, other in cursor.fetchall():
            (links.mentions if is_mention else links.neighbours).setdefault(passage_id, []).append(other)
    return links


# A named seed's passages compared to the question, newest first: a speaker of 600 turns is
# read whole; one of a 100,000-passage scope only as far as their latest this many.
SEED_MEANING_SCAN = 4000
# The live passages linked to any of the seeds (said by or naming them), of live documents.
_SEED_LINKED = """
    (SELECT DISTINCT m.passage_id FROM graph_passagemention m
     WHERE m.scope_id = %(scope)s AND m.entity_id = ANY(%(seeds)s)
     ORDER BY m.passage_id DESC LIMIT %(scan)s) linked
    JOIN graph_passage p ON p.id = linked.passage_id AND p.forgotten_at IS NULL
    JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
"""
# Passages with e5's vector alone: the mostly Japanese or Chinese ones stored while e5 was
# armed (graph.models.memory.awaiting_main_vector).
_E5_ONLY = "p.embedding IS NULL AND p.e5_embedding IS NOT NULL"


def seed_passages_by_meaning(
    scope: Scope, vector: list[float], seed_ids: list[int], *, depth: int, e5: bool = False
) -> list[tuple[int, float]]:
    """The `depth` passages linked to any of `seed_ids` (said by or naming them) nearest the
    query vector, with their cosine similarity, best first; no floor (see _meaning). With `e5`
    the vector is e5's, compared with the passages that hold e5's alone."""
    column, served = ("p.e5_embedding", _E5_ONLY) if e5 else ("p.embedding", "p.embedding IS NOT NULL")
    sql = f"""
        SELECT p.id, 1 - ({column} <=> %(vector)s::vector) AS similarity
        FROM {_SEED_LINKED}
        WHERE {served}
        ORDER BY 2 DESC, p.id DESC
        LIMIT %(depth)s
    """
    literal = "[" + ",".join(f"{x:.7f}" for x in vector) + "]"
    args = {"vector": literal, "scope": scope.pk, "seeds": seed_ids, "scan": SEED_MEANING_SCAN, "depth": depth}
    with read_connection().cursor() as cursor:
        cursor.execute(sql, args)
        return [(row[0], float(row[1])) for row in cursor.fetchall()]


def scope_has_e5_only_passages(scope: Scope) -> bool:
    """Whether any live passage of the scope holds e5's vector alone (so that the question's e5
    vector is worth computing for the seed-meaning route). Such passages sit in the partial index
    of passages without a MiniLM vector under (scope, mostly_cjk = true), so a scope without them
    answers from an empty index range. Asked per seed instead, through the seeds' linked passages,
    it read up to SEED_MEANING_SCAN of them for every question naming someone: 25 ms a question on
    a 600-turn English scope (docs/retrieval.md)."""
    sql = """
        SELECT EXISTS (SELECT 1 FROM graph_passage p
                       WHERE p.scope_id = %(scope)s AND p.embedding IS NULL AND p.forgotten_at IS NULL
                         AND p.mostly_cjk AND p.e5_embedding IS NOT NULL)
    """
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"scope": scope.pk})
        return cursor.fetchone()[0]
