"""delete_user: erase one end user's partition, physically, in one transaction.

`forget` hides rows at once and the purge job deletes them after the retention period;
this deletes at once, forgotten rows included: every row of every scope of the
partition — entities, facts, passages with their vectors, mentions, documents, uploads
waiting to be parsed, jobs, the scopes' own audit events — and the scopes themselves.
What remains is one audit event of the erasure, naming the end user only by hash.
"""

from typing import Any

from django.db import connection, transaction
from django.db.models import Q

from graph.access import CallContext, end_user_for, partition_scopes
from graph.contracts.inputs_portability import DeleteUserIn
from graph.exceptions import Invalid, NotFound
from graph.models import Event, Passage, Scope
from graph.selectors.audit import ERASURE_VERB, name_hash
from graph.services.events import record_event

# Django's default plural of "entity community" is "entity communitys".
_COUNT_NAMES = {"graph_entitycommunity": "entity_communities"}


def delete_user(*, ctx: CallContext, params: DeleteUserIn) -> dict[str, Any]:
    """Erase end user `user_id` in every scope the caller owns (named, session, account, and
    the org scopes they administer), in one transaction.

    Returns `deleted` counts by kind (scopes, entities, facts, passages, vectors, passage
    mentions, documents, uploads, jobs, events) and `already_deleted: false`; a repeat
    after an erasure answers `already_deleted: true` and writes nothing.
    Refuses: 404 not_found for an end user with no memory of this caller; 422
    invalid_arguments without user_id (or the X-MemoryMesh-User header); 403 owner_only
    for a gateway token; 403 user_id_mismatch against the header; 422 invalid_user_id.
    """
    end_user = end_user_for(ctx, params.user_id)
    if not end_user:
        raise Invalid(
            "user_id is required: the end user whose partition to erase (forget all erases a whole scope)",
            code="invalid_arguments",
            fields=[{"field": "user_id", "problem": "Field required"}],
        )
    hashed = name_hash(end_user)
    with transaction.atomic():
        scope_ids = list(partition_scopes(ctx, end_user).values_list("pk", flat=True))
        if not scope_ids:
            erasures = Event.objects.filter(scope__isnull=True, actor=ctx.user, verb=ERASURE_VERB)
            erased = erasures.filter(ids__user_id_hash=hashed)
            if erased.exists():
                return {"user_id": end_user, "already_deleted": True, "deleted": {}}
            raise NotFound("no memory was ever stored for this end user in your scopes", code="not_found")
        # Lock the scopes: a write racing in now waits, then finds its scope gone.
        list(Scope.objects.select_for_update().filter(pk__in=scope_ids).values_list("pk", flat=True))
        deleted = erase_scopes(scope_ids)
        record_event(ctx, verb=ERASURE_VERB, scope=None, ids={"user_id_hash": hashed}, detail={"deleted": deleted})
    return {"user_id": end_user, "already_deleted": False, "deleted": deleted}


def erase_scopes(scope_ids: list[int]) -> dict[str, int]:
    """DELETE every row that belongs to these scopes, then the scopes; counts by kind.

    Every table with a foreign key to Scope is emptied of these scopes, so a table added
    later is erased too. Foreign keys are checked at commit (PostgreSQL deferred
    constraints), by when every row pointing at a deleted one is gone as well.
    """
    # Passages with a vector: a mostly CJK one may hold e5's alone (graph.models.memory.awaiting_main_vector).
    embedded = Q(embedding__isnull=False) | Q(e5_embedding__isnull=False)
    counts = {"vectors": Passage.objects.filter(embedded, scope_id__in=scope_ids).count()}
    with connection.cursor() as cursor:
        for relation in _foreign_keys_to_scope():
            model = relation.related_model
            table, column = model._meta.db_table, relation.field.column
            cursor.execute(f'DELETE FROM "{table}" WHERE "{column}" = ANY(%s)', [scope_ids])
            name = _COUNT_NAMES.get(table) or str(model._meta.verbose_name_plural).replace(" ", "_")
            counts[name] = counts.get(name, 0) + cursor.rowcount
        cursor.execute('DELETE FROM "graph_scope" WHERE id = ANY(%s)', [scope_ids])
        counts["scopes"] = cursor.rowcount
    return counts


def _foreign_keys_to_scope() -> list[Any]:
    """Every other table's foreign key to Scope, hidden ones (related_name="+", as on entity
    communities) included: `_meta.related_objects` leaves those out, and a row left behind
    pointing at an erased entity failed the commit."""
    fields = Scope._meta.get_fields(include_hidden=True)
    return [field for field in fields if field.auto_created and not field.concrete and field.is_relation]
