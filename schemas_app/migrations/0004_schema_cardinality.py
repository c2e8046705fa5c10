"""A schema declares the cardinality of its relationship edge types, stored beside its definition
(the .schema.json format stays the original MemoryMesh one)."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("schemas_app", "0003_schema_property_order")]

    operations = [
        migrations.AddField(
            model_name="schema",
            name="cardinality",
            field=models.JSONField(
                blank=True,
                default=dict,
                help_text="How many current targets each relationship edge type holds, by edge type in upper case: "
                "single, per_object_type or multi (graph.contracts.cardinality); an edge type not listed is "
                "undeclared.",
            ),
        ),
    ]
