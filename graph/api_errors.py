"""One handler that renders every error on /v1/* as JSON {"error", "detail"}."""

from typing import Any

from django.http import Http404
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import exception_handler

from graph.exceptions import MemoryError_

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
    if isinstance(exc, MemoryError_):
        return Response(exc.as_dict(), status=exc.status)
    response = exception_handler(exc, context)
    if response is None:
        return None  # a bug: let it be a 500 and be seen, never a disguised 400
    code = next((c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), "error")
    if isinstance(exc, drf.AuthenticationFailed) and isinstance(exc.get_codes(), str):
        code = exc.get_codes()
    if isinstance(exc, Http404):
        code = "not_found"
    body: dict[str, Any] = {"error": code, "detail": _detail_text(response.data)}
    if isinstance(exc, drf.ValidationError):
        body["fields"] = response.data
    response.data = body
    return response


def _detail_text(data: Any) -> str:
    if isinstance(data, dict) and "detail" in data:
        return str(data["detail"])
    if isinstance(data, dict):
        return "; ".join(f"{key}: {_detail_text(value)}" for key, value in data.items())
    if isinstance(data, list):
        return "; ".join(_detail_text(item) for item in data)
    return str(data)
