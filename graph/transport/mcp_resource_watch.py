"""Telling subscribed MCP clients that a resource changed, whichever process changed it.

Database triggers (graph migration 0017) NOTIFY the channel memorymesh_resources_changed
at commit: "s:<scope ids>" when a scope's memory changed, "m:<user id>" when a user
joined or left an organisation; a tool list change (graph.transport.tool_list_signal)
changes the schema catalogue. Each web process LISTENs, gathers what it heard for about
half a second, then, in one worker-thread pass, asks the resource sources which URIs
(and whose) the change touched and tells its own subscribers:

- handshake-era sessions (2025-11-25) whose GET stream is open here get
  `notifications/resources/updated` for the URIs they subscribed (rows, because the
  subscribe request may have reached another process), and
  `notifications/resources/list_changed` when their user's memberships changed;
- 2026-07-28 listen streams open here get the same events, filtered by what they asked.

A subscriber hears of a URI only while it is in its own resources/list, checked with
its token's rights at each notice: another user's change never reaches it.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
import mcp_types as types
from mcp.server import ServerRequestContext
from mcp.server.subscriptions import ListenHandler, ResourcesListChanged, ResourceUpdated, ServerEvent, SubscriptionBus
from mcp.shared.exceptions import MCPError

from graph.access import CallContext
from graph.contracts.resources import ResourceChange, Touched, resources
from graph.services.mcp_subscriptions import subscriptions_of, tokens_of
from graph.transport.mcp_calls import caller_of, run_orm
from graph.transport.mcp_streams import NoticeStreams
from identity.models import ApiToken

logger = logging.getLogger(__name__)

RESOURCE_UPDATED = "notifications/resources/updated"
RESOURCE_LIST_CHANGED = "notifications/resources/list_changed"
# Notices heard within this window are answered in one pass (a bulk import commits many).
_GATHER_SECONDS = 0.5
_MAX_LISTEN_STREAMS = 1024


@dataclass
class _Heard:
    """What the NOTIFYs said since the last pass."""

    scope_ids: set[int] = field(default_factory=set)
    every_scope: bool = False
    tools_changed: bool = False
    member_ids: set[int] = field(default_factory=set)

    def change(self) -> ResourceChange:
        return ResourceChange(frozenset(self.scope_ids), self.every_scope, self.tools_changed)

    def heard(self, payload: str) -> None:
        kind, _, ids = payload.partition(":")
        if kind == "s" and ids == "*":
            self.every_scope = True
        elif kind == "s":
            self.scope_ids.update(int(each) for each in ids.split(",") if each.isdigit())
        elif kind == "m" and ids.isdigit():
            self.member_ids.add(int(ids))


@dataclass(frozen=True)
class _Listener:
    """A 2026-07-28 listen stream open in this process: who listens, for what, and its delivery."""

    caller: CallContext
    uris: frozenset[str]
    list_changed: bool
    deliver: Callable[[ServerEvent], None]


# A notice to send: (session id or listen-stream key, the event).
_Notice = tuple[str | object, ServerEvent]


class ResourceWatch:
    """This process's resource subscribers, and the pass that tells them what changed."""

    def __init__(self, streams: NoticeStreams, bus: SubscriptionBus) -> None:
        self.streams = streams
        self.bus = bus
        self._listeners: dict[object, _Listener] = {}
        self._heard = _Heard()
        self._wake = anyio.Event()

    async def heard(self, payload: str) -> None:
        """A NOTIFY on the resources channel arrived (tool_list_signal.listen_for_changes calls this)."""
        self._heard.heard(payload)
        self._wake.set()

    async def tools_changed(self) -> None:
        """The tool list changed, and with it the schema catalogue."""
        self._heard.tools_changed = True
        self._wake.set()

    async def run(self) -> None:
        """Until cancelled: wait for notices, gather them briefly, tell the subscribers they concern."""
        while True:
            await self._wake.wait()
            await anyio.sleep(_GATHER_SECONDS)
            self._wake = anyio.Event()
            heard, self._heard = self._heard, _Heard()
            if not self.streams.session_ids and not self._listeners:
                continue  # nobody here to tell
            listeners = dict(self._listeners)
            try:
                notices = await run_orm(_notices, heard, self.streams.session_ids, listeners)
            except Exception:  # noqa: BLE001 - one failed pass (database away) must not end the watch
                logger.warning("could not work out which resource subscribers to notify", exc_info=True)
                continue
            for target, event in notices:
                self._send(target, event)

    def _send(self, target: str | object, event: ServerEvent) -> None:
        if isinstance(target, str):
            if isinstance(event, ResourceUpdated):
                self.streams.send_to(target, RESOURCE_UPDATED, {"uri": event.uri})
            else:
                self.streams.send_to(target, RESOURCE_LIST_CHANGED)
        elif (listener := self._listeners.get(target)) is not None:  # still open
            listener.deliver(event)

    def listen_handler(self) -> "CallerListenHandler":
        return CallerListenHandler(self)


class CallerListenHandler:
    """`subscriptions/listen`, served by the SDK's ListenHandler on a bus of this stream's own.

    The SDK's handler filters events by URI only, and every user's account profile has
    the same URI; this handler remembers who listens, so the watch sends each stream only
    its caller's changes, while tool list changes reach every stream through the shared bus.
    """

    def __init__(self, watch: ResourceWatch) -> None:
        self.watch = watch

    async def __call__(
        self, ctx: ServerRequestContext[Any, Any], params: types.SubscriptionsListenRequestParams
    ) -> types.SubscriptionsListenResult:
        """Serve one listen stream for the calling token."""
        if len(self.watch._listeners) >= _MAX_LISTEN_STREAMS:
            raise MCPError(types.INTERNAL_ERROR, "Subscription limit reached")
        wanted = params.notifications
        stream_bus = _StreamBus(
            self.watch,
            caller_of(ctx),
            frozenset(wanted.resource_subscriptions or ()),
            bool(wanted.resources_list_changed),
        )
        return await ListenHandler(stream_bus)(ctx, params)


class _StreamBus:
    """The bus one listen stream subscribes to: the shared one, plus the watch's addressed events."""

    def __init__(self, watch: ResourceWatch, caller: CallContext, uris: frozenset[str], list_changed: bool) -> None:
        self.watch = watch
        self.caller = caller
        self.uris = uris
        self.list_changed = list_changed

    async def publish(self, event: ServerEvent) -> None:
        await self.watch.bus.publish(event)

    def subscribe(self, listener: Callable[[ServerEvent], None]) -> Callable[[], None]:
        key = object()
        self.watch._listeners[key] = _Listener(self.caller, self.uris, self.list_changed, listener)
        shared_unsubscribe = self.watch.bus.subscribe(listener)

        def unsubscribe() -> None:
            self.watch._listeners.pop(key, None)
            shared_unsubscribe()

        return unsubscribe


def _notices(heard: _Heard, session_ids: set[str], listeners: dict[object, _Listener]) -> list[_Notice]:
    """Who in this process hears what about `heard` (runs in a worker thread: it reads the database)."""
    change = heard.change()
    touched = resources.touched(change) if change.scope_ids or change.every_scope or change.tools_changed else {}
    readable = _Readable(revoked=_revoked({listener.caller.token.pk for listener in listeners.values()}))
    notices: list[_Notice] = []
    if touched and session_ids:
        for session_id, token, uri in subscriptions_of(session_ids):
            if _concerns(touched, uri, token.user_id) and readable(token, uri):
                notices.append((session_id, ResourceUpdated(uri)))
    if heard.member_ids and session_ids:
        for session_id, token in tokens_of(session_ids).items():
            if token.user_id in heard.member_ids:
                notices.append((session_id, ResourcesListChanged()))
    for key, listener in listeners.items():
        token = listener.caller.token
        for uri in listener.uris:
            if _concerns(touched, uri, token.user_id) and readable(token, uri, listener.caller):
                notices.append((key, ResourceUpdated(uri)))
        if listener.list_changed and token.user_id in heard.member_ids:
            notices.append((key, ResourcesListChanged()))
    return notices


def _concerns(touched: Touched, uri: str, user_id: int) -> bool:
    if uri not in touched:
        return False
    users = touched[uri]
    return users is None or user_id in users


def _revoked(token_ids: set[int]) -> set[int]:
    # A listen stream holds the token it was opened with; a revocation since then is only in the row.
    if not token_ids:
        return set()
    return set(ApiToken.objects.filter(pk__in=token_ids, revoked_at__isnull=False).values_list("pk", flat=True))


class _Readable:
    """Whether a token may read a URI now (live, and the URI in its resources/list), listed once per token per pass."""

    def __init__(self, revoked: set[int]) -> None:
        self._revoked = revoked
        self._listed: dict[tuple[int, str | None, str | None], set[str]] = {}

    def __call__(self, token: ApiToken, uri: str, caller: CallContext | None = None) -> bool:
        if token.revoked_at is not None or token.pk in self._revoked:
            return False
        caller = caller or CallContext(token=token)
        key = (token.pk, caller.header_scope, caller.header_user)
        if key not in self._listed:
            self._listed[key] = {entry.uri for entry in resources.listed(caller)}
        return uri in self._listed[key]
