"""memory_context over HTTP: seeding, graph walk, routes, citations and grounding verdicts."""

import pytest

from graph.models import Passage
from graph.services.embedding import embed_passages
from tests.graph.memory_calls import call

CONTENT = (
    "Priya Raman joined Acme in 2024 as head of robotics. Dana works at Acme and mentors Priya Raman. "
    "The Acme office is in Osaka, near the river. 🎉 Every Friday the team eats okonomiyaki together."
)
FACTS = {
    "entities": [{"name": "Priya Raman", "type": "Person"}, {"name": "Dana", "type": "Person"},
                 {"name": "Acme", "type": "Company"}, {"name": "Osaka", "type": "City"},
                 {"name": "Capital One", "type": "Company"}],
    "relations": [{"source": "Dana", "target": "Acme", "type": "WORKS_AT"},
                  {"source": "Dana", "target": "Priya Raman", "type": "MENTORS"},
                  {"source": "Acme", "target": "Osaka", "type": "LOCATED_IN"}],
}


@pytest.fixture
def stored(api):
    call(api, "remember", scope="ctx", content=CONTENT, facts=FACTS, source="team.txt", date="2026-09-30")
    return api


def _context(client, query, **extra):
    return call(client, "context", scope="ctx", query=query, **extra)


def test_a_named_question_is_grounded_by_a_cited_item(stored):
    reply = _context(stored, "Where does Dana work?")
    assert reply["state"] == "answered"
    assert reply["grounding"]["verdict"] == "grounded"
    item = reply["items"][reply["grounding"]["item"]]
    assert "Dana" in item["text"] and ("Acme" in item["text"] or "works" in item["text"])
    assert any(s["name"] == "Dana" and s["match"] == "exact" for s in reply["seeds"])


def test_type_words_seed_their_members(stored):
    reply = _context(stored, "which company is in Osaka")
    assert {"Acme", "Capital One"} <= {s["name"] for s in reply["seeds"] if s["match"] == "type"} | {
        s["name"] for s in reply["seeds"]}
    assert reply["grounding"]["verdict"] == "grounded"
    assert any(i["kind"] == "fact" and i["text"] == "Acme LOCATED_IN Osaka" for i in reply["items"])


def test_hops_walk_the_graph(stored):
    near = _context(stored, "Priya Raman", hops=1, k=20)
    far = _context(stored, "Priya Raman", hops=2, k=20)
    facts = lambda r: {i["text"] for i in r["items"] if i["kind"] == "fact"}  # noqa: E731
    assert "Dana MENTORS Priya Raman" in facts(near)
    assert "Dana WORKS_AT Acme" not in facts(near)
    assert "Dana WORKS_AT Acme" in facts(far)
    assert _context(stored, "Priya Raman", hops=0)["items"][0]["kind"] == "passage"


def test_prefix_and_whole_word_seed(stored):
    assert any(s["match"] == "prefix" for s in _context(stored, "Pri")["seeds"])
    assert any(s["name"] == "Priya Raman" and s["match"] == "whole_word" for s in _context(stored, "Raman")["seeds"])


def test_unrelated_question_is_nothing_stored_not_the_nearest_junk(stored):
    reply = _context(stored, "What is the boiling point of mercury?")
    assert reply["state"] == "nothing_stored"
    assert reply["items"] == []
    assert reply["grounding"]["verdict"] == "nothing_stored"


def test_one_shared_common_word_is_only_related(stored):
    reply = _context(stored, "What is the capital of France?")
    assert reply["grounding"]["verdict"] in {"related", "nothing_stored"}
    if reply["items"]:
        assert "franc" in reply["grounding"]["uncovered"]


def test_stop_words_alone_never_seed(stored):
    reply = _context(stored, "who is it about, tell me")
    assert reply["seeds"] == []


def test_passage_citations_are_verified_spans_of_the_stored_text(stored):
    reply = _context(stored, "okonomiyaki Friday")
    item = next(i for i in reply["items"] if i["kind"] == "passage")
    span = item["citation"]["span"]
    assert item["citation"]["span_state"] == "verified"
    assert CONTENT[span["start"]:span["end"]] == span["text"]
    assert item["citation"]["source"]["name"] == "team.txt"
    assert item["source_date"] == "2026-09-30T00:00:00Z"
    assert "full_text" in item["citation"]["found_by"]


def test_compact_mode(stored):
    reply = _context(stored, "Where does Dana work?", compact=True)
    assert set(reply) == {"state", "scope", "grounding", "items"}
    assert all("citation" not in item for item in reply["items"])


def test_k_bounds_the_items(stored):
    assert len(_context(stored, "Dana Acme Osaka Priya", k=2)["items"]) == 2


def test_meaning_finds_a_paraphrase_once_embedded(stored):
    assert embed_passages()["embedded"] == Passage.objects.count()
    reply = _context(stored, "Who is in charge of the robot engineers?")
    assert reply["seeding"]["meaning"] == "ran"
    assert reply["seeding"]["meaning_coverage"] == "complete"
    assert reply["items"], reply
    assert "meaning" in reply["items"][0]["found_by"]
    assert reply["grounding"]["verdict"] == "grounded_by_meaning"


def test_meaning_not_armed_still_answers_by_names(make_user, unarmed_server_url):
    import httpx

    _user, secret = make_user("nomodel")
    client = httpx.Client(base_url=unarmed_server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30)
    remembered = call(client, "remember", scope="ctx", content=CONTENT, facts=FACTS)
    assert remembered["meaning"] == "not_armed"
    reply = call(client, "context", scope="ctx", query="Where does Dana work?")
    assert reply["meaning"] == "not_armed" and reply["seeding"]["meaning"] == "not_armed"
    assert reply["grounding"]["verdict"] == "grounded"
    assert client.get("/v1/memory/status").json()["capability"]["meaning"] == "not_armed"
    client.close()


def test_forgotten_memory_is_gone_from_context(stored):
    call(stored, "forget", scope="ctx", subject="Dana")
    reply = _context(stored, "Dana Acme", k=20)
    assert all("Dana" not in i["text"] for i in reply["items"])


@pytest.mark.parametrize("body", [{"query": ""}, {"query": "x", "k": 0}, {"query": "x", "k": 101},
                                  {"query": "x", "hops": 4}, {"k": 3}])
def test_bad_arguments_are_422(api, body):
    assert call(api, "context", expect=422, scope="ctx", **body)["error"] == "invalid_arguments"


def test_never_written_scope_is_nothing_stored(api):
    assert call(api, "context", scope="void", query="Dana")["state"] == "nothing_stored"
