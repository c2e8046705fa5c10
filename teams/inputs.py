"""The input schemas of the three-dimensional memory verbs, declared once (HTTP, MCP, OpenAPI)."""

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from graph.contracts.inputs import DateField, Integer, Strict, UserIdField, WholeNumber
from graph.contracts.schema_truths import needs_for_each, needs_when_listed

MAX_TURN_MESSAGES = 200
Dimension = Literal["account", "org", "session"]

# A slug; "" is taken as no organisation named.
OrgField = Annotated[
    Annotated[str, Field(json_schema_extra={"pattern": "^[-a-zA-Z0-9_]*$"})] | None,
    Field(
        description="The organisation (slug) this conversation belongs to: its memory is searched and its admins' "
        "'we …' statements written to it. An org-bound token defaults to its organisation.",
    ),
]
RunIdField = Annotated[
    str | None,
    Field(min_length=1, max_length=256, description="The session (run) id: its memory is searched."),
]
MinConfidenceField = Annotated[float, Field(ge=0, le=1, description="Leave out memories below this confidence.")]


class TurnMessageIn(Strict):
    role: str = Field(
        min_length=1,
        max_length=64,
        pattern=r"^[^:\n]+$",
        description="user, assistant, system … (only user messages are mined for memories).",
    )
    content: str = Field(description="The message text, as said.")
    at: DateField = None
    id: str | None = Field(default=None, max_length=256, description="Your id for this message, kept as the key.")


class AfterTurnIn(Strict):
    run_id: str = Field(min_length=1, max_length=256, description="The session (run) id; no ':'.")
    org: OrgField = None
    messages: list[TurnMessageIn] = Field(min_length=1, max_length=MAX_TURN_MESSAGES)
    extract: bool = Field(default=True, description="false: store the turn only, extract nothing.")
    user_id: UserIdField = None


class BeforeTurnIn(Strict):
    message: str = Field(min_length=1, max_length=8192, description="The user's latest message.")
    org: OrgField = None
    run_id: RunIdField = None
    k: Integer = Field(default=8, ge=1, le=50, description="How many relevant memories.")
    # Bounds before the validator: after it, pydantic writes them into the schema as `ge`/`le`.
    profile_chars: Annotated[int, Field(ge=100, le=20000), WholeNumber] | None = Field(
        default=None, description="Size of each profile block (default MEMORYMESH_PROFILE_MAX_CHARS)."
    )
    min_confidence: MinConfidenceField = 0.0
    user_id: UserIdField = None


class QueryIn(Strict):
    query: str | None = Field(
        default=None, max_length=4096, description="Words or a question; omit to list the most confident and recent."
    )
    org: OrgField = None
    run_id: RunIdField = None
    dimensions: list[Dimension] | None = Field(
        default=None, description="Which dimensions to search (default: every one this call can reach)."
    )
    k: Integer = Field(default=10, ge=1, le=100)
    hops: Integer = Field(default=1, ge=0, le=4, description="Graph steps from the entities the query names (0-4).")
    min_confidence: MinConfidenceField = 0.0
    user_id: UserIdField = None

    model_config = ConfigDict(json_schema_extra=needs_when_listed("dimensions", {"session": "run_id", "org": "org"}))


NEEDS_FOR_ACTION = {
    "add": ("text",),
    "update": ("id", "text"),
    "delete": ("id",),
    "end": ("id",),
    "resolve": ("id", "choice"),
    "undo_replace": ("id",),
    "undo_delete": ("id",),
}


class ManageIn(Strict):
    action: Literal["add", "update", "delete", "end", "resolve", "undo_replace", "undo_delete"]
    dimension: Literal["account", "org"] = "account"
    org: OrgField = None
    id: str | None = Field(
        default=None,
        pattern=r"^[0-9]+$",
        description="The memory's id (update, delete, end; undo_replace: the ended memory's; undo_delete: the deleted "
        "memory's), as memory_query returned "
        "it; for resolve, the conflict's id (an item's `conflict.id`).",
    )
    choice: Literal["keep_old", "take_new", "keep_both"] | None = Field(
        default=None,
        description="How to resolve a conflict (resolve): keep the current memory, take the proposed one "
        "(the current one ends, kept as history), or keep both.",
    )
    text: str | None = Field(
        default=None,
        min_length=1,
        max_length=1000,
        description="The memory in words (add, update), e.g. "
        "'Prefers TypeScript', 'We use PostgreSQL', 'The deploy window is Friday 17:00'.",
    )
    user_id: UserIdField = None

    model_config = ConfigDict(
        json_schema_extra=needs_for_each(("action", NEEDS_FOR_ACTION), ("dimension", {"org": ("org",)}))
    )

    @model_validator(mode="after")
    def _fields_for_action(self) -> "ManageIn":
        needs = NEEDS_FOR_ACTION[self.action]
        missing = [name for name in needs if getattr(self, name) is None]
        if missing:
            raise ValueError(f"action {self.action!r} needs {' and '.join(missing)}")
        if self.id is not None and not self.id.isdigit():
            raise ValueError("id must be a memory id: a decimal string as memory_query returned it")
        return self


class TurnReportIn(Strict):
    job_id: str = Field(
        pattern=r"^[0-9]{1,18}$",
        description="The turn's extraction job, as memory_after_turn answered it (`extraction.job_id`).",
    )
    user_id: UserIdField = None
