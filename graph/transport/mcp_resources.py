"""MCP prompts and resources: prompts none (the tools' descriptions carry the guidance); resources
those the apps declare in graph.contracts.resources (the profile blocks), per caller.

resources/subscribe and resources/unsubscribe (handshake-era sessions) keep a row per
session and URI; graph.transport.mcp_resource_watch sends the notices.
"""

from typing import Any

import mcp_types as types
from mcp.server import ServerRequestContext
from mcp.shared.exceptions import MCPError

from graph.access import CallContext
from graph.contracts.resources import ResourceEntry, resources
from graph.exceptions import MemoryError_
from graph.services.mcp_subscriptions import subscribe, unsubscribe
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


async def subscribe_resource(
    ctx: ServerRequestContext[Any, Any], params: types.SubscribeRequestParams
) -> types.EmptyResult:
    """resources/subscribe: this session hears notifications/resources/updated when `uri` changes.
    Refuses a URI the caller may not read (as resources/read does) and a request without a session."""
    session_id = _session_of(ctx, "resources/subscribe")
    await run_orm(_subscribe, caller_of(ctx), session_id, str(params.uri))
    return types.EmptyResult()


async def unsubscribe_resource(
    ctx: ServerRequestContext[Any, Any], params: types.UnsubscribeRequestParams
) -> types.EmptyResult:
    """resources/unsubscribe: no more notices for `uri` in this session (not subscribed: nothing to do)."""
    session_id = _session_of(ctx, "resources/unsubscribe")
    await run_orm(unsubscribe, session_id, str(params.uri))
    return types.EmptyResult()


def _session_of(ctx: ServerRequestContext[Any, Any], method: str) -> str:
    # graph.transport.mcp_http has checked that a session id it lets through is this token's open session.
    session_id = ctx.request.headers.get("mcp-session-id") if ctx.request is not None else None
    if not session_id:
        raise MCPError(
            types.INVALID_REQUEST, f"{method} belongs to a session: send the Mcp-Session-Id that initialize returned"
        )
    return session_id


def _subscribe(caller: CallContext, session_id: str, uri: str) -> None:
    # Subscribing to what one may not read would leak when it changes: the same answer as an unknown URI.
    if uri not in {entry.uri for entry in resources.listed(caller)}:
        raise MCPError(RESOURCE_NOT_FOUND, f"Resource not found: {uri} (resources/list names the readable ones)")
    subscribe(session_id, uri)


def _resource(entry: ResourceEntry) -> types.Resource:
    return types.Resource(
        uri=entry.uri, name=entry.name, title=entry.title, description=entry.description, mime_type=entry.mime_type
    )
