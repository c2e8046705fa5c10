"""Word .docx: paragraphs, headings, list items and table rows in document order (python-docx)."""

import io
import zipfile
import zlib
from collections.abc import Iterator

import docx
from docx.document import Document as DocxDocument
from docx.opc.exceptions import PackageNotFoundError
from docx.table import Table
from docx.text.paragraph import Paragraph as DocxParagraph
from lxml import etree

from graph.documents._blocks import Extracted, Paragraph, assemble
from graph.exceptions import Invalid

# What python-docx and the zip and XML layers beneath it raise for a damaged file.
# python-docx reads parts and styles lazily, so the whole walk over the body is guarded.
_MALFORMED = (
    PackageNotFoundError, zipfile.BadZipFile, zlib.error, etree.XMLSyntaxError, KeyError, ValueError, EOFError,
)  # fmt: skip
_CELL_SEPARATOR = " | "


def read_docx(data: bytes) -> Extracted:
    """The body of a Word document in order; headers, footers and comments are left out.

    Refuses: 422 document_corrupt when python-docx cannot open or read the package.
    """
    try:
        return assemble("docx", list(_body(docx.Document(io.BytesIO(data)))))
    except _MALFORMED as exc:
        raise Invalid(
            f"the Word document cannot be read ({exc.__class__.__name__}): the file is damaged",
            code="document_corrupt",
            kind="docx",
        ) from None


def _body(document: DocxDocument) -> Iterator[Paragraph]:
    numbered = 0  # position within the current run of numbered-list paragraphs
    for item in document.iter_inner_content():  # paragraphs and tables, interleaved as in the file
        if isinstance(item, Table):
            numbered = 0
            yield from _table_rows(item)
            continue
        kind = _paragraph_kind(item)
        numbered = numbered + 1 if kind == "numbered" else 0
        if kind == "numbered":
            yield Paragraph(f"{numbered}. {item.text}", "list_item")
        elif kind == "bullet":
            yield Paragraph(f"- {item.text}", "list_item")
        else:
            yield Paragraph(item.text, kind)


def _paragraph_kind(paragraph: DocxParagraph) -> str:
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    if style.startswith("Heading") or style in ("Title", "Subtitle"):
        return "heading"
    if style.startswith("List Number"):
        return "numbered"
    # Lists made with the numbering buttons carry numPr without a list style; python-docx
    # has no public API for numbering, so the paragraph's properties are read directly.
    properties = paragraph._p.pPr
    if style.startswith("List") or (properties is not None and properties.numPr is not None):
        return "bullet"
    return "paragraph"


def _table_rows(table: Table) -> Iterator[Paragraph]:
    for row in table.rows:
        cells: list[str] = []
        seen: list[object] = []
        for cell in row.cells:
            if any(cell._tc is element for element in seen):
                continue  # a merged cell is listed once per grid column it spans
            seen.append(cell._tc)
            text = " ".join(cell.text.split())
            if text:
                cells.append(text)
        yield Paragraph(_CELL_SEPARATOR.join(cells), "table_row")
