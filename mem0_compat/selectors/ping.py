"""mem0's ping: the client's first call, which checks the key."""

from typing import Any

from graph.access import CallContext
from mem0_compat.inputs import NoArguments


def ping(*, ctx: CallContext, params: NoArguments) -> dict[str, Any]:
    """Who the key is. `org_id` and `project_id` are null: mem0's project calls need both, so its
    client refuses them before sending (there are no mem0 projects here)."""
    return {
        "status": "ok",
        "message": "MemoryMesh serves mem0's memory API",
        "user_email": ctx.user.email or None,
        "user": ctx.user.get_username(),
        "org_id": None,
        "project_id": None,
    }
