"""mem0's update, delete and their batches: one memory (a fact) by its id.

An update of the words is memory_manage's update: the old memory ends, kept as history
(`replaced_by`), and the new one has a new id (answered). Only account and organisation
memories are updated so (session memory is a run's record: delete and add instead). A
delete is memory_forget of the fact, in every dimension, with the erasure that brings.
"""

from typing import Any

from django.db import transaction

from graph.access import CallContext, scope_label
from graph.contracts.inputs import FactRef, ForgetIn
from graph.exceptions import Invalid
from graph.models import Fact, Scope
from graph.services.forget import forget
from mem0_compat.inputs import BatchDeleteIn, BatchUpdateIn, DeleteIn, UpdateIn
from mem0_compat.models import MemoryMetadata
from mem0_compat.selectors.memories import get_memory, memory_fact
from teams.inputs import ManageIn
from teams.services.manage import memory_manage

DELETED = "Memory deleted successfully!"


def update_memory(*, ctx: CallContext, params: UpdateIn) -> dict[str, Any]:
    """Change a current memory's words (`text`) and/or its `metadata`. Returns the memory as it
    now is (a new id when the words changed). Refuses: 404 not_found, 422 nothing_to_update,
    422 not_updatable (a session memory's words), 403 org_admins_write and the rest of
    memory_manage's refusals."""
    with transaction.atomic():
        memory_id = _update(ctx, params.memory_id, params.text, params.metadata)
    return get_memory(ctx=ctx, params=params.model_copy(update={"memory_id": memory_id}))


def batch_update(*, ctx: CallContext, params: BatchUpdateIn) -> dict[str, Any]:
    """update for each of `memories` [{memory_id, text?, metadata?}], all or none (one
    transaction: the first refusal undoes the others). Returns mem0's message."""
    with transaction.atomic():
        for item in params.memories:
            _update(ctx, item.memory_id, item.text, item.metadata)
    return {"message": f"Successfully updated {len(params.memories)} memories"}


def delete_memory(*, ctx: CallContext, params: DeleteIn) -> dict[str, Any]:
    """Forget a current memory (and, with `delete_linked`, the memories it replaced). Returns
    mem0's message. Refuses: 404 not_found, 403 for a memory the caller may not write."""
    with transaction.atomic():
        _delete(ctx, params.memory_id, linked=params.delete_linked)
    return {"message": DELETED}


def batch_delete(*, ctx: CallContext, params: BatchDeleteIn) -> dict[str, Any]:
    """delete for each of `memories` [{memory_id}], all or none. Returns mem0's message."""
    with transaction.atomic():
        for item in params.memories:
            _delete(ctx, item.memory_id, linked=False)
    return {"message": f"Successfully deleted {len(params.memories)} memories"}


def _update(ctx: CallContext, memory_id: str, text: str | None, metadata: dict[str, Any] | None) -> str:
    if text is None and metadata is None:
        raise Invalid("send `text` or `metadata` to update", code="nothing_to_update", field="text")
    fact = memory_fact(ctx, memory_id, current=True)
    if text is not None:
        memory_id = _reworded(ctx, fact, text)
    if metadata is not None:
        MemoryMetadata.objects.update_or_create(
            fact_id=int(memory_id), defaults={"metadata": metadata, "scope_id": fact.scope_id}
        )
    return memory_id


def _reworded(ctx: CallContext, fact: Fact, text: str) -> str:
    """memory_manage update of an account or org memory; the id of the memory that says `text`."""
    scope = fact.scope
    if scope.kind not in (Scope.Kind.ACCOUNT, Scope.Kind.ORG):
        raise Invalid(
            "a session memory is a run's record and is not reworded: delete it and add the new words",
            code="not_updatable",
            field="text",
        )
    org = scope.organisation.slug if scope.kind == Scope.Kind.ORG else None
    manage = ManageIn(
        action="update",
        dimension="org" if org else "account",
        org=org,
        id=str(fact.pk),
        text=text,
        user_id=scope.end_user or None,
    )
    return memory_manage(ctx=ctx, params=manage)["item"]["id"]


def _delete(ctx: CallContext, memory_id: str, *, linked: bool) -> None:
    fact = memory_fact(ctx, memory_id, current=True)
    earlier = list(Fact.objects.filter(replaced_by=fact, forgotten_at__isnull=True)) if linked else []
    _forget(ctx, fact)
    while earlier:
        older = earlier.pop()
        earlier += Fact.objects.filter(replaced_by=older, forgotten_at__isnull=True)
        _forget(ctx, older)


def _forget(ctx: CallContext, fact: Fact) -> None:
    triple = FactRef(**{"from": fact.subject.name, "to": fact.object.name, "type": fact.type})
    forget(ctx=ctx, params=ForgetIn(scope=scope_label(fact.scope), user_id=fact.scope.end_user or None, fact=triple))
