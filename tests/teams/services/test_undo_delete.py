"""memory_manage undo_delete over HTTP: a deleted memory comes back within the retention period,
with the entity deleted with it and its search terms, audited; org memory by its admins only."""

from datetime import timedelta

from django.utils import timezone

from graph.models import Entity, Event, Fact
from tests.teams.turns import post, texts


def manage(client, action: str, expect: int = 200, **fields) -> dict:
    return post(client, "manage", expect, action=action, **fields)


def added_then_deleted(client, text: str, **dimension: str) -> str:
    fact_id = manage(client, "add", text=text, **dimension)["item"]["id"]
    manage(client, "delete", id=fact_id, **dimension)
    return fact_id


def test_undo_delete_brings_back_the_memory_and_the_entity_deleted_with_it(dana):
    fact_id = added_then_deleted(dana, "We use Kafka", dimension="org", org="acme")
    assert not Entity.objects.filter(name="Kafka", forgotten_at__isnull=True).exists()
    assert texts(post(dana, "query", query="Kafka", dimensions=["org"], org="acme")) == []
    reply = manage(dana, "undo_delete", id=fact_id, dimension="org", org="acme")
    assert (reply["outcome"], reply["item"]["id"], reply["entities_restored"]) == ("restored", fact_id, ["Kafka"])
    assert Fact.objects.get(pk=fact_id).forgotten_at is None
    assert Entity.objects.get(name="Kafka").forgotten_at is None
    # found again by its words: the search terms stayed with it while it was hidden
    assert texts(post(dana, "query", query="Kafka", dimensions=["org"], org="acme")) == ["Uses Kafka"]
    event = Event.objects.get(verb="undo_delete")
    assert event.ids == {"fact": fact_id, "ended": [], "entities": ["Kafka"]}


def test_a_restored_single_valued_memory_ends_the_one_that_took_its_place(dana):
    fact_id = added_then_deleted(dana, "I live in Paris")
    berlin = manage(dana, "add", text="I live in Berlin")["item"]["id"]
    reply = manage(dana, "undo_delete", id=fact_id)
    assert reply["ended"] == [berlin]
    assert Fact.objects.get(pk=berlin).replaced_by_id == int(fact_id)


def test_a_member_cannot_undo_a_delete_in_org_memory(people):
    fact_id = added_then_deleted(people["dana"], "We use Kafka", dimension="org", org="acme")
    refused = manage(people["sam"], "undo_delete", 403, id=fact_id, dimension="org", org="acme")
    assert refused["error"] == "org_admins_write"
    assert Fact.objects.get(pk=fact_id).forgotten_at is not None
    assert not Event.objects.filter(verb="undo_delete").exists()


def test_only_a_deleted_memory_of_that_dimension_can_be_undone(people):
    current = manage(people["dana"], "add", text="I live in Paris")["item"]["id"]
    assert manage(people["dana"], "undo_delete", 404, id=current)["error"] == "not_found"
    sams = added_then_deleted(people["sam"], "I live in Rome")
    assert manage(people["dana"], "undo_delete", 404, id=sams)["error"] == "not_found"
    assert Fact.objects.get(pk=sams).forgotten_at is not None


def test_a_delete_older_than_the_retention_period_cannot_be_undone(dana):
    fact_id = added_then_deleted(dana, "I live in Paris")
    Fact.objects.filter(pk=fact_id).update(forgotten_at=timezone.now() - timedelta(days=8))
    refused = manage(dana, "undo_delete", 404, id=fact_id)
    assert refused["error"] == "retention_passed"
    assert Fact.objects.get(pk=fact_id).forgotten_at is not None


def test_a_memory_said_again_since_is_current_already(dana):
    fact_id = added_then_deleted(dana, "I live in Paris")
    manage(dana, "add", text="I live in Paris")
    assert manage(dana, "undo_delete", 409, id=fact_id)["error"] in ("already_current", "entity_changed")
    assert Fact.objects.get(pk=fact_id).forgotten_at is not None
