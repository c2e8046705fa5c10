"""Staging tables: rows sent to PostgreSQL with COPY, for one set-based statement to read.

COPY is the fastest way to hand the database many rows (one stream, no per-row
statement or parameter parsing). The rows land in a temporary table of the session,
created once per connection and emptied at every commit (ON COMMIT DELETE ROWS), so a
call leaves nothing behind and never sees another transaction's rows; it also creates
no catalog rows per call, which a CREATE TEMP TABLE per call would.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from psycopg import sql


@dataclass(frozen=True)
class Stage:
    table: str
    columns: str  # the column definitions, in the order of each row's values


ENTITY_STAGE = Stage(
    "mm_entity_in",
    "norm text, name text, name_key text, type text, type_norm text, attributes jsonb, metadata jsonb, ordinal int",
)
FACT_STAGE = Stage(
    "mm_fact_in",
    "subject_id bigint, object_id bigint, type text, type_norm text, weight float8, attributes jsonb, "
    "span_start int, span_end int, valid_from timestamptz, valid_to timestamptz, ordinal int",
)


# Up to this many rows are sent as quoted VALUES in the same round trip as the table's
# preparation: a COPY costs two round trips of its own, most of a small call's staging.
INLINE_UP_TO = 50


def stage_rows(cursor: Any, stage: Stage, rows: Sequence[tuple[Any, ...]]) -> None:
    """Put `rows` (and only them) in `stage`'s table, inside the caller's transaction."""
    # Emptied first: an earlier call in the same transaction may have staged rows too.
    prepare = (
        f"CREATE TEMP TABLE IF NOT EXISTS {stage.table} ({stage.columns}) ON COMMIT DELETE ROWS; "
        f"DELETE FROM {stage.table}"
    )
    if len(rows) <= INLINE_UP_TO:
        # Quoted by psycopg's own adapters (sql.Literal), never by string formatting of values.
        conn = cursor.cursor.connection
        values = ", ".join("(" + ", ".join(sql.Literal(v).as_string(conn) for v in row) + ")" for row in rows)
        cursor.execute(f"{prepare}; INSERT INTO {stage.table} VALUES {values}" if rows else prepare)
        return
    cursor.execute(prepare)
    with cursor.cursor.copy(f"COPY {stage.table} FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
    # Not analysed: without statistics the planner sizes the table from its pages, which
    # served 10 rows and 100,000 alike in the benchmarks (ANALYZE cost more than it saved).
