"""The rows every read starts from: live (not forgotten) entities and facts of one scope.

Forgetting stamps forgotten_at; filtering here, in SQL, is what makes forgotten memory
unreachable from every read path at once.
"""

from django.db.models import Q, QuerySet

from graph.models import Entity, Fact, Scope


def live_entity_condition(scope: Scope) -> Q:
    """What live_entities selects, as a condition (for graph.sql.compiled)."""
    return Q(scope=scope, forgotten_at__isnull=True)


def live_entities(scope: Scope) -> QuerySet[Entity]:
    return Entity.objects.filter(live_entity_condition(scope))


def live_fact_rows(scope: Scope) -> QuerySet[Fact]:
    """Facts of `scope` whose row and both ends are not forgotten (current or ended)."""
    return Fact.objects.filter(
        scope=scope,
        forgotten_at__isnull=True,
        subject__forgotten_at__isnull=True,
        object__forgotten_at__isnull=True,
    )
