"""The MCP endpoint at /v1/mcp, mounted in front of Django's ASGI application.

Streamable HTTP is served by the official SDK's stateless transport; this module is
the door in front of it, and keeps the handshake-era sessions itself (in PostgreSQL,
graph.services.mcp_sessions) so that any web process serves any session. For every
request to /v1/mcp, in order:

1. the Host (and Origin, when a browser sends one) must be one of ALLOWED_HOSTS
   (DNS-rebinding protection, with the same list Django uses);
2. the bearer token must be live (401 + WWW-Authenticate otherwise), before any MCP
   processing;
3. a session id must be open and belong to this token (else 404, as if unknown);
   GET opens the session's notice stream (405 without Accept: text/event-stream),
   DELETE closes the session;
4. a POST goes to one of two SDK managers: one answers with an SSE stream, the other
   with plain JSON. JSON answers every client that accepts it, except for requests whose
   answer may be several messages (`subscriptions/listen`, a request asking for progress),
   which stream when the client accepts SSE. A POST without a session id that carries
   `initialize` opens a session: its id goes back in the Mcp-Session-Id header.

The ASGI lifespan runs both managers, the LISTEN task that hears of tool list and
resource changes made in any process, and the resource watch that tells subscribers;
every other path under /v1/ goes to Django through graph.transport.api_handler (one
worker thread per request; the short API middleware chain for a call with an
Authorization header), and everything else (pages, static files, the admin) to
Django's ASGI handler.
"""

import logging
from contextlib import AsyncExitStack
from typing import Any
from urllib.parse import urlsplit

import anyio
import orjson
from django.conf import settings
from django.db import connection
from django.http.request import split_domain_port, validate_host
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from mcp.server.streamable_http import MCP_SESSION_ID_HEADER, check_accept_headers
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from graph.contracts.registry import registry
from graph.exceptions import Busy, MemoryError_, Unauthenticated, error_body
from graph.services.mcp_sessions import close_session, live_session, open_session
from graph.transport.admission import gate
from graph.transport.api_handler import ApiDoor
from graph.transport.auth import TOKEN_RECHECK_SECONDS, authenticate_bearer, confirmed_bearer
from graph.transport.discovery import MCP_PATH, challenge, public_url, resource_url
from graph.transport.encoding import JSON_MEDIA_TYPE, dumps
from graph.transport.errors import API_PREFIX, refusal_bytes
from graph.transport.https_mode import plain_http_redirect, with_hsts
from graph.transport.mcp_calls import TOKEN_SCOPE_KEY, run_orm
from graph.transport.mcp_changes import ToolListChanges
from graph.transport.mcp_direct import answer_direct, direct_call
from graph.transport.mcp_tools import build_server
from graph.transport.recently_confirmed import RecentlyConfirmed
from graph.transport.tool_list_signal import listen_conninfo, listen_for_changes
from identity.models import ApiToken

logger = logging.getLogger(__name__)


class McpMount:
    """ASGI application: /v1/mcp is MCP (Streamable HTTP), the rest of /v1/ the HTTP API, every
    other path is `django_app`."""

    def __init__(self, django_app: ASGIApp) -> None:
        self.django_app = django_app
        self.api_app = ApiDoor()
        self.changes = ToolListChanges()
        server = build_server(self.changes)
        limits = {"max_request_body_size": settings.API_MAX_BODY_BYTES, "stateless": True}
        self.streaming = StreamableHTTPSessionManager(server, **limits)
        self.json_only = StreamableHTTPSessionManager(server, json_response=True, **limits)
        self._serving = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "http" and scope["path"].rstrip("/") == MCP_PATH:
            await self.serve(scope, receive, send)
        elif scope["type"] == "http":
            await self._django_behind_gate(scope, receive, send)
        else:
            await self.django_app(scope, receive, send)

    async def _django_behind_gate(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Django answers at most as many requests at once as there are database connections."""
        try:
            await gate.acquire()
        except Busy as refusal:
            await _refusal(refusal)(scope, receive, send)
            return
        app = self.api_app if scope["path"].startswith(API_PREFIX) else self.django_app
        try:
            await app(scope, receive, send)
        finally:
            gate.release()

    async def serve(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer one HTTP request to /v1/mcp: guard, authenticate, check the session, then serve it."""
        redirect = plain_http_redirect(scope)
        if redirect is not None:
            await redirect(scope, receive, send)
            return
        send = with_hsts(scope, send)
        request = Request(scope)
        session_id = request.headers.get(MCP_SESSION_ID_HEADER)
        admitted = await self._admit(request, session_id)
        if isinstance(admitted, Response):
            await admitted(scope, receive, send)
            return
        accepts_json, accepts_sse = check_accept_headers(request)
        if request.method == "GET":
            await self._notice_stream(session_id, accepts_sse, scope, receive, send)
        elif request.method == "DELETE":
            await self._close(session_id, admitted, scope, receive, send)
        else:
            await self._post(request, session_id, admitted, accepts_json, accepts_sse, scope, receive, send)

    async def _post(
        self,
        request: Request,
        session_id: str | None,
        token: ApiToken,
        accepts_json: bool,
        accepts_sse: bool,
        scope: Scope,
        receive: Receive,
        send: Send,
    ) -> None:
        """A POSTed message of an admitted caller: refused here, answered here (a one-shot
        tools/call, graph.transport.mcp_direct) or handed to one of the SDK's managers."""
        scope = {**scope, "user": AuthenticatedUser(_principal(token)), TOKEN_SCOPE_KEY: token}
        try:
            body = await _read_body(receive)
        except _BodyTooLarge:
            await _body_too_large()(scope, receive, send)
            return
        receive = _replaying(body, receive)
        message = _json_rpc(body)
        malformed = _malformed(message)
        if malformed is not None:
            await malformed(scope, receive, send)
            return
        if token.read_only and await run_orm(_changes_memory, message):
            await _insufficient_scope(request, message)(scope, receive, send)
            return
        if session_id is None and _method(message) == "initialize":
            send = await _opening_session(token, send)
        # Plain JSON for a client that takes only JSON, and for any one-shot request of a
        # client that takes both: an SSE answer costs the SDK a stream, a task group and
        # a writer task for the one message it carries.
        streams = accepts_sse and (not accepts_json or _needs_stream(message))
        params = direct_call(message, body, request) if accepts_json and not streams else None
        if params is not None:
            answer = await answer_direct(token, request, message, params)
            if answer is not None:
                await answer(scope, receive, send)
                return
        await (self.streaming if streams else self.json_only).handle_request(scope, receive, send)

    async def _notice_stream(
        self, session_id: str | None, accepts_sse: bool, scope: Scope, receive: Receive, send: Send
    ) -> None:
        if not accepts_sse:
            await _no_stream()(scope, receive, send)
        elif session_id is None:
            detail = "a GET stream belongs to a session: send the Mcp-Session-Id that initialize returned"
            await _error(400, "missing_session_id", detail)(scope, receive, send)
        else:
            await self.changes.streams.serve(session_id, scope, receive, send)

    async def _close(self, session_id: str | None, token: ApiToken, scope: Scope, receive: Receive, send: Send) -> None:
        if session_id is None:
            await _error(400, "missing_session_id", "DELETE ends a session: send its Mcp-Session-Id")(
                scope, receive, send
            )
            return
        await run_orm(close_session, session_id, token)
        _open_sessions.forget(lambda key, _open: key[0] == session_id)
        self.changes.streams.end_session(session_id)
        await Response(status_code=200)(scope, receive, send)

    async def _admit(self, request: Request, session_id: str | None) -> ApiToken | Response:
        """The caller's live token (and, if it names one, its live session), or the refusal to send instead."""
        refusal = _host_refusal(request.headers)
        if refusal is not None:
            return refusal
        if not self._serving:
            return _error(503, "mcp_not_started", "the MCP endpoint runs only under an ASGI server with lifespan on")
        try:
            resource = resource_url(_public_url(request))
            authorization = request.headers.get("authorization")
            # A token and session confirmed in the last moment are answered here on the loop;
            # otherwise both are read in one worker thread.
            token = confirmed_bearer(authorization)
            if token is not None and (session_id is None or _open_sessions.get((session_id, token.pk))):
                session_live = True
            else:
                token, session_live = await run_orm(_caller, authorization, session_id, resource)
        except Unauthenticated as exc:
            return _unauthorized(exc, request)
        except MemoryError_ as refusal:  # over the token's rate (429), or saturated (503)
            return _refusal(refusal)
        if not session_live:
            return _error(404, "session_not_found", "no open MCP session with this id for this token")
        return token

    async def _lifespan(self, receive: Receive, send: Send) -> None:
        await receive()  # lifespan.startup
        async with AsyncExitStack() as running:
            try:
                await running.enter_async_context(self.streaming.run())
                await running.enter_async_context(self.json_only.run())
                group = await running.enter_async_context(anyio.create_task_group())
                running.callback(group.cancel_scope.cancel)
                conninfo = listen_conninfo(connection.settings_dict)
                group.start_soon(listen_for_changes, conninfo, self.changes.broadcast, self.changes.resources.heard)
                group.start_soon(self.changes.resources.run)
            except Exception as exc:  # noqa: BLE001 - reported to the ASGI server, which then refuses to start
                logger.exception("the MCP endpoint failed to start")
                await send({"type": "lifespan.startup.failed", "message": str(exc)})
                return
            self._serving = True
            await send({"type": "lifespan.startup.complete"})
            await receive()  # lifespan.shutdown
            self._serving = False
        await send({"type": "lifespan.shutdown.complete"})


# Open sessions, by id and token, confirmed in the last second: a session is checked before
# every request, and reading its row was one more round trip per call. A session closed
# through another process is refused here within that second, as a revoked token is (and
# at once when closed through this one).
_open_sessions: RecentlyConfirmed[tuple[str, int], bool] = RecentlyConfirmed(TOKEN_RECHECK_SECONDS)


def _caller(authorization: str | None, session_id: str | None, resource: str | None = None) -> tuple[ApiToken, bool]:
    """The live token of `authorization` (else Unauthenticated), and whether `session_id`, if sent, is its open session.

    Both in one worker thread: each hop to a thread and back costs about as much as
    the (cached) token check itself.
    """
    token = authenticate_bearer(authorization, resource=resource)
    return token, session_id is None or _session_open(session_id, token)


def _session_open(session_id: str, token: ApiToken) -> bool:
    key = (session_id, token.pk)
    if _open_sessions.get(key):
        return True
    if not live_session(session_id, token):
        return False
    _open_sessions.put(key, True)
    return True


async def _opening_session(token: ApiToken, send: Send) -> Send:
    """For an `initialize` POST without a session id: open a session and send its id back."""
    session_id = await run_orm(open_session, token)

    async def send_with_session(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = [*message.get("headers", []), (MCP_SESSION_ID_HEADER.encode(), session_id.encode())]
            message = {**message, "headers": headers}
        await send(message)

    return send_with_session


class _BodyTooLarge(Exception):
    pass


async def _read_body(receive: Receive) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > settings.API_MAX_BODY_BYTES:
            raise _BodyTooLarge
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replaying(body: bytes, original: Receive) -> Receive:
    """The body already read, then whatever the client sends next (a disconnect)."""
    replayed = False

    async def receive() -> Message:
        nonlocal replayed
        if replayed:
            return await original()
        replayed = True
        return {"type": "http.request", "body": body, "more_body": False}

    return receive


class _NotJson:
    """A body that is not JSON, with the parser's reason."""

    def __init__(self, reason: str) -> None:
        self.reason = reason


def _json_rpc(body: bytes) -> Any:
    """The POSTed message, or _NotJson naming why it is not JSON."""
    try:
        return orjson.loads(body)
    except orjson.JSONDecodeError as exc:
        return _NotJson(str(exc))


def _malformed(message: Any) -> Response | None:
    """The JSON-RPC error for a message no MCP revision accepts, or None for one the SDK should see.

    Answered here, not by the SDK: its parser takes 1e400 for infinity and an object for an
    id, and then answers nothing (202) or a validation dump of its own internal types.
    """
    if isinstance(message, _NotJson):
        return _json_rpc_error(-32700, f"Parse error: the body is not JSON ({message.reason})")
    if isinstance(message, list):
        return _json_rpc_error(-32600, "Invalid Request: send one JSON-RPC message per POST (MCP has no batches)")
    if not isinstance(message, dict):
        return _json_rpc_error(-32600, "Invalid Request: a JSON-RPC message is a JSON object")
    if "id" in message and (isinstance(message["id"], bool) or not isinstance(message["id"], str | int)):
        return _json_rpc_error(-32600, "Invalid Request: id must be a string or an integer")
    return None


def _json_rpc_error(code: int, message: str) -> Response:
    body = {"jsonrpc": "2.0", "id": None, "error": {"code": code, "message": message}}
    return Response(dumps(body), status_code=400, media_type=JSON_MEDIA_TYPE)


def _method(message: Any) -> str | None:
    return message.get("method") if isinstance(message, dict) else None


# Requests whose answer is a stream of messages: a listen stream of 2026-07-28 clients.
_STREAMED_METHODS = frozenset({"subscriptions/listen"})


def _needs_stream(message: Any) -> bool:
    """Whether a request's answer may be more than one message: a streamed method, a request
    asking for progress notifications, or anything but one JSON-RPC message (a batch)."""
    if not isinstance(message, dict):
        return True
    if "id" not in message:
        return False  # a notification or a response: answered 202 either way
    if message.get("method") in _STREAMED_METHODS:
        return True
    params = message.get("params")
    meta = params.get("_meta") if isinstance(params, dict) else None
    return isinstance(meta, dict) and "progressToken" in meta


def _changes_memory(message: Any) -> bool:
    """Whether a message calls a tool that writes (a read-only token's call is refused before it runs)."""
    if _method(message) != "tools/call" or not isinstance(message.get("params"), dict):
        return False
    name = message["params"].get("name")
    verb = registry.get(name) if isinstance(name, str) else None
    return verb is not None and verb.mcp and not verb.read_only


def _insufficient_scope(request: Request, message: dict[str, Any]) -> Response:
    # MCP authorization: HTTP 403 with the scope to ask for, so a client can step up its grant.
    name = message["params"]["name"]
    detail = f"{name} changes memory; this token may only read (OAuth scope memory:read)"
    header = challenge(_public_url(request), error="insufficient_scope", scope="memory:read memory:write")
    return _error(403, "insufficient_scope", detail, headers={"WWW-Authenticate": header})


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


def _unauthorized(exc: Unauthenticated, request: Request) -> Response:
    # RFC 6750 §3.1: name the error only when a bearer token was sent (and was bad).
    header = challenge(_public_url(request), error="invalid_token" if exc.code == "invalid_token" else None)
    return _error(401, exc.code, exc.detail, headers={"WWW-Authenticate": header})


def _public_url(request: Request) -> str:
    return public_url(request.url.scheme, request.headers.get("host", ""))


def _no_stream() -> Response:
    # 405 is how Streamable HTTP says "no SSE stream here"; clients then carry on with POSTs only.
    detail = "GET opens the server's SSE stream and needs Accept: text/event-stream; POST works without it"
    return _error(405, "method_not_allowed", detail, headers={"Allow": "POST, DELETE"})


def _refusal(refusal: MemoryError_) -> Response:
    status, headers, body = refusal_bytes(refusal)
    return Response(body, status_code=status, headers=headers)


def _body_too_large() -> Response:
    limit = settings.API_MAX_BODY_BYTES
    return _error(413, "body_too_large", f"the body is over the limit of {limit} bytes")


def _error(status: int, code: str, detail: str, *, headers: dict[str, str] | None = None) -> Response:
    return Response(dumps(error_body(code, detail)), status_code=status, headers=headers, media_type=JSON_MEDIA_TYPE)
