"""memory_remember over HTTP: what is stored, how text is split and linked, and every refusal."""

import pytest

from graph.models import Document, Entity, Event, Fact, Passage
from tests.graph.memory_calls import acme_facts, call


def _nothing_stored() -> None:
    assert not Entity.objects.exists()
    assert not Fact.objects.exists()
    assert not Document.objects.exists()
    assert not Passage.objects.exists()


def test_facts_are_stored_and_reported(api):
    reply = call(api, "remember", scope="demo", facts=acme_facts(), source="curl example")
    assert reply["entities"]["created"] == 2
    assert reply["relations"]["created"] == 1
    assert reply["extraction"] == "agent_facts"
    assert reply["meaning"] == "armed"  # the bundled model is installed; nothing to embed here
    fact = Fact.objects.get()
    assert (fact.subject.name, fact.type, fact.object.name) == ("Dana", "WORKS_AT", "Acme")
    assert fact.source_label == "curl example"
    assert Event.objects.filter(verb="remember", outcome="ok").count() == 1


def test_short_form_facts_store_one_typed_entity(api):
    call(api, "remember", scope="demo", facts={"subject": "Paris", "kind": "City"})
    assert Entity.objects.get().type == "City"


def test_types_and_relations_reuse_the_stored_spelling(api):
    call(api, "remember", scope="demo", facts=acme_facts())
    call(api, "remember", scope="demo", facts={
        "entities": [{"name": "Bob", "type": "person"}, {"name": "Initech", "type": "COMPANY"}],
        "relations": [{"source": "Bob", "target": "Initech", "type": "works_at"}],
    })
    assert set(Entity.objects.values_list("type", flat=True)) == {"Company", "Person"}
    assert set(Fact.objects.values_list("type", flat=True)) == {"WORKS_AT"}


def test_names_match_case_insensitively_and_keep_the_first_spelling(api):
    call(api, "remember", scope="demo", facts={"entities": [{"name": "Acme", "type": "Company"}]})
    reply = call(api, "remember", scope="demo", facts={"entities": [{"name": "ACME", "type": "Company"}]})
    assert reply["entities"]["created"] == 0
    assert list(Entity.objects.values_list("name", flat=True)) == ["Acme"]


def test_content_is_split_at_sentence_ends_and_linked_to_named_entities(api):
    sentence = "Dana works at Acme and ships the robotics platform every quarter with her team. "
    content = sentence * 40  # ~560 words
    reply = call(api, "remember", scope="demo", content=content, facts=acme_facts())
    passages = list(Passage.objects.order_by("ordinal"))
    assert len(passages) >= 3
    document = Document.objects.get()
    for passage in passages:
        assert document.text[passage.start:passage.end] == passage.text
        assert passage.text.endswith(".")
        assert 50 <= len(passage.text.split()) <= 200
        assert {e.name for e in passage.mentions.all()} == {"Dana", "Acme"}
    assert reply["unlinked_passages"] == 0
    assert reply["doc_id"] == str(document.pk)
    assert reply["meaning"] == "queued"


def test_text_without_facts_links_only_known_names(api):
    call(api, "remember", scope="demo", facts=acme_facts())
    reply = call(api, "remember", scope="demo", content="Acme opened an office. Nothing else happened here.")
    assert reply["extraction"] == "known_names_only"
    assert reply["unlinked_passages"] == 0
    reply = call(api, "remember", scope="demo", content="The weather was fine all week.")
    assert reply["unlinked_passages"] == 1


def test_messages_are_one_line_per_turn_and_never_split_inside_a_turn(api):
    long_turn = "I think the robotics platform needs another sensor. " * 30
    messages = [{"role": "user", "content": "Hi,\nI am Dana."}, {"role": "assistant", "content": long_turn},
                {"role": "user", "content": "Thanks!"}]
    call(api, "remember", scope="demo", messages=messages)
    document = Document.objects.get()
    assert document.text.splitlines()[0] == "user: Hi, I am Dana."
    lines = document.text.splitlines()
    for passage in Passage.objects.all():
        assert passage.text.strip() in document.text
        # every passage is made of whole lines
        assert all(line in lines for line in passage.text.split("\n"))


def test_passages_keep_keys_and_mentions(api):
    reply = call(api, "remember", scope="demo", passages=[
        {"text": "Dana met Priya in Osaka.", "mentions": ["Dana", "priya"], "key": "D1:1"},
        {"text": "They talked about robots.", "key": "D1:2"},
    ])
    assert [p["key"] for p in reply["passages"]] == ["D1:1", "D1:2"]
    first = Passage.objects.get(key="D1:1")
    assert {e.name for e in first.mentions.all()} == {"Dana", "priya"}
    assert reply["unlinked_passages"] == 1


def test_same_content_and_date_twice_is_already(api):
    body = {"scope": "demo", "content": "Dana joined Acme.", "date": "2026-10-01"}
    first = call(api, "remember", **body)
    second = call(api, "remember", **body)
    assert first["already"] is False and second["already"] is True
    assert second["doc_id"] == first["doc_id"]
    assert second["stored"] is False
    assert Document.objects.count() == 1 and Passage.objects.count() == 1
    third = call(api, "remember", **{**body, "date": "2026-10-02"})
    assert third["already"] is False


def test_date_is_kept_on_passages_and_facts(api):
    call(api, "remember", scope="demo", content="Dana joined Acme.", facts=acme_facts(), date="2026-10-01")
    assert Passage.objects.get().source_date.isoformat() == "2026-10-01T00:00:00+00:00"
    assert Fact.objects.get().source_date.isoformat() == "2026-10-01T00:00:00+00:00"


def test_unicode_names_and_text_are_stored_and_linked(api):
    call(api, "remember", scope="demo", content="田中さんは東京で働いています。José vive en Málaga.", facts={
        "entities": [{"name": "田中", "type": "Person"}, {"name": "東京", "type": "City"},
                     {"name": "José", "type": "Person"}, {"name": "Málaga", "type": "City"}],
        "relations": [{"source": "José", "target": "Málaga", "type": "lives_in"}],
    })
    linked = {e.name for p in Passage.objects.all() for e in p.mentions.all()}
    assert linked == {"田中", "東京", "José", "Málaga"}


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"content": "a", "passages": [{"text": "b"}]}, 422, "invalid_arguments"),
        ({}, 422, "invalid_arguments"),
        ({"content": "x", "bogus": 1}, 422, "invalid_arguments"),
        ({"content": "x", "date": "yesterday"}, 422, "invalid_date"),
        ({"content": "   "}, 422, "empty_content"),
        ({"passages": [{"text": "Bob likes tea", "mentions": ["Alice"]}]}, 422, "mention_not_in_text"),
        ({"facts": {"entities": [{"name": "x" * 1025}]}}, 413, "limit_exceeded"),
        ({"facts": {"entities": [{"name": f"e{i}"} for i in range(1001)]}}, 413, "limit_exceeded"),
        ({"facts": {"relations": [{"source": "a", "target": f"b{i}", "type": "t"} for i in range(5001)]}}, 413,
         "limit_exceeded"),
        ({"content": "word " * 220_000}, 413, "limit_exceeded"),
        ({"passages": [{"text": "y"} for _ in range(1001)]}, 413, "limit_exceeded"),
        ({"passages": [{"text": "z" * (64 * 1024 + 1)}]}, 413, "limit_exceeded"),
        ({"content": "x", "user_id": "a:b"}, 422, "invalid_user_id"),
        ({"content": "x", "scope": "weird:thing"}, 422, "invalid_scope"),
        ({"facts": {"kind": "City"}}, 422, "invalid_arguments"),
    ],
)
def test_refusals_name_the_problem_and_store_nothing(api, body, status, code):
    reply = call(api, "remember", expect=status, **{"scope": "demo", **body})
    assert reply["error"] == code
    assert reply["detail"]
    _nothing_stored()


def test_a_refused_call_in_the_middle_stores_nothing_of_itself(api):
    call(api, "remember", scope="demo", facts=acme_facts())
    reply = call(api, "remember", expect=422, scope="demo", facts={"entities": [{"name": "Zed"}]},
                 passages=[{"text": "ok", "mentions": ["Dana"]}])
    assert reply["error"] == "mention_not_in_text"
    assert not Entity.objects.filter(name="Zed").exists()


def test_limit_error_names_the_limit(api):
    reply = call(api, "remember", expect=413, scope="demo",
                 facts={"entities": [{"name": f"e{i}"} for i in range(1001)]})
    assert reply["limit"] == "facts.entities" and reply["max"] == 1000 and reply["got"] == 1001


def test_malformed_json_is_400(api):
    response = api.post("/v1/memory/remember", content=b"{not json", headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert response.json()["error"] == "malformed_json"
    _nothing_stored()


def test_body_that_is_not_an_object_is_400(api):
    response = api.post("/v1/memory/remember", json=[1, 2])
    assert response.status_code == 400
    assert response.json()["error"] == "body_not_object"
