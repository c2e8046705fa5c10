"""The floors of bench_wrk: three views that do nothing, served as the site is (uvicorn, same
processes, the site's settings without middleware: bench.floor_settings).

    /django       a plain Django view through Django's ASGI handler
    /drf          a DRF APIView (no authentication, no permission) through Django's ASGI handler
    /v1/drf       the same DRF view through our one-thread door (graph.transport.api_handler)
                  with no middleware: what an API call costs before any of ours runs

    uvicorn bench.floor_app:application   (bench.harness.Server(app="bench.floor_app:application"))
"""

import os
from concurrent.futures import ThreadPoolExecutor

os.environ["DJANGO_SETTINGS_MODULE"] = "bench.floor_settings"

from django.conf import settings  # noqa: E402
from django.core.asgi import get_asgi_application  # noqa: E402

_django = get_asgi_application()

from django.http import HttpRequest, JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402
from rest_framework.request import Request  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.views import APIView  # noqa: E402

from graph.transport.api_handler import ThreadedApiHandler  # noqa: E402


def plain_view(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


class BareApiView(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    def get(self, request: Request) -> Response:
        return Response({"status": "ok"})


urlpatterns = [
    path("django", plain_view),
    path("drf", BareApiView.as_view()),
    path("v1/drf", BareApiView.as_view()),
    path("v1/health", plain_view),  # what bench.harness.Server waits for
]

_door = ThreadedApiHandler([], ThreadPoolExecutor(max_workers=settings.DB_POOL_SIZE, thread_name_prefix="api"))


async def application(scope, receive, send) -> None:
    """/v1/ through the door, the rest through Django's ASGI handler; the lifespan has nothing to run."""
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    await (_door if scope["path"].startswith("/v1/") else _django)(scope, receive, send)
