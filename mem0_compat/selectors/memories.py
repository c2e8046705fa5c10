"""mem0's reads: get, get_all, search and history, over the dimensions a call reaches."""

from typing import Any

from django.db import connection

from graph.access import CallContext, readable_scopes
from graph.exceptions import NotFound
from graph.models import Fact, Scope
from mem0_compat.inputs import ListIn, MemoryIdIn, SearchIn
from mem0_compat.selectors.metadata import metadata_of
from mem0_compat.shapes import history_entry, mem0_memory
from mem0_compat.targets import Target, target_of
from teams.inputs import QueryIn
from teams.selectors.dimensions import dimensions_for
from teams.selectors.items import labels_of, memory_item, memory_rows
from teams.selectors.query import memory_query

MEMORY_KINDS = (Scope.Kind.ACCOUNT, Scope.Kind.ORG, Scope.Kind.SESSION)


def reached_scopes(ctx: CallContext, target: Target) -> list[Scope]:
    """The stored scopes of the dimensions this call reaches: account (or an org-bound token's
    organisation) of the end user's partition, and the session when one is named."""
    dimensions = dimensions_for(ctx, org=None, run_id=target.run_id, user_id=target.user_id)
    return [d.scope for d in dimensions if d.scope is not None]


def list_memories(*, ctx: CallContext, params: ListIn) -> dict[str, Any]:
    """mem0's get_all: the current memories of the dimensions the filters reach, newest first,
    one page (`page`, `page_size`). Returns {count, next, previous, results}.
    Refuses: 422 unsupported_filter / conflicting_filter, 403 as the dimensions refuse."""
    scopes = reached_scopes(ctx, target_of(params))
    rows = memory_rows(s.pk for s in scopes).filter(ended_at__isnull=True).order_by("-recorded_at", "-id")
    count = rows.count()
    start = (params.page - 1) * params.page_size
    page = list(rows[start : start + params.page_size])
    results = _shaped(ctx, page, {s.pk: s for s in scopes})
    more = start + params.page_size < count
    return {
        "count": count,
        "next": f"?page={params.page + 1}&page_size={params.page_size}" if more else None,
        "previous": f"?page={params.page - 1}&page_size={params.page_size}" if params.page > 1 else None,
        "results": results,
    }


def search_memories(*, ctx: CallContext, params: SearchIn) -> dict[str, Any]:
    """mem0's search: memory_query over the dimensions the filters reach, best first (`top_k`).
    Returns {results: [memory with score]}. Refuses as list_memories."""
    target = target_of(params)
    query = QueryIn(query=params.query, run_id=target.run_id, user_id=target.user_id, k=params.top_k)
    found = memory_query(ctx=ctx, params=query)
    scopes = {s.pk: s for s in reached_scopes(ctx, target)}
    by_label = {labels_of([s])[s.pk][1]: s for s in scopes.values()}
    metadata = metadata_of((int(i["id"]) for i in found["items"]), owner_id=ctx.user.pk)
    results = [
        mem0_memory(item, by_label[item["scope"]], metadata.get(int(item["id"])), score=item.get("score"))
        for item in found["items"]
        if item["scope"] in by_label
    ]
    return {"results": results}


def get_memory(*, ctx: CallContext, params: MemoryIdIn) -> dict[str, Any]:
    """mem0's get: one memory by id, current or ended (history), in any end-user partition of
    the caller's. Refuses: 404 not_found for an id that is no memory this caller may read."""
    fact = memory_fact(ctx, params.memory_id, current=False)
    return _shaped(ctx, [fact], {fact.scope_id: fact.scope})[0]


def memory_fact(ctx: CallContext, memory_id: str, *, current: bool) -> Fact:
    """The live memory `memory_id` among the scopes the caller may read (every partition), with
    its scope; only a current one when `current`. Refuses 404 not_found."""
    scopes = readable_scopes(ctx, None, every_partition=True).filter(kind__in=MEMORY_KINDS)
    rows = (
        memory_rows(scopes.values_list("pk", flat=True)).select_related("scope__organisation").filter(pk=int(memory_id))
    )
    fact = (rows.filter(ended_at__isnull=True) if current else rows).first()
    if fact is None:
        what = "current memory" if current else "memory"
        raise NotFound(f"no {what} {memory_id} that you may read", code="not_found", field="memory_id")
    return fact


def _shaped(ctx: CallContext, facts: list[Fact], scopes: dict[int, Scope]) -> list[dict[str, Any]]:
    labels = labels_of(scopes.values())
    metadata = metadata_of((f.pk for f in facts), owner_id=ctx.user.pk)
    return [mem0_memory(memory_item(f, labels), scopes[f.scope_id], metadata.get(f.pk)) for f in facts]


# The memories a chain of replacements links to this one, both ways, inside its scope.
_CHAIN = """
    WITH RECURSIVE earlier(id) AS (
        SELECT %(id)s::bigint
        UNION SELECT f.id FROM graph_fact f JOIN earlier e ON f.replaced_by_id = e.id WHERE f.scope_id = %(scope)s
    ), later(id, next) AS (
        SELECT id, replaced_by_id FROM graph_fact WHERE id = %(id)s
        UNION SELECT f.id, f.replaced_by_id FROM graph_fact f JOIN later l ON f.id = l.next WHERE f.scope_id = %(scope)s
    )
    SELECT id FROM earlier UNION SELECT id FROM later
"""


def memory_history(*, ctx: CallContext, params: MemoryIdIn) -> list[dict[str, Any]]:
    """mem0's history: ADD for the first memory of its chain of replacements, then an UPDATE
    (old → new text) for each replacement, oldest first; ids are the memories'. Forgotten
    memories leave no words here. Refuses: 404 not_found as get."""
    fact = memory_fact(ctx, params.memory_id, current=False)
    with connection.cursor() as cursor:
        cursor.execute(_CHAIN, {"id": fact.pk, "scope": fact.scope_id})
        ids = [row[0] for row in cursor.fetchall()]
    chain = list(memory_rows([fact.scope_id]).filter(pk__in=ids).order_by("recorded_at", "id"))
    labels = labels_of([fact.scope])
    user_id = fact.scope.end_user or None
    entries, previous = [], None
    for row in chain:
        item = memory_item(row, labels)
        event = "ADD" if previous is None else "UPDATE"
        entries.append(history_entry(item["id"], event, previous, item["text"], item["recorded_at"], user_id))
        previous = item["text"]
    return entries
