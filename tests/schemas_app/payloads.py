"""Valid payloads for any schema definition, so every built-in schema is exercised the same way."""

from typing import Any

from schemas_app.builtin import builtin_definitions

BUILTIN = {definition["name"].removeprefix("add_"): definition for definition in builtin_definitions()}


def sample_payload(definition: dict[str, Any], name: str, targets: list[str]) -> dict[str, Any]:
    """Every declared property filled: relationships name `targets`, enums take their first value."""
    payload: dict[str, Any] = {"name": name}
    for prop, spec in definition["properties"].items():
        if prop == "name":
            continue
        payload[prop] = _value(prop, spec, targets)
    return payload


def _value(prop: str, spec: dict[str, Any], targets: list[str]) -> Any:
    if "relationship" in spec:
        return targets if spec["type"] == "array" else targets[0]
    if "enum" in spec:
        return spec["enum"][:1] if spec["type"] == "array" else spec["enum"][0]
    return [f"{prop} one", f"{prop} two"] if spec["type"] == "array" else f"{prop} value"


def field_to_update(definition: dict[str, Any]) -> str:
    """A property without relationship or enum to change in an update (an extra field if there is none)."""
    plain = [p for p, s in definition["properties"].items() if p != "name" and not {"relationship", "enum"} & set(s)]
    assert plain or definition["additionalProperties"], "no field an update could change"
    return plain[0] if plain else "notes"


def metadata_line(prop: str, value: Any) -> str:
    text = ", ".join(value) if isinstance(value, list) else value
    return f"{prop[0].upper()}{prop[1:]}: {text}"
