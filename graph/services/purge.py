"""Physical erasure of forgotten memory, and the expiry of session memory.

`forget` hides rows at once by stamping `forgotten_at`; this erases them for good
after the retention period (MEMORYMESH_FORGET_RETENTION_SECONDS), so that a mistaken
forget can still be investigated by an operator for a while. Session memory lives as
long as its conversation matters: facts of session scopes said more than
MEMORYMESH_SESSION_RETENTION_DAYS ago are forgotten (then erased like any other).
"""

from datetime import timedelta

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from graph.models import Document, Entity, Fact, Passage, PassageMention, Scope


def purge_forgotten(*, retention_seconds: int) -> dict[str, int]:
    """Delete rows forgotten more than `retention_seconds` ago. Returns counts by kind.

    Idempotent: a second run finds nothing left to delete.
    """
    cutoff = timezone.now() - timedelta(seconds=retention_seconds)
    counts: dict[str, int] = {}
    with transaction.atomic():
        counts["passages"] = _delete(Passage.objects.filter(forgotten_at__lte=cutoff))
        counts["facts"] = _delete(Fact.objects.filter(forgotten_at__lte=cutoff))
        # Mentions of a forgotten entity go with it; facts that pointed at it were
        # forgotten with it, but erase any stragglers rather than cascade blindly.
        PassageMention.objects.filter(entity__forgotten_at__lte=cutoff).delete()
        Fact.objects.filter(subject__forgotten_at__lte=cutoff).delete()
        Fact.objects.filter(object__forgotten_at__lte=cutoff).delete()
        counts["entities"] = _delete(Entity.objects.filter(forgotten_at__lte=cutoff))
        counts["documents"] = _delete(Document.objects.filter(forgotten_at__lte=cutoff))
        counts["scopes"] = _delete(Scope.objects.filter(forgotten_at__lte=cutoff))
    return counts


def forget_expired_session_memory(*, retention_days: int) -> int:
    """Forget the facts of session scopes recorded more than `retention_days` ago; how many.

    Idempotent: what is forgotten is not counted again. One UPDATE, so a fact written while
    it runs is either older than the cutoff (forgotten) or not (kept), never half of each.
    """
    cutoff = timezone.now() - timedelta(days=retention_days)
    expired = Fact.objects.filter(scope__kind=Scope.Kind.SESSION, recorded_at__lt=cutoff, forgotten_at__isnull=True)
    return expired.update(forgotten_at=timezone.now())


def _delete(queryset: QuerySet) -> int:
    """Delete and return how many rows of the queryset's own model went."""
    return queryset.delete()[1].get(queryset.model._meta.label, 0)
