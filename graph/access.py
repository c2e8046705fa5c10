"""Access rules, in one place: who may read or write which scope.

A scope is named by a string: `account` (the caller's own account memory),
`org:<slug>` (an organisation's memory: members read, admins write),
`session:<run id>` (one run's memory) or any other name without `:` (a named scope
owned by the caller). An optional end-user partition (`user_id`) splits every scope
per end user of an app. Every lookup here filters by the caller in SQL, so a scope
of another owner is never even loaded.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Q, QuerySet

from graph.exceptions import Forbidden, Invalid
from graph.models import ApiToken, Membership, Organisation, Scope

DEFAULT_SCOPE = "default"
SCOPE_HEADER = "x-memorymesh-scope"
USER_HEADER = "x-memorymesh-user"
MAX_USER_ID_BYTES = 256
MAX_SCOPE_BYTES = 1024


@dataclass(frozen=True)
class CallContext:
    """Who is calling and what their connection pinned (HTTP headers, MCP session headers)."""

    token: ApiToken
    header_scope: str | None = None
    header_user: str | None = None

    @property
    def user(self) -> Any:
        return self.token.user

    @property
    def stored_token(self) -> ApiToken | None:
        """The token to record in rows that point at one; None for a browser session's unsaved token."""
        return self.token if self.token.pk is not None else None

    @classmethod
    def from_headers(cls, token: ApiToken, headers: Mapping[str, str]) -> "CallContext":
        lowered = {k.lower(): v for k, v in headers.items()}
        return cls(
            token=token, header_scope=lowered.get(SCOPE_HEADER) or None, header_user=lowered.get(USER_HEADER) or None
        )

    @classmethod
    def for_session(cls, user: Any, headers: Mapping[str, str]) -> "CallContext":
        """A logged-in browser acts as its user with the rights of an unbound personal token:
        an unsaved ApiToken (no organisation, not a gateway) that is never stored."""
        return cls.from_headers(ApiToken(user=user, name="browser session"), headers)


@dataclass(frozen=True)
class ScopeRef:
    """A parsed scope name plus the end user it is partitioned for."""

    kind: str
    key: str  # named: the name; session: the run id; org: the slug; account: ""
    end_user: str

    @property
    def label(self) -> str:
        prefix = {"named": "", "account": "account", "org": "org:", "session": "session:"}[self.kind]
        return prefix + self.key if self.kind != "account" else "account"


def validate_user_id(user_id: str, *, field: str = "user_id") -> str:
    if ":" in user_id:
        raise Invalid(f"{field} must not contain ':'", code="invalid_user_id", field=field)
    if len(user_id.encode()) > MAX_USER_ID_BYTES:
        raise Invalid(f"{field} is longer than {MAX_USER_ID_BYTES} bytes", code="invalid_user_id", field=field)
    return user_id


def end_user_for(ctx: CallContext, user_id: str | None) -> str:
    """The end-user partition of this call: the header pins it; a different body value is refused."""
    if ctx.header_user is not None:
        validate_user_id(ctx.header_user, field="X-MemoryMesh-User")
        if user_id is not None and user_id != ctx.header_user:
            raise Forbidden(
                "user_id differs from the X-MemoryMesh-User header that pins this connection's end user",
                code="user_id_mismatch",
            )
        return ctx.header_user
    return validate_user_id(user_id) if user_id is not None else ""


def scope_ref(ctx: CallContext, scope: str | None, user_id: str | None) -> ScopeRef:
    """Parse the scope this call names (argument, else header, else 'default')."""
    name = scope if scope is not None else (ctx.header_scope or DEFAULT_SCOPE)
    if not name.strip():
        raise Invalid("scope must not be empty", code="invalid_scope", field="scope")
    if len(name.encode()) > MAX_SCOPE_BYTES:
        raise Invalid(f"scope is longer than {MAX_SCOPE_BYTES} bytes", code="invalid_scope", field="scope")
    end_user = end_user_for(ctx, user_id)
    if name == "account":
        return ScopeRef("account", "", end_user)
    prefix, sep, rest = name.partition(":")
    if not sep:
        return ScopeRef("named", name, end_user)
    if prefix in ("org", "session") and rest and ":" not in rest:
        return ScopeRef(prefix, rest, end_user)
    raise Invalid(
        f"scope {name!r} is not a scope name: use a name without ':', 'account', 'org:<slug>' or 'session:<run id>'",
        code="invalid_scope",
        field="scope",
    )


def _identity_filter(ctx: CallContext, ref: ScopeRef, *, write: bool) -> Q:
    """The SQL condition that selects `ref` among the scopes this caller may use."""
    user = ctx.user
    base = Q(end_user=ref.end_user, forgotten_at__isnull=True)
    if ref.kind == "named":
        return base & Q(kind=Scope.Kind.NAMED, owner=user, organisation__isnull=True, name=ref.key)
    if ref.kind == "session":
        return base & Q(kind=Scope.Kind.SESSION, owner=user, organisation__isnull=True, name=ref.key)
    if ref.kind == "account":
        if ctx.token.is_gateway:
            raise Forbidden("a gateway token never reads or writes account memory", code="gateway_no_account")
        return base & Q(kind=Scope.Kind.ACCOUNT, owner=user, organisation__isnull=True, name="")
    roles = [Membership.Role.ADMIN] if write else [Membership.Role.ADMIN, Membership.Role.MEMBER]
    if ctx.token.organisation_id is not None and ctx.token.organisation.slug != ref.key:
        raise Forbidden(f"this token is bound to organisation {ctx.token.organisation.slug!r}", code="wrong_org")
    return base & Q(
        kind=Scope.Kind.ORG,
        owner__isnull=True,
        name="",
        organisation__slug=ref.key,
        organisation__memberships__user=user,
        organisation__memberships__role__in=roles,
    )


def find_scope(ctx: CallContext, scope: str | None, user_id: str | None) -> Scope | None:
    """The live scope a read names, or None if it does not exist (for this caller)."""
    ref = scope_ref(ctx, scope, user_id)
    return Scope.objects.filter(_identity_filter(ctx, ref, write=False)).first()


def find_scope_for_write(ctx: CallContext, scope: str | None, user_id: str | None) -> Scope | None:
    """Like find_scope, but only a scope this caller may write (org scopes: admins)."""
    ref = scope_ref(ctx, scope, user_id)
    found = Scope.objects.filter(_identity_filter(ctx, ref, write=True)).first()
    if found is None and ref.kind == "org":
        _refuse_org_write(ctx, ref)
    return found


def scope_for_write(ctx: CallContext, scope: str | None, user_id: str | None) -> Scope:
    """The live scope a write names, created if new. Refuses org writes by non-admins."""
    ref = scope_ref(ctx, scope, user_id)
    found = Scope.objects.filter(_identity_filter(ctx, ref, write=True)).first()
    if found is not None:
        return found
    fields: dict[str, Any] = {"kind": ref.kind, "end_user": ref.end_user, "name": ref.key}
    if ref.kind == "org":
        _refuse_org_write(ctx, ref)
        fields.update(name="", organisation=Organisation.objects.get(slug=ref.key))
    else:
        fields["owner"] = ctx.user
    try:
        with transaction.atomic():
            return Scope.objects.create(**fields)
    except IntegrityError:
        # Another call created it between our lookup and our insert.
        return Scope.objects.get(_identity_filter(ctx, ref, write=True))


def _refuse_org_write(ctx: CallContext, ref: ScopeRef) -> None:
    role = Membership.objects.filter(organisation__slug=ref.key, user=ctx.user).values_list("role", flat=True).first()
    if role is None:
        raise Forbidden(f"you are not a member of organisation {ref.key!r}", code="not_a_member")
    if role != Membership.Role.ADMIN:
        raise Forbidden(f"only admins of organisation {ref.key!r} write its memory", code="org_admins_write")


def readable_scopes(ctx: CallContext, user_id: str | None) -> QuerySet[Scope]:
    """Every live scope this caller may read, in their current end-user partition."""
    end_user = end_user_for(ctx, user_id)
    own = Q(owner=ctx.user, kind__in=[Scope.Kind.NAMED, Scope.Kind.SESSION])
    if not ctx.token.is_gateway:
        own |= Q(owner=ctx.user, kind=Scope.Kind.ACCOUNT)
    orgs = Q(kind=Scope.Kind.ORG, organisation__memberships__user=ctx.user)
    if ctx.token.organisation_id is not None:
        orgs &= Q(organisation_id=ctx.token.organisation_id)
    return Scope.objects.filter((own | orgs) & Q(end_user=end_user, forgotten_at__isnull=True)).distinct()


def scope_label(scope: Scope) -> str:
    if scope.kind == Scope.Kind.ACCOUNT:
        return "account"
    if scope.kind == Scope.Kind.ORG:
        return f"org:{scope.organisation.slug}"
    if scope.kind == Scope.Kind.SESSION:
        return f"session:{scope.name}"
    return scope.name
