"""Feedback for a list question: the words of its best category hits find their siblings.

The category route reaches the turns naming kinds WordNet knows ("Made jambalaya tonight …",
"Got the dahlias into the ground …") but not those it does not (tagine, ramen) or files
elsewhere (a tulip is a liliaceous plant, not a flower). The turns that answer one list are
often told alike: the same activity, place and words around a different instance. So the
best passages the category route found (after fusion) lend their other words to one more
BM25 query (pseudo-relevance feedback, as in Rocchio's method): `found_by.feedback`. The
question's own words and the names it seeds are left out, so the feedback ranks by what the
hits add, not by the speaker or the question again. Only list questions whose category the
route found run it.
"""

from graph.models import Scope
from graph.read_replica import read_connection
from graph.retrieval._bm25 import bm25_passages
from graph.retrieval._ranking import Candidate, RankedList
from graph.text.names import content_words

# The category hits whose words are fed back: the best few (more let weaker hits' small
# talk in: depth dev list R@10 94.2 with 3, 88.8 with 5).
FEEDBACK_HEADS = 3
# Of their words, the rarest in the scope: the instance and its setting, not "tonight" (the
# route took p50 6.4 ms with every word and 4.5 ms with 12 on a 616-turn scope, recall the
# same on the depth dev set; with 6 its list R@10 fell from 94.2 to 82.5).
FEEDBACK_WORDS = 12


def feedback_route(
    scope: Scope, ranked: list[Candidate], question_words: list[str], names: frozenset[str]
) -> RankedList:
    """(("passage", id), BM25 score, {"of": n}) for the passages holding the words of the best
    FEEDBACK_HEADS passages the category route found, best first; [] when it found none."""
    heads = [c.id for c in ranked if c.kind == "passage" and "category" in c.routes][:FEEDBACK_HEADS]
    if not heads:
        return []
    with read_connection().cursor() as cursor:
        cursor.execute("SELECT text FROM graph_passage WHERE id = ANY(%s)", [heads])
        texts = [row[0] for row in cursor.fetchall()]
    asked = set(question_words) | names
    words = [word for word in content_words(" ".join(texts)) if word not in asked]
    return [
        (("passage", pid), score, {"of": len(heads)})
        for pid, score in bm25_passages(scope, words, rarest=FEEDBACK_WORDS)
    ]
