"""add_nodes / update_nodes / delete_nodes, and the node writes the schema tools share.

Node names are unique per scope (case-insensitive): the partial unique index on
(scope, name_norm) is the arbiter, so two concurrent creates of one name can never
both succeed — the loser is told which node it collided with.
"""

from collections.abc import Sequence
from typing import Any

from django.db import IntegrityError, connection, transaction
from django.db.models import Q
from django.utils import timezone
from psycopg.types.json import Jsonb

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts.inputs_graph import AddNodesIn, DeleteNodesIn, UpdateNodesIn
from graph.exceptions import Conflict
from graph.models import Entity, Fact, Scope
from graph.redaction import redact_value
from graph.selectors.graph_views import distinct_names, live_nodes, node_brief, node_view
from graph.services.communities import schedule_communities
from graph.services.events import record_event
from graph.services.graph_metadata import merge_metadata, metadata_key
from graph.services.node_locks import nodes_to_change
from graph.services.upsert import EntitySpec, stored_spellings
from graph.text.names import match_key, normalise


def add_nodes(*, ctx: CallContext, params: AddNodesIn) -> dict[str, Any]:
    """Create nodes {name, nodeType, metadata} in one transaction.

    Returns the names created. Refuses: 409 node_exists naming the stored node(s)
    (call update_nodes or add_metadata instead; nothing is created), 422
    duplicate_names, 413 limit_exceeded for a name over 1 KiB, 403 for a scope the
    caller may not write.
    """
    distinct_names((n.name for n in params.nodes), field="nodes.name")
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        specs = [EntitySpec(n.name, n.nodeType, metadata=list(dict.fromkeys(n.metadata))) for n in params.nodes]
        created = insert_nodes(scope, specs, hint="call update_nodes or add_metadata to change it")
        record_event(ctx, verb="add_nodes", scope=scope, ids={"entities": [str(e.pk) for e in created]})
    return {"scope": scope_label(scope), "added": len(created), "nodes": [e.name for e in created]}


def update_nodes(*, ctx: CallContext, params: UpdateNodesIn) -> dict[str, Any]:
    """Change nodes: `nodeType`, `metadata` (merged by key: "Status: Lost" replaces the stored
    "Status: …", other entries stay), `newName` (a rename; the node's edges follow).

    Returns the updated nodes. Refuses: 404 node_not_found (with close names), 409
    node_exists when `newName` is taken, 422 duplicate_names; nothing changes on a refusal.
    """
    names = [n.name for n in params.nodes]
    with transaction.atomic():
        scope, nodes = nodes_to_change(ctx, params, names, field="nodes.name", hint="Create it with add_nodes")
        updated = []
        for change in params.nodes:
            node = nodes[normalise(change.name)]
            if change.nodeType is not None:
                set_node_type(scope, node, change.nodeType)
            if change.metadata is not None:
                node.metadata = redact_value(merge_metadata(node.metadata, change.metadata))
            if change.newName is not None:
                rename_node(scope, node, change.newName)
            save_node(scope, node)
            updated.append(node)
        record_event(ctx, verb="update_nodes", scope=scope, ids={"entities": [str(n.pk) for n in updated]})
    return {"scope": scope_label(scope), "updated": len(updated), "nodes": [node_view(n) for n in updated]}


def delete_nodes(*, ctx: CallContext, params: DeleteNodesIn) -> dict[str, Any]:
    """Delete nodes and every edge touching them, in one transaction.

    Returns the names deleted and how many edges went with them. Refuses: 404
    node_not_found naming each unknown name (nothing is deleted).
    """
    with transaction.atomic():
        scope, nodes = nodes_to_change(ctx, params, params.nodeNames, field="nodeNames")
        edges = hide_nodes(scope, [n.pk for n in nodes.values()])
        record_event(ctx, verb="delete_nodes", scope=scope, ids={"entities": [str(n.pk) for n in nodes.values()]})
    return {"scope": scope_label(scope), "deleted": [n.name for n in nodes.values()], "edgesDeleted": edges}


# One statement for new nodes: rows whose name is taken are skipped (ON CONFLICT on the
# partial unique index, which also decides between concurrent creates of one name) and the
# caller is refused, so no savepoint is needed to keep the transaction usable for naming the
# node that holds it. bulk_create with its savepoint was four round trips and the ORM's
# compile of the INSERT, for the one row an add_nodes or add_npc call usually makes.
_INSERT_NODES_SQL = """
    INSERT INTO graph_entity (scope_id, name, name_norm, name_key, type, type_norm, metadata, attributes, origin,
                              created_at, updated_at, forgotten_at)
    SELECT %(scope)s, n.name, n.norm, n.key, n.type, n.type_norm, n.metadata, '{}'::jsonb, %(origin)s,
           %(now)s, %(now)s, NULL
    FROM unnest(%(names)s::text[], %(norms)s::text[], %(keys)s::text[], %(types)s::text[], %(type_norms)s::text[],
                %(metadata)s::jsonb[]) AS n(name, norm, key, type, type_norm, metadata)
    ON CONFLICT (scope_id, name_norm) WHERE forgotten_at IS NULL DO NOTHING
    RETURNING id, name_norm
"""


def insert_nodes(scope: Scope, specs: Sequence[EntitySpec], *, hint: str, origin: str = "asserted") -> list[Entity]:
    """Create these nodes, all new. Refuses 409 node_exists if any name is already taken."""
    now = timezone.now()
    spellings = stored_spellings(scope, Entity, (normalise(s.type) for s in specs))
    rows = [
        Entity(
            scope=scope,
            name=spec.name.strip(),
            name_norm=normalise(spec.name),
            name_key=match_key(spec.name),
            type=spellings.get(normalise(spec.type), spec.type.strip()),
            type_norm=normalise(spec.type),
            metadata=redact_value(spec.metadata or []),
            attributes={},
            origin=origin,
            created_at=now,
            updated_at=now,
        )
        for spec in specs
    ]
    columns = {
        "names": [e.name for e in rows],
        "norms": [e.name_norm for e in rows],
        "keys": [e.name_key for e in rows],
        "types": [e.type for e in rows],
        "type_norms": [e.type_norm for e in rows],
        "metadata": [Jsonb(e.metadata) for e in rows],
    }
    with connection.cursor() as cursor:
        cursor.execute(_INSERT_NODES_SQL, {"scope": scope.pk, "origin": origin, "now": now, **columns})
        ids = {norm: pk for pk, norm in cursor.fetchall()}
    if len(ids) < len(rows):
        _refuse_taken(scope, [e.name_norm for e in rows if e.name_norm not in ids], hint=hint)
        # Only a name sent twice in this call gets here: its second row met its first.
        raise Conflict(f"a name is sent twice in this call; {hint}", code="node_exists", existing=[])
    for entity in rows:
        entity.pk = ids[entity.name_norm]
        entity._state.adding, entity._state.db = False, connection.alias
    return rows


def _refuse_taken(scope: Scope, norms: list[str], *, hint: str, exclude: int | None = None) -> None:
    taken = live_nodes(scope).filter(name_norm__in=norms)
    if exclude is not None:
        taken = taken.exclude(pk=exclude)
    existing = [node_brief(e) for e in taken.order_by("name_norm")]
    if existing:
        described = ", ".join(f"{e['name']!r} ({e['nodeType'] or 'untyped'})" for e in existing)
        raise Conflict(
            f"a node named {described} already exists in this scope; {hint}", code="node_exists", existing=existing
        )


def set_node_type(scope: Scope, node: Entity, node_type: str) -> None:
    norm = normalise(node_type)
    node.type = stored_spellings(scope, Entity, [norm]).get(norm, node_type.strip())
    node.type_norm = norm


def rename_node(scope: Scope, node: Entity, new_name: str) -> None:
    """Give `node` a new name (its edges reference it by id, so they follow). Refuses 409 if taken."""
    old_name = node.name
    norm = normalise(new_name)
    _refuse_taken(scope, [norm], hint="choose another name or delete that node first", exclude=node.pk)
    node.name, node.name_norm, node.name_key = new_name.strip(), norm, match_key(new_name)
    # A "Name: …" entry that spelled the old name would now contradict the node.
    node.metadata = [
        f"{line.partition(':')[0]}: {node.name}" if metadata_key(line) == "name" and old_name in line else line
        for line in node.metadata
    ]


def save_node(scope: Scope, node: Entity) -> None:
    """Save a node's name, type and metadata; a rename that races another write of that name is refused 409."""
    try:
        with transaction.atomic():
            node.save(update_fields=["name", "name_norm", "name_key", "type", "type_norm", "metadata", "updated_at"])
    except IntegrityError:
        _refuse_taken(scope, [node.name_norm], hint="choose another name", exclude=node.pk)
        raise


def hide_nodes(scope: Scope, node_ids: list[int]) -> int:
    """Forget these nodes and every edge touching them (hidden at once, purged later). Returns edges hidden."""
    now = timezone.now()
    touching = Q(subject_id__in=node_ids) | Q(object_id__in=node_ids)
    edges = Fact.objects.filter(touching, scope=scope, forgotten_at__isnull=True).update(forgotten_at=now)
    Entity.objects.filter(scope=scope, pk__in=node_ids, forgotten_at__isnull=True).update(forgotten_at=now)
    schedule_communities(scope)
    return edges
