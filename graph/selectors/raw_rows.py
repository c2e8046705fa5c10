"""Model rows read by hand-written SQL on the hottest reads, built as the ORM builds them.

Compiling a queryset with three select_related joins and an annotation costs Django
about a millisecond of CPU on every call, more than the database takes to answer it
(docs/performance.md). Where a read runs on every recall, its statement is written
once per process from the models' own column lists, and its rows become model
instances through `Model.from_db` — what the ORM itself calls — so every reply is
built from the same objects as before.
"""

from collections.abc import Sequence
from typing import Any

from django.db import models

from graph.read_replica import read_connection


class Columns:
    """A model's columns in one select list under `alias`; `build` makes the instance of a row's slice."""

    def __init__(self, model: type[models.Model], alias: str, *, leave_out: tuple[str, ...] = ()) -> None:
        self.fields = [f for f in model._meta.concrete_fields if f.attname not in leave_out]
        self.model = model
        self.names = [f.attname for f in self.fields]
        self.sql = ", ".join(f'{alias}."{f.column}"' for f in self.fields)
        self.width = len(self.fields)
        self._converters: list[tuple[int, Any, list[Any]]] | None = None

    def build(self, row: Sequence[Any], start: int) -> models.Model:
        """The instance of row[start : start + width]; columns left out load lazily if read (none are)."""
        values = list(row[start : start + self.width])
        connection = read_connection()
        for index, field, converters in self._field_converters():
            for convert in converters:
                values[index] = convert(values[index], field, connection)
        return self.model.from_db(connection.alias, self.names, values)

    def _field_converters(self) -> list[tuple[int, Any, list[Any]]]:
        """What the ORM applies to each column it reads (JSON decoding, for one), found once."""
        if self._converters is None:
            found = []
            for index, field in enumerate(self.fields):
                connection = read_connection()
                converters = connection.ops.get_db_converters(field) + field.get_db_converters(connection)
                if converters:
                    found.append((index, field, converters))
            self._converters = found
        return self._converters


def attach(instance: models.Model, relation: str, related: models.Model | None) -> None:
    """Cache `related` as `instance.<relation>`, as select_related does (no query when it is read)."""
    instance._meta.get_field(relation).set_cached_value(instance, related)
