"""`manage.py serve`: migrate, set up the owner on first run, run web + worker."""

import os
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser, OutputWrapper

from graph.embeddings import LocalMiniLM
from graph.services.owner import OwnerCredentials, ensure_owner
from memorymesh_site import supervisor
from memorymesh_site.checks import secret_key_warning
from memorymesh_site.queue_setup import ensure_queue_schema

CREDENTIALS_FILE = "first-run-credentials.txt"
#: sockaddr_un's sun_path holds 108 bytes with the closing zero.
_LONGEST_SOCKET_PATH = 107


class Command(BaseCommand):
    help = "Start MemoryMesh: database, migrations, web server (uvicorn) and Celery worker."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default=settings.SERVE_HOST)
        parser.add_argument("--port", type=int, default=settings.SERVE_PORT)

    def handle(self, *args: object, host: str, port: int, **options: object) -> None:
        warning = secret_key_warning(host)
        if warning:
            self.stderr.write(warning)
            self.stderr.flush()
        ensure_queue_schema()
        call_command("migrate", interactive=False, verbosity=0)
        credentials = ensure_owner()
        # The file is written at once, so the secrets survive a start that fails later.
        secrets = _secret_lines(host=host, port=port, credentials=credentials)
        ordinary, on_terminal = _private_channel(self.stdout, secrets)
        self.stdout.write(f"\nMemoryMesh is starting on http://{host}:{port} …\n")
        plan = supervisor.Plan(
            commands=supervisor.child_commands(
                host=host,
                port=port,
                schedule_file=settings.DATA_DIR / "celerybeat-schedule",
                web_processes=settings.WEB_PROCESSES,
                worker_concurrency=settings.WORKER_CONCURRENCY,
                queue=settings.CELERY_TASK_DEFAULT_QUEUE,
                trusted_proxies=settings.TRUSTED_PROXIES,
                embedding_socket=_embedding_socket(),
                embedding_threads=settings.EMBEDDING_THREADS,
            ),
            health_url=f"http://{supervisor.loopback(host)}:{port}/v1/health",
            ready_text=_banner(host=host, port=port, first_run=ordinary, has_credentials=bool(credentials)),
            terminal_text="\n".join(on_terminal) + "\n" if on_terminal else "",
            warning=warning or "",
            data_dir="" if settings.DATABASE_URL else str(settings.DATA_DIR),
            repo=str(settings.BASE_DIR),
        )
        self.stdout.flush()
        # glibc gives every thread that allocates an arena of its own (up to 8 per core) and
        # seldom hands their pages back; the web processes' thread pools then grow with each
        # burst of calls. Two per process hold the same load (bench/bench_footprint.py).
        os.environ.setdefault("MALLOC_ARENA_MAX", "2")
        supervisor.exec_into(plan)


def _embedding_socket() -> str:
    """The embedding process's socket when serve runs one, "" when not (another backend, or
    MEMORYMESH_EMBEDDING_PROCESS=off). Sets the children's environment to match."""
    if settings.EMBEDDINGS_BACKEND != "local" or settings.EMBEDDING_PROCESS == "off" or not LocalMiniLM.installed():
        return ""
    if len(os.fsencode(settings.EMBEDDING_SOCKET)) > _LONGEST_SOCKET_PATH:
        raise ImproperlyConfigured(
            f"the embedding socket {settings.EMBEDDING_SOCKET} is longer than a unix socket's path may be "
            f"({_LONGEST_SOCKET_PATH} bytes): set MEMORYMESH_EMBEDDING_SOCKET to a shorter path"
        )
    # Inherited by the web processes and the worker, through the supervisor's exec.
    os.environ["MEMORYMESH_EMBEDDING_PROCESS"] = "on"
    os.environ["MEMORYMESH_EMBEDDING_SOCKET"] = str(settings.EMBEDDING_SOCKET)
    return str(settings.EMBEDDING_SOCKET)


def _secret_lines(*, host: str, port: int, credentials: OwnerCredentials | None) -> list[str]:
    if not credentials:
        return []
    return [
        "",
        "First run: an owner account and API token were created. They are shown ONCE; save them now.",
        f"  owner login (admin at http://{host}:{port}/admin/): {credentials.username} / {credentials.password}",
        f"  API token: {credentials.token}",
        "",
        f"  export MEMORYMESH_TOKEN={credentials.token}",
    ]


def _private_channel(stdout: OutputWrapper, secret_lines: list[str]) -> tuple[list[str], list[str]]:
    """Decides where the first-run secrets go, so that no log a service manager keeps
    (journald, a redirected file) ever holds them. Returns (the lines for the ordinary
    output, the lines for the controlling terminal), both shown once the server answers.

    - stdout is a terminal: on stdout, in the banner.
    - stdout is not, but the process has a controlling terminal (`serve > log`): on
      that terminal; the output only says so.
    - no terminal at all (systemd, cron, a container without -t): a file readable by its
      owner only (0600) in the data folder; the output gives its path.
    """
    if not secret_lines or stdout.isatty():
        return secret_lines, []
    if not _has_terminal():
        path = _write_private_file(Path(settings.DATA_DIR) / CREDENTIALS_FILE, secret_lines)
        note = [
            "",
            f"First run: the owner's password and API token are in {path} (readable by you only).",
            "  Save them somewhere safe, then delete that file.",
        ]
        return note, []
    return ["", "First run: the owner's password and API token were shown on your terminal only."], secret_lines


def _has_terminal() -> bool:
    """Whether this process has a controlling terminal it may write to."""
    try:
        with open("/dev/tty", "w"):
            return True
    except OSError:
        return False


def _write_private_file(path: Path, lines: list[str]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    # Created 0600 (never readable by others, not even for a moment); an older file is replaced.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    # Unindented, so the file can be sourced and its `^export` line found with grep.
    with os.fdopen(fd, "w") as private:
        private.write("\n".join(line.strip() for line in lines).lstrip("\n") + "\n")
    return path


def _banner(*, host: str, port: int, first_run: list[str], has_credentials: bool) -> str:
    base = f"http://{host}:{port}"
    data = settings.DATA_DIR if not settings.DATABASE_URL else "(external database)"
    lines = [
        "",
        f"MemoryMesh is running on {base}  (data: {data})",
    ]
    if has_credentials:
        lines += first_run
    else:
        lines += [
            "",
            "Use the API token printed at the first start, or make a new one:",
            "  ./memorymesh token create --user owner --name my-agent",
            "  export MEMORYMESH_TOKEN=<the token>",
        ]
    lines += [
        "",
        "Connect:",
        f'  curl -H "Authorization: Bearer $MEMORYMESH_TOKEN" {base}/v1/whoami',
        f"  claude mcp add --transport http memorymesh {base}/v1/mcp"
        ' --header "Authorization: Bearer $MEMORYMESH_TOKEN"',
        "",
        "Ctrl-C stops the server, the worker and the database.",
        "",
    ]
    return "\n".join(lines)
