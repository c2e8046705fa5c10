"""What the JSON Schemas of the verbs must also say, for a client or a fuzzer to read
the truth from them: rules every verb applies (graph.contracts.json_values) that pydantic
cannot see in the models.

- No string, and no object key, may hold U+0000 (PostgreSQL text and jsonb cannot): each
  plain string schema gets a pattern that excludes it, each object its `propertyNames`.
- Rules across fields ("exactly one of subject, fact, …"), which the models' validators
  enforce, are stated by the models with the helpers below (json_schema_extra).
"""

from collections.abc import Callable
from itertools import combinations
from typing import Any

NO_NUL = "^[^\\u0000]*$"
_FIXED = ("pattern", "format", "enum", "const")


def stated_in_full(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` (self-contained: no $ref) with the rules above written into it; a new dict."""
    return _walk(schema)


def _walk(node: Any) -> Any:
    if isinstance(node, list):
        return [_walk(item) for item in node]
    if not isinstance(node, dict):
        return node
    stated = {
        key: (value if key in ("properties", "default", "examples") else _walk(value)) for key, value in node.items()
    }
    if "properties" in node:
        stated["properties"] = {name: _walk(spec) for name, spec in node["properties"].items()}
    if "const" in stated:
        # OpenAPI 3.0 (the HTTP document) has no `const`; a one-value enum says the same everywhere.
        stated["enum"] = [stated.pop("const")]
    kind = node.get("type")
    if kind == "string" and not any(key in node for key in _FIXED):
        stated["pattern"] = NO_NUL
    elif kind == "string" and "pattern" in node:
        stated.setdefault("allOf", []).append({"pattern": NO_NUL})
    if kind == "object" and node.get("additionalProperties", True) is not False:
        names = stated.setdefault("propertyNames", {})
        if "pattern" not in names:
            stated["propertyNames"] = {**names, "pattern": NO_NUL}
    return stated


# --- Rules across fields, for the models whose validators enforce them ---


def _present(name: str) -> dict[str, Any]:
    """Sent, and not null (pydantic takes a null as not sent)."""
    return {"required": [name], "properties": {name: {"not": {"type": "null"}}}}


def _present_not_empty(name: str) -> dict[str, Any]:
    """Sent, not null and, if a string, not empty."""
    return {"required": [name], "properties": {name: {"not": {"type": "null"}, "minLength": 1}}}


def exactly_one_of(*names: str) -> Callable[[dict[str, Any]], None]:
    """json_schema_extra for a model that takes exactly one of `names`."""

    def state(schema: dict[str, Any]) -> None:
        schema["oneOf"] = [_present(name) for name in names]

    return state


def one_at_most_and_some_of(forms: tuple[str, ...], alone: tuple[str, ...]) -> Callable[[dict[str, Any]], None]:
    """json_schema_extra for a model that takes at most one of `forms`, and at least one of
    `forms` + `alone` (e.g. remember: content, messages or passages, and/or facts)."""

    def state(schema: dict[str, Any]) -> None:
        schema["anyOf"] = [_present(name) for name in (*forms, *alone)]
        schema["not"] = {"anyOf": [{"allOf": [_present(a), _present(b)]} for a, b in combinations(forms, 2)]}

    return state


def required_as(*names: str) -> Callable[[dict[str, Any]], None]:
    """json_schema_extra for text fields a model defaults to None but its verb requires sent, not empty."""

    def state(schema: dict[str, Any]) -> None:
        schema["allOf"] = [
            {"required": [name], "properties": {name: {"type": "string", "minLength": 1}}} for name in names
        ]

    return state


def needs_when_sent(field: str, needed: str) -> Callable[[dict[str, Any]], None]:
    """json_schema_extra for a model where sending `field` requires `needed` too."""

    def state(schema: dict[str, Any]) -> None:
        schema["if"], schema["then"] = _present(field), _present(needed)

    return state


def needs_when_listed(field: str, needs: dict[str, str]) -> Callable[[dict[str, Any]], None]:
    """json_schema_extra for a model where each value listed in the array `field` requires a
    field sent, and not empty (e.g. memory_query: the session dimension needs run_id; the org
    dimension an org slug, where "" names no organisation)."""

    def state(schema: dict[str, Any]) -> None:
        schema["allOf"] = [
            {
                "if": {"required": [field], "properties": {field: {"type": "array", "contains": {"enum": [value]}}}},
                "then": _present_not_empty(needed),
            }
            for value, needed in needs.items()
        ]

    return state


def needs_for_each(*rules: tuple[str, dict[str, tuple[str, ...]]]) -> Callable[[dict[str, Any]], None]:
    """json_schema_extra for a model where a value of a field requires other fields sent, each
    rule (field, {value: needed fields}) (e.g. memory_manage: action "update" needs id and text)."""

    def state(schema: dict[str, Any]) -> None:
        schema["allOf"] = [
            {
                "if": {"required": [field], "properties": {field: {"enum": [value]}}},
                "then": {"allOf": [_present(name) for name in needed]},
            }
            for field, needs in rules
            for value, needed in needs.items()
        ]

    return state


_INTEGER_BEYOND_64_BITS = {"type": "integer", "anyOf": [{"minimum": 2**63}, {"maximum": -(2**63) - 1}]}


def storable_value(depth: int = 3) -> dict[str, Any]:
    """The schema of any JSON value the server can store (graph.contracts.json_values): no NUL,
    no integer beyond 64 bits. Stated `depth` levels down; below, any JSON value, each type
    named (a bare {} is what strict MCP clients warn about; the server still refuses what it
    cannot store there, naming the field)."""
    if depth == 0:
        return {
            "anyOf": [
                {"type": "string", "pattern": NO_NUL},
                {"type": "number", "not": _INTEGER_BEYOND_64_BITS},
                *({"type": kind} for kind in ("boolean", "array", "object", "null")),
            ]
        }
    inner = storable_value(depth - 1)
    return {
        "anyOf": [
            {"type": "string", "pattern": NO_NUL},
            {"type": "number", "not": _INTEGER_BEYOND_64_BITS},
            {"type": "boolean"},
            {"type": "null"},
            {"type": "array", "items": inner},
            {"type": "object", "additionalProperties": inner, "propertyNames": {"pattern": NO_NUL}},
        ]
    }
