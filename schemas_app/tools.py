"""The schema tools in the verb registry: add_/update_/delete_<type> for every enabled schema.

`schema_tool_verbs` is a registry provider, asked on every listing (MCP tools/list,
each call of a schema tool, /v1/schemas/<type>/<action>), so a schema enabled,
disabled or edited shows on the next listing without a restart. Compiled verbs are
cached per (schema id, updated_at): an edit changes updated_at and so the key.
"""

import threading
from datetime import datetime
from functools import partial
from typing import Any, ClassVar

from pydantic import Field, create_model, model_validator

from graph.contracts.inputs import Scoped
from graph.contracts.registry import Verb
from graph.sql.raw_rows import prepared_cursor
from schemas_app.definition import NodeSchema
from schemas_app.models import Schema
from schemas_app.services.schema_nodes import add_schema_node, delete_schema_node, update_schema_node

_FUNCTIONS = {"add": add_schema_node, "update": update_schema_node, "delete": delete_schema_node}
_cache: dict[tuple[int, datetime], list[Verb]] = {}
_cache_lock = threading.Lock()


class SchemaToolArguments(Scoped):
    """The envelope of a schema tool: {"<wrapper>": {…payload}, scope?, user_id?}.

    The payload itself is checked against the schema with jsonschema by the tool,
    which names every problem; this model only checks the envelope.
    """

    wrapper_key: ClassVar[str] = ""

    @model_validator(mode="before")
    @classmethod
    def _fields_inside_the_wrapper(cls, data: Any) -> Any:
        if isinstance(data, dict) and cls.wrapper_key not in data and "name" in data:
            raise ValueError(f'put the fields inside "{cls.wrapper_key}": {{"{cls.wrapper_key}": {{"name": …, …}}}}')
        return data


def envelope_model(schema: NodeSchema, action: str) -> type[SchemaToolArguments]:
    key = schema.wrapper(action)
    model = create_model(
        f"{action.title()}{schema.type_name.title().replace('_', '')}Arguments",
        __base__=SchemaToolArguments,
        payload=(dict[str, Any], Field(alias=key)),
    )
    model.wrapper_key = key
    return model


def verbs_for(schema: NodeSchema) -> list[Verb]:
    """The three verbs of one schema; their MCP/OpenAPI input schema is derived from the schema."""
    return [
        Verb(
            name=schema.tool_name(action),
            title=f"{action.title()} {schema.type_name.replace('_', ' ')}",
            function=partial(_FUNCTIONS[action], schema=schema),
            input_model=envelope_model(schema, action),
            description=schema.tool_description(action),
            read_only=False,
            destructive=action == "delete",
            schema_override=schema.tool_input_schema(action),
            http_path=f"schemas/{schema.type_name}/{action}",  # routed per request by DynamicVerbView
            answers=(404, 409),
        )
        for action in ("add", "update", "delete")
    ]


# Every call of a schema tool asks the registry for it, so this listing runs on each one: as a
# prepared statement, not a queryset compiled every time.
_ENABLED_KEYS_SQL = "SELECT id, updated_at FROM schemas_app_schema WHERE enabled ORDER BY type_name"


def schema_tool_verbs() -> list[Verb]:
    """Registry provider: the tools of every enabled schema, as the database has them now.

    Every listing reads the enabled schemas' (id, updated_at); only a schema not seen in
    that version is read whole and compiled.
    """
    with prepared_cursor() as cursor:
        cursor.execute(_ENABLED_KEYS_SQL)
        keys = [(pk, updated_at) for pk, updated_at in cursor.fetchall()]
    with _cache_lock:
        unseen = {pk: updated_at for pk, updated_at in keys if (pk, updated_at) not in _cache}
    # A schema saved between the two reads is compiled in its newer version under the
    # older key: the next listing sees the new key and compiles again.
    compiled = {
        schema.pk: verbs_for(NodeSchema.from_definition(schema.definition_in_order()))
        for schema in Schema.objects.filter(pk__in=unseen)
    }
    verbs: list[Verb] = []
    with _cache_lock:
        _cache.update({(pk, unseen[pk]): built for pk, built in compiled.items()})
        for key in keys:
            verbs.extend(_cache.get(key, []))
        for stale in set(_cache) - set(keys):
            del _cache[stale]
    return verbs


def tool_input_schemas(definition: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Tool name → input JSON Schema for a valid definition (the SchemaManager's preview)."""
    schema = NodeSchema.from_definition(definition)
    return {schema.tool_name(a): schema.tool_input_schema(a) for a in ("add", "update", "delete")}
