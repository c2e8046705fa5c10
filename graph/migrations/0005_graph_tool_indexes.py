"""Indexes for the MemoryMesh graph tools.

entity_graph_search_trgm: search_nodes matches every query word against one text per
node (normalised name, type and metadata); this GIN trigram index over exactly that
expression (graph.selectors.graph_search.SEARCH_TEXT_SQL) keeps it an index scan.

*_scope_type_first: graph.services.upsert.stored_spellings reuses the spelling a scope
already has for a type; these find the first live row of a type in a scope with one
probe instead of reading every row of a common type.
"""

from django.db import migrations

SEARCH_INDEX = "entity_graph_search_trgm"
TYPE_INDEXES = {
    "fact_scope_type_first": "graph_fact",
    "entity_scope_type_first": "graph_entity",
}


class Migration(migrations.Migration):
    dependencies = [("graph", "0004_passage_unembedded")]

    operations = [
        migrations.RunSQL(
            f"CREATE INDEX IF NOT EXISTS {SEARCH_INDEX} ON graph_entity USING gin "
            "((name_norm || ' ' || type_norm || ' ' || lower(metadata::text)) gin_trgm_ops) "
            "WHERE forgotten_at IS NULL",
            f"DROP INDEX IF EXISTS {SEARCH_INDEX}",
        ),
        *[
            migrations.RunSQL(
                f"CREATE INDEX IF NOT EXISTS {name} ON {table} (scope_id, type_norm, id) WHERE forgotten_at IS NULL",
                f"DROP INDEX IF EXISTS {name}",
            )
            for name, table in TYPE_INDEXES.items()
        ],
    ]
