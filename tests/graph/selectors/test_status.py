"""memory_status: capability, your scopes with counts, and a scope's ontology."""

from tests.graph.memory_calls import acme_facts, call


def test_status_lists_scopes_and_ontology_with_exact_spellings(api):
    call(api, "remember", scope="demo", facts=acme_facts())
    call(api, "remember", scope="other", facts={"entities": [{"name": "X"}]})
    body = api.get("/v1/memory/status", params={"scope": "demo"}).json()
    assert body["capability"]["memory"] == "on"
    assert body["capability"]["meaning"] == "armed"
    scopes = {s["scope"]: s for s in body["scopes"]}
    assert scopes["demo"]["entities"] == 2 and scopes["demo"]["facts"] == 1
    assert scopes["other"]["entities"] == 1
    ontology = body["ontology"]
    assert {t["type"]: t["count"] for t in ontology["entity_types"]} == {"Company": 1, "Person": 1}
    assert ontology["relations"] == [{"type": "WORKS_AT", "count": 1, "spellings": ["WORKS_AT"]}]


def test_status_without_scope_has_no_ontology(api):
    assert "ontology" not in api.get("/v1/memory/status").json()


def test_scope_header_gives_the_default_scope(api):
    call(api, "remember", scope="hdr", facts=acme_facts())
    body = api.get("/v1/memory/status", headers={"X-MemoryMesh-Scope": "hdr"}).json()
    assert body["ontology"]["scope"] == "hdr" and body["ontology"]["entities"] == 2


def test_status_of_an_unknown_scope_says_it_does_not_exist(api):
    assert api.get("/v1/memory/status", params={"scope": "nope"}).json()["ontology"]["exists"] is False


def test_status_requires_a_token(client_for):
    assert client_for(None).get("/v1/memory/status").status_code == 401
