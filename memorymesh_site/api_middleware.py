"""Guards for /v1/*: refuse oversized bodies with JSON 413 before anything reads them."""

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse


class ApiBodyLimitMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith("/v1/"):
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return JsonResponse({"error": "malformed", "detail": "Content-Length is not a number"}, status=400)
            limit = settings.API_MAX_BODY_BYTES
            if length > limit:
                return JsonResponse(
                    {
                        "error": "body_too_large",
                        "detail": f"the body is {length} bytes; the limit is {limit}",
                        "limit": limit,
                    },
                    status=413,
                )
        return self.get_response(request)
