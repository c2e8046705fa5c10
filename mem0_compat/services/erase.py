"""mem0's delete_all and its entity deletes: whole dimensions of one end user or one run."""

from typing import Any

from django.db import transaction

from graph.access import CallContext, readable_scopes, scope_label
from graph.contracts.inputs import ForgetIn
from graph.contracts.inputs_portability import DeleteUserIn
from graph.exceptions import Invalid, NotFound
from graph.models import Scope
from graph.services.delete_user import delete_user
from graph.services.forget import forget
from mem0_compat.inputs import Entities, EntityIn
from mem0_compat.selectors.memories import reached_scopes
from mem0_compat.targets import target_of

ALL_DELETED = "Memories deleted successfully!"
ENTITY_DELETED = "Entity deleted successfully!"


def delete_all_memories(*, ctx: CallContext, params: Entities) -> dict[str, Any]:
    """Forget every memory of a run (`run_id` / `agent_id`: its session), or of an end user
    (`user_id` alone: the account memory of that partition — an org-bound token's organisation
    memory — and every session of it). Returns mem0's message.
    Refuses: 422 filter_required (no user_id, agent_id or run_id: mem0's clients would erase a
    whole project), 422 unsupported_filter, 403 for a scope the caller may not write."""
    target = target_of(params)
    if not target.named:
        raise Invalid("name user_id, agent_id or run_id: what to delete", code="filter_required", field="user_id")
    with transaction.atomic():
        if target.run_id is not None:
            scopes = [s for s in reached_scopes(ctx, target) if s.kind == Scope.Kind.SESSION]
        else:
            scopes = reached_scopes(ctx, target)
            scopes += list(readable_scopes(ctx, target.user_id).filter(kind=Scope.Kind.SESSION))
        for scope in scopes:
            _forget_all(ctx, scope)
    return {"message": ALL_DELETED}


def delete_entity(*, ctx: CallContext, params: EntityIn) -> dict[str, Any]:
    """Delete one of the entities `users` lists: a `user` is erased physically, in every scope
    you own (delete_user); an `agent` or `run` forgets its sessions in every partition.
    Returns mem0's message. Refuses: 404 not_found for an entity with no memory of yours,
    403 owner_only for a gateway token erasing a user."""
    if params.entity_type == "user":
        delete_user(ctx=ctx, params=DeleteUserIn(user_id=params.entity_id))
        return {"message": ENTITY_DELETED}
    with transaction.atomic():
        sessions = readable_scopes(ctx, None, every_partition=True).filter(
            kind=Scope.Kind.SESSION, name=params.entity_id
        )
        found = list(sessions)
        if not found:
            raise NotFound(f"no {params.entity_type} {params.entity_id!r} with memory of yours", code="not_found")
        for scope in found:
            _forget_all(ctx, scope)
    return {"message": ENTITY_DELETED}


def _forget_all(ctx: CallContext, scope: Scope) -> None:
    forget(ctx=ctx, params=ForgetIn(scope=scope_label(scope), user_id=scope.end_user or None, all=True))
