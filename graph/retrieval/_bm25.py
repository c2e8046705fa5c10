"""Okapi BM25 over a scope's passages, with the scope's own word statistics.

A passage's length is its number of distinct words (length(tsvector), no unnesting),
the scope's average length the same kept by the triggers.

PostgreSQL's ts_rank knows nothing of how common a word is; BM25 weighs each word by
its inverse document frequency in this scope (graph_scopeterm, kept by triggers) and
normalises for passage length. Words are the lexemes of the 'english' configuration,
the same ones the GIN index on search_vector holds, so candidates come from the index
and scoring reads only their tsvectors.

One statement does it all (word statistics, the choice of candidates, scoring): at
100,000 passages every round trip saved is worth more than the Python it replaces.
"""

from graph.models import Scope
from graph.read_replica import read_connection
from graph.selectors.passages import ROUTE_DEPTH

K1 = 1.2
B = 0.75
# Candidates are the passages holding any query word; a word held by very many passages
# would make that set the whole scope. Words are taken rarest first while their passages
# add up to at most this many (the rarest is always taken); commoner words still score.
CANDIDATE_BUDGET = 2000
# When even the rarest word is held by more than CANDIDATE_BUDGET passages, candidates
# must hold the rarest CONJUNCTION_WORDS words together, and at most CONJUNCTION_BUDGET of
# them are scored: a bounded cost at any size. They are then an arbitrary sample of
# passages that all hold the same common words (the index gives no order better than the
# table's), so scoring more of them buys little: at 100,000 passages scoring 2,000 took
# 40 ms of the call.
CONJUNCTION_WORDS = 3
CONJUNCTION_BUDGET = 500

# Lexemes are sorted in code-point order (COLLATE "C"), so ties in document frequency
# break the same way whatever the database's collation.
_SQL = r"""
WITH totals AS (
    SELECT passages, greatest(occurrences::float8 / nullif(passages, 0), 1) AS average_length
    FROM graph_scopeterm WHERE scope_id = %(scope)s AND term = '' AND passages > 0
),
terms AS (
    SELECT q.lexeme, bool_or(NOT q.word = ANY(%(unscored)s)) AS scores, min(s.passages) AS df
    FROM (SELECT w AS word, v.lexeme FROM unnest(%(words)s::text[]) w
          CROSS JOIN LATERAL unnest(to_tsvector('english', w)) v) q
    JOIN graph_scopeterm s ON s.scope_id = %(scope)s AND s.term = q.lexeme AND s.passages > 0
    GROUP BY q.lexeme
    ORDER BY min(s.passages), q.lexeme COLLATE "C"
    LIMIT %(rarest)s
),
weights AS (
    SELECT t.lexeme, t.scores, t.df, ln(1 + (totals.passages - t.df + 0.5) / (t.df + 0.5)) AS idf,
           row_number() OVER rarest AS n, sum(t.df) OVER rarest AS running,
           '''' || replace(replace(t.lexeme, '\', '\\'), '''', '''''') || '''' AS quoted
    FROM terms t CROSS JOIN totals
    WINDOW rarest AS (ORDER BY t.df, t.lexeme COLLATE "C")
),
candidates AS (
    SELECT CASE WHEN min(df) <= %(budget)s
                THEN string_agg(quoted, ' | ' ORDER BY n) FILTER (WHERE n = 1 OR running <= %(budget)s)
                ELSE string_agg(quoted, ' & ' ORDER BY n) FILTER (WHERE n <= %(conjunction_words)s)
           END::tsquery AS query,
           CASE WHEN min(df) <= %(budget)s THEN %(budget)s ELSE %(conjunction_budget)s END AS budget
    FROM weights HAVING bool_or(scores)
),
hits AS (
    SELECT p.id, p.search_vector FROM graph_passage p
    JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
    WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.search_vector @@ (SELECT query FROM candidates)
    LIMIT (SELECT budget FROM candidates)
),
scoring AS (SELECT array_agg(lexeme) AS lexemes, array_agg(idf) AS idfs FROM weights WHERE scores),
scored AS MATERIALIZED (
    SELECT h.id, (
        SELECT sum(s.idfs[array_position(s.lexemes, u.lexeme)] * t.tf * (%(k1)s + 1)
                   / (t.tf + %(k1)s * (1 - %(b)s + %(b)s * length(h.search_vector) / totals.average_length)))
        FROM unnest(h.search_vector) u CROSS JOIN LATERAL (SELECT coalesce(array_length(u.positions, 1), 1) AS tf) t
        WHERE u.lexeme = ANY(s.lexemes)
    ) AS score
    FROM hits h CROSS JOIN scoring s CROSS JOIN totals
)
SELECT id, score FROM scored WHERE score IS NOT NULL ORDER BY score DESC, id DESC LIMIT %(depth)s
"""


def bm25_passages(
    scope: Scope, words: list[str], unscored: frozenset[str] = frozenset(), *, rarest: int | None = None
) -> list[tuple[int, float]]:
    """(passage id, BM25 score) of the live passages holding the query's words, best first.

    A word's weight is Lucene's IDF, ln(1 + (N - df + 0.5) / (df + 0.5)), never below zero;
    words the scope never holds are dropped. Words in `unscored` (the names the question
    seeds) add nothing to a passage's score but, being rare, still pick the candidates: in
    a large scope whose other words are common, the passages naming the seed are the ones
    worth scoring. A question with no scoring word finds nothing. `rarest` keeps only that
    many of the words, the rarest in the scope (all when None).
    """
    if not words:
        return []
    args = {
        "scope": scope.pk,
        "words": words,
        "unscored": list(unscored),
        "budget": CANDIDATE_BUDGET,
        "conjunction_words": CONJUNCTION_WORDS,
        "conjunction_budget": CONJUNCTION_BUDGET,
        "k1": K1,
        "b": B,
        "depth": ROUTE_DEPTH,
        "rarest": rarest,
    }
    with read_connection().cursor() as cursor:
        cursor.execute(_SQL, args)
        return [(row[0], float(row[1])) for row in cursor.fetchall()]
