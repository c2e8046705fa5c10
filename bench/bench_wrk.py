"""The request path under wrk (a C load generator, Debian package `wrk`), in one run: the
floors (a trivial ASGI endpoint, a bare Django view, a bare DRF view, the bare DRF view
through our one-thread door) and the real routes (a static file, an unknown /v1/ path,
whoami, recall on a one-fact and a 100k-fact scope, MCP tools/call of memory_recall),
all under the same uvicorn with the same processes, at 1, 8 and 32 clients. It prints
one table: req/s, p50 and p99, and each route's req/s as a share of the trivial endpoint's
and (with --baseline) as a ratio to the same route on another git ref, served at the same
time and measured in turns with this checkout. The load average is printed beside it, and
for the real routes the CPU a call cost the web processes and the database server (their
CPU time over the run divided by the calls): on a shared, loaded machine req/s move with
the neighbours' load, the CPU a call costs much less.

    .venv/bin/python -m bench.bench_wrk                      # ~3 minutes once the scope exists
    .venv/bin/python -m bench.bench_wrk --baseline main      # ~5 minutes
    .venv/bin/python -m bench.bench_wrk --facts 10000 --seconds 2
    .venv/bin/python -m bench.bench_wrk --only one-fact --baseline main --rounds 5   # medians of 5 turns

wrk runs on the same 2 cores as the server: the figures are the whole machine's. The
100k-fact scope is built once through remember (bench_throughput's, shared) and kept in the
bench database.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from bench.bench_throughput import _fill, recall_scope
from bench.harness import Server
from bench.in_process import REPO, bench_token, setup_django

LEVELS = (1, 8, 32)
PROCESSES = 2
ONE_FACT_SCOPE = "wrk-one-fact"
FLOORS = {
    "trivial ASGI endpoint": ("trivial", "GET", "/", None),
    "bare Django view": ("floor", "GET", "/django", None),
    "bare DRF view": ("floor", "GET", "/drf", None),
    "bare DRF view, our door": ("floor", "GET", "/v1/drf", None),
}


def site_routes(facts: int) -> dict[str, tuple[str, str, dict | None]]:
    """{label: (method, path, JSON body)} of the real routes."""
    mcp_call = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": "memory_recall", "arguments": {"scope": ONE_FACT_SCOPE, "subject": "Dana"}},
    }
    return {
        "static file": ("GET", "/static/site/memorymesh.css", None),
        "unknown /v1/ path (404)": ("GET", "/v1/nothing-here", None),
        "GET /v1/whoami": ("GET", "/v1/whoami", None),
        "recall, one-fact scope": ("POST", "/v1/memory/recall", {"scope": ONE_FACT_SCOPE, "subject": "Dana"}),
        f"recall, {facts // 1000}k-fact scope": (
            "POST",
            "/v1/memory/recall",
            {"scope": recall_scope(facts), "subject": "Person 37", "k": 20},
        ),
        "MCP tools/call recall (one fact)": ("POST", "/v1/mcp", mcp_call),
    }


def lua_script(method: str, body: dict | None, token: str, directory: Path) -> Path:
    """A wrk script that sends `method` with the token, the JSON body and MCP's Accept."""
    script = directory / f"{method}-{abs(hash(json.dumps(body)))}.lua"
    lines = [
        f'wrk.method = "{method}"',
        f'wrk.headers["Authorization"] = "Bearer {token}"',
        'wrk.headers["Accept"] = "application/json, text/event-stream"',
    ]
    if body is not None:
        lines += ['wrk.headers["Content-Type"] = "application/json"', f"wrk.body = {json.dumps(json.dumps(body))}"]
    script.write_text("\n".join(lines) + "\n")
    return script


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process `pid` and its children (the web processes under
    uvicorn's supervisor; the backends under the postmaster)."""
    children = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
    total = 0.0
    for each in [str(pid), *children]:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # gone meanwhile
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def database_pid() -> int:
    """The embedded server's postmaster (the bench database's server), from its pid file."""
    from django.conf import settings

    return int((Path(settings.DATA_DIR) / "pgdata" / "postmaster.pid").read_text().split()[0])


def run_costed(server: Server, url: str, script: Path, clients: int, seconds: int) -> tuple:
    """run_wrk's figures and the CPU µs a call cost the web processes and the database server."""
    web, db = cpu_seconds(server.proc.pid), cpu_seconds(database_pid())
    rate, p50, p99, bad = run_wrk(url, script, clients, seconds)
    calls = max(rate * seconds, 1.0)
    web_us = 1e6 * (cpu_seconds(server.proc.pid) - web) / calls
    return rate, p50, p99, bad, web_us, 1e6 * (cpu_seconds(database_pid()) - db) / calls


def run_wrk(url: str, script: Path, clients: int, seconds: int) -> tuple[float, float, float, int]:
    """(req/s, p50 ms, p99 ms, non-2xx/3xx answers) of wrk at `clients` connections."""
    out = subprocess.run(
        ["wrk", "-t1", f"-c{clients}", f"-d{seconds}s", "--latency", "-s", str(script), url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    return rate, _percentile(out, "50"), _percentile(out, "99"), int(bad.group(1)) if bad else 0


def _percentile(out: str, which: str) -> float:
    """A latency percentile of wrk's --latency output, in ms."""
    value, unit = re.search(rf"^\s+{which}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M).groups()
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def prepare_scopes(url: str, token: str, facts: int) -> None:
    """The one-fact scope and the big recall scope (built once, kept in the bench database)."""
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=600) as client:
        one = {"relations": [{"source": "Dana", "target": "Acme", "type": "works_at"}]}
        client.post("/v1/memory/remember", json={"scope": ONE_FACT_SCOPE, "facts": one}).raise_for_status()
    _fill(url, token, facts)


def baseline_tree(ref: str) -> Path:
    """A detached worktree of `ref` in a temporary folder (removed by drop_tree)."""
    tree = Path(tempfile.mkdtemp(prefix="wrk-baseline-")) / "tree"
    subprocess.run(["git", "worktree", "add", "--detach", str(tree), ref], cwd=REPO, check=True, capture_output=True)
    return tree


def drop_tree(tree: Path) -> None:
    subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=REPO, capture_output=True)
    shutil.rmtree(tree.parent, ignore_errors=True)


def measure(
    servers: dict[str, Server],
    token: str,
    facts: int,
    seconds: int,
    work: Path,
    only: str | None = None,
    rounds: int = 1,
) -> dict:
    """{(server, route, clients): figures}: the floors on their servers, then every real route on
    every site server, the site servers taking turns in alternating order at each level, `rounds`
    times (each figure then the median of its rounds: on a shared machine one turn can fall in a
    neighbour's burst). With `only`, the real routes whose label holds it (and the trivial
    endpoint and our door's floor)."""
    figures: dict = {}
    floors = {k: v for k, v in FLOORS.items() if not only or k in ("trivial ASGI endpoint", "bare DRF view, our door")}
    for label, (server, method, path, body) in floors.items():
        script = lua_script(method, body, token, work)
        for clients in LEVELS:
            figures[("floor", label, clients)] = run_wrk(servers[server].url + path, script, clients, seconds)
            _progress("floor", label, clients, figures[("floor", label, clients)])
    order = [name for name in servers if name in ("this", "baseline")]
    for label, (method, path, body) in site_routes(facts).items():
        if only and only not in label:
            continue
        script = lua_script(method, body, token, work)
        for clients in LEVELS:
            turns: dict[str, list[tuple]] = {name: [] for name in order}
            for _round in range(rounds):
                for name in order:
                    run_wrk(servers[name].url + path, script, clients, 1)  # warm
                    turns[name].append(run_costed(servers[name], servers[name].url + path, script, clients, seconds))
                    _progress(name, label, clients, turns[name][-1])
                order.reverse()
            for name, taken in turns.items():
                columns = zip(*taken, strict=True)
                figures[(name, label, clients)] = tuple(statistics.median(column) for column in columns)
    return figures


def _progress(name: str, label: str, clients: int, figure: tuple) -> None:
    rate, p50, p99, bad, *cost = figure
    extra = f"  non-2xx/3xx {bad}" if bad else ""
    extra += f"  CPU µs/call web {cost[0]:.0f} db {cost[1]:.0f}" if cost else ""
    print(f"{name:<9} {label:<34} {clients:>2} clients: {rate:8.0f} req/s  p50 {p50:6.2f}  p99 {p99:6.2f} ms{extra}")


def print_table(figures: dict, baseline: str | None) -> None:
    """One row per route and level: req/s, p50/p99, share of the trivial endpoint, × baseline."""
    head = "| route | clients | req/s | p50 / p99 ms | × trivial | CPU µs/call web / db |"
    head += f" {baseline}: req/s, p50 ms, CPU µs web / db | × {baseline} |" if baseline else ""
    print("\n" + head)
    print("|" + "---|" * (head.count("|") - 1))
    for (name, label, clients), (rate, p50, p99, bad, *cost) in figures.items():
        if name == "baseline":
            continue
        bar = figures[("floor", "trivial ASGI endpoint", clients)][0]
        row = f"| {label} | {clients} | {rate:,.0f} | {p50:.2f} / {p99:.2f} | {rate / bar:.3f} |"
        row += f" {cost[0]:.0f} / {cost[1]:.0f} |" if cost else " |"
        if baseline:
            old = figures.get(("baseline", label, clients))
            was = f" {old[0]:,.0f}, {old[1]:.2f}, {old[4]:.0f} / {old[5]:.0f} | {rate / old[0]:.2f} |" if old else ""
            row += was or " | |"
        print(row + (f" ({bad} non-2xx/3xx)" if bad else ""))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="a git ref (e.g. main) served and measured alongside this checkout")
    parser.add_argument("--facts", type=int, default=100_000, help="facts in the big recall scope")
    parser.add_argument("--seconds", type=int, default=3, help="wrk's duration per route and level")
    parser.add_argument("--only", help="only the real routes whose label holds this text (e.g. recall)")
    parser.add_argument("--rounds", type=int, default=1, help="turns per real route and level; figures are medians")
    args = parser.parse_args(argv if argv is not None else sys.argv[1:])
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed (Debian: apt-get install wrk)")
    setup_django()
    token = bench_token("wrk")
    print(f"load average at the start: {os.getloadavg()[0]:.2f} (1 min), {PROCESSES} processes each", flush=True)
    tree = baseline_tree(args.baseline) if args.baseline else None
    servers: dict[str, Server] = {}
    try:
        servers["trivial"] = Server(processes=PROCESSES, app="bench.bench_throughput:trivial_app")
        servers["floor"] = Server(
            processes=PROCESSES,
            app="bench.floor_app:application",
            env={"DJANGO_SETTINGS_MODULE": "bench.floor_settings"},
        )
        servers["this"] = Server(processes=PROCESSES)
        if tree is not None:
            servers["baseline"] = Server(processes=PROCESSES, tree=tree)
        prepare_scopes(servers["this"].url, token, args.facts)
        started = time.perf_counter()
        with tempfile.TemporaryDirectory() as work:
            figures = measure(servers, token, args.facts, args.seconds, Path(work), args.only, args.rounds)
        print(f"\nmeasured in {time.perf_counter() - started:.0f} s; load average at the end: {os.getloadavg()}")
        print_table(figures, args.baseline)
    finally:
        for server in servers.values():
            server.stop()
        if tree is not None:
            drop_tree(tree)


if __name__ == "__main__":
    main()
