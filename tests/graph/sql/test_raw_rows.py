"""Rows read by hand-written SQL (graph.sql.raw_rows) become the instances the ORM would
make of them: the same field values, state and lazily loaded columns; the same JSON values
(orjson where it agrees with the standard decoder); Django's own construction whenever a
model signal listens; and the prepared cursor reads the same values as Django's cursor."""

import pytest
from django.db import connection
from django.db.models.signals import post_init

from graph.models import Entity, Scope
from graph.sql.raw_rows import Columns, prepared_cursor

_JSON_TEXTS = [
    "{}",
    "[]",
    '{"a": 1, "b": [1.5, "x", null, true, false]}',
    '{"big": 123456789012345678901234567890, "neg": -9223372036854775809}',
    '{"f": 0.1, "g": 1e-7, "h": 12345678.123456789, "i": 1.7976931348623157e308}',
    '{"u": "é\\u00e9 \\ud83d\\ude00 \\t \\" \\\\"}',
    '"text"',
    "12345678901234567890",
]


@pytest.fixture
def entity(db, django_user_model):
    owner = django_user_model.objects.create(username="ana")
    scope = Scope.objects.create(kind=Scope.Kind.NAMED, owner=owner, name="s")
    return Entity.objects.create(
        scope=scope, name="Dana", name_norm="dana", type="Person", attributes={"team": {"value": "core"}}
    )


def _row(columns: Columns, pk: int) -> tuple:
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {columns.sql} FROM graph_entity e WHERE e.id = %s", [pk])
        return cursor.fetchone()


def _as_orm_makes_it(columns: Columns, row: tuple) -> Entity:
    values = list(row)
    for index, field in enumerate(columns.fields):
        for convert in connection.ops.get_db_converters(field) + field.get_db_converters(connection):
            values[index] = convert(values[index], field, connection)
    return Entity.from_db("default", columns.names, values)


def _state(instance: Entity) -> dict:
    return {k: v for k, v in instance.__dict__.items() if k != "_state"} | {
        "_state": (instance._state.db, instance._state.adding, instance._state.fields_cache)
    }


def test_built_instances_hold_what_from_db_gives_them(entity):
    for columns in (Columns(Entity, "e"), Columns(Entity, "e", leave_out=("search_text", "metadata", "updated_at"))):
        row = _row(columns, entity.pk)
        built, expected = columns.build(row, 0, connection), _as_orm_makes_it(columns, row)
        assert _state(built) == _state(expected)
        assert built.get_deferred_fields() == expected.get_deferred_fields()
    without_metadata = Columns(Entity, "e", leave_out=("metadata",))
    lazy = without_metadata.build(_row(without_metadata, entity.pk), 0, connection)
    assert lazy.metadata == []  # a column left out loads when read, as a deferred field does


def test_a_listening_model_signal_gets_django_construction(entity):
    seen = []

    def listener(sender, instance, **kwargs):
        seen.append(instance)

    post_init.connect(listener, sender=Entity)
    try:
        columns = Columns(Entity, "e")
        built = columns.build(_row(columns, entity.pk), 0, connection)
    finally:
        post_init.disconnect(listener, sender=Entity)
    assert seen == [built]


def test_json_columns_decode_to_what_the_orm_decodes(entity):
    columns = Columns(Entity, "e", leave_out=("search_text",))
    field = Entity._meta.get_field("attributes")
    index = columns.names.index("attributes")
    for text in _JSON_TEXTS:
        with connection.cursor() as cursor:
            cursor.execute("SELECT %s::jsonb::text", [text])
            stored = cursor.fetchone()[0]
        row = list(_row(columns, entity.pk))
        row[index] = stored
        ours = columns.build(row, 0, connection).attributes
        theirs = field.from_db_value(stored, None, connection)
        assert ours == theirs and repr(ours) == repr(theirs), text


def test_the_prepared_cursor_reads_what_django_cursor_reads(entity):
    statement = "SELECT created_at, attributes, metadata, name, NULL::timestamptz FROM graph_entity WHERE id = %s"
    read = []
    for make in (connection.cursor, prepared_cursor, prepared_cursor):  # twice: prepared the second time
        with make() as cursor:
            cursor.execute(statement, [entity.pk])
            read.append(cursor.fetchone())
    assert read[0] == read[1] == read[2]
    assert [repr(value) for value in read[0]] == [repr(value) for value in read[2]]


def test_prepared_reads_leave_the_plan_to_postgresql_by_default(entity):
    statement = "SELECT e.name FROM graph_entity e WHERE e.scope_id = %(scope)s AND e.name_norm = %(norm)s"
    for _ in range(7):  # past the five custom plans PostgreSQL tries first
        with prepared_cursor() as cursor:
            cursor.execute(statement, {"scope": entity.scope_id, "norm": "dana"})
            assert cursor.fetchall() == [("Dana",)]
    with connection.cursor() as cursor:
        cursor.execute("SHOW plan_cache_mode")
        assert cursor.fetchone() == ("auto",)
        cursor.execute(
            "SELECT generic_plans + custom_plans FROM pg_prepared_statements WHERE statement LIKE %s",
            ["%e.name_norm = $2%"],
        )
        assert cursor.fetchall() == [(7,)]  # prepared once, run seven times


def test_generic_plans_follow_their_setting(transactional_db, settings):
    from graph.sql.raw_rows import plan_once_per_session

    connection.ensure_connection()
    raw = connection.connection
    shown = []
    for setting in (False, True):  # ends as every connection starts
        settings.DB_GENERIC_PLANS = setting
        raw.execute("RESET plan_cache_mode")  # a connection the receiver has not seen yet
        raw._memorymesh_generic_plans = False
        plan_once_per_session(sender=None, connection=connection)
        shown.append(raw.execute("SHOW plan_cache_mode").fetchone()[0])
    assert shown == ["auto", "force_generic_plan"]


def test_read_rows_hold_the_values_instances_hold_and_nothing_unread(entity):
    columns = Columns(Entity, "e", only=("id", "name", "attributes", "created_at"), related=("seed",))
    row = _row(columns, entity.pk)

    read, built = columns.read(row, 0, connection, True), columns.build(row, 0, connection)

    assert (read.pk, read.id, read.name, read.attributes, read.created_at, read.seed) == (
        built.pk, built.id, built.name, built.attributes, built.created_at, True
    )
    assert not hasattr(read, "metadata")  # not selected: missing, never loaded behind the reader's back
    named = Columns(Entity, "e", only=("name",))
    assert not hasattr(named.read(_row(named, entity.pk), 0, connection), "pk")


def test_the_prepared_cursor_is_kept_per_connection_and_reads_each_statement_whole(entity):
    with prepared_cursor() as cursor:
        cursor.execute("SELECT %(n)s::int", {"n": 1})
        first = (cursor.cursor, cursor.fetchall())
    with prepared_cursor() as cursor:
        cursor.execute("SELECT name FROM graph_entity WHERE id = %(id)s", {"id": entity.pk})
        second = (cursor.cursor, cursor.fetchall())

    assert first[0] is second[0]  # one cursor, its loaders set once
    assert (first[1], second[1]) == ([(1,)], [("Dana",)])
