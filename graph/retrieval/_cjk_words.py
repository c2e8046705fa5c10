"""The CJK word route: passages ranked by BM25 over Japanese and Chinese terms.

The full-text route reads the `english` configuration's lexemes, which keep a run of
Japanese or Chinese characters whole, so it finds nothing in those languages. Passages keep
their CJK terms (character bigrams and Han characters, graph.text.cjk_words) in
graph_passage.cjk_words, written at write time under a GIN index; a question holding CJK
characters is split the same way and ranked by Okapi BM25 in one statement.

Word statistics are counted for the question's own terms at query time (each count stops
at DF_CAP passages, so a term as common as a particle costs a bounded index read and
scores near nothing) rather than kept by triggers like graph_scopeterm: nothing is added
to every write. Candidates are the passages holding the rarest terms, as in _bm25.
Passages not yet re-indexed (cjk_words NULL) are not found by this route; every other
route still finds them.
"""

from graph.models import Scope
from graph.models.term_stats import TOTALS_TERM
from graph.read_replica import read_connection
from graph.retrieval._ranking import ROUTE_WEIGHTS
from graph.selectors.passages import ROUTE_DEPTH
from graph.text.cjk_words import mostly_cjk, question_terms

K1 = 1.2
B = 0.75
# A term's passages are counted up to this many; commoner terms all weigh as this common.
DF_CAP = 2000
# Candidates: passages holding the question's terms taken rarest first while their passages
# add up to at most this many (the rarest is always taken).
CANDIDATE_BUDGET = 2000

# The meaning model (all-MiniLM-L6-v2) is English: for a Japanese or Chinese question its
# similarities sit close together whatever the passage says (0.82–0.98 over one scope's small
# talk), and at full weight they outrank the turn this route puts first. Chosen on the JA/ZH
# dev parts (docs/retrieval.md).
CJK_MEANING_WEIGHT = 0.25

_SQL = r"""
WITH totals AS (
    SELECT greatest(passages, 1) AS passages FROM graph_scopeterm WHERE scope_id = %(scope)s AND term = %(totals)s
),
terms AS (
    SELECT t.term, '''' || replace(replace(t.term, '\', '\\'), '''', '''''') || '''' AS quoted
    FROM unnest(%(terms)s::text[]) t(term)
),
counted AS (
    SELECT terms.*, (
        SELECT count(*) FROM (
            SELECT 1 FROM graph_passage p
            WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.cjk_words @@ terms.quoted::tsquery
            LIMIT %(df_cap)s
        ) held
    ) AS df
    FROM terms
),
weights AS (
    SELECT c.term, c.quoted, c.df, ln(1 + greatest(totals.passages - c.df + 0.5, 0.5) / (c.df + 0.5)) AS idf,
           row_number() OVER rarest AS n, sum(c.df) OVER rarest AS running
    FROM counted c CROSS JOIN totals
    WHERE c.df > 0
    WINDOW rarest AS (ORDER BY c.df, c.term COLLATE "C")
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
average AS (SELECT greatest(avg(length(cjk_words)), 1) AS length FROM hits),
scored AS MATERIALIZED (
    SELECT h.id, count(*) AS matched, sum(
        w.idf * t.tf * (%(k1)s + 1) / (t.tf + %(k1)s * (1 - %(b)s + %(b)s * length(h.cjk_words) / average.length))
    ) AS score
    FROM hits h CROSS JOIN average
    CROSS JOIN LATERAL unnest(h.cjk_words) u
    JOIN weights w ON w.term = u.lexeme
    CROSS JOIN LATERAL (SELECT coalesce(array_length(u.positions, 1), 1) AS tf) t
    GROUP BY h.id
)
SELECT id, score, matched FROM scored ORDER BY score DESC, id DESC LIMIT %(depth)s
"""


def cjk_word_route(scope: Scope, question: str) -> list[tuple[tuple[str, int], float, dict]]:
    """((\"passage\", id), share of the best BM25, {bm25, terms}) for the passages holding the
    question's Japanese and Chinese terms, best first; nothing (and no statement run) for a
    question without CJK characters.

    The average passage length BM25 normalises by is the candidates' own (passages sharing a
    term with the question), which spares a scan of the scope.
    """
    terms = question_terms(question)
    if not terms:
        return []
    args = {
        "scope": scope.pk,
        "totals": TOTALS_TERM,
        "terms": terms,
        "df_cap": DF_CAP,
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
    """The fusion weights for this question: meaning weighs CJK_MEANING_WEIGHT when the
    question is mostly Japanese or Chinese, ROUTE_WEIGHTS otherwise."""
    if not mostly_cjk(question):
        return ROUTE_WEIGHTS
    return {**ROUTE_WEIGHTS, "meaning": CJK_MEANING_WEIGHT}
