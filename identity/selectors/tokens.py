"""API tokens as the tokens page lists them (never their secrets)."""

from typing import Any

from django.db.models import QuerySet

from identity.models import ApiToken


def sees_every_token(user: Any) -> bool:
    """Site admins (staff) see and revoke every token; everyone else their own."""
    return bool(user.is_staff or user.is_superuser)


def tokens_for(user: Any) -> QuerySet[ApiToken]:
    tokens = ApiToken.objects.select_related("user", "organisation").order_by("revoked_at", "-created_at")
    return tokens if sees_every_token(user) else tokens.filter(user=user)


def binding(token: ApiToken) -> str:
    """What a token may reach, in words."""
    if token.organisation_id is not None:
        reach = f"org:{token.organisation.slug} and its sessions"
    else:
        reach = "gateway: no account memory" if token.is_gateway else "all your memory"
    return reach + (", read only" if token.read_only else "")
