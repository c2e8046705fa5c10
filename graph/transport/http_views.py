"""DRF views: parse, call the verb, serialise. No logic lives here.

Views for verbs are generated from the registry (one per verb), so the HTTP route,
its validation and its OpenAPI entry all come from the verb's single definition.
"""

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BaseRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from graph.access import CallContext
from graph.contracts.registry import Verb, registry
from graph.exceptions import Malformed, NotFound
from graph.selectors.health import health
from graph.transport.openapi import BUSY, ERROR_BODY, documented_verb, responses
from graph.transport.whoami_answers import whoami_answer
from identity.models import ApiToken


class HealthView(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    @extend_schema(
        operation_id="health",
        responses={
            200: OpenApiResponse({"type": "object"}, description="The database and the broker answer."),
            503: OpenApiResponse({"type": "object"}, description="Something does not answer (the body says what)."),
            400: OpenApiResponse(ERROR_BODY, description="A Host that is not allowed."),
        },
    )
    def get(self, request: Request) -> Response:
        body = health()
        return Response(body, status=200 if body["status"] == "ok" else 503)


class WhoAmIView(APIView):
    @extend_schema(operation_id="whoami", responses=responses(refusals=(400, 401, *BUSY)))
    def get(self, request: Request) -> Response:
        return Response(whoami_answer(call_context(request).token))


class KeptNegotiation(DefaultContentNegotiation):
    """DRF's content negotiation, its choice kept per Accept header, format and renderer classes
    (of which it is a function): it parsed the Accept header of every call. A refusal (406) is
    not kept; the kept choices are bounded, as clients send what Accept headers they like."""

    _kept: dict[tuple, tuple[int, str]] = {}

    def select_renderer(
        self, request: Request, renderers: list[BaseRenderer], format_suffix: str | None = None
    ) -> tuple[BaseRenderer, str]:
        override = self.settings.URL_FORMAT_OVERRIDE
        # Parsing the query string was half of what was left: most calls send none.
        asked = request.query_params.get(override) if override and request.META.get("QUERY_STRING") else None
        key = (
            format_suffix,
            asked,
            request.META.get("HTTP_ACCEPT"),
            tuple(type(renderer) for renderer in renderers),
        )
        kept = self._kept.get(key)
        if kept is None:
            renderer, media_type = super().select_renderer(request, renderers, format_suffix)
            if len(self._kept) >= 256:
                self._kept.clear()
            kept = self._kept[key] = (renderers.index(renderer), media_type)
        return renderers[kept[0]], kept[1]


def call_context(request: Request) -> CallContext:
    """A bearer token's own context, or a logged-in session's (request.auth is then None)."""
    if isinstance(request.auth, ApiToken):
        return CallContext.from_headers(request.auth, request.headers)
    return CallContext.for_session(request.user, request.headers)


def run_verb(verb: Verb, request: Request, arguments: Any) -> Response:
    ctx = call_context(request)
    body = verb.call(ctx, arguments)
    return Response(body, status=getattr(body, "http_status", 200))  # 202 for work queued, not done


def json_object(request: Request) -> Any:
    """The body's JSON object. Refuses 400: no body at all (`body_required`: send at least
    `{}`, as the document says every body is required) and `null` (`body_not_object`).
    Over MCP, absent arguments are `{}`: that is the protocol's."""
    if not request.body:
        raise Malformed("send a JSON object as the body (at least {})", code="body_required")
    if request.data is None:
        raise Malformed("the body must be a JSON object, not null", code="body_not_object")
    return request.data


def _query_arguments(request: Request) -> dict[str, Any]:
    return {key: request.query_params.get(key) for key in request.query_params}


def make_verb_view(verb: Verb) -> type[APIView]:
    """A view class for one static verb, documented in OpenAPI from the verb's schema and answers."""
    documented = documented_verb(verb)

    class VerbView(APIView):
        http_method_names = [verb.http_method.lower(), "options"]
        content_negotiation_class = KeptNegotiation

        # Arguments named in the path (memory/turns/<job_id>) join the body or the query's.
        @documented
        def post(self, request: Request, **in_path: str) -> Response:
            body = json_object(request)
            return run_verb(verb, request, {**body, **in_path} if in_path and isinstance(body, dict) else body)

        @documented
        def get(self, request: Request, **in_path: str) -> Response:
            return run_verb(verb, request, {**_query_arguments(request), **in_path})

    VerbView.verb = verb  # for the door's direct path (graph.transport.direct_verbs)
    VerbView.__name__ = VerbView.__qualname__ = f"{verb.name.title().replace('_', '')}View"
    return VerbView


class DynamicVerbView(APIView):
    """Routes whose verb is looked up per request (schema tools come and go without a restart).

    A verb answers here only if it declares this very path: /v1/schemas/graph/read names
    `read_graph`, a graph tool served at /v1/graph/read_graph, so it is not found here.
    """

    name_template = "{action}_{type_name}"
    path_template = "schemas/{type_name}/{action}"

    @extend_schema(
        operation_id="schema_tool",
        description="add / update / delete a node of an enabled schema's type: the body is the tool's arguments "
        '(e.g. {"npc": {"name": …}}); MCP tools/list shows each tool\'s input schema.',
        request={"application/json": {"type": "object"}},
        responses=responses((404, 409)),
    )
    def post(self, request: Request, type_name: str, action: str) -> Response:
        name = self.name_template.format(action=action, type_name=type_name)
        verb = registry.get(name)
        if verb is None or verb.http_path != self.path_template.format(type_name=type_name, action=action):
            raise NotFound(f"no enabled schema tool {name!r}", code="unknown_tool")
        return run_verb(verb, request, json_object(request))
