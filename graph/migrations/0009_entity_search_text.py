"""search_nodes matches the words of metadata values, not the JSON text of the list.

The index of 0005 covered `lower(metadata::text)`, so the query `[` found every node
and `:` or `"` every node with metadata. graph_metadata_values(metadata) is each
entry's value (what follows `Key:`, by the rule of
graph.services.graph_metadata.metadata_key) or the whole entry when it has no key,
joined by spaces. Entity.search_text (name, type, those values) is a stored generated
column, computed once per write, with a trigram index for the LIKE of every query word.
"""

import django.contrib.postgres.indexes
import django.db.models.functions.text
from django.db import migrations, models

OLD_INDEX = "entity_graph_search_trgm"

FUNCTION = r"""
CREATE OR REPLACE FUNCTION graph_metadata_values(metadata jsonb) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(
        CASE WHEN position(':' IN entry) > 0 AND btrim(split_part(entry, ':', 1)) <> ''
                  AND position(E'\n' IN split_part(entry, ':', 1)) = 0
             THEN substr(entry, position(':' IN entry) + 1)
             ELSE entry END, ' '), '')
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(metadata) = 'array' THEN metadata ELSE '[]' END) AS entry
$$
"""


class Migration(migrations.Migration):
    dependencies = [("graph", "0008_readable_instants")]

    operations = [
        migrations.RunSQL(FUNCTION, "DROP FUNCTION IF EXISTS graph_metadata_values(jsonb)"),
        migrations.AddField(
            model_name="entity",
            name="search_text",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.db.models.functions.text.Concat(
                    "name_norm",
                    models.Value(" "),
                    "type_norm",
                    models.Value(" "),
                    django.db.models.functions.text.Lower(
                        models.Func("metadata", function="graph_metadata_values", output_field=models.TextField())
                    ),
                    output_field=models.TextField(),
                ),
                output_field=models.TextField(),
            ),
        ),
        migrations.AddIndex(
            model_name="entity",
            index=django.contrib.postgres.indexes.GinIndex(
                django.contrib.postgres.indexes.OpClass("search_text", name="gin_trgm_ops"),
                condition=models.Q(("forgotten_at__isnull", True)),
                name="entity_search_text_trgm",
            ),
        ),
        migrations.RunSQL(
            f"DROP INDEX IF EXISTS {OLD_INDEX}",
            f"CREATE INDEX IF NOT EXISTS {OLD_INDEX} ON graph_entity USING gin "
            "((name_norm || ' ' || type_norm || ' ' || lower(metadata::text)) gin_trgm_ops) "
            "WHERE forgotten_at IS NULL",
        ),
    ]
