"""What a web process read from the database and may trust for a moment: live tokens, open
MCP sessions. Each is read again at most once per `seconds`, so a change made through another
process (a token revoked, a session closed) takes effect here within that long; a change made
through this process is forgotten here at once."""

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class RecentlyConfirmed(Generic[K, V]):
    """Values confirmed live in the last `seconds`, by key. Only confirmed values are kept,
    never a refusal: an unknown key is read again on every call."""

    def __init__(self, seconds: float, max_entries: int = 10_000) -> None:
        self.seconds = seconds
        self._max_entries = max_entries  # far above one server's live keys; a flood only restarts it
        self._rows: dict[K, tuple[float, V]] = {}
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        found = self._rows.get(key)
        if found is None or found[0] <= time.monotonic():
            return None
        return found[1]

    def put(self, key: K, value: V) -> None:
        with self._lock:
            if len(self._rows) >= self._max_entries:
                self._rows.clear()
            self._rows[key] = (time.monotonic() + self.seconds, value)

    def forget(self, matches: Callable[[K, V], bool]) -> None:
        """Drop every entry `matches` selects, at once."""
        with self._lock:
            for key, (_until, value) in list(self._rows.items()):
                if matches(key, value):
                    del self._rows[key]
