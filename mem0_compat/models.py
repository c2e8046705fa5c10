"""What a mem0 client sends that our memory has no column for: the `metadata` of its memories.

A memory is a fact of the graph (teams.services.memories). mem0's `add` gives metadata to a
turn whose memories a job extracts later, so it is kept with the turn's job (`AddedTurn`)
and read through the job's report; `update` gives it to one memory (`MemoryMetadata`),
which then wins. Both go with what they belong to (CASCADE): an erased turn or fact takes
its metadata along. Each row also names its scope, so erasing an end user (delete_user, which
empties every table pointing at the partition's scopes) takes it too.
"""

from django.db import models

from graph.models import Fact, Job, Scope


class AddedTurn(models.Model):
    """A turn sent through mem0's add: the metadata of every memory its extraction job stores."""

    job = models.OneToOneField(Job, primary_key=True, on_delete=models.CASCADE, related_name="+")
    # Named (not "+"): delete_user finds the tables to empty by Scope's relations.
    scope = models.ForeignKey(
        Scope, on_delete=models.CASCADE, related_name="mem0_added_turns", help_text="The turn's session."
    )
    metadata = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)


class MemoryMetadata(models.Model):
    """The metadata of one memory, as mem0's update (or batch update) last set it."""

    fact = models.OneToOneField(Fact, primary_key=True, on_delete=models.CASCADE, related_name="+")
    scope = models.ForeignKey(
        Scope, on_delete=models.CASCADE, related_name="mem0_metadata", help_text="The fact's scope."
    )
    metadata = models.JSONField(default=dict, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
