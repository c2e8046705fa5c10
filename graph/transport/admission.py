"""Back-pressure at the door: a bounded number of requests use the database at once,
and one token's flood cannot starve another's calls.

- `DatabaseGate`: at most as many requests of this process work at once as its
  connection pool holds; the rest wait here (cheaply, on the event loop) instead of
  each taking a thread and then timing out on the pool with a 500. A request that
  waits past `MEMORYMESH_ADMISSION_WAIT_SECONDS` is refused 503 with Retry-After.
- `TokenRates`: a token bucket per API token (per process): over its rate a token
  gets 429 with Retry-After, and other tokens are not slowed by it.
"""

import asyncio
import math
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from django.conf import settings
from psycopg_pool import PoolTimeout

from graph.database_reachable import connection_lost, database_answers
from graph.exceptions import Busy, DatabaseUnavailable, MemoryError_, TooManyRequests


class DatabaseGate:
    """A semaphore sized to the pool, created on the event loop that serves requests."""

    def __init__(self) -> None:
        self._semaphore: asyncio.Semaphore | None = None

    async def acquire(self) -> None:
        """Wait for a slot; refuses Busy after ADMISSION_WAIT_SECONDS."""
        if self._semaphore is None:
            self._semaphore = asyncio.Semaphore(settings.DB_POOL_SIZE)
        if not self._semaphore.locked():
            # A free slot and nobody queued before us: taken at once, without the task
            # and timer that wait_for costs on every request.
            await self._semaphore.acquire()
            return
        wait = settings.ADMISSION_WAIT_SECONDS
        try:
            await asyncio.wait_for(self._semaphore.acquire(), timeout=wait)
        except TimeoutError:
            raise Busy(
                f"the server is saturated: no database slot within {wait:g} s; retry shortly", retry_after=1
            ) from None

    def release(self) -> None:
        assert self._semaphore is not None
        self._semaphore.release()

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        await self.acquire()
        try:
            yield
        finally:
            self.release()


class TokenRates:
    """Token buckets by token id: `rate` calls a second sustained, `burst` at once."""

    def __init__(self) -> None:
        self._buckets: dict[int, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def check(self, token_id: int) -> None:
        """Take one call from the token's bucket, or refuse 429 naming when to retry."""
        rate, burst = settings.RATE_LIMIT_PER_SECOND, settings.RATE_LIMIT_BURST
        if rate <= 0:
            return
        now = time.monotonic()
        with self._lock:
            tokens, since = self._buckets.get(token_id, (float(burst), now))
            tokens = min(float(burst), tokens + (now - since) * rate)
            if tokens < 1:
                self._buckets[token_id] = (tokens, now)
                retry = max(1, math.ceil((1 - tokens) / rate))
                raise TooManyRequests(
                    f"this token is over its rate of {rate:g} calls/s (burst {burst}); retry in {retry} s",
                    code="rate_limited",
                    retry_after=retry,
                )
            self._buckets[token_id] = (tokens - 1, now)


gate = DatabaseGate()
token_rates = TokenRates()


def busy_instead_of(exc: BaseException) -> Busy | None:
    """A 503 for a database error that is no fault of the call: the pool had no connection in
    time (server_busy), or the database itself does not answer (database_unavailable)."""
    cause = exc.__cause__ or exc.__context__
    if isinstance(exc, PoolTimeout) or isinstance(cause, PoolTimeout):
        if not database_answers():
            return _unavailable()
        return Busy("the server is saturated: no database connection in time; retry shortly", retry_after=1)
    if connection_lost(exc):
        return _unavailable()
    return None


def _unavailable() -> DatabaseUnavailable:
    return DatabaseUnavailable("the database is not answering (it may be restarting); retry shortly", retry_after=2)


def retry_headers(error: MemoryError_) -> dict[str, str]:
    """Retry-After for refusals that carry `retry_after` (429, 503)."""
    retry = error.extra.get("retry_after")
    return {"Retry-After": str(retry)} if retry is not None else {}
