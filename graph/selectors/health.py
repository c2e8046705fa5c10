"""Reachability of the database, the read replica (when one is set) and the broker, for GET /v1/health.

Health answers within about two seconds whatever is down: a load balancer or a
supervisor polls it, and a check that hangs on a dead server tells it nothing.
"""

import threading
from collections.abc import Callable

from celery import current_app
from django.conf import settings
from django.db import connection, connections

from graph.database_reachable import database_answers
from graph.read_replica import REPLICA, replica_configured

_BROKER_WAIT_SECONDS = 1.0


def database_state() -> str:
    """ "ok", or "unavailable" when a fresh connection (outside the pool, so a saturated pool is
    not mistaken for a dead server) gets no answer within a second."""
    return "ok" if database_answers(timeout_seconds=1) else "unavailable"


def replica_lag() -> dict:
    """{"replica": state, "replica_lag_bytes": WAL the replica has still to replay (None if unknown)}."""
    try:
        with connections[REPLICA].cursor() as cursor:
            cursor.execute("SELECT pg_last_wal_replay_lsn()::text")
            (replayed,) = cursor.fetchone()
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), %s::pg_lsn)::bigint", [replayed])
            (lag,) = cursor.fetchone()
    except Exception as exc:  # noqa: BLE001 - as above
        return {"replica": f"unreachable: {exc.__class__.__name__}", "replica_lag_bytes": None}
    if replayed is None:
        return {"replica": "not_a_replica", "replica_lag_bytes": None}
    return {"replica": "ok", "replica_lag_bytes": max(int(lag), 0)}


def broker_state() -> str:
    try:
        with current_app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=1)
        return "ok"
    except Exception as exc:  # noqa: BLE001 - health reports any failure as a state, never raises
        return f"unreachable: {exc.__class__.__name__}"
    finally:
        connection.close()  # what the pgmq transport took from the pool goes back at once


def _within(check: Callable[[], str], seconds: float) -> str:
    """`check`'s answer, or "unreachable: timeout" if it has none within `seconds` (it then
    finishes on its own thread, unseen)."""
    answer = ["unreachable: timeout"]

    def run() -> None:
        answer[0] = check()

    thread = threading.Thread(target=run, daemon=True, name="health-check")
    thread.start()
    thread.join(seconds)
    return answer[0]


def health() -> dict:
    """{"status": "ok"|"degraded", "database": state, "broker": state}, and with a read replica
    "replica" (its state) and "replica_lag_bytes". The database state is "ok" or "unavailable";
    a broker kept in that database is not asked when it is down."""
    database = database_state()
    if database != "ok" and settings.CELERY_BROKER_URL.startswith("pgmq"):
        broker = "unreachable: database_unavailable"
    else:
        broker = _within(broker_state, _BROKER_WAIT_SECONDS)
    states = {"database": database, "broker": broker}
    extra = replica_lag() if replica_configured() else {}
    if extra:
        states["replica"] = extra["replica"]
    status = "ok" if all(v == "ok" for v in states.values()) else "degraded"
    return {"status": status, **states, **extra}
