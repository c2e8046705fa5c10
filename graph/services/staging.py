"""Staged rows: many rows handed to PostgreSQL at once, for one set-based statement to read.

A statement reads its rows as the common table expression `staged`, from one of two
sources. Up to INLINE_UP_TO rows travel inside the statement itself, as quoted VALUES:
one round trip, nothing else touched. More are sent with COPY, the fastest way to hand
the database many rows (one stream, no per-row statement or parameter parsing), into a
temporary table of the session, created once per connection and emptied at every commit
(ON COMMIT DELETE ROWS), so a call leaves nothing behind and never sees another
transaction's rows; it also creates no catalog rows per call, which a CREATE TEMP TABLE
per call would. (The emptying costs a file truncation at commit, which is why small calls,
the common case, do not use the table.)
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from psycopg import sql


@dataclass(frozen=True)
class Stage:
    table: str
    columns: tuple[tuple[str, str], ...]  # (name, type), in the order of each row's values

    @property
    def names(self) -> str:
        return ", ".join(name for name, _type in self.columns)


ENTITY_STAGE = Stage(
    "mm_entity_in",
    (
        ("norm", "text"),
        ("name", "text"),
        ("name_key", "text"),
        ("type", "text"),
        ("type_norm", "text"),
        ("attributes", "jsonb"),
        ("metadata", "jsonb"),
        ("ordinal", "int"),
    ),
)
FACT_STAGE = Stage(
    "mm_fact_in",
    (
        ("subject_id", "bigint"),
        ("object_id", "bigint"),
        ("type", "text"),
        ("type_norm", "text"),
        ("weight", "float8"),
        ("attributes", "jsonb"),
        ("span_start", "int"),
        ("span_end", "int"),
        ("valid_from", "timestamptz"),
        ("valid_to", "timestamptz"),
        ("ordinal", "int"),
    ),
)

# Up to this many rows travel as quoted VALUES inside the statement that reads them.
INLINE_UP_TO = 50


def staged(cursor: Any, stage: Stage, rows: Sequence[tuple[Any, ...]]) -> str:
    """A query that yields `rows` with `stage`'s column names and types, to be placed in a
    statement run with parameters (a `%` of the values is doubled for that reason)."""
    typed = ", ".join(f"{name}::{type_} AS {name}" for name, type_ in stage.columns)
    if len(rows) <= INLINE_UP_TO:
        # Quoted by psycopg's own adapters (sql.Literal), never by string formatting of values.
        conn = cursor.cursor.connection
        values = ", ".join("(" + ", ".join(sql.Literal(v).as_string(conn) for v in row) + ")" for row in rows)
        nothing = "" if rows else " WHERE false"  # no rows: one row of NULLs, filtered out
        values = values or "(" + ", ".join("NULL" for _ in stage.columns) + ")"
        return f"SELECT {typed} FROM (VALUES {values.replace('%', '%%')}) AS v({stage.names}){nothing}"
    definition = ", ".join(f"{name} {type_}" for name, type_ in stage.columns)
    # Emptied first: an earlier call in the same transaction may have staged rows too.
    cursor.execute(
        f"CREATE TEMP TABLE IF NOT EXISTS {stage.table} ({definition}) ON COMMIT DELETE ROWS; DELETE FROM {stage.table}"
    )
    with cursor.cursor.copy(f"COPY {stage.table} ({stage.names}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
    # Not analysed: without statistics the planner sizes the table from its pages, which
    # served 10 rows and 100,000 alike in the benchmarks (ANALYZE cost more than it saved).
    return f"SELECT {stage.names} FROM {stage.table}"
