"""notifications/tools/list_changed reaches connected clients when the verb registry changes.

The registry lives in the server process, so these tests serve the real ASGI
application (McpMount in front of Django) with uvicorn in a thread of the test
process, connect real MCP clients to it over HTTP, and change the registry the way
other apps do: `registry.register` / `registry.unregister` of a real Verb.
"""

from collections.abc import Iterator
from dataclasses import replace

import anyio
import pytest

from graph.contracts.registry import registry
from graph.transport.mcp_http import McpMount
from tests.mcp_client import call, mcp_app_in_thread, mcp_session, run

LIST_CHANGED = "notifications/tools/list_changed"

# A real verb: memory_status's function and schema under a second name, as another app would add one.
EXTRA = replace(
    registry.get("memory_status"),
    name="memory_status_again",
    description="The same report as memory_status; registered by a test to change the tool list.",
)


@pytest.fixture
def live(transactional_db) -> Iterator[tuple[McpMount, str]]:
    """(the mounted app, its base URL), served in this process so the test can change its registry."""
    try:
        with mcp_app_in_thread() as served:
            yield served
    finally:
        registry.unregister(EXTRA.name)


async def tool_names(client) -> set[str]:
    return {tool.name for tool in (await client.list_tools(cache_mode="bypass")).tools}


def test_a_session_hears_list_changed_when_a_verb_is_registered_and_unregistered(live, make_user):
    mount, url = live
    _user, secret = make_user("alice")

    async def scenario():
        notices = anyio.Event()
        heard: list[str] = []

        async def on_message(message) -> None:
            if getattr(message, "method", None) == LIST_CHANGED:
                heard.append(message.method)
                notices.set()

        async with mcp_session(url, secret, on_message=on_message) as client:
            assert EXTRA.name not in await tool_names(client)
            # The client opens its GET stream in the background after the handshake, and a
            # notice sent before that stream is open is dropped (best-effort, as the spec
            # allows); so register again until the stream has carried one.
            for _attempt in range(60):
                registry.register(EXTRA)
                with anyio.move_on_after(0.5):
                    await notices.wait()
                if notices.is_set():
                    break
            assert heard, "no notifications/tools/list_changed after registry.register"
            added = await tool_names(client)
            answer = await call(client, EXTRA.name)

            notices = anyio.Event()
            registry.unregister(EXTRA.name)
            with anyio.fail_after(30):
                await notices.wait()
            return added, answer, await tool_names(client), mount.changes.connection_count

    added, answer, removed, connections = run(scenario)
    assert EXTRA.name in added
    assert answer["capability"]["memory"] == "on"  # the new tool works at once
    assert EXTRA.name not in removed
    assert connections == 1


def test_a_2026_client_hears_list_changed_on_its_listen_stream(live, make_user):
    _mount, url = live
    _user, secret = make_user("alice")

    async def scenario():
        async with mcp_session(url, secret, mode="auto") as client:
            assert client.protocol_version == "2026-07-28"
            async with client.listen(tools_list_changed=True) as subscription:
                registry.register(EXTRA)  # the listen stream is acknowledged, so nothing can be missed
                with anyio.fail_after(30):
                    event = await anext(aiter(subscription))
            return type(event).__name__, await tool_names(client)

    event, names = run(scenario)
    assert event == "ToolsListChanged"
    assert EXTRA.name in names


def test_sessions_are_tracked_while_open_and_forgotten_when_they_end(live, make_user):
    mount, url = live
    _user, secret = make_user("alice")

    def tracked(count: int):
        return lambda: mount.changes.connection_count == count

    async def scenario():
        async with mcp_session(url, secret) as client:
            await tool_names(client)
            during = await eventually(tracked(1))
        # The server unwinds the session after the client's DELETE on exit.
        return during, await eventually(tracked(0))

    assert run(scenario) == (True, True)


async def eventually(condition) -> bool:
    """Poll `condition` for up to ~10 s (bounded waiting, not a timing assertion)."""
    for _attempt in range(200):
        if condition():
            return True
        await anyio.sleep(0.05)
    return condition()
