"""uvicorn's HTTP protocol (httptools), with two changes; everything else is uvicorn's.

- A request it cannot parse is answered with the API's JSON error body instead of uvicorn's
  plain-text line, so that every 4xx a client can meet is `{"error": code, "detail": …}`.
- An answer's head and body go out as one write: uvicorn writes an answer's head on
  `http.response.start` and its body on `http.response.body`, each a send() on a socket with
  TCP_NODELAY, so every answer was two packets, two system calls here and two reads for the
  client. Under 32 clients that write was the largest single leaf of a web process's time
  (docs/performance.md, "The event loop's side of a call").

    uvicorn … --http memorymesh_site.http_protocols:JsonErrorHttpToolsProtocol
    (memorymesh_site.supervisor.UVICORN_HTTP, which `serve`, the test and bench servers pass)
"""

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

from graph.exceptions import error_body
from graph.transport.encoding import JSON_MEDIA_TYPE, dumps


class CoalescingTransport:
    """A transport that holds a write until the next one, which it sends joined to it; a write
    no other follows is sent at the end of the loop's step (or when the transport is closed).
    Every other attribute is the transport's."""

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self._transport = transport
        self._loop = loop
        self._pending: list[bytes] | None = None

    def write(self, data: bytes) -> None:
        if self._pending is None:
            self._pending = [data]
            self._loop.call_soon(self.flush)
        else:
            # An answer's head is written alone and its body right after: both go out now, as one,
            # rather than at the end of a step that may hold many other calls' work.
            self._pending.append(data)
            self.flush()

    def writelines(self, lines: Any) -> None:
        for data in lines:
            self.write(data)

    def flush(self) -> None:
        pending, self._pending = self._pending, None
        if pending:
            self._transport.write(pending[0] if len(pending) == 1 else b"".join(pending))

    def write_eof(self) -> None:
        self.flush()
        self._transport.write_eof()

    def close(self) -> None:
        self.flush()
        self._transport.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


class JsonErrorHttpToolsProtocol(HttpToolsProtocol):
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(CoalescingTransport(transport, self.loop))  # type: ignore[arg-type]

    def send_400_response(self, msg: str) -> None:
        """uvicorn's answer to bytes that are not HTTP (bad header names, a broken request
        line …): 400 with our error body, then the connection is closed, as uvicorn does."""
        body = dumps(error_body("malformed_http", msg))
        head = [STATUS_LINE[400]]
        head += [name + b": " + value + b"\r\n" for name, value in self.server_state.default_headers]
        head += [
            b"content-type: " + JSON_MEDIA_TYPE.encode("ascii") + b"\r\n",
            b"content-length: " + str(len(body)).encode("ascii") + b"\r\n",
            b"connection: close\r\n\r\n",
        ]
        self.transport.write(b"".join(head) + body)
        self.transport.close()
