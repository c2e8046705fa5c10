"""The headers the site's middleware gives every answer, for the answers given in front of
Django (static files, the API's cheap 404): computed from that middleware itself, so that
both stay the same whatever the settings say."""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.security import SecurityMiddleware

from memorymesh_site.csp_headers import CSPMiddleware

Headers = list[tuple[bytes, bytes]]


def site_headers(path: str) -> Headers:
    """What SecurityMiddleware (over plain http: HSTS is added per request, by
    graph.transport.https_mode.with_hsts), XFrameOptionsMiddleware and the CSP middleware add
    to an answer at `path`, as ASGI header pairs."""
    request = HttpRequest()
    request.path = request.path_info = "/" + path.lstrip("/")
    response = HttpResponse()
    del response["Content-Type"]
    unused: Callable[[HttpRequest], HttpResponse] = HttpResponse
    for middleware in (SecurityMiddleware, XFrameOptionsMiddleware, CSPMiddleware):
        response = middleware(unused).process_response(request, response)
    return [(name.lower().encode("latin1"), value.encode("latin1")) for name, value in response.items()]
