"""First-run set-up: the owner user and their first API token (shown once)."""

import secrets
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.db import transaction

from identity.services.tokens import create_token


@dataclass(frozen=True)
class OwnerCredentials:
    username: str
    password: str
    token: str


def ensure_owner(*, username: str = "owner") -> OwnerCredentials | None:
    """Create the owner (a superuser) and an owner token if the server has no users yet.

    Returns the credentials to print once, or None when the server was set up before.
    """
    user_model = get_user_model()
    with transaction.atomic():
        # Lock the table so two first starts cannot both create an owner.
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute(f'LOCK TABLE "{user_model._meta.db_table}" IN SHARE ROW EXCLUSIVE MODE')
        if user_model.objects.exists():
            return None
        password = secrets.token_urlsafe(12)
        user = user_model.objects.create_superuser(username=username, email="", password=password)
        issued = create_token(user=user, name="owner (first run)")
    return OwnerCredentials(username=username, password=password, token=issued.secret)
