"""Issuing and revoking API tokens. Secrets are shown once and stored as SHA-256."""

import hashlib
import secrets
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone
from oauth2_provider.models import get_access_token_model, get_refresh_token_model

from identity.models import ApiToken, OAuthGrant, Organisation

TOKEN_PREFIX = "mm_"


class UnknownToken(LookupError):
    """No API token has that id."""


def token_digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


@dataclass(frozen=True)
class IssuedToken:
    token: ApiToken
    secret: str


def create_token(
    *,
    user: AbstractBaseUser,
    name: str = "",
    organisation: Organisation | None = None,
    is_gateway: bool = False,
    read_only: bool = False,
) -> IssuedToken:
    """Create a token for `user`. Returns the row and the secret (never stored, shown once)."""
    secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
    with transaction.atomic():
        token = ApiToken.objects.create(
            user=user,
            name=name,
            organisation=organisation,
            is_gateway=is_gateway,
            read_only=read_only,
            prefix=secret[:10],
            digest=token_digest(secret),
        )
    return IssuedToken(token=token, secret=secret)


def revoke_token(*, token_id: int) -> ApiToken:
    """Revoke a token by id; revoking twice keeps the first revocation time.

    Refuses: UnknownToken for an unknown id.
    """
    with transaction.atomic():
        token = ApiToken.objects.select_for_update().filter(pk=token_id).first()
        if token is None:
            raise UnknownToken(f"no API token with id {token_id}")
        if token.revoked_at is None:
            token.revoked_at = timezone.now()
            token.save(update_fields=["revoked_at"])
        _end_oauth_grant(token)
    return token


def _end_oauth_grant(token: ApiToken) -> None:
    """A revoked OAuth grant's client can neither call nor refresh: its DOT tokens go too (RFC 7009)."""
    grant = OAuthGrant.objects.filter(token=token).first()
    if grant is None:
        return
    mine = {"user_id": grant.user_id, "application_id": grant.application_id}
    get_refresh_token_model().objects.filter(**mine).delete()
    get_access_token_model().objects.filter(**mine).delete()
