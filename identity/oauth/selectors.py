"""Which API token an OAuth access token acts as."""

import copy
from dataclasses import dataclass

from django.utils import timezone
from oauth2_provider.models import get_access_token_model

from identity.models import ApiToken, OAuthGrant
from identity.oauth import WRITE_SCOPE


@dataclass(frozen=True)
class OAuthAccess:
    token: ApiToken  # the grant's token; read_only when the access token lacks memory:write
    resources: list[str]  # the resources (RFC 8707) the access token is bound to; empty: unbound


def access_by_digest(digest: str) -> OAuthAccess | None:
    """The live grant behind the unexpired access token whose SHA-256 is `digest`, or None.

    DOT stores only the checksum of each token (COMPLIANT_BCP_RFC9700_TOKEN_STORAGE),
    the same SHA-256 hex digest API tokens are looked up by.
    """
    access = get_access_token_model().objects.filter(token_checksum=digest, expires__gt=timezone.now()).first()
    if access is None or access.user_id is None:
        return None
    grant = (
        OAuthGrant.objects.select_related("token__user", "token__organisation")
        .filter(
            user_id=access.user_id,
            application_id=access.application_id,
            token__revoked_at__isnull=True,
            token__user__is_active=True,
        )
        .order_by("-created_at")
        .first()
    )
    if grant is None:
        return None
    token = grant.token
    if WRITE_SCOPE not in access.scope.split():
        token = copy.copy(token)
        token.read_only = True
    return OAuthAccess(token=token, resources=list(access.resource or []))


def grants_by_token(token_ids: list[int]) -> dict[int, OAuthGrant]:
    """The OAuth grants among these tokens, by token id (the tokens page lists both side by side)."""
    grants = OAuthGrant.objects.select_related("application").filter(token_id__in=token_ids)
    return {grant.token_id: grant for grant in grants}
