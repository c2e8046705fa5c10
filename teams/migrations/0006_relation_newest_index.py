"""An index for before_turn's "same relation" candidates (teams.selectors.search._RELATION).

That read takes, per scope and relation, the newest current memories above a confidence
floor. graph's (scope_id, type_norm, id) index holds every unforgotten fact, ended ones
included, and no confidence, so each row it yields costs a heap visit; PostgreSQL priced
those visits above a backward walk of the primary key and walked the whole table instead
(10 ms of a 30 ms budget with 10,000 memories per scope, measured in docs/team-memory.md).
This one holds only current facts and carries the confidence: an index-only scan that
stops after the rows it returns.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("teams", "0005_memory_conflicts")]

    operations = [
        migrations.RunSQL(
            "CREATE INDEX IF NOT EXISTS teams_fact_relation_newest ON graph_fact "
            "(scope_id, type_norm, id DESC) INCLUDE (confidence) WHERE forgotten_at IS NULL AND ended_at IS NULL",
            "DROP INDEX IF EXISTS teams_fact_relation_newest",
        ),
    ]
