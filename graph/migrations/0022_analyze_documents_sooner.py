"""graph_document is analysed after 50 changed rows, not 2,000.

0013 gave every memory table a fixed number of changed rows before autovacuum analyses it.
Documents are few beside their passages (a conversation of hundreds of turns is one), so a
server could hold 100,000 passages in fewer than 2,000 documents and graph_document had never
been analysed. Without statistics the planner took the table for a handful of rows, and the
meaning route's statement, which joins it to skip forgotten documents, read every passage of
the scope in document order and sorted them instead of asking the HNSW index: `context` at
100,000 passages took 229 ms p50 (docs/retrieval.md, "Where issue #27 stands"). An ANALYZE
of a table this size reads it whole in a few milliseconds, at most once per autovacuum round.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("graph", "0021_passage_e5_embedding_hnsw")]

    operations = [
        migrations.RunSQL(
            "ALTER TABLE graph_document SET (autovacuum_analyze_threshold = 50);",
            "ALTER TABLE graph_document SET (autovacuum_analyze_threshold = 2000);",
        )
    ]
