"""whoami answered on the event loop, in front of the admission gate and Django.

An agent asks who it is at the start of each session, often many at once. Once its token was
confirmed and its answer kept (graph.transport.whoami_answers), a whoami needs neither the
database nor a worker thread, yet it still took the gate, a hop to a worker thread, the
middleware chain and DRF: about 0.5 ms of CPU a call, and under 32 clients the worker threads
and the loop queued for each other and for the GIL (docs/performance.md, "Throughput of the
door under 32 clients"). Here the kept answer is sent from the loop with the headers DRF and
the short API chain give it. Anything else goes on to Django, which answers and refuses as
before: a token not confirmed in the last moment, a header that is missing or malformed, a
token over its rate, an Accept that JSON may not satisfy, a query string, another method.
"""

from starlette.datastructures import Headers as RequestHeaders
from starlette.types import ASGIApp, Receive, Scope, Send

from graph.transport.direct_verbs import json_accepted
from graph.transport.encoding import dumps
from graph.transport.https_mode import with_hsts
from graph.transport.whoami_answers import kept_answer
from memorymesh_site.api_not_found import passes_the_middleware
from memorymesh_site.site_headers import Headers, site_headers

WHOAMI_PATH = "/v1/whoami"
# What DRF adds to the view's answer: its one renderer's type, and the methods the view allows.
_VIEW_HEADERS: Headers = [(b"content-type", b"application/json"), (b"allow", b"GET, HEAD, OPTIONS")]


class WhoamiOnLoop:
    """ASGI application: a GET /v1/whoami whose answer is kept is answered here; anything else
    goes to `app`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._headers: Headers | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        answer = _kept_answer(scope) if _plain_whoami(scope) else None
        if answer is None:
            await self.app(scope, receive, send)
            return
        body = dumps(answer)
        headers = [*self.headers, (b"content-length", str(len(body)).encode())]
        send = with_hsts(scope, send)
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    @property
    def headers(self) -> Headers:
        if self._headers is None:
            self._headers = _VIEW_HEADERS + site_headers(WHOAMI_PATH)
        return self._headers


def _plain_whoami(scope: Scope) -> bool:
    """A GET of whoami with no query string that the middleware would pass as it is."""
    return (
        scope["type"] == "http"
        and scope["path"] == WHOAMI_PATH
        and scope["method"] == "GET"
        and not scope.get("query_string")
        and passes_the_middleware(scope)
    )


def _kept_answer(scope: Scope) -> dict | None:
    headers = RequestHeaders(scope=scope)
    if not json_accepted(headers.get("accept")):
        return None
    return kept_answer(headers.get("authorization"))

