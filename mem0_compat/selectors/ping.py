"""mem0's ping: the client's first call, which checks the key."""

from typing import Any

from graph.access import CallContext
from mem0_compat.inputs import NoArguments


def ping(*, ctx: CallContext, params: NoArguments) -> dict[str, Any]:
    """Who the key is. mem0's client will not start without an `org_id` and a `project_id`: the
    token's organisation (an org-bound token's slug, else `personal`) and `default`, names only —
    its project calls (/api/v1/orgs/…) answer 501 not_served."""
    org = ctx.token.organisation.slug if ctx.bound_organisation_id is not None else "personal"
    return {
        "status": "ok",
        "message": "MemoryMesh serves mem0's memory API",
        "user_email": ctx.user.email or None,
        "user": ctx.user.get_username(),
        "org_id": org,
        "project_id": "default",
    }
