"""Backup and restore of a 100,000-fact database (`manage.py backup` / `restore`).

Figures: the time to back up while the server serves, the size of the backup, and the
time of the whole restore (load into a new database, migrate, swap names), target ≤ 60 s.
Baseline, in the same run: a bare `pg_restore` of the same file into an empty database,
which the restore's own work (migrate check, swap) is compared against.
"""

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import httpx

from bench.bench_portability import build_scope
from bench.harness import Server
from bench.in_process import REPO, bench_token, setup_django

BENCH_DB = "memorymesh_bench_backup"
TARGET_RESTORE_SECONDS = 60


def main() -> None:
    os.environ["MEMORYMESH_DB_NAME"] = BENCH_DB
    setup_django()
    from django.db import connection
    from psycopg import sql

    from memorymesh_site.backups import Server as DatabaseServer

    token = bench_token()
    server = Server()
    dump = Path(REPO) / "data" / "bench-backup.dump"
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=300) as client:
            build_scope(client, f"backup-{random.randrange(10**6)}", random.Random(3))
            start = time.perf_counter()
            subprocess.run([sys.executable, "manage.py", "backup", "--output", str(dump)], cwd=REPO, check=True,
                           env=dict(os.environ))
            backup_s = time.perf_counter() - start
            print(f"backup while serving: {backup_s:.1f} s, {dump.stat().st_size / 2**20:.1f} MiB", flush=True)
    finally:
        server.stop()

    database = DatabaseServer.of(connection.settings_dict)
    target, bare = f"{BENCH_DB}_restored", f"{BENCH_DB}_bare"
    try:
        start = time.perf_counter()
        subprocess.run([sys.executable, "manage.py", "restore", str(dump), "--database", target], cwd=REPO,
                       check=True, env=dict(os.environ))
        restore_s = time.perf_counter() - start
        with database.admin() as admin:
            admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(bare)))
        start = time.perf_counter()
        database.run("pg_restore", "--no-owner", "--no-privileges", "--dbname", bare, str(dump))
        bare_s = time.perf_counter() - start
    finally:
        with database.admin() as admin:
            for name in (target, bare):
                admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        dump.unlink(missing_ok=True)
    verdict = "met" if restore_s <= TARGET_RESTORE_SECONDS else "MISSED"
    print(f"restore (load, migrate, swap): {restore_s:.1f} s  target ≤ {TARGET_RESTORE_SECONDS} s ({verdict})")
    print(f"baseline bare pg_restore: {bare_s:.1f} s  (restore / bare = {restore_s / bare_s:.2f}×)")
    print(f"load average: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
