"""Telling connected MCP clients that the tool list changed.

The verb registry calls `ToolListChanges.registry_changed` (from whatever thread
changed it); the change is then delivered on the server's event loop in both
protocol eras:

- handshake-era sessions (2025-11-25 and older) get `notifications/tools/list_changed`
  on their standalone stream (the GET SSE stream of Streamable HTTP);
- 2026-07-28 clients, which have no session, get it on the `subscriptions/listen`
  streams they opened, through the SDK's subscription bus.

Both are in-process: with several server processes, a change made in one reaches
only that process's clients (see README, "MCP", for what a multi-worker deployment
needs).
"""

import asyncio
import logging
from concurrent.futures import Future
from typing import Any

import anyio
from mcp.server.connection import Connection
from mcp.server.context import ServerRequestContext
from mcp.server.subscriptions import InMemorySubscriptionBus, ToolsListChanged

logger = logging.getLogger(__name__)

# A client that stops reading its stream must not hold up everyone else's notice.
_DELIVERY_TIMEOUT_SECONDS = 5


class ToolListChanges:
    """The set of live handshake-era connections plus the modern-era bus, and the fan-out to both."""

    def __init__(self) -> None:
        self.bus = InMemorySubscriptionBus()
        self._connections: set[Connection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._in_flight: set[asyncio.Task[None] | Future[None]] = set()

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Deliver on `loop` from now on (called when the ASGI server starts the app)."""
        self._loop = loop

    def stop(self) -> None:
        self._loop = None
        self._connections.clear()

    @property
    def connection_count(self) -> int:
        return len(self._connections)

    async def on_initialized(self, ctx: ServerRequestContext[Any, Any], params: object) -> None:
        """`notifications/initialized` handler: from now on this session hears of tool list changes."""
        connection = _connection_of(ctx)
        self._connections.add(connection)
        # The SDK unwinds the exit stack when the session ends (DELETE, idle timeout, shutdown).
        connection.exit_stack.callback(self._connections.discard, connection)

    async def broadcast(self) -> None:
        """Send the change to every tracked session and every listen stream, on the event loop."""
        async with anyio.create_task_group() as group:
            for connection in list(self._connections):
                group.start_soon(_notify, connection)
        await self.bus.publish(ToolsListChanged())

    def registry_changed(self) -> None:
        """Registry listener: safe to call from any thread, returns at once; delivery is asynchronous."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return  # not serving (yet): nobody is connected to tell
        try:
            on_loop = asyncio.get_running_loop() is loop
        except RuntimeError:
            on_loop = False
        if on_loop:
            pending: asyncio.Task[None] | Future[None] = loop.create_task(self.broadcast())
        else:
            pending = asyncio.run_coroutine_threadsafe(self.broadcast(), loop)
        # Keep a reference until done, or the loop may drop a running task.
        self._in_flight.add(pending)
        pending.add_done_callback(self._in_flight.discard)


async def _notify(connection: Connection) -> None:
    with anyio.move_on_after(_DELIVERY_TIMEOUT_SECONDS) as scope:
        await connection.send_tool_list_changed()  # best-effort: never raises for a closed stream
    if scope.cancelled_caught:
        logger.warning("a client did not take notifications/tools/list_changed within %ss", _DELIVERY_TIMEOUT_SECONDS)


def _connection_of(ctx: ServerRequestContext[Any, Any]) -> Connection:
    # mcp 2.3's ServerRequestContext does not expose the Connection yet (the SDK's
    # planned Context has `.connection`); ServerSession holds it. mcp is pinned to
    # 2.3.x in requirements.txt, and test_mcp_list_changed fails if this moves.
    return ctx.session._connection
