"""`manage.py org create|rename|add|remove|list`: organisations and their members from the shell."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from graph.exceptions import MemoryError_
from identity.models import Membership, Organisation
from teams.services.orgs import create_org, remove_member, rename_org, set_member


class Command(BaseCommand):
    help = "Create and rename organisations, add members (or change their role), remove them, list them."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        create = sub.add_parser("create", help="create an organisation")
        create.add_argument("slug")
        create.add_argument("--name", default="", help="display name (default: the slug)")
        create.add_argument("--admin", default=None, help="username of its first admin")
        rename = sub.add_parser("rename", help="change an organisation's display name")
        rename.add_argument("slug")
        rename.add_argument("name")
        add = sub.add_parser("add", help="add an existing user, or change their role")
        add.add_argument("slug")
        add.add_argument("username")
        add.add_argument("--role", choices=["admin", "member"], default="member")
        remove = sub.add_parser("remove", help="remove a member")
        remove.add_argument("slug")
        remove.add_argument("username")
        listing = sub.add_parser("list", help="list organisations, or the members of one")
        listing.add_argument("slug", nargs="?")

    def handle(self, *args: object, action: str, **options: object) -> None:
        try:
            getattr(self, f"_{action}")(**options)
        except MemoryError_ as refusal:
            raise CommandError(refusal.detail) from None

    def _create(self, *, slug: str, name: str, admin: str | None, **_: object) -> None:
        first_admin = None
        if admin:
            first_admin = get_user_model().objects.filter(username=admin).first()
            if first_admin is None:
                raise CommandError(f"no user named {admin!r}")
        org = create_org(name=name or slug, slug=slug, admin=first_admin)
        self.stdout.write(
            f"organisation {org.slug} ({org.name}) created" + (f", admin {admin}" if admin else "") + "\n"
        )

    def _rename(self, *, slug: str, name: str, **_: object) -> None:
        org = rename_org(org=_org(slug), name=name)
        self.stdout.write(f"organisation {org.slug} is now named {org.name}\n")

    def _add(self, *, slug: str, username: str, role: str, **_: object) -> None:
        membership, created = set_member(org=_org(slug), username=username, role=role)
        self.stdout.write(f"{username} is {membership.role} of {slug}{' (added)' if created else ''}\n")

    def _remove(self, *, slug: str, username: str, **_: object) -> None:
        remove_member(org=_org(slug), username=username)
        self.stdout.write(f"{username} removed from {slug}\n")

    def _list(self, *, slug: str | None, **_: object) -> None:
        if slug is None:
            for org in Organisation.objects.order_by("slug"):
                count = Membership.objects.filter(organisation=org).count()
                self.stdout.write(f"{org.slug}\t{org.name}\t{count} member{'s' if count != 1 else ''}\n")
            return
        for membership in (
            Membership.objects.filter(organisation=_org(slug)).select_related("user").order_by("user__username")
        ):
            self.stdout.write(f"{membership.user.username}\t{membership.role}\n")


def _org(slug: str) -> Organisation:
    org = Organisation.objects.filter(slug=slug).first()
    if org is None:
        raise CommandError(f"no organisation with slug {slug!r}")
    return org
