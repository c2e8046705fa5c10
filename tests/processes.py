"""Starting the real server and worker processes that end-to-end tests talk to."""

import fcntl
import os
import pty
import signal
import socket
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx

from memorymesh_site.supervisor import UVICORN_HTTP, proxy_options, worker_command

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
        [
            sys.executable,
            "-m",
            "uvicorn",
            "memorymesh_site.asgi:application",
            "--port",
            str(port),
            "--no-access-log",
            "--http",
            UVICORN_HTTP,
            *proxy_options(env.get("MEMORYMESH_TRUSTED_PROXIES", "")),
        ],
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


class ServeProcess:
    """`manage.py serve` on its own data folder, with its output collected.

    It runs in a session of its own, so by default it has no terminal (as under systemd).
    terminal="output": its stdout and stderr are a pseudo-terminal (a person's shell).
    terminal="controlling": its output goes to a pipe (`serve > log`) while a
    pseudo-terminal is its controlling terminal; what is written there is in `terminal_text`."""

    def __init__(
        self,
        data_dir: Path,
        port: int,
        *,
        host: str = "127.0.0.1",
        terminal: str | None = None,
        command: list[str] | None = None,
    ) -> None:
        self.port = port
        self.lines: list[str] = []
        self.terminal_chunks: list[str] = []
        env = child_env(MEMORYMESH_DATA_DIR=str(data_dir), MEMORYMESH_PORT=str(port))
        env.pop("MEMORYMESH_DB_NAME", None)
        env.pop("DJANGO_SECRET_KEY", None)  # the public development key, as a fresh checkout has
        options: dict = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True}
        if terminal:
            reader, writer = pty.openpty()
            if terminal == "output":
                options = {"stdout": writer, "stderr": writer}
            else:
                options["preexec_fn"] = lambda: fcntl.ioctl(writer, termios.TIOCSCTTY, 0)
                options["pass_fds"] = (writer,)
        self.proc = subprocess.Popen(
            command or [sys.executable, "manage.py", "serve", "--host", host],
            cwd=REPO,
            env=env,
            start_new_session=True,
            **options,
        )
        if terminal:
            os.close(writer)
            sink = self.lines if terminal == "output" else self.terminal_chunks
            threading.Thread(target=self._collect_terminal, args=(reader, sink), daemon=True).start()
        if terminal != "output":
            threading.Thread(target=self._collect, daemon=True).start()
        wait_until(self._healthy, timeout=120, what=f"the server to be healthy; output:\n{self.output}")
        # The connection lines are printed once the web server answers: the last thing a person reads.
        wait_until(lambda: "Ctrl-C stops" in self.output, timeout=30, what=f"the banner; output:\n{self.output}")

    def _collect(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line)

    @staticmethod
    def _collect_terminal(reader: int, sink: list[str]) -> None:
        while True:
            try:
                chunk = os.read(reader, 4096)
            except OSError:  # the terminal closed with the process
                break
            if not chunk:
                break
            sink.append(chunk.decode(errors="replace").replace("\r\n", "\n"))

    @property
    def terminal_text(self) -> str:
        return "".join(self.terminal_chunks)

    @property
    def output(self) -> str:
        return "".join(self.lines)

    def _healthy(self) -> bool:
        assert self.proc.poll() is None, f"serve exited early:\n{self.output}"
        try:
            response = httpx.get(f"http://127.0.0.1:{self.port}/v1/health", timeout=3)
        except httpx.HTTPError:
            return False
        return response.status_code == 200 and response.json()["broker"] == "ok"

    def stop(self) -> None:
        """SIGTERM, as Ctrl-C or a service manager sends: serve must stop everything and exit 0."""
        self.proc.send_signal(signal.SIGTERM)
        assert self.proc.wait(timeout=60) == 0, self.output

    def whoami(self, token: str) -> int:
        headers = {"Authorization": f"Bearer {token}"}
        return httpx.get(f"http://127.0.0.1:{self.port}/v1/whoami", headers=headers, timeout=5).status_code
