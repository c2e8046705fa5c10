"""User-defined node schemas in the MemoryMesh `.schema.json` format."""

from typing import Any

from django.db import models

from schemas_app.definition import in_written_order


class Schema(models.Model):
    type_name = models.CharField(max_length=100, unique=True, help_text="The node type, e.g. 'npc'.")
    description = models.TextField(blank=True)
    definition = models.JSONField(help_text="The whole MemoryMesh schema: name, description, properties, …")
    property_order = models.JSONField(
        default=list, blank=True, help_text="Property names as written: PostgreSQL's jsonb keeps no key order."
    )
    cardinality = models.JSONField(
        default=dict,
        blank=True,
        help_text="How many current targets each relationship edge type holds, by edge type in upper case: "
        "single, per_object_type or multi (graph.contracts.cardinality); an edge type not listed is undeclared.",
    )
    enabled = models.BooleanField(default=True)
    builtin = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["type_name"]

    def __str__(self) -> str:
        return f"add_{self.type_name}"

    def definition_in_order(self) -> dict[str, Any]:
        """The definition with its keys and properties in the order they were written."""
        return in_written_order(self.definition, self.property_order)
