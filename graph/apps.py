from django.apps import AppConfig


class GraphConfig(AppConfig):
    name = "graph"
    verbose_name = "Memory graph"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Registers the memory verbs with the registry that HTTP and MCP are built from.
        from graph.verbs import graph_tools, memory_verbs, portability_verbs  # noqa: F401
