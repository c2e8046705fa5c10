"""The JSON Schemas of the replies, for the OpenAPI document (tag `mem0`)."""

from typing import Any

_TEXT_OR_NULL = {"type": ["string", "null"]}
MEMORY: dict[str, Any] = {
    "type": "object",
    "description": "A memory as mem0 answers one; what only MemoryMesh has is under `memorymesh`.",
    "properties": {
        "id": {"type": "string"},
        "memory": {"type": "string"},
        "user_id": _TEXT_OR_NULL,
        "agent_id": _TEXT_OR_NULL,
        "run_id": _TEXT_OR_NULL,
        "metadata": {"type": ["object", "null"]},
        "created_at": _TEXT_OR_NULL,
        "updated_at": _TEXT_OR_NULL,
        "score": {"type": "number"},
        "memorymesh": {"type": "object"},
    },
    "required": ["id", "memory", "user_id", "agent_id", "run_id", "metadata"],
}
PAGE = {
    "type": "object",
    "properties": {
        "count": {"type": "integer"},
        "next": _TEXT_OR_NULL,
        "previous": _TEXT_OR_NULL,
        "results": {"type": "array", "items": MEMORY},
    },
    "required": ["count", "next", "previous", "results"],
}
RESULTS = {"type": "object", "properties": {"results": {"type": "array", "items": MEMORY}}, "required": ["results"]}
ADDED = {
    "type": "object",
    "description": "mem0's asynchronous add: the turn's extraction is queued (event_id: GET /v1/event/<id>/).",
    "properties": {
        "results": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "message": {"type": "string"},
                    "status": {"const": "PENDING"},
                    "event_id": {"type": "string"},
                },
                "required": ["message", "status", "event_id"],
            },
        }
    },
    "required": ["results"],
}
MESSAGE = {"type": "object", "properties": {"message": {"type": "string"}}, "required": ["message"]}
HISTORY = {
    "type": "array",
    "items": {
        "type": "object",
        "properties": {
            "memory_id": {"type": "string"},
            "event": {"enum": ["ADD", "UPDATE", "DELETE"]},
            "old_memory": _TEXT_OR_NULL,
            "new_memory": _TEXT_OR_NULL,
        },
        "required": ["memory_id", "event", "old_memory", "new_memory"],
    },
}
ENTITIES = {
    "type": "object",
    "properties": {
        "count": {"type": "integer"},
        "results": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "type": {"enum": ["user", "run"]},
                    "total_memories": {"type": "integer"},
                },
                "required": ["name", "type", "total_memories"],
            },
        },
    },
    "required": ["count", "results"],
}
EVENT = {
    "type": "object",
    "properties": {
        "id": {"type": "string"},
        "status": {"enum": ["PENDING", "RUNNING", "SUCCEEDED", "FAILED"]},
        "results": {"type": "array", "items": {"type": "object"}},
    },
    "required": ["id", "status", "results"],
}
PING = {
    "type": "object",
    "properties": {"status": {"const": "ok"}, "org_id": {"type": "string"}, "project_id": {"type": "string"}},
    "required": ["status", "org_id", "project_id"],
}
