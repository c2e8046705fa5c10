"""The arguments every memory command takes: the owner, the scope and the end user — and the owner's lookup."""

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import CommandError, CommandParser


def add_scope_arguments(parser: CommandParser) -> None:
    parser.add_argument("--user", required=True, help="the user who owns the scope (and acts in it)")
    parser.add_argument("--scope", default="default", help="scope name, 'account', 'org:<slug>', 'session:<id>'")
    parser.add_argument("--user-id", default=None, help="end-user partition (user_id) inside the scope")


def owner(options: dict[str, Any]) -> Any:
    """The user named by --user. Refuses an unknown name."""
    user = get_user_model().objects.filter(username=options["user"]).first()
    if user is None:
        raise CommandError(f"no user named {options['user']!r}")
    return user
