"""Schema writes: create, edit, enable/disable, delete, import and export `.schema.json`.

The admin, the management command and migrations-free restores all call these. Each
change tells the verb registry once it is committed, so MCP clients hear
notifications/tools/list_changed and the next listing shows the new tools.
"""

import json
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from graph.contracts.cardinality import relation_key
from graph.contracts.registry import registry
from graph.exceptions import Conflict, Invalid
from schemas_app.builtin import builtin_definitions
from schemas_app.cardinality import checked_cardinality
from schemas_app.definition import ACTIONS, NodeSchema, definition_problems, type_name_of
from schemas_app.models import Schema
from schemas_app.problems import summary
from schemas_app.tools import schema_tool_verbs


def checked_definition(definition: Any) -> NodeSchema:
    """The compiled schema; refuses 422 invalid_schema listing every problem by field."""
    found = definition_problems(definition)
    schema = None
    if not found:
        schema = NodeSchema.from_definition(definition)
        found = _shadowed_tools(schema)
    if found:
        raise Invalid(f"the schema is not valid: {summary(found)}", code="invalid_schema", fields=found)
    return schema


def _shadowed_tools(schema: NodeSchema) -> list[dict[str, Any]]:
    generated = {verb.name for verb in schema_tool_verbs()}
    static = {verb.name for verb in registry.verbs()} - generated
    taken = [schema.tool_name(a) for a in ACTIONS if schema.tool_name(a) in static]
    if not taken:
        return []
    names = ", ".join(taken)
    problem = f"{names} {'is' if len(taken) == 1 else 'are'} already built-in: choose another type name"
    return [{"field": "name", "problem": problem, "rule": "memorymesh"}]


def save_schema(
    *,
    definition: Any,
    enabled: bool = True,
    schema: Schema | None = None,
    builtin: bool = False,
    cardinality: dict[str, str] | None = None,
) -> Schema:
    """Create a schema, or replace the definition of `schema`. The tools follow on the next listing.
    `cardinality` ({edge type: single | per_object_type | multi | ""}) replaces what the schema
    declares; without it a schema keeps its declarations of the edge types it still has.

    Refuses: 422 invalid_schema (every problem by field), 409 schema_exists when
    another schema already defines that type.
    """
    compiled = checked_definition(definition)
    if cardinality is None:
        edges = {relation_key(edge) for edge in compiled.relationships.values()}
        kept = schema.cardinality if schema is not None else {}
        cardinality = {edge: value for edge, value in kept.items() if edge in edges}
    declared = checked_cardinality(compiled, cardinality)
    with transaction.atomic():
        row = Schema(builtin=builtin) if schema is None else Schema.objects.select_for_update().get(pk=schema.pk)
        _refuse_taken_type(compiled.type_name, exclude=row.pk)
        row.type_name = compiled.type_name
        row.description = compiled.description
        row.definition = definition
        row.property_order = list(definition["properties"])
        row.cardinality = declared
        row.enabled = enabled
        row.builtin = row.builtin or builtin
        try:
            # Savepoint: a concurrent create of the same type loses on the unique index.
            with transaction.atomic():
                row.save()
        except IntegrityError:
            _refuse_taken_type(compiled.type_name, exclude=row.pk)
            raise
        transaction.on_commit(registry.notify_changed)
    return row


def _refuse_taken_type(type_name: str, *, exclude: int | None) -> None:
    if Schema.objects.filter(type_name=type_name).exclude(pk=exclude).exists():
        raise Conflict(
            f"a schema add_{type_name} already exists: edit that one, or import with replace",
            code="schema_exists",
            type_name=type_name,
        )


def set_enabled(*, schemas: QuerySet[Schema], enabled: bool) -> int:
    """Enable or disable schemas (their tools appear or disappear). Returns how many changed."""
    with transaction.atomic():
        changed = schemas.exclude(enabled=enabled).update(enabled=enabled, updated_at=timezone.now())
        transaction.on_commit(registry.notify_changed)
    return changed


def delete_schemas(*, schemas: QuerySet[Schema]) -> int:
    """Delete schemas; their tools go, the nodes they made stay. Returns how many were deleted."""
    with transaction.atomic():
        deleted, _by_model = schemas.delete()
        transaction.on_commit(registry.notify_changed)
    return deleted


def import_schema_text(text: str, *, filename: str, replace: bool = False) -> tuple[Schema, str]:
    """Import one `.schema.json` file's text. Returns the schema and 'created' or 'replaced'.

    An existing schema of the same type is replaced only with `replace` (it keeps its
    enabled state). Refuses: 422 invalid_json / invalid_schema, 409 schema_exists.
    """
    try:
        definition = json.loads(text)
    except json.JSONDecodeError as exc:
        raise Invalid(
            f"{filename} is not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}",
            code="invalid_json",
            file=filename,
        ) from None
    checked_definition(definition)
    existing = Schema.objects.filter(type_name=type_name_of(definition)).first()
    if existing is not None and not replace:
        _refuse_taken_type(existing.type_name, exclude=None)
    enabled = existing.enabled if existing else True
    return save_schema(definition=definition, enabled=enabled, schema=existing), "replaced" if existing else "created"


def export_text(schema: Schema) -> str:
    """The schema as a `.schema.json` file, as MemoryMesh reads it."""
    return json.dumps(schema.definition_in_order(), indent=2, ensure_ascii=False) + "\n"


def export_filename(schema: Schema) -> str:
    return f"{schema.type_name}.schema.json"


def load_builtin_schemas(*, replace: bool = False) -> dict[str, list[str]]:
    """Create the built-in schemas that are missing (all of them with `replace`, restoring edits)."""
    report: dict[str, list[str]] = {"created": [], "replaced": [], "kept": []}
    for definition in builtin_definitions():
        type_name = type_name_of(definition)
        existing = Schema.objects.filter(type_name=type_name).first()
        if existing is not None and not replace:
            report["kept"].append(type_name)
            continue
        enabled = existing.enabled if existing else True
        save_schema(definition=definition, enabled=enabled, schema=existing, builtin=True)
        report["replaced" if existing else "created"].append(type_name)
    return report
