"""The cardinality a schema declares for its relationship edge types: how many current targets
one node holds (single, per_object_type, multi; docs/conflicts.md section 1).

Stored beside the definition (`Schema.cardinality`, by edge type in upper case) so the
.schema.json format stays the original MemoryMesh one. Every write path that ends facts
reads it through graph.contracts.cardinality, to which `declared_by_schemas` is added as a
source in SchemasConfig.ready().
"""

from typing import Any

from graph.contracts.cardinality import BUILT_IN, Cardinality, relation_key
from graph.exceptions import Invalid
from schemas_app.definition import NodeSchema
from schemas_app.models import Schema

CHOICES = tuple(c.value for c in Cardinality)
# Two enabled schemas may declare one edge type differently: the one that ends least wins,
# so a memory is never ended by a rule its writer did not choose.
_LEAST_ENDING = (Cardinality.MULTI, Cardinality.PER_OBJECT_TYPE, Cardinality.SINGLE)


def checked_cardinality(schema: NodeSchema, declared: dict[str, Any]) -> dict[str, str]:
    """`declared` ({edge type: single | per_object_type | multi | ""}) keyed by edge type in upper
    case, empty values dropped (undeclared). Refuses 422 invalid_schema naming each problem: an
    edge type the schema has no relationship of, an unknown value, a built-in relation declared
    otherwise than it is built in."""
    edges = {relation_key(edge) for edge in schema.relationships.values()}
    kept, problems = {}, []
    for edge, value in declared.items():
        key = relation_key(str(edge))
        if not value:
            continue
        if key not in edges:
            problems.append(_problem(key, f"{key} is no relationship edge type of this schema"))
        elif value not in CHOICES:
            problems.append(_problem(key, f"{value!r} is not one of {', '.join(CHOICES)}"))
        elif key in BUILT_IN and BUILT_IN[key] != value:
            problems.append(_problem(key, f"{key} is built in as {BUILT_IN[key].value}"))
        else:
            kept[key] = value
    if problems:
        raise Invalid(f"the cardinality is not valid: {problems[0]['problem']}", code="invalid_schema", fields=problems)
    return kept


def _problem(key: str, text: str) -> dict[str, str]:
    return {"field": f"cardinality.{key}", "problem": text, "rule": "memorymesh"}


def declared_by_schemas(key: str) -> Cardinality | None:
    """The cardinality enabled schemas declare for the edge type `key` (upper case); None if none does."""
    rows = Schema.objects.filter(enabled=True, cardinality__has_key=key).values_list("cardinality", flat=True)
    found = {row[key] for row in rows}
    return next((c for c in _LEAST_ENDING if c.value in found), None)
