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

Ahead of the short chain, a plain POST of a listed read-only verb (recall, context, the graph reads) is answered without
the middleware chain, Django's view machinery or DRF's dispatch (graph.transport.direct_verbs),
with DRF's bytes and the headers the chain would add; the middleware's own request hooks are
asked first (graph.transport.middleware_mirror). Anything doubtful goes through the chain to
the view.

The door (graph.transport.admission.gate) admits no more requests at once than the database
pool has connections; fewer threads than that run them (door_threads: about one a core), and
an admitted request waits on their queue. The handlers share the threads.
"""

import asyncio
import functools
import logging
import os
import queue
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any

from django.conf import settings
from django.core import signals
from django.core.exceptions import ImproperlyConfigured, MiddlewareNotUsed, RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.core.handlers.base import BaseHandler
from django.core.handlers.exception import convert_exception_to_response
from django.db import connections
from django.db.backends.signals import connection_created
from django.http import HttpRequest
from django.urls import Resolver404, ResolverMatch, get_resolver, set_script_prefix
from django.utils.module_loading import import_string
from starlette.types import Receive, Scope, Send

from graph.transport.direct_verbs import DirectVerbs
from graph.transport.middleware_mirror import MiddlewareMirror

Headers = list[tuple[bytes, bytes]]
logger = logging.getLogger(__name__)


class ApiWorkers:
    """`size` threads that run the door's calls, handed over and back at the least cost.

    run_in_executor wraps each call in a concurrent.futures.Future (a Condition and its lock)
    chained to an asyncio future, copying its state across when it ends: under 32 clients
    that hand-off was ~12 % of a web process's time on the event loop (docs/performance.md,
    "The event loop's side of a call"). Here a call is a tuple on a queue, and its answer is
    set on the loop's own future by one call_soon_threadsafe.
    """

    def __init__(self, size: int, name: str = "api") -> None:
        self._size, self._name = size, name
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        self._started = False
        self._lock = threading.Lock()

    async def run(self, function: Callable[..., Any], *args: Any) -> Any:
        """function(*args) in one of the threads; its result, or its exception raised here."""
        if not self._started:
            self._start()
        loop = asyncio.get_running_loop()
        answer = loop.create_future()
        self._calls.put((loop, answer, function, args))
        return await answer

    def _start(self) -> None:
        with self._lock:
            if not self._started:
                for n in range(self._size):
                    threading.Thread(target=self._serve, name=f"{self._name}_{n}", daemon=True).start()
                self._started = True

    def _serve(self) -> None:
        _door_thread.keeps_connections = True
        while True:
            loop, answer, function, args = self._calls.get()
            try:
                result, error = function(*args), None
            except BaseException as exc:  # noqa: BLE001 - handed to the awaiting task, which raises it
                result, error = None, exc
            if self._calls.empty():
                connections.close_all()  # idle: the kept connection goes back to the pool
            try:
                loop.call_soon_threadsafe(_settle, answer, result, error)
            except RuntimeError:
                pass  # the loop is closed: nobody awaits the answer any more
            del loop, answer, function, args, result, error  # no reference kept while idle


# A door thread keeps its database connection from one call to the next while calls wait for
# it, and hands it back to the pool once its queue is empty (ApiWorkers._serve). Taking a
# connection from the pool and giving it back at every call (Django's close at
# request_finished, with CONN_MAX_AGE 0 as pools require) was ~70–90 µs of a recall's CPU
# (docs/performance.md, "Kept connections"). request_finished still closes a connection
# left in a transaction or broken; after KEPT_SECONDS a busy thread hands it back anyway,
# so the pool's own lifetime and checks still apply.
KEPT_SECONDS = 60.0
_door_thread = threading.local()


def _keep_in_door_threads(sender: Any, connection: Any, **kwargs: Any) -> None:
    if getattr(_door_thread, "keeps_connections", False):
        connection.close_at = time.monotonic() + KEPT_SECONDS


connection_created.connect(_keep_in_door_threads, dispatch_uid="graph.transport.api_handler.keep")


def _settle(answer: asyncio.Future, result: Any, error: BaseException | None) -> None:
    if answer.cancelled():
        return
    if error is not None:
        answer.set_exception(error)
    else:
        answer.set_result(result)


def _in_executor(executor: Executor) -> Callable[..., Any]:
    async def run(function: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(executor, function, *args)

    return run


class ThreadedApiHandler(ASGIHandler):
    """An ASGI application that runs each Django request, through `middleware` (import paths,
    outermost first), in one thread of `workers`."""

    def __init__(
        self, middleware: Sequence[str], workers: ApiWorkers | Executor, direct: DirectVerbs | None = None
    ) -> None:
        """`workers`: the door's ApiWorkers, or any executor (the benches' floors pass one).
        `direct`: answers plain calls of its verbs ahead of the chain, in place of the middleware
        and Django's view machinery (graph.transport.direct_verbs); None: every call goes
        through the chain to the view."""
        BaseHandler.__init__(self)  # not ASGIHandler.__init__: the middleware chain is loaded in sync mode
        self.direct = direct
        self.mirror: MiddlewareMirror | None = None
        self._load_sync_chain(middleware)
        self._run = workers.run if isinstance(workers, ApiWorkers) else _in_executor(workers)

    def _load_sync_chain(self, middleware: Sequence[str]) -> None:
        """BaseHandler.load_middleware(is_async=False) for this list instead of settings.MIDDLEWARE:
        every middleware of ours is sync-capable, so no adapter is needed."""
        self._view_middleware, self._template_response_middleware, self._exception_middleware = [], [], []
        handler = convert_exception_to_response(self._get_response)
        instances = []
        for path in reversed(middleware):
            try:
                instance = import_string(path)(handler)
            except MiddlewareNotUsed:
                continue
            instances.insert(0, instance)
            if hasattr(instance, "process_view"):
                self._view_middleware.insert(0, instance.process_view)
            if hasattr(instance, "process_template_response"):
                self._template_response_middleware.append(instance.process_template_response)
            if hasattr(instance, "process_exception"):
                self._exception_middleware.append(instance.process_exception)
            handler = convert_exception_to_response(instance)
        self._middleware_chain = handler
        if self.direct is not None and not (self._view_middleware or self._template_response_middleware):
            self.mirror = MiddlewareMirror.of(instances)
        if self.mirror is None:
            # A chain whose hooks the direct path cannot mirror (view or template-response
            # hooks, a middleware it does not know) would answer differently: every call goes to the view.
            self.direct = None

    def _ahead_of_the_chain(self, request: HttpRequest) -> tuple[int, Headers, bytes] | None:
        """A plain verb call answered without the chain: (status, headers, body), or None when
        the chain and the view must answer it (any middleware would refuse or redirect it, or
        the direct path leaves it to DRF)."""
        if not self.mirror.passes(request):
            return None
        try:
            match = self.resolve_request(request)
        except Resolver404:
            return None  # the chain's view machinery answers the 404 as always
        answer = self.direct.answer(request, match)
        if answer is None:
            return None
        headers = self.mirror.headers(request, answer.status, answer.view_headers, len(answer.content))
        return answer.status, headers, answer.content

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        status, headers, body = await self._run(self._respond, scope, body_file)
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
            if request is not None and self.direct is not None:
                try:
                    answered = self._ahead_of_the_chain(request)
                except Exception:  # a read-only verb's call: the chain and the view answer it again
                    logger.exception("the direct path failed on %s; the view answers", request.path)
                    answered = None
                if answered is not None:
                    # What response.close() sends: the database connection goes back to the pool.
                    signals.request_finished.send(sender=self.__class__)
                    return answered
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
        workers = shared_workers()
        self.full = ThreadedApiHandler(settings.MIDDLEWARE, workers)
        self.bearer = ThreadedApiHandler(settings.API_MIDDLEWARE, workers, DirectVerbs())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = self.bearer if carries_authorization(scope) else self.full
        await app(scope, receive, send)


@functools.cache
def shared_workers() -> ApiWorkers:
    """The one set of door threads of this process: /v1/ calls and MCP tool calls
    (graph.transport.mcp_calls.run_orm) queue for the same few threads, so the two doors
    together keep no more connections, and fight over the GIL with no more threads, than one."""
    return ApiWorkers(door_threads())


def door_threads() -> int:
    """How many threads of a web process run the door's calls: MEMORYMESH_API_THREADS, by default
    one more than the machine has cores, and never more than the database pool has connections.

    Every thread holds the GIL to run its Python, so past about one a core more threads add no
    work done, only contention: under 32 clients, 8 threads a process (the pool's size) cost 61
    futex calls a recall against 38 with 3, and the database, running 16 statements at once on
    the same cores, ~230 µs of CPU a recall against ~160 (docs/performance.md, "The event
    loop's side of a call"). A call admitted by the gate waits on the queue for a free thread.
    """
    asked = os.environ.get("MEMORYMESH_API_THREADS", "").strip()
    if asked and not asked.isdigit():
        raise ImproperlyConfigured(f"MEMORYMESH_API_THREADS must be a whole number, not {asked!r}")
    threads = int(asked) if asked else (os.cpu_count() or 2) + 1
    return max(1, min(threads, settings.DB_POOL_SIZE))


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
