"""The input schema of every memory verb, declared once.

These pydantic models validate HTTP bodies and MCP arguments alike, and their JSON
Schemas are what MCP clients and the OpenAPI document show. Unknown fields are
refused so a misspelt argument is reported instead of silently ignored. Every string
has a size limit from graph.contracts.limits (shown as maxLength); limits across fields
(counts, total bytes) are checked by the verbs. Either refuses with 413
`limit_exceeded` naming the limit.
"""

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, model_validator

from graph.contracts import limits
from graph.contracts.limits import MaxBytes, MaxJsonBytes

# Names, types and labels: stored and indexed, so bounded in bytes.
Label = Annotated[str, MaxBytes(limits.MAX_NAME_BYTES)]
Name = Annotated[str, Field(min_length=1), MaxBytes(limits.MAX_NAME_BYTES)]
Attributes = Annotated[
    dict[Label, Annotated[Any, MaxJsonBytes(limits.MAX_ATTRIBUTE_VALUE_BYTES)]],
    Field(max_length=limits.MAX_ATTRIBUTES),
]

ScopeField = Annotated[
    Annotated[str, MaxBytes(limits.MAX_SCOPE_BYTES)] | None,
    Field(
        description="Memory namespace: a name (shared by agents of the same owner), 'account', 'org:<slug>' or "
        "'session:<run id>'. Omit to use the X-MemoryMesh-Scope header, else 'default'."
    ),
]
UserIdField = Annotated[
    Annotated[str, MaxBytes(limits.MAX_USER_ID_BYTES)] | None,
    Field(
        description="Optional end user inside your key (one app, many end users): every scope is then private "
        "to that end user. No ':', at most 256 bytes. The X-MemoryMesh-User header, when set, must match."
    ),
]
DateText = Annotated[str, MaxBytes(limits.MAX_DATE_CHARS)]
DateField = Annotated[
    DateText | None,
    Field(description="ISO 8601 date or date-time when this was said or became true, e.g. 2026-10-01."),
]
InstantField = Annotated[DateText | None, Field(description="ISO 8601 date or date-time (a date means its end, UTC).")]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class Scoped(Strict):
    scope: ScopeField = None
    user_id: UserIdField = None


class EntityIn(Strict):
    name: Name = Field(description="The entity's name, as it should be shown.")
    type: Label = Field(default="", description="Its class, e.g. Person, Company. Reuse spellings from memory_status.")
    attributes: Attributes | None = Field(default=None, description='Typed attributes, e.g. {"role": "cto"}.')


class RelationIn(Strict):
    source: Name
    target: Name
    type: Name = Field(description="The relation, e.g. WORKS_AT. Reuse spellings from memory_status.")
    attributes: Attributes | None = None
    weight: float | None = Field(default=None, ge=0, le=1)
    replaces: bool = Field(default=False, description="End the source's other current targets of this type.")


class FactsIn(Strict):
    entities: list[EntityIn] = Field(default_factory=list)
    relations: list[RelationIn] = Field(default_factory=list)
    subject: Name | None = Field(default=None, description="Short form: one entity name (with `kind`).")
    kind: Label | None = Field(default=None, description="Short form: the type of `subject`.")

    @model_validator(mode="after")
    def _short_form(self) -> "FactsIn":
        if self.kind is not None and self.subject is None:
            raise ValueError("`kind` needs `subject` (short form {subject, kind})")
        if self.subject is not None:
            self.entities = [*self.entities, EntityIn(name=self.subject, type=self.kind or "")]
            self.subject = self.kind = None
        return self


class MessageIn(Strict):
    role: Name
    content: Annotated[str, MaxBytes(limits.MAX_CONTENT_BYTES)]


class PassageIn(Strict):
    text: Annotated[str, MaxBytes(limits.MAX_PASSAGE_BYTES)] = Field(min_length=1)
    mentions: list[Name] = Field(default_factory=list, description="Names this text is about; each must occur in it.")
    key: Label | None = Field(default=None, description="Your own id for this passage, returned with every hit.")


class RememberIn(Scoped):
    content: Annotated[str, MaxBytes(limits.MAX_CONTENT_BYTES)] | None = Field(
        default=None, description="Raw text to store; split at sentence ends into passages."
    )
    messages: list[MessageIn] | None = Field(default=None, description="A conversation; one line per turn.")
    passages: list[PassageIn] | None = Field(default=None, description="Texts to store as they are, with mentions.")
    facts: FactsIn | None = Field(default=None, description="Entities and relations you extracted; stored at once.")
    source: Label | None = Field(default=None, description="A source label (e.g. a file name) shown in citations.")
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
    from_: Name = Field(alias="from", description="Source entity name (created if new).")
    to: Name = Field(description="Target entity name (created if new).")
    type: Name = Field(description="Relation type, e.g. WORKS_AT.")
    attributes: Attributes | None = Field(default=None, description='e.g. {"role": "cto", "valid_from": "2026-03-01"}')
    weight: float | None = Field(default=None, ge=0, le=1)
    replaces: bool = Field(
        default=False,
        description="End the source's other current targets of this type (works_at, lives_in …), keeping history.",
    )
    date: DateField = None
    source: Label | None = None

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


# Any JSON value, each type its own branch: a schema without a type keyword is refused
# (or silently dropped) by clients that map tool schemas onto a single-type dialect.
_ANY_JSON_VALUE = {"anyOf": [{"type": t} for t in ("string", "number", "boolean", "array", "object", "null")]}


class AttributeQuery(Strict):
    key: Name
    value: Annotated[Any, MaxJsonBytes(limits.MAX_ATTRIBUTE_VALUE_BYTES), WithJsonSchema(_ANY_JSON_VALUE)] = Field(
        description="The value to match, as it was stored (a string, number, boolean, array or object)."
    )
    type: Label | None = None


class RecallIn(Scoped):
    subject: Name | None = Field(default=None, description="Entity name: exact, near spelling, or one whole word.")
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
    from_: Name = Field(alias="from")
    to: Name
    type: Name

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class AttributeRef(Strict):
    subject: Name
    key: Name


class ForgetIn(Scoped):
    subject: Name | None = Field(default=None, description="Exact entity name: the entity, its facts, its passages.")
    fact: FactRef | None = Field(default=None, description="One fact {from, to, type}; both entities stay.")
    passage: Annotated[str, Field(max_length=limits.MAX_DOC_ID_CHARS)] | None = Field(
        default=None, description="A doc_id (decimal string) returned by remember."
    )
    source: Label | None = Field(default=None, description="A source label: every document stored under it.")
    all: bool | None = Field(default=None, description="true: the whole scope.")
    attribute: AttributeRef | None = Field(default=None, description="One attribute {subject, key} of an entity.")
    reason: Annotated[str, MaxBytes(limits.MAX_REASON_BYTES)] | None = Field(
        default=None, description="Accepted, not stored."
    )

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
    query: Annotated[str, MaxBytes(limits.MAX_QUERY_BYTES)] = Field(
        min_length=1, description="A question or a few words."
    )
    hops: int = Field(default=2, ge=0, le=3, description="How far to walk the graph from matched entities.")
    k: int = Field(default=8, ge=1, le=100, description="Maximum number of items.")
    compact: bool = Field(default=False, description="Each item once, without retrieval diagnostics.")
    as_of: InstantField = None
    valid_at: InstantField = None


class DocumentIn(Scoped):
    content_base64: Annotated[str, Field(max_length=limits.MAX_DOCUMENT_BASE64_CHARS)] = Field(
        min_length=1,
        description="The file's bytes in standard base64 (line breaks allowed). At most 5,000,000 bytes decoded. "
        "PDF, Word .docx, HTML or UTF-8 text; the type is read from the bytes, not from `name`.",
    )
    name: Label | None = Field(
        default=None,
        description="A label for the document (e.g. its file name), stored as its source label and shown in "
        "citations; memory_forget `source` forgets by it.",
    )
    date: DateField = None
