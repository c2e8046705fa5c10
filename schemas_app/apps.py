from django.apps import AppConfig


class SchemasAppConfig(AppConfig):
    name = "schemas_app"
    verbose_name = "SchemaManager"  # not "Schemas", which the model list is called: "Home › Schemas › Schemas"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Every enabled schema yields add_/update_/delete_<type> verbs, read from the
        # database on each listing so they come and go without a restart.
        from graph.contracts.registry import registry
        from graph.contracts.resources import resources
        from schemas_app.resources import CATALOGUE
        from schemas_app.tools import schema_tool_verbs

        registry.add_provider(schema_tool_verbs)
        # Every write path that ends facts reads a schema's declared cardinality through graph.
        from graph.contracts import cardinality
        from schemas_app.cardinality import declared_by_schemas

        cardinality.add_source(declared_by_schemas)
        resources.add_source(CATALOGUE)  # the schema catalogue, as an MCP resource
