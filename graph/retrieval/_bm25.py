"""Okapi BM25 over a scope's passages, with the scope's own word statistics.

A passage's length is its number of distinct words (length(tsvector), no unnesting),
the scope's average length the same kept by the triggers.

PostgreSQL's ts_rank knows nothing of how common a word is; BM25 weighs each word by
its inverse document frequency in this scope (graph_scopeterm, kept by triggers) and
normalises for passage length. Words are the lexemes of the 'english' configuration,
the same ones the GIN index on search_vector holds, so candidates come from the index
and scoring reads only their tsvectors.
"""

import math
from dataclasses import dataclass

from django.db import connection

from graph.models import Scope
from graph.selectors.passages import ROUTE_DEPTH

K1 = 1.2
B = 0.75
# Candidates are the passages holding any query word; a word held by very many passages
# would make that set the whole scope. Words are taken rarest first while their passages
# add up to at most this many (the rarest is always taken); commoner words still score.
# When even the rarest word is that common, candidates must hold the rarest words
# together, and at most CANDIDATE_BUDGET of them are scored: a bounded cost at any size.
CANDIDATE_BUDGET = 2000
CONJUNCTION_WORDS = 3


@dataclass(frozen=True)
class TermWeight:
    lexeme: str
    passages: int  # document frequency in the scope
    idf: float
    scores: bool  # False: the word only helps pick candidates


def term_weights(scope: Scope, words: list[str], unscored: frozenset[str] = frozenset()) -> list[TermWeight]:
    """The query's lexemes with their document frequency and IDF in `scope`, rarest first.

    Words the scope never holds are dropped (they cannot match). Lucene's IDF form:
    ln(1 + (N - df + 0.5) / (df + 0.5)) never goes below zero. A lexeme scores unless
    every word it comes from is in `unscored`.
    """
    if not words:
        return []
    sql = """
        SELECT q.lexeme, bool_or(NOT q.word = ANY(%s)), coalesce(max(s.passages), 0), coalesce(max(t.passages), 0)
        FROM (SELECT w AS word, v.lexeme FROM unnest(%s::text[]) w
              CROSS JOIN LATERAL unnest(to_tsvector('english', w)) v) q
        LEFT JOIN graph_scopeterm s ON s.scope_id = %s AND s.term = q.lexeme
        LEFT JOIN graph_scopeterm t ON t.scope_id = %s AND t.term = ''
        GROUP BY q.lexeme
    """
    with connection.cursor() as cursor:
        cursor.execute(sql, [list(unscored), words, scope.pk, scope.pk])
        rows = cursor.fetchall()
    weights = [
        TermWeight(lexeme, df, math.log(1 + (total - df + 0.5) / (df + 0.5)), scores)
        for lexeme, scores, df, total in rows
        if df > 0 and total > 0
    ]
    return sorted(weights, key=lambda w: (w.passages, w.lexeme))


def candidate_terms(weights: list[TermWeight]) -> list[TermWeight]:
    """The rarest words whose passages fit the candidate budget (at least one)."""
    chosen, total = [], 0
    for weight in weights:
        if chosen and total + weight.passages > CANDIDATE_BUDGET:
            break
        chosen.append(weight)
        total += weight.passages
    return chosen


def candidate_query(weights: list[TermWeight]) -> str:
    """The tsquery that picks the passages to score (see CANDIDATE_BUDGET)."""
    chosen = candidate_terms(weights)
    if chosen[0].passages <= CANDIDATE_BUDGET:
        return lexeme_query([w.lexeme for w in chosen], " | ")
    return lexeme_query([w.lexeme for w in weights[:CONJUNCTION_WORDS]], " & ")


def lexeme_query(lexemes: list[str], operator: str) -> str:
    """A tsquery joining already-normalised lexemes, each quoted so no character is syntax."""
    quoted = ("'" + lexeme.replace("\\", "\\\\").replace("'", "''") + "'" for lexeme in lexemes)
    return operator.join(quoted)


def bm25_passages(scope: Scope, words: list[str], unscored: frozenset[str] = frozenset()) -> list[tuple[int, float]]:
    """(passage id, BM25 score) of the live passages holding the query's words, best first.

    Words in `unscored` (the names the question seeds) add nothing to a passage's score
    but, being rare, still pick the candidates: in a large scope whose other words are
    common, the passages naming the seed are the ones worth scoring.
    """
    weights = term_weights(scope, words, unscored)
    scoring = [w for w in weights if w.scores]
    if not scoring:
        return []
    sql = """
        WITH q(term, idf) AS (SELECT * FROM unnest(%s::text[], %s::float8[])),
        totals AS (
            SELECT greatest(occurrences::float8 / nullif(passages, 0), 1) AS average_length
            FROM graph_scopeterm WHERE scope_id = %s AND term = ''
        ),
        hits AS (
            SELECT p.id, p.search_vector, length(p.search_vector) AS length FROM graph_passage p
            JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
            WHERE p.scope_id = %s AND p.forgotten_at IS NULL AND p.search_vector @@ %s::tsquery
            LIMIT %s
        )
        SELECT h.id, sum(q.idf * t.tf * (%s + 1) / (t.tf + %s * (1 - %s + %s * h.length / totals.average_length)))
        FROM hits h
        CROSS JOIN LATERAL (
            SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1) AS tf
            FROM unnest(h.search_vector) u WHERE u.lexeme = ANY(%s)
        ) t
        JOIN q ON q.term = t.lexeme CROSS JOIN totals
        GROUP BY h.id
        ORDER BY 2 DESC, h.id DESC
        LIMIT %s
    """
    args = [
        [w.lexeme for w in scoring],
        [w.idf for w in scoring],
        scope.pk,
        scope.pk,
        candidate_query(weights),
        CANDIDATE_BUDGET,
        K1,
        K1,
        B,
        B,
        [w.lexeme for w in scoring],
        ROUTE_DEPTH,
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, args)
        return [(row[0], float(row[1])) for row in cursor.fetchall()]
