"""A load generator's HTTP/1.1 client: one keep-alive connection per simulated client,
requests written as bytes, responses read by Content-Length or chunks.

The throughput bench runs its clients on the same 2 cores as the server, so every
microsecond the client spends is taken from the server. httpx spends about a
millisecond of CPU per request (and more per request as its pool grows: 128 pooled
connections cost it several times what 8 do), which capped even a do-nothing ASGI
endpoint near 300 req/s. This client spends tens of microseconds, so what is
measured is the server.
"""

import asyncio
import json
from typing import Any
from urllib.parse import urlsplit


class LeanConnection:
    """One keep-alive connection to `url`, reopened when the server closes it."""

    def __init__(self, url: str, headers: dict[str, str]) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        fixed = {"Host": f"{self.host}:{self.port}", **headers}
        self._fixed = "".join(f"{k}: {v}\r\n" for k, v in fixed.items()).encode()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, bytes]:
        """(status, body) of one request; `body` is sent as JSON when given."""
        payload = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\n".encode() + self._fixed
        if body is not None:
            head += b"Content-Type: application/json\r\n"
        head += b"Content-Length: %d\r\n\r\n" % len(payload)
        if self._writer is None:
            self._reader, self._writer = await asyncio.open_connection(self.host, self.port)
        assert self._reader is not None
        self._writer.write(head + payload)
        status, headers = _head(await self._reader.readuntil(b"\r\n\r\n"))
        if headers.get(b"transfer-encoding") == b"chunked":
            content = await _chunks(self._reader)
        else:
            content = await self._reader.readexactly(int(headers.get(b"content-length", b"0")))
        if headers.get(b"connection") == b"close":
            await self.close()
        return status, content

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = self._reader = None


def _head(raw: bytes) -> tuple[int, dict[bytes, bytes]]:
    lines = raw.split(b"\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        if name:
            headers[name.strip().lower()] = value.strip().lower()
    return int(lines[0].split(b" ", 2)[1]), headers


async def _chunks(reader: asyncio.StreamReader) -> bytes:
    parts = []
    while True:
        size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
        if size == 0:
            await reader.readuntil(b"\r\n")
            return b"".join(parts)
        parts.append((await reader.readexactly(size + 2))[:-2])
