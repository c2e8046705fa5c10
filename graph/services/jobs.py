"""Queueing background jobs and claiming them in the worker.

A Job row is the job's state; the broker message only carries its id. Delivery is
at-least-once (a worker killed mid-job has its message redelivered), so claiming
accepts a job that is queued or was left running, and never one that finished.
"""

from typing import Any

from celery import current_app
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from graph.models import Job, Scope

RUN_JOB_TASK = "graph.run_job"


def enqueue_job(*, kind: str, payload: dict[str, Any] | None = None, scope: Scope | None = None) -> Job:
    """Create a queued job and send it to the worker once the surrounding transaction commits."""
    job = Job.objects.create(kind=kind, payload=payload or {}, scope=scope)
    # Sent by name: the task module imports the services, so services never import it.
    transaction.on_commit(lambda: current_app.send_task(RUN_JOB_TASK, args=[job.pk]))
    return job


def claim_job(job_id: int) -> Job | None:
    """Mark a job running and count the attempt. None if it is gone or already finished.

    A conditional UPDATE is the claim: two deliveries of one message cannot both see
    a finished job as claimable, and a finished job is never run again.
    """
    claimed = Job.objects.filter(pk=job_id, state__in=[Job.State.QUEUED, Job.State.RUNNING]).update(
        state=Job.State.RUNNING, attempts=F("attempts") + 1, started_at=timezone.now()
    )
    return Job.objects.get(pk=job_id) if claimed else None


def finish_job(job: Job, *, result: dict[str, Any] | None = None, error: str = "") -> None:
    job.state = Job.State.FAILED if error else Job.State.DONE
    job.result = result or {}
    job.error = error
    job.finished_at = timezone.now()
    job.save(update_fields=["state", "result", "error", "finished_at"])
