"""The queries behind the hot verbs, with their plans:
`python -m bench.explain_verbs [--markdown] [--context-scope NAME]`.

Seeds a small scope (a few facts and texts) and a 100,000-fact scope (50,000 nodes,
100,000 edges through the memory.json importer, plus 200 texts), then runs recall,
remember, search_nodes and context once warm, in this process, recording every
statement each sends. Prints per verb its wall time and statement count, and for every
statement its time and `EXPLAIN (ANALYZE, BUFFERS)` (writes are explained inside a
savepoint that is rolled back, then run for real). docs/performance.md is made from this.

`--context-scope NAME` also explains context on a scope bench_context loaded (100,000
passages and 100,000 facts; `BENCH_CONTEXT_SCOPE` of that bench names the same scope) for
its two kinds of question: one naming a person, and one of common words only.
"""

import argparse
import random
import time
import uuid
from typing import Any

from bench.bench_memorymesh import world_lines
from bench.in_process import analyze_tables, bench_token, import_memory_file, setup_django, verb_caller

BIG, SMALL = "perf_100k", "perf_small"
TEXTS = 200
WORDS = ["harbour", "lantern", "ledger", "orchard", "quarry", "falcon", "meadow", "copper", "ember", "thistle"]


def seed(call: Any, username: str) -> None:
    rng = random.Random(3)
    if import_memory_file(username, BIG, world_lines(random.Random(7), 50_000, 100_000), at_least=50_000):
        for i in range(TEXTS):
            sentence = " ".join(rng.choice(WORDS) for _ in range(12))
            call(
                "memory_remember", {"scope": BIG, "content": f"Npc {i * 7 + 1} saw the {sentence}.", "source": f"t{i}"}
            )
        analyze_tables("graph_entity", "graph_fact", "graph_passage", "graph_document")
    facts = {
        "entities": [{"name": "Dana", "type": "Person"}, {"name": "Acme", "type": "Company"}],
        "relations": [{"source": "Dana", "target": "Acme", "type": "WORKS_AT"}],
    }
    call("memory_remember", {"scope": SMALL, "content": "Dana works at Acme in Berlin.", "facts": facts})


def calls(scope: str) -> dict[str, tuple[str, Any]]:
    subject = "Dana" if scope == SMALL else "Npc 15"
    return {
        "recall": ("memory_recall", lambda: {"scope": scope, "subject": subject}),
        "remember": (
            "memory_remember",
            lambda: {
                "scope": scope,
                "facts": {
                    "relations": [{"source": subject, "target": f"Place {uuid.uuid4().hex[:6]}", "type": "VISITED"}]
                },
            },
        ),
        "search_nodes": (
            "search_nodes",
            lambda: {"scope": scope, "query": "blacksmith 15" if scope == BIG else "acme"},
        ),
        "context": ("memory_context", lambda: {"scope": scope, "query": f"Where does {subject} work?"}),
    }


class Recorder:
    """An execute wrapper that keeps every statement and, when asked, explains it first."""

    def __init__(self, explain: bool) -> None:
        self.explain = explain
        self.statements: list[dict[str, Any]] = []

    def __call__(self, execute: Any, sql: str, params: Any, many: bool, context: dict) -> Any:
        entry: dict[str, Any] = {"sql": sql, "plan": None}
        cursor = context["cursor"].cursor  # psycopg's own cursor: what it runs is not recorded again
        if self.explain and not many and sql.lstrip().upper().startswith(("SELECT", "WITH", "INSERT", "UPDATE")):
            writes = not sql.lstrip().upper().startswith("SELECT")
            if writes:
                cursor.execute("SAVEPOINT explain_verbs")
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql, params)
            entry["plan"] = "\n".join(row[0] for row in cursor.fetchall())
            if writes:
                cursor.execute("ROLLBACK TO SAVEPOINT explain_verbs")
        start = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            entry["ms"] = (time.perf_counter() - start) * 1000
            self.statements.append(entry)


def run(call: Any, tool: str, arguments: Any, explain: bool) -> tuple[float, Recorder]:
    from django.db import connection, transaction

    recorder = Recorder(explain)
    with connection.execute_wrapper(recorder), transaction.atomic():
        start = time.perf_counter()
        call(tool, arguments())
        elapsed = (time.perf_counter() - start) * 1000
    return elapsed, recorder


def explain(call: Any, label: str, tool: str, arguments: Any, markdown: bool) -> None:
    """Print one verb's p50 over 9 warm calls, then each statement it sends with its plan."""
    for _ in range(3):  # warm: caches, prepared plans, the embedding model if any
        run(call, tool, arguments, explain=False)
    timings = sorted(run(call, tool, arguments, explain=False)[0] for _ in range(9))
    _elapsed, recorder = run(call, tool, arguments, explain=True)
    print(f"\n### {label}: p50 {timings[4]:.1f} ms, {len(recorder.statements)} statements\n")
    for index, entry in enumerate(recorder.statements, start=1):
        sql = " ".join(entry["sql"].split())
        print(f"{index}. {entry['ms']:.2f} ms — `{sql[:300]}{'…' if len(sql) > 300 else ''}`")
        if entry["plan"]:
            print("\n```\n" + entry["plan"] + "\n```\n" if markdown else entry["plan"])


def context_questions(scope: str) -> dict[str, Any]:
    """bench_context's two kinds of question, one of each."""
    return {
        "a person named": lambda: {"scope": scope, "query": "What did Person 4821 discuss about the budget?"},
        "common words only": lambda: {"scope": scope, "query": "budget review plans"},
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.explain_verbs", description=__doc__.splitlines()[0])
    parser.add_argument("--markdown", action="store_true", help="print the plans as Markdown (docs/performance.md)")
    parser.add_argument("--context-scope", help="also explain memory_context's questions in this scope")
    options = parser.parse_args()
    markdown, context_scope = options.markdown, options.context_scope
    setup_django()
    call = verb_caller(bench_token())
    seed(call, "bench")
    for scope in (SMALL, BIG):
        for name, (tool, arguments) in calls(scope).items():
            explain(call, f"{name} — {scope}", tool, arguments, markdown)
    if context_scope:
        for question, arguments in context_questions(context_scope).items():
            explain(call, f"context — {context_scope}, {question}", "memory_context", arguments, markdown)


if __name__ == "__main__":
    main()
