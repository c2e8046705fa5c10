"""Recording what a user approved for an OAuth client, and ending it."""

from typing import Any

from django.db import transaction
from django.utils import timezone

from identity.models import OAuthGrant, Organisation
from identity.oauth import WRITE_SCOPE
from identity.services.tokens import create_token


def record_grant(*, user: Any, application: Any, scopes: list[str], organisation: Organisation | None) -> OAuthGrant:
    """After the user approved `application`: its access tokens act as one API token of theirs.

    The token is named after the client, bound to `organisation` when one was chosen (as an
    org-bound API token is) and read-only unless memory:write was approved. Approving the
    same client again replaces the earlier grant (its token is revoked, its OAuth tokens stay
    valid and act as the new one).
    """
    with transaction.atomic():
        name = f"OAuth: {application.name or application.client_id}"
        issued = create_token(user=user, name=name, organisation=organisation, read_only=WRITE_SCOPE not in scopes)
        earlier = OAuthGrant.objects.filter(user=user, application=application, token__revoked_at__isnull=True)
        for grant in earlier.select_related("token"):
            grant.token.revoked_at = timezone.now()
            grant.token.save(update_fields=["revoked_at"])  # post_save: no process keeps using it
        return OAuthGrant.objects.create(user=user, application=application, token=issued.token)
