"""What the OpenAPI document (/v1/schema) says about each route, from the verb registry.

Every status a route can answer is listed with its body, so a schema fuzzer (CI runs
schemathesis against /v1/schema) can tell a documented refusal from a bug: 200 (202
for work queued) with the verb's JSON object, and each refusal with the one error
body of graph.exceptions.error_body. The bearer scheme is declared once.
"""

import re
from typing import Any

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema

from graph.contracts.registry import Verb

ERROR_BODY: dict[str, Any] = {
    "type": "object",
    "description": "The error body of every refusal: a code, a human detail, and specifics such as `fields`.",
    "properties": {
        "error": {"type": "string", "description": "A stable code, e.g. invalid_arguments, limit_exceeded."},
        "detail": {"type": "string", "description": "What is wrong and how to fix it."},
        "fields": {
            "type": "array",
            "description": "For invalid arguments: each field and its problem.",
            "items": {"type": "object"},
        },
    },
    "required": ["error", "detail"],
    "additionalProperties": True,
}
REFUSALS = {
    400: "Malformed JSON, a body that is not an object, or a Host that is not allowed.",
    401: "No bearer token, or an unknown or revoked one.",
    403: "A scope this token may not read or write.",
    404: "Something named is not stored (the body names it, with close names).",
    409: "A conflict with what is stored (e.g. a node name already taken).",
    413: "The body, a string field or a count is over its limit (`limit`, `max`, `got`).",
    415: "The bytes are not a document of an accepted type.",
    422: "Invalid arguments, each field named (`fields`), or a value the verb cannot use.",
    429: "This token is over its rate (`rate_limited`): retry after the Retry-After seconds.",
    503: "The server is saturated (`server_busy`): retry after the Retry-After seconds.",
}
# The door (graph.transport.admission) can turn any authenticated call away with 429 or 503.
BUSY = (429, 503)
COMMON_REFUSALS = (400, 401, 403, 413, 422, *BUSY)
_REPLY = {"type": "object", "description": "The verb's reply (see the verb's description)."}


def responses(answers: tuple[int, ...] = (), *, refusals: tuple[int, ...] = COMMON_REFUSALS) -> dict[int, Any]:
    """Every status a route answers, with its body: 200 (and 202 when listed) the reply, the rest errors."""
    documented: dict[int, Any] = {200: OpenApiResponse(_REPLY, description="Done.")}
    if 202 in answers:
        documented[202] = OpenApiResponse(_REPLY, description="Accepted: the work is queued (see the reply).")
    for status in sorted({*refusals, *(a for a in answers if a >= 400)}):
        documented[status] = OpenApiResponse(ERROR_BODY, description=REFUSALS[status])
    return documented


def documented_verb(verb: Verb) -> Any:
    """extend_schema for the view of one verb: its input (a JSON body, or query parameters for GET) and answers."""
    schema = verb.input_schema()
    if verb.http_method == "POST":
        return extend_schema(
            operation_id=verb.name,
            description=verb.description,
            request={"application/json": schema},
            responses=responses(verb.answers),
        )
    in_path = set(re.findall(r"<(\w+)>", verb.http_path or ""))
    parameters = [
        OpenApiParameter(
            name,
            query_value(spec),
            OpenApiParameter.PATH if name in in_path else OpenApiParameter.QUERY,
            required=name in in_path,
            description=spec.get("description", ""),
        )
        for name, spec in schema.get("properties", {}).items()
    ]
    return extend_schema(
        operation_id=verb.name, description=verb.description, parameters=parameters, responses=responses(verb.answers)
    )


def query_value(spec: dict[str, Any]) -> dict[str, Any]:
    """A query parameter's schema: the property's, without its null (an absent parameter is the null)."""
    choices = [c for c in spec.get("anyOf", [spec]) if c.get("type") != "null"]
    value = choices[0] if len(choices) == 1 else {"type": "string"}
    return {key: item for key, item in value.items() if key not in ("description", "title", "default")}


class BearerTokenScheme(OpenApiAuthenticationExtension):
    """graph.transport.auth.BearerTokenAuthentication, declared as HTTP bearer."""

    target_class = "graph.transport.auth.BearerTokenAuthentication"
    name = "bearerAuth"

    def get_security_definition(self, auto_schema: Any) -> dict[str, Any]:
        return {"type": "http", "scheme": "bearer", "description": "An API token: `./memorymesh token create`."}


def bodies_are_required(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: every JSON body we document is required (a POST
    without one, or with `null`, is refused 400), which a schema given as a dict cannot say."""
    for methods in result.get("paths", {}).values():
        for operation in methods.values():
            if isinstance(operation, dict) and "requestBody" in operation:
                operation["requestBody"]["required"] = True
    return result
