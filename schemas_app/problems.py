"""jsonschema errors in words a model (or a person in the admin) can act on.

Each problem names the field (a dotted path), says what is wrong and what would be
accepted: the allowed values of an enum, the fields a closed schema accepts, the
description of a missing required field.
"""

from typing import Any

from jsonschema import ValidationError
from jsonschema.protocols import Validator

_JSON_TYPES = {
    str: "a string",
    bool: "a boolean",
    int: "a number",
    float: "a number",
    list: "an array",
    dict: "an object",
    type(None): "null",
}
_EXPECTED = {
    "string": "a string",
    "array": "an array of strings",
    "object": "an object",
    "boolean": "true or false",
    "number": "a number",
    "integer": "a whole number",
}
_EXPECTED_ANY = {**_EXPECTED, "array": "an array of such values"}


def problems(validator: Validator, instance: Any, *, prefix: str = "") -> list[dict[str, Any]]:
    """Every violation of `instance`, outermost first, as {field, problem, rule, ...specifics}."""
    found = sorted(validator.iter_errors(instance), key=lambda e: (len(e.absolute_path), list(map(str, e.path))))
    return [describe(error, prefix=prefix) for error in found]


def describe(error: ValidationError, *, prefix: str = "") -> dict[str, Any]:
    """One violation in words, with the rule it broke."""
    where = _path(prefix, error.absolute_path)
    rule = str(error.validator)
    value = error.validator_value
    if rule == "required":
        missing = [name for name in value if name not in error.instance]
        described = [_field_hint(error.schema, name) for name in missing]
        return _problem(where, "required", f"missing required field {', '.join(described)}", missing=missing)
    if rule == "additionalProperties":
        known = list(error.schema.get("properties", {}))
        extra = [name for name in error.instance if name not in known]
        text = (
            f"unknown field {', '.join(repr(n) for n in extra)}: this schema accepts only {', '.join(known)} "
            "(additionalProperties is false); drop it, or put the information into an accepted field"
        )
        return _problem(where, rule, text, unknown=extra, allowed_fields=known)
    if rule == "enum":
        allowed = ", ".join(repr(v) for v in value)
        return _problem(where, rule, f"must be one of {allowed} (got {error.instance!r})", allowed=value)
    if rule == "const":
        return _problem(where, rule, f"must be {value!r} (got {error.instance!r})", allowed=[value])
    if rule == "type":
        expected = " or ".join(_EXPECTED.get(t, t) for t in ([value] if isinstance(value, str) else value))
        got = _JSON_TYPES.get(type(error.instance), type(error.instance).__name__)
        return _problem(where, rule, f"must be {expected} (got {got})")
    if rule == "anyOf" and all("type" in branch for branch in value):
        expected = " or ".join(_EXPECTED_ANY.get(branch["type"], branch["type"]) for branch in value)
        got = _JSON_TYPES.get(type(error.instance), type(error.instance).__name__)
        return _problem(where, "type", f"must be {expected} (got {got})")
    if rule == "minLength":
        return _problem(where, rule, "must not be empty")
    if rule in ("maxLength", "maxProperties"):
        # Never echo the value: it is the part that is too large.
        size = len(error.instance)
        return _problem(where, rule, f"has {size} {'characters' if rule == 'maxLength' else 'fields'}; at most {value}")
    if rule in ("minItems", "minProperties"):
        return _problem(where, rule, f"needs at least {value} entr{'y' if value == 1 else 'ies'}")
    if rule == "uniqueItems":
        return _problem(where, rule, "lists a value more than once")
    return _problem(where, rule, error.message)


def summary(found: list[dict[str, Any]]) -> str:
    return "; ".join(f"{p['field'] or 'the top level'}: {p['problem']}" for p in found)


def _problem(field: str, rule: str, text: str, **specifics: Any) -> dict[str, Any]:
    return {"field": field, "problem": text, "rule": rule, **specifics}


def _path(prefix: str, parts: Any) -> str:
    path = prefix
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else ("." if path else "") + str(part)
    return path


def _field_hint(schema: dict[str, Any], name: str) -> str:
    description = schema.get("properties", {}).get(name, {}).get("description", "")
    if len(description) > 160:
        description = description[:157] + "…"
    return f"{name!r}" + (f" ({description})" if description else "")
