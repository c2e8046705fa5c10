"""The input schemas of the mem0-compatible calls, declared once (validation and OpenAPI).

Fields mem0's clients send that we do not act on (`async_mode`, `version`, `output_format`,
`expiration_date`, `categories` …) are accepted and ignored (docs/mem0.md lists them);
the fields we do act on are checked as strictly as our own verbs' (422 naming the field).
"""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema

from graph.contracts import limits
from graph.contracts.limits import MaxJsonBytes
from graph.contracts.schema_truths import storable_value

MAX_BATCH = 1000
ENTITY_ID_PATTERN = r"^[^:\u0000]+$"
MAX_METADATA_BYTES = 16 * 1024

MemoryId = Annotated[
    str, Field(pattern=r"^[0-9]{1,18}$", description="A memory's id as this server answered it (a decimal string).")
]
EntityName = Annotated[
    str, Field(min_length=1, max_length=256, pattern=ENTITY_ID_PATTERN, description="An id of yours; no ':'.")
]
_ENTITY_ID = {"type": "string", "minLength": 1, "maxLength": 256, "pattern": ENTITY_ID_PATTERN}
_TERMS = {"user_id": _ENTITY_ID, "agent_id": _ENTITY_ID, "run_id": _ENTITY_ID}
# Validated by mem0_compat.targets (422 unsupported_filter naming the key, which pydantic's
# own refusal would not); the document says exactly what that accepts.
Filters = Annotated[
    dict[str, Any] | None,
    WithJsonSchema(
        {
            "anyOf": [
                {
                    "type": "object",
                    "properties": {
                        **_TERMS,
                        "AND": {
                            "type": "array",
                            "items": {"type": "object", "properties": _TERMS, "additionalProperties": False},
                        },
                    },
                    "additionalProperties": False,
                },
                {"type": "null"},
            ],
            "description": "mem0 filters: `user_id`, `agent_id`, `run_id` (and `AND` of those), "
            'e.g. {"user_id": "alice"}.',
        }
    ),
]
Metadata = Annotated[
    dict[str, Any] | None,
    MaxJsonBytes(MAX_METADATA_BYTES),
    WithJsonSchema({"anyOf": [{"type": "object", "additionalProperties": storable_value()}, {"type": "null"}]}),
    Field(description="Your metadata for the memory, kept and answered back as sent (16 KiB of JSON at most)."),
]


_NOT_MAPPED = {"type": "null", "description": "Not mapped: any value is refused 422 unsupported_filter."}


class Mem0In(BaseModel):
    model_config = ConfigDict(extra="ignore")


class Entities(Mem0In):
    user_id: EntityName | None = Field(default=None, description="The end user: their partition of your memory.")
    agent_id: EntityName | None = Field(default=None, description="An agent: its session memory (as run_id).")
    run_id: EntityName | None = Field(default=None, description="A run: its session memory.")
    app_id: Annotated[
        Any, WithJsonSchema({"type": "null", "description": "Not mapped: any value is refused 422 unsupported_filter."})
    ] = None
    filters: Filters = None


class MessageIn(Mem0In):
    role: str = Field(min_length=1, max_length=64, pattern=r"^[^:\n\u0000]+$", description="user, assistant …")
    content: str = Field(max_length=limits.MAX_CONTENT_BYTES, description="The message text.")


class AddIn(Entities):
    messages: list[MessageIn] = Field(min_length=1, max_length=200)
    metadata: Metadata = None
    infer: Literal[True] | None = Field(
        default=None, description="Only true: messages always go through the per-turn extraction."
    )


class ListIn(Entities):
    page: int = Field(default=1, ge=1, le=1_000_000)
    page_size: int = Field(default=100, ge=1, le=1000)


class SearchIn(Entities):
    query: str = Field(min_length=1, max_length=4096)
    top_k: int = Field(default=10, ge=1, le=100)


class MemoryIdIn(Mem0In):
    memory_id: MemoryId


_TEXT_OR_METADATA = {
    "anyOf": [
        {"required": ["text"], "properties": {"text": {"type": "string"}}},
        {"required": ["metadata"], "properties": {"metadata": {"type": "object"}}},
    ]
}


class UpdateIn(MemoryIdIn):
    model_config = ConfigDict(extra="ignore", json_schema_extra=_TEXT_OR_METADATA)

    text: str | None = Field(default=None, min_length=1, max_length=1000, description="The memory in words.")
    metadata: Metadata = None


class DeleteIn(MemoryIdIn):
    delete_linked: bool = Field(default=False, description="Also the memories this one replaced.")


class BatchUpdateItem(Mem0In):
    model_config = ConfigDict(extra="ignore", json_schema_extra=_TEXT_OR_METADATA)

    memory_id: MemoryId
    text: str | None = Field(default=None, min_length=1, max_length=1000)
    metadata: Metadata = None


class BatchUpdateIn(Mem0In):
    memories: list[BatchUpdateItem] = Field(min_length=1, max_length=MAX_BATCH)


class BatchDeleteItem(Mem0In):
    memory_id: MemoryId


class BatchDeleteIn(Mem0In):
    memories: list[BatchDeleteItem] = Field(min_length=1, max_length=MAX_BATCH)


class EntityIn(Mem0In):
    entity_type: Literal["user", "agent", "run"]
    entity_id: EntityName


class EventIn(Mem0In):
    event_id: Annotated[str, Field(pattern=r"^[0-9]{1,18}$", description="The event_id add answered.")]


class NoArguments(Mem0In):
    pass
