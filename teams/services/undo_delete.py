"""Undo of a delete: a memory deleted with memory_manage (or forgotten with memory_forget) comes
back within the retention period, before the purge erases it for good.

Forgetting only hides rows (`forgotten_at`), so the memory keeps its statement, search terms,
citation and vectors while it waits for the purge; undo clears `forgotten_at` on the fact
and on what was hidden with it at the same instant: the entities no other memory named (the
cascade of graph.services.erasure) and the turn copy it cited. Like undo_replace, the
restored memory ends what contradicts it now, visibly (`replaced_by` it).
"""

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

from graph.access import CallContext
from graph.exceptions import Conflict, NotFound
from graph.models import Document, Entity, Fact, Passage, Scope
from graph.services.events import record_event
from teams.services.memories import contradicted, end_facts


def undo_delete(ctx: CallContext, scope: Scope, fact_id: str) -> dict[str, Any]:
    """Bring back the deleted memory `fact_id` of `scope`, with the entities and turn copy hidden
    with it, ending whatever contradicts it now. Returns the restored fact, the names of the
    entities restored and the ids of the facts it ended.

    Refuses: 404 not_found (no deleted memory of this scope), 404 retention_passed (deleted
    longer ago than MEMORYMESH_FORGET_RETENTION_SECONDS), 409 already_current (said again
    since), 409 entity_changed (an end was forgotten on its own, or named anew, since).
    """
    fact = (
        Fact.objects.select_for_update(of=("self",))
        .select_related("subject", "object")
        .filter(scope=scope, pk=int(fact_id), forgotten_at__isnull=False)
        .first()
    )
    if fact is None:
        raise NotFound(f"no deleted memory {fact_id} in this dimension", code="not_found", field="id")
    if fact.forgotten_at < timezone.now() - timedelta(seconds=settings.FORGET_RETENTION_SECONDS):
        raise NotFound(f"memory {fact_id} was deleted before the retention period", code="retention_passed")
    ends = _hidden_ends(scope, fact)
    if fact.ended_at is None and _said_again(scope, fact):
        raise Conflict(f"memory {fact_id} has been said again since: it is current", code="already_current")
    at, now = fact.forgotten_at, timezone.now()
    Entity.objects.filter(pk__in=[e.pk for e in ends]).update(forgotten_at=None)
    if fact.document_id is not None:
        Passage.objects.filter(document_id=fact.document_id, forgotten_at=at).update(forgotten_at=None)
        Document.objects.filter(pk=fact.document_id, forgotten_at=at).update(forgotten_at=None)
    ended: list[str] = []
    if fact.ended_at is None:  # a memory deleted while current is current again: end its rivals
        rivals = contradicted(scope, fact.subject_id, fact.object_id, fact.type, fact.object.type)
        ended = end_facts(rivals, replaced_by=fact, at=now)
    Fact.objects.filter(pk=fact.pk).update(forgotten_at=None)
    names = [e.name for e in ends]
    record_event(ctx, verb="undo_delete", scope=scope, ids={"fact": str(fact.pk), "ended": ended, "entities": names})
    return {"outcome": "restored", "ended": ended, "entities_restored": names, "restored": str(fact.pk)}


def _hidden_ends(scope: Scope, fact: Fact) -> list[Entity]:
    """The forgotten ends of `fact` to restore with it; refuses when one was forgotten on its own
    (another instant: memory_forget of the entity) or a live entity of that name exists now."""
    ends = [e for e in dict.fromkeys((fact.subject, fact.object)) if e.forgotten_at is not None]
    for entity in ends:
        named_anew = Entity.objects.filter(scope=scope, name_norm=entity.name_norm, forgotten_at__isnull=True)
        if entity.forgotten_at != fact.forgotten_at or named_anew.exists():
            raise Conflict(
                f"{entity.name!r} was forgotten on its own or named anew since: add the memory again",
                code="entity_changed",
            )
    return ends


def _said_again(scope: Scope, fact: Fact) -> bool:
    return (
        Fact.objects.filter(scope=scope, subject_id=fact.subject_id, object_id=fact.object_id, type_norm=fact.type_norm)
        .filter(ended_at__isnull=True, forgotten_at__isnull=True)
        .exists()
    )
