"""memory_document for large files: queued with 202, parsed by a real Celery worker, idempotent on redelivery."""

import base64
import random
from typing import Any

import httpx
import pytest
from django.conf import settings
from fpdf import FPDF
from PIL import Image

from graph.contracts.limits import PARSE_IN_BACKGROUND_BYTES, PARSE_IN_BACKGROUND_PDF_PAGES
from graph.models import Document, Event, Job, Passage, Upload
from graph.services.document_upload import DocumentRefused, parse_uploaded_document
from graph.tasks import run_job
from tests.graph.memory_calls import acme_facts, call
from tests.processes import dead_worker_identity, start_worker, stop, wait_until

BIG_TEXT = ("Dana works at Acme and ships the robotics platform every quarter. " * 10 + "\n\n") * 1600


def send(api: httpx.Client, data: bytes, expect: int, **body: Any) -> dict[str, Any]:
    return call(api, "document", expect=expect, content_base64=base64.b64encode(data).decode(), **body)


def _big_scan_pdf() -> bytes:
    """A PDF over the background threshold holding only an image (noise does not compress)."""
    side = 700
    noise = random.Random(7).randbytes(side * side * 3)
    pdf = FPDF()
    pdf.add_page()
    pdf.image(Image.frombytes("RGB", (side, side), noise), x=10, y=10, w=180)
    data = bytes(pdf.output())
    assert len(data) > PARSE_IN_BACKGROUND_BYTES
    return data


def _job(reply: dict[str, Any]) -> Job:
    return Job.objects.get(pk=int(reply["job_id"]))


def _finished(job: Job) -> bool:
    job.refresh_from_db()
    return job.state in (Job.State.DONE, Job.State.FAILED)


def test_big_text_is_larger_than_the_background_threshold():
    assert len(BIG_TEXT.encode()) > PARSE_IN_BACKGROUND_BYTES


@pytest.mark.slow
def test_a_large_file_is_queued_and_a_worker_stores_it(api, test_db_env):
    call(api, "remember", scope="demo", facts=acme_facts())
    queued = send(api, BIG_TEXT.encode(), expect=202, scope="demo", name="big.txt", date="2026-10-01")
    assert (queued["parsing"], queued["kind"], queued["already_queued"]) == ("queued", "text", False)
    job = _job(queued)
    assert job.kind == "parse_document" and Upload.objects.count() == 1
    worker = start_worker(env=test_db_env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        wait_until(lambda: _finished(job), timeout=120, what="the worker to parse the queued document")
    finally:
        stop(worker)
    assert (job.state, job.error) == ("done", "")
    document = Document.objects.get(pk=int(job.result["doc_id"]))
    assert (document.kind, document.text, document.source_label) == ("text", BIG_TEXT, "big.txt")
    assert job.result["passages"] == Passage.objects.filter(document=document).count() > 100
    assert not Upload.objects.exists()
    recalled = call(api, "recall", scope="demo", subject="Dana")
    assert any(p["citation"]["source"]["doc_id"] == job.result["doc_id"] for p in recalled["passages"])
    # The same call again learns the outcome instead of parsing again.
    again = send(api, BIG_TEXT.encode(), expect=200, scope="demo", name="big.txt", date="2026-10-01")
    assert (again["parsing"], again["doc_id"], again["already"]) == ("done", job.result["doc_id"], True)
    assert Job.objects.filter(kind="parse_document").count() == 1


@pytest.mark.slow
def test_a_queued_scan_fails_its_job_as_not_readable_and_stores_nothing(api, test_db_env):
    job = _job(send(api, _big_scan_pdf(), expect=202, scope="demo"))
    worker = start_worker(env=test_db_env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        wait_until(lambda: _finished(job), timeout=120, what="the worker to try the queued scan")
    finally:
        stop(worker)
    assert job.state == "failed"
    assert job.error.startswith("DocumentRefused: document_not_readable:")
    assert not Document.objects.exists() and not Upload.objects.exists()


def test_the_same_large_file_sent_again_while_it_waits_answers_the_same_job(api):
    first = send(api, BIG_TEXT.encode(), expect=202, scope="demo")
    again = send(api, BIG_TEXT.encode(), expect=202, scope="demo")
    assert again["job_id"] == first["job_id"] and again["already_queued"] is True
    assert Upload.objects.count() == 1 and Job.objects.count() == 1


@pytest.mark.parametrize(
    ("make", "status", "code"),
    [
        pytest.param(lambda: random.Random(3).randbytes(1_500_000), 415, "not_a_document", id="binary"),
        pytest.param(lambda: _big_scan_pdf()[:1_200_000], 422, "document_corrupt", id="truncated-pdf"),
    ],
)
def test_a_large_file_that_is_not_a_whole_document_is_refused_at_once(api, make, status, code):
    assert send(api, make(), expect=status, scope="demo")["error"] == code
    assert not Upload.objects.exists() and not Job.objects.exists() and not Document.objects.exists()


def test_a_long_pdf_is_parsed_in_the_background_even_when_it_is_small(api):
    pages = PARSE_IN_BACKGROUND_PDF_PAGES + 1
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for number in range(1, pages + 1):
        pdf.add_page()
        pdf.multi_cell(0, 6, f"Page {number} mentions Dana.", new_x="LMARGIN", new_y="NEXT")
    data = bytes(pdf.output())
    assert len(data) < PARSE_IN_BACKGROUND_BYTES
    job = _job(send(api, data, expect=202, scope="demo"))
    run_job(job.pk)
    job.refresh_from_db()
    assert (job.state, job.result["kind"], job.result["block_count"]) == ("done", "pdf", pages)
    assert Document.objects.get().text.split("\n\n")[-1] == f"Page {pages} mentions Dana."


def test_a_redelivered_parse_job_stores_the_document_once(api):
    job = _job(send(api, BIG_TEXT.encode(), expect=202, scope="demo"))
    run_job(job.pk)
    job.refresh_from_db()
    assert job.state == "done"
    # The worker died after the handler committed and before the job was marked done:
    # the broker delivers the message again.
    Job.objects.filter(pk=job.pk).update(state=Job.State.RUNNING, claimed_by=dead_worker_identity())
    run_job(job.pk)
    again = Job.objects.get(pk=job.pk)
    assert (again.state, again.attempts, again.result) == ("done", 2, job.result)
    assert Document.objects.count() == 1
    assert Event.objects.filter(verb="document", outcome="ok").count() == 1
    again = send(api, BIG_TEXT.encode(), expect=200, scope="demo")
    assert (again["parsing"], again["doc_id"], again["already"]) == ("done", job.result["doc_id"], True)


def test_a_redelivered_refused_parse_job_refuses_again_and_stores_nothing(api):
    job = _job(send(api, _big_scan_pdf(), expect=202, scope="demo"))
    for _delivery in range(2):
        with pytest.raises(DocumentRefused) as refused:
            parse_uploaded_document(job)
        assert refused.value.code == "document_not_readable"
    assert not Upload.objects.exists() and not Document.objects.exists()


def test_a_job_whose_scope_was_forgotten_meanwhile_stores_nothing(api):
    job = _job(send(api, BIG_TEXT.encode(), expect=202, scope="demo"))
    call(api, "forget", scope="demo", all=True)
    run_job(job.pk)
    job.refresh_from_db()
    assert (job.state, job.result) == ("done", {"skipped": "scope_forgotten"})
    assert not Upload.objects.exists() and not Document.objects.exists()
