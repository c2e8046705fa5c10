"""Handshake-era MCP sessions, kept in the database so that any web process serves any session."""

from django.db import models

from identity.models import ApiToken


class McpSession(models.Model):
    """A session id handed out at `initialize`, bound to the token that opened it."""

    id = models.CharField(primary_key=True, max_length=64)
    token = models.ForeignKey(ApiToken, on_delete=models.CASCADE, related_name="mcp_sessions")
    created_at = models.DateTimeField(auto_now_add=True)
    last_seen_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["last_seen_at"], name="mcp_session_seen")]


class McpSessionSubscription(models.Model):
    """A resource URI a handshake-era session asked to hear about (`resources/subscribe`).

    A row, not process memory: the subscribe request may reach one web process while the
    session's GET stream, which carries the notices, is open on another.
    """

    session = models.ForeignKey(McpSession, on_delete=models.CASCADE, related_name="subscriptions")
    uri = models.CharField(max_length=2048)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["session", "uri"], name="mcp_subscription_unique")]
