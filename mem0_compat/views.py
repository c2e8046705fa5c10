"""The HTTP door for mem0's clients: views generated from the catalog (calls.py). No logic here."""

from collections.abc import Iterable
from typing import Any

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from graph.contracts.schema_truths import stated_in_full
from graph.transport.http_views import call_context, json_object
from graph.transport.openapi import COMMON_REFUSALS, ERROR_BODY, REFUSALS, query_value
from mem0_compat.calls import CALLS, Mem0Call
from mem0_compat.exceptions import NotServed

TAG = "mem0"


def make_view(calls: Iterable[Mem0Call]) -> type[APIView]:
    """One view for the calls of one path, a method each."""
    by_method = {call.method: call for call in calls}

    class Mem0View(APIView):
        http_method_names = [m.lower() for m in by_method] + ["options"]

    for method, call in by_method.items():
        setattr(Mem0View, method.lower(), documented(call)(_handler(call)))
    return Mem0View


def _handler(call: Mem0Call) -> Any:
    """The view method of one call: its arguments from the query, the body and the path."""

    def answer(self: APIView, request: Request, **in_path: str) -> Response:
        arguments: Any = {key: request.query_params.get(key) for key in request.query_params}
        if call.body:
            body = json_object(request)
            arguments = {**arguments, **body} if isinstance(body, dict) else body
        if isinstance(arguments, dict):
            arguments = {**arguments, **in_path}
        return Response(call.verb.call(call_context(request), arguments))

    return answer


def documented(call: Mem0Call) -> Any:
    """extend_schema for one call: tag mem0, its input (a body, query parameters, and the path's)
    and its replies."""
    schema = call.verb.input_schema()
    in_path = [part[1:-1] for part in call.path.split("/") if part.startswith("<")]
    statuses = sorted({*COMMON_REFUSALS, *call.verb.answers})
    responses: dict[int, Any] = {200: OpenApiResponse(call.reply, description="Done.")}
    responses |= {s: OpenApiResponse(ERROR_BODY, description=REFUSALS[s]) for s in statuses}
    common = {"operation_id": call.name, "tags": [TAG], "description": call.verb.description, "responses": responses}
    properties = schema.get("properties", {})
    # filters is an object (a body's field only); app_id is accepted only as absent.
    named = in_path if call.body else [name for name in properties if name not in ("filters", "app_id")]
    parameters = [_parameter(name, properties[name], in_path=name in in_path) for name in named]
    if not call.body:
        return extend_schema(parameters=parameters, **common)
    body = stated_in_full(
        {
            **schema,
            "properties": {k: v for k, v in properties.items() if k not in in_path},
            "required": [k for k in schema.get("required", []) if k not in in_path],
        }
    )
    return extend_schema(parameters=parameters, request={"application/json": body}, **common)


def _parameter(name: str, spec: dict[str, Any], *, in_path: bool) -> OpenApiParameter:
    where = OpenApiParameter.PATH if in_path else OpenApiParameter.QUERY
    return OpenApiParameter(name, query_value(spec), where, required=in_path, description=spec.get("description", ""))


class NotServedView(APIView):
    """A mem0 call this server does not serve: 501 naming it (after the token is checked)."""

    call = ""
    schema = None  # not in the OpenAPI document: these routes only say what is not served

    def dispatch_refusal(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        raise NotServed(
            f"mem0's {self.call} ({request.method} {request.path}) is not served by MemoryMesh (docs/mem0.md)",
            call=self.call,
        )

    get = post = put = patch = delete = dispatch_refusal


def delete_bodies(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: mem0's batch delete sends its body with DELETE,
    which drf-spectacular leaves out of the document for that method; state it, required."""
    for call in CALLS:
        if call.body and call.method == "DELETE":
            operation = result.get("paths", {}).get("/" + call.path, {}).get("delete")
            if operation is not None:
                schema = stated_in_full(call.verb.input_schema())
                operation["requestBody"] = {"content": {"application/json": {"schema": schema}}, "required": True}
    return result
