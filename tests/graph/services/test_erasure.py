"""Deletion that cascades: forgetting the last live memory that names an entity in account or
org memory forgets the entity too (and the turn copy it cited), everywhere a reader looks;
never the anchors; the reply and the audit carry the receipt; the purge erases it later."""

import pytest

from graph.models import Document, Entity, Event, Fact
from graph.services.purge import purge_forgotten
from tests.teams.turns import org_with, post, say

HELIX = "Helix"


@pytest.fixture
def dana(make_user, client_for):
    client = client_for(make_user("dana")[1])
    org_with("acme", dana="admin")
    return client


def graph(client, tool: str, **body) -> dict:
    response = client.post(f"/v1/graph/{tool}", json=body)
    assert response.status_code == 200, response.text[:500]
    return response.json()


def add(client, text: str, **fields) -> dict:
    return post(client, "manage", action="add", text=text, **fields)["item"]


def delete(client, item: dict, **fields) -> dict:
    return post(client, "manage", action="delete", id=item["id"], **fields)


def names_readers_see(client, scope: str, name: str) -> dict[str, bool]:
    """Whether `name` shows in each read: search_nodes, read_graph, export, recall, context."""
    found = graph(client, "search_nodes", scope=scope, query=name)
    read = graph(client, "read_graph", scope=scope)["nodes"]
    export = post(client, "export", scope=scope)
    recall = post(client, "recall", scope=scope, subject=name)
    context = post(client, "context", scope=scope, query=f"What about {name}?")
    return {
        "search_nodes": any(n["name"] == name for n in found["nodes"] + found.get("neighbours", [])),
        "read_graph": any(e["name"] == name for e in read),
        "export": name in str(export.get("records", export)),
        "recall": recall["state"] != "nothing_stored",
        "context": name in str(context["items"]),
    }


def test_deleting_the_last_memory_naming_an_entity_forgets_it_everywhere(dana):
    item = add(dana, f"I use {HELIX}")
    assert names_readers_see(dana, "account", HELIX)["search_nodes"]
    reply = delete(dana, item)
    assert reply["erased"]["entities"] == [HELIX] and reply["erased"]["facts"] == 1
    assert names_readers_see(dana, "account", HELIX) == dict.fromkeys(
        ("search_nodes", "read_graph", "export", "recall", "context"), False
    )
    assert Entity.objects.get(name=HELIX).forgotten_at is not None


def test_an_entity_another_memory_still_names_is_kept(dana):
    uses = add(dana, f"I use {HELIX}")
    add(dana, f"I prefer {HELIX}")
    reply = delete(dana, uses)
    assert reply["erased"]["entities"] == []
    assert names_readers_see(dana, "account", HELIX)["search_nodes"]
    assert Entity.objects.get(name=HELIX).forgotten_at is None


def test_the_anchors_are_never_taken_along(dana):
    delete(dana, add(dana, "I use Zig"))
    delete(dana, add(dana, "We use Zig", dimension="org", org="acme"), dimension="org", org="acme")
    anchors = Entity.objects.filter(attributes__has_key="anchor")
    assert sorted(anchors.values_list("scope__kind", flat=True)) == ["account", "org"]
    assert not anchors.filter(forgotten_at__isnull=False).exists()
    assert Entity.objects.get(name="Zig", scope__kind="org").forgotten_at is not None


def test_org_memory_cascades_and_the_audit_records_the_receipt(dana):
    item = add(dana, f"We use {HELIX}", dimension="org", org="acme")
    reply = delete(dana, item, dimension="org", org="acme")
    assert reply["erased"]["entities"] == [HELIX]
    assert names_readers_see(dana, "org:acme", HELIX) == dict.fromkeys(
        ("search_nodes", "read_graph", "export", "recall", "context"), False
    )
    event = Event.objects.get(verb="forget", scope__kind="org")
    assert event.detail["erased"]["entities"] == [HELIX]


def test_memory_forget_of_a_fact_cascades_in_account_memory(dana):
    add(dana, f"I use {HELIX}")
    fact = Fact.objects.get(object__name=HELIX)
    ref = {"from": fact.subject.name, "to": HELIX, "type": fact.type}
    reply = post(dana, "forget", scope="account", fact=ref)
    assert reply["entities_kept"] is False and reply["erased"]["entities"] == [HELIX]


def test_a_forget_said_in_a_turn_cascades_and_its_turn_copy_goes_too(dana):
    say(dana, "run-erase", "I prefer Helix.")
    copy = Fact.objects.get(object__name=HELIX).document
    assert copy.scope.kind == "account" and copy.kind == "turn"
    report = say(dana, "run-erase", "Forget my preference for Helix.")
    (forgotten,) = report["forgotten"]
    assert forgotten["erased"]["entities"] == [HELIX] and forgotten["erased"]["documents"] == 1
    assert Document.objects.get(pk=copy.pk).forgotten_at is not None
    assert not names_readers_see(dana, "account", HELIX)["search_nodes"]


def test_named_scopes_keep_their_entities(dana):
    post(dana, "relate", scope="notes", **{"from": "Ann", "to": HELIX, "type": "USES"})
    reply = post(dana, "forget", scope="notes", fact={"from": "Ann", "to": HELIX, "type": "USES"})
    assert reply["entities_kept"] is True and reply["erased"]["entities"] == []


def test_the_purge_erases_the_entity_with_the_other_forgotten_rows(dana):
    delete(dana, add(dana, f"I use {HELIX}"))
    counts = purge_forgotten(retention_seconds=0)
    assert counts["entities"] >= 1 and counts["facts"] >= 1
    assert not Entity.objects.filter(name=HELIX).exists()
    assert Entity.objects.filter(attributes__has_key="anchor", forgotten_at__isnull=True).count() == 1
