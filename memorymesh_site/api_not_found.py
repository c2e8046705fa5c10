"""The API's 404 answered on the event loop, in front of Django.

An unknown path under the API's prefixes (a typo, a scanner, a client of another version)
went through the admission gate, a worker thread, the middleware chain and the URL
resolver before the site's handler404 answered it. Here the same resolver says there is no
route, and the same body (graph.transport.errors.not_found's) and the site's headers are
sent from the loop. Anything the middleware would answer otherwise goes on to Django: a
Host not allowed (400), plain http in HTTPS mode (the redirect), a script prefix.
"""

import functools

from django.conf import settings
from django.http.request import split_domain_port, validate_host
from django.urls import Resolver404, resolve
from starlette.datastructures import Headers as RequestHeaders
from starlette.types import ASGIApp, Receive, Scope, Send

from graph.transport.discovery import MCP_PATH
from graph.transport.errors import API_PREFIX, error_response
from graph.transport.https_mode import with_hsts
from memorymesh_site.site_headers import Headers, site_headers


class ApiNotFound:
    """ASGI application: a path under API_PREFIX that no route takes is answered 404 here;
    anything else goes to `app`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._site_headers: Headers | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not _unrouted(scope):
            await self.app(scope, receive, send)
            return
        response = error_response(404, "not_found", f"no route {scope['path']}")
        headers = [(name.lower().encode("latin1"), value.encode("latin1")) for name, value in response.items()]
        headers.append((b"content-length", str(len(response.content)).encode()))
        send = with_hsts(scope, send)
        await send({"type": "http.response.start", "status": 404, "headers": headers + self.site_headers})
        await send({"type": "http.response.body", "body": response.content})

    @property
    def site_headers(self) -> Headers:
        if self._site_headers is None:
            self._site_headers = site_headers(API_PREFIX[0])
        return self._site_headers


def _unrouted(scope: Scope) -> bool:
    """Whether Django would answer this request with the API's 404 and nothing else."""
    path = scope["path"]
    if not path.startswith(API_PREFIX) or path.rstrip("/") == MCP_PATH:
        return False
    # The kept resolver answer first: a routed call (most of them) then skips the Host check.
    return not _routed(path) and passes_the_middleware(scope)


def passes_the_middleware(scope: Scope) -> bool:
    """Whether the site's middleware would hand this request on unchanged: no script prefix,
    not plain http in HTTPS mode (the redirect), a Host that is allowed (else Django's 400)."""
    if scope.get("root_path") or (settings.SECURE_SSL_REDIRECT and scope.get("scheme") == "http"):
        return False
    domain, _port = split_domain_port(RequestHeaders(scope=scope).get("host", ""))
    return bool(domain) and validate_host(domain, settings.ALLOWED_HOSTS)


# The URLconf does not change while the server runs, so a path's answer is kept: resolving an
# unknown path tries every pattern. Bounded, so a scanner's endless new paths only evict.
@functools.lru_cache(maxsize=4096)
def _routed(path: str) -> bool:
    """Whether Django's resolver routes `path`."""
    try:
        resolve(path)
    except Resolver404:
        return False
    return True
