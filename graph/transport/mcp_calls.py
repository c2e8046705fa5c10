"""What every MCP handler needs: who calls (from the HTTP request graph.transport.mcp_http
authenticated), and a worker thread to run ORM code in."""

import contextvars
from collections.abc import Callable
from typing import Any, TypeVar

import mcp_types as types
from django.db import Error as DatabaseError  # InterfaceError too: a connection the database dropped
from django.db import close_old_connections
from mcp.server import ServerRequestContext
from mcp.shared.exceptions import MCPError

from graph.access import CallContext
from graph.transport.admission import busy_instead_of, gate
from graph.transport.api_handler import shared_workers

TOKEN_SCOPE_KEY = "memorymesh.token"

T = TypeVar("T")


async def run_orm(function: Callable[..., T], *args: Any) -> T:
    """Run sync ORM code in a worker thread; its DB connection goes back to the pool afterwards.

    Each call is self-contained (the verb opens and commits its own transaction), so
    any worker thread will do. The threads are the door's (api_handler.shared_workers),
    entered straight through the loop (in a copy of the caller's context, as asgiref's
    sync_to_async would run it): asgiref's wrapper cost more than the hop itself.
    close_old_connections is what Django does at the end of a request; outside the request
    cycle nobody else would. A door thread keeps its connection while calls wait for it.
    """

    def call() -> T:
        try:
            return function(*args)
        finally:
            close_old_connections()

    async with gate.slot():
        try:
            return await shared_workers().run(contextvars.copy_context().run, call)
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
