"""Communities of a scope's graph: which cluster each node falls in, for the MemoryViewer's overview."""

from django.db import models

from graph.models.memory import Entity
from graph.models.scopes import Scope


class EntityCommunity(models.Model):
    """The community an entity fell in when its scope's communities were last computed
    (graph.services.communities, a background job after writes). Community 0 is the largest."""

    entity = models.OneToOneField(Entity, primary_key=True, on_delete=models.CASCADE, related_name="community")
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="+", db_index=False)
    community = models.IntegerField()
    degree = models.IntegerField(help_text="Its current edges when computed (the best connected names the cluster).")
    computed_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["scope", "community"], name="entity_community_scope")]
