"""How a client that knows only the URL finds out how to sign in (MCP authorization, RFC 9728).

A 401 or 403 on /v1/* carries `WWW-Authenticate: Bearer … resource_metadata="…"`; that
document (the protected resource metadata) names the resource (`<public URL>/v1/mcp`),
the scopes and the authorization server, whose own metadata (RFC 8414) says where to
register, authorize and get tokens. The public URL is MEMORYMESH_PUBLIC_URL when set
(a deployment behind a TLS proxy must set it), else the scheme and Host of the request.
"""

from typing import Any

from django.conf import settings
from django.http import HttpRequest, JsonResponse

from graph.exceptions import error_body

REALM = "memorymesh"
MCP_PATH = "/v1/mcp"
RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource"
AUTHORIZATION_SERVER_METADATA_PATH = "/.well-known/oauth-authorization-server"
READ_SCOPE = "memory:read"
WRITE_SCOPE = "memory:write"
OAUTH_SCOPES = {
    READ_SCOPE: "Read your memory: recall, search, status, export.",
    WRITE_SCOPE: "Change your memory: remember, relate, forget, import.",
}
# Anyone may read the metadata, from any page: browser-based clients fetch it cross-origin.
_OPEN_TO_ALL_ORIGINS = {"Access-Control-Allow-Origin": "*"}


def public_url(scheme: str, host: str) -> str:
    """The base URL clients reach this server at (no trailing slash)."""
    return settings.PUBLIC_URL or f"{scheme}://{host}"


def public_url_of(request: HttpRequest) -> str:
    return public_url(request.scheme or "http", request.get_host())


def resource_url(base: str) -> str:
    """The protected resource a token is bound to (RFC 8707): the MCP endpoint."""
    return base + MCP_PATH


def resource_metadata_url(base: str) -> str:
    return base + RESOURCE_METADATA_PATH + MCP_PATH


def challenge(base: str, *, error: str | None = None, scope: str | None = None) -> str:
    """A WWW-Authenticate value pointing at the resource metadata; `error` only when a token was sent."""
    parts = [f'realm="{REALM}"', f'resource_metadata="{resource_metadata_url(base)}"']
    if error:
        parts.append(f'error="{error}"')
    if scope:
        parts.append(f'scope="{scope}"')
    return "Bearer " + ", ".join(parts)


def protected_resource_metadata(base: str) -> dict[str, Any]:
    """RFC 9728 metadata of the MCP endpoint (the rest of /v1/ accepts the same tokens)."""
    return {
        "resource": resource_url(base),
        "resource_name": "MemoryMesh",
        "authorization_servers": [base],
        "bearer_methods_supported": ["header"],
        "scopes_supported": list(OAUTH_SCOPES),
    }


def protected_resource_view(request: HttpRequest) -> JsonResponse:
    """GET /.well-known/oauth-protected-resource[/v1/mcp]."""
    return JsonResponse(protected_resource_metadata(public_url_of(request)), headers=_OPEN_TO_ALL_ORIGINS)


def well_known_not_found(request: HttpRequest, rest: str) -> JsonResponse:
    """Any other /.well-known/ path: a JSON 404 (clients probe several and parse what comes back)."""
    body = error_body("not_found", f"no metadata at /.well-known/{rest}")
    return JsonResponse(body, status=404, headers=_OPEN_TO_ALL_ORIGINS)
