"""What each verb's reply looks like, as the MCP tool's outputSchema: recorded from real replies, not hand-written.

A verb's reply is the dict its function builds. tests/graph/transport/test_output_schemas.py
runs a scripted MCP session that calls every tool; run with MEMORYMESH_RECORD_REPLY_SHAPES=1
it writes what the replies held to reply_shapes.json, keyed by the function that builds the
reply (so the add_/update_/delete_ tools of every schema share three entries); run plainly,
it checks each reply against the schema made here. The schema is permissive but true: an
object whose keys present in every recorded reply are required, each typed as it was seen
(or null), and more keys allowed. A function never recorded gets a bare object schema. A refused call's
result (isError) carries the error body instead, and some clients check that against the
outputSchema too: the schema admits either.
"""

import json
import os
from collections.abc import Iterable
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

SHAPES_PATH = Path(__file__).with_name("reply_shapes.json")
_ANY_OBJECT: dict[str, Any] = {"type": "object", "additionalProperties": True}
_REFUSAL: dict[str, Any] = {
    "properties": {"error": {"type": "string"}, "detail": {"type": "string"}},
    "required": ["error", "detail"],
}


def reply_source(function: Any) -> str:
    """The dotted name of the function that builds a verb's reply (through functools.partial)."""
    while isinstance(function, partial):
        function = function.func
    return f"{function.__module__}.{function.__qualname__}"


@lru_cache(maxsize=1)
def recorded_shapes() -> dict[str, Any]:
    if os.environ.get("MEMORYMESH_RECORD_REPLY_SHAPES") == "1":
        return {}  # recording anew: the old shapes must not refuse a reply whose shape changed
    return json.loads(SHAPES_PATH.read_text()) if SHAPES_PATH.exists() else {}


def output_schema(function: Any) -> dict[str, Any]:
    """The JSON Schema of the replies of `function`, from the recorded shapes."""
    shape = recorded_shapes().get(reply_source(function))
    if shape is None:
        return dict(_ANY_OBJECT)
    properties = {key: _typed(types) for key, types in shape["types"].items() if set(types) != {"null"}}
    reply = {"properties": properties, "required": shape["required"]}
    return {**_ANY_OBJECT, "anyOf": [reply, _REFUSAL]}


def _typed(types: list[str]) -> dict[str, Any]:
    # Any value may also be null: an optional value (a name not given, an end user not set) is
    # None in some reply the session did not record; the types seen are what is claimed.
    return {"anyOf": [{"type": each} for each in types if each != "null"] + [{"type": "null"}]}


def json_type(value: Any) -> str:
    """The JSON Schema type name of a decoded JSON value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def shapes_of(replies: Iterable[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """(reply source, reply) pairs → per source the keys every reply had and the types each key took."""
    keys: dict[str, set[str]] = {}
    types: dict[str, dict[str, set[str]]] = {}
    for source, reply in replies:
        keys[source] = keys[source] & set(reply) if source in keys else set(reply)
        seen = types.setdefault(source, {})
        for key, value in reply.items():
            seen.setdefault(key, set()).add(json_type(value))
    return {
        source: {"required": sorted(keys[source]), "types": {k: sorted(t) for k, t in sorted(types[source].items())}}
        for source in sorted(keys)
    }


def write_shapes(replies: Iterable[tuple[str, dict[str, Any]]]) -> None:
    SHAPES_PATH.write_text(json.dumps(shapes_of(replies), indent=1, sort_keys=True) + "\n")
    recorded_shapes.cache_clear()
