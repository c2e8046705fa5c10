"""The set-based upserts (COPY into a staging table, one statement): entity resolution in SQL."""

import pytest
from django.db import connection, transaction

from graph.models import Entity, Fact, Scope
from graph.services.staging import ENTITY_STAGE, staged
from graph.services.upsert import EntitySpec, RelationSpec, upsert_entities, upsert_relations
from graph.text.names import normalise

pytestmark = pytest.mark.django_db


@pytest.fixture
def scope() -> Scope:
    return Scope.objects.create(kind=Scope.Kind.NAMED, name="upserted")


def test_a_name_resolves_case_insensitively_to_the_stored_entity_keeping_its_spelling(scope):
    first = upsert_entities(scope, [EntitySpec("Ada Lovelace", "Person", metadata=["Role: Countess"])])
    again = upsert_entities(scope, [EntitySpec("ADA  lovelace", "person", metadata=["Role: Countess", "Born: 1815"])])
    assert first.created == ["Ada Lovelace"] and again.created == []
    assert again.ids == first.ids
    ada = Entity.objects.get(pk=first.ids["ada lovelace"])
    assert (ada.name, ada.type) == ("Ada Lovelace", "Person")
    assert ada.metadata == ["Role: Countess", "Born: 1815"]


def test_a_new_entity_takes_the_type_spelling_the_scope_already_stores(scope):
    upsert_entities(scope, [EntitySpec("Acme", "Company")])
    ids = upsert_entities(scope, [EntitySpec("Globex", "COMPANY"), EntitySpec("Nobody")]).ids
    assert Entity.objects.get(pk=ids["globex"]).type == "Company"
    filled = upsert_entities(scope, [EntitySpec("nobody", "company")])
    assert Entity.objects.get(pk=filled.ids["nobody"]).type == "Company"


def test_an_upsert_that_changes_nothing_rewrites_nothing(scope):
    ids = upsert_entities(scope, [EntitySpec("Ada", "Person", metadata=["Role: Countess"])]).ids
    before = Entity.objects.get(pk=ids["ada"]).updated_at
    upsert_entities(scope, [EntitySpec("ada", "Person", metadata=["Role: Countess"])])
    assert Entity.objects.get(pk=ids["ada"]).updated_at == before


def test_relations_come_back_as_stored_rows_and_are_never_doubled(scope):
    with transaction.atomic():  # two upserts in one transaction: each sees only its own staged rows
        ids = upsert_entities(scope, [EntitySpec("Ada"), EntitySpec("Babbage"), EntitySpec("London")]).ids
        specs = [RelationSpec("Ada", "Babbage", "KNOWS"), RelationSpec("ada", "London", "lives_in", weight=0.5)]
        created = upsert_relations(scope, specs, ids, origin="asserted").created
    assert [(f.subject_id, f.object_id, f.type, f.weight) for f in created] == [
        (ids["ada"], ids["babbage"], "KNOWS", 1.0),
        (ids["ada"], ids["london"], "lives_in", 0.5),
    ]
    assert {f.pk for f in created} == set(Fact.objects.filter(scope=scope).values_list("pk", flat=True))
    again = upsert_relations(scope, [RelationSpec("ADA", "babbage", "knows")], ids, origin="asserted")
    assert (again.created, again.existing) == ([], 1)
    assert Fact.objects.filter(scope=scope).count() == 2


@pytest.mark.parametrize("count", [3, 60])  # staged as quoted VALUES, and by COPY
def test_any_text_is_staged_verbatim(scope, count):
    odd = ["O'Brien %s", "back\\slash", 'quote"d', "tab\there", "Zoë 東京", "100%", "new\nline", "%(scope)s"]
    specs = [
        EntitySpec(f"{odd[i % len(odd)]} {i}", "Thing", metadata=[f"Note: {odd[i % len(odd)]}"]) for i in range(count)
    ]
    ids = upsert_entities(scope, specs).ids
    stored = {e.name: e.metadata for e in Entity.objects.filter(pk__in=ids.values())}
    assert stored == {spec.name: spec.metadata for spec in specs}


def test_no_rows_stage_as_an_empty_query():
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT count(*) FROM ({staged(cursor, ENTITY_STAGE, [])}) AS rows")
        assert cursor.fetchone() == (0,)


@pytest.mark.parametrize("count", [3, 60])  # staged as quoted VALUES, and by COPY
def test_new_rows_take_ids_in_the_callers_order_though_stored_in_key_order(scope, count):
    # Stored in name / key order (so overlapping concurrent calls never wait in a cycle), but
    # numbered as sent: ids, `created` and the edges' order follow the caller's list.
    names = [f"Name {count - i:03d}" for i in range(count)]  # sent in descending name order
    with transaction.atomic():
        upserted = upsert_entities(scope, [EntitySpec(n) for n in names])
        ids = [upserted.ids[normalise(n)] for n in names]
        edges = [RelationSpec(names[i], names[0], "KNOWS") for i in range(1, count)]
        created = upsert_relations(scope, edges, upserted.ids, origin="asserted").created
    assert upserted.created == names
    assert ids == sorted(ids)
    assert [edge.subject_id for edge in created] == ids[1:]  # created comes back in id order
