"""Reading documents: which kind some bytes are, and their text in reading order.

`sniff` names the kind from the bytes (refusing what is not a document); `extract`
returns the text to store and its blocks (page, paragraph, byte range); `page_count`
tells how long a PDF is without laying it out. Both refuse
with the app's errors (415 not_a_document, 422 document_corrupt /
document_not_readable / empty_content), before anything is stored.
"""

import importlib

from graph.documents._blocks import Block, Extracted
from graph.documents._sniff import sniff
from graph.exceptions import Invalid

__all__ = ["Block", "Extracted", "extract", "page_count", "sniff"]

# The parsers (pdfminer, python-docx, BeautifulSoup over lxml) add ~50 MiB to a process:
# each is imported by the first document of its kind, not by every web process at start.
_READERS = {
    "pdf": ("graph.documents._pdf", "read_pdf"),
    "docx": ("graph.documents._docx", "read_docx"),
    "html": ("graph.documents._html", "read_html"),
    "text": ("graph.documents._plain", "read_text"),
}


def extract(data: bytes, kind: str) -> Extracted:
    """The text and blocks of `data`, which `sniff` found to be of `kind`."""
    module, reader = _READERS[kind]
    extracted = getattr(importlib.import_module(module), reader)(data)
    if not extracted.text.strip():
        raise Invalid(f"the {kind} document has no text", code="empty_content", kind=kind)
    return extracted


def page_count(data: bytes) -> int:
    """How many pages a PDF has, without laying it out."""
    from graph.documents._pdf import page_count as count

    return count(data)
