"""Staging tables: rows sent to PostgreSQL with COPY, for one set-based statement to read.

COPY is the fastest way to hand the database many rows (one stream, no per-row
statement or parameter parsing). The rows land in a temporary table of the session,
created once per connection and emptied at every commit (ON COMMIT DELETE ROWS), so a
call leaves nothing behind and never sees another transaction's rows; it also creates
no catalog rows per call, which a CREATE TEMP TABLE per call would.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


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


def stage_rows(cursor: Any, stage: Stage, rows: Iterable[tuple[Any, ...]]) -> None:
    """Put `rows` (and only them) in `stage`'s table, inside the caller's transaction."""
    # Emptied first: an earlier call in the same transaction may have staged rows too.
    cursor.execute(
        f"CREATE TEMP TABLE IF NOT EXISTS {stage.table} ({stage.columns}) ON COMMIT DELETE ROWS; "
        f"DELETE FROM {stage.table}"
    )
    with cursor.cursor.copy(f"COPY {stage.table} FROM STDIN") as copy:
        for row in rows:
            copy.write_row(row)
    # Not analysed: without statistics the planner sizes the table from its pages, which
    # served 10 rows and 100,000 alike in the benchmarks (ANALYZE cost more than it saved).
