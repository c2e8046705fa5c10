"""The catalog of the mem0 calls served: each names its route, its input, its function and its reply.

Each entry is a graph Verb (parsing, the read-only rule, conflict retries come with it) that is
never registered: mem0's calls are an HTTP door for mem0's clients, not tools for agents.
"""

from dataclasses import dataclass
from typing import Any

from graph.contracts.registry import Verb, verb
from mem0_compat import inputs, replies
from mem0_compat.selectors.entities import list_entities
from mem0_compat.selectors.events import add_event
from mem0_compat.selectors.memories import get_memory, list_memories, memory_history, search_memories
from mem0_compat.selectors.ping import ping
from mem0_compat.services.add import add_memories
from mem0_compat.services.change import batch_delete, batch_update, delete_memory, update_memory
from mem0_compat.services.erase import delete_all_memories, delete_entity


@dataclass(frozen=True)
class Mem0Call:
    verb: Verb
    method: str  # GET, POST, PUT, DELETE
    path: str  # a Django path below the site root, e.g. "v1/memories/<memory_id>/"
    reply: dict[str, Any]
    body: bool  # the arguments come in a JSON body (else in the query and the path)

    @property
    def name(self) -> str:
        return self.verb.name


def _call(
    name: str, function: Any, model: Any, method: str, path: str, reply: dict[str, Any], description: str, **kw: Any
) -> Mem0Call:
    body = method in ("POST", "PUT") or kw.pop("body", False)
    read_only = method == "GET" or kw.pop("read_only", False)
    entry = verb(f"mem0_{name}", function, model, description, http_path=path, read_only=read_only, mcp=False, **kw)
    return Mem0Call(entry, method, path, reply, body)


CALLS = [
    _call("ping", ping, inputs.NoArguments, "GET", "v1/ping/", replies.PING, "mem0's key check."),
    _call(
        "add",
        add_memories,
        inputs.AddIn,
        "POST",
        "v3/memories/add/",
        replies.ADDED,
        "mem0's add: the messages are one turn through memory_after_turn (per-turn extraction); "
        "answers mem0's asynchronous shape with the event_id.",
    ),
    _call(
        "get_all",
        list_memories,
        inputs.ListIn,
        "POST",
        "v3/memories/",
        replies.PAGE,
        "mem0's get_all: current memories of the dimensions the filters reach, newest first, paged.",
        read_only=True,
    ),
    _call(
        "search",
        search_memories,
        inputs.SearchIn,
        "POST",
        "v3/memories/search/",
        replies.RESULTS,
        "mem0's search: memory_query over the dimensions the filters reach.",
        read_only=True,
    ),
    _call(
        "get",
        get_memory,
        inputs.MemoryIdIn,
        "GET",
        "v1/memories/<memory_id>/",
        replies.MEMORY,
        "mem0's get.",
        answers=(404,),
    ),
    _call(
        "update",
        update_memory,
        inputs.UpdateIn,
        "PUT",
        "v1/memories/<memory_id>/",
        replies.MEMORY,
        "mem0's update: new words end the memory (kept as history) and answer the new one.",
        answers=(404,),
    ),
    _call(
        "delete",
        delete_memory,
        inputs.DeleteIn,
        "DELETE",
        "v1/memories/<memory_id>/",
        replies.MESSAGE,
        "mem0's delete: memory_forget of the memory.",
        answers=(404,),
    ),
    _call(
        "history",
        memory_history,
        inputs.MemoryIdIn,
        "GET",
        "v1/memories/<memory_id>/history/",
        replies.HISTORY,
        "mem0's history: the memory's chain of replacements.",
        answers=(404,),
    ),
    _call(
        "delete_all",
        delete_all_memories,
        inputs.Entities,
        "DELETE",
        "v1/memories/",
        replies.MESSAGE,
        "mem0's delete_all: every memory of a run, or of an end user.",
    ),
    _call("users", list_entities, inputs.NoArguments, "GET", "v1/entities/", replies.ENTITIES, "mem0's users()."),
    _call(
        "delete_entity",
        delete_entity,
        inputs.EntityIn,
        "DELETE",
        "v2/entities/<entity_type>/<entity_id>/",
        replies.MESSAGE,
        "mem0's delete_users: erase an end user, or forget an agent's or run's sessions.",
        answers=(404,),
    ),
    _call(
        "batch_update",
        batch_update,
        inputs.BatchUpdateIn,
        "PUT",
        "v1/batch/",
        replies.MESSAGE,
        "mem0's batch_update: all or none.",
        answers=(404,),
    ),
    _call(
        "batch_delete",
        batch_delete,
        inputs.BatchDeleteIn,
        "DELETE",
        "v1/batch/",
        replies.MESSAGE,
        "mem0's batch_delete: all or none.",
        answers=(404,),
        body=True,
    ),
    _call(
        "event",
        add_event,
        inputs.EventIn,
        "GET",
        "v1/event/<event_id>/",
        replies.EVENT,
        "An add's event.",
        answers=(404,),
    ),
]

# mem0 calls this server does not serve, by path below the site root: each answers 501 naming the call.
NOT_SERVED = {
    r"^api/v1/webhooks/": "webhooks",
    r"^api/v1/orgs/": "projects",
    r"^v1/exports/": "memory exports (use POST /v1/memory/export)",
    r"^v1/summary/": "summaries",
    r"^v1/feedback/": "feedback",
    r"^v2/profiles/": "profiles (use memory_before_turn's user_profile)",
    r"^v2/entities/user/[^/]+/profile/": "profiles (use memory_before_turn's user_profile)",
}
