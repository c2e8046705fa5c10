"""MemoryMesh compatibility at size: 50,000 nodes and 100,000 edges in one scope.

Seeds the scope once through the memory.json importer (timed), then measures p50 of
add_nodes (one node), search_nodes, open_nodes and add_npc over HTTP and over MCP
(the real `mcp` client). The original TypeScript server measured 486 ms (add_nodes),
259 ms (search_nodes) and 1,146 ms (add_npc) at this size; the target is ≤ 10 ms each.
"""

import asyncio
import json
import random
import time
import uuid

import httpx
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

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


def bench_http(url: str, token: str, run_id: str) -> None:
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=30) as client:
        # The floor every call pays (HTTP, auth, one query): read the figures below against it.
        report("HTTP GET /v1/whoami (baseline)", timed(lambda: client.get("/v1/whoami"), N))
        for tool, arguments in calls(run_id + "h").items():

            def one(tool: str = tool, arguments=arguments) -> None:
                response = client.post(HTTP_PATHS[tool], json=arguments())
                assert response.status_code == 200, response.text

            report(f"HTTP {tool}", timed(one, N), target_p50_ms=TARGET_P50_MS)


async def bench_mcp(url: str, token: str, run_id: str) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http:
        async with Client(streamable_http_client(url + "/v1/mcp", http_client=http), mode="legacy") as client:
            for tool, arguments in calls(run_id + "m").items():
                samples = []
                for index in range(N + 20):
                    start = time.perf_counter()
                    result = await client.call_tool(tool, arguments())
                    if index >= 20:  # warm-up
                        samples.append((time.perf_counter() - start) * 1000)
                    assert not result.is_error, result.structured_content
                report(f"MCP {tool}", samples, target_p50_ms=TARGET_P50_MS)


def main() -> None:
    setup_django()
    token = bench_token()
    seed("bench")
    run_id = uuid.uuid4().hex[:6]
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
