"""add_<type> / update_<type> / delete_<type>: the tools each enabled schema yields.

Unlike the original MemoryMesh, the server enforces the schema (required fields,
enum values, additionalProperties false, relationship targets) and a call is one
transaction: a node is never stored without its edges. A relationship target that
is not a node of the scope is refused — never created as an empty placeholder — and
the refusal names the field, the missing name and close stored names.
"""

from typing import Any

from django.db import transaction
from django.utils import timezone
from pydantic import BaseModel

from graph.access import CallContext, find_scope_for_write, scope_for_write, scope_label
from graph.contracts import limits
from graph.exceptions import Conflict, Invalid
from graph.models import Entity, Fact, Scope
from graph.selectors.graph_views import current_edges, edge_view, node_view, nodes_named, require_nodes
from graph.selectors.seeding import suggestions
from graph.services.events import record_event
from graph.services.graph_metadata import merge_metadata
from graph.services.graph_nodes import hide_nodes, insert_nodes, rename_node, save_node
from graph.services.node_locks import locked_nodes
from graph.services.upsert import EntitySpec, RelationSpec, upsert_relations
from graph.text.names import normalise
from schemas_app.definition import RENAME_FIELD, NodeSchema
from schemas_app.problems import summary


def add_schema_node(*, ctx: CallContext, params: BaseModel, schema: NodeSchema) -> dict[str, Any]:
    """add_<type>: create one node of this type with its metadata and relationship edges, atomically.

    Takes {"<type>": {name, …fields}, scope?}. Returns the node and its edges.
    Refuses: 422 schema_violation (missing required field, value outside the enum,
    unknown field where additionalProperties is false, wrong type — each named),
    422 relationship_target_missing (the field and the names that are not nodes),
    409 node_exists (the stored node: call update_<type>). Nothing is stored on a refusal.
    """
    payload = _checked(schema, "add", params)
    targets = schema.targets_in(payload)
    limits.check_names("name", [payload["name"], *(t[2] for t in targets)])
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        spec = EntitySpec(payload["name"], schema.type_name, metadata=schema.metadata_for(payload))
        (node,) = insert_nodes(scope, [spec], hint=f"call update_{schema.type_name} to change it")
        edges = _link(scope, node, targets)
        record_event(ctx, verb=schema.tool_name("add"), scope=scope, ids={"entity": str(node.pk)})
    # A new node's edges are exactly those just made: no need to read them back.
    return {"scope": scope_label(scope), "node": node_view(node), "edges": edges}


def update_schema_node(*, ctx: CallContext, params: BaseModel, schema: NodeSchema) -> dict[str, Any]:
    """update_<type>: change fields of one node of this type, found by name, atomically.

    Takes {"update_<type>": {name, newName?, …fields}, scope?}. Sent fields replace
    those metadata entries; the rest is kept. A relationship field sent replaces the
    edges of its type (old ones end, kept as history). `newName` renames (edges follow).
    Returns the node and its edges. Refuses: 422 schema_violation,
    422 relationship_target_missing, 404 node_not_found (call add_<type>),
    409 wrong_node_type (names the right tool), 409 node_exists for a taken newName.
    """
    payload = _checked(schema, "update", params)
    targets = schema.targets_in(payload)
    limits.check_names("name", [payload["name"], payload.get(RENAME_FIELD) or "", *(t[2] for t in targets)])
    with transaction.atomic():
        scope = find_scope_for_write(ctx, params.scope, params.user_id)
        node = _own_node(scope, schema, payload["name"], lock=True)
        node.metadata = merge_metadata(node.metadata, schema.metadata_for(payload))
        for field, edge_type in schema.relationships.items():
            if field in payload:
                _end_edges(scope, node, edge_type, keep={normalise(t[2]) for t in targets if t[0] == field})
        if RENAME_FIELD in payload:
            rename_node(scope, node, payload[RENAME_FIELD])
        save_node(scope, node)
        _link(scope, node, targets)
        record_event(ctx, verb=schema.tool_name("update"), scope=scope, ids={"entity": str(node.pk)})
    return _reply(scope, node)


def delete_schema_node(*, ctx: CallContext, params: BaseModel, schema: NodeSchema) -> dict[str, Any]:
    """delete_<type>: delete one node of this type and every edge touching it.

    Takes {"delete_<type>": {name}, scope?}. Returns the name and how many edges went.
    Refuses: 404 node_not_found (with close names), 409 wrong_node_type, 422 schema_violation.
    """
    payload = _checked(schema, "delete", params)
    with transaction.atomic():
        scope = find_scope_for_write(ctx, params.scope, params.user_id)
        node = _own_node(scope, schema, payload["name"], lock=True)
        edges = hide_nodes(scope, [node.pk])
        record_event(ctx, verb=schema.tool_name("delete"), scope=scope, ids={"entity": str(node.pk)})
    return {"scope": scope_label(scope), "deleted": node.name, "nodeType": node.type, "edgesDeleted": edges}


def _checked(schema: NodeSchema, action: str, params: BaseModel) -> dict[str, Any]:
    payload = params.payload
    found = schema.payload_problems(action, payload)
    if found:
        raise Invalid(
            f"{schema.tool_name(action)} refused, nothing was stored: {summary(found)}",
            code="schema_violation",
            tool=schema.tool_name(action),
            fields=found,
        )
    for field, entry in schema.metadata_entries(payload).items():
        limits.check_bytes(f"{schema.wrapper(action)}.{field}", entry, limits.MAX_METADATA_ENTRY_BYTES)
    return payload


def _own_node(scope: Scope | None, schema: NodeSchema, name: str, *, lock: bool) -> Entity:
    """The node `name`, which must be of this schema's type."""
    hint = f"Create it with {schema.tool_name('add')}"
    found = locked_nodes(scope, [name], hint=hint) if lock else require_nodes(scope, [name], hint=hint)
    node = found[normalise(name)]
    if node.type_norm != normalise(schema.type_name):
        kind = node.type or "untyped"
        right = f"update_{node.type_norm}/delete_{node.type_norm}" if node.type_norm else "update_nodes/delete_nodes"
        raise Conflict(
            f"{node.name!r} is a {kind} node, not a {schema.type_name}: use {right} for it",
            code="wrong_node_type",
            node={"name": node.name, "nodeType": node.type},
        )
    return node


def _link(scope: Scope, node: Entity, targets: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    """Edges from `node` to each target; refuses 422 relationship_target_missing if a target is not a node.

    Returns the edges created (as edge views).
    """
    if not targets:
        return []
    found = nodes_named(scope, (t[2] for t in targets))
    missing = [t for t in targets if normalise(t[2]) not in found]
    if missing:
        raise _target_missing(scope, missing)
    ids = {norm: entity.pk for norm, entity in found.items()} | {node.name_norm: node.pk}
    specs = [RelationSpec(node.name, target, edge_type) for _field, edge_type, target in targets]
    created = upsert_relations(scope, specs, ids, origin="asserted").created
    names = {entity.pk: entity.name for entity in found.values()} | {node.pk: node.name}
    return [{"from": node.name, "to": names[f.object_id], "edgeType": f.type, "weight": f.weight} for f in created]


def _target_missing(scope: Scope, missing: list[tuple[str, str, str]]) -> Invalid:
    reported = []
    parts = []
    for field, edge_type, target in missing:
        close = suggestions(scope, target)
        hint = f" (did you mean {', '.join(repr(c) for c in close)}?)" if close else ""
        parts.append(f"{field} names {target!r}{hint}")
        reported.append({"field": field, "edgeType": edge_type, "missing": target, "didYouMean": close})
    return Invalid(
        f"{'; '.join(parts)}, which is not a node in this scope. Create it first (with its add_<type> tool or "
        "add_nodes) or use the name of an existing node; nothing was stored",
        code="relationship_target_missing",
        targets=reported,
    )


def _end_edges(scope: Scope, node: Entity, edge_type: str, *, keep: set[str]) -> None:
    """End the node's current edges of this type whose target is not kept (history stays readable)."""
    Fact.objects.filter(
        scope=scope, subject=node, type_norm=normalise(edge_type), ended_at__isnull=True, forgotten_at__isnull=True
    ).exclude(object__name_norm__in=keep).update(ended_at=timezone.now())


def _reply(scope: Scope, node: Entity) -> dict[str, Any]:
    """The node and all its current outgoing edges, as they are after the change."""
    edges = current_edges(scope).filter(subject=node).order_by("id")
    return {"scope": scope_label(scope), "node": node_view(node), "edges": [edge_view(f) for f in edges]}
