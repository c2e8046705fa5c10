"""The MemoryMesh schema format: its meta-schema, and the tools one schema yields.

A definition is what a `<type>.schema.json` file holds: `name` ("add_<type>"),
`description`, `properties` (each with `type` string|array, `description`,
`required`, `enum`, `relationship` {edgeType, description}) and
`additionalProperties`. A NodeSchema is a valid definition compiled into the input
JSON Schemas of add_/update_/delete_<type> and the rules that turn a payload into
node metadata and edges.

Every node has a name, so `name` is a required string property of every schema,
declared or not (the built-in `temporal` schema declares none).
"""

import json
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from jsonschema import Draft202012Validator

from graph.contracts.inputs import Scoped
from graph.contracts.limits import MAX_METADATA_ENTRIES, MAX_METADATA_ENTRY_BYTES, MAX_NAME_BYTES
from schemas_app.problems import problems

ACTIONS = ("add", "update", "delete")
TYPE_NAME_PATTERN = "^[a-z][a-z0-9_]{0,62}$"
PROPERTY_NAME_PATTERN = "^[A-Za-z][A-Za-z0-9_]{0,63}$"
RENAME_FIELD = "newName"  # update_<type> renames with it, so no schema may declare it

_PROPERTY = {
    "type": "object",
    "properties": {
        "type": {"enum": ["string", "array"]},
        "description": {"type": "string"},
        "required": {"type": "boolean"},
        "enum": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 1, "uniqueItems": True},
        "relationship": {
            "type": "object",
            "properties": {
                "edgeType": {"type": "string", "minLength": 1, "maxLength": 200},
                "description": {"type": "string"},
            },
            "required": ["edgeType"],
            "additionalProperties": False,
        },
        "items": {"type": "object", "properties": {"type": {"const": "string"}}, "additionalProperties": False},
    },
    "required": ["type"],
    "additionalProperties": False,
}
META_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "MemoryMesh node schema (<type>.schema.json)",
    "type": "object",
    "properties": {
        "name": {"type": "string", "pattern": "^add_[a-z][a-z0-9_]{0,62}$"},
        "description": {"type": "string", "minLength": 1},
        "properties": {
            "type": "object",
            "minProperties": 1,
            "propertyNames": {"pattern": PROPERTY_NAME_PATTERN},
            "additionalProperties": _PROPERTY,
        },
        "additionalProperties": {"type": "boolean"},
    },
    "required": ["name", "description", "properties"],
    "additionalProperties": False,
}
_META_VALIDATOR = Draft202012Validator(META_SCHEMA)
# Values a schema that allows additional properties accepts for them (stored as metadata text).
# One `type` per branch: clients that map tool schemas onto a single-type dialect (several
# model providers' function calling) reject a `type` array.
_SCALAR_VALUES = [{"type": "string", "maxLength": MAX_METADATA_ENTRY_BYTES}, {"type": "number"}, {"type": "boolean"}]
_EXTRA_VALUE = {"anyOf": [*_SCALAR_VALUES, {"type": "array", "items": {"anyOf": _SCALAR_VALUES}}]}


def definition_problems(definition: Any) -> list[dict[str, Any]]:
    """Everything wrong with a schema definition, each naming its field; [] when it is valid."""
    found = problems(_META_VALIDATOR, definition)
    for item in found:
        if item["rule"] == "pattern" and item["field"] == "name":
            item["problem"] = "must be add_<type>, <type> in lower-case letters, digits and _ (e.g. add_npc)"
        elif item["rule"] == "pattern":
            item["problem"] = "a property name starts with a letter and holds only letters, digits and _"
    if found:
        return found
    for name, spec in definition["properties"].items():
        where = f"properties.{name}"
        if name == RENAME_FIELD:
            found.append(_semantic(where, f"{RENAME_FIELD!r} is reserved: update tools rename nodes with it"))
        if name == "name" and spec["type"] != "string":
            found.append(_semantic(f"{where}.type", "the name property identifies the node: it must be a string"))
        if "items" in spec and spec["type"] != "array":
            found.append(_semantic(f"{where}.items", "items applies only to properties of type array"))
    return found


def _semantic(field: str, text: str) -> dict[str, Any]:
    return {"field": field, "problem": text, "rule": "memorymesh"}


_TOP_KEYS = ("name", "description", "properties", "additionalProperties")
_PROPERTY_KEYS = ("type", "description", "required", "enum", "items", "relationship")


def in_written_order(definition: dict[str, Any], order: list[str]) -> dict[str, Any]:
    """The definition with MemoryMesh's key order and its properties in `order` (jsonb sorts object keys)."""
    result = _ordered(definition, _TOP_KEYS)
    if isinstance(definition.get("properties"), dict):
        properties = definition["properties"]
        names = [n for n in order if n in properties] + [n for n in properties if n not in order]
        result["properties"] = {n: _ordered(properties[n], _PROPERTY_KEYS) for n in names}
    return result


def _ordered(mapping: Any, keys: tuple[str, ...]) -> Any:
    if not isinstance(mapping, dict):
        return mapping
    return {k: mapping[k] for k in keys if k in mapping} | {k: v for k, v in mapping.items() if k not in keys}


def type_name_of(definition: dict[str, Any]) -> str:
    return definition["name"].removeprefix("add_")


@dataclass(frozen=True)
class NodeSchema:
    """A valid definition, compiled: what its tools accept and how a payload becomes a node."""

    type_name: str
    description: str
    properties: dict[str, dict[str, Any]]
    required: tuple[str, ...]
    additional: bool

    @classmethod
    def from_definition(cls, definition: dict[str, Any]) -> "NodeSchema":
        declared = definition["properties"]
        properties = {"name": declared.get("name", {"type": "string", "description": "Unique name of this node."})}
        properties |= {k: v for k, v in declared.items() if k != "name"}
        required = ("name", *(k for k, v in declared.items() if v.get("required") and k != "name"))
        return cls(
            type_name=type_name_of(definition),
            description=definition["description"],
            properties=properties,
            required=required,
            additional=bool(definition.get("additionalProperties", False)),
        )

    def tool_name(self, action: str) -> str:
        return f"{action}_{self.type_name}"

    def wrapper(self, action: str) -> str:
        """The one argument that holds the payload: {"npc": …}, {"update_npc": …}, {"delete_npc": …}."""
        return self.type_name if action == "add" else self.tool_name(action)

    @property
    def relationships(self) -> dict[str, str]:
        """Relationship fields and the edge type each creates."""
        return {k: v["relationship"]["edgeType"] for k, v in self.properties.items() if "relationship" in v}

    def payload_schema(self, action: str) -> dict[str, Any]:
        if action == "delete":
            return {
                "type": "object",
                "description": f"The {self.type_name} to delete.",
                "properties": {"name": self._property("name", self.properties["name"])},
                "required": ["name"],
                "additionalProperties": False,
            }
        properties = {name: self._property(name, spec) for name, spec in self.properties.items()}
        if action == "update":
            properties[RENAME_FIELD] = {
                "type": "string",
                "minLength": 1,
                "maxLength": MAX_NAME_BYTES,
                "description": "Rename the node to this; its edges follow.",
            }
        return {
            "type": "object",
            "description": f"The {self.type_name}'s fields." if action == "add" else "The fields to change.",
            "properties": properties,
            "required": list(self.required) if action == "add" else ["name"],
            "additionalProperties": _EXTRA_VALUE if self.additional else False,
            "maxProperties": MAX_METADATA_ENTRIES,
        }

    def tool_input_schema(self, action: str) -> dict[str, Any]:
        """The whole argument object of one tool, as MCP clients and the OpenAPI document see it."""
        envelope = Scoped.model_json_schema()["properties"]
        return {
            "type": "object",
            "properties": {self.wrapper(action): self.payload_schema(action), **envelope},
            "required": [self.wrapper(action)],
            "additionalProperties": False,
        }

    def tool_description(self, action: str) -> str:
        wrapper = self.wrapper(action)
        links = ", ".join(f"{field} → {edge}" for field, edge in self.relationships.items())
        link_rule = (
            f" Relationship fields create edges ({links}); each must name a node that already exists in the scope."
            if links
            else ""
        )
        if action == "add":
            return (
                f"{self.description} Send the fields inside {wrapper!r}: {{{wrapper!r}: {{'name': …, …}}}}. "
                f"Required: {', '.join(self.required)}.{link_rule} A name already taken is refused: use "
                f"update_{self.type_name} then."
            )
        if action == "update":
            return (
                f"Update an existing {self.type_name} by name, fields inside {wrapper!r}. Fields you send replace "
                "those fields; fields you omit are kept. A relationship field replaces the edges it defines."
                f"{link_rule} {RENAME_FIELD!r} renames the node (its edges follow)."
            )
        return f"Delete a {self.type_name} by name ({{{wrapper!r}: {{'name': …}}}}), with every edge touching it."

    @cached_property
    def _validators(self) -> dict[str, Draft202012Validator]:
        return {action: Draft202012Validator(self.payload_schema(action)) for action in ACTIONS}

    def payload_problems(self, action: str, payload: Any) -> list[dict[str, Any]]:
        return problems(self._validators[action], payload, prefix=self.wrapper(action))

    def metadata_for(self, payload: dict[str, Any]) -> list[str]:
        """The node's metadata from a payload: "Key: value" per field, schema order first, arrays joined by ", "."""
        return list(self.metadata_entries(payload).values())

    def metadata_entries(self, payload: dict[str, Any]) -> dict[str, str]:
        """Field → its metadata entry, in metadata order."""
        ordered = [k for k in self.properties if k in payload] + [k for k in payload if k not in self.properties]
        return {k: f"{k[0].upper()}{k[1:]}: {_text(payload[k])}" for k in ordered if k not in ("name", RENAME_FIELD)}

    def targets_in(self, payload: dict[str, Any]) -> list[tuple[str, str, str]]:
        """(field, edgeType, target name) for every relationship target the payload names."""
        targets = []
        for field, edge_type in self.relationships.items():
            value = payload.get(field)
            names = value if isinstance(value, list) else [value] if value else []
            targets += [(field, edge_type, name) for name in names if name.strip()]
        return targets

    def _property(self, name: str, spec: dict[str, Any]) -> dict[str, Any]:
        description = spec.get("description", "").strip()
        if "relationship" in spec:
            rel = spec["relationship"]
            if description and description[-1] not in ".!?":
                description += "."
            description += (
                f" Creates a {rel['edgeType']!r} edge from this node to each named node"
                f"{' (' + rel['description'] + ')' if rel.get('description') else ''}; the node must already exist."
            )
        required = name in self.required
        # Names (the node's, relationship targets) are stored and indexed; other values become metadata.
        longest = MAX_NAME_BYTES if name == "name" or "relationship" in spec else MAX_METADATA_ENTRY_BYTES
        if spec["type"] == "array":
            items: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": longest}
            if "enum" in spec:
                items["enum"] = spec["enum"]
            return {"type": "array", "items": items, "description": description.strip()}
        schema: dict[str, Any] = {"type": "string", "maxLength": longest, "description": description.strip()}
        if "enum" in spec:
            schema["enum"] = spec["enum"]
        if required:
            schema["minLength"] = 1
        return schema


def _text(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_text(v) for v in value)
    return value if isinstance(value, str) else json.dumps(value)
