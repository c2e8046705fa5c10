"""Who a token is."""

from identity.models import ApiToken, Membership


def whoami(*, token: ApiToken) -> dict:
    """The token's user, the token itself (never its secret) and the user's organisations."""
    user = token.user
    memberships = Membership.objects.filter(user=user).select_related("organisation").order_by("organisation__slug")
    return {
        "user": {"id": str(user.pk), "username": user.get_username(), "is_staff": user.is_staff},
        "token": {
            "id": str(token.pk) if token.pk else None,  # None: a browser session
            "name": token.name,
            "prefix": token.prefix,
            "organisation": token.organisation.slug if token.organisation else None,
            "is_gateway": token.is_gateway,
        },
        "organisations": [
            {"slug": m.organisation.slug, "name": m.organisation.name, "role": m.role} for m in memberships
        ],
    }
