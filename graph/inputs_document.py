"""The input schema of memory_document (kept apart from graph/inputs.py, which holds the other verbs)."""

from pydantic import Field

from graph.inputs import DateField, Scoped


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
