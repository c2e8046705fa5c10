"""The HTTPS mode's rules for the one door Django's middleware does not see: /v1/mcp, served
by the MCP mount in front of Django. The same settings decide as SecurityMiddleware's do."""

from django.conf import settings
from starlette.responses import RedirectResponse
from starlette.types import Message, Scope, Send


def plain_http_redirect(scope: Scope) -> RedirectResponse | None:
    """In HTTPS mode, a request that did not come over TLS (as uvicorn judged it from the
    trusted proxy's headers) is sent to the public https address; 308, so a client's POST
    stays a POST. None otherwise."""
    if not settings.SECURE_SSL_REDIRECT or scope.get("scheme") != "http":
        return None
    return RedirectResponse(settings.PUBLIC_URL + scope["path"], status_code=308)


def with_hsts(scope: Scope, send: Send) -> Send:
    """`send` that adds Strict-Transport-Security to an answer given over TLS (RFC 6797: never over plain http)."""
    if not settings.SECURE_HSTS_SECONDS or scope.get("scheme") != "https":
        return send
    value = f"max-age={settings.SECURE_HSTS_SECONDS}"
    if settings.SECURE_HSTS_INCLUDE_SUBDOMAINS:
        value += "; includeSubDomains"
    if settings.SECURE_HSTS_PRELOAD:
        value += "; preload"
    header = (b"strict-transport-security", value.encode())

    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), header]}
        await send(message)

    return sending
