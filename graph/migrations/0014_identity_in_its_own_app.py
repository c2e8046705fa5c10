# Organisation, Membership and ApiToken moved to the identity app with their tables
# unchanged (identity 0001): the foreign keys that point at them change in state only,
# then graph stops owning them. Nothing in the database changes.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("graph", "0013_analyze_per_scope_growth"),
        ("identity", "0001_initial"),
        ("teams", "0004_organisation_in_identity"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="scope",
                    name="organisation",
                    field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, to="identity.organisation"),
                ),
                migrations.AlterField(
                    model_name="event",
                    name="token",
                    field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to="identity.apitoken"),
                ),
                migrations.AlterField(
                    model_name="upload",
                    name="token",
                    field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to="identity.apitoken"),
                ),
                migrations.AlterField(
                    model_name="mcpsession",
                    name="token",
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="mcp_sessions", to="identity.apitoken"),
                ),
                migrations.DeleteModel(name="Membership"),
                migrations.DeleteModel(name="ApiToken"),
                migrations.DeleteModel(name="Organisation"),
            ],
            database_operations=[],
        ),
    ]
