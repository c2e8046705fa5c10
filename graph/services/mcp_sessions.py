"""Handshake-era MCP sessions as rows, so that any web process serves any session.

`initialize` opens one (bound to the token), every later request of any process
checks it in one indexed lookup, DELETE closes it, and the purge job forgets the
idle ones. The streams of a session live in graph.transport.mcp_streams.
"""

import secrets
from datetime import timedelta
from functools import cache

from django.db import connection
from django.utils import timezone

from graph.models import McpSession
from identity.models import ApiToken

# A session nobody used for this long is gone (its id then answers 404, and the
# client opens a new one, as the MCP spec expects).
IDLE_SECONDS = 24 * 3600
# last_seen_at is written at most this often per session, so calls stay reads.
_SEEN_RESOLUTION = timedelta(seconds=60)


def open_session(token: ApiToken) -> str:
    """A new session id bound to `token`."""
    session_id = secrets.token_hex(16)
    McpSession.objects.create(id=session_id, token=token)
    return session_id


def live_session(session_id: str, token: ApiToken) -> bool:
    """Whether `session_id` is open and was opened by `token` (another token's session does not exist for it).

    It runs before every MCP request, so its one indexed lookup is a statement written
    once: compiling the same queryset cost Django three times what PostgreSQL takes to
    answer it (docs/performance.md, "MCP per-call overhead").
    """
    now = timezone.now()
    with connection.cursor() as cursor:
        cursor.execute(_live_session_sql(), [session_id[:64], token.pk, now - timedelta(seconds=IDLE_SECONDS)])
        row = cursor.fetchone()
    if row is None:
        return False
    if now - row[0] > _SEEN_RESOLUTION:
        McpSession.objects.filter(id=session_id[:64]).update(last_seen_at=now)
    return True


@cache
def _live_session_sql() -> str:
    table = connection.ops.quote_name(McpSession._meta.db_table)
    column = {f.name: connection.ops.quote_name(f.column) for f in McpSession._meta.concrete_fields}
    return (
        f"SELECT {column['last_seen_at']} FROM {table} "
        f"WHERE {column['id']} = %s AND {column['token']} = %s AND {column['last_seen_at']} > %s"
    )


def close_session(session_id: str, token: ApiToken) -> bool:
    """Close the session; False if it was not open (for this token)."""
    deleted, _ = McpSession.objects.filter(id=session_id[:64], token=token).delete()
    return bool(deleted)


def forget_idle_sessions() -> int:
    """Delete sessions idle past IDLE_SECONDS (their ids already answer 404)."""
    cutoff = timezone.now() - timedelta(seconds=IDLE_SECONDS)
    deleted, _ = McpSession.objects.filter(last_seen_at__lte=cutoff).delete()
    return deleted
