"""search_nodes matches the words of metadata values, not the JSON text of the list.

The index of 0005 covered `lower(metadata::text)`, so the query `[` found every node
and `:` or `"` every node with metadata. graph_metadata_values(metadata) is the text
search_nodes now reads: each entry's value (what follows `Key:`, by the rule of
graph.services.graph_metadata.metadata_key), or the whole entry when it has no key,
joined by spaces. The trigram index covers exactly
graph.selectors.graph_search.SEARCH_TEXT_SQL.
"""

from django.db import migrations

OLD_INDEX = "entity_graph_search_trgm"
INDEX = "entity_graph_values_trgm"

FUNCTION = r"""
CREATE OR REPLACE FUNCTION graph_metadata_values(metadata jsonb) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(
        CASE WHEN btrim(split_part(entry, ':', 1)) <> '' AND position(':' IN entry) > 0
                  AND position(E'\n' IN split_part(entry, ':', 1)) = 0
             THEN substr(entry, position(':' IN entry) + 1)
             ELSE entry END, ' '), '')
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(metadata) = 'array' THEN metadata ELSE '[]' END) AS entry
$$
"""


class Migration(migrations.Migration):
    dependencies = [("graph", "0006_readable_instants")]

    operations = [
        migrations.RunSQL(FUNCTION, "DROP FUNCTION IF EXISTS graph_metadata_values(jsonb)"),
        migrations.RunSQL(
            f"CREATE INDEX IF NOT EXISTS {INDEX} ON graph_entity USING gin "
            "((name_norm || ' ' || type_norm || ' ' || lower(graph_metadata_values(metadata))) gin_trgm_ops) "
            "WHERE forgotten_at IS NULL",
            f"DROP INDEX IF EXISTS {INDEX}",
        ),
        migrations.RunSQL(
            f"DROP INDEX IF EXISTS {OLD_INDEX}",
            f"CREATE INDEX IF NOT EXISTS {OLD_INDEX} ON graph_entity USING gin "
            "((name_norm || ' ' || type_norm || ' ' || lower(metadata::text)) gin_trgm_ops) "
            "WHERE forgotten_at IS NULL",
        ),
    ]
