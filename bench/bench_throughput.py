"""Throughput under concurrent clients: one web process (the old server) against
MEMORYMESH_WEB_PROCESSES processes (today's `serve`), in the same run.

For each server: GET /v1/whoami (auth only), recall on a scope of 10,000 facts (100,000
with MEMORYMESH_BENCH_RECALL_FACTS=100000 or --facts 100000) and small remember writes
(one relation) at 1, 8, 32 and 128 concurrent clients (asyncio, 400 calls a level or 4
per client, one keep-alive connection per client, bench.lean_http: httpx's own cost
capped a do-nothing endpoint at 458 req/s at 32 clients and 78 at 128, where this client
reaches 18,000), then 200 context calls at once with httpx (how many 5xx). The
recall scope is built once through the public bulk path (remember calls of 5,000
relations) and analysed, each entity touching ~20 facts whatever the scope's size. The
physical bar is a trivial ASGI endpoint under the same uvicorn with the same processes.
It also prints the web processes' memory (RSS, PSS). The client runs on the same 2 cores:
figures are for the whole machine, client included.

    .venv/bin/python -m bench.run throughput
    .venv/bin/python -m bench.bench_throughput --facts 100000 --processes 2 --baseline /tmp/tpbase

`--baseline DIR` also serves another checkout (e.g. `git worktree add --detach
/tmp/tpbase main`) on the same database, at the same time as this one: the two take
turns level by level, in alternating order, and a table of both with the ratios closes
the run. On a shared, noisy machine only figures of one run compare. `--processes N`
measures only N web processes (default: 1 and MEMORYMESH_WEB_PROCESSES).
"""

import argparse
import asyncio
import os
import statistics
import sys
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx

from bench.harness import Server
from bench.in_process import REPO, analyze_tables, bench_token, setup_django
from bench.lean_http import LeanConnection

CALLS = 400
LEVELS = (1, 8, 32, 128)
NO_RATE_LIMIT = {"MEMORYMESH_RATE_LIMIT_PER_SECOND": "0"}
DEFAULT_RECALL_FACTS = 10_000
FACTS_PER_ENTITY = 10  # relations sent per name: each name ends ~10 facts and starts ~10
RELATIONS_PER_CALL = 5000  # the most one remember takes


async def trivial_app(scope, receive, send) -> None:
    """The bar: an ASGI endpoint that does nothing but answer."""
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": b'{"status":"ok"}'})


async def measure_level(url: str, token: str, make_request, clients: int) -> tuple[float, float, float, Counter]:
    """(req/s, p50 ms, p99 ms, statuses) for max(CALLS, 4 × clients) calls by `clients` concurrent
    clients, each on its own keep-alive connection; make_request(i) -> (method, path, JSON body or None)."""
    calls = max(CALLS, 4 * clients)
    latencies: list[float] = []
    statuses: Counter = Counter()
    counter = iter(range(calls))

    async def one_client() -> None:
        connection = LeanConnection(url, {"Authorization": f"Bearer {token}"})
        try:
            for index in counter:
                start = time.perf_counter()
                status, _body = await connection.request(*make_request(index))
                latencies.append((time.perf_counter() - start) * 1000)
                statuses[status] += 1
        finally:
            await connection.close()

    start = time.perf_counter()
    await asyncio.gather(*(one_client() for _ in range(clients)))
    elapsed = time.perf_counter() - start
    ordered = sorted(latencies)
    return calls / elapsed, statistics.median(ordered), ordered[int(len(ordered) * 0.99) - 1], statuses


def recall_scope(facts: int) -> str:
    return f"tp{facts // 1000}k"


def _names(facts: int) -> int:
    return max(1, facts // FACTS_PER_ENTITY)


def _routes(run_id: str, facts: int = DEFAULT_RECALL_FACTS) -> dict:
    scope, names = recall_scope(facts), _names(facts)

    def whoami(_i):
        return "GET", "/v1/whoami", None

    def recall(i):
        return "POST", "/v1/memory/recall", {"scope": scope, "subject": f"Person {i * 37 % names}", "k": 20}

    def remember(i):
        relation = {"source": f"Note {i}", "target": f"Person {i % 50}", "type": "mentions"}
        return "POST", "/v1/memory/remember", {"scope": f"tp-writes-{run_id}", "facts": {"relations": [relation]}}

    return {"GET /v1/whoami": whoami, f"recall ({facts // 1000}k facts)": recall, "remember (small)": remember}


def _relations(facts: int) -> list[dict]:
    """`facts` distinct relations among facts/10 names: name j starts 10 of them, to names
    at 10 distinct offsets, so every name is in ~20 whatever the scope's size."""
    names = _names(facts)
    return [
        {
            "source": f"Person {j % names}",
            "target": f"Person {(j % names + 1 + (j // names) * 37) % names}",
            "type": f"knows_{j // names % 3}",
        }
        for j in range(facts)
    ]


def _fill(url: str, token: str, facts: int) -> None:
    """Build the recall scope through remember (skipped when it already holds `facts`)."""
    scope = recall_scope(facts)
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=600) as client:
        status = client.get("/v1/memory/status", params={"scope": scope}).json()
        have = next((s.get("facts", 0) for s in status.get("scopes", []) if s.get("scope") == scope), 0)
        if have < facts:
            start = time.perf_counter()
            relations = _relations(facts)
            for offset in range(0, facts, RELATIONS_PER_CALL):
                body = {"scope": scope, "facts": {"relations": relations[offset : offset + RELATIONS_PER_CALL]}}
                client.post("/v1/memory/remember", json=body).raise_for_status()
            analyze_tables("graph_entity", "graph_fact")  # what autovacuum would do shortly after
            print(f"filled {scope}: {facts:,} facts in {time.perf_counter() - start:.1f} s", flush=True)
        client.post(
            "/v1/memory/remember",
            json={
                "scope": "tp-ctx",
                "content": "Dana works at Acme.",
                "facts": {"entities": [{"name": "Dana"}, {"name": "Acme"}]},
            },
        ).raise_for_status()


def tree_of(pid: int) -> list[int]:
    """`pid` and its children (uvicorn's worker processes)."""
    pids = [pid]
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            pids.append(int(stat.parent.name))
    return pids


def memory_of(pid: int) -> tuple[float, float]:
    """(RSS MiB, PSS MiB) of a process and its descendants."""
    rss = pss = 0
    for each in tree_of(pid):
        try:
            for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
                if line.startswith("Rss:"):
                    rss += int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss += int(line.split()[1])
        except OSError:
            continue
    return rss / 1024, pss / 1024


def cpu_seconds(pids: list[int]) -> float:
    """CPU time (user + system) the processes have used so far: what a call costs the server,
    whatever else loads the machine."""
    ticks = 0
    for each in pids:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def _measure(servers: dict[str, Server], token: str, routes: dict[str, dict]) -> dict:
    """{label: {(route, clients): (req/s, p50, p99, non-2xx, web CPU ms a call)}}: every route at
    every level on every server, the servers taking turns level by level (in alternating order),
    so that a change in the machine's load falls on all of them alike."""
    figures: dict[str, dict] = {label: {} for label in servers}
    processes = {label: tree_of(server.proc.pid) for label, server in servers.items()}
    order = list(servers)
    for route in next(iter(routes.values())):
        for clients in LEVELS:
            for label in order:
                make_request = routes[label][route]
                cpu = cpu_seconds(processes[label])
                rate, p50, p99, statuses = asyncio.run(measure_level(servers[label].url, token, make_request, clients))
                cpu_ms = (cpu_seconds(processes[label]) - cpu) * 1000 / sum(statuses.values())
                bad = {code: n for code, n in statuses.items() if code >= 300}
                figures[label][(route, clients)] = (rate, p50, p99, bad, cpu_ms)
                print(
                    f"{label:<22} {route:<22} {clients:>3} clients: {rate:7.0f} req/s  p50 {p50:6.1f} ms  "
                    f"p99 {p99:6.1f} ms  web CPU {cpu_ms:5.2f} ms a call" + (f"  non-2xx {bad}" if bad else ""),
                    flush=True,
                )
            order.reverse()
    return figures


async def _burst(url: str, token: str) -> Counter:
    async with httpx.AsyncClient(
        base_url=url,
        headers={"Authorization": f"Bearer {token}"},
        timeout=180,
        limits=httpx.Limits(max_connections=200),
    ) as client:
        body = {"scope": "tp-ctx", "query": "Where does Dana work?", "compact": True}
        responses = await asyncio.gather(*(client.post("/v1/memory/context", json=body) for _ in range(200)))
    return Counter(r.status_code for r in responses)


def _serve_and_measure(trees: dict[str, Path], count: int, token: str, run_id: str, facts: int) -> dict:
    """Serve every tree with `count` processes at once, measure them in turns, then burst each."""
    servers = {}
    try:
        for name, tree in trees.items():
            servers[name] = Server(processes=count, env=NO_RATE_LIMIT, tree=tree)
        _fill(next(iter(servers.values())).url, token, facts)
        labels = {name: f"{name}, {count} process" + ("es" if count > 1 else "") for name in trees}
        routes = {labels[name]: _routes(f"{run_id}-{name}-{count}", facts) for name in trees}
        figures = _measure({labels[name]: server for name, server in servers.items()}, token, routes)
        for name, server in servers.items():
            burst = asyncio.run(_burst(server.url, token))
            five_hundreds = sum(n for code, n in burst.items() if code >= 500)
            print(f"{labels[name]}: 200 concurrent context calls -> {dict(burst)} ({five_hundreds} 5xx)", flush=True)
            rss, pss = memory_of(server.proc.pid)
            print(f"{labels[name]}: web memory after the run RSS {rss:.0f} MiB, PSS {pss:.0f} MiB", flush=True)
        return {name: figures[labels[name]] for name in trees}
    finally:
        for server in servers.values():
            server.stop()


def _table(results: dict, baseline: str) -> None:
    """One row per (processes, route, clients): baseline and this checkout side by side."""
    print(
        f"\n| processes | route | clients | {baseline}: req/s, p50/p99 ms, web CPU ms a call "
        "| this: req/s, p50/p99 ms, web CPU ms a call | × req/s |"
    )
    print("|---|---|---|---|---|---|")
    for (tree, count), figures in results.items():
        if tree != "this":
            continue
        before = results[(baseline, count)]
        for key, (rate, p50, p99, _bad, cpu) in figures.items():
            old_rate, old_p50, old_p99, _, old_cpu = before[key]
            print(
                f"| {count} | {key[0]} | {key[1]} | {old_rate:.0f}, {old_p50:.1f}/{old_p99:.1f}, {old_cpu:.2f} | "
                f"{rate:.0f}, {p50:.1f}/{p99:.1f}, {cpu:.2f} | {rate / old_rate:.2f} |"
            )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=int(os.environ.get("MEMORYMESH_BENCH_RECALL_FACTS") or 0))
    parser.add_argument("--processes", type=int, default=0, help="only this many web processes")
    parser.add_argument("--baseline", help="another checkout, served alternately with this one")
    args = parser.parse_args(argv if argv is not None else sys.argv[1:] if __name__ == "__main__" else [])
    facts = args.facts or DEFAULT_RECALL_FACTS
    setup_django()
    token = bench_token("throughput")
    processes = int(os.environ.get("MEMORYMESH_WEB_PROCESSES") or os.cpu_count() or 1)
    counts = [args.processes] if args.processes else sorted({1, processes})
    run_id = uuid.uuid4().hex[:8]
    bar = Server(processes=max(counts), app="bench.bench_throughput:trivial_app")
    try:
        rate, p50, p99, _ = asyncio.run(measure_level(bar.url, token, lambda _i: ("GET", "/", None), 32))
        print(
            f"physical bar: trivial ASGI endpoint, {max(counts)} processes, 32 clients: {rate:.0f} req/s "
            f"p50 {p50:.1f} ms p99 {p99:.1f} ms",
            flush=True,
        )
    finally:
        bar.stop()
    trees = {"this": REPO}
    if args.baseline:
        trees = {"baseline": Path(args.baseline).resolve(), **trees}
    results = {}
    for count in counts:
        for name, figures in _serve_and_measure(trees, count, token, run_id, facts).items():
            results[(name, count)] = figures
    if args.baseline:
        _table(results, "baseline")
    if len(counts) > 1:
        for key, (rate, *_rest) in results[("this", processes)].items():
            ratio = rate / results[("this", 1)][key][0]
            print(f"ratio {processes}/1 processes  {key[0]:<22} {key[1]:>3} clients: {ratio:.2f}×")


if __name__ == "__main__":
    main()
