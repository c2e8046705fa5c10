"""The input schema of every memory verb, declared once.

These pydantic models validate HTTP bodies and MCP arguments alike, and their JSON
Schemas are what MCP clients and the OpenAPI document show. Unknown fields are
refused so a misspelt argument is reported instead of silently ignored. Every string
has a size limit from graph.contracts.limits (shown as maxLength); limits across fields
(counts, total bytes) are checked by the verbs. Either refuses with 413
`limit_exceeded` naming the limit.
"""

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema, model_validator

from graph.contracts import limits
from graph.contracts.limits import MaxBytes, MaxJsonBytes
from graph.contracts.schema_truths import exactly_one_of, needs_when_sent, one_at_most_and_some_of, storable_value


def _whole_number(value: Any) -> Any:
    # JSON Schema counts 860.0 as the integer 860 (as JSON does); strict validation would not.
    if type(value) is float and value.is_integer() and abs(value) < 2**63:
        return int(value)
    return value


# Every integer argument: a JSON number with no fraction. Not "5", not true (strict models).
WholeNumber = BeforeValidator(_whole_number)
Integer = Annotated[int, WholeNumber]

# Names, types and labels: stored and indexed, so bounded in bytes.
Label = Annotated[str, MaxBytes(limits.MAX_NAME_BYTES)]
Name = Annotated[str, Field(min_length=1), MaxBytes(limits.MAX_NAME_BYTES)]
Attributes = Annotated[
    dict[Label, Annotated[Any, MaxJsonBytes(limits.MAX_ATTRIBUTE_VALUE_BYTES), WithJsonSchema(storable_value())]],
    Field(max_length=limits.MAX_ATTRIBUTES),
]

# A name without ':' that is not blank, or org:/session: and a name without ':' (graph.access.scope_ref).
SCOPE_PATTERN = "^(?:[^:\\u0000]*[^:\\s\\u0000][^:\\u0000]*|(?:org|session):[^:\\u0000]+)$"
ScopeField = Annotated[
    Annotated[str, MaxBytes(limits.MAX_SCOPE_BYTES), Field(json_schema_extra={"pattern": SCOPE_PATTERN})] | None,
    Field(
        description="Memory namespace: a name (shared by agents of the same owner), 'account', 'org:<slug>' or "
        "'session:<run id>'. Omit to use the X-MemoryMesh-Scope header, else 'default'."
    ),
]
UserIdField = Annotated[
    Annotated[str, MaxBytes(limits.MAX_USER_ID_BYTES), Field(json_schema_extra={"pattern": "^[^:\\u0000]*$"})] | None,
    Field(
        description="Optional end user inside your key (one app, many end users): every scope is then private "
        "to that end user. No ':', at most 256 bytes. The X-MemoryMesh-User header, when set, must match."
    ),
]
DateText = Annotated[
    str,
    MaxBytes(limits.MAX_DATE_CHARS),
    WithJsonSchema(
        {"type": "string", "maxLength": limits.MAX_DATE_CHARS, "anyOf": [{"format": "date"}, {"format": "date-time"}]}
    ),
]
DateField = Annotated[
    DateText | None,
    Field(description="ISO 8601 date or date-time when this was said or became true, e.g. 2026-10-01."),
]
InstantField = Annotated[DateText | None, Field(description="ISO 8601 date or date-time (a date means its end, UTC).")]


class Strict(BaseModel):
    # strict: "5" is not 5 and 0 is not false; a caller's mistake is refused, not guessed at.
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False, strict=True)


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

    model_config = ConfigDict(json_schema_extra=needs_when_sent("kind", "subject"))

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

    model_config = ConfigDict(
        json_schema_extra=one_at_most_and_some_of(("content", "messages", "passages"), ("facts",))
    )

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
_ANY_JSON_VALUE = storable_value()


class AttributeQuery(Strict):
    key: Name
    value: Annotated[Any, MaxJsonBytes(limits.MAX_ATTRIBUTE_VALUE_BYTES), WithJsonSchema(_ANY_JSON_VALUE)] = Field(
        description="The value to match, as it was stored (a string, number, boolean, array or object)."
    )
    type: Label | None = None


class RecallIn(Scoped):
    subject: Name | None = Field(default=None, description="Entity name: exact, near spelling, or one whole word.")
    attribute: AttributeQuery | None = Field(default=None, description="Find entities by an attribute's value.")
    k: Integer = Field(default=50, ge=1, le=1000, description="Maximum number of facts.")
    compact: bool = Field(default=False, description="Each item once, without retrieval diagnostics.")
    direction: str = Field(default="both", pattern="^(both|outbound|inbound)$")
    as_of: InstantField = None
    valid_at: InstantField = None

    model_config = ConfigDict(json_schema_extra=exactly_one_of("subject", "attribute"))

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


DocId = Annotated[str, Field(max_length=limits.MAX_DOC_ID_CHARS, json_schema_extra={"pattern": "^[0-9]+$"})]


class ForgetIn(Scoped):
    subject: Name | None = Field(default=None, description="Exact entity name: the entity, its facts, its passages.")
    fact: FactRef | None = Field(default=None, description="One fact {from, to, type}; both entities stay.")
    passage: DocId | None = Field(default=None, description="A doc_id (decimal string) returned by remember.")
    source: Label | None = Field(default=None, description="A source label: every document stored under it.")
    all: Literal[True] | None = Field(default=None, description="true: the whole scope.")
    attribute: AttributeRef | None = Field(default=None, description="One attribute {subject, key} of an entity.")
    reason: Annotated[str, MaxBytes(limits.MAX_REASON_BYTES)] | None = Field(
        default=None, description="Accepted, not stored."
    )

    model_config = ConfigDict(
        json_schema_extra=exactly_one_of("subject", "fact", "passage", "source", "attribute", "all")
    )

    @model_validator(mode="after")
    def _exactly_one_form(self) -> "ForgetIn":
        forms = [n for n in ("subject", "fact", "passage", "source", "attribute") if getattr(self, n) is not None]
        if self.all:
            forms.append("all")
        if len(forms) != 1:
            raise ValueError(f"send exactly one of subject, fact, passage, source, all, attribute (got {len(forms)})")
        return self


class StatusIn(Scoped):
    pass


class ContextIn(Scoped):
    query: Annotated[str, MaxBytes(limits.MAX_QUERY_BYTES)] = Field(
        min_length=1, description="A question or a few words."
    )
    hops: Integer = Field(default=2, ge=0, le=3, description="How far to walk the graph from matched entities.")
    k: Integer = Field(default=8, ge=1, le=100, description="Maximum number of items.")
    compact: bool = Field(default=False, description="Each item once, without retrieval diagnostics.")
    as_of: InstantField = None
    valid_at: InstantField = None


# Standard base64 with white space anywhere (line-wrapped, as the `base64` tool prints it),
# as graph.services.document reads it.
BASE64_PATTERN = (
    "^\\s*(?:(?:[A-Za-z0-9+/]\\s*){4})*"
    "(?:(?:[A-Za-z0-9+/]\\s*){4}|(?:[A-Za-z0-9+/]\\s*){2}=\\s*=|(?:[A-Za-z0-9+/]\\s*){3}=)\\s*$"
)


class DocumentIn(Scoped):
    content_base64: Annotated[
        str, Field(max_length=limits.MAX_DOCUMENT_BASE64_CHARS, json_schema_extra={"pattern": BASE64_PATTERN})
    ] = Field(
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
