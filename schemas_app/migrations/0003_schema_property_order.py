"""Remember the written order of a schema's properties: PostgreSQL's jsonb keeps no key order,
and the order shows in the editor, the tools' schemas, node metadata and exported files."""

from django.db import migrations, models


def order_builtins(apps, schema_editor):
    from schemas_app.builtin import builtin_definitions

    Schema = apps.get_model("schemas_app", "Schema")
    written = {d["name"].removeprefix("add_"): list(d["properties"]) for d in builtin_definitions()}
    for schema in Schema.objects.all():
        properties = list(schema.definition.get("properties", {}))
        order = [name for name in written.get(schema.type_name, []) if name in properties]
        schema.property_order = order + [name for name in properties if name not in order]
        schema.save(update_fields=["property_order"])


class Migration(migrations.Migration):
    dependencies = [("schemas_app", "0002_builtin_schemas")]

    operations = [
        migrations.AddField(
            model_name="schema",
            name="property_order",
            field=models.JSONField(
                blank=True, default=list, help_text="Property names as written: PostgreSQL's jsonb keeps no key order."
            ),
        ),
        migrations.RunPython(order_builtins, migrations.RunPython.noop),
    ]
