"""The three dimensions a call reaches: the caller's account, an organisation, a session.

Each is one scope, found through graph.access like every other read (the caller is a
condition of the SQL; all three in one query), so a dimension the caller may not read
is never loaded. A dimension a call cannot reach says why ("gateway_no_account",
"org_token_confined", "no_org", "no_run_id"); naming it explicitly is refused instead.
"""

from dataclasses import dataclass

from graph.access import CallContext, find_scopes
from graph.exceptions import Forbidden, Invalid
from graph.models import Scope
from identity.models import Membership, Organisation

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
        raise _not_a_member(slug)
    return org


def dimensions_for(
    ctx: CallContext, *, org: str | None, run_id: str | None, user_id: str | None, wanted: list[str] | None = None
) -> list[Dimension]:
    """The dimensions to search, in the order account, org, session."""
    explicit = set(wanted or ())
    asked = [name for name in ALL if wanted is None or name in explicit]
    labels = {name: _label(ctx, name, org, run_id, name in explicit) for name in asked}
    reachable = [label for label in labels.values() if not label.startswith("!")]
    scopes = find_scopes(ctx, reachable, user_id)
    if org is not None and f"org:{org}" in reachable and f"org:{org}" not in scopes:
        _check_member(ctx, org)  # no org scope found: say so when it is because the caller is no member
    dimensions = []
    for name, label in labels.items():
        if label.startswith("!"):
            dimensions.append(Dimension(name, "account" if name == "account" else None, None, label[1:]))
        else:
            scope = scopes.get(label)
            dimensions.append(Dimension(name, label, scope, "searched" if scope is not None else "empty"))
    return dimensions


def _label(ctx: CallContext, name: str, org: str | None, run_id: str | None, explicit: bool) -> str:
    """The scope name of a dimension, or "!<why>" when this call cannot reach it."""
    if name == "account":
        blocked = "org_token_confined" if ctx.bound_organisation_id is not None else None
        blocked = blocked or ("gateway_no_account" if ctx.token.is_gateway else None)
        # Named explicitly, graph.access refuses it (gateway_no_account / org_token_confined).
        return "account" if blocked is None or explicit else f"!{blocked}"
    if name == "org":
        slug = org or (ctx.token.organisation.slug if ctx.bound_organisation_id is not None else None)
        if slug is None:
            if explicit:
                raise Invalid("the org dimension needs `org` (an organisation slug)", code="org_required", field="org")
            return "!no_org"
        return f"org:{slug}"
    if run_id is None:
        if explicit:
            raise Invalid("the session dimension needs `run_id`", code="run_id_required", field="run_id")
        return "!no_run_id"
    if ":" in run_id:
        raise Invalid("run_id must not contain ':'", code="invalid_scope", field="run_id")
    return f"session:{run_id}"


def _check_member(ctx: CallContext, slug: str) -> None:
    if not Membership.objects.filter(organisation__slug=slug, user=ctx.user).exists():
        raise _not_a_member(slug)


def _not_a_member(slug: str) -> Forbidden:
    return Forbidden(f"you are not a member of organisation {slug!r}", code="not_a_member", field="org")
