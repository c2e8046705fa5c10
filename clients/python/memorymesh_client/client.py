"""The sync and async clients: one httpx client each, the operations of `operations.py`,
retries on 429 and 503, refusals raised as `MemoryMeshError`.

A 429 (`rate_limited`) or 503 (`server_busy`, `database_unavailable`) means the server
did nothing with the call, so any call is safe to send again: the client waits the
Retry-After seconds and retries, at most `max_retries` times and never waiting longer
than `max_retry_wait` seconds at once (a longer Retry-After is raised at once, with its
`retry_after`). Connection errors are raised as they are: a write may have been applied.
"""

import asyncio
import os
import re
import time
from collections.abc import Awaitable
from typing import Any

import httpx

from memorymesh_client.errors import error_from_response, retry_after_seconds
from memorymesh_client.operations import OPERATIONS, Json, Operations

DEFAULT_URL = "http://127.0.0.1:8000"
RETRIED_STATUSES = (429, 503)
VERSION = "0.1.0"


def client_options(
    url: str | None, token: str | None, scope: str | None, user: str | None, timeout: float
) -> dict[str, Any]:
    """httpx client options: the base URL (MEMORYMESH_URL by default), the bearer token
    (MEMORYMESH_TOKEN by default), and the default scope and end-user headers when given."""
    base = (url or os.environ.get("MEMORYMESH_URL") or DEFAULT_URL).rstrip("/")
    base = base.removesuffix("/v1")
    headers = {"User-Agent": f"memorymesh-client/{VERSION}", "Accept": "application/json"}
    secret = token if token is not None else os.environ.get("MEMORYMESH_TOKEN")
    if secret:
        headers["Authorization"] = f"Bearer {secret}"
    if scope:
        headers["X-MemoryMesh-Scope"] = scope
    if user:
        headers["X-MemoryMesh-User"] = user
    return {"base_url": base, "headers": headers, "timeout": timeout}


def request_for(operation_id: str, fields: Json) -> dict[str, Any]:
    """The method, URL and query or JSON body of one operation."""
    method, path = OPERATIONS[operation_id]
    fields = dict(fields)
    for name in re.findall(r"{(\w+)}", path):
        path = path.replace("{" + name + "}", str(fields.pop(name)))
    if method == "GET":
        return {"method": method, "url": path, "params": fields}
    return {"method": method, "url": path, "json": fields}


def retry_wait(response: httpx.Response, attempt: int, max_retries: int, max_retry_wait: float) -> float | None:
    """Seconds to wait before sending again, or None when this response is the answer."""
    if response.status_code not in RETRIED_STATUSES or attempt >= max_retries:
        return None
    wait = retry_after_seconds(response)
    if wait is None:
        wait = 0.5 * 2**attempt
    return wait if wait <= max_retry_wait else None


def reply_of(response: httpx.Response) -> Json:
    """The verb's JSON reply, or the refusal raised."""
    if response.status_code >= 400:
        raise error_from_response(response)
    return response.json()


class MemoryMesh(Operations[Json]):
    """The sync client: `MemoryMesh("http://127.0.0.1:8000", token="mm_…")`; every operation a method.

    `scope` and `user` set the X-MemoryMesh-Scope and X-MemoryMesh-User headers of every call.
    Use it as a context manager, or call `close()`.
    """

    def __init__(
        self,
        url: str | None = None,
        token: str | None = None,
        *,
        scope: str | None = None,
        user: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 3,
        max_retry_wait: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self.http = httpx.Client(transport=transport, **client_options(url, token, scope, user, timeout))

    def _call(self, operation_id: str, fields: Json) -> Json:
        request = request_for(operation_id, fields)
        attempt = 0
        while True:
            response = self.http.request(**request)
            wait = retry_wait(response, attempt, self.max_retries, self.max_retry_wait)
            if wait is None:
                return reply_of(response)
            time.sleep(wait)
            attempt += 1

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> "MemoryMesh":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class AsyncMemoryMesh(Operations[Awaitable[Json]]):
    """The async client: the same methods as `MemoryMesh`, each to be awaited.

    `async with AsyncMemoryMesh(url, token) as mm: await mm.recall("Dana", scope="notes")`.
    """

    def __init__(
        self,
        url: str | None = None,
        token: str | None = None,
        *,
        scope: str | None = None,
        user: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 3,
        max_retry_wait: float = 30.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.max_retries = max_retries
        self.max_retry_wait = max_retry_wait
        self.http = httpx.AsyncClient(transport=transport, **client_options(url, token, scope, user, timeout))

    async def _call(self, operation_id: str, fields: Json) -> Json:
        request = request_for(operation_id, fields)
        attempt = 0
        while True:
            response = await self.http.request(**request)
            wait = retry_wait(response, attempt, self.max_retries, self.max_retry_wait)
            if wait is None:
                return reply_of(response)
            await asyncio.sleep(wait)
            attempt += 1

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> "AsyncMemoryMesh":
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()
