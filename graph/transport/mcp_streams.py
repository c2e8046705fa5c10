"""The GET streams of handshake-era MCP sessions: server → client notices.

Sessions themselves are rows (graph.services.mcp_sessions), so any process serves
any session's requests; each stream lives in the process its GET reached, and a
change made in any process reaches every process through PostgreSQL LISTEN/NOTIFY
(graph.transport.tool_list_signal).
"""

from collections.abc import AsyncIterator
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectSendStream
from sse_starlette import EventSourceResponse
from starlette.types import Receive, Scope, Send

from graph.transport.encoding import dumps

_KEEPALIVE_SECONDS = 15
_QUEUED_NOTICES = 16


class NoticeStreams:
    """The GET streams open in this process, by session id, and the fan-out of notices to them."""

    def __init__(self) -> None:
        self._streams: dict[MemoryObjectSendStream[dict[str, Any]], str] = {}

    @property
    def count(self) -> int:
        return len(self._streams)

    async def serve(self, session_id: str, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer a GET with an SSE stream that carries this session's notices until the client leaves."""
        sender, receiver = anyio.create_memory_object_stream[dict[str, Any]](_QUEUED_NOTICES)
        self._streams[sender] = session_id

        async def events() -> AsyncIterator[dict[str, Any]]:
            async with receiver:
                async for message in receiver:
                    yield {"event": "message", "data": dumps(message).decode()}

        response = EventSourceResponse(
            events(), ping=_KEEPALIVE_SECONDS, headers={"Mcp-Session-Id": session_id, "Cache-Control": "no-cache"}
        )
        try:
            await response(scope, receive, send)
        finally:
            self._streams.pop(sender, None)
            sender.close()

    def send_to_all(self, method: str) -> None:
        """Queue a JSON-RPC notification on every open stream; a stream whose client does not read is skipped."""
        notice = {"jsonrpc": "2.0", "method": method}
        for sender in list(self._streams):
            try:
                sender.send_nowait(notice)
            except (anyio.WouldBlock, anyio.BrokenResourceError, anyio.ClosedResourceError):
                continue  # best-effort, as the spec allows: the client lists tools when it reconnects

    @property
    def session_ids(self) -> set[str]:
        """The sessions with a GET stream open in this process."""
        return set(self._streams.values())

    def send_to(self, session_id: str, method: str, params: dict[str, Any] | None = None) -> None:
        """Queue a JSON-RPC notification on the streams of one session (best-effort, as send_to_all)."""
        notice: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            notice["params"] = params
        for sender, owner in list(self._streams.items()):
            if owner != session_id:
                continue
            try:
                sender.send_nowait(notice)
            except (anyio.WouldBlock, anyio.BrokenResourceError, anyio.ClosedResourceError):
                continue  # the client reads the resource again when it reconnects

    def end_session(self, session_id: str) -> None:
        """Close the streams of a session that was just deleted."""
        for sender, owner in list(self._streams.items()):
            if owner == session_id:
                self._streams.pop(sender, None)
                sender.close()
