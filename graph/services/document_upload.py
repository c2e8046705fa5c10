"""The worker's half of memory_document: parsing a queued upload and storing it.

memory_document keeps a large file's bytes as an Upload and queues a `parse_document`
job (graph.services.document); this module is that job's handler.
"""

from dataclasses import dataclass
from typing import Any

from django.db import transaction

from graph.documents import Extracted, extract
from graph.exceptions import MemoryError_
from graph.models import Job, Upload
from graph.services.document import document_reply, store_extracted
from graph.services.events import record_event
from identity.models import ApiToken


class DocumentRefused(Exception):
    """A queued document the parser refused; the job is recorded as failed, its error
    starting with the refusal's code (document_corrupt, document_not_readable …)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = code


@dataclass(frozen=True)
class _Uploader:
    """Who sent a queued document, for the audit trail of the job that stores it."""

    token: ApiToken | None

    @property
    def user(self) -> Any:
        return self.token.user if self.token is not None else None


def parse_uploaded_document(job: Job) -> dict[str, Any]:
    """Job handler (kind parse_document): parse the job's Upload, store the document,
    delete the Upload; returns the stored document's reply (doc_id …) for job.result.

    Delivery is at-least-once, so the outcome is written on the job row in the same
    transaction that deletes the Upload: a delivery that finds the Upload gone returns
    (or raises) that earlier outcome instead of parsing again. A refusal deletes the
    Upload too (nothing is stored) and raises DocumentRefused.
    """
    upload = Upload.objects.filter(pk=job.payload.get("upload_id")).first()
    if upload is None:
        return _earlier_outcome(job)
    try:
        extracted = extract(bytes(upload.data), upload.kind)
    except MemoryError_ as refusal:
        with transaction.atomic():
            Upload.objects.filter(pk=upload.pk).delete()
            Job.objects.filter(pk=job.pk).update(result={"refused": refusal.code, "detail": refusal.detail})
        raise DocumentRefused(refusal.code, refusal.detail) from None
    with transaction.atomic():
        # A second delivery running at the same time waits on this lock, then finds the Upload gone.
        upload = (
            Upload.objects.select_for_update(of=("self",)).filter(pk=upload.pk).select_related("scope", "token").first()
        )
        if upload is None:
            return _earlier_outcome(job)
        if upload.scope.forgotten_at is None:
            result = _store_upload(upload, extracted, job)
        else:
            result = {"skipped": "scope_forgotten"}
        upload.delete()
        Job.objects.filter(pk=job.pk).update(result=result)
    return result


def _store_upload(upload: Upload, extracted: Extracted, job: Job) -> dict[str, Any]:
    stored = store_extracted(upload.scope, extracted, name=upload.name, date=upload.source_date)
    result = document_reply(upload.scope, extracted, stored)
    record_event(
        _Uploader(upload.token),
        verb="document",
        scope=upload.scope,
        outcome="already" if stored.already else "ok",
        ids={"doc_id": result["doc_id"], "job_id": str(job.pk)},
        detail={"kind": upload.kind, "bytes": upload.byte_size},
    )
    return result


def _earlier_outcome(job: Job) -> dict[str, Any]:
    result = Job.objects.filter(pk=job.pk).values_list("result", flat=True).first() or {}
    if "refused" in result:
        raise DocumentRefused(result["refused"], result.get("detail", ""))
    if "doc_id" in result:
        return result
    return {"skipped": "upload_gone"}  # its scope was erased before the job ran
