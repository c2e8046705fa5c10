"""MemoryMesh compatibility at size: 50,000 nodes and 100,000 edges in one scope.

Seeds the scope once through the memory.json importer (timed), then measures p50 of
add_nodes (one node), search_nodes, open_nodes and add_npc in-process (the verb alone),
over HTTP, over MCP with a bare client (httpx posting JSON-RPC in a session, as the HTTP
side is timed) and over MCP with the official `mcp` client, each with the web process's
CPU time a call. The original TypeScript server measured 486 ms (add_nodes), 259 ms
(search_nodes) and 1,146 ms (add_npc) at this size; the target is ≥ 100× that over MCP,
read on the bare client (the server's work; the `mcp` client's own CPU is the caller's).

`python -m bench.bench_memorymesh --baseline DIR` serves DIR (another checkout, e.g.
`git worktree add --detach /tmp/base main`) beside this one on the same scope, and times
both in alternating rounds, printing each p50 beside the baseline's.
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
from bench.in_process import REPO, bench_token, import_memory_file, setup_django, verb_caller

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


def http_samples(client: httpx.Client, tool: str, arguments, n: int, warmup: int = 0) -> list[float]:
    """Latencies (ms) of `n` HTTP calls of `tool` after `warmup` unmeasured ones."""

    def one() -> None:
        response = client.post(HTTP_PATHS[tool], json=arguments())
        assert response.status_code == 200, response.text

    return timed(one, n, warmup)


async def mcp_samples(client: Client, tool: str, arguments, n: int, warmup: int = 0) -> list[float]:
    """Latencies (ms) of `n` MCP tools/call of `tool` through the `mcp` client, after `warmup` unmeasured ones."""
    samples = []
    for index in range(n + warmup):
        start = time.perf_counter()
        result = await client.call_tool(tool, arguments())
        if index >= warmup:
            samples.append((time.perf_counter() - start) * 1000)
        assert not result.is_error, result.structured_content
    return samples


class BareMcp:
    """A bare MCP client: httpx posting JSON-RPC to /v1/mcp with the session's headers, the way the
    HTTP side is timed. It opens a 2025-11-25 session as the `mcp` client does (initialize, then
    notifications/initialized) and sends its Accept header, so the server does the same work; what
    it leaves out is the `mcp` client's own per-call work (its streams, tasks and pydantic models)."""

    def __init__(self, url: str, token: str) -> None:
        headers = {"Authorization": f"Bearer {token}", "Accept": "application/json, text/event-stream"}
        self.http = httpx.Client(base_url=url, headers=headers, timeout=30)
        self.ids = iter(range(1, 10**9))
        init = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}
        opened = self._post({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": init})
        self.http.headers.update(
            {"Mcp-Session-Id": opened.headers["mcp-session-id"], "Mcp-Protocol-Version": "2025-11-25"}
        )
        assert self._post({"jsonrpc": "2.0", "method": "notifications/initialized"}).status_code == 202

    def _post(self, message: dict) -> httpx.Response:
        return self.http.post("/v1/mcp", content=json.dumps(message), headers={"Content-Type": "application/json"})

    def call(self, tool: str, arguments: dict) -> dict:
        """tools/call: the result (asserted not an error)."""
        message = {"jsonrpc": "2.0", "id": next(self.ids), "method": "tools/call"}
        response = self._post(message | {"params": {"name": tool, "arguments": arguments}})
        assert response.status_code == 200 and response.headers["content-type"].startswith("application/json")
        result = response.json()["result"]
        assert not result["isError"], result["structuredContent"]
        return result

    def samples(self, tool: str, arguments, n: int, warmup: int = 0) -> list[float]:
        return timed(lambda: self.call(tool, arguments()), n, warmup)

    def close(self) -> None:
        self.http.close()


def mcp_client(url: str, http: httpx2.AsyncClient) -> Client:
    """The `mcp` client on `url`, in a 2025-11-25 session (initialize handshake)."""
    return Client(streamable_http_client(url + "/v1/mcp", http_client=http), mode="legacy")


# Each tool is timed over HTTP, over MCP with a bare client and over MCP with the `mcp` client,
# in rounds; with --baseline both checkouts are served at once and take turns, so that load
# from other work on the machine falls on both alike.
ROUNDS = 5
ORIGINAL_P50_MS = {"add_nodes": 486, "search_nodes": 259, "add_npc": 1146}
KINDS = ("HTTP", "MCP bare", "MCP sdk")


def arms_in_turn(arms: dict, round_: int) -> list[str]:
    names = list(arms)
    return names if round_ % 2 == 0 else names[::-1]


def bench_served(trees: dict[str, Path], token: str, run_id: str) -> "Measured":
    """Serve each checkout of `trees` (arm → tree) and time every tool of each by every kind of
    client, in alternating rounds of N / ROUNDS calls, with the web process's CPU time a call
    (from /proc: what other load on the machine moves least)."""
    servers = {arm: Server(tree=tree) for arm, tree in trees.items()}
    measured = Measured({arm: tree_of(server.proc.pid) for arm, server in servers.items()})
    try:
        http = {
            arm: httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=30)
            for arm, server in servers.items()
        }
        bare = {arm: BareMcp(server.url, token) for arm, server in servers.items()}
        # Each kind of client gets its own factory, so each sends the same queries in the same
        # order (search_nodes' cost depends on how many nodes a query finds); names of new
        # nodes differ by the suffix.
        factories = {(kind, arm): calls(run_id + arm[0] + kind[-1]) for kind in KINDS[:2] for arm in servers}
        for tool in HTTP_PATHS:
            print(f"{tool}: search index pending list {search_index_pending_pages()} pages", flush=True)
            for round_ in range(ROUNDS):
                for arm in arms_in_turn(servers, round_):
                    warmup = 20 if round_ == 0 else 0
                    with measured.calls(("HTTP", tool, arm)) as add:
                        add(http_samples(http[arm], tool, factories[("HTTP", arm)][tool], N // ROUNDS, warmup), warmup)
                    with measured.calls(("MCP bare", tool, arm)) as add:
                        add(bare[arm].samples(tool, factories[("MCP bare", arm)][tool], N // ROUNDS, warmup), warmup)
        for client in [*http.values(), *bare.values()]:
            client.close()
        asyncio.run(_mcp_sdk(servers, token, run_id, measured))
    finally:
        for server in servers.values():
            server.stop()
    return measured


def print_figures(measured: "Measured", in_process: dict[str, float] | None = None) -> None:
    """Each tool's p50 and web CPU a call by kind of client, × the original (the 100× target), and
    what MCP adds over HTTP with a bare client (target ≤ 1 ms); beside the baseline's if there is one."""
    arms = sorted({arm for _kind, _tool, arm in measured.samples}, key=lambda a: a != "baseline")
    print(f"load average now: {_load()}", flush=True)
    for tool in HTTP_PATHS:
        original = ORIGINAL_P50_MS.get(tool)
        if in_process and tool in in_process:
            print(f"{tool:<13} in-process p50 {in_process[tool]:6.2f} ms", flush=True)
        for kind in KINDS:
            parts = []
            for arm in arms:
                p50 = measured.p50((kind, tool, arm))
                against = f", {original / p50:5.1f}× the original's {original} ms" if original else ""
                parts.append(f"{arm} p50 {p50:6.2f} ms (web CPU {measured.cpu_ms((kind, tool, arm)):5.2f} ms{against})")
            ratio = ""
            if len(arms) == 2:
                ratio = f"  ×{measured.p50((kind, tool, arms[0])) / measured.p50((kind, tool, arms[1])):.2f}"
            print(f"{tool:<13} {kind:<8} " + "; ".join(parts) + ratio, flush=True)
        for arm in arms:
            added = measured.p50(("MCP bare", tool, arm)) - measured.p50(("HTTP", tool, arm))
            print(f"{tool:<13} {arm}: MCP (bare) − HTTP p50 {added:+.2f} ms (target ≤ +1 ms)", flush=True)
    print(
        "The 100× target is read on 'MCP bare': the server's work over MCP, which is ours; the `mcp` "
        "client's own CPU a call ('MCP sdk' − 'MCP bare') is spent in the caller's process.",
        flush=True,
    )


def search_index_pending_pages() -> str:
    """Pages in the pending list of search_nodes' trigram index: every search reads them all
    (graph migration 0019), so the figure says what the writes before a search left it."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'pgstattuple'")
        if cursor.fetchone() is None:
            return "(pgstattuple not available)"
        cursor.execute("CREATE EXTENSION IF NOT EXISTS pgstattuple")
        cursor.execute("SELECT pending_pages FROM pgstatginindex('entity_search_text_trgm')")
        return str(cursor.fetchone()[0])


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


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

    def p50(self, key: tuple[str, str, str]) -> float:
        return statistics.median(self.samples[key])

    def cpu_ms(self, key: tuple[str, str, str]) -> float:
        seconds, count = self.cpu[key]
        return seconds * 1000 / count


async def _mcp_sdk(servers: dict, token: str, run_id: str, measured: Measured) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    async with AsyncExitStack() as stack:
        clients = {}
        for arm, server in servers.items():
            http = await stack.enter_async_context(httpx2.AsyncClient(headers=headers, timeout=30))
            clients[arm] = await stack.enter_async_context(mcp_client(server.url, http))
        factories = {arm: calls(run_id + arm[0] + "k") for arm in servers}
        for tool in HTTP_PATHS:
            for round_ in range(ROUNDS):
                for arm in arms_in_turn(servers, round_):
                    warmup = 20 if round_ == 0 else 0
                    with measured.calls(("MCP sdk", tool, arm)) as add:
                        add(await mcp_samples(clients[arm], tool, factories[arm][tool], N // ROUNDS, warmup), warmup)


def bench_in_process(token: str, run_id: str) -> dict[str, float]:
    """The verbs alone (no HTTP, no auth): what the graph code itself costs at this size. p50 by tool."""
    call = verb_caller(token)
    figures = {}
    for tool, arguments in calls(run_id + "p").items():
        samples = timed(lambda tool=tool, arguments=arguments: call(tool, arguments()), N)
        report(f"in-process {tool}", samples)
        figures[tool] = statistics.median(samples)
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout to serve beside this one, taking turns")
    args = parser.parse_args(argv if argv is not None else sys.argv[1:] if __name__ == "__main__" else [])
    setup_django()
    token = bench_token()
    seed("bench")
    run_id = uuid.uuid4().hex[:6]
    print(f"load average at the start: {_load()}", flush=True)
    in_process = None if args.baseline else bench_in_process(token, run_id)
    trees = {"baseline": args.baseline, "this": REPO} if args.baseline else {"this": REPO}
    print_figures(bench_served(trees, token, run_id), in_process)


if __name__ == "__main__":
    main()
