"""tools/call answered by the door itself, without the SDK's per-request machinery.

For every POST the SDK's stateless manager builds a transport, two memory-stream pairs,
a task in its task group, a JSON-RPC dispatcher, a connection and a handler task, then
validates the result against the protocol's surface model and dumps it twice (the
result, then the JSON-RPC envelope): on the event loop that cost more CPU than the
search_nodes verb itself (docs/performance.md, "MemoryMesh tools over MCP").

A tools/call whose answer is one JSON message is the common call of a session, and its
answer is fixed by the protocol: `{"jsonrpc", "id", "result": {"content": [one text
item], "structuredContent", "isError"}}`. For that call the door checks the message with
the SDK's own models (the JSON-RPC envelope and the tools/call surface of the session's
revision), runs the tool through the same function as the SDK's handler
(graph.transport.mcp_tools.run_tool) and writes that answer itself. Anything else —
another method, a revision outside `DIRECT_VERSIONS`, params the models refuse, a name
that is no tool — goes to the SDK as before, which answers it (the test
tests/graph/transport/test_mcp_direct.py compares both answers for the same calls).
"""

from typing import Any

import mcp_types as types
import orjson
import pydantic_core
from mcp.server.streamable_http import CONTENT_TYPE_JSON
from mcp.shared.exceptions import MCPError
from mcp.shared.inbound import MCP_PROTOCOL_VERSION_HEADER
from mcp_types import DEFAULT_NEGOTIATED_VERSION, methods
from mcp_types.jsonrpc import jsonrpc_message_adapter
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError
from starlette.requests import Request
from starlette.responses import Response

from graph.access import CallContext
from graph.transport.encoding import dumps
from graph.transport.mcp_tools import run_tool
from identity.models import ApiToken

# The handshake revisions (a request without the header is 2025-03-26, as the SDK reads it):
# the SDK answers tools/call alike in each, structuredContent included. The 2026-07-28 wire
# (a per-request envelope, a stamped result) stays the SDK's.
DIRECT_VERSIONS = frozenset(HANDSHAKE_PROTOCOL_VERSIONS)


def direct_call(message: Any, body: bytes, request: Request) -> types.CallToolRequestParams | None:
    """The params of a tools/call the door may answer itself, or None to leave the message to the SDK.

    `message` is the door's parse of `body`; the params are read again from `body` with the
    SDK's own parser, as the SDK reads them: orjson turns an integer past 64 bits into a
    float, which the verbs would then take for a number they can store.
    """
    if not isinstance(message, dict) or message.get("method") != "tools/call" or "id" not in message:
        return None
    version = request.headers.get(MCP_PROTOCOL_VERSION_HEADER, DEFAULT_NEGOTIATED_VERSION)
    if version not in DIRECT_VERSIONS or not _json_content(request):
        return None
    try:
        raw = pydantic_core.from_json(body)
        jsonrpc_message_adapter.validate_python(raw, by_name=False)
        methods.validate_client_request("tools/call", version, raw.get("params"))
        return types.CallToolRequestParams.model_validate(raw.get("params"), by_name=False)
    except (ValidationError, KeyError, ValueError):
        return None  # the SDK names what is wrong


async def answer_direct(token: ApiToken, request: Request, message: dict[str, Any], params: Any) -> Response | None:
    """The answer to a tools/call direct_call took, or None when the name is no tool (the SDK refuses it)."""
    caller = CallContext.from_headers(token, request.headers)
    try:
        answer = await run_tool(caller, params.name, params.arguments)
    except MCPError as error:
        body = {"jsonrpc": "2.0", "id": message["id"], "error": {"code": error.code, "message": error.message}}
        return Response(dumps(body), media_type=CONTENT_TYPE_JSON)
    if answer is None:
        return None
    body, is_error = answer
    encoded = dumps(body)
    # The verb's JSON is written once, as the text item, and placed as it is as structuredContent
    # (the SDK path parses it back into objects and dumps it again).
    result = {
        "content": [{"type": "text", "text": encoded.decode()}],
        "structuredContent": orjson.Fragment(encoded),
        "isError": is_error,
    }
    envelope = {"jsonrpc": "2.0", "id": message["id"], "result": result}
    return Response(orjson.dumps(envelope), media_type=CONTENT_TYPE_JSON)


def _json_content(request: Request) -> bool:
    # The SDK refuses any other Content-Type with 415; it answers that itself.
    content_type = request.headers.get("content-type", "")
    return any(part.strip() == CONTENT_TYPE_JSON for part in content_type.split(";")[0].split(","))
