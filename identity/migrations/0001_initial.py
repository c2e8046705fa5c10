# The identity models move here from graph. Their tables keep their names and data:
# only Django's state moves (SeparateDatabaseAndState), and the content types follow so
# that permissions granted on them stay granted.

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def content_types_follow(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    ContentType.objects.filter(app_label="graph", model__in=["organisation", "membership", "apitoken"]).update(
        app_label="identity"
    )


def content_types_return(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    ContentType.objects.filter(app_label="identity", model__in=["organisation", "membership", "apitoken"]).update(
        app_label="graph"
    )


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("graph", "0013_analyze_per_scope_growth"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Organisation",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("name", models.CharField(max_length=200)),
                        ("slug", models.SlugField(max_length=100, unique=True)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                    ],
                    options={"db_table": "graph_organisation"},
                ),
                migrations.CreateModel(
                    name="ApiToken",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("name", models.CharField(blank=True, max_length=200)),
                        ("prefix", models.CharField(help_text="First characters of the secret, for recognising it.", max_length=16)),
                        ("digest", models.CharField(max_length=64, unique=True)),
                        ("is_gateway", models.BooleanField(default=False)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("last_used_at", models.DateTimeField(blank=True, null=True)),
                        ("revoked_at", models.DateTimeField(blank=True, null=True)),
                        ("user", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="api_tokens", to=settings.AUTH_USER_MODEL)),
                        ("organisation", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, to="identity.organisation")),
                    ],
                    options={"db_table": "graph_apitoken"},
                ),
                migrations.CreateModel(
                    name="Membership",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("role", models.CharField(choices=[("admin", "admin"), ("member", "member")], default="member", max_length=10)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("user", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="memberships", to=settings.AUTH_USER_MODEL)),
                        ("organisation", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="memberships", to="identity.organisation")),
                    ],
                    options={
                        "db_table": "graph_membership",
                        "constraints": [models.UniqueConstraint(fields=("organisation", "user"), name="membership_unique")],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(content_types_follow, content_types_return),
    ]
