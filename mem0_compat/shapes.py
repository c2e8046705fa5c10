"""Our memory items in mem0's shapes: a memory, a history entry, an event result.

mem0's fields come first (`id` as a string, `memory`, `user_id`, `agent_id`, `run_id`,
`metadata`, `created_at` …); what only we have rides along under `memorymesh` (the
dimension, the triple, the confidence and the citation with its verified span).
"""

from typing import Any

from graph.models import Scope


def mem0_memory(
    item: dict[str, Any], scope: Scope, metadata: dict[str, Any] | None, *, score: float | None = None
) -> dict[str, Any]:
    """One memory item (teams.selectors.items.memory_item) as mem0 answers a memory."""
    memory = {
        "id": item["id"],
        "memory": item["text"],
        "user_id": scope.end_user or None,
        "agent_id": None,
        "run_id": scope.name if scope.kind == Scope.Kind.SESSION else None,
        "app_id": None,
        "metadata": metadata,
        "categories": [],
        "immutable": False,
        "expiration_date": None,
        "created_at": item["recorded_at"],
        "updated_at": item["recorded_at"],
        "memorymesh": {
            key: item[key]
            for key in ("dimension", "scope", "subject", "relation", "object", "confidence", "replaced_by", "citation")
        },
    }
    if score is not None:
        memory["score"] = score
    return memory


def history_entry(
    memory_id: str, event: str, old: str | None, new: str | None, at: str | None, user_id: str | None
) -> dict[str, Any]:
    """One line of mem0's history of a memory."""
    return {
        "id": f"{memory_id}-{event.lower()}",
        "memory_id": memory_id,
        "event": event,
        "old_memory": old,
        "new_memory": new,
        "user_id": user_id,
        "input": [],
        "categories": [],
        "metadata": None,
        "created_at": at,
        "updated_at": at,
    }
