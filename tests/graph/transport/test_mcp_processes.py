"""MCP with several web processes: any process serves any session, and a change made
through one process reaches clients connected to another.

Two real uvicorn processes on the test database; the requests of one client go to
either; the tool list changes through the admin page of one of them.
"""

import re
import time
from collections.abc import Iterator

import anyio
import httpx
import pytest
from django.contrib.auth import get_user_model
from django.db import connection

from identity.services.tokens import create_token
from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas, set_enabled
from tests.mcp_client import mcp_session, run
from tests.processes import free_port, start_uvicorn, stop

LIST_CHANGED = "notifications/tools/list_changed"
JSON_AND_SSE = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}},
}


@pytest.fixture
def two_servers(test_db_env, transactional_db) -> Iterator[tuple[str, str]]:
    first = free_port()
    second = free_port()
    processes = [start_uvicorn(port=first, env=test_db_env), start_uvicorn(port=second, env=test_db_env)]
    yield f"http://127.0.0.1:{first}", f"http://127.0.0.1:{second}"
    for process in processes:
        stop(process)


def _rpc(url: str, secret: str, body: dict, session: str | None = None) -> httpx.Response:
    headers = {**JSON_AND_SSE, "Authorization": f"Bearer {secret}", "MCP-Protocol-Version": "2025-11-25"}
    if session:
        headers["Mcp-Session-Id"] = session
    return httpx.post(f"{url}/v1/mcp", json=body, headers=headers, timeout=30)


def test_a_session_opened_on_one_process_is_served_by_another(two_servers, make_user):
    first, second = two_servers
    _alice, secret = make_user("alice")
    _bob, other = make_user("bob")
    opened = _rpc(first, secret, INITIALIZE)
    assert opened.status_code == 200
    session = opened.headers["mcp-session-id"]
    notified = _rpc(second, secret, {"jsonrpc": "2.0", "method": "notifications/initialized"}, session)
    assert notified.status_code == 202
    listed = _rpc(second, secret, {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, session)
    assert listed.status_code == 200
    assert "memory_recall" in listed.text
    # The session belongs to alice's token: bob's token does not see it, on either process.
    assert _rpc(second, other, {"jsonrpc": "2.0", "id": 3, "method": "tools/list"}, session).status_code == 404
    assert _rpc(first, secret, {"jsonrpc": "2.0", "id": 4, "method": "tools/list"}, session).status_code == 200
    closed = httpx.delete(
        f"{second}/v1/mcp", headers={"Authorization": f"Bearer {secret}", "Mcp-Session-Id": session}, timeout=30
    )
    assert closed.status_code == 200
    assert _rpc(second, secret, {"jsonrpc": "2.0", "id": 5, "method": "tools/list"}, session).status_code == 404
    # The first process served the session a moment ago and trusts that for a second
    # (graph.transport.mcp_http), as it trusts a live token: then it refuses it too.
    assert _seconds_until_refused(first, secret, session) < 2.0


def _seconds_until_refused(url: str, secret: str, session: str) -> float:
    start = time.monotonic()
    while True:
        sent = time.monotonic()
        if _rpc(url, secret, {"jsonrpc": "2.0", "id": 6, "method": "tools/list"}, session).status_code == 404:
            return sent - start
        assert sent - start < 10, "the closed session was still served"
        time.sleep(0.05)


def _admin_session(url: str, username: str, password: str) -> httpx.Client:
    """An httpx client logged in to the admin of the server at `url` through its login form."""
    client = httpx.Client(base_url=url, timeout=30, follow_redirects=True)
    client.get("/admin/login/")
    token = client.cookies["csrftoken"]
    page = client.post(
        "/admin/login/?next=/admin/",
        data={"username": username, "password": password, "csrfmiddlewaretoken": token, "next": "/admin/"},
    )
    assert page.status_code == 200 and "Log out" in page.text, "admin login failed"
    return client


def _enable_through_admin(admin: httpx.Client, schema: Schema) -> None:
    page = admin.get("/admin/schemas_app/schema/")
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text).group(1)
    done = admin.post(
        "/admin/schemas_app/schema/",
        data={"action": "enable_schemas", "_selected_action": str(schema.pk), "csrfmiddlewaretoken": token},
    )
    assert done.status_code == 200


def _disable(schema: Schema) -> None:
    try:
        set_enabled(schemas=Schema.objects.filter(pk=schema.pk), enabled=False)
    finally:
        connection.close()  # this thread's own connection, or the test database cannot be dropped


def test_a_schema_enabled_in_one_process_admin_notifies_a_client_of_another(two_servers):
    first, second = two_servers
    owner = get_user_model().objects.create_superuser("boss", password="pw-boss-admin")
    secret = create_token(user=owner, name="mcp").secret
    load_builtin_schemas()
    quest = Schema.objects.get(type_name="quest")
    admin = _admin_session(first, "boss", "pw-boss-admin")

    async def scenario() -> tuple[bool, set[str]]:
        heard = anyio.Event()

        async def on_message(message) -> None:
            if getattr(message, "method", None) == LIST_CHANGED:
                heard.set()

        async with mcp_session(second, secret, on_message=on_message) as client:
            # The client opens its GET stream in the background after the handshake; a notice
            # sent before it is open is dropped (best-effort), so change the list until one arrives.
            for _attempt in range(40):
                await anyio.to_thread.run_sync(_disable, quest)
                await anyio.to_thread.run_sync(_enable_through_admin, admin, quest)
                with anyio.move_on_after(0.5):
                    await heard.wait()
                if heard.is_set():
                    break
            tools = {tool.name for tool in (await client.list_tools(cache_mode="bypass")).tools}
            return heard.is_set(), tools

    try:
        heard, tools = run(scenario)
    finally:
        admin.close()
    assert heard, "no notifications/tools/list_changed reached the client of the other process"
    assert "add_quest" in tools
