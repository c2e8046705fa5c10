"""Real MCP clients for tests: an initialized session against a live server, and a live server in-process.

    async with mcp_session(server_url, secret) as client:
        tools = await client.list_tools()
        reply = await call(client, "memory_recall", scope="demo", subject="Dana")

    reply = run_in_session(server_url, secret, lambda client: call(client, "memory_status"))

Tests are sync functions that `run(...)` their async part, so the ORM stays usable
(outside the event loop) for "nothing was stored" checks.
"""

import json
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import anyio
import httpx2
import uvicorn
from django.core.asgi import get_asgi_application
from mcp import Client
from mcp.client.session import IncomingMessage
from mcp.client.streamable_http import streamable_http_client

from graph.transport.mcp_http import McpMount
from tests.processes import free_port

MCP_PATH = "/v1/mcp"


def run(scenario: Callable[[], Awaitable[Any]]) -> Any:
    """Run an async scenario to completion from a sync test."""
    return anyio.run(scenario)


@asynccontextmanager
async def mcp_session(
    server_url: str,
    secret: str | None,
    *,
    mode: str = "legacy",
    headers: dict[str, str] | None = None,
    on_message: Callable[[IncomingMessage], Awaitable[None]] | None = None,
) -> AsyncIterator[Client]:
    """An initialized `mcp.Client` on `server_url`/v1/mcp sending `Authorization: Bearer <secret>`.

    mode="legacy" does the 2025-11-25 initialize handshake; "auto" negotiates the
    newest protocol the server speaks (2026-07-28). `on_message` sees every
    notification the server sends (e.g. notifications/tools/list_changed).
    """
    sent = dict(headers or {})
    if secret is not None:
        sent["Authorization"] = f"Bearer {secret}"
    async with httpx2.AsyncClient(headers=sent, timeout=30) as http:
        transport = streamable_http_client(server_url + MCP_PATH, http_client=http)
        async with Client(transport, mode=mode, message_handler=on_message) as client:
            yield client


def run_in_session(
    server_url: str, secret: str | None, steps: Callable[[Client], Awaitable[Any]], **options: Any
) -> Any:
    """Open an `mcp_session`, run `steps(client)` in it, return what they returned (from a sync test)."""

    async def scenario() -> Any:
        async with mcp_session(server_url, secret, **options) as client:
            return await steps(client)

    return run(scenario)


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    """Call a tool that must succeed; returns its structuredContent (checked equal to its JSON text)."""
    result = await client.call_tool(tool, arguments)
    body = structured(result)
    assert not result.is_error, f"{tool} refused: {body}"
    return body


async def refusal(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    """Call a tool that must refuse; returns the error body {error, detail, ...}."""
    result = await client.call_tool(tool, arguments)
    body = structured(result)
    assert result.is_error, f"{tool} did not refuse: {body}"
    return body


def structured(result: Any) -> dict[str, Any]:
    """The result's structuredContent, after checking its text content says the same."""
    assert len(result.content) == 1 and result.content[0].type == "text"
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


@contextmanager
def serve_in_thread(app: Any) -> Iterator[str]:
    """Serve the ASGI `app` with uvicorn (lifespan on) on a free port in this process; yields its base URL.

    For tests that must reach the server's in-process state, e.g. change the verb
    registry and watch clients hear of it.
    """
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="on", log_level="warning"))
    thread = threading.Thread(target=server.run, name=f"uvicorn:{port}", daemon=True)
    thread.start()
    try:
        for _ in range(600):
            if server.started or not thread.is_alive():
                break
            threading.Event().wait(0.05)
        assert server.started, "the in-process uvicorn did not start"
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


@contextmanager
def mcp_app_in_thread() -> Iterator[tuple[McpMount, str]]:
    """The real ASGI application (a fresh McpMount in front of Django) served in this process.

    Yields (the mount, its base URL): the test can change the server's registry and
    look at `mount.changes`. Needs the transactional DB (the server's threads commit).
    """
    mount = McpMount(get_asgi_application())
    with serve_in_thread(mount) as url:
        yield mount, url
