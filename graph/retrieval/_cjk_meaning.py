"""The CJK meaning route: a Japanese or Chinese question's nearest passages by multilingual-e5-small.

all-MiniLM-L6-v2 reads Japanese and Chinese as noise, and a list question's evidence shares no
word with it ("あおいさんはどんな国を訪れましたか" / "ベトナムから帰ってきた"), so neither the
meaning route nor the CJK word route finds it. multilingual-e5-small (graph.embeddings._e5)
puts such turns among the nearest: its vectors of the passages holding CJK text live in
graph_passage.e5_embedding, filled by the embedding job. For a question that is mostly
Japanese or Chinese the question's e5 vector is computed on the embedding pool in place of the
MiniLM one, and the scope's E5_DEPTH nearest passages fused, each as a share of the best; the
best item grounds an answer by meaning when it stands E5_ANSWER_LEAD above the route's last.
Every other question runs nothing here (no model call, no statement). Passages not yet
embedded are not found by this route; every other route still finds them.
"""

from typing import Any, NamedTuple

from graph.embeddings import EmbeddingUnavailable, e5_backend
from graph.models import Scope
from graph.models.term_stats import CJK_TOTALS_TERM
from graph.read_replica import read_connection
from graph.retrieval._candidates import EXACT_SCAN_MAX
from graph.retrieval._meaning import PendingMeaning, embedding_pool
from graph.retrieval._ranking import RankedList
from graph.text.cjk_words import mostly_cjk

# The nearest passages kept: the estimate that chose this route kept 10 (20 ranked lower:
# Japanese dev 93.5 against 96.2, Chinese 88.3 against 93.8; docs/retrieval.md, fifth round).
E5_DEPTH = 10

# grounded_by_meaning for a Japanese or Chinese question: the best item's e5 similarity must
# stand this far above the route's E5_DEPTH-th (its answer floor is that similarity + this
# lead). e5's raw similarities sit in a narrow band whose place differs by language (0.79–0.90
# over the dev parts, Chinese ~0.04 above Japanese), so no one raw floor parted the answers
# from the rest; how far the nearest stands out of the ten did, for both languages
# (bench/bench_calibrate_cjk_meaning.py, dev parts only: "when" questions asked in their own
# conversation's scope lead by 0.031–0.075, all 24; every question asked in another
# conversation's scope whose storyline it does not tell leads by at most 0.025, 36 asked;
# docs/retrieval.md, ninth round). A list question is never grounded by e5: its answers lie in
# several turns and fill the ten (they lead by 0.004–0.048), and a turn that is not one of them
# led three of the six Chinese lists by more ("最近一直在听爵士乐" for 尝试过哪些乐器).
E5_ANSWER_LEAD = 0.03
# In a small scope the tenth nearest lies further out, so everything leads by more: drawn at
# random from the dev scopes (153–173 passages; --sizes), a Japanese question whose answer is not
# stored led by 0.03 or more in 22% of draws of 17 passages, 2% of 30, 1% of 50 and none of 100
# or more (Chinese: none at any size), while the "when" answers led by 0.031 or more at every
# size. Below this many passages with an e5 vector nothing is grounded by e5 (`related`).
E5_GROUNDING_MIN_PASSAGES = 100

# The scope's passages nearest by e5, compared exactly ({order} = distance + 0: read through the
# scope index) up to EXACT_SCAN_MAX Japanese or Chinese passages, as the MiniLM route is (a
# small scope's rows are few among a shared index's); through the HNSW index above that
# (ordered by the distance itself; the context transaction's VECTOR_SETTINGS let an iterative
# scan read past other scopes' rows). The statement alone, random vectors: 20,000 passages
# 16.5 ms exact, 1.4 ms by the index; 100,000 92 ms and 1.3 ms (docs/retrieval.md, sixth round).
_NEAREST = """
    SELECT p.id, 1 - (p.e5_embedding <=> %(vector)s::vector) AS similarity
    FROM graph_passage p
    JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
    WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.e5_embedding IS NOT NULL
    ORDER BY {order}
    LIMIT %(depth)s
"""
_DISTANCE = "p.e5_embedding <=> %(vector)s::vector"
# The scope's live passages holding CJK text (its CJK totals row, kept by triggers), and those
# of them still without a vector (the predicate of the partial index passage_e5_pending,
# graph.models.memory.E5_PENDING), in one round trip.
_COVERAGE = """
    SELECT (SELECT passages FROM graph_scopeterm WHERE scope_id = %(scope)s AND term = %(totals)s),
           (SELECT count(*) FROM graph_passage p
            WHERE p.scope_id = %(scope)s AND length(p.cjk_words) > 0 AND p.e5_embedding IS NULL
              AND p.forgotten_at IS NULL)
"""


def start_cjk_embedding(question: str, asked: str) -> PendingMeaning:
    """Begin embedding `asked` (the question without the names it seeds) with e5 on the pool
    when `question` is mostly Japanese or Chinese; for any other question, or when e5 is not
    armed, nothing (PendingMeaning(None))."""
    if not mostly_cjk(question):
        return PendingMeaning(None)
    model = e5_backend()
    if model is None:
        return PendingMeaning(None)
    return PendingMeaning(embedding_pool().submit(model.embed, [asked], kind="query"))


class CjkMeaning(NamedTuple):
    """What the route found: its ranked passages, the failure to report (or None), and how many
    of the scope's passages it compared (those with an e5 vector)."""

    ranked: RankedList
    failure: str | None = None
    compared: int = 0


def cjk_meaning_route(scope: Scope, pending: PendingMeaning, stages: dict[str, Any]) -> CjkMeaning:
    """((\"passage\", id), share of the best similarity, {similarity}) for the E5_DEPTH passages
    nearest the question by e5, best first; the failure is reported when e5 could not embed it
    (the question has no MiniLM vector to fall back on). Records the route's state in `stages`
    (cjk_meaning: ran | failed, cjk_meaning_waiting: CJK passages still without a vector)."""
    try:
        vector = pending.vector.result()[0] if pending.vector is not None else None
    except EmbeddingUnavailable as exc:
        stages["cjk_meaning"] = "failed"
        return CjkMeaning([], f"meaning: {exc}")
    if vector is None:
        return CjkMeaning([])
    stages["cjk_meaning"] = "ran"
    literal = "[" + ",".join(f"{x:.7f}" for x in vector) + "]"
    with read_connection().cursor() as cursor:
        cursor.execute(_COVERAGE, {"scope": scope.pk, "totals": CJK_TOTALS_TERM})
        live, stages["cjk_meaning_waiting"] = cursor.fetchone()
        order = f"({_DISTANCE}) + 0, p.id DESC" if (live or 0) <= EXACT_SCAN_MAX else _DISTANCE
        cursor.execute(_NEAREST.format(order=order), {"vector": literal, "scope": scope.pk, "depth": E5_DEPTH})
        rows = sorted(((pid, float(similarity)) for pid, similarity in cursor.fetchall()), key=lambda row: -row[1])
    best = max((similarity for _pid, similarity in rows), default=0.0)
    if best <= 0:
        return CjkMeaning([])
    ranked = [(("passage", pid), similarity / best, {"similarity": round(similarity, 4)}) for pid, similarity in rows]
    return CjkMeaning(ranked, compared=(live or 0) - stages["cjk_meaning_waiting"])


def cjk_answer_floor(found: CjkMeaning, *, is_list: bool) -> float:
    """The e5 similarity an item found by this route must reach to ground an answer: the route's
    E5_DEPTH-th similarity + E5_ANSWER_LEAD; unreachable for a list question, or when the route
    compared fewer than E5_GROUNDING_MIN_PASSAGES passages."""
    if is_list or found.compared < E5_GROUNDING_MIN_PASSAGES or len(found.ranked) < E5_DEPTH:
        return float("inf")
    return found.ranked[E5_DEPTH - 1][2]["similarity"] + E5_ANSWER_LEAD
