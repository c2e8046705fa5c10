from django.apps import AppConfig


class GraphConfig(AppConfig):
    name = "graph"
    verbose_name = "Memory graph"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Registers the memory verbs with the registry that HTTP and MCP are built from.
        from graph.contracts.registry import registry
        from graph.transport.tool_list_signal import publish_tools_changed
        from graph.verbs import graph_tools, memory_verbs, portability_verbs  # noqa: F401

        # Every process tells every web process when its verbs change (schemas enabled in
        # an admin page or by a command), so MCP clients of any process hear of it.
        registry.add_listener(publish_tools_changed)

        # A token revoked or a user deactivated by this process stops working here at once.
        from django.contrib.auth import get_user_model
        from django.db.models.signals import post_delete, post_save

        from graph.transport.auth import forget_changed_token, forget_changed_user
        from identity.models import ApiToken

        for signal in (post_save, post_delete):
            signal.connect(forget_changed_token, sender=ApiToken, dispatch_uid=f"forget-token-{signal}")
            signal.connect(forget_changed_user, sender=get_user_model(), dispatch_uid=f"forget-user-{signal}")

        # And whoami's kept answers (graph.transport.whoami_answers) with them.
        from graph.transport.whoami_answers import forget_answers
        from identity.models import Membership, Organisation

        for signal in (post_save, post_delete):
            for model in (ApiToken, get_user_model(), Membership, Organisation):
                signal.connect(forget_answers, sender=model, dispatch_uid=f"forget-whoami-{model.__name__}-{signal}")

        # Prepared statements keep one plan per session (graph.sql.raw_rows).
        from django.db.backends.signals import connection_created

        from graph.sql.raw_rows import plan_once_per_session

        connection_created.connect(plan_once_per_session, dispatch_uid="memorymesh-generic-plans")
