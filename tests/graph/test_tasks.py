"""A real Celery worker process runs queued jobs, on the default broker and on Redis."""

from datetime import timedelta

import pytest
import redis
from celery import Celery
from django.conf import settings
from django.utils import timezone

from graph.models import Entity, Job, Scope
from graph.services.jobs import enqueue_job
from tests.processes import dead_worker_identity, start_worker, stop, wait_until

REDIS_URL = "redis://127.0.0.1:6379/15"


def _forgotten_and_kept_entities() -> tuple[Entity, Entity]:
    scope = Scope.objects.create(kind=Scope.Kind.NAMED, name="w")
    old = timezone.now() - timedelta(days=30)
    forgotten = Entity.objects.create(scope=scope, name="Gone", name_norm="gone", forgotten_at=old)
    kept = Entity.objects.create(scope=scope, name="Kept", name_norm="kept")
    return forgotten, kept


def _job_state(job: Job) -> str:
    job.refresh_from_db()
    return job.state


@pytest.mark.slow
def test_job_queued_while_worker_is_down_runs_when_it_starts(transactional_db, test_db_env):
    forgotten, kept = _forgotten_and_kept_entities()
    job = enqueue_job(kind="purge_forgotten", payload={"retention_seconds": 60})
    assert _job_state(job) == "queued"
    worker = start_worker(env=test_db_env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        wait_until(lambda: _job_state(job) == "done", timeout=90, what="the worker to run the purge job")
    finally:
        stop(worker)
    assert job.result["entities"] == 1
    assert job.attempts == 1
    assert not Entity.objects.filter(pk=forgotten.pk).exists()
    assert Entity.objects.filter(pk=kept.pk).exists()


def _redis_available() -> bool:
    try:
        return redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping()
    except redis.RedisError:
        return False


@pytest.mark.slow
@pytest.mark.skipif(not _redis_available(), reason="no Redis on 127.0.0.1:6379 (CI has one)")
def test_production_broker_path_runs_jobs_through_redis(transactional_db, test_db_env):
    forgotten, _kept = _forgotten_and_kept_entities()
    job = Job.objects.create(kind="purge_forgotten", payload={"retention_seconds": 60})
    queue = "memorymesh_redis_test"
    redis.Redis.from_url(REDIS_URL).delete(queue)
    worker = start_worker(env={**test_db_env, "CELERY_BROKER_URL": REDIS_URL}, queue=queue)
    try:
        publisher = Celery(broker=REDIS_URL, set_as_current=False)  # the project app stays current
        publisher.send_task("graph.run_job", args=[job.pk], queue=queue)
        wait_until(lambda: _job_state(job) == "done", timeout=90, what="the Redis-fed worker to run the job")
    finally:
        stop(worker)
    assert not Entity.objects.filter(pk=forgotten.pk).exists()


def test_a_finished_job_is_never_run_again(transactional_db):
    from graph.tasks import run_job

    job = Job.objects.create(kind="purge_forgotten", payload={"retention_seconds": 60})
    run_job(job.pk)
    assert _job_state(job) == "done"
    run_job(job.pk)  # a redelivered message
    job.refresh_from_db()
    assert job.attempts == 1


def test_unknown_job_kind_is_recorded_as_failed(transactional_db):
    from graph.tasks import run_job

    job = Job.objects.create(kind="no_such_kind")
    run_job(job.pk)
    job.refresh_from_db()
    assert job.state == "failed" and "no_such_kind" in job.error


def test_a_job_running_in_a_live_worker_is_not_run_again_by_a_redelivery(transactional_db):
    import os
    import socket

    from graph.services.jobs import claim_job

    job = Job.objects.create(
        kind="purge_forgotten",
        state=Job.State.RUNNING,
        started_at=timezone.now(),
        claimed_by=f"{socket.gethostname()}:{os.getpid()}",
    )
    assert claim_job(job.pk) is None
    assert _job_state(job) == "running"


def test_a_job_whose_worker_died_is_claimable_again(transactional_db):
    from graph.services.jobs import claim_job

    job = Job.objects.create(
        kind="purge_forgotten",
        state=Job.State.RUNNING,
        started_at=timezone.now(),
        claimed_by=dead_worker_identity(),
        attempts=1,
    )
    claimed = claim_job(job.pk)
    assert claimed is not None and claimed.attempts == 2


@pytest.mark.slow
def test_jobs_of_a_dead_worker_are_queued_again_and_run_at_once(transactional_db, test_db_env):
    from graph.services.jobs import reclaim_stale_jobs

    forgotten, _kept = _forgotten_and_kept_entities()
    stale = Job.objects.create(
        kind="purge_forgotten",
        payload={"retention_seconds": 60},
        state=Job.State.RUNNING,
        started_at=timezone.now(),
        claimed_by=dead_worker_identity(),
    )
    assert reclaim_stale_jobs() == [stale.pk]
    worker = start_worker(env=test_db_env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        wait_until(lambda: _job_state(stale) == "done", timeout=90, what="the reclaimed job to run")
    finally:
        stop(worker)
    assert not Entity.objects.filter(pk=forgotten.pk).exists()


def test_a_periodic_job_is_not_queued_while_one_is_pending(transactional_db):
    from graph.services.jobs import enqueue_unless_pending

    first = enqueue_unless_pending(kind="embed_passages", payload={"limit": 10})
    assert first is not None
    assert enqueue_unless_pending(kind="embed_passages", payload={"limit": 10}) is None
    Job.objects.filter(pk=first.pk).update(state=Job.State.DONE)
    assert enqueue_unless_pending(kind="embed_passages", payload={"limit": 10}) is not None
