"""MCP tools/call round trips for memory_recall over real HTTP (uvicorn, the real `mcp` client).

Prints p50/p95/p99 for one client (2025-11-25 session with SSE responses, and the
2026-07-28 per-request wire), the same verb over plain HTTP for comparison, and
calls/s with 8 concurrent MCP clients.
"""

import asyncio
import time
import uuid

import httpx
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from bench.harness import Server, report, timed
from bench.in_process import bench_token, setup_django

CONCURRENT_CLIENTS = 8
CALLS_PER_CLIENT = 250
TARGET_P50_MS = 15


def seed_facts() -> dict:
    """Dana with 20 facts around her, in a scope of 60 entities: a typical recall answer (~20 cited facts)."""
    people = [f"Colleague {n}" for n in range(40)]
    places = [f"Project {n}" for n in range(18)]
    entities = [{"name": "Dana", "type": "Person"}, {"name": "Acme", "type": "Company"}]
    entities += [{"name": name, "type": "Person"} for name in people]
    entities += [{"name": name, "type": "Project"} for name in places]
    relations = [{"source": "Dana", "target": "Acme", "type": "WORKS_AT"}]
    relations += [{"source": "Dana", "target": name, "type": "KNOWS"} for name in people[:10]]
    relations += [{"source": "Dana", "target": name, "type": "LEADS"} for name in places[:9]]
    relations += [{"source": a, "target": b, "type": "KNOWS"} for a, b in zip(people, people[1:], strict=False)]
    return {"entities": entities, "relations": relations}


async def timed_async(call, n: int, warmup: int = 50) -> list[float]:
    for _ in range(warmup):
        await call()
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def mcp_client(url: str, http: httpx2.AsyncClient, mode: str) -> Client:
    return Client(streamable_http_client(url + "/v1/mcp", http_client=http), mode=mode)


async def one_client(url: str, token: str, scope: str, mode: str, label: str) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http, mcp_client(url, http, mode) as client:

        async def recall() -> None:
            result = await client.call_tool("memory_recall", {"scope": scope, "subject": "Dana"})
            assert not result.is_error and result.structured_content["state"] == "answered"

        report(label, await timed_async(recall, 1000), target_p50_ms=TARGET_P50_MS)


async def concurrent_clients(url: str, token: str, scope: str) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    latencies: list[float] = []

    async def client_run(ready: asyncio.Barrier) -> None:
        async with httpx2.AsyncClient(headers=headers, timeout=60) as http, mcp_client(url, http, "legacy") as client:
            await client.call_tool("memory_recall", {"scope": scope, "subject": "Dana"})  # warm the session
            await ready.wait()
            for _ in range(CALLS_PER_CLIENT):
                start = time.perf_counter()
                result = await client.call_tool("memory_recall", {"scope": scope, "subject": "Dana"})
                latencies.append((time.perf_counter() - start) * 1000)
                assert not result.is_error

    ready = asyncio.Barrier(CONCURRENT_CLIENTS + 1)
    tasks = [asyncio.create_task(client_run(ready)) for _ in range(CONCURRENT_CLIENTS)]
    await ready.wait()
    start = time.perf_counter()
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - start
    report(f"recall under {CONCURRENT_CLIENTS} clients", latencies)
    calls = CONCURRENT_CLIENTS * CALLS_PER_CLIENT
    print(f"{'throughput, ' + str(CONCURRENT_CLIENTS) + ' MCP clients':<34} {calls / elapsed:7.0f} calls/s", flush=True)


def http_baseline(url: str, token: str, scope: str) -> None:
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}) as client:
        body = {"scope": scope, "subject": "Dana"}
        report("POST /v1/memory/recall (HTTP)", timed(lambda: client.post("/v1/memory/recall", json=body), 1000))


def main() -> None:
    setup_django()
    token = bench_token("bench_mcp")
    scope = f"bench-mcp-{uuid.uuid4().hex[:8]}"
    server = Server()
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}) as client:
            stored = client.post("/v1/memory/remember", json={"scope": scope, "facts": seed_facts()})
            stored.raise_for_status()
        asyncio.run(one_client(server.url, token, scope, "legacy", "MCP recall, 2025-11-25 session"))
        asyncio.run(one_client(server.url, token, scope, "auto", "MCP recall, 2026-07-28 per request"))
        http_baseline(server.url, token, scope)
        asyncio.run(concurrent_clients(server.url, token, scope))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
