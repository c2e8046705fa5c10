"""Organisations, memberships and API tokens. Users are Django's own.

The tables keep the names they had when these models lived in graph (graph_organisation …):
the move to this app changed where the code lives, not the database.
"""

from django.conf import settings
from django.db import models


class Organisation(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=100, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "graph_organisation"

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    class Role(models.TextChoices):
        ADMIN = "admin", "admin"
        MEMBER = "member", "member"

    organisation = models.ForeignKey(Organisation, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.MEMBER)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "graph_membership"
        constraints = [models.UniqueConstraint(fields=["organisation", "user"], name="membership_unique")]

    def __str__(self) -> str:
        return f"{self.user} in {self.organisation} ({self.role})"


class ApiToken(models.Model):
    """A bearer token. Only its SHA-256 digest is stored; the secret is shown once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    organisation = models.ForeignKey(Organisation, null=True, blank=True, on_delete=models.CASCADE)
    name = models.CharField(max_length=200, blank=True)
    prefix = models.CharField(max_length=16, help_text="First characters of the secret, for recognising it.")
    digest = models.CharField(max_length=64, unique=True)
    # A gateway (remote / cross-account) token reads org and session memory but never
    # the account memory of the node's owner (SPEC §3).
    is_gateway = models.BooleanField(default=False)
    # Runs read-only verbs only (an OAuth grant of memory:read); a write verb is refused 403 insufficient_scope.
    read_only = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "graph_apitoken"

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.name or 'unnamed'}) of {self.user}"


class OAuthGrant(models.Model):
    """What a user approved for an OAuth client: the API token its access tokens act as.

    Every access token django-oauth-toolkit issues to `application` for `user` resolves
    to `token` (its organisation binding, its read-only flag, its rate, its last use), so
    an OAuth client is confined exactly as an API token is. Revoking the token ends the grant.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="oauth_grants")
    application = models.ForeignKey(
        settings.OAUTH2_PROVIDER_APPLICATION_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    token = models.OneToOneField(ApiToken, on_delete=models.CASCADE, related_name="oauth_grant")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["user", "application"], name="oauthgrant_user_app")]

    def __str__(self) -> str:
        return f"OAuth grant to {self.application_id} of {self.user_id}"
