"""Our own system checks, and the facts about the deployment they (and `serve`) test."""

import ipaddress

from django.conf import settings
from django.core.checks import CheckMessage, Error, Tags, register

LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}


def uses_public_secret_key() -> bool:
    return settings.SECRET_KEY == settings.PUBLIC_DEVELOPMENT_SECRET_KEY


def is_loopback(host: str) -> bool:
    """True for an address only this machine can reach (127.0.0.0/8, ::1, "localhost").
    Any other name counts as reachable from elsewhere: we do not guess what it resolves to."""
    name = host.strip().strip("[]").lower()
    if name in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def secret_key_warning(host: str) -> str | None:
    """The lines `serve` prints before anything else when it would listen on a reachable
    address with the public key; None when all is well."""
    if not uses_public_secret_key() or is_loopback(host):
        return None
    rule = "!" * 78
    return "\n".join(
        [
            rule,
            f"WARNING: MemoryMesh will listen on {host}, reachable from other machines, but",
            "DJANGO_SECRET_KEY is not set: the server signs with the PUBLIC development key,",
            "which anyone can read in the source and use to forge what the server signs.",
            "Set it to a long random value, kept secret, before exposing the server:",
            "  export DJANGO_SECRET_KEY=$(python3 -c 'import secrets; print(secrets.token_urlsafe(50))')",
            rule,
        ]
    )


@register(Tags.security, deploy=True)
def check_secret_key_is_not_public(**kwargs: object) -> list[CheckMessage]:
    """`check --deploy` fails on the public key whatever MEMORYMESH_HOST says: a server on
    loopback behind a reverse proxy is just as reachable."""
    if not uses_public_secret_key():
        return []
    return [
        Error(
            "DJANGO_SECRET_KEY is not set: the server uses the public development key from its source.",
            hint="Set DJANGO_SECRET_KEY to a long random value, e.g. "
            "python3 -c 'import secrets; print(secrets.token_urlsafe(50))'.",
            id="memorymesh.E001",
        )
    ]
