"""Indexes that find the first stored row of a type in a scope with one probe.

graph.services.upsert.stored_spellings reuses the spelling a scope already has for a
type (located_in, npc …). Without these it read every row of a common type — 100 ms
per write at 100,000 edges. Created here, beside the search index, so the graph app's
own migrations stay untouched; they can move into graph's models as they are.
"""

from django.db import migrations

INDEXES = {
    "fact_scope_type_first": "graph_fact",
    "entity_scope_type_first": "graph_entity",
}


class Migration(migrations.Migration):
    dependencies = [("schemas_app", "0004_schema_property_order"), ("graph", "0001_initial")]

    operations = [
        migrations.RunSQL(
            f"CREATE INDEX IF NOT EXISTS {name} ON {table} (scope_id, type_norm, id) WHERE forgotten_at IS NULL",
            f"DROP INDEX IF EXISTS {name}",
        )
        for name, table in INDEXES.items()
    ]
