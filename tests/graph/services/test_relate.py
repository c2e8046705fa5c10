"""memory_relate over HTTP: one typed edge, entities created, weight, attributes, replaces."""

from graph.models import Entity, Fact
from tests.graph.memory_calls import call


def test_relate_creates_entities_and_the_edge(api):
    reply = call(
        api,
        "relate",
        scope="demo",
        **{"from": "Alice", "to": "Bob", "type": "MENTORS"},
        attributes={"role": "guardian_nominee", "valid_from": "2026-03-01"},
        weight=0.7,
    )
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
    reply = call(
        api,
        "relate",
        scope="demo",
        replaces=True,
        date="2026-06-01",
        **{"from": "Dana", "to": "Initech", "type": "WORKS_AT"},
    )
    assert len(reply["replaces"]["ended"]) == 1
    old = Fact.objects.get(object__name="Acme")
    assert old.ended_at is not None and old.replaced_by_id == int(reply["fact"]["id"])
    current = call(api, "recall", scope="demo", subject="Dana")
    assert [f["object"] for f in current["facts"]] == ["Initech"]
    before = call(api, "recall", scope="demo", subject="Dana", valid_at="2026-05-01")
    assert "Acme" in [f["object"] for f in before["facts"]]


def test_replaces_on_a_multi_valued_relation_ends_nothing_and_says_so(api):
    call(api, "relate", scope="demo", **{"from": "Acme", "to": "PostgreSQL", "type": "USES"})
    reply = call(api, "relate", scope="demo", replaces=True, **{"from": "Acme", "to": "Redis", "type": "uses"})
    assert reply["replaces"]["ended"] == [] and reply["replaces"]["cardinality"] == "multi"
    assert "multi-valued" in reply["replaces"]["detail"]
    assert not Fact.objects.filter(ended_at__isnull=False).exists()
    assert sorted(f["object"] for f in call(api, "recall", scope="demo", subject="Acme")["facts"]) == [
        "PostgreSQL",
        "Redis",
    ]


def test_replaces_on_an_undeclared_relation_still_ends_the_other_targets(api):
    call(api, "relate", scope="demo", **{"from": "Ada", "to": "Bob", "type": "MENTORS"})
    reply = call(api, "relate", scope="demo", replaces=True, **{"from": "Ada", "to": "Cy", "type": "MENTORS"})
    assert reply["replaces"]["cardinality"] == "undeclared" and len(reply["replaces"]["ended"]) == 1
    assert Fact.objects.get(object__name="Bob").ended_at is not None


def test_replaces_on_a_per_object_type_relation_ends_only_the_same_type_of_target(api):
    entities = [
        {"name": "VS Code", "type": "Editor"},
        {"name": "Vim", "type": "Editor"},
        {"name": "Go", "type": "Language"},
    ]
    relations = [{"source": "Dana", "target": t, "type": "PREFERS"} for t in ("VS Code", "Go")]
    call(api, "remember", scope="demo", facts={"entities": entities, "relations": relations})
    reply = call(api, "relate", scope="demo", replaces=True, **{"from": "Dana", "to": "Vim", "type": "PREFERS"})
    assert reply["replaces"]["cardinality"] == "per_object_type"
    assert [Fact.objects.get(pk=pk).object.name for pk in reply["replaces"]["ended"]] == ["VS Code"]
    current = call(api, "recall", scope="demo", subject="Dana")["facts"]
    assert sorted(f["object"] for f in current) == ["Go", "Vim"]


def test_remember_with_replaces_obeys_the_cardinality_and_reports_it(api):
    first = [
        {"source": "Dana", "target": "Paris", "type": "LIVES_IN"},
        {"source": "Dana", "target": "Go", "type": "USES"},
    ]
    call(api, "remember", scope="demo", facts={"relations": first})
    again = [
        {"source": "Dana", "target": "Berlin", "type": "LIVES_IN", "replaces": True},
        {"source": "Dana", "target": "Rust", "type": "USES", "replaces": True},
    ]
    reply = call(api, "remember", scope="demo", facts={"relations": again})
    lives, uses = reply["replaces"]
    assert (lives["cardinality"], len(lives["ended"])) == ("single", 1)
    assert (uses["cardinality"], uses["ended"]) == ("multi", [])
    current = call(api, "recall", scope="demo", subject="Dana")["facts"]
    assert sorted(f["object"] for f in current) == ["Berlin", "Go", "Rust"]
    assert Fact.objects.get(object__name="Paris").replaced_by_id == int(lives["fact"])


def test_weight_out_of_range_is_refused_and_nothing_stored(api):
    reply = call(api, "relate", expect=422, scope="demo", weight=1.5, **{"from": "A", "to": "B", "type": "t"})
    assert reply["error"] == "invalid_arguments" and "weight" in reply["detail"]
    assert not Entity.objects.exists()


def test_missing_field_is_named(api):
    reply = call(api, "relate", expect=422, scope="demo", **{"from": "A", "type": "t"})
    assert reply["fields"][0]["field"] == "to"
    assert not Entity.objects.exists()
