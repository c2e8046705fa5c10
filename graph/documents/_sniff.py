"""Which kind of document some bytes are, read from the bytes themselves (never a name).

Cheap structural checks run here too, so that a truncated PDF or a broken Word file
is refused at once even when parsing itself would run in the background.
"""

import io
import re
import zipfile

from graph.exceptions import Invalid, UnsupportedMedia

ACCEPTED = "PDF, Word .docx, HTML or UTF-8 text"

# Formats people send by mistake, named so the refusal says what was received.
_NOT_DOCUMENTS = [
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"\x1f\x8b", "gzip-compressed data"),
    (b"{\\rtf", "an RTF document (save it as .docx)"),
    (b"%!PS", "a PostScript file (print it to PDF)"),
]
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# A password-protected .docx is an OLE2 container holding this stream (its name in UTF-16).
_ENCRYPTED_PACKAGE = "EncryptedPackage".encode("utf-16-le")
_ZIP = (b"PK\x03\x04", b"PK\x05\x06")
# The HTML sniffing patterns of the WHATWG MIME Sniffing standard (each followed by a space or '>').
_HTML_TAGS = (
    b"<!doctype html", b"<html", b"<head", b"<script", b"<iframe", b"<h1", b"<div", b"<font",
    b"<table", b"<a", b"<style", b"<title", b"<b", b"<body", b"<br", b"<p",
)  # fmt: skip
_PDF_HEADER_WINDOW = 1024  # readers accept junk before %PDF- within the first KiB
_PDF_TRAILER_WINDOW = 1024  # and after %%EOF within the last KiB
_MAX_CONTROL_SHARE = 0.01
_CONTROL = re.compile("[\x00-\x08\x0b\x0e-\x1f]")  # C0 controls that text files do not use


def sniff(data: bytes) -> str:
    """The kind of `data`: "pdf", "docx", "html" or "text".

    Refuses: 415 not_a_document for anything else (naming what it looks like);
    422 document_corrupt for a PDF without its end marker (truncated) or a Word file
    whose archive cannot be read; 422 document_not_readable for a password-protected
    Word file; 422 empty_content for no bytes at all.
    """
    if not data.strip():
        raise Invalid("the document is empty", code="empty_content", field="content_base64")
    if b"%PDF-" in data[:_PDF_HEADER_WINDOW]:
        _check_pdf_trailer(data)
        return "pdf"
    if data.startswith(_ZIP):
        return _zip_kind(data)
    if data.startswith(_OLE2):
        raise _ole2_refusal(data)
    for magic, what in _NOT_DOCUMENTS:
        if data.startswith(magic):
            raise _not_a_document(f"this is {what}")
    if _looks_like_html(data):
        return "html"
    _check_utf8_text(data)
    return "text"


def _not_a_document(what: str) -> UnsupportedMedia:
    return UnsupportedMedia(f"{what}: not a {ACCEPTED} file", code="not_a_document")


def _check_pdf_trailer(data: bytes) -> None:
    if b"%%EOF" not in data[-_PDF_TRAILER_WINDOW:]:
        raise Invalid(
            "the PDF ends before its %%EOF marker: the file is truncated or damaged; send the whole file",
            code="document_corrupt",
            kind="pdf",
        )


def _zip_kind(data: bytes) -> str:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
    except zipfile.BadZipFile:
        # The directory sits at the end of a zip, so a cut file loses it; the local
        # headers at the front still name the parts of a Word document.
        if b"word/document.xml" in data or b"[Content_Types].xml" in data[:4096]:
            raise Invalid(
                "the Word document's archive cannot be read: the file is truncated or damaged",
                code="document_corrupt",
                kind="docx",
            ) from None
        raise _not_a_document("this is a damaged zip archive") from None
    if "word/document.xml" in names:
        return "docx"
    if any(name.startswith("xl/") for name in names):
        raise _not_a_document("this is an Excel workbook")
    if any(name.startswith("ppt/") for name in names):
        raise _not_a_document("this is a PowerPoint presentation")
    raise _not_a_document("this is a zip archive that is not a Word document")


def _ole2_refusal(data: bytes) -> Exception:
    if _ENCRYPTED_PACKAGE in data:
        return Invalid(
            "the Word document is password-protected; remove the password and send it again",
            code="document_not_readable",
            kind="docx",
        )
    return _not_a_document("this is a legacy Office file (.doc, .xls, .ppt); save it as .docx")


def _looks_like_html(data: bytes) -> bool:
    head = data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1024].lower()
    if head.startswith((b"<?xml", b"<!doctype")) and b"<html" in head:
        return True  # XHTML, or a doctype the WHATWG list does not name
    for tag in _HTML_TAGS:
        if head.startswith(tag) and head[len(tag) : len(tag) + 1] in (b" ", b">", b"\t", b"\n", b"\r"):
            return True
    return False


def _check_utf8_text(data: bytes) -> None:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":
            raise Invalid(
                "the text ends inside a UTF-8 character: the file is truncated",
                code="document_corrupt",
                kind="text",
            ) from None
        raise _not_a_document(
            f"this is binary data or text in another encoding (byte {exc.start} is not UTF-8)"
        ) from None
    controls = len(_CONTROL.findall(text))
    if "\x00" in text or controls > len(text) * _MAX_CONTROL_SHARE:
        raise _not_a_document("this is binary data")
