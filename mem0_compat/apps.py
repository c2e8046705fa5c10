from django.apps import AppConfig


class Mem0CompatConfig(AppConfig):
    name = "mem0_compat"
    verbose_name = "mem0-compatible REST door"
    default_auto_field = "django.db.models.BigAutoField"
