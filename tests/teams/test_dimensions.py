"""Three users in two organisations: who sees what in each dimension, who may write org memory
(API and MCP), and what gateway and org-bound tokens reach."""

import pytest

from graph.models import Fact
from identity.services.tokens import create_token
from tests.mcp_client import call, refusal, run_in_session
from tests.teams.turns import org_with, post, say, texts


@pytest.fixture
def people(make_user, client_for):
    """ann: admin of acme, member of beta; bob: member of acme; cyd: admin of beta. Each with memory."""
    users, clients = {}, {}
    for name in ("ann", "bob", "cyd"):
        users[name], secret = make_user(name)
        clients[name] = client_for(secret)
    org_with("acme", ann="admin", bob="member")
    org_with("beta", ann="member", cyd="admin")
    post(clients["ann"], "manage", action="add", text="I prefer TypeScript")
    post(clients["bob"], "manage", action="add", text="I prefer Go")
    post(clients["cyd"], "manage", action="add", text="I prefer Elixir")
    post(clients["ann"], "manage", action="add", dimension="org", org="acme", text="We use PostgreSQL")
    post(clients["cyd"], "manage", action="add", dimension="org", org="beta", text="We use MongoDB")
    say(clients["ann"], "run-1", "The project is called Alpha.")
    clients["users"] = users
    return clients


def seen(client, **params) -> set[tuple[str, str]]:
    return {(i["dimension"], i["text"]) for i in post(client, "query", **params)["items"]}


def test_each_person_sees_their_account_their_orgs_and_their_session(people):
    assert seen(people["ann"], org="acme", run_id="run-1") == {
        ("account", "Prefers TypeScript"), ("org", "Uses PostgreSQL"), ("session", "The project is called Alpha")}
    assert seen(people["ann"], org="beta") == {("account", "Prefers TypeScript"), ("org", "Uses MongoDB")}
    assert seen(people["bob"], org="acme") == {("account", "Prefers Go"), ("org", "Uses PostgreSQL")}
    assert seen(people["cyd"], org="beta") == {("account", "Prefers Elixir"), ("org", "Uses MongoDB")}


def test_nobody_reaches_an_organisation_they_do_not_belong_to(people):
    for who, org in (("bob", "beta"), ("cyd", "acme")):
        refused = post(people[who], "query", expect=403, org=org)
        assert refused["error"] == "not_a_member"
        assert post(people[who], "before_turn", expect=403, message="hi", org=org)["error"] == "not_a_member"


def test_session_memory_is_seen_only_with_its_run_id_and_only_by_its_owner(people):
    assert ("session", "The project is called Alpha") not in seen(people["ann"], org="acme")
    assert seen(people["bob"], run_id="run-1") == {("account", "Prefers Go")}


def test_a_member_cannot_write_org_memory_over_http(people):
    facts = Fact.objects.count()
    for action, extra in (("add", {"text": "We use MySQL"}), ("delete", {"id": _org_fact_id(people)}),
                          ("update", {"id": _org_fact_id(people), "text": "We use MySQL"})):
        refused = post(people["bob"], "manage", expect=403, action=action, dimension="org", org="acme", **extra)
        assert refused["error"] == "org_admins_write", action
    assert Fact.objects.count() == facts
    assert ("org", "Uses PostgreSQL") in seen(people["bob"], org="acme")


def test_a_member_cannot_write_org_memory_over_mcp(people, server_url):
    bob_secret = create_token(user=people["users"]["bob"], name="mcp").secret
    facts = Fact.objects.count()
    body = run_in_session(server_url, bob_secret, lambda client: refusal(
        client, "memory_manage", action="add", dimension="org", org="acme", text="We use MySQL"))
    assert body["error"] == "org_admins_write"
    assert Fact.objects.count() == facts
    read = run_in_session(server_url, bob_secret, lambda client: call(client, "memory_query", org="acme"))
    assert {i["text"] for i in read["items"]} == {"Prefers Go", "Uses PostgreSQL"}


def test_an_admin_adds_updates_and_deletes_org_memory(people):
    item = post(people["ann"], "manage", action="add", dimension="org", org="acme", text="We deploy to AWS")["item"]
    updated = post(people["ann"], "manage", action="update", dimension="org", org="acme", id=item["id"],
                   text="We deploy to GCP")
    assert updated["outcome"] == "updated" and updated["replaced"] == item["id"]
    assert Fact.objects.get(pk=item["id"]).ended_at is not None  # kept as history
    deleted = post(people["ann"], "manage", action="delete", dimension="org", org="acme", id=updated["item"]["id"])
    assert deleted["outcome"] == "deleted"
    assert texts(post(people["bob"], "query", org="acme", dimensions=["org"])) == ["Uses PostgreSQL"]
    missing = post(people["ann"], "manage", expect=404, action="delete", dimension="org", org="acme",
                   id=updated["item"]["id"])
    assert missing["error"] == "not_found"


def test_a_gateway_call_gets_org_and_session_memory_but_never_the_owners_account(people, client_for):
    gateway = client_for(create_token(user=people["users"]["ann"], name="gw", is_gateway=True).secret)
    before = post(gateway, "before_turn", message="what database and which language?", org="acme", run_id="run-1")
    assert before["dimensions"]["account"] == {"scope": "account", "state": "gateway_no_account"}
    assert before["user_profile"]["text"] == "" and "TypeScript" not in before["system_prompt"]
    assert {m["dimension"] for m in post(gateway, "query", org="acme", run_id="run-1")["items"]} == {"org", "session"}
    assert post(gateway, "query", expect=403, dimensions=["account"])["error"] == "gateway_no_account"
    assert post(gateway, "manage", expect=403, action="add", text="I like tea")["error"] == "gateway_no_account"
    report = say(gateway, "run-gw", "I prefer tea.", org="acme")
    assert [s["dimension"] for s in report["stored"]] == ["session"]


def test_an_org_bound_token_is_confined_to_its_org_and_its_own_sessions(people, client_for):
    ann = people["users"]["ann"]
    bound = client_for(create_token(user=ann, name="acme bot", organisation=_org("acme")).secret)
    before = post(bound, "before_turn", message="which database?")
    assert before["dimensions"]["account"]["state"] == "org_token_confined"
    assert before["dimensions"]["org"] == {"scope": "org:acme", "state": "searched"}
    assert before["user_profile"]["text"] == "" and "PostgreSQL" in before["system_prompt"]
    assert post(bound, "query", expect=403, dimensions=["account"])["error"] == "org_token_confined"
    assert post(bound, "query", expect=403, org="beta")["error"] == "wrong_org"
    assert post(bound, "manage", expect=403, action="add", text="I like tea")["error"] == "org_token_confined"
    # Its sessions are its own: the personal token's run-1 is not reachable, and the other way round.
    assert post(bound, "query", run_id="run-1", dimensions=["session"])["items"] == []
    report = say(bound, "run-1", "I prefer tea. The repo is called atlas.")
    assert {s["dimension"] for s in report["stored"]} == {"session"}
    assert "The repo is called atlas" not in texts(post(people["ann"], "query", run_id="run-1"))


def _org(slug):
    from identity.models import Organisation

    return Organisation.objects.get(slug=slug)


def _org_fact_id(people) -> str:
    return next(i["id"] for i in post(people["ann"], "query", org="acme", dimensions=["org"])["items"])


def test_asking_for_the_org_dimension_with_an_empty_org_is_refused_as_the_document_says(people):
    # "" names no organisation; the document states the org dimension needs a non-empty slug,
    # so a request the schema accepts is one the server accepts (the fuzzer checks both ways).
    reply = people["ann"].post("/v1/memory/query", json={"dimensions": ["org"], "org": ""})
    assert (reply.status_code, reply.json()["error"], reply.json()["field"]) == (422, "org_required", "org")
    document = people["ann"].get("/v1/schema", headers={"Accept": "application/json"}).json()
    body = document["paths"]["/v1/memory/query"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    schema = document["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]] if "$ref" in body else body
    org_rule = next(rule["then"] for rule in schema["allOf"] if rule["if"]["properties"]["dimensions"]["contains"]
                    == {"enum": ["org"]})
    assert org_rule["required"] == ["org"] and org_rule["properties"]["org"]["minLength"] == 1
