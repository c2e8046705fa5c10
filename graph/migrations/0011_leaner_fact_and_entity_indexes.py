"""Leaner indexes on graph_entity and graph_fact: each index is paid on every insert.

- The single-column scope_id indexes give way to (scope_id, id) over live entities and
  current facts: read_graph's keyset pages go in id order, and its first page walked the
  primary key past every other scope's rows (63,000 of them, 17 ms, in the paging bench).
  Alone, scope_id served no query: every other index of both tables starts with it.
- graph_fact.document_id and replaced_by_id are indexed only where set: most facts cite
  no document and replace nothing, and the foreign keys' ON DELETE SET NULL look up
  non-null values only.
- The trigram GiST index of entity names covers lower(name_norm) instead of name_norm:
  gist_trgm_ops also answers `=`, and on name_norm the planner chose it for exact-name
  lookups (3 ms) over the (scope_id, name_norm) btree (0.04 ms). Trigrams are case-folded,
  so nearest-spelling ranking over lower(name_norm) is the same.
"""

import django.contrib.postgres.indexes
import django.db.models.deletion
import django.db.models.functions.text
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("graph", "0010_bm25_term_stats"),
    ]

    operations = [
        migrations.AlterField(
            model_name="entity",
            name="scope",
            field=models.ForeignKey(
                db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="entities", to="graph.scope"
            ),
        ),
        migrations.AlterField(
            model_name="fact",
            name="document",
            field=models.ForeignKey(
                blank=True,
                db_index=False,
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="facts",
                to="graph.document",
            ),
        ),
        migrations.AlterField(
            model_name="fact",
            name="replaced_by",
            field=models.ForeignKey(
                blank=True,
                db_index=False,
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="+",
                to="graph.fact",
            ),
        ),
        migrations.AlterField(
            model_name="fact",
            name="scope",
            field=models.ForeignKey(
                db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="facts", to="graph.scope"
            ),
        ),
        migrations.AddIndex(
            model_name="fact",
            index=models.Index(
                condition=models.Q(("document__isnull", False)), fields=["document"], name="fact_document"
            ),
        ),
        migrations.AddIndex(
            model_name="fact",
            index=models.Index(
                condition=models.Q(("replaced_by__isnull", False)), fields=["replaced_by"], name="fact_replaced_by"
            ),
        ),
        migrations.RemoveIndex(model_name="entity", name="entity_name_trgm"),
        migrations.AddIndex(
            model_name="entity",
            index=django.contrib.postgres.indexes.GistIndex(
                django.contrib.postgres.indexes.OpClass(
                    django.db.models.functions.text.Lower("name_norm"), name="gist_trgm_ops"
                ),
                name="entity_spelling_trgm",
            ),
        ),
        migrations.AddIndex(
            model_name="entity",
            index=models.Index(
                condition=models.Q(("forgotten_at__isnull", True)), fields=["scope", "id"], name="entity_scope_id"
            ),
        ),
        migrations.AddIndex(
            model_name="fact",
            index=models.Index(
                condition=models.Q(("ended_at__isnull", True), ("forgotten_at__isnull", True)),
                fields=["scope", "id"],
                name="fact_scope_current_id",
            ),
        ),
    ]
