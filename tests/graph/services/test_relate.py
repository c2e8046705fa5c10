"""memory_relate over HTTP: one typed edge, entities created, weight, attributes, replaces."""

from graph.models import Entity, Fact
from tests.graph.memory_calls import call


def test_relate_creates_entities_and_the_edge(api):
    reply = call(api, "relate", scope="demo", **{"from": "Alice", "to": "Bob", "type": "MENTORS"},
                 attributes={"role": "guardian_nominee", "valid_from": "2026-03-01"}, weight=0.7)
    assert reply["created"] is True
    assert sorted(reply["entities_created"]) == ["Alice", "Bob"]
    fact = reply["fact"]
    assert (fact["subject"], fact["relation"], fact["object"]) == ("Alice", "MENTORS", "Bob")
    assert fact["weight"] == 0.7
    assert fact["attributes"]["role"] == "guardian_nominee"
    assert fact["valid_from"] == "2026-03-01T00:00:00Z"
    assert isinstance(fact["id"], str) and fact["id"].isdigit()
    assert fact["citation"]["source"]["kind"] == "asserted"


def test_relating_twice_keeps_one_edge(api):
    body = {"scope": "demo", "from": "Alice", "to": "Bob", "type": "knows"}
    call(api, "relate", **body)
    second = call(api, "relate", **body)
    assert second["created"] is False
    assert Fact.objects.count() == 1 and Entity.objects.count() == 2


def test_replaces_ends_other_targets_and_keeps_history(api):
    call(api, "relate", scope="demo", **{"from": "Dana", "to": "Acme", "type": "works_at"})
    reply = call(api, "relate", scope="demo", replaces=True, date="2026-06-01",
                 **{"from": "Dana", "to": "Initech", "type": "WORKS_AT"})
    assert len(reply["replaces"]["ended"]) == 1
    old = Fact.objects.get(object__name="Acme")
    assert old.ended_at is not None and old.replaced_by_id == int(reply["fact"]["id"])
    current = call(api, "recall", scope="demo", subject="Dana")
    assert [f["object"] for f in current["facts"]] == ["Initech"]
    before = call(api, "recall", scope="demo", subject="Dana", valid_at="2026-05-01")
    assert "Acme" in [f["object"] for f in before["facts"]]


def test_weight_out_of_range_is_refused_and_nothing_stored(api):
    reply = call(api, "relate", expect=422, scope="demo", weight=1.5, **{"from": "A", "to": "B", "type": "t"})
    assert reply["error"] == "invalid_arguments" and "weight" in reply["detail"]
    assert not Entity.objects.exists()


def test_missing_field_is_named(api):
    reply = call(api, "relate", expect=422, scope="demo", **{"from": "A", "type": "t"})
    assert reply["fields"][0]["field"] == "to"
    assert not Entity.objects.exists()
