"""`manage.py user create|list`: the people who sign in, from the shell."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from identity.services.users import UserExists, create_user


class Command(BaseCommand):
    help = "Create or list users. A new user's password is printed once."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        create = sub.add_parser("create", help="create a user and print their password once")
        create.add_argument("username")
        create.add_argument("--email", default="")
        create.add_argument("--staff", action="store_true", help="may also use the admin (schemas, users)")
        sub.add_parser("list", help="list users")

    def handle(self, *args: object, action: str, **options: object) -> None:
        getattr(self, f"_{action}")(**options)

    def _create(self, *, username: str, email: str, staff: bool, **_: object) -> None:
        try:
            made = create_user(username=username, email=email, staff=staff)
        except UserExists as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"user {username} created; password (shown once): {made.password}\n")

    def _list(self, **_: object) -> None:
        for user in get_user_model().objects.order_by("username"):
            roles = ", ".join(r for r, on in (("staff", user.is_staff), ("inactive", not user.is_active)) if on)
            self.stdout.write(f"{user.username}\t{roles or 'user'}\n")
