"""A scope that grew since its tables were last analysed is still read by index probes.

PostgreSQL's statistics then hold no trace of the scope (it estimates one row for it), and
statements that compared scope_id with the id itself were planned as passes over every
row of the scope (graph.selectors.scope_estimate). Each statement here is explained with
its buffers while a small write or a walk runs, and none may read more than a few hundred
pages of a scope of thousands of rows.
"""

from typing import Any

import orjson
import pytest
from django.db import connection

from graph.access import CallContext
from graph.contracts.registry import registry
from identity.models import ApiToken

# A handful of index probes and inserts reads tens of pages; a pass over the grown scope
# read thousands (6,000–12,000 at 3,000–6,000 entities).
MOST_PAGES = 300
# A 2-hop walk from a node of ~4 edges reads ~100 pages; walking with passes over the
# grown scope's edges read 240 at 4,000 entities, and more the more it grew.
MOST_PAGES_A_WALK = 200


def _call(ctx: CallContext, verb: str, **arguments: object) -> dict:
    return registry.get(verb).call(ctx, arguments)


class PagesRead:
    """An execute wrapper: the pages each WITH statement read, from EXPLAIN (ANALYZE, BUFFERS)
    run first (inside a savepoint that is rolled back, in a write's transaction)."""

    def __init__(self) -> None:
        self.pages: list[tuple[int, str]] = []
        self.rows_compared: list[int] = []  # per statement: rows its joins and filters read and dropped

    def __call__(self, execute: Any, sql: str, params: Any, many: bool, context: dict) -> Any:
        if not many and sql.lstrip().upper().startswith("WITH"):
            cursor = context["cursor"].cursor
            writes = context["connection"].in_atomic_block  # read-only verbs run without a transaction
            if writes:
                cursor.execute("SAVEPOINT pages_read")
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) " + sql, params)
            plan = cursor.fetchone()[0]
            plan = orjson.loads(plan) if isinstance(plan, str | bytes) else plan
            if writes:
                cursor.execute("ROLLBACK TO SAVEPOINT pages_read")
            top = plan[0]["Plan"]
            self.pages.append((top["Shared Hit Blocks"] + top["Shared Read Blocks"], " ".join(sql.split())[:80]))
            self.rows_compared.append(_dropped(top))
        return execute(sql, params, many, context)


@pytest.fixture
def no_autovacuum(transactional_db):
    """Statistics stay as the test left them: autovacuum would analyse the grown scope at
    any moment (graph migration 0013 asks it to after 5,000 rows)."""
    tables = ("graph_entity", "graph_fact")
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"ALTER TABLE {table} SET (autovacuum_enabled = false)")
    yield
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"ALTER TABLE {table} RESET (autovacuum_enabled)")


def _dropped(node: dict) -> int:
    """Rows the plan's joins and filters read and dropped, over every loop of every node."""
    own = (node.get("Rows Removed by Join Filter", 0) + node.get("Rows Removed by Filter", 0)) * node.get(
        "Actual Loops", 1
    )
    return int(own) + sum(_dropped(child) for child in node.get("Plans", []))


def _grown_scope(make_user) -> CallContext:
    user, _secret = make_user("alice")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    old = [f"Old {i}" for i in range(1000)]
    _call(ctx, "memory_remember", scope="old", facts={
        "entities": [{"name": n} for n in old],
        "relations": [{"source": n, "target": old[(i * 7 + 3) % 1000], "type": "KNOWS"} for i, n in enumerate(old)],
    })
    with connection.cursor() as cursor:  # statistics that know only the scope "old"
        cursor.execute("ANALYZE graph_entity")
        cursor.execute("ANALYZE graph_fact")
    for start in range(0, 8000, 1000):
        names = [f"Member {i}" for i in range(start, start + 1000)]
        relations = [
            {"source": names[i], "target": names[(i * 7 + 3) % 1000], "type": "KNOWS"} for i in range(1000)
        ]
        _call(ctx, "memory_remember", scope="new", facts={"entities": [{"name": n} for n in names],
                                                          "relations": relations})
    return ctx


def test_a_small_remember_into_a_grown_scope_reads_few_pages(make_user, no_autovacuum):
    ctx = _grown_scope(make_user)
    pages = PagesRead()

    with connection.execute_wrapper(pages):
        reply = _call(ctx, "memory_remember", scope="new", facts={
            "entities": [{"name": "Newcomer"}, {"name": "Member 17"}],
            "relations": [{"source": "Newcomer", "target": "Member 17", "type": "MET"},
                          {"source": "Member 17", "target": "Member 3000", "type": "MET"}],
        })

    assert reply["entities"]["created"] == 1 and reply["relations"]["created"] == 2
    assert len(pages.pages) == 2, pages.pages  # the entities' statement and the relations'
    assert all(read <= MOST_PAGES for read, _sql in pages.pages), pages.pages


def test_a_walk_in_a_grown_scope_reads_few_pages(make_user, no_autovacuum):
    ctx = _grown_scope(make_user)
    pages = PagesRead()

    with connection.execute_wrapper(pages):
        reply = _call(ctx, "neighborhood", scope="new", name="Member 17", hops=2, limit=50)

    assert {"Member 122", "Member 17"} <= {n["name"] for n in reply["nodes"]}
    walks = [entry for entry in pages.pages if "RECURSIVE" in entry[1]]
    assert len(walks) == 1 and walks[0][0] <= MOST_PAGES_A_WALK, pages.pages


def test_context_walks_a_grown_scope_reading_few_pages(make_user, no_autovacuum):
    ctx = _grown_scope(make_user)
    pages = PagesRead()

    with connection.execute_wrapper(pages):
        reply = _call(ctx, "memory_context", scope="new", query="Who does Member 17 know?")

    assert any(item.get("subject") == "Member 17" for item in reply["items"]), reply["items"][:3]
    walks = [entry for entry in pages.pages if "RECURSIVE walk(entity_id" in entry[1]]
    assert len(walks) == 1 and walks[0][0] <= MOST_PAGES, pages.pages


def test_a_bulk_remember_compares_each_staged_name_with_few_rows(make_user):
    # Two rewrites of the entity statement tried during this work each compared every staged
    # name with every stored one (1,000 × 500 rows here): an anti-join of two CTEs planned as a
    # nested loop (a 50,000-node import took 760 s instead of 7), and per-name LATERAL probes
    # that walked the scope's rows while the table's statistics were thin.
    user, _secret = make_user("alice")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    names = [f"Member {i}" for i in range(1000)]
    _call(ctx, "memory_remember", scope="bulk", facts={"entities": [{"name": n} for n in names[::2]]})
    pages = PagesRead()

    with connection.execute_wrapper(pages):
        reply = _call(ctx, "memory_remember", scope="bulk", facts={"entities": [{"name": n} for n in names]})

    assert reply["entities"] == {"created": 500, "sent": 1000}
    assert len(pages.rows_compared) == 1 and pages.rows_compared[0] <= 10 * len(names), pages.rows_compared
