"""Static files answered on the event loop, in front of Django.

WhiteNoise's middleware found the file, but only after Django's ASGI handler had built a
request and run the whole middleware chain around it, hopping threads at every sync
middleware: a 2 KB stylesheet cost as much as an API call. Here the same WhiteNoise
table (the same files, content types, Cache-Control, ETag, 304s, ranges and compressed
variants) is read on the loop, and the answer carries the headers the site's middleware
gives every answer (CSP, X-Frame-Options, nosniff, Referrer-Policy; HSTS over TLS),
computed once from that middleware itself so that both stay the same.

A path WhiteNoise does not hold, and a plain-http request in HTTPS mode (which
SecurityMiddleware redirects), go on to the application behind.
"""

from django.conf import settings
from starlette.types import ASGIApp, Receive, Scope, Send
from whitenoise.middleware import WhiteNoiseMiddleware

from graph.transport.https_mode import with_hsts
from memorymesh_site.site_headers import Headers, site_headers


class StaticFiles:
    """ASGI application: the files WhiteNoise serves, answered on the loop; anything else `app`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.whitenoise = WhiteNoiseMiddleware(get_response=None)
        self._site_headers: Headers | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        static_file = self._file_for(scope) if scope["type"] == "http" else None
        if static_file is None:
            await self.app(scope, receive, send)
            return
        answer = static_file.get_response(scope["method"], _request_headers(scope))
        try:
            body = answer.file.read() if answer.file is not None else b""
        finally:
            if answer.file is not None:
                answer.file.close()
        headers = [(name.lower().encode("latin1"), value.encode("latin1")) for name, value in answer.headers]
        send = with_hsts(scope, send)
        await send(
            {"type": "http.response.start", "status": int(answer.status), "headers": headers + self.site_headers}
        )
        await send({"type": "http.response.body", "body": body})

    def _file_for(self, scope: Scope) -> object | None:
        """WhiteNoise's file for the path, or None (not a file, or a redirect to https is due)."""
        if settings.SECURE_SSL_REDIRECT and scope.get("scheme") == "http":
            return None
        path = scope["path"]
        if self.whitenoise.autorefresh:  # DEBUG: files looked up on each request, as WhiteNoise does
            return self.whitenoise.find_file(path)
        return self.whitenoise.files.get(path)

    @property
    def site_headers(self) -> Headers:
        """What the site's header middleware adds to every answer, built once on first use."""
        if self._site_headers is None:
            self._site_headers = site_headers(settings.STATIC_URL)
        return self._site_headers


def _request_headers(scope: Scope) -> dict[str, str]:
    """The request's headers as WhiteNoise reads them (WSGI environ keys: HTTP_IF_NONE_MATCH …)."""
    return {
        "HTTP_" + name.decode("latin1").upper().replace("-", "_"): value.decode("latin1")
        for name, value in scope["headers"]
    }
