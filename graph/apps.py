from django.apps import AppConfig


class GraphConfig(AppConfig):
    name = "graph"
    verbose_name = "Memory graph"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Registers the memory verbs with the registry that HTTP and MCP are built from.
        from graph.transport.tool_list_signal import publish_tools_changed
        from graph.verbs import graph_tools, memory_verbs, portability_verbs  # noqa: F401
        from graph.verbs.registry import registry

        # Every process tells every web process when its verbs change (schemas enabled in
        # an admin page or by a command), so MCP clients of any process hear of it.
        registry.add_listener(publish_tools_changed)
