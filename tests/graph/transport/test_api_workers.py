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
