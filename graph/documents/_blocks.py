"""What every reader produces: paragraphs in reading order, joined into one text with
blocks that locate each paragraph in it.

Readers hand over `Paragraph`s; `assemble` joins them with a blank line between, so
the stored text reads like the document and each block's byte range slices the UTF-8
of that text exactly.
"""

from dataclasses import dataclass
from typing import Any

PARAGRAPH_SEPARATOR = "\n\n"
# Postgres text cannot hold NUL, and other C0 controls (form feeds, vertical tabs from
# PDF and DOCX) only disturb sentence splitting; a newline is a line break the author made.
_CONTROLS = {c: " " for c in range(1, 32) if chr(c) != "\n"} | {0: None, 0x7F: None}


@dataclass(frozen=True)
class Paragraph:
    text: str
    kind: str = "paragraph"  # heading | paragraph | list_item | table_row
    page: int | None = None  # 1-based; None for formats without pages


@dataclass(frozen=True)
class Block:
    page: int | None
    paragraph: int  # 1-based ordinal within its page (within the document when there are no pages)
    kind: str
    start_byte: int
    end_byte: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "page": self.page,
            "paragraph": self.paragraph,
            "kind": self.kind,
            "start_byte": self.start_byte,
            "end_byte": self.end_byte,
        }


@dataclass(frozen=True)
class Extracted:
    kind: str  # pdf | docx | html | text
    text: str
    blocks: list[Block]


def tidy(text: str) -> str:
    """One paragraph's text: controls dropped, runs of spaces folded, lines stripped, empty lines gone."""
    lines = (" ".join(line.split()) for line in text.translate(_CONTROLS).split("\n"))
    return "\n".join(line for line in lines if line)


def assemble(kind: str, paragraphs: list[Paragraph]) -> Extracted:
    """Join paragraphs (empty ones skipped) into one text and locate each as a block."""
    parts: list[str] = []
    blocks: list[Block] = []
    ordinals: dict[int | None, int] = {}
    offset = 0
    for paragraph in paragraphs:
        text = tidy(paragraph.text)
        if not text:
            continue
        if parts:
            parts.append(PARAGRAPH_SEPARATOR)
            offset += len(PARAGRAPH_SEPARATOR)
        size = len(text.encode())
        ordinals[paragraph.page] = ordinals.get(paragraph.page, 0) + 1
        blocks.append(Block(paragraph.page, ordinals[paragraph.page], paragraph.kind, offset, offset + size))
        parts.append(text)
        offset += size
    return Extracted(kind, "".join(parts), blocks)
