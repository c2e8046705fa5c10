"""The main command's process supervisor: web server + worker + embedded database.

Ctrl-C or SIGTERM stops the children, then the embedded database, cleanly. If a
child dies on its own, the rest are stopped too, so a half-running server never
looks healthy.
"""

import ctypes
import os
import signal
import subprocess
import sys
import time
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
        ],
        "worker": [
            python,
            "-m",
            "celery",
            "-A",
            "memorymesh_site",
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


def run(*, host: str, port: int, out) -> int:  # noqa: ANN001 - a text stream
    """Start the children and wait. Returns the exit status for the main command."""
    stopping = False

    def _request_stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _request_stop)
    signal.signal(signal.SIGTERM, _request_stop)
    commands = child_commands(host=host, port=port, schedule_file=settings.DATA_DIR / "celerybeat-schedule")
    children = {
        name: subprocess.Popen(cmd, start_new_session=True, preexec_fn=_die_with_parent)
        for name, cmd in commands.items()
    }
    status = 0
    while not stopping:
        died = {name: proc.returncode for name, proc in children.items() if proc.poll() is not None}
        if died:
            out.write(f"memorymesh: {', '.join(f'{n} exited ({c})' for n, c in died.items())}; stopping\n")
            status = 1
            break
        time.sleep(0.2)
    _stop_children(children)
    if not settings.DATABASE_URL:
        embedded_db.stop_server(settings.DATA_DIR)
    out.write("memorymesh: stopped\n")
    return status


def _die_with_parent() -> None:
    # If the main command is killed with -9 it cannot stop its children; ask the
    # kernel to send them SIGTERM instead, so no orphan keeps the port or the queue.
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


def _stop_children(children: dict[str, subprocess.Popen]) -> None:
    # SIGTERM to each main process only: uvicorn and celery then stop their own
    # workers gracefully (a whole-group signal makes celery log its pool as crashed).
    for proc in children.values():
        if proc.poll() is None:
            proc.terminate()
    deadline = time.monotonic() + _STOP_GRACE_SECONDS
    for proc in children.values():
        try:
            proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
