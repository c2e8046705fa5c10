"""The main command's process supervisor: web server + worker + embedded database.

Ctrl-C or SIGTERM stops the children, then the embedded database, cleanly. A child
that dies on its own is restarted, with a line in the log and a growing pause if it
keeps dying (1 s, 2 s, 4 s … at most 30 s; back to 1 s once it has run a minute).
Each child leads its own process group, and the whole group is killed before a
restart and at the stop, so nothing a crashed child started (a Celery pool process)
outlives it. The web server runs `MEMORYMESH_WEB_PROCESSES` processes (uvicorn
restarts one that dies); they share nothing but the database.
"""

import ctypes
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from django.conf import settings

from memorymesh_site import embedded_db

_STOP_GRACE_SECONDS = 15
_PR_SET_PDEATHSIG = 1


def child_commands(*, host: str, port: int, schedule_file: Path) -> dict[str, list[str]]:
    python = sys.executable
    return {
        "web": [
            python,
            "-m",
            "uvicorn",
            "memorymesh_site.asgi:application",
            "--host",
            host,
            "--port",
            str(port),
            "--lifespan",
            "auto",
            "--no-access-log",
            "--log-level",
            "warning",
            "--workers",
            str(settings.WEB_PROCESSES),
        ],
        "worker": [
            python,
            # Celery warns on every start under root (as in a container); the operator chose it.
            "-W",
            "ignore:You're running the worker with superuser privileges",
            "-m",
            "celery",
            "-A",
            "memorymesh_site",
            # No start-up banner: it would bury the connection lines, and it shows the pgmq
            # broker as "pgmq://…@localhost:5432", which is not where the queue lives.
            "--quiet",
            "worker",
            "--beat",
            "--schedule",
            str(schedule_file),
            "--concurrency",
            str(settings.WORKER_CONCURRENCY),
            "--loglevel",
            "warning",
            "-Q",
            settings.CELERY_TASK_DEFAULT_QUEUE,
            "--without-gossip",
            "--without-mingle",
        ],
    }


_FIRST_PAUSE_SECONDS = 1.0
_LONGEST_PAUSE_SECONDS = 30.0
_HEALTHY_AFTER_SECONDS = 60.0


class Child:
    """One supervised command: started, watched, restarted with backoff."""

    def __init__(self, name: str, command: list[str], out) -> None:  # noqa: ANN001 - a text stream
        self.name = name
        self.command = command
        self.out = out
        self.proc: subprocess.Popen | None = None
        self.started_at = 0.0
        self.pause = _FIRST_PAUSE_SECONDS
        self.restart_at: float | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(self.command, start_new_session=True, preexec_fn=_die_with_parent)
        self.started_at = time.monotonic()
        self.restart_at = None

    def watch(self) -> None:
        """Restart the child if it died; called every few tenths of a second."""
        now = time.monotonic()
        if self.restart_at is not None:
            if now >= self.restart_at:
                self.out.write(f"memorymesh: restarting {self.name}\n")
                self.out.flush()
                self.start()
            return
        assert self.proc is not None
        code = self.proc.poll()
        if code is None:
            return
        _kill_group(self.proc.pid)  # what it left behind (pool processes) goes with it
        if now - self.started_at > _HEALTHY_AFTER_SECONDS:
            self.pause = _FIRST_PAUSE_SECONDS
        self.out.write(f"memorymesh: {self.name} exited ({code}); restarting in {self.pause:g} s\n")
        self.out.flush()
        self.restart_at = now + self.pause
        self.pause = min(self.pause * 2, _LONGEST_PAUSE_SECONDS)

    def terminate(self) -> None:
        # SIGTERM to the main process only: uvicorn and celery then stop their own
        # workers gracefully (a whole-group signal makes celery log its pool as crashed).
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()

    def wait(self, deadline: float) -> None:
        if self.proc is None:
            return
        try:
            self.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        _kill_group(self.proc.pid)


def run(*, host: str, port: int, out, on_ready: Callable[[], None] | None = None) -> int:  # noqa: ANN001
    """Start the children and keep them running until asked to stop. Returns the exit status.

    `on_ready` is called once, when the web server first answers its health check.
    """
    stopping = False

    def _request_stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _request_stop)
    signal.signal(signal.SIGTERM, _request_stop)
    commands = child_commands(host=host, port=port, schedule_file=settings.DATA_DIR / "celerybeat-schedule")
    children = [Child(name, command, out) for name, command in commands.items()]
    for child in children:
        child.start()
    health = f"http://{_loopback(host)}:{port}/v1/health"
    while not stopping:
        for child in children:
            child.watch()
        if on_ready is not None and _answers(health):
            on_ready()
            on_ready = None
        time.sleep(0.2)
    for child in children:
        child.terminate()
    deadline = time.monotonic() + _STOP_GRACE_SECONDS
    for child in children:
        child.wait(deadline)
    if not settings.DATABASE_URL:
        embedded_db.stop_server(settings.DATA_DIR)
    out.write("memorymesh: stopped\n")
    return 0


def _loopback(host: str) -> str:
    return "127.0.0.1" if host in ("0.0.0.0", "::", "") else host.strip("[]")


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1) as response:
            return response.status < 500
    except OSError:
        return False


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass  # the group is already empty


def _die_with_parent() -> None:
    # If the main command is killed with -9 it cannot stop its children; ask the
    # kernel to send them SIGTERM instead, so no orphan keeps the port or the queue.
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
