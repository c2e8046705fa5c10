"""Paged routes at two sizes: does the first page cost what a later one does?

Seeds scopes of 10,000 and 50,000 nodes (twice as many edges) through the memory.json
importer, then times, in this process (the verb alone, no HTTP), read_graph's first page
of 100 items, a page of 100 from the middle of the nodes, the first and a middle page of
the edges, and
memory_export's first page of 100 records against a later one. For comparison it also
times the exact counts the first page used to carry (`total` by count(*)): the cost a
first page paid for them before they were bounded.
"""

import random
import time

from bench.bench_memorymesh import world_lines
from bench.harness import report, timed
from bench.in_process import (
    analyze_tables,
    bench_token,
    exact_graph_counts,
    import_memory_file,
    setup_django,
    verb_caller,
)

SIZES = (10_000, 50_000)
N = 60


def seed(username: str, nodes: int) -> str:
    scope = f"bench_paging_{nodes}"
    start = time.perf_counter()
    done = import_memory_file(username, scope, world_lines(random.Random(nodes), nodes, 2 * nodes), at_least=nodes)
    if done is not None:
        seconds = time.perf_counter() - start
        print(f"seeded {scope}: {nodes:,} nodes, {2 * nodes:,} edges in {seconds:.1f} s", flush=True)
        analyze_tables("graph_entity", "graph_fact")
    return scope


def cursor_after(call, scope: str, items: int) -> str:
    """read_graph's cursor after `items` items, walked with pages of 1,000."""
    cursor = None
    for _ in range(items // 1000):
        cursor = call("read_graph", {"scope": scope, "limit": 1000, **({"cursor": cursor} if cursor else {})})[
            "nextCursor"
        ]
    return cursor


def export_cursor_after(call, scope: str, pages: int) -> str:
    cursor = None
    for _ in range(pages):
        more = {"cursor": cursor} if cursor else {}
        cursor = call("memory_export", {"scope": scope, "limit": 1024, **more})["next"]
    return cursor


def bench_size(call, username: str, nodes: int) -> None:
    scope = seed(username, nodes)
    first = call("read_graph", {"scope": scope, "limit": 100})
    print(f"{scope}: total {first['total']} exact={first.get('totalExact', True)}", flush=True)
    middle = cursor_after(call, scope, nodes // 2)
    edges_start = cursor_after(call, scope, nodes)
    in_edges = cursor_after(call, scope, nodes + nodes // 2)
    report(f"{nodes // 1000}k read_graph page 1", timed(lambda: call("read_graph", {"scope": scope, "limit": 100}), N))
    report(
        f"{nodes // 1000}k read_graph mid-nodes",
        timed(lambda: call("read_graph", {"scope": scope, "limit": 100, "cursor": middle}), N),
    )
    report(
        f"{nodes // 1000}k read_graph first edges",
        timed(lambda: call("read_graph", {"scope": scope, "limit": 100, "cursor": edges_start}), N),
    )
    report(
        f"{nodes // 1000}k read_graph mid-edges",
        timed(lambda: call("read_graph", {"scope": scope, "limit": 100, "cursor": in_edges}), N),
    )
    report(f"{nodes // 1000}k exact counts (old page 1)", timed(lambda: exact_graph_counts(username, scope), N // 3, 3))
    later = export_cursor_after(call, scope, 3)
    report(f"{nodes // 1000}k export page 1", timed(lambda: call("memory_export", {"scope": scope, "limit": 100}), N))
    report(
        f"{nodes // 1000}k export page 4+",
        timed(lambda: call("memory_export", {"scope": scope, "limit": 100, "cursor": later}), N),
    )


def main() -> None:
    setup_django()
    token = bench_token()
    call = verb_caller(token)
    for nodes in SIZES:
        bench_size(call, "bench", nodes)


if __name__ == "__main__":
    main()
