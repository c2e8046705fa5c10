"""The terms route of team search reads the partial teams_fact_terms index, which holds only
facts that have search terms (a plain graph edge takes no entry in it)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from graph.models import Scope
from graph.services.upsert import EntitySpec, RelationSpec, upsert_entities, upsert_relations
from teams.selectors.search import search

pytestmark = pytest.mark.django_db


def test_the_terms_lookup_is_planned_on_the_partial_index():
    scope = Scope.objects.create(kind=Scope.Kind.NAMED, name="team")
    names = [f"Node {i}" for i in range(400)]
    ids = upsert_entities(scope, [EntitySpec(n) for n in names]).ids
    edges = [RelationSpec(names[i], names[(i * 7 + j) % 400], "LINKS") for i in range(400) for j in range(1, 6)]
    remembered = [
        RelationSpec(names[i], names[i + 1], "PREFERS", attributes={"terms": ["editor", f"t{i}"]}) for i in range(5)
    ]
    upsert_relations(scope, edges + remembered, ids, origin="extracted")
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE graph_fact")
    with CaptureQueriesContext(connection) as queries:
        search([scope.pk], "which editor does Ada prefer", k=5, hops=0, min_confidence=0.0)
    (statement,) = [q["sql"] for q in queries.captured_queries if "?|" in q["sql"]]
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN " + statement)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert "teams_fact_terms" in plan, plan


def test_the_index_holds_only_facts_with_terms():
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_get_indexdef('teams_fact_terms'::regclass)")
        definition = cursor.fetchone()[0]
    assert "attributes ? 'terms'" in definition


def _explained(statement: str) -> str:
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN " + statement)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.mark.django_db(transaction=True)  # VACUUM cannot run inside the test's transaction
def test_the_same_relation_lookup_reads_its_index_not_the_whole_table():
    """Three scopes of 1,500 memories each, the first scope's the oldest: the newest `uses`
    memories of it come from teams_fact_relation_newest, not a backward walk of every id."""
    scopes = [Scope.objects.create(kind=Scope.Kind.NAMED, name=f"team-{n}") for n in range(3)]
    for scope in scopes:
        names = ["Ada"] + [f"Tool {i}" for i in range(1500)]
        ids = upsert_entities(scope, [EntitySpec(n) for n in names]).ids
        relations = ("USES", "PREFERS", "DISLIKES", "NOTE")
        facts = [
            RelationSpec("Ada", names[i + 1], relations[i % 4], attributes={"terms": [f"t{i}"]}) for i in range(1500)
        ]
        upsert_relations(scope, facts, ids, origin="extracted")
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE graph_fact")
    with CaptureQueriesContext(connection) as queries:
        search([s.pk for s in scopes], "Should we use kafka?", k=5, hops=0, min_confidence=0.0)
    (statement,) = [q["sql"] for q in queries.captured_queries if "relation AS" in q["sql"]]
    plan = _explained(statement)
    assert plan.count("teams_fact_relation_newest") == 3, plan
    assert "graph_fact_pkey" not in plan, plan
