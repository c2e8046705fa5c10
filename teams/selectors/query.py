"""memory_query: search account, organisation and session memory at once."""

from typing import Any

from graph.access import CallContext
from graph.models import Fact
from teams.inputs import QueryIn
from teams.selectors.dimensions import Dimension, dimensions_for
from teams.selectors.items import memory_item, memory_rows
from teams.selectors.search import search


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
    scope_ids = [d.scope.pk for d in dimensions if d.scope is not None]
    if not scope_ids:
        return []
    if not query or not query.strip():
        return [memory_item(f) for f in strongest(scope_ids, k=k, min_confidence=min_confidence)]
    hits = {h.fact_id: h for h in search(scope_ids, query, k=k, hops=hops, min_confidence=min_confidence)}
    rows = list(memory_rows(scope_ids).filter(pk__in=list(hits), ended_at__isnull=True))
    rows.sort(key=lambda f: (-hits[f.pk].score, -f.confidence, -f.recorded_at.timestamp()))
    return [memory_item(f, score=round(hits[f.pk].score, 3), found_by=_found_by(hits[f.pk])) for f in rows[:k]]


def strongest(scope_ids: list[int], *, k: int, min_confidence: float = 0.0) -> list[Fact]:
    """The most confident, then most recent, current memories of the scopes (one index scan each)."""
    rows: list[Fact] = []
    for scope_id in scope_ids:
        current = memory_rows([scope_id]).filter(ended_at__isnull=True, confidence__gte=min_confidence)
        rows += list(current.order_by("-confidence", "-recorded_at")[:k])
    rows.sort(key=lambda f: (-f.confidence, -f.recorded_at.timestamp()))
    return rows[:k]


def _found_by(hit: Any) -> dict[str, Any]:
    found: dict[str, Any] = {}
    if hit.terms:
        found["terms"] = {"shared": hit.terms}
    if hit.hop is not None:
        found["graph"] = {"hop": hit.hop}
    return found
