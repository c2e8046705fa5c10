"""The input schema of every memory verb, declared once.

These pydantic models validate HTTP bodies and MCP arguments alike, and their JSON
Schemas are what MCP clients and the OpenAPI document show. Unknown fields are
refused so a misspelt argument is reported instead of silently ignored. Size limits
that SPEC §5 names (counts, bytes) are checked by the verbs, which refuse with
413 `limit_exceeded` naming the limit.
"""

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

ScopeField = Annotated[
    str | None,
    Field(
        description="Memory namespace: a name (shared by agents of the same owner), 'account', 'org:<slug>' or "
        "'session:<run id>'. Omit to use the X-MemoryMesh-Scope header, else 'default'."
    ),
]
UserIdField = Annotated[
    str | None,
    Field(
        description="Optional end user inside your key (one app, many end users): every scope is then private "
        "to that end user. No ':', at most 256 bytes. The X-MemoryMesh-User header, when set, must match."
    ),
]
DateField = Annotated[
    str | None,
    Field(description="ISO 8601 date or date-time when this was said or became true, e.g. 2026-10-01."),
]
InstantField = Annotated[str | None, Field(description="ISO 8601 date or date-time (a date means its end, UTC).")]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class Scoped(Strict):
    scope: ScopeField = None
    user_id: UserIdField = None


class EntityIn(Strict):
    name: str = Field(min_length=1, description="The entity's name, as it should be shown.")
    type: str = Field(default="", description="Its class, e.g. Person, Company. Reuse spellings from memory_status.")
    attributes: dict[str, Any] | None = Field(default=None, description='Typed attributes, e.g. {"role": "cto"}.')


class RelationIn(Strict):
    source: str = Field(min_length=1)
    target: str = Field(min_length=1)
    type: str = Field(min_length=1, description="The relation, e.g. WORKS_AT. Reuse spellings from memory_status.")
    attributes: dict[str, Any] | None = None
    weight: float | None = Field(default=None, ge=0, le=1)
    replaces: bool = Field(default=False, description="End the source's other current targets of this type.")


class FactsIn(Strict):
    entities: list[EntityIn] = Field(default_factory=list)
    relations: list[RelationIn] = Field(default_factory=list)
    subject: str | None = Field(default=None, description="Short form: one entity name (with `kind`).")
    kind: str | None = Field(default=None, description="Short form: the type of `subject`.")

    @model_validator(mode="after")
    def _short_form(self) -> "FactsIn":
        if self.kind is not None and self.subject is None:
            raise ValueError("`kind` needs `subject` (short form {subject, kind})")
        if self.subject is not None:
            self.entities = [*self.entities, EntityIn(name=self.subject, type=self.kind or "")]
            self.subject = self.kind = None
        return self


class MessageIn(Strict):
    role: str = Field(min_length=1)
    content: str


class PassageIn(Strict):
    text: str = Field(min_length=1)
    mentions: list[str] = Field(default_factory=list, description="Names this text is about; each must occur in it.")
    key: str | None = Field(default=None, description="Your own id for this passage, returned with every hit.")


class RememberIn(Scoped):
    content: str | None = Field(default=None, description="Raw text to store; split at sentence ends into passages.")
    messages: list[MessageIn] | None = Field(default=None, description="A conversation; one line per turn.")
    passages: list[PassageIn] | None = Field(default=None, description="Texts to store as they are, with mentions.")
    facts: FactsIn | None = Field(default=None, description="Entities and relations you extracted; stored at once.")
    source: str | None = Field(default=None, description="A source label (e.g. a file name) shown in citations.")
    date: DateField = None

    @model_validator(mode="after")
    def _one_text_form(self) -> "RememberIn":
        forms = [n for n in ("content", "messages", "passages") if getattr(self, n) is not None]
        if len(forms) > 1:
            raise ValueError(f"send only one of content, messages, passages (got {', '.join(forms)})")
        if not forms and self.facts is None:
            raise ValueError("send content, messages or passages, and/or facts")
        return self


class RelateIn(Scoped):
    from_: str = Field(alias="from", min_length=1, description="Source entity name (created if new).")
    to: str = Field(min_length=1, description="Target entity name (created if new).")
    type: str = Field(min_length=1, description="Relation type, e.g. WORKS_AT.")
    attributes: dict[str, Any] | None = Field(
        default=None, description='e.g. {"role": "cto", "valid_from": "2026-03-01"}'
    )
    weight: float | None = Field(default=None, ge=0, le=1)
    replaces: bool = Field(
        default=False,
        description="End the source's other current targets of this type (works_at, lives_in …), keeping history.",
    )
    date: DateField = None
    source: str | None = None

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class AttributeQuery(Strict):
    key: str = Field(min_length=1)
    value: Any
    type: str | None = None


class RecallIn(Scoped):
    subject: str | None = Field(default=None, description="Entity name: exact, near spelling, or one whole word.")
    attribute: AttributeQuery | None = Field(default=None, description="Find entities by an attribute's value.")
    k: int = Field(default=50, ge=1, le=1000, description="Maximum number of facts.")
    compact: bool = Field(default=False, description="Each item once, without retrieval diagnostics.")
    direction: str = Field(default="both", pattern="^(both|outbound|inbound)$")
    as_of: InstantField = None
    valid_at: InstantField = None

    @model_validator(mode="after")
    def _subject_or_attribute(self) -> "RecallIn":
        if (self.subject is None) == (self.attribute is None):
            raise ValueError("send exactly one of subject, attribute")
        return self


class FactRef(Strict):
    from_: str = Field(alias="from", min_length=1)
    to: str = Field(min_length=1)
    type: str = Field(min_length=1)

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class AttributeRef(Strict):
    subject: str = Field(min_length=1)
    key: str = Field(min_length=1)


class ForgetIn(Scoped):
    subject: str | None = Field(default=None, description="Exact entity name: the entity, its facts, its passages.")
    fact: FactRef | None = Field(default=None, description="One fact {from, to, type}; both entities stay.")
    passage: str | None = Field(default=None, description="A doc_id (decimal string) returned by remember.")
    source: str | None = Field(default=None, description="A source label: every document stored under it.")
    all: bool | None = Field(default=None, description="true: the whole scope.")
    attribute: AttributeRef | None = Field(default=None, description="One attribute {subject, key} of an entity.")
    reason: str | None = Field(default=None, description="Accepted, not stored.")

    @model_validator(mode="after")
    def _exactly_one_form(self) -> "ForgetIn":
        forms = [n for n in ("subject", "fact", "passage", "source", "attribute") if getattr(self, n) is not None]
        if self.all:
            forms.append("all")
        elif self.all is False:
            raise ValueError("all must be true when sent")
        if len(forms) != 1:
            raise ValueError(f"send exactly one of subject, fact, passage, source, all, attribute (got {len(forms)})")
        return self


class StatusIn(Scoped):
    pass


class ContextIn(Scoped):
    query: str = Field(min_length=1, max_length=4096, description="A question or a few words.")
    hops: int = Field(default=2, ge=0, le=3, description="How far to walk the graph from matched entities.")
    k: int = Field(default=8, ge=1, le=100, description="Maximum number of items.")
    compact: bool = Field(default=False, description="Each item once, without retrieval diagnostics.")
    as_of: InstantField = None
    valid_at: InstantField = None


class DocumentIn(Scoped):
    content_base64: str = Field(
        min_length=1,
        description="The file's bytes in standard base64 (line breaks allowed). At most 5,000,000 bytes decoded. "
        "PDF, Word .docx, HTML or UTF-8 text; the type is read from the bytes, not from `name`.",
    )
    name: str | None = Field(
        default=None,
        description="A label for the document (e.g. its file name), stored as its source label and shown in "
        "citations; memory_forget `source` forgets by it.",
    )
    date: DateField = None
