"""graph_passage.e5_embedding: multilingual-e5-small vectors of the passages holding Japanese or
Chinese text (issue #27), NULL until the embedding job (or its periodic catch-up, for passages
stored before) fills them, and a partial index that finds those still waiting. Its vector index
is 0021's.
"""

import django.db.models.lookups
import pgvector.django.vector
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('graph', '0019_search_text_short_pending_list'),
    ]

    operations = [
        migrations.AddField(
            model_name='passage',
            name='e5_embedding',
            field=pgvector.django.vector.VectorField(blank=True, dimensions=384, help_text="Its multilingual-e5-small vector (graph.embeddings._e5), only when it holds Japanese or Chinese text (non-empty cjk_words); NULL otherwise and until the embedding job reaches it. Never compared with `embedding`: the two models' spaces are unrelated.", null=True),
        ),
        migrations.AddIndex(
            model_name='passage',
            index=models.Index(condition=models.Q(django.db.models.lookups.GreaterThan(models.Func('cjk_words', function='length', output_field=models.IntegerField()), 0), ('e5_embedding__isnull', True), ('forgotten_at__isnull', True)), fields=['scope'], name='passage_e5_pending'),
        ),
    ]
