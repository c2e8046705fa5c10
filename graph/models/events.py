"""The audit trail: one row per write (and per refused write worth recording)."""

from django.conf import settings
from django.db import models

from graph.models.scopes import Scope
from identity.models import ApiToken


class Event(models.Model):
    scope = models.ForeignKey(Scope, null=True, blank=True, on_delete=models.CASCADE, related_name="events")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    token = models.ForeignKey(ApiToken, null=True, blank=True, on_delete=models.SET_NULL)
    verb = models.CharField(max_length=64)
    outcome = models.CharField(max_length=32, default="ok")
    ids = models.JSONField(default=dict, blank=True, help_text="ids touched, by kind")
    detail = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["scope", "id"], name="event_scope_id")]
