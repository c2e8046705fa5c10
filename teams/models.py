"""Suggestions: org memories a member's conversation proposed, waiting for an org admin.

Memory itself lives in the graph's tables (graph.models: facts in the scopes
`account`, `org:<slug>` and `session:<run id>`). A suggestion is not memory yet:
until an admin accepts it no read path can reach it, so it waits here.
"""

from django.conf import settings
from django.db import models

from graph.models import Fact
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
