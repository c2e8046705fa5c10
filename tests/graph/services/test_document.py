"""memory_document over HTTP: each kind end to end, blocks and passages, entity links, every refusal.

The files are made here with the libraries people make them with (fpdf2, pypdf,
python-docx, Pillow), so each test reads a real PDF, DOCX, HTML page or text file.
"""

import base64
import io
import zipfile
from typing import Any

import docx
import httpx
import pytest
from fpdf import FPDF
from PIL import Image
from pypdf import PdfReader, PdfWriter

from graph.contracts.registry import registry
from graph.models import Document, Job, Passage, Scope, Upload
from tests.graph.memory_calls import acme_facts, call
from tests.mcp_client import call as mcp_call
from tests.mcp_client import refusal, run_in_session

PARAGRAPH_ONE = (
    "Dana works at Acme and leads the robotics platform team in the northern office. "
    "Every quarter the team ships a release that customers in four countries depend on, "
    "and Dana reviews each change with the engineers who wrote it before it goes out."
)
PARAGRAPH_TWO = (
    "The second paragraph is about the new office in Berlin, which opened in March. "
    "It holds forty desks, a workshop for the robot arms and a small room for visitors, "
    "and the lease runs for five years with an option to extend it twice."
)


def send(api: httpx.Client, data: bytes, expect: int = 200, **body: Any) -> dict[str, Any]:
    return call(api, "document", expect=expect, content_base64=base64.b64encode(data).decode(), **body)


def _nothing_stored() -> None:
    assert not Document.objects.exists()
    assert not Passage.objects.exists()
    assert not Upload.objects.exists()
    assert not Job.objects.exists()
    assert not Scope.objects.exists()


def _paragraphs(text: str) -> list[str]:
    return text.split("\n\n")


def _check_blocks(reply: dict[str, Any]) -> None:
    """Every block's byte range slices the UTF-8 of the stored text into one paragraph, in order."""
    encoded = reply["text"].encode()
    sliced = [encoded[b["start_byte"] : b["end_byte"]].decode() for b in reply["blocks"]]
    assert sliced == [paragraph.strip() for paragraph in _paragraphs(reply["text"])]
    assert reply["block_count"] == len(reply["blocks"])
    assert reply["text_bytes"] == len(encoded)


def _check_passages(doc_id: str) -> Document:
    """The passages are code-point spans of the stored text, covering it in order."""
    document = Document.objects.get(pk=int(doc_id))
    passages = list(document.passages.order_by("ordinal"))
    assert passages
    for passage in passages:
        assert document.text[passage.start : passage.end] == passage.text
    assert [p.start for p in passages] == sorted(p.start for p in passages)
    return document


# What the report (as .docx and as HTML) reads as: (paragraph, block kind) in order.
REPORT_STRUCTURE = [
    ("Quarterly Report", "heading"),
    (PARAGRAPH_ONE, "paragraph"),
    ("- Robot arms", "list_item"),
    ("- Sensors", "list_item"),
    ("Offices", "heading"),
    ("1. Open Berlin", "list_item"),
    ("2. Close Leeds", "list_item"),
    ("Name | Role", "table_row"),
    ("Dana | CTO", "table_row"),
    (PARAGRAPH_TWO, "paragraph"),
]


def _check_report_structure(reply: dict[str, Any]) -> None:
    assert _paragraphs(reply["text"]) == [text for text, _kind in REPORT_STRUCTURE]
    assert [b["kind"] for b in reply["blocks"]] == [kind for _text, kind in REPORT_STRUCTURE]
    assert [(b["page"], b["paragraph"]) for b in reply["blocks"]] == [(None, n + 1) for n in range(10)]
    _check_blocks(reply)


# --- Files ---


def _pdf(*paragraphs: tuple[str, str], pages: int = 1) -> bytes:
    """A PDF of (style, text) pairs: style "title" (18 pt bold), "bold" (11 pt bold), "body" or "lines"."""
    pdf = FPDF()
    pdf.add_page()
    for style, text in paragraphs:
        if style == "page":
            pdf.add_page()
            continue
        pdf.set_font("Helvetica", "B" if style in ("title", "bold") else "", 18 if style == "title" else 11)
        # "lines" keeps the author's line breaks; "body" lets fpdf2 wrap (justified) over several lines.
        pdf.multi_cell(0, 6, text, align="L" if style == "lines" else "J", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)
    return bytes(pdf.output())


def _report_pdf() -> bytes:
    return _pdf(
        ("title", "Quarterly Report"),
        ("body", PARAGRAPH_ONE),
        ("body", PARAGRAPH_TWO),
        ("bold", "Hiring"),
        ("lines", "We hired an extraordi-\nnarily careful engineer\nwho keeps lines short."),
        ("page", ""),
        ("body", "On the second page Dana thanks the Berlin team."),
    )


def _report_docx() -> bytes:
    document = docx.Document()
    document.add_heading("Quarterly Report", level=1)
    document.add_paragraph(PARAGRAPH_ONE)
    document.add_paragraph("Robot arms", style="List Bullet")
    document.add_paragraph("Sensors", style="List Bullet")
    document.add_heading("Offices", level=2)
    document.add_paragraph("Open Berlin", style="List Number")
    document.add_paragraph("Close Leeds", style="List Number")
    table = document.add_table(rows=2, cols=2)
    for row, cells in enumerate([("Name", "Role"), ("Dana", "CTO")]):
        for column, text in enumerate(cells):
            table.cell(row, column).text = text
    document.add_paragraph(PARAGRAPH_TWO)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


REPORT_HTML = f"""<!DOCTYPE html>
<html><head><title>Report</title><style>p {{ color: red }}</style>
<script>var tracking = "Dana in a script";</script></head>
<body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<main>
  <h1>Quarterly
      Report</h1>
  <p>{PARAGRAPH_ONE.replace("Acme", "<b>Acme</b>")}</p>
  <ul><li>Robot arms</li><li><p>Sensors</p></li></ul>
  <h2>Offices</h2>
  <ol><li>Open Berlin</li><li>Close Leeds</li></ol>
  <table><tr><th>Name</th><th>Role</th></tr><tr><td>Dana</td><td>CTO</td></tr></table>
  <!-- an editor's note, not content -->
  <p>{PARAGRAPH_TWO}</p>
</main>
<footer>Copyright Acme</footer></body></html>"""


def _encrypted_pdf() -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(_report_pdf())))
    writer.encrypt(user_password="secret", owner_password="owner-secret")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _image_only_pdf() -> bytes:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_fill_color(200, 30, 30)
    pdf.rect(20, 20, 120, 80, style="F")  # what a scan is to a text extractor: marks, no text
    return bytes(pdf.output())


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(out, "PNG")
    return out.getvalue()


def _zip_of_notes() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("notes.txt", "Dana works at Acme.")
    return out.getvalue()


# --- Each kind end to end ---


def test_pdf_paragraphs_are_rebuilt_from_the_layout_with_wrapped_lines_joined(api):
    reply = send(api, _report_pdf(), scope="demo", name="report.pdf")
    assert reply["kind"] == "pdf"
    assert _paragraphs(reply["text"]) == [
        "Quarterly Report",
        PARAGRAPH_ONE,
        PARAGRAPH_TWO,
        "Hiring",
        "We hired an extraordinarily careful engineer who keeps lines short.",
        "On the second page Dana thanks the Berlin team.",
    ]
    _check_blocks(reply)
    assert [(b["page"], b["paragraph"], b["kind"]) for b in reply["blocks"]] == [
        (1, 1, "heading"),
        (1, 2, "paragraph"),
        (1, 3, "paragraph"),
        (1, 4, "heading"),
        (1, 5, "paragraph"),
        (2, 1, "paragraph"),
    ]
    document = _check_passages(reply["doc_id"])
    assert document.text == reply["text"]
    assert (document.kind, document.source_label) == ("pdf", "report.pdf")
    assert reply["passages"] == document.passages.count()


def test_docx_keeps_headings_paragraphs_lists_and_tables_in_order(api):
    reply = send(api, _report_docx(), scope="demo")
    assert reply["kind"] == "docx"
    _check_report_structure(reply)
    _check_passages(reply["doc_id"])


def test_html_keeps_the_content_in_order_and_skips_scripts_styles_and_navigation(api):
    reply = send(api, REPORT_HTML.encode(), scope="demo")
    assert reply["kind"] == "html"
    _check_report_structure(reply)
    for boilerplate in ("tracking", "color", "Home", "Copyright", "editor"):
        assert boilerplate not in reply["text"]
    _check_passages(reply["doc_id"])


def test_html_nested_thousands_deep_is_read(api):
    depth = 5000
    page = "<html><body>" + "<div>" * depth + "<p>Deep Dana</p>" + "</div>" * depth + "<p>After</p></body></html>"
    reply = send(api, page.encode(), scope="demo")
    assert _paragraphs(reply["text"]) == ["Deep Dana", "After"]


def test_text_is_stored_as_sent_with_one_block_per_paragraph(api):
    sent = "\ufeffFirst paragraph, line one\r\nstill the first paragraph.\r\n\r\n  Second paragraph.\r\n"
    reply = send(api, sent.encode(), scope="demo")
    assert reply["kind"] == "text"
    assert reply["text"] == "First paragraph, line one\nstill the first paragraph.\n\n  Second paragraph.\n"
    encoded = reply["text"].encode()
    assert [encoded[b["start_byte"] : b["end_byte"]].decode() for b in reply["blocks"]] == [
        "First paragraph, line one\nstill the first paragraph.",
        "Second paragraph.",
    ]
    _check_passages(reply["doc_id"])


def test_the_type_comes_from_the_bytes_not_the_name(api):
    reply = send(api, _report_pdf(), scope="demo", name="notes.txt")
    assert reply["kind"] == "pdf"
    assert send(api, _png(), expect=415, scope="demo", name="report.pdf")["error"] == "not_a_document"


def test_passages_link_the_entities_the_document_names(api):
    call(api, "remember", scope="demo", facts=acme_facts())
    reply = send(api, _report_docx(), scope="demo", name="report.docx")
    document = _check_passages(reply["doc_id"])
    naming = [p for p in document.passages.all() if "Dana" in p.text]
    assert naming
    for passage in naming:
        assert "Dana" in {e.name for e in passage.mentions.all()}
    recalled = call(api, "recall", scope="demo", subject="Dana")
    cited = [p["citation"] for p in recalled["passages"]]
    assert any(c["source"]["doc_id"] == reply["doc_id"] and c["span_state"] == "verified" for c in cited)
    assert {c["source"]["name"] for c in cited} == {"report.docx"}


def test_non_bmp_characters_keep_passage_offsets_in_code_points(api):
    call(api, "remember", scope="demo", facts=acme_facts())
    sentence = "Dana 😀 works at Acme 🚀 and writes 𝒻𝓊𝓃 notes about robots every week. "
    reply = send(api, (sentence * 40 + "\n\nAcme closes 🎉.").encode(), scope="demo")
    _check_blocks(reply)
    document = _check_passages(reply["doc_id"])
    assert document.passages.count() >= 2
    recalled = call(api, "recall", scope="demo", subject="Acme")
    assert recalled["passages"]
    assert all(p["citation"]["span_state"] == "verified" for p in recalled["passages"])


def test_the_same_file_with_the_same_date_is_stored_once(api):
    first = send(api, _report_pdf(), scope="demo", date="2026-10-01")
    again = send(api, _report_pdf(), scope="demo", date="2026-10-01")
    assert (first["already"], again["already"]) == (False, True)
    assert again["doc_id"] == first["doc_id"]
    assert again["passages"] == first["passages"]
    assert Document.objects.count() == 1
    later = send(api, _report_pdf(), scope="demo", date="2026-11-01")
    assert later["already"] is False and Document.objects.count() == 2


def test_a_long_text_is_reported_by_size_instead_of_returned(api):
    text = "Dana works at Acme and ships the robotics platform every quarter.\n\n" * 400
    reply = send(api, text.encode(), scope="demo")
    assert "text" not in reply and "blocks" not in reply
    assert reply["text_bytes"] == len(text.rstrip("\n").encode()) + 2
    assert reply["block_count"] == 400
    assert Document.objects.get().text == text


def test_line_wrapped_base64_is_accepted(api):
    wrapped = base64.encodebytes(b"Dana works at Acme.").decode()
    reply = call(api, "document", content_base64=wrapped, scope="demo")
    assert reply["text"] == "Dana works at Acme."


def test_memory_document_is_an_mcp_tool_with_the_same_answers(api, server_url, make_user):
    schema = registry.get("memory_document").input_schema()
    assert schema["required"] == ["content_base64"]
    _user, secret = make_user("bob")

    async def steps(client: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        stored = await mcp_call(
            client, "memory_document", scope="demo", content_base64=base64.b64encode(b"Dana works at Acme.").decode()
        )
        refused = await refusal(
            client, "memory_document", scope="demo", content_base64=base64.b64encode(_png()).decode()
        )
        return stored, refused

    stored, refused = run_in_session(server_url, secret, steps)
    assert stored["text"] == "Dana works at Acme." and stored["kind"] == "text"
    assert refused["error"] == "not_a_document"
    assert Document.objects.count() == 1


# --- Refusals: status, code, and nothing stored ---


REFUSED_FILES = [
    pytest.param(_encrypted_pdf, 422, "document_not_readable", id="encrypted-pdf"),
    pytest.param(_image_only_pdf, 422, "document_not_readable", id="image-only-pdf"),
    pytest.param(lambda: _report_pdf()[: len(_report_pdf()) // 2], 422, "document_corrupt", id="truncated-pdf"),
    pytest.param(
        lambda: _report_pdf()[:400] + b"\x00damaged" * 100 + _report_pdf()[-40:],
        422,
        "document_corrupt",
        id="damaged-pdf",
    ),
    pytest.param(lambda: _report_docx()[: len(_report_docx()) // 2], 422, "document_corrupt", id="truncated-docx"),
    pytest.param(_png, 415, "not_a_document", id="png"),
    # A zip that is not a Word document is not a document we read: 415, like any other format.
    pytest.param(_zip_of_notes, 415, "not_a_document", id="zip-not-docx"),
    pytest.param(lambda: bytes(range(256)) * 8, 415, "not_a_document", id="binary"),
    pytest.param(lambda: "Café crème, Zürich".encode("latin-1"), 415, "not_a_document", id="latin-1-text"),
    pytest.param(lambda: "Dana 😀".encode()[:-1], 422, "document_corrupt", id="utf8-cut-inside-a-character"),
    pytest.param(lambda: b"  \n\t ", 422, "empty_content", id="blank-text"),
    pytest.param(lambda: b"<html><body><script>x()</script></body></html>", 422, "empty_content", id="html-no-text"),
]


@pytest.mark.parametrize(("make", "status", "code"), REFUSED_FILES)
def test_a_file_that_cannot_be_read_is_refused_and_nothing_is_stored(api, make, status, code):
    body = send(api, make(), expect=status, scope="demo", name="file")
    assert body["error"] == code
    assert body["detail"]
    _nothing_stored()


@pytest.mark.parametrize("content", ["not base64!", "RGFuYQ", "-_-_", "ünïcode"])
def test_content_that_is_not_standard_base64_is_refused(api, content):
    body = call(api, "document", expect=422, content_base64=content, scope="demo")
    assert body["error"] == "invalid_base64"
    _nothing_stored()


def test_a_file_over_5000000_bytes_is_refused_naming_the_limit(api):
    body = send(api, b"a" * 5_000_001, expect=413, scope="demo")
    assert (body["error"], body["limit"], body["max"], body["got"]) == (
        "limit_exceeded",
        "document bytes",
        5_000_000,
        5_000_001,
    )
    _nothing_stored()


def test_a_bad_date_or_missing_content_is_refused(api):
    assert send(api, b"Dana works at Acme.", expect=422, date="next week")["error"] == "invalid_date"
    assert call(api, "document", expect=422, name="x")["error"] == "invalid_arguments"
    _nothing_stored()
