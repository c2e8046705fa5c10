"""Load the 11 built-in RPG schemas on first run (they can be edited, disabled or deleted later)."""

from django.db import migrations


def load_builtins(apps, schema_editor):
    from schemas_app.builtin import builtin_definitions

    Schema = apps.get_model("schemas_app", "Schema")
    for definition in builtin_definitions():
        Schema.objects.get_or_create(
            type_name=definition["name"].removeprefix("add_"),
            defaults={
                "description": definition["description"],
                "definition": definition,
                "enabled": True,
                "builtin": True,
            },
        )


def remove_untouched_builtins(apps, schema_editor):
    from schemas_app.builtin import builtin_definitions

    Schema = apps.get_model("schemas_app", "Schema")
    for definition in builtin_definitions():
        Schema.objects.filter(type_name=definition["name"].removeprefix("add_"), definition=definition).delete()


class Migration(migrations.Migration):
    dependencies = [("schemas_app", "0001_initial")]

    operations = [migrations.RunPython(load_builtins, remove_untouched_builtins)]
