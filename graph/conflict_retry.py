"""A write that PostgreSQL chose as the victim of a lock cycle runs again.

Two transactions that write overlapping rows (the same new names, the same edges) can
each wait for the other; PostgreSQL then aborts one of them with deadlock_detected
after `deadlock_timeout`. Nothing of the aborted transaction is stored, so a verb that
is one transaction can simply run again. Only a call that opened the transaction
itself is re-run: inside a caller's transaction the whole of it is lost, not just ours.
A call that loses every attempt answers 503 with Retry-After, never a 500.

The same holds for a write that finds a row it had just resolved changed under it by a
concurrent commit (graph.exceptions.ConcurrentChange: a name forgotten between the
statement that found it and the lock on it): it runs again, and sees the change.
"""

import logging
import random
import time
from collections.abc import Callable
from typing import TypeVar

from django.db import OperationalError, connection

from graph.exceptions import Busy, ConcurrentChange

logger = logging.getLogger(__name__)

T = TypeVar("T")

RETRIED_STATES = frozenset({"40P01", "40001"})  # deadlock_detected, serialization_failure
ATTEMPTS = 4


def conflict_state(exc: BaseException) -> str | None:
    """The SQLSTATE of a database error, when it is one that a re-run may resolve."""
    state = getattr(exc.__cause__, "sqlstate", None)
    return state if state in RETRIED_STATES else None


def retrying_conflicts(run: Callable[[], T]) -> T:
    """Run `run` (one whole transaction) again when it lost a lock cycle or met a concurrent
    change; 503 after ATTEMPTS."""
    if connection.in_atomic_block:
        return run()
    for attempt in range(1, ATTEMPTS + 1):
        try:
            return run()
        except (OperationalError, ConcurrentChange) as exc:
            state = "concurrent change" if isinstance(exc, ConcurrentChange) else conflict_state(exc)
            if state is None:
                raise
            logger.warning("write collided with a concurrent one (%s), attempt %d of %d", state, attempt, ATTEMPTS)
            if attempt == ATTEMPTS:
                raise Busy(
                    "this write kept colliding with concurrent writes to the same rows; retry shortly",
                    retry_after=1,
                ) from None
            # Apart at random, so the two colliding calls do not meet again at once.
            time.sleep(random.uniform(0.005, 0.05) * attempt)
    raise AssertionError("unreachable")
