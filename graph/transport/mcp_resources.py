"""MCP prompts and resources: prompts none (the tools' descriptions carry the guidance); resources
those the apps declare in graph.contracts.resources (the profile blocks), per caller."""

from typing import Any

import mcp_types as types
from mcp.server import ServerRequestContext
from mcp.shared.exceptions import MCPError

from graph.contracts.resources import ResourceEntry, resources
from graph.exceptions import MemoryError_
from graph.transport.mcp_calls import caller_of, run_orm

# JSON-RPC code the MCP specification gives an unknown resource URI.
RESOURCE_NOT_FOUND = -32002


async def list_prompts(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
) -> types.ListPromptsResult:
    """prompts/list: none."""
    return types.ListPromptsResult(prompts=[])


async def list_resources(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
) -> types.ListResourcesResult:
    """resources/list: what this caller may read now."""
    entries = await run_orm(resources.listed, caller_of(ctx))
    return types.ListResourcesResult(resources=[_resource(entry) for entry in entries])


async def list_resource_templates(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
) -> types.ListResourceTemplatesResult:
    """resources/templates/list: none (every resource is listed by its URI)."""
    return types.ListResourceTemplatesResult(resource_templates=[])


async def read_resource(
    ctx: ServerRequestContext[Any, Any], params: types.ReadResourceRequestParams
) -> types.ReadResourceResult:
    """resources/read: the text, read with the caller's rights; an unknown or forbidden URI is a protocol error."""
    uri = str(params.uri)
    try:
        text = await run_orm(resources.read, caller_of(ctx), uri)
    except MemoryError_ as refusal:
        raise MCPError(types.INVALID_PARAMS, f"{refusal.code}: {refusal.detail}") from None
    if text is None:
        raise MCPError(RESOURCE_NOT_FOUND, f"Resource not found: {uri} (resources/list names the readable ones)")
    return types.ReadResourceResult(
        contents=[types.TextResourceContents(uri=uri, mime_type="text/markdown", text=text)]
    )


def _resource(entry: ResourceEntry) -> types.Resource:
    return types.Resource(
        uri=entry.uri, name=entry.name, title=entry.title, description=entry.description, mime_type=entry.mime_type
    )
