"""The date route: passages whose time words point to a day the question names.

"What happened to Maya on 2 May 2023?" shares no word with "I passed my driving test
yesterday!" said on 3 May 2023; the write path stored that turn's said_dates
(graph.text.time_words), and a GIN index finds it. Passages not yet re-indexed
(said_dates NULL) are simply not found by this route; every other route still finds them.
"""

from graph.models import Scope
from graph.read_replica import read_connection
from graph.selectors.passages import ROUTE_DEPTH
from graph.text.time_words import named_dates

# A time word that points to one day is surer than "last week" (7 days) or "last month":
# the route's score falls with the number of days the passage's words cover.
SPAN_DECAY = 0.1


def said_date_route(scope: Scope, question: str) -> list[tuple[tuple[str, int], float, dict]]:
    """((\"passage\", id), score, {days}) for passages whose resolved time words cover a date the
    question names, narrowest first; nothing when it names none (no query is run)."""
    days = named_dates(question)
    if not days:
        return []
    sql = """
        SELECT p.id, cardinality(p.said_dates) FROM graph_passage p
        JOIN graph_document d ON d.id = p.document_id AND d.forgotten_at IS NULL
        WHERE p.scope_id = %(scope)s AND p.forgotten_at IS NULL AND p.said_dates && %(days)s::date[]
        ORDER BY 2, p.id DESC
        LIMIT %(depth)s
    """
    with read_connection().cursor() as cursor:
        cursor.execute(sql, {"scope": scope.pk, "days": days, "depth": ROUTE_DEPTH})
        rows = cursor.fetchall()
    return [(("passage", pid), 1.0 / (1.0 + SPAN_DECAY * (span - 1)), {"days": span}) for pid, span in rows]
