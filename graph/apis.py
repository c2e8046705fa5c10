"""DRF views: parse, call the verb, serialise. No logic lives here."""

from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from graph.selectors.health import health
from graph.selectors.identity import whoami


class HealthView(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    def get(self, request: Request) -> Response:
        body = health()
        return Response(body, status=200 if body["status"] == "ok" else 503)


class WhoAmIView(APIView):
    def get(self, request: Request) -> Response:
        return Response(whoami(token=request.auth))
