"""Background jobs record their own state here (Celery keeps no results)."""

from django.db import models

from graph.models.scopes import Scope


class Job(models.Model):
    class State(models.TextChoices):
        QUEUED = "queued", "queued"
        RUNNING = "running", "running"
        DONE = "done", "done"
        FAILED = "failed", "failed"

    kind = models.CharField(max_length=64)
    scope = models.ForeignKey(Scope, null=True, blank=True, on_delete=models.CASCADE)
    state = models.CharField(max_length=10, choices=State.choices, default=State.QUEUED)
    payload = models.JSONField(default=dict, blank=True)
    result = models.JSONField(default=dict, blank=True)
    attempts = models.IntegerField(default=0)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    # Which worker process runs it ("host:pid"): a job whose worker died is claimable again.
    claimed_by = models.CharField(max_length=300, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["state", "kind"], name="job_state_kind")]
