"""Export, import, audit and derived facts over MCP with the real client; delete_user is not a tool."""

import pytest
from mcp.shared.exceptions import MCPError

from graph.models import Entity
from tests.graph.memory_calls import acme_facts
from tests.mcp_client import call, refusal, run_in_session


@pytest.fixture
def alice(make_user) -> tuple:
    return make_user("alice")


@pytest.fixture
def session(server_url, alice):
    return lambda steps: run_in_session(server_url, alice[1], steps)


async def export_all(client, scope: str) -> list[dict]:
    records, cursor = [], None
    while True:
        page = await call(client, "memory_export", scope=scope, limit=2, **({"cursor": cursor} if cursor else {}))
        records += page["records"]
        if not (cursor := page["next"]):
            return records


def test_memory_export_pages_into_memory_import_in_another_scope(session):
    async def steps(client):
        await call(client, "memory_remember", scope="src", content="Dana works at Acme.", facts=acme_facts())
        records = await export_all(client, "src")
        imported = await call(client, "memory_import", scope="dst", records=records)
        recalled = await call(client, "memory_recall", scope="dst", subject="Dana")
        return records, imported, recalled

    records, imported, recalled = session(steps)
    assert [r["kind"] for r in records] == ["export", "entity", "entity", "document", "fact"]
    assert imported["imported"]["facts"] == 1 and imported["skipped"] == []
    fact = recalled["facts"][0]
    assert (fact["subject"], fact["relation"], fact["object"]) == ("Dana", "WORKS_AT", "Acme")
    assert fact["citation"]["span"]["text"] == "Dana works at Acme."


def test_memory_import_refuses_more_than_4096_records_and_stores_nothing(session):
    async def steps(client):
        return await refusal(client, "memory_import", scope="dst", records=[{"kind": "entity", "name": "E"}] * 4097)

    reply = session(steps)
    assert reply["error"] == "limit_exceeded" and reply["limit"] == "records"
    assert not Entity.objects.exists()


def test_memory_audit_lists_the_owners_writes_without_the_secret(session, alice):
    async def steps(client):
        await call(client, "memory_relate", scope="demo", **{"from": "Ann", "to": "Bob", "type": "married_to"})
        return await call(client, "memory_audit", scope="demo")

    events = session(steps)["events"]
    assert [e["verb"] for e in events] == ["relate"]
    assert events[0]["who"]["token"]["prefix"] == alice[1][:10] and alice[1] not in str(events)


def test_memory_recall_returns_derived_facts_with_their_reasoning(session):
    async def steps(client):
        await call(client, "memory_relate", scope="geo", **{"from": "Louvre", "to": "Paris", "type": "located_in"})
        await call(client, "memory_relate", scope="geo", **{"from": "Paris", "to": "France", "type": "located_in"})
        return await call(client, "memory_recall", scope="geo", subject="Louvre")

    facts = session(steps)["facts"]
    derived = [f for f in facts if f.get("derived")]
    assert [(f["subject"], f["object"]) for f in derived] == [("Louvre", "France")]
    assert derived[0]["citation"]["found_by"]["reasoning"]["rule"] == "transitive"


def test_delete_user_is_an_http_route_only(session):
    async def steps(client):
        names = {tool.name for tool in (await client.list_tools()).tools}
        with pytest.raises(MCPError) as raised:
            await client.call_tool("delete_user", {"user_id": "u1"})
        return names, raised.value

    names, error = session(steps)
    assert {"memory_export", "memory_import", "memory_audit"} <= names and "delete_user" not in names
    assert error.error.code == -32602
