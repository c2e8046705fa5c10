"""bounded_count: exact up to its cap, PostgreSQL's estimate past it."""

import pytest
from django.db import connection

from graph.models import Entity, Scope
from graph.selectors.counting import bounded_count
from graph.selectors.live import live_entities

pytestmark = pytest.mark.django_db


def _scope_with(n: int, name: str = "counted") -> Scope:
    scope = Scope.objects.create(kind=Scope.Kind.NAMED, name=name)
    Entity.objects.bulk_create(Entity(scope=scope, name=f"E{i}", name_norm=f"e{i}") for i in range(n))
    return scope


def test_a_total_within_the_cap_is_exact():
    scope = _scope_with(7)
    Entity.objects.filter(scope=scope, name_norm="e0").update(forgotten_at="2026-01-01T00:00:00Z")
    total = bounded_count(live_entities(scope), cap=10)
    assert (total.value, total.exact) == (6, True)


def test_a_total_past_the_cap_is_the_planners_estimate_and_says_so():
    scope = _scope_with(300)
    _scope_with(20, name="other")
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE graph_entity")
    total = bounded_count(live_entities(scope), cap=50)
    assert total.exact is False
    # Statistics of a freshly analysed table place the scope's 300 rows, not the table's 320.
    assert 51 <= total.value and abs(total.value - 300) <= 60
