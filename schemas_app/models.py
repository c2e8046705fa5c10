"""User-defined node schemas in the MemoryMesh `.schema.json` format."""

from django.db import models


class Schema(models.Model):
    type_name = models.CharField(max_length=100, unique=True, help_text="The node type, e.g. 'npc'.")
    description = models.TextField(blank=True)
    definition = models.JSONField(help_text="The whole MemoryMesh schema: name, description, properties, …")
    enabled = models.BooleanField(default=True)
    builtin = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["type_name"]

    def __str__(self) -> str:
        return f"add_{self.type_name}"
