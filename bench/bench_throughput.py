"""Throughput under concurrent clients: one web process (the old server) against
MEMORYMESH_WEB_PROCESSES processes (today's `serve`), in the same run.

For each server: GET /v1/whoami (auth only), recall on a 10,000-fact scope and small
remember writes at 1, 8 and 32 concurrent clients (asyncio + httpx, 400 calls a
level, keep-alive), then 200 context calls at once (how many 5xx). The physical bar
is a trivial ASGI endpoint under the same uvicorn with the same processes. It also
prints the web processes' memory (RSS, PSS). The client runs on the same 2 cores:
figures are for the whole machine, client included.

    .venv/bin/python -m bench.run throughput
"""

import asyncio
import os
import statistics
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx

from bench.harness import Server
from bench.in_process import bench_token, setup_django

CALLS = 400
LEVELS = (1, 8, 32)
NO_RATE_LIMIT = {"MEMORYMESH_RATE_LIMIT_PER_SECOND": "0"}


async def trivial_app(scope, receive, send) -> None:
    """The bar: an ASGI endpoint that does nothing but answer."""
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": b'{"status":"ok"}'})


async def _level(url: str, token: str, make_request, clients: int) -> tuple[float, float, float, Counter]:
    """(req/s, p50 ms, p99 ms, statuses) for CALLS calls by `clients` concurrent clients."""
    latencies: list[float] = []
    statuses: Counter = Counter()
    counter = iter(range(CALLS))
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(
        base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120, limits=limits
    ) as client:

        async def one_client() -> None:
            for index in counter:
                start = time.perf_counter()
                response = await make_request(client, index)
                latencies.append((time.perf_counter() - start) * 1000)
                statuses[response.status_code] += 1

        start = time.perf_counter()
        await asyncio.gather(*(one_client() for _ in range(clients)))
        elapsed = time.perf_counter() - start
    ordered = sorted(latencies)
    return CALLS / elapsed, statistics.median(ordered), ordered[int(len(ordered) * 0.99) - 1], statuses


def _routes(run_id: str) -> dict:
    def whoami(client, _i):
        return client.get("/v1/whoami")

    def recall(client, i):
        return client.post("/v1/memory/recall", json={"scope": "tp10k", "subject": f"Person {i * 37 % 1000}", "k": 20})

    def remember(client, i):
        body = {
            "scope": f"tp-writes-{run_id}",
            "content": f"Note {i} of run {run_id}: Dana met Lee.",
            "facts": {"entities": [{"name": f"Note {i}"}]},
        }
        return client.post("/v1/memory/remember", json=body)

    return {"GET /v1/whoami": whoami, "recall (10k facts)": recall, "remember (small)": remember}


def _fill(url: str, token: str) -> None:
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=300) as client:
        status = client.get("/v1/memory/status", params={"scope": "tp10k"}).json()
        have = next((s.get("facts", 0) for s in status.get("scopes", []) if s.get("scope") == "tp10k"), 0)
        if have >= 10_000:
            return
        names = [f"Person {i}" for i in range(1000)]
        for batch in range(2):
            relations = [
                {
                    "source": names[(i * 7 + batch) % 1000],
                    "target": names[(i * 13 + 1) % 1000],
                    "type": f"knows_{batch}",
                }
                for i in range(5000)
            ]
            facts = {"entities": [{"name": n, "type": "Person"} for n in names], "relations": relations}
            client.post("/v1/memory/remember", json={"scope": "tp10k", "facts": facts}).raise_for_status()
        client.post(
            "/v1/memory/remember",
            json={
                "scope": "tp-ctx",
                "content": "Dana works at Acme.",
                "facts": {"entities": [{"name": "Dana"}, {"name": "Acme"}]},
            },
        )


def _memory_of(pid: int) -> tuple[float, float]:
    """(RSS MiB, PSS MiB) of a process and its descendants."""
    pids = [pid]
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            pids.append(int(stat.parent.name))
    rss = pss = 0
    for each in pids:
        try:
            for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
                if line.startswith("Rss:"):
                    rss += int(line.split()[1])
                elif line.startswith("Pss:"):
                    pss += int(line.split()[1])
        except OSError:
            continue
    return rss / 1024, pss / 1024


def _measure(label: str, url: str, token: str, routes: dict) -> dict:
    figures = {}
    for route, make_request in routes.items():
        for clients in LEVELS:
            rate, p50, p99, statuses = asyncio.run(_level(url, token, make_request, clients))
            figures[(route, clients)] = rate
            bad = {code: n for code, n in statuses.items() if code >= 300}
            print(
                f"{label:<14} {route:<22} {clients:>3} clients: {rate:7.0f} req/s  p50 {p50:6.1f} ms  "
                f"p99 {p99:6.1f} ms" + (f"  non-2xx {bad}" if bad else ""),
                flush=True,
            )
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


def main() -> None:
    setup_django()
    token = bench_token("throughput")
    processes = int(os.environ.get("MEMORYMESH_WEB_PROCESSES") or os.cpu_count() or 1)
    run_id = uuid.uuid4().hex[:8]
    bar = Server(processes=processes, app="bench.bench_throughput:trivial_app")
    try:
        rate, p50, p99, _ = asyncio.run(_level(bar.url, token, lambda c, _i: c.get("/"), 32))
        print(
            f"physical bar: trivial ASGI endpoint, {processes} processes, 32 clients: {rate:.0f} req/s "
            f"p50 {p50:.1f} ms p99 {p99:.1f} ms",
            flush=True,
        )
    finally:
        bar.stop()
    results = {}
    for count in sorted({1, processes}):
        server = Server(processes=count, env=NO_RATE_LIMIT)
        try:
            _fill(server.url, token)
            label = f"{count} process" + ("es" if count > 1 else "")
            results[count] = _measure(label, server.url, token, _routes(f"{run_id}-{count}"))
            burst = asyncio.run(_burst(server.url, token))
            five_hundreds = sum(n for code, n in burst.items() if code >= 500)
            print(f"{label}: 200 concurrent context calls -> {dict(burst)} ({five_hundreds} 5xx)", flush=True)
            rss, pss = _memory_of(server.proc.pid)
            print(f"{label}: web memory after the run RSS {rss:.0f} MiB, PSS {pss:.0f} MiB", flush=True)
        finally:
            server.stop()
    if processes > 1:
        for key, rate in results[processes].items():
            print(f"ratio {processes}/1 processes  {key[0]:<22} {key[1]:>3} clients: {rate / results[1][key]:.2f}×")


if __name__ == "__main__":
    main()
