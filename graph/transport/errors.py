"""Errors on /v1/*, always JSON from graph.exceptions.error_body: the DRF exception
handler, the site's 400, 404 and 500 handlers, and `error_response` for middleware.

An unexpected failure (a bug, a database outage) is answered with a generic body and
an `error_id`; the same id is logged with the traceback (`internal_error`), so an
operator can find it, and a caller never sees internal text. MCP tool calls use the
same function.
"""

import logging
import sys
import uuid
from typing import Any

from django.core.exceptions import DisallowedHost
from django.http import Http404, HttpRequest, HttpResponse
from django.views import defaults
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import exception_handler

from graph.exceptions import MemoryError_, error_body
from graph.transport.admission import busy_instead_of, retry_headers
from graph.transport.discovery import challenge, public_url_of
from graph.transport.encoding import JSON_MEDIA_TYPE, dumps

# The API's paths: ours under /v1/, and the paths mem0's clients call (mem0_compat: /v2/, /v3/
# and /api/v1/), which answer JSON errors and take the same body limit.
API_PREFIX = ("/v1/", "/v2/", "/v3/", "/api/v1/")

logger = logging.getLogger("memorymesh.errors")

_DRF_CODES = {
    drf.ParseError: "malformed_json",
    drf.NotAuthenticated: "unauthenticated",
    drf.AuthenticationFailed: "unauthenticated",
    drf.PermissionDenied: "forbidden",
    drf.NotFound: "not_found",
    drf.MethodNotAllowed: "method_not_allowed",
    drf.UnsupportedMediaType: "unsupported_media_type",
    drf.Throttled: "too_many_requests",
    drf.ValidationError: "invalid",
}


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    exc = busy_instead_of(exc) or exc
    if isinstance(exc, MemoryError_):
        return Response(exc.as_dict(), status=exc.status, headers=retry_headers(exc) | _scope_challenge(exc, context))
    response = exception_handler(exc, context)
    if response is None:
        # A bug or an outage: a 500, logged with its traceback and never disguised as a 400.
        return Response(internal_error(exc, where=context["request"].path), status=500)
    code = next((c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), "error")
    if isinstance(exc, drf.AuthenticationFailed) and isinstance(exc.get_codes(), str):
        code = exc.get_codes()
    if isinstance(exc, Http404):
        code = "not_found"
    extra = {"fields": response.data} if isinstance(exc, drf.ValidationError) else {}
    response.data = error_body(code, _detail_text(response.data), **extra)
    return response


def _scope_challenge(exc: MemoryError_, context: dict[str, Any]) -> dict[str, str]:
    """RFC 6750 §3.1: a token without the scope a verb needs is told which scope to ask for."""
    if exc.code != "insufficient_scope":
        return {}
    base = public_url_of(context["request"]._request)
    return {"WWW-Authenticate": challenge(base, error="insufficient_scope", scope=exc.extra.get("scope"))}


def _detail_text(data: Any) -> str:
    if isinstance(data, dict) and "detail" in data:
        return str(data["detail"])
    if isinstance(data, dict):
        return "; ".join(f"{key}: {_detail_text(value)}" for key, value in data.items())
    if isinstance(data, list):
        return "; ".join(_detail_text(item) for item in data)
    return str(data)


def error_response(status: int, code: str, detail: str, **extra: Any) -> HttpResponse:
    """A Django response carrying the API's error body (for code outside DRF views)."""
    return HttpResponse(dumps(error_body(code, detail, **extra)), status=status, content_type=JSON_MEDIA_TYPE)


def refusal_bytes(refusal: MemoryError_) -> tuple[int, dict[str, str], bytes]:
    """(status, headers, body) of a refusal, for the ASGI doors outside Django and DRF."""
    return refusal.status, {"Content-Type": JSON_MEDIA_TYPE, **retry_headers(refusal)}, dumps(refusal.as_dict())


def internal_error(exc: BaseException | None, *, where: str) -> dict[str, Any]:
    """Log an unexpected failure with its traceback under a new error id; returns the body to answer."""
    error_id = uuid.uuid4().hex[:16]
    exc_info = (type(exc), exc, exc.__traceback__) if exc is not None else sys.exc_info()
    logger.error("internal error %s in %s", error_id, where, exc_info=exc_info if exc_info[0] else None)
    detail = f"the server failed; its log holds error id {error_id} with the cause"
    return error_body("internal", detail, error_id=error_id)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """handler400: JSON on /v1/* (e.g. a Host not in ALLOWED_HOSTS), Django's page elsewhere."""
    if not request.path.startswith(API_PREFIX):
        return defaults.bad_request(request, exception)
    if isinstance(exception, DisallowedHost):
        host = request.META.get("HTTP_HOST", "")
        return error_response(400, "disallowed_host", f"Host {host!r} is not in MEMORYMESH_ALLOWED_HOSTS")
    return error_response(400, "bad_request", "the request could not be understood")


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """handler404: JSON on /v1/*, Django's page elsewhere."""
    if request.path.startswith(API_PREFIX):
        return error_response(404, "not_found", f"no route {request.path}")
    return defaults.page_not_found(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: JSON on /v1/*, Django's page elsewhere."""
    if request.path.startswith(API_PREFIX):
        body = internal_error(None, where=request.path)
        return HttpResponse(dumps(body), status=500, content_type=JSON_MEDIA_TYPE)
    return defaults.server_error(request)
