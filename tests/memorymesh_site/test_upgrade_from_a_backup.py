"""A backup made by an earlier release restores, migrates and serves.

tests/fixtures/upgrade/memorymesh-5b5ec88.dump was written by `pg_dump` from a server running
main at 5b5ec88 (before identity moved into its own app), after: an owner and a member `bob`
of organisation `acme`; a document with facts in scope `demo`, a fact replaced
(`replaces`), a fact forgotten; a session note; org memory; three turns through
`after_turn` (extracted by the worker); a schema node (`add_npc`) with its edge. CI's clone
may have no history, so the dump is kept rather than made at test time.
"""

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from django.db import connection
from psycopg import sql

from memorymesh_site.backups import Server
from tests.memorymesh_site.test_backups import databases_named, manage
from tests.processes import free_port, start_uvicorn, stop

DUMP = Path(__file__).resolve().parents[1] / "fixtures" / "upgrade" / "memorymesh-5b5ec88.dump"
# Test secrets of that throwaway server, kept with the dump.
OWNER_TOKEN = "mm_Vumd4qdiNNoioDtX829hP1ZGIDQrmbXm1V0cos2D_h0"
BOB_TOKEN = "mm_6G9bgbqBKDWixc-knaFn6wNS7dwxmIg_ele2akqCdXA"


@pytest.fixture(scope="module")
def upgraded(test_db_env, django_db_blocker) -> Iterator[str]:
    with django_db_blocker.unblock():
        name = connection.settings_dict["NAME"] + "_upgraded"
        manage(test_db_env, "restore", str(DUMP), "--database", name)
        port = free_port()
        proc = start_uvicorn(port=port, env={**test_db_env, "MEMORYMESH_DB_NAME": name})
        yield f"http://127.0.0.1:{port}"
        stop(proc)
        with Server.of(connection.settings_dict).admin() as admin:
            for database in databases_named(name):
                admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(database)))


def client(url: str, token: str) -> httpx.Client:
    return httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=60)


def post(http: httpx.Client, path: str, expect: int = 200, **body: object) -> dict:
    answer = http.post(path, json=body)
    assert answer.status_code == expect, (path, answer.status_code, answer.text[:400])
    return answer.json()


def test_tokens_and_memberships_of_the_old_release_still_hold(upgraded):
    with client(upgraded, OWNER_TOKEN) as owner, client(upgraded, BOB_TOKEN) as bob:
        assert owner.get("/v1/whoami").json()["user"]["username"] == "owner"
        assert bob.get("/v1/whoami").json()["user"]["username"] == "bob"
        uses = post(bob, "/v1/memory/recall", scope="org:acme", subject="Billing")
        assert [f["object"] for f in uses["facts"]] == ["PostgreSQL"]
        assert post(bob, "/v1/memory/relate", 403, scope="org:acme",
                    **{"from": "Bob", "to": "Go", "type": "USES"})["error"] == "org_admins_write"


def test_the_old_graph_reads_back_with_its_history(upgraded):
    with client(upgraded, OWNER_TOKEN) as owner:
        dana = post(owner, "/v1/memory/recall", scope="demo", subject="Dana")
        assert [f["object"] for f in dana["facts"] if f["relation"] == "WORKS_AT"] == ["Initech"]
        earlier = post(owner, "/v1/memory/recall", scope="demo", subject="Dana", valid_at="2026-10-02")
        assert "Acme" in [f["object"] for f in earlier["facts"]]
        assert all(f["object"] != "Eve" and f["subject"] != "Eve" for f in post(
            owner, "/v1/memory/recall", scope="demo", subject="Acme")["facts"])
        graph = post(owner, "/v1/graph/read_graph", scope="rpg")
        assert {n["name"] for n in graph["nodes"]} >= {"Mira", "Town"} and graph["edges"]
        found = post(owner, "/v1/memory/query", query="dark mode")
        assert any("dark mode" in item["text"] for item in found["items"])
        context = post(owner, "/v1/memory/context", scope="session:run-7", query="branch name")
        assert "phoenix" in str(context)
        exported = post(owner, "/v1/memory/export", scope="demo")
        assert exported["records"][0]["counts"]["documents"] == 1


def test_every_kind_of_write_works_on_the_upgraded_database(upgraded):
    with client(upgraded, OWNER_TOKEN) as owner:
        post(owner, "/v1/memory/relate", scope="demo", **{"from": "Dana", "to": "Lisbon", "type": "LIVES_IN"})
        post(owner, "/v1/memory/remember", scope="demo", content="Acme opened a Porto office.",
             facts={"entities": [{"name": "Porto", "type": "City"}]})
        post(owner, "/v1/memory/after_turn", run_id="run-9", messages=[{"role": "user", "content": "I live in Porto."}])
        post(owner, "/v1/graph/add_nodes", scope="rpg", nodes=[{"name": "Harbor", "nodeType": "location"}])
        post(owner, "/v1/memory/forget", scope="demo", fact={"from": "Dana", "to": "Lisbon", "type": "LIVES_IN"})
        audit = post(owner, "/v1/memory/audit", scope="demo")
        assert audit["events"]
