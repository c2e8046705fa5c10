"""`manage.py token create|list|revoke`: manage API tokens from the shell."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from identity.models import ApiToken, Organisation
from identity.services.tokens import UnknownToken, create_token, revoke_token


class Command(BaseCommand):
    help = "Create, list or revoke API tokens. A new token's secret is printed once."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        create = sub.add_parser("create", help="create a token and print its secret once")
        create.add_argument("--user", required=True, help="username")
        create.add_argument("--name", default="")
        create.add_argument("--org", default=None, help="bind the token to this organisation (slug)")
        create.add_argument("--gateway", action="store_true", help="cross-account token: never reads account memory")
        listing = sub.add_parser("list", help="list tokens (never their secrets)")
        listing.add_argument("--user", default=None)
        revoke = sub.add_parser("revoke", help="revoke a token by id")
        revoke.add_argument("token_id", type=int)

    def handle(self, *args: object, action: str, **options: object) -> None:
        getattr(self, f"_{action}")(**options)

    def _create(self, *, user: str, name: str, org: str | None, gateway: bool, **_: object) -> None:
        owner = get_user_model().objects.filter(username=user).first()
        if owner is None:
            raise CommandError(f"no user named {user!r}")
        organisation = None
        if org:
            organisation = Organisation.objects.filter(slug=org).first()
            if organisation is None:
                raise CommandError(f"no organisation with slug {org!r}")
        issued = create_token(user=owner, name=name, organisation=organisation, is_gateway=gateway)
        self.stdout.write(f"token id {issued.token.pk} for {user} (shown once):\n{issued.secret}\n")

    def _list(self, *, user: str | None, **_: object) -> None:
        tokens = ApiToken.objects.select_related("user").order_by("pk")
        if user:
            tokens = tokens.filter(user__username=user)
        for t in tokens:
            state = f"revoked {t.revoked_at:%Y-%m-%d %H:%M}" if t.revoked_at else "active"
            used = f"{t.last_used_at:%Y-%m-%d %H:%M}" if t.last_used_at else "never"
            self.stdout.write(f"{t.pk}\t{t.user.username}\t{t.prefix}…\t{t.name}\t{state}\tlast used {used}\n")

    def _revoke(self, *, token_id: int, **_: object) -> None:
        try:
            token = revoke_token(token_id=token_id)
        except UnknownToken as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"token {token.pk} revoked\n")
