"""memory_forget over HTTP: each form, idempotence, 404 with suggestions, unreachable at once."""

import pytest

from graph.models import Entity, Event, Fact, Passage
from tests.graph.memory_calls import acme_facts, call


@pytest.fixture
def stored(api):
    reply = call(
        api, "remember", scope="demo", source="hr.txt", content="Dana works at Acme. Acme is big.", facts=acme_facts()
    )
    api.doc_id = reply["doc_id"]
    return api


def test_forget_subject_hides_entity_facts_and_passages(stored):
    reply = call(stored, "forget", scope="demo", subject="Dana")
    assert reply["facts_forgotten"] == 1
    assert reply["passages_hidden"] == 1
    assert call(stored, "recall", scope="demo", subject="Dana")["state"] == "nothing_stored"
    acme = call(stored, "recall", scope="demo", subject="Acme")
    assert acme["state"] == "answered" and acme["facts"] == []
    status = stored.get("/v1/memory/status", params={"scope": "demo"}).json()
    assert status["ontology"]["entities"] == 1 and status["ontology"]["facts"] == 0


def test_forget_is_idempotent_and_writes_nothing_the_second_time(stored):
    call(stored, "forget", scope="demo", subject="Dana")
    events = Event.objects.count()
    again = call(stored, "forget", scope="demo", subject="Dana")
    assert again["already_forgotten"] is True
    assert Event.objects.count() == events


def test_unknown_name_is_404_with_suggestions_and_nothing_forgotten(stored):
    reply = call(stored, "forget", expect=404, scope="demo", subject="Dama")
    assert reply["error"] == "not_found"
    assert reply["did_you_mean"] == ["Dana"]
    assert Entity.objects.filter(name="Dana", forgotten_at__isnull=True).exists()


def test_forget_fact_keeps_both_entities(stored):
    reply = call(stored, "forget", scope="demo", fact={"from": "Dana", "to": "Acme", "type": "works_at"})
    assert reply["facts_forgotten"] == 1
    assert Entity.objects.filter(forgotten_at__isnull=True).count() == 2
    assert call(stored, "recall", scope="demo", subject="Dana")["facts"] == []
    assert (
        call(stored, "forget", scope="demo", fact={"from": "Dana", "to": "Acme", "type": "WORKS_AT"})[
            "already_forgotten"
        ]
        is True
    )


def test_forget_passage_hides_the_document_and_keeps_facts(stored):
    reply = call(stored, "forget", scope="demo", passage=stored.doc_id)
    assert reply["documents_forgotten"] == 1 and reply["facts_kept"] is True
    assert not Passage.objects.filter(forgotten_at__isnull=True).exists()
    fact = call(stored, "recall", scope="demo", subject="Dana")["facts"][0]
    assert fact["citation"]["span"] is None and fact["citation"]["span_state"] == "document_forgotten"
    assert call(stored, "forget", scope="demo", passage=stored.doc_id)["already_forgotten"] is True


def test_forget_source_hides_every_document_under_the_label(stored):
    call(stored, "remember", scope="demo", source="hr.txt", content="Second note about Acme.")
    reply = call(stored, "forget", scope="demo", source="hr.txt")
    assert reply["documents_forgotten"] == 2
    assert Fact.objects.filter(forgotten_at__isnull=True).count() == 1


def test_forget_attribute_removes_one_key(api):
    call(api, "remember", scope="demo", facts={"entities": [{"name": "Sam", "attributes": {"a": 1, "b": 2}}]})
    call(api, "forget", scope="demo", attribute={"subject": "Sam", "key": "a"})
    assert Entity.objects.get(name="Sam").attributes.keys() == {"b"}
    assert call(api, "forget", scope="demo", attribute={"subject": "Sam", "key": "a"})["already_forgotten"] is True
    assert (
        call(api, "forget", expect=404, scope="demo", attribute={"subject": "Sam", "key": "zzz"})["error"]
        == "not_found"
    )


def test_forget_all_empties_the_scope(stored):
    reply = call(stored, "forget", scope="demo", all=True)
    assert reply["counts"]["entities"] == 2
    assert call(stored, "recall", scope="demo", subject="Acme")["state"] == "nothing_stored"
    assert call(stored, "forget", scope="demo", all=True)["already_forgotten"] is True
    assert "demo" not in [s["scope"] for s in stored.get("/v1/memory/status").json()["scopes"]]
    call(stored, "remember", scope="demo", facts={"entities": [{"name": "Fresh"}]})
    assert call(stored, "recall", scope="demo", subject="Fresh")["state"] == "answered"


def test_remembering_a_forgotten_name_registers_it_again(stored):
    call(stored, "forget", scope="demo", subject="Dana")
    call(stored, "remember", scope="demo", facts={"entities": [{"name": "Dana", "type": "Person"}]})
    assert call(stored, "recall", scope="demo", subject="Dana")["state"] == "answered"


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"passage": "999999"}, 404),
        ({"source": "never.txt"}, 404),
        ({"fact": {"from": "Dana", "to": "Nobody", "type": "knows"}}, 404),
        ({"subject": "Dana", "source": "hr.txt"}, 422),
        ({}, 422),
        ({"all": False}, 422),
        ({"passage": "12x"}, 422),
    ],
)
def test_refusals(stored, body, status):
    reply = call(stored, "forget", expect=status, scope="demo", **body)
    assert reply["error"] in {"not_found", "invalid_arguments", "invalid_doc_id"}
    assert Entity.objects.filter(forgotten_at__isnull=True).count() == 2
    assert Passage.objects.filter(forgotten_at__isnull=True).count() == 1


def test_forget_in_a_scope_that_never_existed_is_404(api):
    assert call(api, "forget", expect=404, scope="nothing-here", all=True)["error"] == "not_found"


def test_forgetting_a_replaced_fact_hides_it_from_history_too(api):
    # The sequence the property test found: a fact replaced by `relate … replaces` is no longer
    # current but still answers an as_of read, so forgetting it forgets something (200).
    call(
        api, "remember", scope="hist", facts={"relations": [{"source": "Alpha", "target": "Quartz", "type": "MENTORS"}]}
    )
    call(api, "relate", scope="hist", **{"from": "Alpha", "to": "Kiwi", "type": "MENTORS", "replaces": True})
    replaced = Fact.objects.get(scope__name="hist", object__name="Quartz")
    as_of = replaced.recorded_at.isoformat()
    history = call(api, "recall", scope="hist", subject="Alpha", as_of=as_of)
    assert [(f["subject"], f["object"]) for f in history["facts"]] == [("Alpha", "Quartz")]

    reply = call(api, "forget", scope="hist", fact={"from": "Alpha", "to": "Quartz", "type": "MENTORS"})

    assert reply["facts_forgotten"] == 1 and "already_forgotten" not in reply
    assert call(api, "recall", scope="hist", subject="Alpha", as_of=as_of)["facts"] == []
    current = call(api, "recall", scope="hist", subject="Alpha")
    assert [(f["subject"], f["object"]) for f in current["facts"]] == [("Alpha", "Kiwi")]
    again = call(api, "forget", scope="hist", fact={"from": "Alpha", "to": "Quartz", "type": "MENTORS"})
    assert again["already_forgotten"] is True
