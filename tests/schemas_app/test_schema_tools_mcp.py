"""Schema tools over MCP with the real client: every built-in schema, a refusal, and list_changed
when a schema is saved or disabled."""

from collections.abc import Iterator

import anyio
import pytest
from django.db import connection

from graph.models import Entity
from schemas_app.models import Schema
from schemas_app.services.schemas import save_schema, set_enabled
from tests.mcp_client import call, mcp_app_in_thread, mcp_session, refusal, run, run_in_session
from tests.schemas_app.conftest import PLACES
from tests.schemas_app.payloads import BUILTIN, field_to_update, metadata_line, sample_payload

LIST_CHANGED = "notifications/tools/list_changed"
BESTIARY = {
    "name": "add_monster",
    "description": "A monster of the world.",
    "properties": {"name": {"type": "string", "required": True}, "lair": {"type": "string"}},
    "additionalProperties": False,
}


@pytest.mark.parametrize("type_name", sorted(BUILTIN))
def test_every_builtin_schema_adds_reads_updates_and_deletes_over_mcp(server_url, world, type_name):
    definition = BUILTIN[type_name]
    name = f"Mcp {type_name}"
    payload = sample_payload(definition, name, PLACES)
    field = field_to_update(definition)
    value = ["changed"] if definition["properties"].get(field, {}).get("type") == "array" else "changed"
    secret = world.headers["Authorization"].removeprefix("Bearer ")

    async def steps(client):
        tools = {tool.name for tool in (await client.list_tools()).tools}
        assert {f"add_{type_name}", f"update_{type_name}", f"delete_{type_name}"} <= tools
        added = await call(client, f"add_{type_name}", scope="world", **{type_name: payload})
        opened = await call(client, "open_nodes", scope="world", names=[name])
        updated = await call(
            client, f"update_{type_name}", scope="world", **{f"update_{type_name}": {"name": name, field: value}}
        )
        deleted = await call(client, f"delete_{type_name}", scope="world", **{f"delete_{type_name}": {"name": name}})
        return added, opened, updated, deleted

    added, opened, updated, deleted = run_in_session(server_url, secret, steps)
    assert added["node"]["nodeType"] == type_name
    assert opened["nodes"][0]["metadata"] == added["node"]["metadata"]
    assert metadata_line(field, value) in updated["node"]["metadata"]
    assert deleted["deleted"] == name
    assert not Entity.objects.filter(name=name, forgotten_at__isnull=True).exists()


def test_an_enum_violation_over_mcp_is_an_error_result_and_stores_nothing(server_url, world):
    secret = world.headers["Authorization"].removeprefix("Bearer ")
    quest = sample_payload(BUILTIN["quest"], "Lost Crown", PLACES) | {"status": "Done"}

    async def steps(client):
        return await refusal(client, "add_quest", scope="world", quest=quest)

    body = run_in_session(server_url, secret, steps)
    assert body["error"] == "schema_violation"
    assert body["fields"][0]["allowed"] == ["Active", "Completed", "Failed"]
    assert not Entity.objects.filter(name="Lost Crown").exists()


@pytest.fixture
def live(transactional_db) -> Iterator[str]:
    """The ASGI app served in this process, so schema saves here reach its sessions."""
    with mcp_app_in_thread() as (_mount, url):
        yield url


def test_saving_and_disabling_a_schema_sends_list_changed_and_changes_the_tools(live, make_user):
    _user, secret = make_user("alice")

    async def scenario():
        heard = anyio.Event()

        async def on_message(message) -> None:
            if getattr(message, "method", None) == LIST_CHANGED:
                heard.set()

        async with mcp_session(live, secret, on_message=on_message) as client:
            # The client opens its notification stream after the handshake; a notice sent
            # before that is dropped, so save again until one has arrived.
            for _attempt in range(60):
                await anyio.to_thread.run_sync(_save_bestiary)
                with anyio.move_on_after(0.5):
                    await heard.wait()
                if heard.is_set():
                    break
            assert heard.is_set(), "no list_changed after a schema was saved"
            after_save = {tool.name for tool in (await client.list_tools(cache_mode="bypass")).tools}
            made = await call(client, "add_monster", scope="lair", monster={"name": "Gloom", "lair": "Cave"})
            heard = anyio.Event()
            await anyio.to_thread.run_sync(_disable_bestiary)
            with anyio.fail_after(30):
                await heard.wait()
            after_disable = {tool.name for tool in (await client.list_tools(cache_mode="bypass")).tools}
            return after_save, made, after_disable

    after_save, made, after_disable = run(scenario)
    assert {"add_monster", "update_monster", "delete_monster"} <= after_save
    assert made["node"]["metadata"] == ["Lair: Cave"]
    assert "add_monster" not in after_disable


def _save_bestiary() -> None:
    try:
        save_schema(definition=BESTIARY, schema=Schema.objects.filter(type_name="monster").first())
    finally:
        connection.close()  # a worker thread's connection would outlive the test database


def _disable_bestiary() -> None:
    try:
        set_enabled(schemas=Schema.objects.filter(type_name="monster"), enabled=False)
    finally:
        connection.close()
