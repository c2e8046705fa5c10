"""Nodes a write is about to change, locked for its transaction.

Read-modify-write of metadata and names: concurrent updates of one node queue on
the row lock here instead of overwriting each other's entries.
"""

from collections.abc import Iterable
from typing import Any

from graph.access import CallContext, find_scope_for_write
from graph.models import Entity, Scope
from graph.selectors.graph_views import all_found, distinct_names, nodes_named_query


def locked_nodes(scope: Scope | None, names: Iterable[str], *, hint: str = "") -> dict[str, Entity]:
    """The live nodes with these names, locked until the transaction ends; refuses 404 node_not_found."""
    names = list(names)
    rows = nodes_named_query(scope, names)
    found = {} if rows is None else {e.name_norm: e for e in rows.select_for_update()}
    return all_found(scope, names, found, hint=hint)


def nodes_to_change(
    ctx: CallContext, params: Any, names: list[str], *, field: str, hint: str = ""
) -> tuple[Scope | None, dict[str, Entity]]:
    """The scope a write names and its nodes with these names, locked for the transaction.

    Refuses 422 duplicate_names and 404 node_not_found. Call it inside the write's transaction.
    """
    distinct_names(names, field=field)
    scope = find_scope_for_write(ctx, params.scope, params.user_id)
    return scope, locked_nodes(scope, names, hint=hint)
