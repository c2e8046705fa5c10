"""The trigram index behind the search_nodes graph tool.

search_nodes matches every query word against one text per node: its normalised
name, type and metadata. This GIN index over exactly that expression (see
graph.selectors.graph_search.SEARCH_TEXT_SQL) keeps the search an index scan at any
graph size. It lives on graph_entity but is created here, by the app that brings
the MemoryMesh tools, so the graph app's own migrations stay untouched.
"""

from django.db import migrations

INDEX = "entity_graph_search_trgm"


class Migration(migrations.Migration):
    dependencies = [("schemas_app", "0002_builtin_schemas"), ("graph", "0001_initial")]

    operations = [
        migrations.RunSQL(
            f"CREATE INDEX IF NOT EXISTS {INDEX} ON graph_entity USING gin "
            "((name_norm || ' ' || type_norm || ' ' || lower(metadata::text)) gin_trgm_ops) "
            "WHERE forgotten_at IS NULL",
            f"DROP INDEX IF EXISTS {INDEX}",
        )
    ]
