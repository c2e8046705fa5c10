"""Prepared reads keep one generic plan per connection (raw_rows.plan_once_per_session),
planned without the call's values. On a scope of thousands of edges, such a plan must still
read what a call asks for through the indexes, not the scope: with the edges statement's cap
bound as a parameter, PostgreSQL assumed a tenth of the rows were wanted and walked the
primary key in id order past every edge of the scope (34 ms at 100k edges, where the ends'
indexes take 0.2 ms). Every prepared statement of the read verbs is explained here as the
generic plan it runs on.
"""

import re
from typing import Any

import orjson
import pytest
from django.db import connection

from graph.access import CallContext
from graph.contracts.registry import registry
from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file
from graph.sql.raw_rows import _PreparingCursor
from identity.models import ApiToken

NODES, EDGES = 2_000, 12_000
# What a plan that reads through the indexes costs: a few pages to find the rows, and a few
# per row it returns (a fact and its two ends; a 2-hop walk's edges among ~150 nodes: 155
# pages for 24). The walk in id order read 1,304 pages for one node's 12 edges.
BASE_PAGES, PAGES_A_ROW = 40, 8
READS = {
    "open_nodes": {"names": ["Npc 17"]},
    "search_nodes": {"query": "npc 17"},
    "neighborhood": {"name": "Npc 17", "hops": 2},
    "memory_recall": {"subject": "Npc 17"},
    "shortest_path": {"from": "Npc 17", "to": "Npc 1001"},
}


def _world(nodes: int = NODES, edges: int = EDGES) -> str:
    records = [{"type": "node", "name": f"Npc {i}", "nodeType": "npc"} for i in range(nodes)]
    records += [
        {"type": "edge", "from": f"Npc {i % nodes}", "to": f"Npc {(i * 7 + 1) % nodes}", "edgeType": f"t{i // nodes}"}
        for i in range(edges)
    ]
    return "\n".join(orjson.dumps(record).decode() for record in records)


class PreparedStatements:
    """An execute wrapper keeping the prepared statements a call ran (text and values)."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, Any]] = []

    def __call__(self, execute: Any, sql: str, params: Any, many: bool, context: dict) -> Any:
        if isinstance(context["cursor"].cursor, _PreparingCursor):
            self.seen.append((sql, params))
        return execute(sql, params, many, context)


def _generic_plan(sql: str, params: Any, *, mode: str = "force_generic_plan") -> dict:
    """The statement's plan as it ran: EXPLAIN (ANALYZE, BUFFERS) of EXECUTE, generic by
    default; with another plan_cache_mode, as a session in that mode runs it after its
    first calls (PostgreSQL chooses between custom and generic plans after five)."""
    if isinstance(params, dict):
        names = list(dict.fromkeys(re.findall(r"%\((\w+)\)s", sql)))
        positional = re.sub(r"%\((\w+)\)s", lambda m: f"${names.index(m.group(1)) + 1}", sql)
        values = [params[n] for n in names]
    else:
        numbers = iter(range(1, len(params) + 1))
        positional = re.sub(r"%s", lambda _m: f"${next(numbers)}", sql)
        values = list(params)
    with connection.cursor() as cursor:
        cursor.execute(f"SET plan_cache_mode = {mode}")
        cursor.execute(f"PREPARE under_test AS {positional.replace('%%', '%')}")
        try:
            arguments = ", ".join(["%s"] * len(values))
            for _ in range(6):
                cursor.execute(f"EXECUTE under_test({arguments})", values)
            cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) EXECUTE under_test({arguments})", values)
            plan = cursor.fetchone()[0]
        finally:
            cursor.execute("DEALLOCATE under_test")
            cursor.execute("RESET plan_cache_mode")
    return (orjson.loads(plan) if isinstance(plan, str | bytes) else plan)[0]["Plan"]


@pytest.fixture
def village(make_user) -> CallContext:
    """A scope of 2,000 nodes and 12,000 edges, analysed, and a context that reads it."""
    user, _secret = make_user("alice")
    scope = operator_scope(user, "village")
    import_parsed(operator=Operator(user), scope=scope, parsed=parse_memory_file(_world()))
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE graph_entity, graph_fact")
    return CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))


@pytest.mark.parametrize("verb", READS)
def test_the_generic_plans_of_a_read_read_what_it_asks_for_not_the_scope(village, verb):
    statements = PreparedStatements()

    with connection.execute_wrapper(statements):
        reply = registry.get(verb).call(village, {"scope": "village", **READS[verb]})

    assert reply and statements.seen, f"{verb} ran no prepared statement"
    for sql, params in statements.seen:
        plan = _generic_plan(sql, params)
        pages, rows = plan["Shared Hit Blocks"] + plan["Shared Read Blocks"], plan["Actual Rows"]
        assert pages <= BASE_PAGES + PAGES_A_ROW * rows, f"{pages} pages for {rows} rows: {' '.join(sql.split())[:160]}"


def test_the_edges_of_open_nodes_are_the_rows_of_their_generic_plan(village):
    statements = PreparedStatements()

    with connection.execute_wrapper(statements):
        reply = registry.get("open_nodes").call(village, {"scope": "village", "names": ["Npc 17"]})

    assert reply["nodes"][0]["name"] == "Npc 17" and 0 < len(reply["edges"]) < 40
    edges = [(sql, params) for sql, params in statements.seen if "ORDER BY f.id" in sql]
    assert len(edges) == 1
    assert _generic_plan(*edges[0])["Actual Rows"] == len(reply["edges"])


@pytest.fixture
def city(make_user) -> CallContext:
    """One scope of 100,000 edges, the kind a big import leaves on a fresh install."""
    user, _secret = make_user("carol")
    import_parsed(operator=Operator(user), scope=operator_scope(user, "city"), parsed=parse_memory_file(_world(
        5_000, 100_000)))
    return CallContext(token=ApiToken.objects.select_related("user", "organisation").get(user=user))


@pytest.mark.parametrize("mode", ["auto", "force_generic_plan"])
def test_a_small_scope_beside_a_big_one_is_read_through_the_indexes_as_the_session_plans_it(
    city, settings, mode
):
    # One scope holding nearly every fact (a fresh install after a big import): a plan made
    # without the scope's id took each scope for half the table and scanned every fact. The
    # sessions' default mode (auto, graph.sql.raw_rows) keeps planning for the call's values
    # there. Recall now reads in one statement whose seed, facts and passages are looked up
    # by the ids of the rows before them, so even a forced generic plan walks the indexes.
    call = {"scope": "hamlet", "facts": {"relations": [{"source": "Ada", "target": "Bob", "type": "knows"}]}}
    registry.get("memory_remember").call(city, call)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE graph_entity, graph_fact")
    statements = PreparedStatements()

    with connection.execute_wrapper(statements):
        reply = registry.get("memory_recall").call(city, {"scope": "hamlet", "subject": "Ada"})

    assert [fact["relation"] for fact in reply["facts"]] == ["knows"]
    worst = max(
        (plan["Shared Hit Blocks"] + plan["Shared Read Blocks"], " ".join(sql.split())[:160])
        for sql, params in statements.seen
        for plan in [_generic_plan(sql, params, mode=mode)]
    )
    assert worst[0] <= BASE_PAGES + PAGES_A_ROW * 3, worst
    assert settings.DB_GENERIC_PLANS is False  # the mode every session starts in is auto
