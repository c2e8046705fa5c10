"""The schema catalogue as an MCP resource: which node types this server knows, with the
tools each one yields, so a client can show or attach them without listing every tool."""

import json
from typing import Any

from graph.contracts.resources import ResourceChange, ResourceEntry, ResourceSource, Touched
from schemas_app.models import Schema

CATALOGUE_URI = "memorymesh://schemas"


def catalogue_resources(_ctx: Any) -> list[ResourceEntry]:
    """Every caller may read the catalogue: schemas are the server's, not a user's memory."""
    return [
        ResourceEntry(
            CATALOGUE_URI,
            "schemas",
            "Schema catalogue",
            "The enabled node schemas (MemoryMesh format) and the add_/update_/delete_ tools of each.",
            mime_type="application/json",
        )
    ]


def read_catalogue(_ctx: Any, uri: str) -> str | None:
    """The enabled schemas as JSON, by type name; None for another URI."""
    if uri != CATALOGUE_URI:
        return None
    schemas: list[dict[str, Any]] = [
        {
            "type": schema.type_name,
            "description": schema.description,
            "builtin": schema.builtin,
            "tools": [f"{action}_{schema.type_name}" for action in ("add", "update", "delete")],
            "definition": schema.definition_in_order(),
        }
        for schema in Schema.objects.filter(enabled=True).order_by("type_name")
    ]
    return json.dumps({"schemas": schemas}, ensure_ascii=False)


def touched_catalogue(change: ResourceChange) -> Touched:
    """The catalogue changes exactly when the tool list does: enabling a schema adds its tools."""
    return {CATALOGUE_URI: None} if change.tools_changed else {}


CATALOGUE = ResourceSource(listed=catalogue_resources, read=read_catalogue, touched=touched_catalogue)
