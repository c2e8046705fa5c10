"""Reading documents: which kind some bytes are, and their text in reading order.

`sniff` names the kind from the bytes (refusing what is not a document); `extract`
returns the text to store and its blocks (page, paragraph, byte range); `page_count`
tells how long a PDF is without laying it out. Both refuse
with the app's errors (415 not_a_document, 422 document_corrupt /
document_not_readable / empty_content), before anything is stored.
"""

from graph.documents._blocks import Block, Extracted
from graph.documents._docx import read_docx
from graph.documents._html import read_html
from graph.documents._pdf import page_count, read_pdf
from graph.documents._plain import read_text
from graph.documents._sniff import sniff
from graph.exceptions import Invalid

__all__ = ["Block", "Extracted", "extract", "page_count", "sniff"]

_READERS = {"pdf": read_pdf, "docx": read_docx, "html": read_html, "text": read_text}


def extract(data: bytes, kind: str) -> Extracted:
    """The text and blocks of `data`, which `sniff` found to be of `kind`."""
    extracted = _READERS[kind](data)
    if not extracted.text.strip():
        raise Invalid(f"the {kind} document has no text", code="empty_content", kind=kind)
    return extracted
