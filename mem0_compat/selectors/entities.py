"""mem0's users(): the end users and runs that hold memories of the caller's, with counts."""

from typing import Any

from django.db.models import Count, Q

from graph.access import CallContext, readable_scopes
from graph.models import Scope
from mem0_compat.inputs import NoArguments
from mem0_compat.selectors.memories import MEMORY_KINDS

_LIVE = Q(facts__forgotten_at__isnull=True, facts__ended_at__isnull=True)


def list_entities(*, ctx: CallContext, params: NoArguments) -> dict[str, Any]:
    """Every end user (`type: user`, by user_id) and run (`type: run`, by run id) holding current
    memories in the scopes the caller reads, with `total_memories`; one query. Agents are runs
    here (an agent_id names a session). Returns {count, next, previous, results}."""
    scopes = readable_scopes(ctx, None, every_partition=True).filter(kind__in=MEMORY_KINDS)
    rows = (
        Scope.objects.filter(pk__in=scopes.values("pk"))
        .values("kind", "name", "end_user")
        .annotate(total=Count("facts", filter=_LIVE))
        .filter(total__gt=0)
    )
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for row in rows:
        keys = [("user", row["end_user"])] if row["end_user"] else []
        if row["kind"] == Scope.Kind.SESSION:
            keys.append(("run", row["name"]))
        for kind, name in keys:
            entity = found.setdefault((kind, name), _entity(kind, name, ctx.user.get_username()))
            entity["total_memories"] += row["total"]
    results = sorted(found.values(), key=lambda e: (e["type"], e["name"]))
    return {"count": len(results), "next": None, "previous": None, "results": results}


def _entity(kind: str, name: str, owner: str) -> dict[str, Any]:
    return {"id": name, "name": name, "type": kind, "total_memories": 0, "owner": owner, "metadata": None}
