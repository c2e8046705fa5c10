"""Filters compiled to SQL once per shape, then run with each call's values.

Every verb call looks up its scope, and recall its seed, through the ORM: turning the
`Q` into a query (resolving each lookup and join) and the query into SQL cost Django
~0.45 ms of CPU per lookup, three times what sending it and reading its row cost
(docs/performance.md). The `Q` stays the one definition of what is selected and is
built on every call as before (graph.access writes the access rules there, and
refuses there); only its shape — the tree of lookups, with every value that changes
the SQL (None, booleans, lists) — keys the cache. Its other values (ids, names) are
replaced by placeholders the first time, the ORM compiles that once, and each call
sends the compiled statement with its own values, building rows as the ORM does.
"""

import threading
from typing import Any

from django.core.exceptions import EmptyResultSet
from django.db import models
from django.db.models import Q

from graph.sql.raw_rows import prepared_cursor

# Placeholders, one per value of a shape: out of reach of real ids (serial, positive) and
# names (PostgreSQL text holds no NUL), within int4 (the ORM drops an out-of-range
# integer lookup as matching nothing instead of compiling it). A field that changes a
# value on its way into the SQL (lower-cases, strips, turns an int into text) changes
# its placeholder too, and such a shape is left to the ORM.
_FIRST_INT_PLACEHOLDER = -2_000_000_000
# Far above the shapes of the lookups that use this (a few per kind of scope).
_MAX_SHAPES = 256


def _str_placeholder(index: int) -> str:
    return f"\x00 Placeholder-{index} \x00"


class _Statement:
    """One compiled shape: its SQL, where each call's values go, and how rows are built."""

    def __init__(self, sql: str, params: list[tuple[int | None, Any]], names: list[str], converters: dict) -> None:
        self.sql = sql
        self.params = params  # per parameter: (index of the call's value, None) or (None, a constant)
        self.names = names
        # What the ORM applies to each column it reads (JSON decoding, time zones), as it finds them.
        self.converters = [(index, expression, found) for index, (found, expression) in converters.items()]

    def bound(self, values: list[Any]) -> list[Any]:
        """The statement's parameters for a call's values."""
        return [constant if index is None else values[index] for index, constant in self.params]

    def rows(self, values: list[Any]) -> tuple[list[list[Any]], str]:
        """The rows, converted, and the alias of the database they were read on."""
        with prepared_cursor() as cursor:
            cursor.execute(self.sql, self.bound(values))
            rows = [list(row) for row in cursor.fetchall()]
            db = cursor.db
        for row in rows:
            for index, expression, converters in self.converters:
                for convert in converters:
                    row[index] = convert(row[index], expression, db)
        return rows, db.alias


class CompiledFilters:
    """`model.objects.filter(where)` (optionally `.values_list(*values)[:limit]`) per shape of `where`."""

    def __init__(self) -> None:
        self._statements: dict[Any, _Statement | None] = {}
        self._lock = threading.Lock()

    def rows(self, model: type[models.Model], where: Q, *, values: tuple[str, ...] = (), limit: int) -> list[Any]:
        """Tuples of `values` (as values_list gives them), or model instances when none are named;
        at most `limit`, in no particular order (callers select at most one row by its identity)."""
        statement, call_values = self._statement(model, where, values, limit)
        if statement is None:  # a shape this cache does not compile: the ORM as usual
            return _by_the_orm(model, where, values, limit)
        rows, alias = statement.rows(call_values)
        if values:
            return [tuple(row) for row in rows]
        return [model.from_db(alias, statement.names, row) for row in rows]

    def sql(self, model: type[models.Model], where: Q, *, limit: int) -> tuple[str, list[Any]] | None:
        """The statement `rows` would send for `where` (the model's columns) and this call's
        parameters, to run inside a larger statement; None for a shape it leaves to the ORM."""
        statement, call_values = self._statement(model, where, (), limit)
        return None if statement is None else (statement.sql, statement.bound(call_values))

    def _statement(
        self, model: type[models.Model], where: Q, values: tuple[str, ...], limit: int
    ) -> tuple[_Statement | None, list[Any]]:
        """The compiled statement of `where`'s shape and this call's values; None for a value the
        cache does not place (a dict, an expression), a shape the ORM answers without SQL or
        whose values it transforms, or a shape past the bound."""
        call_values: list[Any] = []
        shape = _shape(where, call_values)
        if shape is None:
            return None, call_values
        key = (model, values, limit, shape)
        if key not in self._statements:
            if len(self._statements) >= _MAX_SHAPES:  # lists are part of a shape: never grow without end
                return None, call_values
            with self._lock:
                if key not in self._statements:
                    self._statements[key] = _compile(model, where, values, limit)
        return self._statements[key], call_values

    def first(self, model: type[models.Model], where: Q) -> Any:
        """The one row `where` selects (or None): for conditions that select at most one."""
        found = self.rows(model, where, limit=1)
        return found[0] if found else None


def _shape(where: Q, call_values: list[Any]) -> tuple | None:
    """The tree of `where` with each placeable value taken out into `call_values`; None when
    a value can be neither placed nor part of a hashable shape."""
    children: list[Any] = []
    for child in where.children:
        if isinstance(child, Q):
            shape = _shape(child, call_values)
            if shape is None:
                return None
            children.append(shape)
            continue
        if not isinstance(child, tuple):
            return None  # an expression (Exists, a lookup object)
        lookup, value = child
        if isinstance(value, models.Model):
            value = value.pk  # what the lookup compares anyway
            if value is None:
                return None
        if isinstance(value, int | str) and not isinstance(value, bool):
            call_values.append(value)
            children.append((lookup, isinstance(value, int)))
        elif value is None or isinstance(value, bool):
            children.append((lookup, "constant", value))
        elif isinstance(value, list | tuple) and all(isinstance(v, int | str) for v in value):
            children.append((lookup, "constant", tuple(value)))
        else:
            return None
    return (where.connector, where.negated, tuple(children))


def _with_placeholders(where: Q, placeholders: list[Any]) -> Q:
    """`where` with each placeable value replaced by its placeholder (in _shape's order)."""
    children: list[Any] = []
    for child in where.children:
        if isinstance(child, Q):
            children.append(_with_placeholders(child, placeholders))
            continue
        lookup, value = child
        if isinstance(value, models.Model):
            value = value.pk
        if isinstance(value, int | str) and not isinstance(value, bool):
            index = len(placeholders)
            value = _FIRST_INT_PLACEHOLDER - index if isinstance(value, int) else _str_placeholder(index)
            placeholders.append(value)
        children.append((lookup, value))
    return Q(*children, _connector=where.connector, _negated=where.negated)


def _by_the_orm(model: type[models.Model], where: Q, values: tuple[str, ...], limit: int) -> list[Any]:
    queryset = model._default_manager.filter(where)
    return list((queryset.values_list(*values) if values else queryset)[:limit])


def _compile(model: type[models.Model], where: Q, values: tuple[str, ...], limit: int) -> _Statement | None:
    """The statement of `where`'s shape, or None when the ORM would send none (e.g. `pk__in=[]`)
    or changes a value on its way into the SQL (e.g. `contains` wraps it in %)."""
    placeholders: list[Any] = []
    try:
        queryset = model._default_manager.filter(_with_placeholders(where, placeholders))
        queryset = (queryset.values_list(*values) if values else queryset)[:limit]
        compiler = queryset.query.get_compiler(using=queryset.db)
        sql, params = compiler.as_sql()
    except (EmptyResultSet, ValueError, TypeError):
        # No SQL for this shape (`pk__in=[]`), or a placeholder the field refuses (text
        # for an integer): the ORM answers such calls with their own values.
        return None
    selected = [expression for expression, _sql, _alias in compiler.select]
    names = [getattr(getattr(expression, "target", None), "attname", None) for expression in selected]
    if not values and names != [f.attname for f in model._meta.concrete_fields]:
        return None  # rows that are not the model's columns in order: not built here
    slot = {placeholder: index for index, placeholder in enumerate(placeholders)}
    placed = [(slot.get(p), None) if isinstance(p, int | str) and p in slot else (None, p) for p in params]
    if {index for index, _ in placed} - {None} != set(slot.values()):
        return None  # a value the ORM changed on its way into the SQL
    return _Statement(sql, placed, names, compiler.get_converters(selected))


compiled_filters = CompiledFilters()
