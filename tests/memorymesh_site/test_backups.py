"""`manage.py backup` and `restore` round trip, against the live test database while it serves:
every kind of record comes back, a signed cursor and a token still work, and a second restore
keeps the database it replaced."""

import subprocess
import sys
from collections.abc import Iterator

import httpx
import psycopg
import pytest
from django.db import connection
from psycopg import sql

from memorymesh_site.backups import Server
from tests.graph.memory_calls import acme_facts, call
from tests.graph.portability_calls import export_all
from tests.processes import REPO, free_port, start_uvicorn, stop


def manage(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, "manage.py", *args], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def databases_named(prefix: str) -> list[str]:
    with Server.of(connection.settings_dict).admin() as admin:
        rows = admin.execute("SELECT datname FROM pg_database WHERE datname LIKE %s", [prefix + "%"]).fetchall()
    return sorted(row[0] for row in rows)


@pytest.fixture
def copy_name() -> Iterator[str]:
    name = connection.settings_dict["NAME"] + "_copy"
    yield name
    with Server.of(connection.settings_dict).admin() as admin:
        for database in databases_named(name):
            admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(database)))


def stored_everything(api: httpx.Client) -> None:
    call(api, "remember", scope="kept", source="hr.txt", date="2026-10-01", content="Dana works at Acme.",
         facts=acme_facts())
    call(api, "remember", scope="kept", facts={"entities": [{"name": "Dana", "attributes": {"role": "cto"}}]})
    call(api, "relate", scope="kept", **{"from": "Acme", "to": "Berlin", "type": "located_in"})
    call(api, "relate", scope="kept", **{"from": "Dana", "to": "Initech", "type": "WORKS_AT"}, replaces=True)
    call(api, "relate", scope="kept", **{"from": "Eve", "to": "Acme", "type": "KNOWS"})
    call(api, "forget", scope="kept", fact={"from": "Eve", "to": "Acme", "type": "KNOWS"})


def test_a_backup_taken_while_serving_restores_every_record(api, test_db_env, tmp_path, copy_name):
    stored_everything(api)
    before = export_all(api, "kept")
    first_page = api.post("/v1/graph/read_graph", json={"scope": "kept", "limit": 1}).json()
    dump = tmp_path / "memory.dump"
    written = manage(test_db_env, "backup", "--output", str(dump))
    assert str(dump) in written.stdout and dump.stat().st_size > 0
    assert oct(dump.stat().st_mode & 0o777) == "0o600"

    restored = manage(test_db_env, "restore", str(dump), "--database", copy_name)
    assert "previous database" not in restored.stdout  # nothing was there to keep
    port = free_port()
    proc = start_uvicorn(port=port, env={**test_db_env, "MEMORYMESH_DB_NAME": copy_name})
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", headers=api.headers, timeout=60) as copy:
            after = export_all(copy, "kept")
            # The header's exported_at differs; every record after it is the same.
            assert after[1:] == before[1:] and len(after) > 6
            assert any(r["kind"] == "fact" and r["state"] != "current" for r in after)  # ended facts too
            # The token and a cursor signed before the backup work on the restored database.
            second_page = copy.post("/v1/graph/read_graph", json={"scope": "kept", "limit": 1,
                                                                  "cursor": first_page["nextCursor"]})
            assert second_page.status_code == 200, second_page.text
            assert second_page.json()["nodes"] or second_page.json()["edges"]
    finally:
        stop(proc)

    again = manage(test_db_env, "restore", str(dump), "--database", copy_name)
    kept = [name for name in databases_named(copy_name) if "_before_restore_" in name]
    assert len(kept) == 1 and kept[0] in again.stdout


def test_a_missing_or_broken_backup_changes_nothing(test_db_env, tmp_path, copy_name):
    broken = tmp_path / "broken.dump"
    broken.write_bytes(b"not a dump")
    for path in (tmp_path / "missing.dump", broken):
        done = subprocess.run([sys.executable, "manage.py", "restore", str(path), "--database", copy_name],
                              cwd=REPO, env=test_db_env, capture_output=True, text=True, timeout=300)
        assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    assert databases_named(copy_name) == []  # no half-restored database is left behind
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(**{"dbname": copy_name, "host": connection.settings_dict["HOST"],
                           "port": connection.settings_dict["PORT"], "user": connection.settings_dict["USER"]},
                        connect_timeout=5).close()
