"""Autovacuum analyses each memory table after a fixed number of changed rows (graph
migrations 0013 and 0022), small enough for graph_document that a server holding 100,000
passages in a few hundred conversations has statistics for it: without them the planner took
the table for a handful of rows and read a whole scope instead of asking the HNSW index."""

import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


def _analyse_options(table: str) -> dict[str, str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT reloptions FROM pg_class WHERE relname = %s", [table])
        (options,) = cursor.fetchone()
    return dict(option.split("=", 1) for option in options or [])


def test_documents_are_analysed_after_fifty_changed_rows() -> None:
    options = _analyse_options("graph_document")
    assert options["autovacuum_analyze_scale_factor"] == "0"
    assert int(options["autovacuum_analyze_threshold"]) <= 50


@pytest.mark.parametrize("table", ["graph_entity", "graph_fact", "graph_passage", "graph_passagemention"])
def test_large_tables_are_analysed_after_a_fixed_number_of_rows_whatever_their_size(table: str) -> None:
    options = _analyse_options(table)
    assert options["autovacuum_analyze_scale_factor"] == "0"
    assert 1000 <= int(options["autovacuum_analyze_threshold"]) <= 10000
