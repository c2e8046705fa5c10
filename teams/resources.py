"""The profile blocks as MCP resources: who the user is (account), what each organisation is.

A client attaches them without a tool call. Each is the block memory_before_turn returns
(the most confident, then most recent memories as bullets, cut to
MEMORYMESH_PROFILE_MAX_CHARS), read with the caller's rights: a gateway token has no
account profile, an org-bound token sees only its organisation.
"""

from django.conf import settings

from graph.access import CallContext
from graph.contracts.resources import ResourceChange, ResourceEntry, ResourceSource, Touched
from graph.models import Scope
from identity.models import Organisation
from teams.selectors.before_turn import PROFILE_ITEMS, _bullets, profile_order
from teams.selectors.dimensions import dimensions_for
from teams.selectors.query import strongest

ACCOUNT_URI = "memorymesh://profile/account"
ORG_PREFIX = "memorymesh://profile/org/"


def profile_resources(ctx: CallContext) -> list[ResourceEntry]:
    """The profile blocks this caller may read."""
    entries = []
    if ctx.bound_organisation_id is None and not ctx.token.is_gateway:
        entries.append(
            ResourceEntry(
                ACCOUNT_URI, "profile-account", "User profile", "Who you are: your account memory, strongest first."
            )
        )
    orgs = Organisation.objects.filter(memberships__user=ctx.user).order_by("slug")
    if ctx.bound_organisation_id is not None:
        orgs = orgs.filter(pk=ctx.bound_organisation_id)
    entries += [
        ResourceEntry(
            ORG_PREFIX + org.slug, f"profile-org-{org.slug}", f"{org.name} profile", f"What {org.name} is: its memory."
        )
        for org in orgs
    ]
    return entries


def read_profile(ctx: CallContext, uri: str) -> str | None:
    """The profile block at `uri` as Markdown bullets; None for another URI.
    Refuses as memory_before_turn does (403 not_a_member, wrong_org, gateway_no_account …)."""
    if uri == ACCOUNT_URI:
        wanted, org, heading = "account", None, "## User profile"
    elif uri.startswith(ORG_PREFIX) and uri != ORG_PREFIX:
        wanted, org, heading = "org", uri.removeprefix(ORG_PREFIX), "## Organisation profile"
    else:
        return None
    (dimension,) = dimensions_for(ctx, org=org, run_id=None, user_id=None, wanted=[wanted])
    rows = strongest([dimension.scope.pk], k=PROFILE_ITEMS) if dimension.scope is not None else []
    lines = [line for _fact, _scope, line, _relation in profile_order(rows)]
    return _bullets(lines, heading, settings.PROFILE_MAX_CHARS)[0]


def touched_profiles(change: ResourceChange) -> Touched:
    """The profile blocks a change of these scopes' memory touched: account blocks of their owners, org blocks."""
    if change.every_scope:
        slugs = Organisation.objects.values_list("slug", flat=True)
        return {ACCOUNT_URI: None} | {ORG_PREFIX + slug: None for slug in slugs}
    if not change.scope_ids:
        return {}
    scopes = Scope.objects.filter(pk__in=change.scope_ids, kind__in=[Scope.Kind.ACCOUNT, Scope.Kind.ORG])
    owners: set[int] = set()
    touched: Touched = {}
    for kind, owner_id, slug in scopes.values_list("kind", "owner_id", "organisation__slug"):
        if kind == Scope.Kind.ACCOUNT:
            owners.add(owner_id)
        elif slug:
            touched[ORG_PREFIX + slug] = None  # every member reads the same block
    if owners:
        touched[ACCOUNT_URI] = frozenset(owners)
    return touched


PROFILES = ResourceSource(listed=profile_resources, read=read_profile, touched=touched_profiles)
