"""add_edges / update_edges / delete_edges: edges are the graph's current facts.

Both ends of an edge must be stored nodes (unlike the reference memory server, which
accepts relations to names that do not exist). Changing an edge's ends or type ends
the old fact and records the new one (history stays readable with as_of); deleting
forgets it.
"""

from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from graph.access import CallContext, find_scope_for_write, scope_for_write, scope_label
from graph.contracts.inputs_graph import AddEdgesIn, DeleteEdgesIn, EdgeRef, UpdateEdgesIn
from graph.exceptions import Conflict, Invalid, NotFound
from graph.models import Entity, Fact, Scope
from graph.selectors.graph_views import current_edges, edge_view, require_nodes
from graph.services.communities import schedule_communities
from graph.services.events import record_event
from graph.services.upsert import RelationSpec, stored_spellings, upsert_relations
from graph.text.names import normalise

EdgeKey = tuple[int, int, str]  # (subject id, object id, normalised type)


def add_edges(*, ctx: CallContext, params: AddEdgesIn) -> dict[str, Any]:
    """Create edges {from, to, edgeType, weight?} between stored nodes, in one transaction.

    An edge already present (same ends and type, case-insensitive) is not doubled: it
    is counted in `alreadyPresent` (change its weight with update_edges).
    Returns the edges created. Refuses: 404 node_not_found naming each missing end
    (add it with add_nodes first; nothing is stored), 413 limit_exceeded.
    """
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        nodes = require_nodes(scope, _ends(params.edges), hint="Add missing nodes with add_nodes first")
        ids = {norm: node.pk for norm, node in nodes.items()}
        specs = [RelationSpec(e.from_, e.to, e.edgeType, e.weight) for e in params.edges]
        upserted = upsert_relations(scope, specs, ids, origin="asserted")
        created_ids = [f.pk for f in upserted.created]
        record_event(ctx, verb="add_edges", scope=scope, ids={"facts": [str(i) for i in created_ids]})
        created = [edge_view(f) for f in current_edges(scope).filter(pk__in=created_ids).order_by("id")]
    return {"scope": scope_label(scope), "added": len(created), "alreadyPresent": upserted.existing, "edges": created}


def update_edges(*, ctx: CallContext, params: UpdateEdgesIn) -> dict[str, Any]:
    """Change edges found by {from, to, edgeType}: `newWeight`, and/or move them with
    `newFrom` / `newTo` / `newEdgeType` (the old fact is ended, a new one recorded).

    Returns the edges as they are now. Refuses: 404 edge_not_found (with the edge
    types that do link those nodes) or node_not_found, 409 edge_exists when the new
    edge is already there, 422 duplicate_edges; nothing changes on a refusal.
    """
    names = [*_ends(params.edges), *(n for e in params.edges for n in (e.newFrom, e.newTo) if n)]
    with transaction.atomic():
        scope = find_scope_for_write(ctx, params.scope, params.user_id)
        nodes = require_nodes(scope, names)
        facts = _require_edges(scope, nodes, params.edges)
        results = []
        for change, fact in zip(params.edges, facts, strict=True):
            target = (
                _node_id(nodes, change.newFrom or change.from_),
                _node_id(nodes, change.newTo or change.to),
                normalise(change.newEdgeType or change.edgeType),
            )
            weight = fact.weight if change.newWeight is None else change.newWeight
            if target == (fact.subject_id, fact.object_id, fact.type_norm):
                fact.weight = weight
                fact.save(update_fields=["weight"])
                results.append(fact.pk)
            else:
                results.append(_move_edge(scope, fact, target, change.newEdgeType or fact.type, weight).pk)
        record_event(ctx, verb="update_edges", scope=scope, ids={"facts": [str(i) for i in results]})
        by_id = {f.pk: f for f in current_edges(scope).filter(pk__in=results)}
    return {"scope": scope_label(scope), "updated": len(results), "edges": [edge_view(by_id[i]) for i in results]}


def delete_edges(*, ctx: CallContext, params: DeleteEdgesIn) -> dict[str, Any]:
    """Delete edges found by {from, to, edgeType}; both nodes stay.

    Returns how many were deleted. Refuses: 404 edge_not_found / node_not_found
    naming what is missing (nothing is deleted), 422 duplicate_edges.
    """
    with transaction.atomic():
        scope = find_scope_for_write(ctx, params.scope, params.user_id)
        nodes = require_nodes(scope, _ends(params.edges))
        facts = _require_edges(scope, nodes, params.edges)
        Fact.objects.filter(scope=scope, pk__in=[f.pk for f in facts]).update(forgotten_at=timezone.now())
        schedule_communities(scope)
        record_event(ctx, verb="delete_edges", scope=scope, ids={"facts": [str(f.pk) for f in facts]})
    return {"scope": scope_label(scope), "deleted": len(facts)}


def _ends(edges: list[EdgeRef]) -> list[str]:
    return [name for e in edges for name in (e.from_, e.to)]


def _node_id(nodes: dict[str, Entity], name: str) -> int:
    return nodes[normalise(name)].pk


def _key(fact: Fact) -> EdgeKey:
    return (fact.subject_id, fact.object_id, fact.type_norm)


def _current_facts(scope: Scope, subject_ids: set[int], *, lock: bool = False) -> dict[EdgeKey, Fact]:
    """The current facts leaving these nodes, by key."""
    rows = Fact.objects.filter(
        scope=scope, subject_id__in=subject_ids, ended_at__isnull=True, forgotten_at__isnull=True
    ).only("id", "subject_id", "object_id", "type", "type_norm", "weight", "attributes", "origin", "confidence")
    if lock:
        rows = rows.select_for_update()
    return {_key(f): f for f in rows}


def _require_edges(scope: Scope, nodes: dict[str, Entity], edges: list[EdgeRef]) -> list[Fact]:
    """The current fact of each edge reference, locked; refuses 404 naming every missing edge."""
    keys = [(_node_id(nodes, e.from_), _node_id(nodes, e.to), normalise(e.edgeType)) for e in edges]
    if len(set(keys)) != len(keys):
        raise Invalid("the same edge is named more than once; send each edge once", code="duplicate_edges")
    found = _current_facts(scope, {k[0] for k in keys}, lock=True)
    missing = [(edge, key) for edge, key in zip(edges, keys, strict=True) if key not in found]
    if missing:
        raise _edge_not_found(scope, missing, found)
    return [found[key] for key in keys]


def _edge_not_found(scope: Scope, missing: list[tuple[EdgeRef, EdgeKey]], found: dict[EdgeKey, Fact]) -> NotFound:
    described = []
    reported = []
    for edge, (subject, obj, _type) in missing:
        linking = sorted({f.type for key, f in found.items() if key[:2] == (subject, obj)})
        text = f"{edge.from_!r} -[{edge.edgeType}]-> {edge.to!r}"
        if linking:
            text += f" (edges from {edge.from_!r} to {edge.to!r}: {', '.join(linking)})"
        described.append(text)
        reported.append({"from": edge.from_, "to": edge.to, "edgeType": edge.edgeType, "existingEdgeTypes": linking})
    return NotFound(
        f"no edge {'; '.join(described)} in this scope; nothing was changed. Edge types are matched "
        "case-insensitively; read_graph or open_nodes shows the stored edges",
        code="edge_not_found",
        missing=reported,
    )


def _move_edge(scope: Scope, fact: Fact, target: EdgeKey, type_spelling: str, weight: float) -> Fact:
    """End `fact` and record its successor with new ends or type (history kept, as `replaces` does)."""
    subject_id, object_id, type_norm = target
    now = timezone.now()
    fact.ended_at = now
    fact.save(update_fields=["ended_at"])
    spelling = stored_spellings(scope, Fact, [type_norm]).get(type_norm, type_spelling.strip())
    try:
        # The unique index on current edges refuses a successor that already exists (or that a
        # concurrent call just made); the savepoint keeps the transaction usable to say so.
        with transaction.atomic():
            successor = Fact.objects.create(
                scope=scope,
                subject_id=subject_id,
                object_id=object_id,
                type=spelling,
                type_norm=type_norm,
                weight=weight,
                attributes=fact.attributes,
                confidence=fact.confidence,
                origin=fact.origin,
                valid_from=now,
            )
    except IntegrityError:
        raise Conflict(
            "that edge already exists; delete this one with delete_edges instead, or change its weight there",
            code="edge_exists",
        ) from None
    fact.replaced_by = successor
    fact.save(update_fields=["replaced_by"])
    return successor
