"""Indexes on graph_fact for the three-dimensional memory reads (teams.selectors.search, .query).

Memory items are graph facts, so the indexes that serve their reads are on graph's
table; they live here, beside the reads that need them.

teams_fact_terms: the search terms of each current memory (`attributes->'terms'`, a
JSON array); `?|` (has any of these terms) is answered from this GIN index.
teams_fact_strongest: profiles and listings read a scope's current memories most
confident first, then most recent: one index scan, whatever the scope's size.
"""

from django.db import migrations

CURRENT = "WHERE forgotten_at IS NULL AND ended_at IS NULL"


class Migration(migrations.Migration):
    dependencies = [("teams", "0001_initial"), ("graph", "0005_graph_tool_indexes")]

    operations = [
        migrations.RunSQL(
            f"CREATE INDEX IF NOT EXISTS teams_fact_terms ON graph_fact USING gin ((attributes -> 'terms')) {CURRENT}",
            "DROP INDEX IF EXISTS teams_fact_terms",
        ),
        migrations.RunSQL(
            "CREATE INDEX IF NOT EXISTS teams_fact_strongest ON graph_fact "
            f"(scope_id, confidence DESC, recorded_at DESC) {CURRENT}",
            "DROP INDEX IF EXISTS teams_fact_strongest",
        ),
    ]
