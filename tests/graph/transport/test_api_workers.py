"""The door's worker threads (graph.transport.api_handler.ApiWorkers, door_threads): each call
runs in one of them, its answer or its exception comes back to the awaiting task, more calls
than threads all finish, and their number follows the cores, the setting and the pool."""

import asyncio
import os
import threading

import pytest
from django.core.exceptions import ImproperlyConfigured

from graph.transport.api_handler import ApiWorkers, door_threads


def test_calls_run_in_the_workers_and_answer_or_raise_in_the_caller():
    workers = ApiWorkers(2, name="probe")

    def where(n: int) -> tuple[int, str]:
        return n, threading.current_thread().name

    def refuse() -> None:
        raise ValueError("refused in the thread")

    async def run() -> list[tuple[int, str]]:
        answers = await asyncio.gather(*(workers.run(where, n) for n in range(20)))
        with pytest.raises(ValueError, match="refused in the thread"):
            await workers.run(refuse)
        return answers

    answers = asyncio.run(run())
    assert [n for n, _name in answers] == list(range(20))
    assert {name for _n, name in answers} <= {"probe_0", "probe_1"}


def test_a_cancelled_caller_does_not_break_the_workers():
    workers = ApiWorkers(1, name="cancel")
    release = threading.Event()

    async def run() -> int:
        waiting = asyncio.ensure_future(workers.run(release.wait))
        await asyncio.sleep(0.01)
        waiting.cancel()
        release.set()
        return await workers.run(lambda: 7)  # the thread settled the cancelled call and goes on

    assert asyncio.run(run()) == 7


def test_door_threads_follow_the_cores_the_setting_and_the_pool(settings, monkeypatch):
    settings.DB_POOL_SIZE = 8
    monkeypatch.delenv("MEMORYMESH_API_THREADS", raising=False)
    assert door_threads() == min((os.cpu_count() or 2) + 1, 8)
    monkeypatch.setenv("MEMORYMESH_API_THREADS", "5")
    assert door_threads() == 5
    monkeypatch.setenv("MEMORYMESH_API_THREADS", "50")
    assert door_threads() == 8  # never more than the pool has connections
    monkeypatch.setenv("MEMORYMESH_API_THREADS", "0")
    assert door_threads() == 1
    monkeypatch.setenv("MEMORYMESH_API_THREADS", "three")
    with pytest.raises(ImproperlyConfigured, match="MEMORYMESH_API_THREADS must be a whole number"):
        door_threads()


@pytest.mark.django_db(transaction=True)
def test_a_busy_door_thread_keeps_its_connection_and_hands_it_back_when_idle():
    from django.db import close_old_connections, connection

    workers = ApiWorkers(1, name="kept")
    started, go_on = threading.Event(), threading.Event()

    def query_as_a_request(wait: bool = False) -> tuple[bool, int]:
        kept = connection.connection is not None
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_backend_pid()")
            pid = cursor.fetchone()[0]
        if wait:
            started.set()
            go_on.wait(5)
        close_old_connections()  # what request_finished runs at the end of every request
        return kept, pid

    def open_at_start() -> bool:
        return connection.connection is not None

    async def run() -> tuple[list[tuple[bool, int]], bool]:
        first = asyncio.ensure_future(workers.run(query_as_a_request, True))
        await asyncio.get_running_loop().run_in_executor(None, started.wait, 5)
        queued = [asyncio.ensure_future(workers.run(query_as_a_request)) for _ in range(3)]
        while workers._calls.qsize() < 3:  # all three wait behind the busy call before it ends
            await asyncio.sleep(0)
        go_on.set()
        pids = [await first] + [await call for call in queued]
        return pids, await workers.run(open_at_start)

    calls, still_open = asyncio.run(run())
    assert [kept for kept, _pid in calls] == [False, True, True, True], "calls that waited found it open"
    assert len({pid for _kept, pid in calls}) == 1
    assert not still_open, "with nothing queued the thread handed its connection back to the pool"
