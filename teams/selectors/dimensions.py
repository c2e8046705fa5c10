"""The three dimensions a call reaches: the caller's account, an organisation, a session.

Each is one scope, found through graph.access like every other read (the caller is a
condition of the SQL), so a dimension the caller may not read is never loaded. A
dimension a call cannot reach says why ("gateway_no_account", "org_token_confined",
"no_org", "no_run_id"); naming it explicitly is refused instead.
"""

from dataclasses import dataclass

from graph.access import CallContext, find_scope
from graph.exceptions import Forbidden, Invalid
from graph.models import Organisation, Scope

ALL = ("account", "org", "session")


@dataclass(frozen=True)
class Dimension:
    name: str  # account | org | session
    label: str | None  # the scope's name: account, org:<slug>, session:<run id>
    scope: Scope | None  # None: nothing stored yet, or not reachable (see state)
    state: str  # searched | empty | gateway_no_account | org_token_confined | no_org | no_run_id

    def as_dict(self) -> dict[str, str | None]:
        return {"scope": self.label, "state": self.state}


def organisation_for(ctx: CallContext, slug: str | None) -> Organisation | None:
    """The organisation a call names (an org-bound token's own when it names none), once the
    caller is known to belong to it. Refuses: 403 wrong_org, 403 not_a_member."""
    bound = ctx.token.organisation if ctx.bound_organisation_id is not None else None
    if slug is None:
        return bound
    if bound is not None and bound.slug != slug:
        raise Forbidden(f"this token is bound to organisation {bound.slug!r}", code="wrong_org")
    org = Organisation.objects.filter(slug=slug, memberships__user=ctx.user).first()
    if org is None:
        raise Forbidden(f"you are not a member of organisation {slug!r}", code="not_a_member", field="org")
    return org


def dimensions_for(
    ctx: CallContext, *, org: str | None, run_id: str | None, user_id: str | None, wanted: list[str] | None = None
) -> list[Dimension]:
    """The dimensions to search, in the order account, org, session."""
    explicit = set(wanted or ())
    found = []
    for name in ALL:
        if wanted is None or name in explicit:
            found.append(_DIMENSIONS[name](ctx, org, run_id, user_id, name in explicit))
    return found


def _reached(ctx: CallContext, name: str, label: str, user_id: str | None) -> Dimension:
    scope = find_scope(ctx, label, user_id)
    return Dimension(name, label, scope, "searched" if scope is not None else "empty")


def _account(ctx: CallContext, org: str | None, run_id: str | None, user_id: str | None, explicit: bool) -> Dimension:
    blocked = "gateway_no_account" if ctx.token.is_gateway else None
    if ctx.bound_organisation_id is not None:
        blocked = "org_token_confined"
    if blocked is None or explicit:
        return _reached(ctx, "account", "account", user_id)  # graph.access refuses it when named
    return Dimension("account", "account", None, blocked)


def _org(ctx: CallContext, org: str | None, run_id: str | None, user_id: str | None, explicit: bool) -> Dimension:
    found = organisation_for(ctx, org)
    if found is None:
        if explicit:
            raise Invalid("the org dimension needs `org` (an organisation slug)", code="org_required", field="org")
        return Dimension("org", None, None, "no_org")
    return _reached(ctx, "org", f"org:{found.slug}", user_id)


def _session(ctx: CallContext, org: str | None, run_id: str | None, user_id: str | None, explicit: bool) -> Dimension:
    if run_id is None:
        if explicit:
            raise Invalid("the session dimension needs `run_id`", code="run_id_required", field="run_id")
        return Dimension("session", None, None, "no_run_id")
    if ":" in run_id:
        raise Invalid("run_id must not contain ':'", code="invalid_scope", field="run_id")
    return _reached(ctx, "session", f"session:{run_id}", user_id)


_DIMENSIONS = {"account": _account, "org": _org, "session": _session}
