"""Scopes: the namespaces of memory. Every row that holds memory carries one."""

from django.conf import settings
from django.db import models

from identity.models import Organisation


class Scope(models.Model):
    class Kind(models.TextChoices):
        ACCOUNT = "account", "account"
        ORG = "org", "org"
        SESSION = "session", "session"
        NAMED = "named", "named"

    kind = models.CharField(max_length=10, choices=Kind.choices)
    # named, account and session scopes belong to a user; org scopes to an organisation.
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="scopes"
    )
    organisation = models.ForeignKey(Organisation, null=True, blank=True, on_delete=models.CASCADE)
    name = models.CharField(max_length=1024, blank=True, help_text="Scope name, or the run id of a session.")
    end_user = models.CharField(max_length=256, blank=True, help_text="End-user partition ('' = none).")
    created_at = models.DateTimeField(auto_now_add=True)
    forgotten_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "owner", "organisation", "name", "end_user"],
                condition=models.Q(forgotten_at__isnull=True),
                name="scope_unique_identity",
                nulls_distinct=False,
            )
        ]

    def __str__(self) -> str:
        suffix = f" [{self.end_user}]" if self.end_user else ""
        return f"{self.kind}:{self.name or self.owner_id or self.organisation_id}{suffix}"
