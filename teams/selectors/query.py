"""memory_query: search account, organisation and session memory at once."""

from typing import Any

from graph.access import CallContext
from graph.read_replica import read_connection
from teams.inputs import QueryIn
from teams.selectors.conflicts import conflicts_by_fact
from teams.selectors.dimensions import Dimension, dimensions_for
from teams.selectors.items import Labels, labels_of, memory_item, memory_rows
from teams.selectors.search import Hit, search


def memory_query(*, ctx: CallContext, params: QueryIn) -> dict[str, Any]:
    """Search the caller's account memory, the organisation `org` and the session `run_id` at once.

    With `query`: the memories sharing its words (any language) or reached from the
    entities it names (`hops` 0-4, each walk inside its own scope), best first; without:
    the most confident and most recent. Each item says its `dimension` (account | org |
    session) and carries its confidence and source turn (citation with a verified span).
    `dimensions` reports, per dimension, whether it was searched and if not why
    (gateway tokens never reach account memory; org-bound tokens only their org and
    their sessions). Read-only.
    Refuses: 403 gateway_no_account / org_token_confined when `dimensions` names account
    for such a token, 403 not_a_member / wrong_org for `org`, 422 org_required /
    run_id_required when `dimensions` names one without it.
    """
    dimensions = dimensions_for(
        ctx, org=params.org, run_id=params.run_id, user_id=params.user_id, wanted=params.dimensions
    )
    items = find_memories(dimensions, params.query, k=params.k, hops=params.hops, min_confidence=params.min_confidence)
    return {
        "query": params.query,
        "items": items,
        "count": len(items),
        "dimensions": {d.name: d.as_dict() for d in dimensions},
    }


def find_memories(
    dimensions: list[Dimension], query: str | None, *, k: int, hops: int = 1, min_confidence: float = 0.0
) -> list[dict[str, Any]]:
    """The best `k` memories of the reachable dimensions for `query` (or the strongest, without one)."""
    labels = labels_of(d.scope for d in dimensions if d.scope is not None)
    if not labels:
        return []
    if not query or not query.strip():
        strongest_rows = strongest(list(labels), k=k, min_confidence=min_confidence)
        ranked = [Hit(fact_id) for fact_id, _scope, _line, _relation in strongest_rows]
    else:
        ranked = search(list(labels), query, k=k, hops=hops, min_confidence=min_confidence)
    return items_for(ranked[:k], labels, scored=bool(query and query.strip()))


def items_for(hits: list[Hit], labels: Labels, *, scored: bool) -> list[dict[str, Any]]:
    """The memory items of these hits, in their order (one query)."""
    rows = memory_rows(labels).filter(pk__in=[h.fact_id for h in hits], ended_at__isnull=True).in_bulk()
    disputed = conflicts_by_fact(rows)
    items = []
    for hit in hits:
        if hit.fact_id in rows:
            extra = {"score": round(hit.score, 3), "found_by": hit.found_by()} if scored else {}
            # A stronger memory a weaker statement disputes: shown as it stands, flagged until resolved.
            extra["conflict"] = disputed.get(hit.fact_id)
            items.append(memory_item(rows[hit.fact_id], labels, **extra))
    return items


_STRONGEST = """
    (SELECT f.id, f.scope_id, coalesce(f.attributes ->> 'statement', s.name || ' ' || f.type || ' ' || o.name),
            f.confidence, f.recorded_at, f.type
     FROM graph_fact f
     JOIN graph_entity s ON s.id = f.subject_id AND s.forgotten_at IS NULL
     JOIN graph_entity o ON o.id = f.object_id AND o.forgotten_at IS NULL
     WHERE f.scope_id = %s AND f.ended_at IS NULL AND f.forgotten_at IS NULL AND f.confidence >= %s
     ORDER BY f.confidence DESC, f.recorded_at DESC
     LIMIT %s)
"""


def strongest(scope_ids: list[int], *, k: int, min_confidence: float = 0.0) -> list[tuple[int, int, str, str]]:
    """(fact id, scope id, line, relation) of the most confident, then most recent, current memories
    of the scopes: one statement, an index scan per scope (teams_fact_strongest)."""
    if not scope_ids:
        return []
    sql = f"SELECT * FROM ({' UNION ALL '.join([_STRONGEST] * len(scope_ids))}) AS strongest ORDER BY 4 DESC, 5 DESC"
    params: list[Any] = []
    for scope_id in scope_ids:
        params += [scope_id, min_confidence, k]
    with read_connection().cursor() as cursor:
        cursor.execute(sql, params)
        return [(row[0], row[1], row[2], row[5]) for row in cursor.fetchall()]
