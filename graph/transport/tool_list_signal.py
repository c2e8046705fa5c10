"""The tool list changed: one signal for every process, through PostgreSQL LISTEN/NOTIFY.

Schemas are enabled in one process (an admin page, a command) while MCP clients
are connected to others. Every process publishes a registry change as a NOTIFY on
one channel; every web process LISTENs and tells its own clients. NOTIFY inside a
transaction is delivered at commit, so a client that lists tools on the notice
already sees the change.
"""

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import psycopg
from django.apps import apps
from django.db import DatabaseError, connection

logger = logging.getLogger(__name__)

CHANNEL = "memorymesh_tools_changed"
# Resource changes (graph migration 0017's triggers), heard on the same connection.
RESOURCES_CHANNEL = "memorymesh_resources_changed"
_RECONNECT_SECONDS = 1.0


def publish_tools_changed() -> None:
    """Registry listener: NOTIFY every process. Silent while the apps load (static verbs register then).

    From sync code it uses the caller's connection, so a change made in a transaction
    is announced when it commits; from an event loop's thread (where Django refuses
    sync database access) it notifies from a thread of its own.
    """
    if not apps.ready:
        return
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        _notify()
        return
    threading.Thread(target=_notify_and_close, name="tools-changed-notify", daemon=True).start()


def _notify() -> None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_notify(%s, '')", [CHANNEL])
    except DatabaseError:
        logger.warning("could not signal a tool list change to other processes", exc_info=True)


def _notify_and_close() -> None:
    try:
        _notify()
    finally:
        connection.close()


def listen_conninfo(settings_dict: dict[str, Any]) -> str:
    """libpq parameters of Django's database, for a connection of our own that only LISTENs."""
    parts = {
        "host": settings_dict.get("HOST") or "",
        "port": settings_dict.get("PORT") or "",
        "dbname": settings_dict["NAME"],
        "user": settings_dict.get("USER") or "",
        "password": settings_dict.get("PASSWORD") or "",
    }
    return psycopg.conninfo.make_conninfo(**{k: v for k, v in parts.items() if v})


async def listen_for_changes(
    conninfo: str, on_change: Callable[[], Awaitable[None]], on_payload: Callable[[str], Awaitable[None]] | None = None
) -> None:
    """LISTEN until cancelled, calling `on_change` for each tool-list notice and `on_payload` with the
    payload of each resource notice (RESOURCES_CHANNEL); reconnects after a lost connection.

    A reconnect may have missed notices, so it counts as a change of everything.
    """
    reconnected = False
    while True:
        try:
            async with await psycopg.AsyncConnection.connect(conninfo, autocommit=True) as listener:
                await listener.execute(f"LISTEN {CHANNEL}")
                if on_payload is not None:
                    await listener.execute(f"LISTEN {RESOURCES_CHANNEL}")
                    if reconnected:
                        await on_payload("s:*")
                async for notice in listener.notifies():
                    if notice.channel == CHANNEL:
                        await on_change()
                    elif on_payload is not None:
                        await on_payload(notice.payload)
        except psycopg.OperationalError:
            logger.warning("lost the change LISTEN connection; reconnecting", exc_info=True)
            reconnected = True
            await anyio.sleep(_RECONNECT_SECONDS)
