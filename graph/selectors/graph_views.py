"""Nodes and edges: the MemoryMesh view over the same entities and facts the memory verbs use.

A node is a live entity ({name, nodeType, metadata}); an edge is a current fact
({from, to, edgeType, weight}) whose row and both ends are live. Every query here
carries the scope, so a name never resolves across scopes.
"""

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from django.db.models import Exists, OuterRef, Q, QuerySet

from graph.exceptions import Invalid, NotFound
from graph.models import Entity, Fact, Scope
from graph.selectors.facts import at_time
from graph.selectors.live import live_entities, live_fact_rows
from graph.selectors.seeding import suggestions
from graph.text.names import normalise

# Edges returned around a set of nodes (search_nodes, open_nodes): enough to act on,
# never a flood; `edgesTruncated` says when there were more.
EDGES_AROUND_CAP = 200


live_nodes = live_entities  # the MemoryMesh name for the same rows


def current_edges(scope: Scope) -> QuerySet[Fact]:
    """Current edges of `scope` (not ended, not forgotten, both ends live), with their end names."""
    return current_edges_columns(live_fact_rows(scope).filter(ended_at__isnull=True))


def edges_at(scope: Scope, as_of: datetime | None) -> QuerySet[Fact]:
    """current_edges, or the edges as the store knew them at `as_of` (recorded by then, not yet ended)."""
    if as_of is None:
        return current_edges(scope)
    return at_time(current_edges_columns(live_fact_rows(scope)), as_of=as_of, valid_at=None)


def current_edges_columns(facts: QuerySet[Fact]) -> QuerySet[Fact]:
    return facts.select_related("subject", "object").only(
        "id", "type", "weight", "subject__name", "subject__type", "object__name", "object__type"
    )


def nodes_at(scope: Scope, as_of: datetime | None) -> QuerySet[Entity]:
    """Live nodes; at `as_of`, those created by then or at an end of an edge known then.

    The second half matters for imported history: an entity row is created when the
    import runs, but the facts it brings carry their own earlier recorded_at.
    """
    nodes = live_nodes(scope)
    if as_of is None:
        return nodes
    known = at_time(live_fact_rows(scope), as_of=as_of, valid_at=None)
    touching = known.filter(Q(subject_id=OuterRef("pk")) | Q(object_id=OuterRef("pk")))
    return nodes.filter(Q(created_at__lte=as_of) | Exists(touching))


def node_view(entity: Entity) -> dict[str, Any]:
    return {"name": entity.name, "nodeType": entity.type, "metadata": entity.metadata}


def node_brief(entity: Entity) -> dict[str, Any]:
    return {"name": entity.name, "nodeType": entity.type}


def edge_view(fact: Fact, *, with_weight: bool = True) -> dict[str, Any]:
    view: dict[str, Any] = {"from": fact.subject.name, "to": fact.object.name, "edgeType": fact.type}
    if with_weight:
        view["weight"] = fact.weight
    return view


def distinct_names(names: Iterable[str], *, field: str) -> list[str]:
    """The names in order; refuses a list that names one node twice (the call would be ambiguous)."""
    seen: dict[str, str] = {}
    twice = []
    for name in names:
        norm = normalise(name)
        if norm in seen:
            twice.append(name)
        seen.setdefault(norm, name)
    if twice:
        raise Invalid(
            f"{field} names the same node more than once: {', '.join(repr(n) for n in twice)} "
            "(names are case-insensitive); send each node once",
            code="duplicate_names",
            field=field,
            names=twice,
        )
    return list(seen.values())


def nodes_named_query(scope: Scope | None, names: Iterable[str]) -> QuerySet[Entity] | None:
    """The live nodes of `scope` with these names (None when there can be none)."""
    norms = {normalise(n) for n in names}
    if scope is None or not norms:
        return None
    return live_nodes(scope).filter(name_norm__in=norms)


def nodes_named(scope: Scope | None, names: Iterable[str]) -> dict[str, Entity]:
    """The live nodes of `scope` with these names, by normalised name (absent names are simply missing)."""
    rows = nodes_named_query(scope, names)
    return {} if rows is None else {e.name_norm: e for e in rows}


def require_nodes(scope: Scope | None, names: Iterable[str], *, hint: str = "") -> dict[str, Entity]:
    """Like nodes_named, but refuses 404 node_not_found naming every missing name with close spellings."""
    names = list(names)
    return all_found(scope, names, nodes_named(scope, names), hint=hint)


def all_found(scope: Scope | None, names: list[str], found: dict[str, Entity], *, hint: str = "") -> dict[str, Entity]:
    """`found` when it holds every name; else 404 node_not_found naming the missing ones."""
    missing = list(dict.fromkeys(n for n in names if normalise(n) not in found))
    if missing:
        raise node_not_found(scope, missing, hint=hint)
    return found


def node_not_found(scope: Scope | None, missing: list[str], *, hint: str = "") -> NotFound:
    close = {name: suggestions(scope, name) for name in missing}
    parts = []
    for name, names in close.items():
        parts.append(f"{name!r}" + (f" (did you mean {', '.join(repr(c) for c in names)}?)" if names else ""))
    detail = f"no node named {', '.join(parts)} in this scope; nothing was changed"
    return NotFound(detail + (f". {hint}" if hint else ""), code="node_not_found", missing=missing, did_you_mean=close)


def edges_around(scope: Scope, node_ids: Iterable[int]) -> tuple[list[Fact], bool]:
    """Current edges touching these nodes (either direction), capped; and whether there were more."""
    ids = list(node_ids)
    if not ids:
        return [], False
    rows = list(
        current_edges(scope).filter(Q(subject_id__in=ids) | Q(object_id__in=ids)).order_by("id")[: EDGES_AROUND_CAP + 1]
    )
    return rows[:EDGES_AROUND_CAP], len(rows) > EDGES_AROUND_CAP
