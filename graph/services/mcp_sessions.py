"""Handshake-era MCP sessions as rows, so that any web process serves any session.

`initialize` opens one (bound to the token), every later request of any process
checks it in one indexed lookup, DELETE closes it, and the purge job forgets the
idle ones. The streams of a session live in graph.transport.mcp_streams.
"""

import secrets
from datetime import timedelta

from django.utils import timezone

from graph.models import ApiToken, McpSession

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
    """Whether `session_id` is open and was opened by `token` (another token's session does not exist for it)."""
    now = timezone.now()
    row = (
        McpSession.objects.filter(
            id=session_id[:64], token=token, last_seen_at__gt=now - timedelta(seconds=IDLE_SECONDS)
        )
        .only("last_seen_at")
        .first()
    )
    if row is None:
        return False
    if now - row.last_seen_at > _SEEN_RESOLUTION:
        McpSession.objects.filter(id=row.id).update(last_seen_at=now)
    return True


def close_session(session_id: str, token: ApiToken) -> bool:
    """Close the session; False if it was not open (for this token)."""
    deleted, _ = McpSession.objects.filter(id=session_id[:64], token=token).delete()
    return bool(deleted)


def forget_idle_sessions() -> int:
    """Delete sessions idle past IDLE_SECONDS (their ids already answer 404)."""
    cutoff = timezone.now() - timedelta(seconds=IDLE_SECONDS)
    deleted, _ = McpSession.objects.filter(last_seen_at__lte=cutoff).delete()
    return deleted
