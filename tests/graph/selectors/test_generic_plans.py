"""Prepared reads keep one generic plan per connection (raw_rows.plan_once_per_session),
planned without the call's values. Such a plan must still find a node's few edges through
the ends' indexes in a scope of thousands of edges: with the cap bound as a parameter,
PostgreSQL assumed a tenth of the rows were wanted and walked the primary key in id order
past every edge of the scope (34 ms at 100k edges, where the ends' indexes take 0.2 ms).
"""

import re
from typing import Any

import orjson
from django.db import connection

from graph.access import CallContext
from graph.models import ApiToken
from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file
from graph.verbs.registry import registry

NODES, EDGES = 2_000, 12_000
# A node has ~12 edges here: finding them and their ends takes tens of pages; the walk in
# id order read a page per ~60 edges of the whole scope (~200 here, ~1,700 at 100k).
MOST_PAGES = 120


def _world() -> str:
    records = [{"type": "node", "name": f"Npc {i}", "nodeType": "npc"} for i in range(NODES)]
    records += [
        {"type": "edge", "from": f"Npc {i % NODES}", "to": f"Npc {(i * 7 + 1) % NODES}", "edgeType": f"t{i // NODES}"}
        for i in range(EDGES)
    ]
    return "\n".join(orjson.dumps(record).decode() for record in records)


class EdgeStatements:
    """An execute wrapper keeping the edges statements a call ran (text and values)."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, execute: Any, sql: str, params: Any, many: bool, context: dict) -> Any:
        if "ORDER BY f.id" in sql and isinstance(params, dict):
            self.seen.append((sql, params))
        return execute(sql, params, many, context)


def _generic_plan_pages(sql: str, params: dict[str, Any]) -> tuple[int, dict]:
    """Pages read by the statement's generic plan, from EXPLAIN (ANALYZE, BUFFERS) of EXECUTE."""
    names = list(dict.fromkeys(re.findall(r"%\((\w+)\)s", sql)))
    positional = re.sub(r"%\((\w+)\)s", lambda m: f"${names.index(m.group(1)) + 1}", sql)
    with connection.cursor() as cursor:
        cursor.execute("SET plan_cache_mode = force_generic_plan")
        cursor.execute(f"PREPARE edges_under_test AS {positional}")
        try:
            arguments = ", ".join(["%s"] * len(names))
            cursor.execute(
                f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE edges_under_test({arguments})",
                [params[n] for n in names],
            )
            plan = cursor.fetchone()[0]
        finally:
            cursor.execute("DEALLOCATE edges_under_test")
    top = (orjson.loads(plan) if isinstance(plan, str | bytes) else plan)[0]["Plan"]
    return top["Shared Hit Blocks"] + top["Shared Read Blocks"], top


def test_the_generic_plan_of_a_nodes_edges_reads_its_edges_not_the_scope(make_user):
    user, _secret = make_user("alice")
    scope = operator_scope(user, "village")
    import_parsed(operator=Operator(user), scope=scope, parsed=parse_memory_file(_world()))
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE graph_entity, graph_fact")
    ctx = CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))
    statements = EdgeStatements()

    with connection.execute_wrapper(statements):
        reply = registry.get("open_nodes").call(ctx, {"scope": "village", "names": ["Npc 17"]})

    assert reply["nodes"][0]["name"] == "Npc 17" and 0 < len(reply["edges"]) < 40
    assert len(statements.seen) == 1
    pages, plan = _generic_plan_pages(*statements.seen[0])
    assert plan["Actual Rows"] == len(reply["edges"])
    assert pages <= MOST_PAGES, f"{pages} pages for {len(reply['edges'])} edges"
