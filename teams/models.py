"""Suggestions: org memories a member's conversation proposed, waiting for an org admin.

Memory itself lives in the graph's tables (graph.models: facts in the scopes
`account`, `org:<slug>` and `session:<run id>`). A suggestion is not memory yet:
until an admin accepts it no read path can reach it, so it waits here.
"""

from django.conf import settings
from django.db import models

from graph.models import Fact, Scope
from identity.models import Organisation


class Suggestion(models.Model):
    class State(models.TextChoices):
        PENDING = "pending", "pending"
        ACCEPTED = "accepted", "accepted"
        REJECTED = "rejected", "rejected"

    organisation = models.ForeignKey(Organisation, on_delete=models.CASCADE, related_name="suggestions")
    end_user = models.CharField(max_length=256, blank=True)
    proposed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    relation = models.CharField(max_length=200)
    object_norm = models.TextField()
    statement = models.TextField()
    confidence = models.FloatField()
    draft = models.JSONField(help_text="The extracted draft (teams.extraction.Draft), stored as it is when accepted.")
    source_text = models.TextField(help_text="The sentence it was said in.")
    source_label = models.TextField(blank=True, help_text="The session and message it came from.")
    source_date = models.DateTimeField(null=True, blank=True)
    times_said = models.IntegerField(default=1)
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    fact = models.ForeignKey(Fact, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            # A statement said again while its suggestion waits counts up instead of queueing twice.
            models.UniqueConstraint(
                fields=["organisation", "end_user", "relation", "object_norm"],
                condition=models.Q(state="pending"),
                name="suggestion_one_pending",
            )
        ]
        indexes = [models.Index(fields=["organisation", "state", "-id"], name="suggestion_org_state")]

    def __str__(self) -> str:
        return f"{self.statement} ({self.state})"


class MemoryConflict(models.Model):
    """A statement that would have ended a stronger current memory, proposed instead of applied.

    The proposal is kept as its draft (like a suggestion), not as a fact: until the owner of the
    memory (account) or an org admin (org) resolves it, no read path finds it as a memory;
    `current_fact` is read with a flag that names it. Resolving writes it (take_new, keep_both)
    or drops it (keep_old); `fact` is then the fact it became.
    """

    class State(models.TextChoices):
        PENDING = "pending", "pending"
        KEEP_OLD = "keep_old", "kept the old memory"
        TAKE_NEW = "take_new", "took the new memory"
        KEEP_BOTH = "keep_both", "kept both"

    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="+")
    current_fact = models.ForeignKey(Fact, on_delete=models.CASCADE, related_name="+")
    relation = models.CharField(max_length=200)
    object_norm = models.TextField()
    statement = models.TextField()
    confidence = models.FloatField()
    draft = models.JSONField(help_text="The proposed draft (teams.extraction.Draft), written as it is when taken.")
    subject = models.JSONField(help_text="Who the proposal is about (teams.services.memories.Subject).")
    origin = models.CharField(max_length=20)
    said_by = models.CharField(max_length=150, blank=True)
    source = models.JSONField(null=True, blank=True, help_text="Where it was said: text, start, end, label, said_at.")
    times_said = models.IntegerField(default=1)
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    resolved_at = models.DateTimeField(null=True, blank=True)
    fact = models.ForeignKey(Fact, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            # The same weaker statement said again while its conflict waits counts up instead of queueing twice.
            models.UniqueConstraint(
                fields=["current_fact", "relation", "object_norm"],
                condition=models.Q(state="pending"),
                name="conflict_one_pending",
            )
        ]
        indexes = [
            models.Index(fields=["scope", "-id"], condition=models.Q(state="pending"), name="conflict_scope_pending")
        ]

    def __str__(self) -> str:
        return f"{self.statement} against fact {self.current_fact_id} ({self.state})"
