"""MemoryMesh compatibility at size: 50,000 nodes and 100,000 edges in one scope.

Seeds the scope once through the memory.json importer (timed), then measures p50 of
add_nodes (one node), search_nodes, open_nodes and add_npc over HTTP and over MCP
(the real `mcp` client). The original TypeScript server measured 486 ms (add_nodes),
259 ms (search_nodes) and 1,146 ms (add_npc) at this size; the target is ≤ 10 ms each.

`python -m bench.bench_memorymesh --baseline DIR` serves DIR (another checkout, e.g.
`git worktree add --detach /tmp/base main`) beside this one on the same scope, and times
HTTP and MCP calls of both in alternating rounds, printing each p50 beside the baseline's.
"""

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import AsyncExitStack, contextmanager
from pathlib import Path

import httpx
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from bench.bench_throughput import cpu_seconds, tree_of
from bench.harness import Server, report, timed
from bench.in_process import bench_token, import_memory_file, setup_django, verb_caller

NODES = 50_000
EDGES = 100_000
SCOPE = "bench_memorymesh"
TARGET_P50_MS = 10
ROLES = ["Blacksmith", "Enchanter", "Merchant", "Guard", "Farmer", "Scholar", "Thief", "Bard"]
TRAITS = ["Loud", "Shy", "Brave", "Greedy", "Kind", "Clever", "Stubborn", "Curious"]
EDGE_TYPES = ["knows", "located_in", "owns", "serves", "rivals"]
N = 500


def world_lines(rng: random.Random, nodes: int = NODES, edges: int = EDGES) -> str:
    """A memory.json of `nodes` villagers and towns and `edges` random edges between them."""
    lines = []
    for i in range(nodes):
        kind = "location" if i % 50 == 0 else "npc"
        metadata = [f"Role: {rng.choice(ROLES)}", f"Traits: {rng.choice(TRAITS)}, {rng.choice(TRAITS)}"]
        lines.append(
            json.dumps({"type": "node", "name": f"{kind.title()} {i}", "nodeType": kind, "metadata": metadata})
        )
    seen = set()
    while len(seen) < edges:
        a, b = rng.randrange(nodes), rng.randrange(nodes)
        edge = (a, b, rng.choice(EDGE_TYPES))
        if a != b and edge not in seen:
            seen.add(edge)
    names = [f"{'Location' if i % 50 == 0 else 'Npc'} {i}" for i in range(nodes)]
    lines += [json.dumps({"type": "edge", "from": names[a], "to": names[b], "edgeType": t}) for a, b, t in seen]
    return "\n".join(lines)


def seed(username: str) -> None:
    text = world_lines(random.Random(7))
    start = time.perf_counter()
    report_ = import_memory_file(username, SCOPE, text, at_least=NODES)
    seconds = time.perf_counter() - start
    if report_ is None:
        print(f"scope {SCOPE} already holds {NODES:,} nodes: reusing it", flush=True)
        return
    print(
        f"import memory.json ({NODES:,} nodes, {EDGES:,} edges): {seconds:.1f} s, "
        f"{(NODES + EDGES) / seconds:,.0f} records/s; {report_['nodes']} {report_['edges']}",
        flush=True,
    )


def calls(run_id: str) -> dict:
    """Each measured call as (tool, arguments factory): fresh names for writes, varied queries for reads."""
    rng = random.Random(11)
    counter = iter(range(10**9))

    def add_nodes() -> dict:
        return {"scope": SCOPE, "nodes": [{"name": f"Bench {run_id} {next(counter)}", "nodeType": "npc"}]}

    def search_nodes() -> dict:
        return {"scope": SCOPE, "query": f"{rng.choice(ROLES)} {rng.randrange(NODES)}"}

    def open_nodes() -> dict:
        return {"scope": SCOPE, "names": [f"Npc {rng.randrange(1, NODES) | 1}"]}

    def add_npc() -> dict:
        npc = {
            "name": f"Bench NPC {run_id} {next(counter)}",
            "role": rng.choice(ROLES),
            "status": "Active",
            "currentLocation": f"Location {rng.randrange(NODES // 50) * 50}",
            "description": "A villager made by the benchmark.",
            "traits": [rng.choice(TRAITS)],
        }
        return {"scope": SCOPE, "npc": npc}

    return {"add_nodes": add_nodes, "search_nodes": search_nodes, "open_nodes": open_nodes, "add_npc": add_npc}


HTTP_PATHS = {
    "add_nodes": "/v1/graph/add_nodes",
    "search_nodes": "/v1/graph/search_nodes",
    "open_nodes": "/v1/graph/open_nodes",
    "add_npc": "/v1/schemas/npc/add",
}


def bench_in_process(token: str, run_id: str) -> None:
    """The verbs alone (no HTTP, no auth): what the graph code itself costs at this size."""
    call = verb_caller(token)
    for tool, arguments in calls(run_id + "p").items():
        report(f"in-process {tool}", timed(lambda tool=tool, arguments=arguments: call(tool, arguments()), N))


def http_samples(client: httpx.Client, tool: str, arguments, n: int, warmup: int = 0) -> list[float]:
    """Latencies (ms) of `n` HTTP calls of `tool` after `warmup` unmeasured ones."""

    def one() -> None:
        response = client.post(HTTP_PATHS[tool], json=arguments())
        assert response.status_code == 200, response.text

    return timed(one, n, warmup)


async def mcp_samples(client: Client, tool: str, arguments, n: int, warmup: int = 0) -> list[float]:
    """Latencies (ms) of `n` MCP tools/call of `tool` after `warmup` unmeasured ones."""
    samples = []
    for index in range(n + warmup):
        start = time.perf_counter()
        result = await client.call_tool(tool, arguments())
        if index >= warmup:
            samples.append((time.perf_counter() - start) * 1000)
        assert not result.is_error, result.structured_content
    return samples


def bench_http(url: str, token: str, run_id: str) -> None:
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=30) as client:
        # The floor every call pays (HTTP, auth, one query): read the figures below against it.
        report("HTTP GET /v1/whoami (baseline)", timed(lambda: client.get("/v1/whoami"), N))
        for tool, arguments in calls(run_id + "h").items():
            report(f"HTTP {tool}", http_samples(client, tool, arguments, N, 20), target_p50_ms=TARGET_P50_MS)


def mcp_client(url: str, http: httpx2.AsyncClient) -> Client:
    """The `mcp` client on `url`, in a 2025-11-25 session (initialize handshake)."""
    return Client(streamable_http_client(url + "/v1/mcp", http_client=http), mode="legacy")


async def bench_mcp(url: str, token: str, run_id: str) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http, mcp_client(url, http) as client:
        for tool, arguments in calls(run_id + "m").items():
            report(f"MCP {tool}", await mcp_samples(client, tool, arguments, N, 20), target_p50_ms=TARGET_P50_MS)


# --baseline: both checkouts served at once, taking turns in rounds so that load from other
# work on the machine falls on both alike.
ROUNDS = 5
ORIGINAL_P50_MS = {"add_nodes": 486, "search_nodes": 259, "add_npc": 1146}


def arms_in_turn(arms: dict, round_: int) -> list[str]:
    names = list(arms)
    return names if round_ % 2 == 0 else names[::-1]


def bench_against(baseline: Path, token: str, run_id: str) -> None:
    """HTTP and MCP p50 of this checkout and `baseline`, alternating rounds of N / ROUNDS calls,
    with the web process's CPU time a call (from /proc: what other load on the machine moves least)."""
    servers = {"baseline": Server(tree=baseline), "this": Server()}
    measured = Measured({arm: tree_of(server.proc.pid) for arm, server in servers.items()})
    try:
        clients = {
            arm: httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=30)
            for arm, server in servers.items()
        }
        factories = {arm: calls(run_id + arm[0] + "h") for arm in servers}
        for tool in HTTP_PATHS:
            for round_ in range(ROUNDS):
                for arm in arms_in_turn(servers, round_):
                    warmup = 20 if round_ == 0 else 0
                    with measured.calls(("HTTP", tool, arm)) as add:
                        add(http_samples(clients[arm], tool, factories[arm][tool], N // ROUNDS, warmup), warmup)
        for client in clients.values():
            client.close()
        asyncio.run(_mcp_against(servers, token, run_id, measured))
    finally:
        for server in servers.values():
            server.stop()
    for (kind, tool, arm), got in measured.samples.items():
        if arm == "baseline":
            continue
        base, this = statistics.median(measured.samples[(kind, tool, "baseline")]), statistics.median(got)
        original = ORIGINAL_P50_MS.get(tool)
        against = f", {original / this:.0f}× the original's {original} ms" if original else ""
        cpu = f"{measured.cpu_ms((kind, tool, 'baseline')):.2f} → {measured.cpu_ms((kind, tool, arm)):.2f} ms"
        print(
            f"{kind:<4} {tool:<13} p50 baseline {base:6.2f} ms, this {this:6.2f} ms (×{base / this:.2f}{against}); "
            f"web CPU a call {cpu}",
            flush=True,
        )


class Measured:
    """Latencies and web CPU seconds by (kind, tool, arm)."""

    def __init__(self, pids: dict[str, list[int]]) -> None:
        self.pids = pids
        self.samples: dict[tuple[str, str, str], list[float]] = {}
        self.cpu: dict[tuple[str, str, str], tuple[float, int]] = {}

    @contextmanager
    def calls(self, key: tuple[str, str, str]) -> Iterator[Callable[[list[float], int], None]]:
        """Measure the web CPU of the calls made inside; `add(samples, warmup)` records them."""
        counted = []

        def add(samples: list[float], warmup: int) -> None:
            self.samples.setdefault(key, []).extend(samples)
            counted.append(len(samples) + warmup)

        before = cpu_seconds(self.pids[key[2]])
        yield add
        seconds, count = self.cpu.get(key, (0.0, 0))
        self.cpu[key] = (seconds + cpu_seconds(self.pids[key[2]]) - before, count + sum(counted))

    def cpu_ms(self, key: tuple[str, str, str]) -> float:
        seconds, count = self.cpu[key]
        return seconds * 1000 / count


async def _mcp_against(servers: dict, token: str, run_id: str, measured: Measured) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    async with AsyncExitStack() as stack:
        clients = {}
        for arm, server in servers.items():
            http = await stack.enter_async_context(httpx2.AsyncClient(headers=headers, timeout=30))
            clients[arm] = await stack.enter_async_context(mcp_client(server.url, http))
        factories = {arm: calls(run_id + arm[0] + "m") for arm in servers}
        for tool in factories["this"]:
            for round_ in range(ROUNDS):
                for arm in arms_in_turn(servers, round_):
                    warmup = 20 if round_ == 0 else 0
                    with measured.calls(("MCP", tool, arm)) as add:
                        add(await mcp_samples(clients[arm], tool, factories[arm][tool], N // ROUNDS, warmup), warmup)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout to serve beside this one, taking turns")
    args = parser.parse_args(argv if argv is not None else sys.argv[1:] if __name__ == "__main__" else [])
    setup_django()
    token = bench_token()
    seed("bench")
    run_id = uuid.uuid4().hex[:6]
    if args.baseline:
        bench_against(args.baseline, token, run_id)
        return
    bench_in_process(token, run_id)
    server = Server()
    try:
        bench_http(server.url, token, run_id)
        mcp_up = httpx.post(server.url + "/v1/mcp", headers={"Authorization": f"Bearer {token}"}).status_code != 404
        if mcp_up:
            asyncio.run(bench_mcp(server.url, token, run_id))
        else:
            print("MCP: /v1/mcp is not served by this build; skipped", flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
