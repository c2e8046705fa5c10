"""A background job whose write PostgreSQL aborts as a lock-cycle victim runs again, as a verb does."""

from collections.abc import Iterator

import pytest
from django.db import connection, transaction

from graph.models import Entity, Job, Scope
from graph.tasks import JOB_HANDLERS, register_job_handler, run_job

pytestmark = pytest.mark.django_db(transaction=True)

KIND = "test_store_one_entity"


@pytest.fixture
def runs() -> Iterator[list[int]]:
    """A job kind that stores one entity in one transaction, aborted as a deadlock victim the
    first `fail_first` times (PostgreSQL raises the real SQLSTATE 40P01 inside it)."""
    attempts: list[int] = []

    def handler(job: Job) -> dict:
        attempts.append(1)
        with transaction.atomic():
            scope = Scope.objects.get(pk=job.payload["scope"])
            Entity.objects.create(scope=scope, name="Ledger", name_norm="ledger")
            if len(attempts) <= job.payload["fail_first"]:
                with connection.cursor() as cursor:
                    cursor.execute("DO $$ BEGIN RAISE EXCEPTION 'cycle' USING ERRCODE = 'deadlock_detected'; END $$")
        return {"stored": "Ledger"}

    register_job_handler(KIND, handler)
    yield attempts
    JOB_HANDLERS.pop(KIND)


def test_a_job_that_loses_a_lock_cycle_runs_again_and_stores_once(runs):
    scope = Scope.objects.create(kind=Scope.Kind.NAMED, name="books")
    job = Job.objects.create(kind=KIND, payload={"scope": scope.pk, "fail_first": 1})

    run_job(job.pk)

    job.refresh_from_db()
    assert (job.state, job.result, job.error) == (Job.State.DONE, {"stored": "Ledger"}, "")
    assert len(runs) == 2
    assert list(Entity.objects.filter(scope=scope).values_list("name", flat=True)) == ["Ledger"]


def test_a_job_that_keeps_losing_fails_with_the_reason_and_stores_nothing(runs):
    scope = Scope.objects.create(kind=Scope.Kind.NAMED, name="books")
    job = Job.objects.create(kind=KIND, payload={"scope": scope.pk, "fail_first": 99})

    with pytest.raises(Exception, match="kept colliding"):
        run_job(job.pk)

    job.refresh_from_db()
    assert job.state == Job.State.FAILED
    assert job.error.startswith("Busy: this write kept colliding")
    assert not Entity.objects.filter(scope=scope).exists()
