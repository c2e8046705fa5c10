"""Errors on /v1/*, always JSON from graph.exceptions.error_body: the DRF exception
handler, the site's 404 and 500 handlers, and `error_response` for middleware."""

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.views import defaults
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import exception_handler

from graph.exceptions import MemoryError_, error_body
from graph.transport.admission import busy_instead_of, retry_headers
from graph.transport.encoding import JSON_MEDIA_TYPE, dumps

API_PREFIX = "/v1/"

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
        return Response(exc.as_dict(), status=exc.status, headers=retry_headers(exc))
    response = exception_handler(exc, context)
    if response is None:
        return None  # a bug: let it be a 500 and be seen, never a disguised 400
    code = next((c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), "error")
    if isinstance(exc, drf.AuthenticationFailed) and isinstance(exc.get_codes(), str):
        code = exc.get_codes()
    if isinstance(exc, Http404):
        code = "not_found"
    extra = {"fields": response.data} if isinstance(exc, drf.ValidationError) else {}
    response.data = error_body(code, _detail_text(response.data), **extra)
    return response


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


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """handler404: JSON on /v1/*, Django's page elsewhere."""
    if request.path.startswith(API_PREFIX):
        return error_response(404, "not_found", f"no route {request.path}")
    return defaults.page_not_found(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: JSON on /v1/*, Django's page elsewhere."""
    if request.path.startswith(API_PREFIX):
        return error_response(500, "internal", "the server failed; see its log")
    return defaults.server_error(request)
