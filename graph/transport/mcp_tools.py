"""MCP tools: every verb in the registry as a tool, over the same function and input schema.

The low-level SDK server asks `list_tools` on every tools/list, so verbs that other
apps add to the registry (schema tools) appear without a restart. `call_tool` parses
the arguments with the verb's own pydantic model (the one its JSON Schema comes
from), runs the verb in a worker thread (verbs are sync Django ORM code) and
renders its dict, or its refusal, as JSON text plus `structuredContent`.

Who is calling comes from the HTTP request that carried the message: graph.transport.mcp_http
authenticates it and leaves the token in the ASGI scope under `TOKEN_SCOPE_KEY`.
"""

from typing import Any

import mcp_types as types
import orjson
from django.conf import settings
from mcp.server import NotificationOptions, Server, ServerRequestContext
from mcp.server._otel import OpenTelemetryMiddleware
from mcp.server.models import InitializationOptions
from mcp.shared.exceptions import MCPError
from opentelemetry import trace

from graph.access import CallContext
from graph.contracts.registry import Verb, registry
from graph.exceptions import MemoryError_
from graph.transport import mcp_resources
from graph.transport.encoding import dumps
from graph.transport.errors import internal_error
from graph.transport.mcp_calls import caller_of, run_orm
from graph.transport.mcp_changes import ToolListChanges

SERVER_NAME = "memorymesh"

# A tool's answer: the verb's reply or refusal body, and whether it is a refusal (isError).
ToolAnswer = tuple[dict[str, Any], bool]

INSTRUCTIONS = (
    "MemoryMesh is your long-term memory: a knowledge graph of entities and typed relations, plus the texts they "
    "came from, each fact with a citation. Call memory_status first in a scope to see its entity and relation "
    "types and reuse those exact spellings. Before answering about a person, project or thing, call memory_recall; "
    "when it says nothing_stored, say you do not know rather than guess. When you learn something durable, store "
    "it with memory_remember (the text plus the entities and relations you extracted from it) or memory_relate "
    "(one edge). A refused call returns isError with {error, detail, ...}: fix the named field and call again."
)


def tool_for(verb: Verb) -> types.Tool:
    """The MCP tool of one verb: its name, description and input schema, with truthful hints."""
    return types.Tool(
        name=verb.name,
        title=verb.title or None,
        description=verb.description,
        input_schema=verb.input_schema(),
        output_schema=verb.output_schema(),
        annotations=types.ToolAnnotations(
            title=verb.title or None,
            read_only_hint=verb.read_only,
            # The spec defaults destructiveHint to true; a read-only tool destroys nothing.
            destructive_hint=verb.destructive and not verb.read_only,
            idempotent_hint=verb.idempotent,
            open_world_hint=False,  # it touches only this memory, never the outside world
        ),
    )


def tool_result(body: dict[str, Any], *, is_error: bool = False) -> types.CallToolResult:
    """A verb's answer (or refusal) as JSON text for any client plus structuredContent for those that read it."""
    encoded = dumps(body)
    return types.CallToolResult(
        content=[types.TextContent(text=encoded.decode())], structured_content=orjson.loads(encoded), is_error=is_error
    )


async def list_tools(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams
) -> types.ListToolsResult:
    """tools/list: the registry as it is now (providers may read the database, hence the thread)."""
    try:
        tools = await run_orm(lambda: [tool_for(verb) for verb in registry.verbs() if verb.mcp])
    except Exception as exc:  # noqa: BLE001 - answered -32603 with an id to find it in the log, never the internals
        raise MCPError(types.INTERNAL_ERROR, internal_error(exc, where="tools/list")["detail"]) from None
    return types.ListToolsResult(tools=tools)


async def call_tool(ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams) -> types.CallToolResult:
    """tools/call: run the verb; a refusal is an isError result naming what to fix, never a protocol error."""
    answer = await run_tool(caller_of(ctx), params.name, params.arguments)
    if answer is None:
        # An unknown tool is a protocol error by the MCP spec (-32602), unlike a refused call.
        raise MCPError(types.INVALID_PARAMS, f"Unknown tool: {params.name} (tools/list names the current tools)")
    body, is_error = answer
    return tool_result(body, is_error=is_error)


async def run_tool(caller: CallContext, name: str, arguments: dict[str, Any] | None) -> ToolAnswer | None:
    """The tool's answer and whether it is a refusal (isError), or None for a name that is no tool.

    Shared by the SDK's tools/call handler and graph.transport.mcp_direct. A failure outside
    the verb (the worker hop, a connection) is a JSON-RPC internal error with an id to find
    it in the log, never its message.
    """
    try:
        return await run_orm(_call_verb, name, caller, arguments)
    except MemoryError_ as refusal:  # saturated (503): the call was not run
        return refusal.as_dict(), True
    except Exception as exc:  # noqa: BLE001 - the SDK would send str(exc) to the client
        raise MCPError(types.INTERNAL_ERROR, internal_error(exc, where=f"tool {name}")["detail"]) from None


def _call_verb(name: str, caller: CallContext, arguments: dict[str, Any] | None) -> ToolAnswer | None:
    verb = registry.get(name)
    if verb is None or not verb.mcp:
        return None
    try:
        return verb.call(caller, arguments), False
    except MemoryError_ as refusal:
        return refusal.as_dict(), True
    except Exception as exc:  # noqa: BLE001 - a bug or an outage: logged with an id, answered without internals
        return internal_error(exc, where=f"tool {name}"), True


def _no_parameter_headers(tool_name: str) -> None:
    # On the 2026-07-28 wire the SDK checks Mcp-Param-* headers against the called
    # tool's schema, by default by running a whole tools/list before every call. No
    # verb schema declares header-bound parameters (x-mcp-header), so there is
    # nothing to check: None tells the SDK exactly that.
    return None


class MemoryMeshServer(Server[Any]):
    """The low-level server, advertising tools.listChanged and resources.listChanged to handshake-era clients.

    The Streamable HTTP session manager answers `initialize` from the server's default
    initialization options, and the SDK's defaults leave listChanged off.
    """

    def create_initialization_options(
        self,
        notification_options: NotificationOptions | None = None,
        experimental_capabilities: dict[str, dict[str, Any]] | None = None,
        extensions: dict[str, dict[str, Any]] | None = None,
    ) -> InitializationOptions:
        return super().create_initialization_options(
            notification_options or NotificationOptions(tools_changed=True, resources_changed=True),
            experimental_capabilities,
            extensions,
        )


def build_server(changes: ToolListChanges) -> MemoryMeshServer:
    """The MCP server: tools from the registry, resources from graph.contracts.resources; list changes
    reach sessions and listen streams via `changes`."""
    server = MemoryMeshServer(
        SERVER_NAME,
        version=settings.SPECTACULAR_SETTINGS["VERSION"],
        title="MemoryMesh",
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_prompts=mcp_resources.list_prompts,
        on_list_resources=mcp_resources.list_resources,
        on_list_resource_templates=mcp_resources.list_resource_templates,
        on_read_resource=mcp_resources.read_resource,
        on_subscribe_resource=mcp_resources.subscribe_resource,
        on_unsubscribe_resource=mcp_resources.unsubscribe_resource,
        # 2026-07-28 clients hear of changes only on subscriptions/listen streams.
        on_subscriptions_listen=changes.resources.listen_handler(),
        get_tool_input_schema=_no_parameter_headers,
    )
    if not _tracing():
        # The SDK wraps every message in an OpenTelemetry span, which goes nowhere until
        # a tracer provider is installed (MemoryMesh installs none), yet costs a tenth of
        # a millisecond a call; the SDK's documented opt-out is to drop it from this list.
        server.middleware = [each for each in server.middleware if not isinstance(each, OpenTelemetryMiddleware)]
    return server


def _tracing() -> bool:
    """Whether an OpenTelemetry tracer provider is set (e.g. by opentelemetry-instrument, before the app loads)."""
    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider | trace.NoOpTracerProvider)
