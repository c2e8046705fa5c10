"""What every MCP handler needs: who calls (from the HTTP request graph.transport.mcp_http
authenticated), and a worker thread to run ORM code in."""

import asyncio
import contextvars
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import mcp_types as types
from django.conf import settings
from django.db import Error as DatabaseError  # InterfaceError too: a connection the database dropped
from django.db import close_old_connections
from mcp.server import ServerRequestContext
from mcp.shared.exceptions import MCPError

from graph.access import CallContext
from graph.transport.admission import busy_instead_of, gate

TOKEN_SCOPE_KEY = "memorymesh.token"

T = TypeVar("T")


# As many threads as the database pool has connections: the gate admits no more calls
# than that at once, so an admitted call never waits for a thread.
_workers = ThreadPoolExecutor(max_workers=settings.DB_POOL_SIZE, thread_name_prefix="mcp")


async def run_orm(function: Callable[..., T], *args: Any) -> T:
    """Run sync ORM code in a worker thread; its DB connection goes back to the pool afterwards.

    Each call is self-contained (the verb opens and commits its own transaction), so
    any worker thread will do. The threads are this module's own pool, entered straight
    through the loop (in a copy of the caller's context, as asgiref's sync_to_async
    would run it): asgiref's wrapper cost more than the hop itself. Returning the
    connection is what Django does at the end of a request; outside the request cycle
    nobody else would.
    """

    def call() -> T:
        try:
            return function(*args)
        finally:
            close_old_connections()

    async with gate.slot():
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(_workers, contextvars.copy_context().run, call)
        except DatabaseError as exc:
            busy = busy_instead_of(exc)
            if busy is None:
                raise
            raise busy from None


def caller_of(ctx: ServerRequestContext[Any, Any]) -> CallContext:
    """Who calls: the token graph.transport.mcp_http authenticated, with this request's X-MemoryMesh-* headers."""
    request = ctx.request
    token = request.scope.get(TOKEN_SCOPE_KEY) if request is not None else None
    if token is None:
        # Only reachable if the server is mounted without graph.transport.mcp_http in front of it.
        raise MCPError(types.INVALID_REQUEST, "this MCP server is only served behind bearer authentication")
    return CallContext.from_headers(token, request.headers)
