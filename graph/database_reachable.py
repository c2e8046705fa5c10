"""Whether the database answers at all: told apart from a saturated pool, so that a
request, and /v1/health, can say which of the two it met."""

from typing import Any

import psycopg
from django.db import connections

# What a connection that the server dropped or never accepted looks like: SQLSTATE
# class 08 (connection exception), the server shutting down or starting (57P0x), or
# no SQLSTATE at all (the socket closed under the client).
_GONE_STATES = ("08", "57P01", "57P02", "57P03")


def connection_lost(exc: BaseException | None) -> bool:
    """Whether `exc` (or the database error it wraps) says the connection to the server is gone."""
    while exc is not None:
        if isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError):
            state = getattr(exc, "sqlstate", None)
            return state is None or state.startswith(_GONE_STATES)
        exc = exc.__cause__ or exc.__context__
    return False


def database_answers(alias: str = "default", timeout_seconds: int = 1) -> bool:
    """A fresh connection, outside the pool, within `timeout_seconds`: does the server answer?"""
    try:
        with psycopg.connect(**_connect_params(alias), connect_timeout=timeout_seconds) as conn:
            conn.execute("SELECT 1")
    except psycopg.Error:
        return False
    return True


def _connect_params(alias: str) -> dict[str, Any]:
    settings = connections[alias].settings_dict
    params = {
        "host": settings.get("HOST") or None,
        "port": settings.get("PORT") or None,
        "dbname": settings.get("NAME"),
        "user": settings.get("USER") or None,
        "password": settings.get("PASSWORD") or None,
    }
    return {key: value for key, value in params.items() if value is not None}
