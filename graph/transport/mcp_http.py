"""The MCP endpoint at /v1/mcp, mounted in front of Django's ASGI application.

Streamable HTTP is served by the official SDK's session managers; this module is
the door in front of them. For every request to /v1/mcp, in order:

1. the Host (and Origin, when a browser sends one) must be one of ALLOWED_HOSTS
   (DNS-rebinding protection, with the same list Django uses);
2. the bearer token must be live (401 + WWW-Authenticate otherwise), before any MCP
   processing; the token becomes the SDK's authenticated user, so a session id only
   works with the token that opened it (another token gets 404, as if unknown);
3. a GET that cannot take an SSE stream gets 405 (the spec's "no stream for you"),
   not the SDK's 406;
4. the request goes to one of two session managers: one answers POSTs with SSE
   streams, the other with plain JSON, for clients that accept only
   application/json. A session stays with the manager that opened it.

The ASGI lifespan runs both managers; everything else goes to Django.
"""

import asyncio
import logging
from contextlib import AsyncExitStack
from urllib.parse import urlsplit

from django.conf import settings
from django.http.request import split_domain_port, validate_host
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from mcp.server.streamable_http import MCP_SESSION_ID_HEADER, check_accept_headers
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from graph.exceptions import Unauthenticated, error_body
from graph.models import ApiToken
from graph.transport.auth import authenticate_bearer
from graph.transport.encoding import JSON_MEDIA_TYPE, dumps
from graph.transport.mcp_changes import ToolListChanges
from graph.transport.mcp_tools import TOKEN_SCOPE_KEY, build_server, run_orm
from graph.verbs.registry import registry

logger = logging.getLogger(__name__)

MCP_PATH = "/v1/mcp"
_WWW_AUTHENTICATE = 'Bearer realm="memorymesh"'


class McpMount:
    """ASGI application: /v1/mcp is MCP (Streamable HTTP), every other path is `django_app`."""

    def __init__(self, django_app: ASGIApp) -> None:
        self.django_app = django_app
        self.changes = ToolListChanges()
        server = build_server(self.changes)
        limits = {"max_request_body_size": settings.API_MAX_BODY_BYTES}
        self.streaming = StreamableHTTPSessionManager(server, **limits)
        self.json_only = StreamableHTTPSessionManager(server, json_response=True, **limits)
        self._serving = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "http" and scope["path"].rstrip("/") == MCP_PATH:
            await self.serve(scope, receive, send)
        else:
            await self.django_app(scope, receive, send)

    async def serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer one HTTP request to /v1/mcp: guard, authenticate, then hand it to the SDK."""
        request = Request(scope)
        admitted = await self._admit(request)
        if isinstance(admitted, Response):
            await admitted(scope, receive, send)
            return
        accepts_json, accepts_sse = check_accept_headers(request)
        if request.method == "GET" and not accepts_sse:
            await _no_stream()(scope, receive, send)
            return
        manager = self._manager_for(request.headers.get(MCP_SESSION_ID_HEADER), accepts_json, accepts_sse)
        scope = {**scope, "user": AuthenticatedUser(_principal(admitted)), TOKEN_SCOPE_KEY: admitted}
        await manager.handle_request(scope, receive, send)

    async def _admit(self, request: Request) -> ApiToken | Response:
        """The caller's live token, or the refusal to send instead."""
        refusal = _host_refusal(request.headers)
        if refusal is not None:
            return refusal
        if not self._serving:
            return _error(503, "mcp_not_started", "the MCP endpoint runs only under an ASGI server with lifespan on")
        try:
            return await run_orm(authenticate_bearer, request.headers.get("authorization"))
        except Unauthenticated as exc:
            return _unauthorized(exc)

    def _manager_for(
        self, session_id: str | None, accepts_json: bool, accepts_sse: bool
    ) -> StreamableHTTPSessionManager:
        if session_id is not None:
            # A session lives in the manager that opened it. The SDK keeps no public
            # index of sessions; mcp is pinned (requirements.txt) and the JSON-only
            # tests fail if this attribute moves.
            owned = session_id in self.json_only._server_instances
            return self.json_only if owned else self.streaming
        return self.json_only if accepts_json and not accepts_sse else self.streaming

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        await receive()  # lifespan.startup
        async with AsyncExitStack() as running:
            try:
                await running.enter_async_context(self.streaming.run())
                await running.enter_async_context(self.json_only.run())
                self.changes.start(asyncio.get_running_loop())
                running.callback(self.changes.stop)
                running.callback(registry.add_listener(self.changes.registry_changed))
            except Exception as exc:  # noqa: BLE001 - reported to the ASGI server, which then refuses to start
                logger.exception("the MCP endpoint failed to start")
                await send({"type": "lifespan.startup.failed", "message": str(exc)})
                return
            self._serving = True
            await send({"type": "lifespan.startup.complete"})
            await receive()  # lifespan.shutdown
            self._serving = False
        await send({"type": "lifespan.shutdown.complete"})


def _principal(token: ApiToken) -> AccessToken:
    # The SDK binds each session to (client_id, issuer, subject) of the user that
    # opened it; the token id makes that "this token", not merely "this user".
    return AccessToken(token=f"apitoken:{token.pk}", client_id=str(token.pk), subject=str(token.user_id), scopes=[])


def _allowed(host: str) -> bool:
    domain, _port = split_domain_port(host)
    allowed = settings.ALLOWED_HOSTS
    if settings.DEBUG and not allowed:
        allowed = [".localhost", "127.0.0.1", "[::1]"]  # what Django itself allows then
    return bool(domain) and validate_host(domain, allowed)


def _host_refusal(headers: Headers) -> Response | None:
    host = headers.get("host", "")
    if not _allowed(host):
        return _error(400, "disallowed_host", f"Host {host!r} is not in MEMORYMESH_ALLOWED_HOSTS")
    origin = headers.get("origin")
    if origin is not None and not _allowed(urlsplit(origin).netloc):
        return _error(403, "origin_not_allowed", f"Origin {origin!r} is not in MEMORYMESH_ALLOWED_HOSTS")
    return None


def _unauthorized(exc: Unauthenticated) -> Response:
    # RFC 6750 §3.1: name the error only when a bearer token was sent (and was bad).
    challenge = _WWW_AUTHENTICATE + (', error="invalid_token"' if exc.code == "invalid_token" else "")
    return _error(401, exc.code, exc.detail, headers={"WWW-Authenticate": challenge})


def _no_stream() -> Response:
    # 405 is how Streamable HTTP says "no SSE stream here"; clients then carry on with POSTs only.
    detail = "GET opens the server's SSE stream and needs Accept: text/event-stream; POST works without it"
    return _error(405, "method_not_allowed", detail, headers={"Allow": "POST, DELETE"})


def _error(status: int, code: str, detail: str, *, headers: dict[str, str] | None = None) -> Response:
    return Response(dumps(error_body(code, detail)), status_code=status, headers=headers, media_type=JSON_MEDIA_TYPE)
