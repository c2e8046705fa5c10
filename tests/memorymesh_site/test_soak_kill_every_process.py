"""A short soak: under a steady writer load through `./memorymesh serve`, kill -9 each of its
processes in turn, and check that each heals, no request answers 500, and every acknowledged
write is still there at the end.

In turn: one uvicorn web process, the uvicorn master, the Celery worker, Celery beat and the
embedded postmaster (there is no separate connection pooler: each process pools its own
connections, and heals with it). The heal time of each is printed (`-s` shows it) and kept
in docs/reliability.md.
"""

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.memorymesh_site.test_serve import _postmaster_pid
from tests.memorymesh_site.writer_load import Writers, health, missing_writes
from tests.processes import ServeProcess, free_port, wait_until

# The target for the postmaster; the other processes heal well inside the same bound.
POSTMASTER_HEAL_SECONDS = 15
HEAL_TIMEOUT_SECONDS = 90
# The target: health answers within 2 s in every state, the database down included.
HEALTH_SECONDS = 2.0
WEB_MARKER = " memorymesh_site.preforked_uvicorn "  # the web server in the supervisor's child list


def _children(pid: int) -> list[int]:
    """The pids whose parent is `pid`, from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def _cmdline(pid: int) -> str:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


class ServeTree:
    """The processes under one `serve` (its supervisor's children, and theirs), found by command line."""

    def __init__(self, serve: ServeProcess, data_dir: Path) -> None:
        self.supervisor = serve.proc.pid
        self.data_dir = data_dir

    def child(self, marker: str) -> int | None:
        """The supervisor's child whose command line holds `marker` (" memorymesh_site.preforked_uvicorn ",
        " worker ", " beat ")."""
        for pid in _children(self.supervisor):
            if marker in f" {_cmdline(pid)} ":
                return pid
        return None

    def web_processes(self) -> list[int]:
        """uvicorn's web processes: forked from its parent, so they keep its command line."""
        master = self.child(WEB_MARKER)
        return [pid for pid in _children(master) if _cmdline(pid) == _cmdline(master)] if master else []

    def postmaster(self) -> int | None:
        return _postmaster_pid(self.data_dir)


class HealthProbe:
    """Asks /v1/health while processes heal; keeps how long each answer took while the database was down."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.database_down_seconds: list[float] = []

    def serving(self) -> bool:
        start = time.monotonic()
        try:
            answer = health(self.port)
        except Exception:  # noqa: BLE001 - no answer at all while the web server restarts
            return False
        if answer.status_code == 503 and answer.json().get("database") == "unavailable":
            self.database_down_seconds.append(time.monotonic() - start)
        return answer.status_code == 200


def _kill_and_heal(
    what: str, find: Callable[[], int | None], healed: Callable[[int], bool], probe: HealthProbe
) -> float:
    """kill -9 the process `find` names; seconds until `healed(old pid)` and health answers 200."""
    old = find()
    assert old, f"no {what} to kill"
    os.kill(old, signal.SIGKILL)
    killed = time.monotonic()
    wait_until(lambda: probe.serving() and healed(old), timeout=HEAL_TIMEOUT_SECONDS, what=f"{what} to heal")
    return time.monotonic() - killed


def _replaced(find: Callable[[], int | None]) -> Callable[[int], bool]:
    def healed(old: int) -> bool:
        new = find()
        return new is not None and new != old

    return healed


@pytest.mark.slow
def test_each_process_killed_under_load_heals_with_no_500_and_no_lost_write(tmp_path):
    data_dir, port = tmp_path / "data", free_port()
    serve = ServeProcess(data_dir, port)
    credentials = (data_dir / "first-run-credentials.txt").read_text()
    token = next(line.split()[-1] for line in credentials.splitlines() if "API token:" in line)
    tree = ServeTree(serve, data_dir)
    web_count = len(tree.web_processes())
    heal: dict[str, float] = {}
    probe = HealthProbe(port)
    try:
        writers = Writers(f"http://127.0.0.1:{port}", token)
        wait_until(lambda: len(writers.acknowledged) >= 10, timeout=60, what="writes before the first kill")

        def web_back(old: int) -> bool:
            alive = tree.web_processes()
            return old not in alive and len(alive) == web_count

        steps: list[tuple[str, Callable[[], int | None], Callable[[int], bool]]] = [
            ("web process", lambda: (tree.web_processes() or [None])[0], web_back),
            ("uvicorn master", lambda: tree.child(WEB_MARKER), _replaced(lambda: tree.child(WEB_MARKER))),
            ("celery worker", lambda: tree.child(" worker "), _replaced(lambda: tree.child(" worker "))),
            ("celery beat", lambda: tree.child(" beat "), _replaced(lambda: tree.child(" beat "))),
            ("postmaster", tree.postmaster, _replaced(tree.postmaster)),
        ]
        for what, find, healed in steps:
            before = len(writers.acknowledged)
            heal[what] = _kill_and_heal(what, find, healed, probe)
            wait_until(lambda n=before: len(writers.acknowledged) >= n + 10, timeout=60, what=f"writes after {what}")
        writers.stop()

        print(f"\nheal seconds: {heal}; acknowledged {len(writers.acknowledged)}; statuses {dict(writers.statuses)}")
        print(f"health with the database down, seconds: {[round(s, 2) for s in probe.database_down_seconds]}")
        assert not any(status >= 500 and status != 503 for status in writers.statuses), writers.bodies_of_errors
        assert all("server_busy" in b or "database_unavailable" in b for b in writers.bodies_of_errors)
        assert heal["postmaster"] <= POSTMASTER_HEAL_SECONDS, heal
        assert probe.database_down_seconds, "health never reported the database down"
        assert max(probe.database_down_seconds) <= HEALTH_SECONDS, probe.database_down_seconds
        assert "memorymesh: beat exited" in serve.output  # the supervisor saw beat die and restarted it
        missing = missing_writes(port, token, writers.acknowledged)
        assert not missing, sorted(missing)[:10]
    finally:
        serve.stop()
