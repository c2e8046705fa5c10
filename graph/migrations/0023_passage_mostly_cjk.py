"""graph_passage.mostly_cjk: whether a passage is mostly Japanese, Chinese or Korean, set at write
time, so that with e5 armed such a passage gets e5's vector alone (issue #27). Passages stored
before keep false and their vectors. The partial index of passages without a MiniLM vector gets
it as a second key: those passages stay there for good, outside the range the counts read.
"""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('graph', '0022_analyze_documents_sooner'),
    ]

    operations = [
        migrations.RemoveIndex(
            model_name='passage',
            name='passage_unembedded',
        ),
        migrations.AddField(
            model_name='passage',
            name='mostly_cjk',
            field=models.BooleanField(db_default=False, help_text="Whether more of its letters are Japanese, Chinese or Korean than not (graph.text.cjk_words.mostly_cjk), set at write time. With e5 armed such a passage gets no `embedding`: e5's vector serves it. False for passages stored before the column, which keep both vectors."),
        ),
        migrations.AddIndex(
            model_name='passage',
            index=models.Index(condition=models.Q(('embedding__isnull', True), ('forgotten_at__isnull', True)), fields=['scope', 'mostly_cjk'], name='passage_unembedded'),
        ),
    ]
