"""memory_audit: the change log of the scopes you own, oldest first, one keyset page per call.

Every write appends an Event (graph.services.events) in its own transaction. The log
says when, which verb, who (user, token name and prefix — never the secret, which is
not stored), in which scope, with what outcome, and the ids it touched. Names and
end-user ids appear only as hashes: the trail tells what changed, not what the memory
holds. A hash is "sha256:" and the first 16 hex digits of the SHA-256 of the UTF-8
value, so an owner can check a name they know against it.
"""

import hashlib
from typing import Any

from django.db.models import Q

from graph.access import CallContext, end_user_for, owned_scopes, scope_label
from graph.contracts.inputs_portability import AuditIn
from graph.models import Event
from graph.selectors.keyset import decode_cursor, encode_cursor, fingerprint, row_after
from graph.text.dates import iso

# Detail values under these keys are words of our own vocabulary, shown as they are.
VOCABULARY_KEYS = frozenset({"form", "kind"})
ERASURE_VERB = "delete_user"


def name_hash(value: str) -> str:
    """How a name or an end-user id appears in the audit trail."""
    return "sha256:" + hashlib.sha256(value.encode()).hexdigest()[:16]


def memory_audit(*, ctx: CallContext, params: AuditIn) -> dict[str, Any]:
    """One page of the change log, oldest first: every scope the caller owns, or only `scope`;
    every end-user partition, or only `user_id`'s. Erasures of end users (delete_user) appear
    with no scope.

    Takes `scope`, `user_id`, `cursor` (the previous page's `next`) and `limit` (1-1000,
    default 100). Returns `events` [{id, at, verb, outcome, who {user, token {name, prefix}},
    scope, user_id_hash, ids, detail}] and `next` (null on the last page). Read-only.
    Refuses: 403 owner_only (a gateway token; an org scope the caller does not administer),
    422 invalid_cursor, 422 invalid_scope.
    """
    partition = end_user_for(ctx, params.user_id) if params.user_id or ctx.header_user else None
    scopes = owned_scopes(ctx, params.scope, params.user_id)
    made_for = fingerprint("audit", ctx.user.pk, params.scope, partition)
    after = row_after(decode_cursor(params.cursor, made_for, verb="memory_audit")) if params.cursor else 0
    wanted = Q(scope__in=scopes.values("pk"))
    if params.scope is None:
        erasures = Q(scope__isnull=True, actor=ctx.user, verb=ERASURE_VERB)
        if partition is not None:
            erasures &= Q(ids__user_id_hash=name_hash(partition))
        wanted |= erasures
    rows = list(
        Event.objects.filter(wanted, id__gt=after)
        .select_related("scope__organisation", "actor", "token")
        .order_by("id")[: params.limit + 1]
    )
    more = len(rows) > params.limit
    rows = rows[: params.limit]
    return {
        "events": [_entry(event) for event in rows],
        "count": len(rows),
        "next": encode_cursor({"a": rows[-1].pk}, made_for) if more else None,
    }


def _entry(event: Event) -> dict[str, Any]:
    token = event.token
    scope = event.scope
    end_user = scope.end_user if scope is not None else ""
    return {
        "id": str(event.pk),
        "at": iso(event.created_at),
        "verb": event.verb,
        "outcome": event.outcome,
        "who": {
            "user": event.actor.get_username() if event.actor else None,
            "token": {"name": token.name, "prefix": token.prefix} if token else None,
        },
        "scope": scope_label(scope) if scope is not None else None,
        "user_id_hash": name_hash(end_user) if end_user else event.ids.get("user_id_hash"),
        "ids": _names_hashed(event.ids),
        "detail": _names_hashed(event.detail),
    }


def _names_hashed(value: Any, key: str = "") -> Any:
    """`value` with every string that may be a name replaced by its hash (ids and our own words stay)."""
    if isinstance(value, dict):
        return {k: _names_hashed(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_names_hashed(v, key) for v in value]
    if isinstance(value, str) and not (value.isdigit() or key in VOCABULARY_KEYS or key.endswith("_hash")):
        return name_hash(value)
    return value
