"""Appending to the audit trail. Called inside each write verb's transaction."""

from typing import Any

from graph.models import Event, Scope
from graph.redaction import redact_value


def record_event(
    ctx: Any,
    *,
    verb: str,
    scope: Scope | None,
    outcome: str = "ok",
    ids: dict | None = None,
    detail: dict | None = None,
) -> Event:
    """One row: who (user and token), which verb, in which scope, with what outcome and ids.
    A browser session's token is never saved, so its events name the user alone; a secret
    in `ids` or `detail` is saved as its redaction marker."""
    token = ctx.token if ctx.token is not None and ctx.token.pk is not None else None
    return Event.objects.create(
        scope=scope,
        actor=ctx.user,
        token=token,
        verb=verb,
        outcome=outcome,
        ids=redact_value(ids or {}),
        detail=redact_value(detail or {}),
    )
