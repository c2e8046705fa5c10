"""Starting the real server and worker processes that end-to-end tests talk to."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import httpx

from memorymesh_site.supervisor import proxy_options, worker_command

REPO = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def child_env(**overrides: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(overrides)
    return env


def wait_until(condition: Callable[[], bool], *, timeout: float, what: str) -> None:
    """Poll `condition` until it holds; fail the test naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def start_uvicorn(*, port: int, env: dict[str, str]) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "memorymesh_site.asgi:application", "--port", str(port), "--no-access-log",
         *proxy_options(env.get("MEMORYMESH_TRUSTED_PROXIES", ""))],
        cwd=REPO,
        env=env,
    )
    wait_until(
        lambda: _answers(f"http://127.0.0.1:{port}/v1/health") or proc.poll() is not None,
        timeout=60,
        what="uvicorn to answer /v1/health",
    )
    assert proc.poll() is None, "uvicorn exited during start-up"
    return proc


def start_worker(*, env: dict[str, str], queue: str) -> subprocess.Popen:
    return subprocess.Popen(
        worker_command(queue, "--pool", "solo", "--without-heartbeat"),
        cwd=REPO,
        env=env,
    )


def stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _answers(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code < 500
    except httpx.HTTPError:
        return False


def dead_worker_identity() -> str:
    """A job claimer ("host:pid") whose process is gone: a child that exited and was reaped."""
    child = subprocess.Popen(["true"])
    child.wait()
    return f"{socket.gethostname()}:{child.pid}"
