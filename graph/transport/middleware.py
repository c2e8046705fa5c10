"""Guards for /v1/*: refuse oversized bodies with JSON 413 before anything reads them."""

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from graph.transport.errors import API_PREFIX, error_response


def body_refusal(request: HttpRequest) -> HttpResponse | None:
    """The answer to an API call whose Content-Length is not a number (400) or is over the
    limit (413), else None."""
    if not request.path.startswith(API_PREFIX):
        return None
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return error_response(400, "malformed", "Content-Length is not a number")
    limit = settings.API_MAX_BODY_BYTES
    if length > limit:
        return error_response(413, "body_too_large", f"the body is {length} bytes; the limit is {limit}", limit=limit)
    return None


class ApiBodyLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return body_refusal(request) or self.get_response(request)
