"""A write that loses a lock cycle to a concurrent write runs again; it never answers 500."""

import threading

import pytest
from django.db import OperationalError, connection, transaction

from graph.conflict_retry import ATTEMPTS, retrying_conflicts
from graph.exceptions import Busy
from graph.models import Scope

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_victim_of_a_real_deadlock_runs_again_and_both_writes_commit():
    first = Scope.objects.create(kind=Scope.Kind.NAMED, name="first")
    second = Scope.objects.create(kind=Scope.Kind.NAMED, name="second")
    both_hold_one = threading.Barrier(2, timeout=10)
    runs: list[str] = []
    outcomes: dict[str, object] = {}

    def write(label: str, order: list[Scope]) -> None:
        def transaction_body() -> str:
            runs.append(label)
            with transaction.atomic():
                Scope.objects.filter(pk=order[0].pk).update(name=f"{label} was here {order[0].pk}")
                if runs.count(label) == 1:
                    both_hold_one.wait()  # each holds one row and asks for the other's: a cycle
                Scope.objects.filter(pk=order[1].pk).update(name=f"{label} was here {order[1].pk}")
            return label

        try:
            outcomes[label] = retrying_conflicts(transaction_body)
        except (OperationalError, Busy) as exc:  # reported below, by the main thread
            outcomes[label] = exc
        finally:
            connection.close()

    threads = [
        threading.Thread(target=write, args=("a", [first, second])),
        threading.Thread(target=write, args=("b", [second, first])),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)

    assert outcomes == {"a": "a", "b": "b"}
    assert sorted(runs) in (["a", "a", "b"], ["a", "b", "b"])  # exactly one of them ran twice
    survivor = runs[-1]  # the re-run wrote last, to both rows
    stored = {s.name for s in Scope.objects.filter(pk__in=[first.pk, second.pk])}
    assert stored == {f"{survivor} was here {first.pk}", f"{survivor} was here {second.pk}"}


def failing_with(state: str, attempts: list[int]):
    """A transaction that PostgreSQL aborts with the SQLSTATE named `state`, counting its runs."""

    def run() -> None:
        attempts.append(1)
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(f"DO $$ BEGIN RAISE EXCEPTION 'raised' USING ERRCODE = '{state}'; END $$")

    return run


def test_a_write_that_keeps_losing_answers_busy_with_retry_after():
    attempts: list[int] = []
    with pytest.raises(Busy) as refused:
        retrying_conflicts(failing_with("deadlock_detected", attempts))
    assert len(attempts) == ATTEMPTS
    assert (refused.value.status, refused.value.extra["retry_after"]) == (503, 1)


def test_inside_a_callers_transaction_nothing_is_run_again():
    attempts: list[int] = []
    with pytest.raises(OperationalError), transaction.atomic():
        retrying_conflicts(failing_with("deadlock_detected", attempts))
    assert len(attempts) == 1


def test_other_database_errors_are_not_run_again():
    attempts: list[int] = []
    with pytest.raises(OperationalError):
        retrying_conflicts(failing_with("lock_not_available", attempts))
    assert len(attempts) == 1
