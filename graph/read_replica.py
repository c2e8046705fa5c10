"""Reads on a streaming replica, with read-your-writes for the caller.

When `MEMORYMESH_REPLICA_URL` names a replica, the settings add it as the database alias
`replica` and install `ReplicaRouter`. A read-only verb then runs on the replica, unless
the caller wrote something the replica has not replayed yet:

- after a write verb commits, the primary's WAL insert position is stored for its user
  (`WriteMark`, on the primary, so every web process sees it);
- before a read-only verb, that mark is compared with the replica's replay position
  (`pg_last_wal_replay_lsn()`); a replica behind the caller's last write, or one that
  does not answer, leaves the read on the primary.

Everything else (writes, the access checks of a write, pages, tokens, jobs) uses the
primary. The ORM follows the router; hand-written SQL takes its connection from
`read_connection()`, which is the same choice. Without a replica none of this runs.
"""

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from django.db import DatabaseError, connections, transaction
from django.db.backends.base.base import BaseDatabaseWrapper

logger = logging.getLogger(__name__)

PRIMARY = "default"
REPLICA = "replica"

_reading_from: ContextVar[str] = ContextVar("memorymesh_reading_from", default=PRIMARY)


def replica_configured() -> bool:
    return REPLICA in connections.settings


def read_alias() -> str:
    """The database alias reads use here and now: the replica only inside a routed read-only verb."""
    return _reading_from.get()


def read_connection() -> BaseDatabaseWrapper:
    """The connection hand-written read SQL runs on (the ORM's reads go the same way)."""
    return connections[_reading_from.get()]


class ReplicaRouter:
    """Django database router: reads where `read_alias()` says, writes and migrations on the primary."""

    def db_for_read(self, model: Any, **hints: Any) -> str:
        return _reading_from.get()

    def db_for_write(self, model: Any, **hints: Any) -> str:
        return PRIMARY

    def allow_relation(self, obj1: Any, obj2: Any, **hints: Any) -> bool:
        return True  # the replica holds the same rows as the primary

    def allow_migrate(self, db: str, app_label: str, **hints: Any) -> bool:
        return db == PRIMARY


@contextmanager
def routed(*, read_only: bool, user_id: int | None) -> Iterator[None]:
    """Run one verb: a read-only one on the replica when it has the caller's writes; after a
    write, record where the caller's writes end. Does nothing without a replica."""
    if not replica_configured() or user_id is None:
        yield
        return
    if not read_only:
        yield
        transaction.on_commit(lambda: _mark_write(user_id), using=PRIMARY)
        return
    token = _reading_from.set(REPLICA if _replica_has_writes_of(user_id) else PRIMARY)
    try:
        yield
    finally:
        _reading_from.reset(token)


def _replica_has_writes_of(user_id: int) -> bool:
    with connections[PRIMARY].cursor() as cursor:
        cursor.execute("SELECT lsn FROM graph_writemark WHERE user_id = %s", [user_id])
        row = cursor.fetchone()
    try:
        with connections[REPLICA].cursor() as cursor:
            cursor.execute("SELECT pg_last_wal_replay_lsn() - '0/0'::pg_lsn")
            (replayed,) = cursor.fetchone()
    except DatabaseError:
        logger.warning("the read replica did not answer; reading from the primary", exc_info=True)
        return False
    if row is None:
        return True
    # NULL: the server replays nothing (not in recovery), so it cannot show what it has of the primary's WAL.
    return replayed is not None and replayed >= row[0]


def _mark_write(user_id: int) -> None:
    # The write has committed: failing to record its mark must not turn its answer into an
    # error. The caller's next reads may then miss it on the replica until replay catches up.
    try:
        with connections[PRIMARY].cursor() as cursor:
            cursor.execute(
                "INSERT INTO graph_writemark (user_id, lsn, written_at)"
                " VALUES (%s, pg_current_wal_insert_lsn() - '0/0'::pg_lsn, now())"
                " ON CONFLICT (user_id) DO UPDATE SET lsn = GREATEST(graph_writemark.lsn, EXCLUDED.lsn),"
                " written_at = EXCLUDED.written_at",
                [user_id],
            )
    except DatabaseError:
        logger.exception("could not record the write mark of user %s", user_id)
