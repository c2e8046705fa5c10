"""Queueing background jobs and claiming them in the worker.

A Job row is the job's state; the broker message only carries its id. Delivery is
at-least-once (a worker killed mid-job has its message redelivered), so claiming
accepts a job that is queued, or running in a worker that is gone; never one that
finished, and never one a live worker is running (a redelivery must not run it twice
at once). `reclaim_stale_jobs` puts the jobs of dead workers back in the queue at
once rather than after the broker's visibility timeout.
"""

import os
import socket
from datetime import timedelta
from typing import Any

from celery import current_app
from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from graph.models import Job, Scope
from graph.redaction import redact, redact_value

RUN_JOB_TASK = "graph.run_job"


def enqueue_job(*, kind: str, payload: dict[str, Any] | None = None, scope: Scope | None = None) -> Job:
    """Create a queued job and send it to the worker once the surrounding transaction commits.
    A secret in the payload is stored as its redaction marker."""
    job = Job.objects.create(kind=kind, payload=redact_value(payload or {}), scope=scope)
    # Sent by name: the task module imports the services, so services never import it.
    transaction.on_commit(lambda: current_app.send_task(RUN_JOB_TASK, args=[job.pk]))
    return job


def hold_job(*, kind: str, scope: Scope | None = None) -> Job:
    """Create a queued job whose message is sent later, by `send_held_jobs` in a periodic task:
    for work that a burst of writes should run once, not once per write (and writes that need
    no broker, such as a management command's before the server first ran)."""
    return Job.objects.create(kind=kind, scope=scope)


def send_held_jobs(kind: str) -> list[int]:
    """Send the queued jobs of `kind` to the worker; returns their ids. A job sent twice (still
    queued at the next round) runs once: claim_job refuses the second delivery."""
    held = list(Job.objects.filter(kind=kind, state=Job.State.QUEUED).values_list("pk", flat=True))
    for pk in held:
        current_app.send_task(RUN_JOB_TASK, args=[pk])
    return held


def worker_identity() -> str:
    """This process as a job's claimer: "host:pid"."""
    return f"{socket.gethostname()}:{os.getpid()}"


def claim_job(job_id: int) -> Job | None:
    """Mark a job running in this process and count the attempt. None if it is gone,
    finished, or running in a live worker.

    A conditional UPDATE is the claim: of two deliveries of one message only one can
    move the row, and a finished job is never run again.
    """
    with transaction.atomic():
        job = Job.objects.select_for_update().filter(pk=job_id).first()
        if job is None or not _claimable(job):
            return None
        Job.objects.filter(pk=job_id).update(
            state=Job.State.RUNNING,
            attempts=F("attempts") + 1,
            started_at=timezone.now(),
            claimed_by=worker_identity(),
        )
    return Job.objects.get(pk=job_id)


def _claimable(job: Job) -> bool:
    if job.state == Job.State.QUEUED:
        return True
    return job.state == Job.State.RUNNING and _claimer_is_gone(job)


def _claimer_is_gone(job: Job) -> bool:
    """Its worker process is dead (same host: ask the kernel), or it ran past the visibility timeout."""
    host, _, pid = job.claimed_by.rpartition(":")
    if host == socket.gethostname() and pid.isdecimal():
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            return True
        except PermissionError:
            return False  # alive, run by another user
        return False
    deadline = timedelta(seconds=settings.CELERY_VISIBILITY_TIMEOUT)
    return job.started_at is None or timezone.now() - job.started_at > deadline


def reclaim_stale_jobs() -> list[int]:
    """Queue again the running jobs whose worker is gone, and send them; returns their ids."""
    reclaimed = []
    with transaction.atomic():
        for job in Job.objects.select_for_update(skip_locked=True).filter(state=Job.State.RUNNING):
            if _claimer_is_gone(job):
                Job.objects.filter(pk=job.pk).update(state=Job.State.QUEUED, claimed_by="")
                reclaimed.append(job.pk)
                transaction.on_commit(lambda pk=job.pk: current_app.send_task(RUN_JOB_TASK, args=[pk]))
    return reclaimed


def enqueue_unless_pending(*, kind: str, payload: dict[str, Any] | None = None) -> Job | None:
    """enqueue_job, unless a job of this kind is already queued or running: a periodic job
    never runs twice at once. The lock serialises two schedulers deciding at once."""
    with transaction.atomic():
        pending = Job.objects.select_for_update().filter(kind=kind, state__in=[Job.State.QUEUED, Job.State.RUNNING])
        if any(job.state == Job.State.QUEUED or not _claimer_is_gone(job) for job in pending):
            return None
        return enqueue_job(kind=kind, payload=payload)


def finish_job(job: Job, *, result: dict[str, Any] | None = None, error: str = "") -> None:
    """Record the job's outcome; a secret in its result or error message is stored as its marker."""
    job.state = Job.State.FAILED if error else Job.State.DONE
    job.result = redact_value(result or {})
    job.error = redact(error).text
    job.finished_at = timezone.now()
    job.save(update_fields=["state", "result", "error", "finished_at"])
