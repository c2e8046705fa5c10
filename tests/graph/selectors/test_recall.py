"""memory_recall over HTTP: seeding, both directions, citations, states, time travel."""

import pytest

from tests.graph.memory_calls import acme_facts, call


@pytest.fixture
def stored(api):
    call(api, "remember", scope="demo", source="notes.txt", date="2026-10-01",
         content="Priya Raman joined Acme in 2024. Dana works at Acme and mentors Priya Raman.",
         facts={"entities": [{"name": "Priya Raman", "type": "Person"}, *acme_facts()["entities"]],
                "relations": [*acme_facts()["relations"],
                              {"source": "Dana", "target": "Priya Raman", "type": "MENTORS"}]})
    call(api, "remember", scope="demo", facts={"entities": [{"name": "Paris", "type": "City"}]})
    return api


@pytest.mark.parametrize(("query", "name", "match"), [
    ("Dana", "Dana", "exact"),
    ("paris", "Paris", "exact"),
    ("Dan", "Dana", "near_spelling"),
    ("Priya", "Priya Raman", "whole_word"),
    ("raman", "Priya Raman", "whole_word"),
])
def test_subject_seeds_by_exact_near_spelling_and_whole_word(stored, query, name, match):
    reply = call(stored, "recall", scope="demo", subject=query)
    assert reply["state"] == "answered"
    assert reply["seeds"][0]["name"] == name and reply["seeds"][0]["match"] == match


@pytest.mark.parametrize("word", ["the", "of"])
def test_stop_words_never_seed_alone(stored, word):
    call(stored, "remember", scope="demo", facts={"entities": [{"name": "The Bank of Lorem Ipsum Dolor"}]})
    reply = call(stored, "recall", scope="demo", subject=word)
    assert reply["state"] == "nothing_stored"
    assert reply["seeding"]["whole_word"] == "skipped"


def test_facts_come_in_both_directions_with_citations(stored):
    reply = call(stored, "recall", scope="demo", subject="Dana")
    by_relation = {f["relation"]: f for f in reply["facts"]}
    assert by_relation["WORKS_AT"]["direction"] == "outbound"
    mentors = by_relation["MENTORS"]
    citation = mentors["citation"]
    assert citation["source"]["kind"] == "document"
    assert citation["source"]["name"] == "notes.txt"
    assert citation["source"]["doc_id"].isdigit()
    assert citation["span_state"] == "verified"
    assert citation["span"]["text"] == "Dana works at Acme and mentors Priya Raman."
    assert mentors["source_date"] == "2026-10-01T00:00:00Z"
    assert mentors["seed"]["name"] == "Dana"
    inbound = call(stored, "recall", scope="demo", subject="Priya Raman")
    assert inbound["facts"][0]["direction"] == "inbound"
    assert inbound["facts"][0]["source_id"] == reply["seeds"][0]["id"]


def test_span_offsets_point_into_the_stored_text_with_non_bmp_characters(api):
    content = "🎉🎉 Party! 😀 Dana works at Acme since 2020."
    call(api, "remember", scope="demo", content=content, facts=acme_facts())
    span = call(api, "recall", scope="demo", subject="Dana")["facts"][0]["citation"]["span"]
    assert content[span["start"]:span["end"]] == span["text"]
    assert span["text"].startswith("😀 Dana") or span["text"].startswith("Dana")


def test_unknown_subject_is_nothing_stored_not_invented(stored):
    reply = call(stored, "recall", scope="demo", subject="Zebulon")
    assert reply["state"] == "nothing_stored"
    assert reply["facts"] == [] and reply["entities"] == []


def test_never_written_scope_is_nothing_stored(api):
    assert call(api, "recall", scope="empty", subject="Dana")["state"] == "nothing_stored"


def test_attribute_recall_finds_the_entity(api):
    call(api, "remember", scope="demo", facts={"entities": [
        {"name": "Sam", "type": "Participant", "attributes": {"ndis_number": "430000001"}}]})
    reply = call(api, "recall", scope="demo", attribute={"key": "ndis_number", "value": "430000001"})
    assert reply["entities"][0]["name"] == "Sam"
    assert reply["entities"][0]["attributes"] == {"ndis_number": "430000001"}


def test_k_limits_and_reports_truncation(api):
    call(api, "remember", scope="demo", facts={"relations": [
        {"source": "Hub", "target": f"N{i}", "type": "links"} for i in range(12)]})
    reply = call(api, "recall", scope="demo", subject="Hub", k=5)
    assert reply["count"] == 5 and reply["truncated"] is True


def test_compact_returns_each_item_once(stored):
    reply = call(stored, "recall", scope="demo", subject="Dana", compact=True)
    assert set(reply) == {"state", "scope", "items", "truncated"}
    texts = [item["text"] for item in reply["items"]]
    assert "Dana WORKS_AT Acme" in texts and len(texts) == len(set(texts))


def test_ids_are_decimal_strings(stored):
    reply = call(stored, "recall", scope="demo", subject="Dana")
    for fact in reply["facts"]:
        assert isinstance(fact["id"], str) and fact["id"].isdigit()


def test_64_bit_ids_survive_as_strings(api):
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT setval(pg_get_serial_sequence('graph_fact', 'id'), 9007199254740993)")
    call(api, "relate", scope="demo", **{"from": "A", "to": "B", "type": "t"})
    fact_id = call(api, "recall", scope="demo", subject="A")["facts"][0]["id"]
    assert fact_id == "9007199254740994"


def test_as_of_hides_facts_stored_later(api):
    call(api, "relate", scope="demo", **{"from": "A", "to": "B", "type": "t"})
    reply = call(api, "recall", scope="demo", subject="A", as_of="2020-01-01")
    assert reply["facts"] == []


@pytest.mark.parametrize("body", [{}, {"subject": "A", "attribute": {"key": "k", "value": 1}}, {"subject": "A", "k": 0},
                                  {"subject": "A", "k": 1001}, {"subject": "A", "direction": "sideways"}])
def test_bad_arguments_are_422(api, body):
    assert call(api, "recall", expect=422, scope="demo", **body)["error"] == "invalid_arguments"


def test_bad_instant_is_named(api):
    reply = call(api, "recall", expect=422, scope="demo", subject="A", as_of="last week")
    assert reply["error"] == "invalid_date" and reply["field"] == "as_of"


@pytest.mark.parametrize("as_of", ["9999-12-31T23:59:59-12:00", "0001-01-01T00:01:00+03:00"])
def test_a_reading_instant_beyond_the_storable_years_reads_as_their_edge(stored, as_of):
    # Nothing is stored before year 1 or after 9999 in UTC, so reading "as of" an instant
    # beyond them answers what their edge does, where storing such an instant is refused.
    edge = "9999-12-31" if as_of.startswith("9999") else "0001-01-01T00:00:00Z"
    beyond = call(stored, "recall", scope="demo", subject="Priya", as_of=as_of)
    at_edge = call(stored, "recall", scope="demo", subject="Priya", as_of=edge)
    assert [fact["id"] for fact in beyond["facts"]] == [fact["id"] for fact in at_edge["facts"]]
    assert bool(beyond["facts"]) is as_of.startswith("9999")


def test_recall_returns_the_passages_that_mention_the_entity(stored):
    reply = call(stored, "recall", scope="demo", subject="Priya")
    passage = reply["passages"][0]
    assert "Priya Raman joined Acme" in passage["text"]
    assert passage["citation"]["span_state"] == "verified"
    assert passage["seeds"] == ["Priya Raman"]
    assert passage["source_date"] == "2026-10-01T00:00:00Z"
    assert any(item["kind"] == "passage" for item in call(stored, "recall", scope="demo", subject="Priya",
                                                          compact=True)["items"])


def test_recall_says_meaning_is_armed_as_status_and_context_do(stored):
    status = stored.get("/v1/memory/status").json()
    recalled = call(stored, "recall", scope="demo", subject="Dana")
    unknown = call(stored, "recall", scope="demo", subject="Nobody At All")
    context = call(stored, "context", scope="demo", query="Where does Dana work?")
    assert status["capability"]["meaning"] == "armed"
    assert recalled["meaning"] == unknown["meaning"] == context["meaning"] == "armed"


def test_recall_says_not_armed_where_no_model_is(make_user, unarmed_server_url):
    import httpx

    _user, secret = make_user("unarmed-recall")
    with httpx.Client(base_url=unarmed_server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as client:
        call(client, "remember", scope="demo", facts=acme_facts())
        assert call(client, "recall", scope="demo", subject="Dana")["meaning"] == "not_armed"
