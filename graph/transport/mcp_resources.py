"""MCP prompts and resources: declared so clients that list them get an answer, not "Method not found".

MemoryMesh offers no prompts; its resources are listed here (none yet).
"""

from typing import Any

import mcp_types as types
from mcp.server import ServerRequestContext


async def list_prompts(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
) -> types.ListPromptsResult:
    """prompts/list: none (the tools' descriptions carry the guidance)."""
    return types.ListPromptsResult(prompts=[])


async def list_resources(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
) -> types.ListResourcesResult:
    """resources/list."""
    return types.ListResourcesResult(resources=[])


async def list_resource_templates(
    ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
) -> types.ListResourceTemplatesResult:
    """resources/templates/list: none."""
    return types.ListResourceTemplatesResult(resource_templates=[])
