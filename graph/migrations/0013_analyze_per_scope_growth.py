"""Memory tables are analysed after a fixed number of changed rows, not a tenth of the table.

Plans of scope-filtered statements follow the statistics' idea of each scope's size. By
PostgreSQL's default, autovacuum analyses a table once a tenth of its rows changed: on a
table of millions, a new scope can reach hundreds of thousands of rows first, and for all
that time the planner takes it for a scope of one row and may read it whole on each lookup
(graph.selectors.scope_estimate). Here a table is analysed once this many of its rows
changed, whatever its size, at most once per autovacuum round (a minute by default); an
ANALYZE reads a fixed sample (30,000 rows at the default statistics target).
"""

from django.db import migrations

ROWS_BEFORE_ANALYZE = {
    "graph_entity": 5000,
    "graph_fact": 10000,
    "graph_passage": 5000,
    "graph_passagemention": 10000,
    "graph_document": 2000,
}

APPLY = "\n".join(
    f"ALTER TABLE {table} SET (autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = {rows});"
    for table, rows in ROWS_BEFORE_ANALYZE.items()
)
UNDO = "\n".join(
    f"ALTER TABLE {table} RESET (autovacuum_analyze_scale_factor, autovacuum_analyze_threshold);"
    for table in ROWS_BEFORE_ANALYZE
)


class Migration(migrations.Migration):
    dependencies = [("graph", "0012_write_marks")]

    operations = [migrations.RunSQL(APPLY, UNDO)]
