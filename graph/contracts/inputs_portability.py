"""Input schemas of memory_export, memory_import, memory_audit and delete_user — and the export records.

The records are what memory_export writes and memory_import reads back. The import
validates each record on its own against these models, so one bad record is reported
as skipped (index and reason) instead of refusing the whole page.
"""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from graph.contracts.inputs import Integer, Scoped, Strict, UserIdField
from graph.contracts.schema_truths import required_as

MAX_EXPORT_LIMIT = 1024
DEFAULT_EXPORT_LIMIT = 256
MAX_AUDIT_LIMIT = 1000
DEFAULT_AUDIT_LIMIT = 100

CursorField = Annotated[
    str | None,
    Field(description="`next` of the previous page, passed back unchanged; omit it on the first page."),
]
Instant = str | None


class ExportIn(Scoped):
    cursor: CursorField = None
    limit: Integer = Field(
        default=DEFAULT_EXPORT_LIMIT,
        ge=1,
        le=MAX_EXPORT_LIMIT,
        description="Catalog items (entities, documents, facts) on this page (1-1024, default 256).",
    )


class ImportIn(Scoped):
    records: list[dict[str, Any]] = Field(
        description="Records exactly as memory_export returned them: any page, in any order, at most 4,096 per call."
    )


class AuditIn(Strict):
    scope: str | None = Field(
        default=None,
        description="Only the events of this scope (one you own: 'account', 'org:<slug>' you administer, "
        "'session:<run id>' or a name). Omit it for every scope you own.",
    )
    user_id: UserIdField = None
    cursor: CursorField = None
    limit: Integer = Field(default=DEFAULT_AUDIT_LIMIT, ge=1, le=MAX_AUDIT_LIMIT, description="Events on this page.")


class DeleteUserIn(Strict):
    user_id: str | None = Field(
        default=None,
        description="The end user whose partition to erase, in every scope you own. Required unless the "
        "X-MemoryMesh-User header names them.",
    )

    # The header alternative is a header: the body alone must name the end user.
    model_config = ConfigDict(json_schema_extra=required_as("user_id"))


# --- The records of an export ---


class Record(BaseModel):
    # Unknown fields are ignored: a record from a newer export still imports what we know.
    model_config = ConfigDict(extra="ignore")


class ExportHeader(Record):
    kind: Literal["export"]


class AttributeRecord(Record):
    value: Any = None
    valid_from: Instant = None


class EntityRecord(Record):
    kind: Literal["entity"]
    name: str = Field(min_length=1)
    type: str = ""
    attributes: dict[str, AttributeRecord] = Field(default_factory=dict)
    metadata: list[str] = Field(default_factory=list)


class SpanRecord(Record):
    start: int = Field(ge=0)
    end: int = Field(ge=0)


class SourceRecord(Record):
    kind: Literal["document", "asserted"] = "asserted"
    name: str | None = None
    date: Instant = None
    doc_id: str | None = None
    sha256: str | None = Field(default=None, pattern="^[0-9a-f]{64}$")
    span: SpanRecord | None = None


class FactRef(Record):
    id: str | None = None
    subject: str = Field(min_length=1)
    relation: str = Field(min_length=1)
    object: str = Field(min_length=1)
    recorded_at: str


class FactRecord(Record):
    kind: Literal["fact"]
    id: str | None = None
    subject: str = Field(min_length=1)
    subject_type: str | None = None
    relation: str = Field(min_length=1)
    object: str = Field(min_length=1)
    object_type: str | None = None
    weight: float = Field(default=1.0, ge=0, le=1)
    confidence: float = Field(default=1.0, ge=0, le=1)
    origin: str = "imported"
    attributes: dict[str, Any] = Field(default_factory=dict)
    valid_from: Instant = None
    valid_to: Instant = None
    recorded_at: Instant = None
    state: Literal["current", "ended"] = "current"
    ended_at: Instant = None
    replaced_by: FactRef | None = None
    source: SourceRecord = Field(default_factory=SourceRecord)

    @model_validator(mode="after")
    def _ended_has_a_time(self) -> "FactRecord":
        if (self.state == "ended") != (self.ended_at is not None):
            raise ValueError("an ended fact needs ended_at, a current one has none")
        return self


class PassageRecord(Record):
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    key: str | None = None
    mentions: list[str] = Field(default_factory=list)


class DocumentRecord(Record):
    kind: Literal["document"]
    doc_id: str | None = None
    sha256: str = Field(pattern="^[0-9a-f]{64}$")
    text_kind: str = Field(default="content", min_length=1, max_length=20)
    name: str | None = None
    date: Instant = None
    ingested_at: Instant = None
    text: str = Field(min_length=1)
    passages: list[PassageRecord] = Field(min_length=1)

    @model_validator(mode="after")
    def _passages_inside_the_text(self) -> "DocumentRecord":
        end = 0
        for index, passage in enumerate(self.passages):
            if not end <= passage.start < passage.end <= len(self.text):
                raise ValueError(
                    f"passages[{index}] ({passage.start}..{passage.end}) must lie inside the text, in order, "
                    "without overlapping the one before"
                )
            end = passage.end
        return self


class ConflictRecord(Record):
    """A pending conflict (graph.contracts.fact_companions): the current fact it disputes, by value,
    and the owning app's fields."""

    kind: Literal["conflict"]
    id: str | None = None
    fact: FactRef
    data: dict[str, Any] = Field(default_factory=dict)


AnyRecord = Annotated[
    ExportHeader | EntityRecord | FactRecord | DocumentRecord | ConflictRecord, Field(discriminator="kind")
]
