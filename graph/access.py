"""Access rules, in one place: who may read or write which scope.

A scope is named by a string: `account` (the caller's own account memory),
`org:<slug>` (an organisation's memory: members read, admins write),
`session:<run id>` (one run's memory) or any other name without `:` (a named scope
owned by the caller). An optional end-user partition (`user_id`) splits every scope
per end user of an app. Every lookup here filters by the caller in SQL, so a scope
of another owner is never even loaded.

Tokens narrow this: a gateway token never reaches account memory; an org-bound token
reaches only its organisation's memory and its own sessions (never account or named
scopes, never another organisation).
"""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, connection, transaction
from django.db.models import Q, QuerySet

from graph.contracts.limits import MAX_SCOPE_BYTES, MAX_USER_ID_BYTES
from graph.exceptions import ConcurrentChange, Forbidden, Invalid
from graph.models import Scope
from graph.sql.compiled import compiled_filters
from identity.models import ApiToken, Membership, Organisation

DEFAULT_SCOPE = "default"
SCOPE_HEADER = "x-memorymesh-scope"
USER_HEADER = "x-memorymesh-user"


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
    def bound_organisation_id(self) -> int | None:
        """The organisation an org-bound token is confined to, else None."""
        return self.token.organisation_id

    @classmethod
    def for_person(cls, user: Any) -> "CallContext":
        """A signed-in person in the browser pages: their own rights, no org binding, not a gateway.

        An unsaved token stands for "this user, no token": the audit trail records no token.
        """
        return cls.for_session(user, {})

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
    """The SQL condition that selects `ref` among the live scopes this caller may use."""
    return Q(end_user=ref.end_user, forgotten_at__isnull=True) & _identity(ctx, ref, write=write)


def _identity(ctx: CallContext, ref: ScopeRef, *, write: bool) -> Q:
    """The scopes named `ref` that this caller may use, in any partition, live or forgotten."""
    user = ctx.user
    bound = ctx.bound_organisation_id
    if ref.kind in ("named", "account") and bound is not None:
        raise Forbidden(
            f"this token is bound to organisation {ctx.token.organisation.slug!r}: it reaches only that "
            "organisation's memory and its own sessions, never account or named scopes",
            code="org_token_confined",
        )
    if ref.kind == "named":
        return Q(kind=Scope.Kind.NAMED, owner=user, organisation__isnull=True, name=ref.key)
    if ref.kind == "session":
        # An org-bound token's sessions are its organisation's: the same run id used with
        # another token names another session, so its conversation stays in that org.
        return Q(kind=Scope.Kind.SESSION, owner=user, organisation_id=bound, name=ref.key)
    if ref.kind == "account":
        if ctx.token.is_gateway:
            raise Forbidden("a gateway token never reads or writes account memory", code="gateway_no_account")
        return Q(kind=Scope.Kind.ACCOUNT, owner=user, organisation__isnull=True, name="")
    roles = [Membership.Role.ADMIN] if write else [Membership.Role.ADMIN, Membership.Role.MEMBER]
    if bound is not None and ctx.token.organisation.slug != ref.key:
        raise Forbidden(f"this token is bound to organisation {ctx.token.organisation.slug!r}", code="wrong_org")
    return Q(
        kind=Scope.Kind.ORG,
        owner__isnull=True,
        name="",
        organisation__slug=ref.key,
        organisation__memberships__user=user,
        organisation__memberships__role__in=roles,
    )


def _the_scope(ctx: CallContext, ref: ScopeRef, *, write: bool) -> Scope | None:
    """The one live scope `ref` names for this caller, or None.

    At most one row matches: live scopes are unique by identity (scope_unique_identity,
    NULLs equal) and a user has one membership per organisation. So no ORDER BY as
    .first() adds. Every verb call looks up, so the condition's SQL is compiled once per
    shape (graph.sql.compiled); the condition itself is built here on every call.
    """
    return compiled_filters.first(Scope, _identity_filter(ctx, ref, write=write))


def readable_scope_condition(ctx: CallContext, scope: str | None, user_id: str | None) -> Q:
    """What find_scope selects, as a condition (at most one live scope), for a read that looks
    its scope up inside its own statement (graph.selectors.recall). Refuses as find_scope does
    before any query; when it selects nothing, find_scope gives the answer (and the refusal)."""
    return _identity_filter(ctx, scope_ref(ctx, scope, user_id), write=False)


def find_scope(ctx: CallContext, scope: str | None, user_id: str | None) -> Scope | None:
    """The live scope a read names, or None if it does not exist (for this caller).
    Refuses 403 not_a_member for an organisation's scope the caller does not belong to,
    as a write would: whether that organisation stores anything is not theirs to learn."""
    ref = scope_ref(ctx, scope, user_id)
    found = _the_scope(ctx, ref, write=False)
    if found is None and ref.kind == "org":
        _role_in(ctx, ref)
    return found


def find_scopes(ctx: CallContext, names: list[str], user_id: str | None) -> dict[str, Scope]:
    """The live scopes among `names` this caller may read, by name, in one query (a name the
    caller may not use is refused as find_scope refuses it; one not stored yet is absent)."""
    refs = {name: scope_ref(ctx, name, user_id) for name in names}
    if not refs:
        return {}
    condition = Q(pk__in=[])
    for ref in refs.values():
        condition |= _identity_filter(ctx, ref, write=False)
    found = {scope_label(s): s for s in Scope.objects.filter(condition).select_related("organisation").distinct()}
    for ref in refs.values():
        if ref.kind == "org" and ref.label not in found:
            _role_in(ctx, ref)
    return {name: found[ref.label] for name, ref in refs.items() if ref.label in found}


def find_scope_for_write(ctx: CallContext, scope: str | None, user_id: str | None) -> Scope | None:
    """Like find_scope, but only a scope this caller may write (org scopes: admins), held
    until the write's transaction ends (see `_held`)."""
    ref = scope_ref(ctx, scope, user_id)
    found = _the_scope(ctx, ref, write=True)
    if found is None and ref.kind == "org":
        _refuse_org_write(ctx, ref)
    return found if found is not None and _held(found) else None


def scope_for_write(ctx: CallContext, scope: str | None, user_id: str | None) -> Scope:
    """The live scope a write names, created if new, held until the write's transaction
    ends (see `_held`). Refuses org writes by non-admins."""
    ref = scope_ref(ctx, scope, user_id)
    found = _the_scope(ctx, ref, write=True)
    if found is not None and _held(found):
        return found
    # None stored yet, or the scope was forgotten whole while this write waited for that
    # forget to commit: the write starts a new scope, as it would have a moment later.
    fields: dict[str, Any] = {"kind": ref.kind, "end_user": ref.end_user, "name": ref.key}
    if ref.kind == "org":
        _refuse_org_write(ctx, ref)
        fields.update(name="", organisation=Organisation.objects.get(slug=ref.key))
    else:
        fields["owner"] = ctx.user
        if ref.kind == "session":
            fields["organisation_id"] = ctx.bound_organisation_id
    try:
        with transaction.atomic():
            # Uncommitted, no other call can see it, let alone forget it: no hold needed.
            return Scope.objects.create(**fields)
    except IntegrityError:
        # Another call created it between our lookup and our insert.
        created = Scope.objects.get(_identity_filter(ctx, ref, write=True))
    if not _held(created):
        raise ConcurrentChange("the scope this call writes was forgotten while it ran; retry", retry_after=1)
    return created


# KEY SHARE, the lock the foreign keys of every row a write inserts take on its scope
# anyway: writes pass each other, and only a forget of the whole scope (FOR UPDATE)
# conflicts with them.
_HOLD_SCOPE = "SELECT 1 FROM graph_scope WHERE id = %s AND forgotten_at IS NULL FOR KEY SHARE"


def _held(scope: Scope) -> bool:
    """Lock a live scope until the write's transaction ends; False if it was forgotten meanwhile.

    A forget of the whole scope then waits for every write in flight, and so forgets what
    they stored; a write that comes after it waits for it, then finds the scope forgotten.
    Without the hold such a write would commit live rows into a forgotten scope.
    """
    with connection.cursor() as cursor:
        cursor.execute(_HOLD_SCOPE, [scope.pk])
        return cursor.fetchone() is not None


def _role_in(ctx: CallContext, ref: ScopeRef) -> str:
    role = Membership.objects.filter(organisation__slug=ref.key, user=ctx.user).values_list("role", flat=True).first()
    if role is None:
        raise Forbidden(f"you are not a member of organisation {ref.key!r}", code="not_a_member")
    return role


def _refuse_org_write(ctx: CallContext, ref: ScopeRef) -> None:
    if _role_in(ctx, ref) != Membership.Role.ADMIN:
        raise Forbidden(f"only admins of organisation {ref.key!r} write its memory", code="org_admins_write")


def readable_scopes(ctx: CallContext, user_id: str | None, *, every_partition: bool = False) -> QuerySet[Scope]:
    """Every live scope this caller may read, in their current end-user partition (or, with
    `every_partition`, in every partition unless the connection's header pins one: a memory
    named by its id alone, as mem0's clients name it)."""
    end_user = end_user_for(ctx, user_id)
    partition = Q() if every_partition and ctx.header_user is None else Q(end_user=end_user)
    bound = ctx.bound_organisation_id
    own = Q(owner=ctx.user, kind=Scope.Kind.SESSION, organisation_id=bound)
    if bound is None:
        own |= Q(owner=ctx.user, kind=Scope.Kind.NAMED)
        if not ctx.token.is_gateway:
            own |= Q(owner=ctx.user, kind=Scope.Kind.ACCOUNT)
    orgs = Q(kind=Scope.Kind.ORG, organisation__memberships__user=ctx.user)
    if bound is not None:
        orgs &= Q(organisation_id=bound)
    return Scope.objects.filter((own | orgs) & partition & Q(forgotten_at__isnull=True)).distinct()


def membership_of(ctx: CallContext, slug: str) -> Membership | None:
    """The caller's membership of organisation `slug` (with the organisation), or None when they
    are not a member or their token is bound to another organisation."""
    rows = Membership.objects.select_related("organisation").filter(organisation__slug=slug, user=ctx.user)
    bound = ctx.bound_organisation_id
    if bound is not None:
        rows = rows.filter(organisation_id=bound)
    return rows.first()


def org_role(ctx: CallContext, slug: str) -> str | None:
    """The caller's role in organisation `slug` ('admin' | 'member'), or None (see membership_of)."""
    membership = membership_of(ctx, slug)
    return membership.role if membership is not None else None


def scope_label(scope: Scope) -> str:
    if scope.kind == Scope.Kind.ACCOUNT:
        return "account"
    if scope.kind == Scope.Kind.ORG:
        return f"org:{scope.organisation.slug}"
    if scope.kind == Scope.Kind.SESSION:
        return f"session:{scope.name}"
    return scope.name


# --- The owner's own: the audit trail and erasing an end user ---


def operator_context(user: Any) -> CallContext:
    """Someone at the server's console (a management command): the user's own rights, and no
    API token (an unsaved one stands for "no org binding, not a gateway" in the rules above)."""
    return CallContext(token=ApiToken(user=user))


def require_owner(ctx: CallContext, what: str) -> None:
    """Refuses a gateway token: it acts for someone else, never as the owner."""
    if ctx.token.is_gateway:
        raise Forbidden(
            f"{what} is for the owner's own tokens; a gateway token acts for someone else", code="owner_only"
        )


def _owned(ctx: CallContext) -> Q:
    """Scopes the caller owns, live or forgotten: their named, session and account scopes, and
    the scopes of the organisations they administer (only the token's own org when it is bound)."""
    own = Q(
        owner=ctx.user, organisation__isnull=True, kind__in=[Scope.Kind.NAMED, Scope.Kind.SESSION, Scope.Kind.ACCOUNT]
    )
    orgs = Q(
        kind=Scope.Kind.ORG,
        organisation__memberships__user=ctx.user,
        organisation__memberships__role=Membership.Role.ADMIN,
    )
    if ctx.token.organisation_id is not None:
        orgs &= Q(organisation_id=ctx.token.organisation_id)
    return own | orgs


def owned_scopes(ctx: CallContext, scope: str | None, user_id: str | None) -> QuerySet[Scope]:
    """The scopes whose audit trail the caller may read: every scope they own, or only `scope`;
    every end-user partition, or only the one `user_id` (or the connection's header) names.

    Refuses: 403 owner_only for a gateway token, or an org scope the caller does not administer.
    """
    require_owner(ctx, "the audit trail")
    rows = Scope.objects.filter(_owned(ctx))
    if user_id is not None or ctx.header_user is not None:
        rows = rows.filter(end_user=end_user_for(ctx, user_id))
    if scope is not None:
        ref = scope_ref(ctx, scope, user_id)
        is_admin = Membership.objects.filter(organisation__slug=ref.key, user=ctx.user, role=Membership.Role.ADMIN)
        if ref.kind == "org" and not is_admin.exists():
            raise Forbidden(f"only admins of organisation {ref.key!r} read its audit trail", code="owner_only")
        rows = rows.filter(_identity(ctx, ref, write=True))
    return rows.distinct()


def partition_scopes(ctx: CallContext, end_user: str) -> QuerySet[Scope]:
    """Every scope (live or forgotten) of end user `end_user` among those the caller owns."""
    require_owner(ctx, "erasing an end user")
    return Scope.objects.filter(_owned(ctx), end_user=end_user).distinct()
