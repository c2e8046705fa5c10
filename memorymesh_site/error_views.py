"""Site-wide error pages: JSON on /v1/*, Django's defaults elsewhere."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if request.path.startswith("/v1/"):
        return JsonResponse({"error": "not_found", "detail": f"no route {request.path}"}, status=404)
    return defaults.page_not_found(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    if request.path.startswith("/v1/"):
        return JsonResponse({"error": "internal", "detail": "the server failed; see its log"}, status=500)
    return defaults.server_error(request)
