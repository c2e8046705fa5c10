"""Resource subscriptions of handshake-era MCP sessions (`resources/subscribe`), as rows.

Any web process may receive the subscribe request; the process holding the session's
GET stream reads the rows when a change arrives (graph.transport.mcp_resource_watch).
"""

from collections.abc import Iterable

from django.db import transaction

from graph.models import McpSession, McpSessionSubscription
from identity.models import ApiToken


def subscribe(session_id: str, uri: str) -> None:
    """Record that the session wants `notifications/resources/updated` for `uri` (again: no change).

    The caller has checked the URI is one this session's token may read.
    """
    with transaction.atomic():
        # get_or_create under the unique (session, uri): two racing subscribes leave one row.
        McpSessionSubscription.objects.get_or_create(session_id=session_id[:64], uri=uri)


def unsubscribe(session_id: str, uri: str) -> None:
    """Forget the session's subscription to `uri` (none: nothing to do, as the spec allows)."""
    with transaction.atomic():
        McpSessionSubscription.objects.filter(session_id=session_id[:64], uri=uri).delete()


def subscriptions_of(session_ids: Iterable[str]) -> list[tuple[str, ApiToken, str]]:
    """(session id, its token, subscribed URI) of the given open sessions."""
    rows = McpSessionSubscription.objects.filter(session_id__in=list(session_ids)).select_related(
        "session__token__user"
    )
    return [(row.session_id, row.session.token, row.uri) for row in rows]


def tokens_of(session_ids: Iterable[str]) -> dict[str, ApiToken]:
    """The token of each open session among `session_ids`."""
    sessions = McpSession.objects.filter(id__in=list(session_ids)).select_related("token__user")
    return {session.id: session.token for session in sessions}
