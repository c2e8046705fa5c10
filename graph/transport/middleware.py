"""Guards for /v1/*: refuse oversized bodies with JSON 413 before anything reads them."""

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from graph.transport.errors import API_PREFIX, error_response


class ApiBodyLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith(API_PREFIX):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return error_response(400, "malformed", "Content-Length is not a number")
            limit = settings.API_MAX_BODY_BYTES
            if length > limit:
                return error_response(
                    413, "body_too_large", f"the body is {length} bytes; the limit is {limit}", limit=limit
                )
        return self.get_response(request)
