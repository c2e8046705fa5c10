"""Reachability of the database and the broker, for GET /v1/health."""

from celery import current_app
from django.db import connection


def database_state() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return "ok"
    except Exception as exc:  # noqa: BLE001 - health reports any failure as a state, never raises
        return f"unreachable: {exc.__class__.__name__}"


def broker_state() -> str:
    try:
        with current_app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=3)
        return "ok"
    except Exception as exc:  # noqa: BLE001 - as above
        return f"unreachable: {exc.__class__.__name__}"


def health() -> dict:
    """{"status": "ok"|"degraded", "database": state, "broker": state}."""
    states = {"database": database_state(), "broker": broker_state()}
    status = "ok" if all(v == "ok" for v in states.values()) else "degraded"
    return {"status": status, **states}
