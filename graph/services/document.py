"""memory_document: store a PDF, Word, HTML or text file as a document with its passages.

A small file is parsed in the call. A file over PARSE_IN_BACKGROUND_BYTES, or a PDF of
more than PARSE_IN_BACKGROUND_PDF_PAGES pages, is sniffed in the call (what is not a
document is refused at once), its bytes are kept as an Upload, and a `parse_document`
job parses and stores it; the call answers 202.
Either way the text is stored exactly as memory_remember stores `content`.
"""

import base64
import binascii
import hashlib
from datetime import datetime
from typing import Any

from django.db import transaction

from graph.access import CallContext, find_scope_for_write, scope_for_write, scope_label
from graph.contracts import limits
from graph.contracts.inputs import DocumentIn
from graph.documents import Extracted, extract, page_count, sniff
from graph.exceptions import Invalid, TooLarge
from graph.models import Document, Job, Passage, Scope, Upload
from graph.services.events import record_event
from graph.services.jobs import enqueue_job
from graph.services.texts import StoredText, TextToStore, store_text
from graph.text.dates import iso, parse_instant
from graph.text.passages import split_content

PARSE_JOB = "parse_document"


class Accepted(dict[str, Any]):
    """A reply for work queued rather than done: HTTP sends it with status 202."""

    http_status = 202


def document(*, ctx: CallContext, params: DocumentIn) -> dict[str, Any]:
    """Store one document file (PDF, Word .docx, HTML or UTF-8 text; the type is sniffed
    from the bytes) as a document with passages linked to the entities they name.

    Takes `content_base64` (standard base64, ≤ 5,000,000 bytes decoded), `name` (stored
    as the source label), `date`, `scope`, `user_id`.
    Returns doc_id, kind, name, already (the same text with the same date was stored
    before: nothing new is written), text_bytes, block_count, passages (count),
    unlinked_passages and meaning; with `text` and `blocks` ({page, paragraph, kind,
    start_byte, end_byte} in the UTF-8 of the text) when the text is ≤ 16,384 bytes.
    A file over 1,000,000 bytes or a PDF over 30 pages is parsed in the background:
    202 {parsing: "queued", job_id}; the same call again answers the same job while it
    waits, and the stored document ({parsing: "done", doc_id, already: true}) after.
    Refuses, storing nothing: 422 invalid_base64; 413 limit_exceeded; 415 not_a_document;
    422 document_corrupt (truncated or damaged); 422 document_not_readable (encrypted,
    or a PDF without a text layer); 422 empty_content; 422 invalid_date; 403 for a
    scope the caller may not write.
    """
    data = _decode(params.content_base64)
    _check_size(data)
    date = parse_instant(params.date, field="date")
    kind = sniff(data)
    # Refuse a scope the caller may not write before spending time on parsing.
    find_scope_for_write(ctx, params.scope, params.user_id)
    if _parse_in_background(data, kind):
        return _queue(ctx, params, data, kind, date)
    extracted = extract(data, kind)
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        stored = store_extracted(scope, extracted, name=params.name or "", date=date)
        reply = document_reply(scope, extracted, stored)
        record_event(
            ctx,
            verb="document",
            scope=scope,
            outcome="already" if stored.already else "ok",
            ids={"doc_id": reply["doc_id"]},
            detail={"kind": kind, "bytes": len(data)},
        )
    if reply["text_bytes"] <= limits.MAX_TEXT_IN_REPLY_BYTES:
        reply["text"] = extracted.text
        reply["blocks"] = [block.as_dict() for block in extracted.blocks]
    return reply


def _decode(content: str) -> bytes:
    compact = "".join(content.split())  # line-wrapped base64 (as the `base64` tool prints it) is fine
    try:
        return base64.b64decode(compact, validate=True)
    except (binascii.Error, ValueError):
        raise Invalid(
            "content_base64 is not standard base64 (A-Z a-z 0-9 + / with = padding; not the URL-safe alphabet)",
            code="invalid_base64",
            field="content_base64",
        ) from None


def _check_size(data: bytes) -> None:
    if len(data) > limits.MAX_DOCUMENT_BYTES:
        raise TooLarge(
            f"the document is {len(data)} bytes, over the limit of {limits.MAX_DOCUMENT_BYTES} bytes",
            code="limit_exceeded",
            limit="document bytes",
            max=limits.MAX_DOCUMENT_BYTES,
            got=len(data),
        )


def _parse_in_background(data: bytes, kind: str) -> bool:
    if len(data) > limits.PARSE_IN_BACKGROUND_BYTES:
        return True
    return kind == "pdf" and page_count(data) > limits.PARSE_IN_BACKGROUND_PDF_PAGES


def store_extracted(scope: Scope, extracted: Extracted, *, name: str, date: datetime | None) -> StoredText:
    spans = split_content(extracted.text)
    to_store = TextToStore(extracted.kind, extracted.text, spans, [""] * len(spans), [[] for _ in spans])
    return store_text(scope, to_store, source=name, date=date)


def document_reply(scope: Scope, extracted: Extracted, stored: StoredText) -> dict[str, Any]:
    passages, unlinked = _passage_counts(stored)
    return {
        "scope": scope_label(scope),
        "doc_id": str(stored.document.pk),
        "kind": extracted.kind,
        "name": stored.document.source_label or None,
        "already": stored.already,
        "text_bytes": len(extracted.text.encode()),
        "block_count": len(extracted.blocks),
        "passages": passages,
        "unlinked_passages": unlinked,
        "meaning": stored.meaning,
    }


def _passage_counts(stored: StoredText) -> tuple[int, int]:
    if not stored.already:
        return len(stored.passages), sum(1 for p in stored.passages if not p.linked_ids)
    live = Passage.objects.filter(document=stored.document, forgotten_at__isnull=True)
    return live.count(), live.filter(passagemention__isnull=True).count()


# --- Large files: queued, parsed by a worker ---


def _queue(ctx: CallContext, params: DocumentIn, data: bytes, kind: str, date: datetime | None) -> dict[str, Any]:
    digest = hashlib.sha256(data).hexdigest()
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        same_file = Upload.objects.filter(scope=scope, sha256=digest, source_date=date)
        waiting = same_file.filter(job__state__in=[Job.State.QUEUED, Job.State.RUNNING]).select_related("job").first()
        if waiting is not None:
            return Accepted(_queued_reply(scope, waiting.job, kind, already_queued=True))
        parsed = _parsed_before(scope, digest, date)
        if parsed is not None:
            return parsed
        same_file.delete()  # bytes left by a job that failed unexpectedly (it never runs again): this call retries
        upload = Upload.objects.create(
            scope=scope,
            token=ctx.stored_token,
            kind=kind,
            name=params.name or "",
            source_date=date,
            sha256=digest,
            byte_size=len(data),
            data=data,
        )
        job = enqueue_job(
            kind=PARSE_JOB, scope=scope, payload={"upload_id": upload.pk, "sha256": digest, "date": iso(date)}
        )
        upload.job = job
        upload.save(update_fields=["job"])
        record_event(
            ctx, verb="document", scope=scope, outcome="queued", ids={"job_id": str(job.pk)}, detail={"kind": kind}
        )
    return Accepted(_queued_reply(scope, job, kind, already_queued=False))


def _queued_reply(scope: Scope, job: Job, kind: str, *, already_queued: bool) -> dict[str, Any]:
    return {
        "scope": scope_label(scope),
        "parsing": "queued",
        "job_id": str(job.pk),
        "kind": kind,
        "already_queued": already_queued,
    }


def _parsed_before(scope: Scope, digest: str, date: datetime | None) -> dict[str, Any] | None:
    """The reply for a large file a job already parsed and stored (and nobody forgot since)."""
    job = (
        Job.objects.filter(
            kind=PARSE_JOB, scope=scope, state=Job.State.DONE, payload__sha256=digest, payload__date=iso(date)
        )
        .order_by("-pk")
        .first()
    )
    doc_id = job.result.get("doc_id") if job is not None else None
    if doc_id is None or not Document.objects.filter(pk=doc_id, scope=scope, forgotten_at__isnull=True).exists():
        return None
    return {**job.result, "parsing": "done", "job_id": str(job.pk), "already": True}
