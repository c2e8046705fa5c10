"""Appending to the audit trail. Called inside each write verb's transaction."""

from typing import Any

from graph.models import Event, Scope


def record_event(
    ctx: Any,
    *,
    verb: str,
    scope: Scope | None,
    outcome: str = "ok",
    ids: dict | None = None,
    detail: dict | None = None,
) -> Event:
    """One row: who (user and token), which verb, in which scope, with what outcome and ids."""
    return Event.objects.create(
        scope=scope,
        actor=ctx.user,
        # A person in the browser pages or a console operator acts with an unsaved token: no row to name.
        token=ctx.token if ctx.token is not None and ctx.token.pk is not None else None,
        verb=verb,
        outcome=outcome,
        ids=ids or {},
        detail=detail or {},
    )
