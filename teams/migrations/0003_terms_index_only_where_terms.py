"""teams_fact_terms holds only the facts that have search terms.

Created over every current fact, the GIN index took an entry (a NULL item) for each of
them: every graph edge a bulk write inserts paid for an index that only team memories,
the facts with `attributes->'terms'`, are ever looked up in. teams.selectors.search
names the same condition, so its lookups still use the index.
"""

from django.db import migrations

CURRENT = "WHERE forgotten_at IS NULL AND ended_at IS NULL"


class Migration(migrations.Migration):
    dependencies = [("teams", "0002_memory_indexes")]

    operations = [
        migrations.RunSQL(
            [
                "DROP INDEX IF EXISTS teams_fact_terms",
                f"CREATE INDEX teams_fact_terms ON graph_fact USING gin ((attributes -> 'terms')) {CURRENT}"
                " AND attributes ? 'terms'",
            ],
            [
                "DROP INDEX IF EXISTS teams_fact_terms",
                f"CREATE INDEX teams_fact_terms ON graph_fact USING gin ((attributes -> 'terms')) {CURRENT}",
            ],
        ),
    ]
