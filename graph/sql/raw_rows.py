"""Model rows read by hand-written SQL on the hottest reads, built as the ORM builds them.

Compiling a queryset with three select_related joins and an annotation costs Django
about a millisecond of CPU on every call, more than the database takes to answer it
(docs/performance.md). Where a read runs on every recall, its statement is written
once per process from the models' own column lists, and its rows become model
instances holding what `Model.from_db` — what the ORM itself calls — would give them,
so every reply is built from the same objects as before.
"""

import re
from collections import namedtuple
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC
from operator import itemgetter
from typing import Any

import orjson
import psycopg
from django.conf import settings
from django.db import models
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.backends.postgresql.base import ServerBindingCursor
from django.db.backends.postgresql.psycopg_any import BaseTzLoader
from django.db.backends.utils import CursorWrapper
from django.db.models.base import ModelState
from django.db.models.fields.related_descriptors import ForeignKeyDeferredAttribute
from django.db.models.query_utils import DeferredAttribute
from django.db.models.signals import post_init, pre_init
from psycopg.postgres import types as postgres_types
from psycopg.pq import Format
from psycopg.types.string import TextLoader

from graph.read_replica import read_connection

# Descriptors whose assignment on a new instance only stores the value in its __dict__
# (a foreign key's id would also drop a cached related object; a new instance has none).
_PLAIN_DESCRIPTORS = (DeferredAttribute, ForeignKeyDeferredAttribute)


class _PreparingCursor(ServerBindingCursor):
    """Django's server-binding cursor whose every statement is prepared."""

    def execute(self, query: Any, params: Any = None, *, prepare: bool | None = None, **options: Any) -> Any:
        super().execute(query, params, prepare=True, **options)
        # Django's query log (DEBUG, tests) reads the statement sent from `_query`, which
        # psycopg records only for statements it does not prepare: made when read.
        self._query = _SentStatement(self, query, params)
        return self


class _SentStatement:
    def __init__(self, cursor: _PreparingCursor, query: Any, params: Any) -> None:
        self._cursor, self._statement, self._params = cursor, query, params

    @property
    def query(self) -> bytes:
        return self._cursor._convert_query(self._statement, self._params).query


@contextmanager
def prepared_cursor() -> Iterator[CursorWrapper]:
    """A cursor on the connection reads use here (graph.read_replica.read_connection), wrapped
    as `.cursor()` wraps it, whose statements PostgreSQL keeps parsed, once per pooled
    connection, and then only plans and runs.

    Parsing and analysing the facts statement (80 columns, four tables) was a quarter of
    the database's CPU for a recall. Values are bound by the server here, where the ORM
    binds them into the text (so its statements are never prepared). With
    MEMORYMESH_DB_PREPARED_STATEMENTS off (psycopg's prepare_threshold None) the same
    statements run unprepared.

    The psycopg cursor underneath is made once per physical connection and kept on it: making
    one, with its loaders, cost ~40 µs of a recall's CPU. A connection serves one thread at a
    time, and each use runs one statement and reads its rows before the next begins.
    """
    connection = read_connection()
    connection.ensure_connection()
    with connection.wrap_database_errors:
        cursor = _kept_cursor(connection)
    yield connection._prepare_cursor(cursor)


def _kept_cursor(connection: BaseDatabaseWrapper) -> "_PreparingCursor":
    """The physical connection's preparing cursor, made (with C loaders) on its first use and
    kept on it: wherever the pool hands the connection next, its cursor goes with it.

    The cursor refers back to its connection, so a connection its thread drops without closing
    it (a thread that ends holding one) is closed by the garbage collector, not at once."""
    raw = connection.connection
    cursor = getattr(raw, "_memorymesh_prepared_cursor", None)
    if cursor is None or cursor.closed:
        usual = raw.cursor_factory
        raw.cursor_factory = _PreparingCursor  # this thread's connection, for this one cursor
        try:
            cursor = connection.create_cursor()
        finally:
            raw.cursor_factory = usual
        _load_in_c(cursor)
        raw._memorymesh_prepared_cursor = cursor
    return cursor


def plan_once_per_session(sender: Any, connection: BaseDatabaseWrapper, **kwargs: Any) -> None:
    """connection_created receiver: the session's prepared statements keep one generic plan
    (plan_cache_mode = force_generic_plan) instead of being planned again on every call.

    PostgreSQL otherwise plans a prepared statement afresh for its values whenever the
    generic plan looks costlier on paper; for recall's facts statement that planning took
    longer than running it (0.43 against 0.14 ms at a million facts), while its generic plan
    is the same index walk (docs/performance.md). Only statements prepared by name use the
    plan cache here, and the ORM prepares none. Set once per physical connection, in
    autocommit (before Django opens a transaction on it), so no rollback undoes it; off with
    MEMORYMESH_DB_GENERIC_PLANS=0 or when statements are not prepared.
    """
    raw = connection.connection
    if (
        raw is None
        or getattr(raw, "_memorymesh_generic_plans", False)
        or not settings.DB_GENERIC_PLANS
        or connection.settings_dict["OPTIONS"].get("prepare_threshold") is None
        or not raw.autocommit
    ):
        return
    raw.execute("SET plan_cache_mode = force_generic_plan")
    raw._memorymesh_generic_plans = True


_TEXT, _JSONB, _TIMESTAMPTZ = (postgres_types[name].oid for name in ("text", "jsonb", "timestamptz"))


def _load_in_c(cursor: _PreparingCursor) -> None:
    """psycopg's own loaders (compiled, with psycopg-binary) on `cursor` for the columns where
    Django registers Python ones that would give the same values, so that no Python runs per
    value: a recall reads ~60 jsonb and ~60 timestamptz values, and calling Python loaders
    for them from C was a tenth of its CPU.

    - jsonb: Django loads it as text (psycopg's Python TextLoader); psycopg's text loader
      decodes the same bytes to the same str.
    - timestamptz: Django's loader parses with psycopg's, then sets Django's time zone; when
      that is UTC and so is the session's, psycopg's already gives datetime.timezone.utc. The
      session's is read as the cursor is made, once per connection: Django sets it when it
      opens the connection or takes it from the pool, to the one setting, and never changes it.
    """
    adapters = cursor.adapters
    if adapters.get_loader(_JSONB, Format.TEXT) is TextLoader:
        adapters.register_loader(_JSONB, psycopg.adapters.get_loader(_TEXT, Format.TEXT))
    usual = adapters.get_loader(_TIMESTAMPTZ, Format.TEXT)
    if (
        isinstance(usual, type)
        and issubclass(usual, BaseTzLoader)
        and usual.timezone is UTC
        and cursor.connection.pgconn.parameter_status(b"TimeZone") == b"UTC"
    ):
        adapters.register_loader(_TIMESTAMPTZ, psycopg.adapters.get_loader(_TIMESTAMPTZ, Format.TEXT))


class Columns:
    """A model's columns in one select list under `alias`; `build` makes the instance of a row's slice."""

    def __init__(
        self,
        model: type[models.Model],
        alias: str,
        *,
        leave_out: tuple[str, ...] = (),
        only: tuple[str, ...] = (),
        related: tuple[str, ...] = (),
    ) -> None:
        """The columns of `model` but `leave_out`; or, given `only`, just those (by attname).
        `related`: the names of what `read` is given beside the columns (a fact's ends)."""
        self.fields = [
            f for f in model._meta.concrete_fields if f.attname not in leave_out and (not only or f.attname in only)
        ]
        assert not only or len(self.fields) == len(only), f"{model.__name__} has no column among {only}"
        self.model = model
        self.names = [f.attname for f in self.fields]
        self.alias = alias
        self.columns = [f'{alias}."{f.column}"' for f in self.fields]
        self.sql = ", ".join(self.columns)
        self.width = len(self.fields)
        self.row_type = row_values(model, tuple(self.names), related)
        self._converters: list[tuple[int, Any, list[Any]]] | None = None
        self._plain_init: bool | None = None

    def build(self, row: Sequence[Any], start: int, db: BaseDatabaseWrapper) -> models.Model:
        """The instance of row[start : start + width], read on `db`; columns left out load lazily
        if read (none are).

        `Model.from_db` (whose __init__ sets each field through its descriptor and sends
        pre_init and post_init) was half of what building a recall's facts cost: while no
        receiver listens and every field is stored as it is given, the instance is made
        directly with the same __dict__ and state.
        """
        values = self.values(row, start, db)
        if not self._can_skip_init():
            return self.model.from_db(db.alias, self.names, values)
        instance = self.model.__new__(self.model)
        state = instance._state = ModelState()
        state.adding, state.db = False, db.alias  # as from_db sets them
        instance.__dict__.update(zip(self.names, values, strict=True))
        return instance

    def build_shared(
        self,
        built: dict[tuple[type, int], Any],
        pk: int | None,
        row: Sequence[Any],
        start: int,
        db: BaseDatabaseWrapper,
    ) -> models.Model | None:
        """`build`, once per model and id among the rows of one statement (`built` keeps them):
        the ends of facts around a few nodes repeat, and replies only read them. None for no id."""
        return self._shared(built, pk, self.build, row, start, db)

    def values(self, row: Sequence[Any], start: int, db: BaseDatabaseWrapper) -> list[Any]:
        """row[start : start + width] as the model's fields hold them (what the ORM converts, converted)."""
        values = list(row[start : start + self.width])
        converters = self._converters
        for index, field, converts in self._field_converters(db) if converters is None else converters:
            for convert in converts:
                values[index] = convert(values[index], field, db)
        return values

    def read(self, row: Sequence[Any], start: int, db: BaseDatabaseWrapper, *related: Any) -> "RowValues":
        """The values of row[start : start + width] by field name, then `related` (the values of the
        names given as `related` when made), as a RowValues of this model."""
        values = self.values(row, start, db)
        if related:
            values += related
        return self.row_of(values)

    def row_of(self, values: list[Any]) -> "RowValues":
        """The RowValues of `values`: this model's columns as `values` gives them, then the related
        values. Made as a tuple is, not through the named tuple's own __new__ (a Python function
        taking each value as an argument: a fact has 22): a recall makes ~40 of them."""
        return _new_tuple(self.row_type, values)

    def read_shared(
        self,
        built: dict[tuple[type, int], Any],
        pk: int | None,
        row: Sequence[Any],
        start: int,
        db: BaseDatabaseWrapper,
    ) -> "RowValues | None":
        """`read`, once per model and id among the rows of one statement, as build_shared."""
        if pk is None:
            return None
        key = (self.model, pk)
        found = built.get(key)
        if found is None:
            found = built[key] = self.read(row, start, db)
        return found

    def _shared(self, built: dict[tuple[type, int], Any], pk: int | None, make: Any, *args: Any) -> Any:
        if pk is None:
            return None
        instance = built.get((self.model, pk))
        if instance is None:
            instance = built[self.model, pk] = make(*args)
        return instance

    def _can_skip_init(self) -> bool:
        """Whether Model.__init__ would only store the values: no model signal receiver (of any
        model, checked on every build, since one may connect at any time), no __init__ of the
        model's own, no field whose descriptor does more on assignment."""
        if pre_init.receivers or post_init.receivers:
            return False
        if self._plain_init is None:
            model = self.model
            self._plain_init = model.__init__ is models.Model.__init__ and all(
                type(_descriptor(model, name)) in _PLAIN_DESCRIPTORS for name in self.names
            )
        return self._plain_init

    def _field_converters(self, db: BaseDatabaseWrapper) -> list[tuple[int, Any, list[Any]]]:
        """What the ORM applies to each column it reads (JSON decoding, for one), found once
        (the primary and a replica are the same backend)."""
        if self._converters is None:
            found = []
            for index, field in enumerate(self.fields):
                converters = db.ops.get_db_converters(field) + field.get_db_converters(db)
                if isinstance(field, models.JSONField) and field.decoder is None:
                    converters = [_json_value if c == field.from_db_value else c for c in converters]
                if converters:
                    found.append((index, field, converters))
            self._converters = found
        return self._converters


def _json_value(value: str | None, field: models.JSONField, db: Any) -> Any:
    """JSONField.from_db_value, decoded by orjson: a recall decodes ~60 attribute and metadata
    columns, where the standard decoder cost a tenth of the call. For the JSON PostgreSQL
    writes out of jsonb both give the same values, but for integers past 64 bits (orjson
    makes them floats): text with a run of 19 digits anywhere goes to the ORM's own."""
    if value is None:
        return None
    if value == "{}":  # most facts' attributes: nothing to decode
        return {}
    if _LONG_NUMBER(value) is None:
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            pass
    return field.from_db_value(value, None, db)


_LONG_NUMBER = re.compile(r"\d{19}").search
_new_tuple = tuple.__new__


def _descriptor(model: type[models.Model], attname: str) -> Any:
    """The class attribute that assignment to `attname` goes through (inherited ones too)."""
    return next((klass.__dict__[attname] for klass in model.__mro__ if attname in klass.__dict__), None)


class RowValues(tuple):
    """One row's columns by field name (a named tuple made by row_values), with `pk`: what replies
    read of a model instance, without the model. On recall's hottest reads, building instances
    and reading their related objects and `pk` through Django's descriptors cost more CPU than
    the statement (docs/performance.md). A column the statement did not select is missing
    (AttributeError), where an instance would load it with a query."""

    __slots__ = ()


def row_values(model: type[models.Model], names: tuple[str, ...], related: tuple[str, ...]) -> type[RowValues]:
    """The RowValues type of `model`'s columns `names` then `related` values; its `pk` is the id
    when `names` hold it."""
    fields = namedtuple(f"{model.__name__}Row", [*names, *related])
    body: dict[str, Any] = {"__slots__": ()}
    if model._meta.pk.attname in names:
        body["pk"] = property(itemgetter(names.index(model._meta.pk.attname)))
    return type(fields.__name__, (fields, RowValues), body)


def attach(instance: models.Model, relation: str, related: models.Model | None) -> None:
    """Cache `related` as `instance.<relation>`, as select_related does (no query when it is read)."""
    instance._meta.get_field(relation).set_cached_value(instance, related)
