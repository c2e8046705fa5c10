"""The labelled secret-bearing and look-alike turns (tests/fixtures/secrets/turns.jsonl and tuning_2.jsonl to
tuning_4.jsonl), and
a search of every text column of the test database for strings that must not be there."""

import json
from pathlib import Path

from django.db import connection

FIXTURES = Path(__file__).parent / "fixtures" / "secrets"
# The turns the detector is tuned on: the first set and the second to fourth tuning parts (held_out.jsonl is
# only scored by bench/bench_secrets.py, never asserted: a test failing on it would invite tuning).
TUNED = tuple(FIXTURES / name for name in ("turns.jsonl", "tuning_2.jsonl", "tuning_3.jsonl", "tuning_4.jsonl"))
# Columns that can hold text we were sent: text and JSON of every table, and the search
# vectors (their lexemes are lower-cased words of the text).
_TEXT_TYPES = ("text", "character varying", "jsonb", "json", "tsvector")


def labelled_turns() -> list[dict]:
    return [json.loads(line) for path in TUNED for line in path.read_text().splitlines() if line.strip()]


def secret_turns() -> list[dict]:
    return [row for row in labelled_turns() if row["secret"] is not None]


def look_alikes() -> list[dict]:
    return [row for row in labelled_turns() if row["secret"] is None]


def text_columns() -> list[tuple[str, str]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND data_type = ANY(%s) ORDER BY 1, 2",
            [list(_TEXT_TYPES)],
        )
        return cursor.fetchall()


def found_in_database(needles: list[str]) -> dict[str, list[str]]:
    """{needle: ["table.column", …]} for each needle found (case-insensitively) in any text column."""
    found: dict[str, list[str]] = {}
    with connection.cursor() as cursor:
        for table, column in text_columns():
            cursor.execute(
                f"SELECT n FROM unnest(%s::text[]) AS n WHERE EXISTS "
                f'(SELECT 1 FROM "{table}" t WHERE strpos(lower(t."{column}"::text), lower(n)) > 0)',
                [needles],
            )
            for (needle,) in cursor.fetchall():
                found.setdefault(needle, []).append(f"{table}.{column}")
    return found
