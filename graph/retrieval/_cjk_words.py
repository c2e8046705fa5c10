"""The CJK word route: passages ranked by BM25 over Japanese and Chinese terms.

The full-text route reads the `english` configuration's lexemes, which keep a run of
Japanese or Chinese characters whole, so it finds nothing in those languages. Passages keep
their CJK terms (character bigrams and Han characters, graph.text.cjk_words) in
graph_passage.cjk_words, written at write time under a GIN index; a question holding CJK
characters is split the same way and ranked by Okapi BM25 in one statement, as _bm25 ranks
English: the scope's statistics of these terms live in graph_scopeterm under a prefix
(graph.models.term_stats.CJK_PREFIX), kept by triggers (migration 0018), and candidates come
from the index rarest terms first within a budget, so a question costs about the same in a
scope of any size. Passages not yet re-indexed (cjk_words NULL) are neither counted nor
found by this route; every other route still finds them.
"""

from graph.models import Scope
from graph.models.term_stats import CJK_PREFIX, CJK_TOTALS_TERM
from graph.read_replica import read_connection
from graph.retrieval._bm25 import K1, B
from graph.retrieval._ranking import ROUTE_WEIGHTS
from graph.selectors.passages import ROUTE_DEPTH
from graph.text.cjk_words import mostly_cjk, question_terms

# The same BM25 constants as the English full-text route (K1, B), so their scores fuse alike.
# Candidates: the passages holding the question's terms, taken rarest first while their
# passages add up to at most this many (the rarest is always taken); commoner terms still
# score. A CJK passage holds about three terms a character, so fewer are scored than _bm25's.
CANDIDATE_BUDGET = 500

# The meaning model (all-MiniLM-L6-v2) is English: for a Japanese or Chinese question its
# similarities sit close together whatever the passage says (0.82–0.98 over one scope's small
# talk), and at full weight they outranked the turn this route puts first. One value tried,
# on the JA/ZH dev parts (docs/retrieval.md). The same flatness makes the named person's
# nearest passages (seed_meaning) noise there: at 0.25 it cost the Chinese dev part a list.
# With e5 armed such a question has no MiniLM vector at all (the CJK meaning route replaces
# it, docs/retrieval.md, ninth round); this weight holds where e5 is not armed.
CJK_MEANING_WEIGHT = 0.25

_SQL = r"""
WITH totals AS (
    SELECT passages, greatest(occurrences::float8 / nullif(passages, 0), 1) AS average_length
    FROM graph_scopeterm WHERE scope_id = %(scope)s AND term = %(totals)s AND passages > 0
),
weights AS (
    SELECT t.term, s.passages AS df, ln(1 + (totals.passages - s.passages + 0.5) / (s.passages + 0.5)) AS idf,
           row_number() OVER rarest AS n, sum(s.passages) OVER rarest AS running,
           '''' || replace(replace(t.term, '\', '\\'), '''', '''''') || '''' AS quoted
    FROM unnest(%(terms)s::text[]) t(term)
    JOIN graph_scopeterm s ON s.scope_id = %(scope)s AND s.term = %(prefix)s || t.term AND s.passages > 0
    CROSS JOIN totals
    WINDOW rarest AS (ORDER BY s.passages, t.term COLLATE "C")
),
candidates AS (
    SELECT string_agg(quoted, ' | ' ORDER BY n)::tsquery AS query
    FROM weights WHERE n = 1 OR running <= %(budget)s
),
hits AS (
    SELECT p.id, p.cjk_words FROM graph_passage p
    JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
    WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.cjk_words @@ (SELECT query FROM candidates)
    LIMIT %(budget)s
),
scoring AS (SELECT array_agg(term) AS terms, array_agg(idf) AS idfs FROM weights),
scored AS MATERIALIZED (
    SELECT h.id, s.matched, s.score FROM hits h CROSS JOIN scoring w CROSS JOIN totals
    CROSS JOIN LATERAL (
        SELECT count(*) AS matched,
               sum(w.idfs[array_position(w.terms, u.lexeme)] * t.tf * (%(k1)s + 1)
                   / (t.tf + %(k1)s * (1 - %(b)s + %(b)s * length(h.cjk_words) / totals.average_length))) AS score
        FROM unnest(h.cjk_words) u CROSS JOIN LATERAL (SELECT coalesce(array_length(u.positions, 1), 1) AS tf) t
        WHERE u.lexeme = ANY(w.terms)
    ) s
)
SELECT id, score, matched FROM scored WHERE score IS NOT NULL ORDER BY score DESC, id DESC LIMIT %(depth)s
"""


def cjk_word_route(scope: Scope, question: str) -> list[tuple[tuple[str, int], float, dict]]:
    """((\"passage\", id), share of the best BM25, {bm25, terms}) for the passages holding the
    question's Japanese and Chinese terms, best first; nothing (and no statement run) for a
    question without CJK characters.

    A term's weight is Lucene's IDF over the scope's passages that hold CJK text; terms the
    scope never holds are dropped.
    """
    terms = question_terms(question)
    if not terms:
        return []
    args = {
        "scope": scope.pk,
        "totals": CJK_TOTALS_TERM,
        "prefix": CJK_PREFIX,
        "terms": terms,
        "budget": CANDIDATE_BUDGET,
        "k1": K1,
        "b": B,
        "depth": ROUTE_DEPTH,
    }
    with read_connection().cursor() as cursor:
        cursor.execute(_SQL, args)
        rows = cursor.fetchall()
    best = max((float(score) for _pid, score, _n in rows), default=0.0)
    if best <= 0:
        return []
    return [
        (("passage", pid), float(score) / best, {"bm25": round(float(score), 4), "terms": matched})
        for pid, score, matched in rows
    ]


def cjk_route_weights(question: str) -> dict[str, float]:
    """The fusion weights for this question: meaning weighs CJK_MEANING_WEIGHT and seed_meaning
    nothing (it is not run) when the question is mostly Japanese or Chinese, ROUTE_WEIGHTS otherwise."""
    if not mostly_cjk(question):
        return ROUTE_WEIGHTS
    return {**ROUTE_WEIGHTS, "meaning": CJK_MEANING_WEIGHT, "seed_meaning": 0.0}
