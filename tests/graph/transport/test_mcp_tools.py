"""The memory tools over MCP: every tool's happy path and refusal, with the real client against a live server."""

import pytest

from graph.contracts.registry import registry
from graph.models import Document, Entity, Fact, Scope
from tests.graph.memory_calls import acme_facts
from tests.mcp_client import call, refusal, run_in_session

MEMORY_TOOLS = ["memory_status", "memory_remember", "memory_relate", "memory_recall", "memory_forget"]


@pytest.fixture
def alice(make_user) -> tuple:
    return make_user("alice")


@pytest.fixture
def session(server_url, alice):
    """session(steps, **options) runs `await steps(client)` in an MCP session of alice's and returns its result."""
    return lambda steps, **options: run_in_session(server_url, alice[1], steps, **options)


def nothing_stored_for(user) -> bool:
    return not (
        Entity.objects.filter(scope__owner=user).exists()
        or Fact.objects.filter(scope__owner=user).exists()
        or Document.objects.filter(scope__owner=user).exists()
    )


async def remember_acme(client) -> dict:
    return await call(
        client, "memory_remember", scope="demo", source="notes.txt", content="Dana works at Acme.", facts=acme_facts()
    )


def after_acme(answer, tool: str, **arguments):
    """Steps: store the Acme note, then `answer(client, tool, **arguments)` (call or refusal)."""

    async def steps(client):
        await remember_acme(client)
        return await answer(client, tool, **arguments)

    return steps


def test_tools_list_serves_every_verb_with_its_one_schema_and_truthful_hints(session):
    async def steps(client):
        return {tool.name: tool for tool in (await client.list_tools()).tools}

    tools = session(steps)
    assert set(MEMORY_TOOLS) <= set(tools)
    for verb in registry.verbs():
        if not verb.mcp:  # an HTTP route only (delete_user)
            assert verb.name not in tools
            continue
        tool = tools[verb.name]
        assert tool.input_schema == verb.input_schema()  # generated from the one pydantic model
        assert tool.description == verb.description
        hints = tool.annotations
        assert (hints.read_only_hint, hints.idempotent_hint) == (verb.read_only, verb.idempotent)
        assert hints.destructive_hint == (verb.destructive and not verb.read_only)
        assert hints.open_world_hint is False
    assert tools["memory_forget"].annotations.destructive_hint is True
    assert tools["memory_recall"].annotations.read_only_hint is True


def test_memory_remember_stores_text_and_facts(session, alice):
    reply = session(remember_acme)
    assert reply["stored"] is True and reply["extraction"] == "agent_facts"
    assert reply["doc_id"].isdigit()
    assert reply["relations"]["created"] == 1
    assert Fact.objects.filter(scope__owner=alice[0], scope__name="demo", type="WORKS_AT").count() == 1


def test_memory_remember_refuses_two_text_forms_and_stores_nothing(session, alice):
    messages = [{"role": "user", "content": "x"}]
    body = session(lambda client: refusal(client, "memory_remember", content="Dana.", messages=messages))
    assert body["error"] == "invalid_arguments"
    assert "send only one of content, messages, passages" in body["detail"]
    assert nothing_stored_for(alice[0])


def test_memory_relate_adds_one_typed_edge(session, alice):
    edge = {"scope": "demo", "from": "Alice", "to": "Bob", "type": "MENTORS"}
    reply = session(lambda client: call(client, "memory_relate", **edge))
    assert reply["created"] is True
    assert reply["entities_created"] == ["Alice", "Bob"]
    assert Fact.objects.filter(scope__owner=alice[0], type="MENTORS").count() == 1


def test_memory_relate_refuses_a_weight_above_one_naming_the_field(session, alice):
    edge = {"scope": "demo", "from": "Alice", "to": "Bob", "type": "MENTORS", "weight": 2}
    body = session(lambda client: refusal(client, "memory_relate", **edge))
    assert body["error"] == "invalid_arguments"
    assert [problem["field"] for problem in body["fields"]] == ["weight"]
    assert nothing_stored_for(alice[0])


def test_memory_recall_answers_with_cited_facts(session):
    reply = session(after_acme(call, "memory_recall", scope="demo", subject="dana"))
    assert reply["state"] == "answered"
    assert reply["seeds"][0]["name"] == "Dana"
    fact = reply["facts"][0]
    assert (fact["subject"], fact["relation"], fact["object"]) == ("Dana", "WORKS_AT", "Acme")
    assert fact["citation"]["source"]["name"] == "notes.txt"


def test_memory_recall_refuses_k_over_the_limit_and_a_misspelt_field(session):
    async def steps(client):
        too_many = await refusal(client, "memory_recall", scope="demo", subject="Dana", k=5000)
        return too_many, await refusal(client, "memory_recall", scope="demo", subjekt="Dana")

    too_many, misspelt = session(steps)
    assert too_many["error"] == "invalid_arguments" and too_many["fields"][0]["field"] == "k"
    assert "1000" in too_many["detail"]
    unknown = {"field": "subjekt", "problem": "unknown field (check the spelling against the tool's input schema)"}
    assert unknown in misspelt["fields"]


def test_memory_status_reports_scopes_and_the_scope_ontology(session):
    async def steps(client):
        await remember_acme(client)
        return await call(client, "memory_status"), await call(client, "memory_status", scope="demo")

    overview, ontology = session(steps)
    assert overview["capability"]["memory"] == "on"
    assert "demo" in [scope["scope"] for scope in overview["scopes"]]
    assert [relation["type"] for relation in ontology["ontology"]["relations"]] == ["WORKS_AT"]
    assert {kind["type"] for kind in ontology["ontology"]["entity_types"]} == {"Company", "Person"}


def test_memory_status_refuses_a_malformed_scope_name(session, alice):
    body = session(lambda client: refusal(client, "memory_status", scope="org:a:b"))
    assert body["error"] == "invalid_scope"
    assert body["field"] == "scope"
    assert not Scope.objects.filter(owner=alice[0]).exists()


def test_memory_forget_forgets_a_subject_then_answers_already_forgotten(session):
    async def steps(client):
        await remember_acme(client)
        first = await call(client, "memory_forget", scope="demo", subject="Dana")
        again = await call(client, "memory_forget", scope="demo", subject="Dana")
        return first, again, await call(client, "memory_recall", scope="demo", subject="Dana")

    first, again, recalled = session(steps)
    assert first["forgotten"] == "Dana" and first["facts_forgotten"] == 1
    assert again["already_forgotten"] is True
    assert recalled["state"] == "nothing_stored"


def test_memory_forget_refuses_an_unknown_name_with_suggestions_and_forgets_nothing(session, alice):
    body = session(after_acme(refusal, "memory_forget", scope="demo", subject="Danna"))
    assert body["error"] == "not_found"
    assert "Dana" in body["did_you_mean"]
    assert Entity.objects.filter(scope__owner=alice[0], name="Dana", forgotten_at__isnull=True).exists()


def test_scope_header_is_the_default_scope_and_user_header_pins_the_end_user(session, alice):
    headers = {"X-MemoryMesh-Scope": "from-header", "X-MemoryMesh-User": "end-user-1"}

    async def steps(client):
        stored = await remember_acme(client)
        unscoped = await call(client, "memory_relate", to="Bob", type="KNOWS", **{"from": "Alice"})
        return stored, unscoped, await refusal(client, "memory_status", user_id="someone-else")

    stored, unscoped, mismatch = session(steps, headers=headers)
    assert stored["scope"] == "demo"  # an explicit argument wins over the header
    assert unscoped["scope"] == "from-header"
    assert Scope.objects.get(owner=alice[0], name="from-header").end_user == "end-user-1"
    assert mismatch["error"] == "user_id_mismatch"


def test_modern_protocol_clients_call_the_same_tools(session):
    async def steps(client):
        stored = await remember_acme(client)
        return client.protocol_version, stored, await refusal(client, "memory_recall", scope="demo")

    version, stored, refused = session(steps, mode="auto")
    assert version == "2026-07-28"
    assert stored["stored"] is True
    assert refused["error"] == "invalid_arguments"
    assert "exactly one of subject, attribute" in refused["detail"]
