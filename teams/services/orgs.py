"""Organisations and their members: create, rename, add or re-role a member, remove one.

The pages pass the person acting (`actor`): they must be an admin of the organisation
(or a superuser). The `org` command passes none: whoever runs it runs the server.
An organisation always keeps an admin: removing or demoting its last one is refused.
"""

from typing import Any

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils.text import slugify

from graph.exceptions import Conflict, Forbidden, Invalid, NotFound
from graph.models import Event
from identity.models import Membership, Organisation

ROLES = (Membership.Role.ADMIN, Membership.Role.MEMBER)


def is_org_admin(user: Any, org: Organisation) -> bool:
    if user.is_superuser:
        return True
    return Membership.objects.filter(organisation=org, user=user, role=Membership.Role.ADMIN).exists()


def create_org(*, name: str, slug: str = "", admin: Any = None, actor: Any = None) -> Organisation:
    """Create an organisation; `admin` (default: the actor) becomes its first admin.

    Refuses: 422 invalid_name, 422 invalid_slug, 409 slug_taken.
    """
    name = name.strip()
    if not name:
        raise Invalid("an organisation needs a name", code="invalid_name", field="name")
    slug = slugify(slug or name)
    if not slug:
        raise Invalid("the slug must have letters or digits", code="invalid_slug", field="slug")
    try:
        with transaction.atomic():
            org = Organisation.objects.create(name=name, slug=slug)
            first_admin = admin or actor
            if first_admin is not None:
                Membership.objects.create(organisation=org, user=first_admin, role=Membership.Role.ADMIN)
            _audit(actor, "org_create", org, first_admin=_name(first_admin))
    except IntegrityError:
        raise Conflict(f"an organisation with slug {slug!r} exists already", code="slug_taken", field="slug") from None
    return org


def rename_org(*, org: Organisation, name: str, actor: Any = None) -> Organisation:
    name = name.strip()
    if not name:
        raise Invalid("an organisation needs a name", code="invalid_name", field="name")
    with transaction.atomic():
        _require_admin(actor, org)
        Organisation.objects.filter(pk=org.pk).update(name=name)
        _audit(actor, "org_rename", org, name=name)
    org.name = name
    return org


def set_member(*, org: Organisation, username: str, role: str, actor: Any = None) -> tuple[Membership, bool]:
    """Add an existing user to `org` with `role`, or change their role. Returns (membership, created).

    Refuses: 404 no_such_user, 422 invalid_role, 403 not_org_admin, 409 last_admin.
    """
    if role not in ROLES:
        raise Invalid(f"role must be admin or member, got {role!r}", code="invalid_role", field="role")
    user = get_user_model().objects.filter(username=username.strip()).first()
    if user is None:
        raise NotFound(f"no user named {username!r}", code="no_such_user", field="username")
    with transaction.atomic():
        _require_admin(actor, org)
        membership = Membership.objects.select_for_update().filter(organisation=org, user=user).first()
        created = membership is None
        if created:
            membership = Membership.objects.create(organisation=org, user=user, role=role)
        elif membership.role != role:
            if membership.role == Membership.Role.ADMIN:
                _keep_an_admin(org, leaving=user)
            membership.role = role
            membership.save(update_fields=["role"])
        _audit(actor, "org_member_set", org, user=user.get_username(), role=role, created=created)
    return membership, created


def remove_member(*, org: Organisation, username: str, actor: Any = None) -> None:
    """Remove a member. Refuses: 404 not_a_member, 403 not_org_admin, 409 last_admin."""
    with transaction.atomic():
        _require_admin(actor, org)
        membership = Membership.objects.select_for_update().filter(organisation=org, user__username=username).first()
        if membership is None:
            raise NotFound(f"{username!r} is not a member of {org.slug!r}", code="not_a_member", field="username")
        if membership.role == Membership.Role.ADMIN:
            _keep_an_admin(org, leaving=membership.user)
        membership.delete()
        _audit(actor, "org_member_remove", org, user=username)


def _require_admin(actor: Any, org: Organisation) -> None:
    if actor is not None and not is_org_admin(actor, org):
        raise Forbidden(f"only admins of organisation {org.slug!r} manage it", code="not_org_admin")


def _keep_an_admin(org: Organisation, *, leaving: Any) -> None:
    # Lock the admins' rows: two admins demoting each other at once must not leave none.
    admins = Membership.objects.select_for_update().filter(organisation=org, role=Membership.Role.ADMIN)
    if not admins.exclude(user=leaving).exists():
        raise Conflict(f"{org.slug!r} would have no admin left: make someone else admin first", code="last_admin")


def _audit(actor: Any, verb: str, org: Organisation, **detail: Any) -> None:
    Event.objects.create(actor=actor, verb=verb, ids={"organisation": org.slug}, detail=detail)


def _name(user: Any) -> str | None:
    return user.get_username() if user is not None else None
