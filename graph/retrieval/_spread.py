"""Spreading the top of a list question's ranking across sessions (MMR over session and day).

A list or count question ("which instruments has Maya played?") is answered by several
turns said in different sessions, each naming one instance. Fused scores cluster: the best
turn's session and its neighbours fill the top k. Maximal marginal relevance picks, one at
a time, the candidate whose score minus a penalty for each item already picked from its
session (same document and day) is highest, so the k items reach more sessions. Only list
questions are spread (graph.retrieval._question_kinds), so single-hop precision is untouched.
"""

from collections import Counter
from collections.abc import Hashable

from graph.models import Scope
from graph.read_replica import read_connection
from graph.retrieval._ranking import Candidate

# Candidates re-ordered (the rest keep their order after them): deeper than any k asked for
# in practice, shallow enough that a weak tail never reaches the top.
SPREAD_DEPTH = 60
# Per item already picked from the same session, as a share of the question's best score.
SESSION_PENALTY = 0.75


def passage_sessions(scope: Scope, passage_ids: list[int]) -> dict[int, Hashable]:
    """Each passage's session: its document and the day it was said (one statement)."""
    if not passage_ids:
        return {}
    sql = """
        SELECT p.id, p.document_id, p.source_date::date FROM graph_passage p
        WHERE p.scope_id = %(scope)s AND p.id = ANY(%(passages)s)
    """
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"scope": scope.pk, "passages": passage_ids})
        return {pid: (document_id, day) for pid, document_id, day in cursor.fetchall()}


def spread(ranked: list[Candidate], sessions: dict[int, Hashable]) -> list[Candidate]:
    """`ranked` with its first SPREAD_DEPTH candidates re-ordered by MMR over sessions; a passage
    that rose gains found_by.spread (its rank before, and how many items of its session precede it)."""
    head, tail = ranked[:SPREAD_DEPTH], ranked[SPREAD_DEPTH:]
    if not head:
        return ranked
    penalty = SESSION_PENALTY * max(head[0].score, 0.0)
    picked: Counter[Hashable] = Counter()
    before = {id(c): rank for rank, c in enumerate(head, start=1)}
    order: list[Candidate] = []
    remaining = list(head)
    while remaining:
        best = max(remaining, key=lambda c: _marginal(c, sessions, picked, penalty))
        remaining.remove(best)
        order.append(best)
        session = sessions.get(best.id) if best.kind == "passage" else None
        if session is not None:
            if len(order) < before[id(best)]:
                best.routes["spread"] = {"rank_before": before[id(best)], "session_before": picked[session]}
            picked[session] += 1
    return order + tail


def _marginal(candidate: Candidate, sessions: dict[int, Hashable], picked: Counter, penalty: float) -> float:
    session = sessions.get(candidate.id) if candidate.kind == "passage" else None
    # max() keeps the first of equal values: ties stay in ranked order (best first).
    return candidate.score - (penalty * picked[session] if session is not None else 0.0)
