"""Making the people who sign in: a user with a password chosen by the server, shown once."""

import secrets
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction


class UserExists(Exception):
    """The username is taken."""


@dataclass(frozen=True)
class NewUser:
    user: AbstractBaseUser
    password: str  # shown once: only its hash is stored


def create_user(*, username: str, email: str = "", staff: bool = False) -> NewUser:
    """Create a user who signs in on the team pages (and the admin when `staff`), with a
    random password. Returns the user and the password. Refuses: UserExists."""
    model = get_user_model()
    password = secrets.token_urlsafe(12)
    with transaction.atomic():
        if model.objects.filter(username=username).exists():
            raise UserExists(f"a user named {username!r} exists")
        user = model.objects.create_user(username=username, email=email, password=password, is_staff=staff)
    return NewUser(user, password)
