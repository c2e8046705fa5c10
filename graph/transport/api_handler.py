"""Django for the HTTP API (/v1/*): each request runs whole in one worker thread.

Django's ASGI handler runs sync code by hopping threads: every sync middleware's
request and response hooks, the view, the request signals and response.close() each
cross from the event loop to a thread made for the request and back — about twenty
hops per API call, which cost about as much as a whoami's own work (3.3 ms through the
ASGI handler against 1.7 ms through the sync one, in one process; docs/performance.md).
Here the body is read on the event loop, then one worker thread runs what a WSGI server
would run (request_started, the middleware chain loaded in sync mode, the view,
response.close(), which hands the database connection back to the pool) and returns
finished bytes, which the loop sends.

A handler runs the middleware it is given: settings.MIDDLEWARE for a call that may be a
browser's (the viewer's fetches ride on its session and CSRF cookie), or the short
settings.API_MIDDLEWARE for a call that carries an Authorization header. Such a call is
authenticated by its token alone (DRF's BearerTokenAuthentication answers before the
session would be asked, and refuses a bad header itself), so sessions, CSRF, messages,
the user middleware and axes have nothing to do for it and are not run — they were most
of the stack's cost (docs/performance.md, "A lean request path").

The workers are as many as the database pool has connections: the door
(graph.transport.admission.gate) admits no more requests than that at once, so a
request never waits for a thread after it was admitted. The handlers share one pool.
"""

import asyncio
import functools
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from django.conf import settings
from django.core import signals
from django.core.exceptions import MiddlewareNotUsed, RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.core.handlers.base import BaseHandler
from django.core.handlers.exception import convert_exception_to_response
from django.http import HttpRequest
from django.urls import ResolverMatch, get_resolver, set_script_prefix
from django.utils.module_loading import import_string
from starlette.types import Receive, Scope, Send

Headers = list[tuple[bytes, bytes]]


class ThreadedApiHandler(ASGIHandler):
    """An ASGI application that runs each Django request, through `middleware` (import paths,
    outermost first), in one thread of `workers`."""

    def __init__(self, middleware: Sequence[str], workers: ThreadPoolExecutor) -> None:
        BaseHandler.__init__(self)  # not ASGIHandler.__init__: the middleware chain is loaded in sync mode
        self._load_sync_chain(middleware)
        self._workers = workers

    def _load_sync_chain(self, middleware: Sequence[str]) -> None:
        """BaseHandler.load_middleware(is_async=False) for this list instead of settings.MIDDLEWARE:
        every middleware of ours is sync-capable, so no adapter is needed."""
        self._view_middleware, self._template_response_middleware, self._exception_middleware = [], [], []
        handler = convert_exception_to_response(self._get_response)
        for path in reversed(middleware):
            try:
                instance = import_string(path)(handler)
            except MiddlewareNotUsed:
                continue
            if hasattr(instance, "process_view"):
                self._view_middleware.insert(0, instance.process_view)
            if hasattr(instance, "process_template_response"):
                self._template_response_middleware.append(instance.process_template_response)
            if hasattr(instance, "process_exception"):
                self._exception_middleware.append(instance.process_exception)
            handler = convert_exception_to_response(instance)
        self._middleware_chain = handler

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        loop = asyncio.get_running_loop()
        status, headers, body = await loop.run_in_executor(self._workers, self._respond, scope, body_file)
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    def resolve_request(self, request: HttpRequest) -> ResolverMatch:
        """BaseHandler.resolve_request, with the answer for a path kept (see _resolved)."""
        if hasattr(request, "urlconf"):
            return super().resolve_request(request)
        request.resolver_match = match = _resolved(settings.ROOT_URLCONF, request.path_info)
        return match

    def _respond(self, scope: Scope, body_file: Any) -> tuple[int, Headers, bytes]:
        """The whole request in this thread, as a WSGI server runs it; (status, headers, body)."""
        try:
            set_script_prefix(get_script_prefix(scope))
            signals.request_started.send(sender=self.__class__, scope=scope)
            request, refused = self.create_request(scope, body_file)
            response = refused if request is None else self.get_response(request)
            try:
                # No /v1/ view streams; joining a stream here would still answer it whole.
                body = b"".join(response) if response.streaming else response.content
                return response.status_code, _headers(response), body
            finally:
                response.close()  # request_finished: the database connection goes back to the pool
        finally:
            body_file.close()


class ApiDoor:
    """ASGI application for /v1/ (besides MCP): a call with an Authorization header through the
    short API_MIDDLEWARE chain, any other (a browser's, with its session) through MIDDLEWARE."""

    def __init__(self) -> None:
        workers = ThreadPoolExecutor(max_workers=settings.DB_POOL_SIZE, thread_name_prefix="api")
        self.full = ThreadedApiHandler(settings.MIDDLEWARE, workers)
        self.bearer = ThreadedApiHandler(settings.API_MIDDLEWARE, workers)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = self.bearer if carries_authorization(scope) else self.full
        await app(scope, receive, send)


# The URLconf does not change while the server runs, and resolving /v1/memory/recall tried
# the patterns before it, 44 µs a call (docs/performance.md, "recall's cost per call"). A
# path no route takes raises Resolver404, which is not kept. Bounded: paths with ids only evict.
@functools.lru_cache(maxsize=4096)
def _resolved(urlconf: str, path: str) -> ResolverMatch:
    """The resolver's match for `path` (kept per URLconf: a test may switch it)."""
    return get_resolver(urlconf).resolve(path)


def carries_authorization(scope: Scope) -> bool:
    """Whether the request sends an Authorization header (any value: a bad one is refused 401
    by the token check, which needs no session to say so)."""
    return any(name == b"authorization" for name, _value in scope["headers"])


def _headers(response: Any) -> Headers:
    """The response's headers and cookies as ASGI wants them (what ASGIHandler.send_response sends)."""
    headers = [
        (
            header.encode("ascii") if isinstance(header, str) else bytes(header),
            value.encode("latin1") if isinstance(value, str) else bytes(value),
        )
        for header, value in response.items()
    ]
    headers += [(b"Set-Cookie", c.output(header="").encode("ascii").strip()) for c in response.cookies.values()]
    return headers
