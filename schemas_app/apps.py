from django.apps import AppConfig


class SchemasAppConfig(AppConfig):
    name = "schemas_app"
    verbose_name = "Schemas"
    default_auto_field = "django.db.models.BigAutoField"
