"""Where a /v1/ call's time goes, in one process, no network: the same call through our
one-thread door (graph.transport.api_handler) with no middleware, with the short chain
for bearer calls (API_MIDDLEWARE) and with the whole chain (MIDDLEWARE), and as the server runs a bearer call (the short
chain with the direct path of graph.transport.direct_verbs), then a profile of that path.

    .venv/bin/python -m bench.explain_request [whoami|recall|recall100k] [--calls 2000] [--profile]
"""

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

from bench.in_process import bench_token, setup_django

ROUTES = {
    "whoami": ("GET", "/v1/whoami", None),
    "recall": ("POST", "/v1/memory/recall", {"scope": "wrk-one-fact", "subject": "Dana"}),
    # bench_wrk's 100k-fact scope (run bench_wrk once to build it)
    "recall100k": ("POST", "/v1/memory/recall", {"scope": "tp100k", "subject": "Person 37", "k": 20}),
}


def scope_of(method: str, path: str, token: str, body: bytes) -> dict:
    headers = [(b"host", b"127.0.0.1"), (b"authorization", f"Bearer {token}".encode())]
    if body:
        headers += [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    return {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
        "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "", "headers": headers,
        "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", 8000),
    }  # fmt: skip


async def call(app, scope: dict, body: bytes) -> int:
    """One request through `app`; its status."""
    status = 0

    async def receive() -> dict:
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]

    await app(scope, receive, send)
    return status


async def timed(app, scope: dict, body: bytes, calls: int) -> tuple[float, float]:
    """(p50 ms, CPU ms a call) over `calls` sequential calls, after 50 to warm."""
    for _ in range(50):
        assert await call(app, scope, body) == 200
    samples = []
    cpu = time.process_time()
    for _ in range(calls):
        start = time.perf_counter()
        await call(app, scope, body)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), (time.process_time() - cpu) * 1000 / calls


def main() -> None:
    os.environ["MEMORYMESH_RATE_LIMIT_PER_SECOND"] = "0"  # one token at full speed, as the benches run it
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("route", nargs="?", default="whoami", choices=ROUTES)
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--profile", action="store_true", help="print the lean path's profile")
    parser.add_argument("--sort", default="cumulative", help="the profile's order (pstats: cumulative, tottime)")
    args = parser.parse_args()
    setup_django()
    from django.conf import settings

    from graph.transport.api_handler import ThreadedApiHandler
    from graph.transport.direct_verbs import DirectVerbs

    token = bench_token("wrk")  # bench_wrk's user, who owns its one-fact scope
    method, path, payload = ROUTES[args.route]
    body = json.dumps(payload).encode() if payload is not None else b""
    scope = scope_of(method, path, token, body)
    workers = ThreadPoolExecutor(max_workers=settings.DB_POOL_SIZE)
    chains = {"no middleware": [], "API_MIDDLEWARE": settings.API_MIDDLEWARE, "MIDDLEWARE": settings.MIDDLEWARE}
    handlers = {label: ThreadedApiHandler(chain, workers) for label, chain in chains.items()}
    handlers["direct path"] = ThreadedApiHandler(settings.API_MIDDLEWARE, workers, DirectVerbs())  # as ApiDoor
    for label, handler in handlers.items():
        p50, cpu = asyncio.run(timed(handler, scope, body, args.calls))
        print(f"{args.route} through the door, {label:<15}: p50 {p50:.3f} ms, CPU {cpu:.3f} ms a call")
    if args.profile:
        lean = handlers["direct path"]  # what a bearer call of /v1/ runs in the server
        profile = cProfile.Profile(time.process_time)  # CPU, not the wait for the database
        profile.enable()
        lean._respond(scope, _body_file(body))
        for _ in range(args.calls):
            lean._respond(scope, _body_file(body))
        profile.disable()
        pstats.Stats(profile).sort_stats(args.sort).print_stats(45)


def _body_file(body: bytes):
    import io

    return io.BytesIO(body)


if __name__ == "__main__":
    main()
