"""Reachability of the database, the read replica (when one is set) and the broker, for GET /v1/health."""

from celery import current_app
from django.db import connection, connections

from graph.read_replica import REPLICA, replica_configured


def database_state() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return "ok"
    except Exception as exc:  # noqa: BLE001 - health reports any failure as a state, never raises
        return f"unreachable: {exc.__class__.__name__}"


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
            conn.ensure_connection(max_retries=1, timeout=3)
        return "ok"
    except Exception as exc:  # noqa: BLE001 - as above
        return f"unreachable: {exc.__class__.__name__}"


def health() -> dict:
    """{"status": "ok"|"degraded", "database": state, "broker": state}, and with a read replica
    "replica" (its state) and "replica_lag_bytes"."""
    states = {"database": database_state(), "broker": broker_state()}
    extra = replica_lag() if replica_configured() else {}
    if extra:
        states["replica"] = extra["replica"]
    status = "ok" if all(v == "ok" for v in states.values()) else "degraded"
    return {"status": status, **states, **extra}
