# Organisation moved from graph to identity with its table unchanged: only the state of
# this foreign key changes.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("teams", "0003_terms_index_only_where_terms"),
        ("identity", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="suggestion",
                    name="organisation",
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="suggestions", to="identity.organisation"),
                ),
            ],
            database_operations=[],
        ),
    ]
