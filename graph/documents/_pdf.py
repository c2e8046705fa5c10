"""PDF: lines from pdfminer.six layout analysis, paragraphs rebuilt from where the lines sit.

pdfminer finds the text lines of a page and their reading order; its text boxes do not
reliably hold one paragraph (wide line spacing makes every line a box, tight spacing
merges paragraphs), so paragraphs are rebuilt here from the lines' geometry: a new
paragraph starts after vertical space, where the font or its size changes for a whole
line (a heading), at a bullet, at an indented first line, or after a line that stopped
well short of its column's right edge. Lines of one paragraph are joined with a space,
and a word hyphenated across a line end is joined back.
"""

import io
import re
import statistics
import struct
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from pdfminer.high_level import extract_pages
from pdfminer.layout import LAParams, LTChar, LTLayoutContainer, LTPage, LTTextBox, LTTextLine
from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import resolve1
from pdfminer.psexceptions import PSException

from graph.documents._blocks import Extracted, Paragraph, assemble
from graph.exceptions import Invalid

# pdfminer reports malformed input through its own exceptions and, deeper in its
# object and stream parsers, through these built-in ones (RecursionError: objects that
# refer to themselves); each means a damaged file.
_MALFORMED = (
    PSException, ValueError, KeyError, IndexError, TypeError, AssertionError, zlib.error, struct.error, RecursionError,
)  # fmt: skip
_BULLET = re.compile(r"^(?:[•◦▪‣●○■□–*-]|\d{1,3}[.)])\s")
_SIZE_CHANGE = 0.12  # relative font-size difference that separates a heading from body text
_EXTRA_SPACE = 0.4  # space beyond the usual line pitch, in font sizes, that separates paragraphs
_SHORT_LINE = 0.18  # share of the column width left empty that marks a paragraph's last line
_HEADING_MAX_LINES = 3


@dataclass(frozen=True)
class _Line:
    text: str
    x0: float
    x1: float
    y0: float
    size: float
    font: str  # the font most of the line is set in


def read_pdf(data: bytes) -> Extracted:
    """Paragraphs of every page in reading order, each block carrying its page number.

    Refuses: 422 document_not_readable (encrypted, or no text layer: a scan or images
    only); 422 document_corrupt (pdfminer cannot parse it).
    """
    paragraphs: list[Paragraph] = []
    for number, lines in enumerate(_pages_lines(data), start=1):
        body = _body_font(lines)
        for group in _paragraph_groups(lines):
            paragraphs.append(Paragraph(_join(group), _kind(group, body), page=number))
    extracted = assemble("pdf", paragraphs)
    if not extracted.text:
        raise Invalid(
            "the PDF has no text layer (a scan or images only); run OCR on it and send the result",
            code="document_not_readable",
            kind="pdf",
        )
    return extracted


def page_count(data: bytes) -> int:
    """How many pages the PDF declares, read from its page tree (no page is laid out).

    Refuses like `read_pdf` for an encrypted or damaged file.
    """
    with _refusals():
        document = PDFDocument(PDFParser(io.BytesIO(data)))
        return int(resolve1(resolve1(document.catalog["Pages"])["Count"]))


def _pages_lines(data: bytes) -> list[list[_Line]]:
    # all_texts: some producers put every word inside form XObjects (figures).
    pages = extract_pages(io.BytesIO(data), laparams=LAParams(all_texts=True))
    found: list[list[_Line]] = []
    while True:
        # Only pdfminer's work is guarded, one page at a time (pages are laid out lazily):
        # an error in reading the laid-out lines is a bug here, not a damaged file.
        with _refusals():
            page = next(pages, None)
        if page is None:
            return found
        found.append(list(_lines(page)))


@contextmanager
def _refusals() -> Iterator[None]:
    """pdfminer's errors as the verb's refusals."""
    try:
        yield
    except PDFEncryptionError:
        raise Invalid(
            "the PDF is encrypted with a password; remove the password and send it again",
            code="document_not_readable",
            kind="pdf",
        ) from None
    except _MALFORMED as exc:
        raise Invalid(
            f"the PDF cannot be parsed ({exc.__class__.__name__}): the file is damaged",
            code="document_corrupt",
            kind="pdf",
        ) from None


def _lines(container: LTLayoutContainer | LTPage) -> Iterator[_Line]:
    for element in container:
        if isinstance(element, LTTextBox):
            for line in element:
                text = " ".join(line.get_text().split()) if isinstance(line, LTTextLine) else ""
                if text:
                    yield _Line(text, line.x0, line.x1, line.y0, *_font(line))
        elif isinstance(element, LTLayoutContainer):
            yield from _lines(element)


def _font(line: LTTextLine) -> tuple[float, str]:
    chars = [char for char in line if isinstance(char, LTChar)]
    if not chars:
        return line.height, ""
    return statistics.median(c.size for c in chars), statistics.mode(c.fontname for c in chars)


def _body_font(lines: list[_Line]) -> tuple[float, str]:
    """The font size and font that most of the page's text is set in."""
    weight: dict[tuple[float, str], int] = {}
    for line in lines:
        key = (round(line.size, 1), line.font)
        weight[key] = weight.get(key, 0) + len(line.text)
    return max(weight, key=weight.__getitem__) if weight else (0.0, "")


def _paragraph_groups(lines: list[_Line]) -> list[list[_Line]]:
    pitch = _line_pitch(lines)
    groups: list[list[_Line]] = []
    for line in lines:
        if groups and not _starts_paragraph(groups[-1], line, pitch, lines):
            groups[-1].append(line)
        else:
            groups.append([line])
    return groups


def _line_pitch(lines: list[_Line]) -> dict[float, float]:
    """The usual distance between consecutive baselines, per font size."""
    steps: dict[float, list[float]] = {}
    for previous, line in zip(lines, lines[1:], strict=False):
        step = previous.y0 - line.y0
        if _same_size(previous.size, line.size) and 0 < step < 3 * line.size:
            steps.setdefault(round(line.size, 1), []).append(step)
    return {size: statistics.median(found) for size, found in steps.items()}


def _same_size(a: float, b: float) -> bool:
    return abs(a - b) <= _SIZE_CHANGE * max(a, b)


def _starts_paragraph(group: list[_Line], line: _Line, pitch: dict[float, float], page: list[_Line]) -> bool:
    previous = group[-1]
    step = previous.y0 - line.y0
    if not _same_size(previous.size, line.size) or previous.font != line.font:
        return True
    if step <= 0 or line.x0 > previous.x1 or line.x1 < previous.x0:
        return True  # moved up or sideways: the next column or a box out of the text flow
    usual = pitch.get(round(line.size, 1), 1.2 * line.size)
    if step - usual > _EXTRA_SPACE * line.size:
        return True
    if _BULLET.match(line.text):
        return True
    if not _BULLET.match(group[0].text) and line.x0 > previous.x0 + line.size:
        return True  # an indented first line (a list item's wrapped lines hang indented instead)
    return _ends_short(previous, page) and not line.text[:1].islower()


def _ends_short(line: _Line, page: list[_Line]) -> bool:
    """Whether `line` stops well before the right edge of the column it is set in."""
    column = [other.x1 for other in page if abs(other.x0 - line.x0) <= 2 * line.size]
    right = max(column, default=line.x1)
    return right - line.x1 > _SHORT_LINE * (right - line.x0)


def _join(lines: list[_Line]) -> str:
    text = lines[0].text
    for line in lines[1:]:
        if text.endswith("\xad"):
            text = text[:-1] + line.text  # a soft hyphen marks where the word was broken
        elif text.endswith("-") and text[-2:-1].isalpha() and line.text[:1].islower():
            text = text[:-1] + line.text
        else:
            text += " " + line.text
    return text


def _kind(group: list[_Line], body: tuple[float, str]) -> str:
    if _BULLET.match(group[0].text):
        return "list_item"
    first = group[0]
    if len(group) <= _HEADING_MAX_LINES and (
        first.size > body[0] * (1 + _SIZE_CHANGE) or (first.font != body[1] and not group[-1].text.endswith("."))
    ):
        return "heading"
    return "paragraph"
