"""An HNSW index on graph_passage.e5_embedding, for scopes holding more than EXACT_SCAN_MAX
Japanese or Chinese passages (at 100,000 the exact comparison took 92 ms, the index 1.3 ms;
docs/retrieval.md, sixth round). Only passages holding CJK text have a vector, so it stays small elsewhere.
"""

import pgvector.django.indexes
from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('graph', '0020_passage_e5_embedding'),
    ]

    operations = [
        migrations.AddIndex(
            model_name='passage',
            index=pgvector.django.indexes.HnswIndex(ef_construction=64, fields=['e5_embedding'], m=16, name='passage_e5_embedding_hnsw', opclasses=['vector_cosine_ops']),
        ),
    ]
