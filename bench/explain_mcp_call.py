"""Where one MCP tools/call's time goes, in one process, no network: the whole site's ASGI
application (lifespan on, a 2025-11-25 session opened by `initialize`) driven straight through
its ASGI interface, beside the verb alone, on bench_memorymesh's 50,000-node scope.

    .venv/bin/python -m bench.explain_mcp_call [--tool search_nodes] [--calls 1000] [--profile]

For each tool it prints p50 wall and the process's CPU a call (every thread: the loop's and
the worker's) for: the verb alone (`Verb.call`, as in-process benches run it), the same
arguments as an HTTP POST through the site, and as an MCP tools/call. --profile prints the
event loop thread's profile of MCP calls (the door and the SDK; the verb runs in a worker
thread and is profiled separately, in this thread).
"""

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bench.bench_memorymesh import HTTP_PATHS, calls
from bench.in_process import bench_token, setup_django, verb_caller

MCP_ACCEPT = b"application/json, text/event-stream"


def http_scope(path: str, headers: dict[str, str], body: bytes) -> dict:
    pairs = [(b"host", b"127.0.0.1"), (b"content-length", str(len(body)).encode())]
    pairs += [(k.lower().encode(), v.encode()) for k, v in headers.items()]
    return {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
        "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "", "headers": pairs,
        "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", 8000),
    }  # fmt: skip


async def post(app, path: str, headers: dict[str, str], payload: Any) -> tuple[int, dict[str, str], bytes]:
    """One POST through `app`: status, response headers, body."""
    body = json.dumps(payload).encode()
    answer: dict[str, Any] = {"headers": {}, "body": b""}
    sent = False

    async def receive() -> dict:
        nonlocal sent
        if sent:
            await asyncio.sleep(3600)  # a client that stays connected
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict) -> None:
        if message["type"] == "http.response.start":
            answer["status"] = message["status"]
            answer["headers"] = {k.decode().lower(): v.decode() for k, v in message.get("headers", [])}
        elif message["type"] == "http.response.body":
            answer["body"] += message.get("body", b"")

    await app(http_scope(path, headers, body), receive, send)
    return answer["status"], answer["headers"], answer["body"]


class Lifespan:
    """The application's ASGI lifespan, started and stopped around the measurements."""

    def __init__(self, app) -> None:
        self.app = app
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.outbox: asyncio.Queue = asyncio.Queue()

    async def __aenter__(self) -> "Lifespan":
        self.task = asyncio.create_task(self.app({"type": "lifespan"}, self.inbox.get, self.outbox.put))
        await self.inbox.put({"type": "lifespan.startup"})
        started = await self.outbox.get()
        assert started["type"] == "lifespan.startup.complete", started
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.inbox.put({"type": "lifespan.shutdown"})
        await self.outbox.get()
        await self.task


async def open_session(app, token: str) -> dict[str, str]:
    """The headers of a 2025-11-25 session's requests, as the `mcp` client sends them."""
    headers = {"Authorization": f"Bearer {token}", "Accept": MCP_ACCEPT.decode(), "Content-Type": "application/json"}
    params = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "explain", "version": "1"}}
    init = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": params}
    status, answer_headers, _ = await post(app, "/v1/mcp", headers, init)
    assert status == 200, status
    headers |= {"Mcp-Session-Id": answer_headers["mcp-session-id"], "Mcp-Protocol-Version": "2025-11-25"}
    status, _, _ = await post(app, "/v1/mcp", headers, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert status == 202, status
    return headers


async def measure(one: Callable[[], Any], n: int) -> tuple[float, float]:
    """(p50 ms, process CPU ms a call) over `n` calls of the coroutine function `one`, after 30 to warm."""
    for _ in range(30):
        await one()
    samples = []
    cpu = time.process_time()
    for _ in range(n):
        start = time.perf_counter()
        await one()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), (time.process_time() - cpu) * 1000 / n


async def explain_all(tools: list[str], n: int, profile: bool, token: str) -> None:
    """Each tool in turn, in one lifespan of the application (its MCP managers run once)."""
    from memorymesh_site.asgi import application

    # The verb alone runs in a thread of its own, as Django code must outside the loop.
    thread = ThreadPoolExecutor(max_workers=1)
    verb = await asyncio.get_running_loop().run_in_executor(thread, verb_caller, token)
    async with Lifespan(application):
        headers = await open_session(application, token)
        for tool in tools:
            await explain(application, tool, n, profile, token, headers, thread, verb)


async def explain(
    application, tool: str, n: int, profile: bool, token: str, headers: dict, thread: ThreadPoolExecutor, verb: Callable
) -> None:
    """One tool: the verb alone, over HTTP and over MCP, then (--profile) where the time went."""
    arguments = calls(f"x{os.getpid()}")[tool]
    bearer = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    ids = iter(range(1, 10**9))

    async def alone() -> None:
        await asyncio.get_running_loop().run_in_executor(thread, verb, tool, arguments())

    async def over_http() -> None:
        status, _, body = await post(application, HTTP_PATHS[tool], bearer, arguments())
        assert status == 200, body

    def rpc() -> dict:
        params = {"name": tool, "arguments": arguments()}
        return {"jsonrpc": "2.0", "id": next(ids), "method": "tools/call", "params": params}

    async def over_mcp() -> None:
        status, _, body = await post(application, "/v1/mcp", headers, rpc())
        assert status == 200 and b'"isError":false' in body, body[:300]

    load = open("/proc/loadavg").read().split()[0]
    for label, one in (("verb alone", alone), ("HTTP POST", over_http), ("MCP tools/call", over_mcp)):
        p50, cpu = await measure(one, n)
        print(f"{tool:<13} {label:<15} p50 {p50:6.3f} ms, CPU {cpu:6.3f} ms a call (load {load})", flush=True)
    if profile:
        loop_profile = cProfile.Profile(time.thread_time)
        loop_profile.enable()
        for _ in range(n):
            await over_mcp()
        loop_profile.disable()
        print(f"--- {tool}: the event loop thread, {n} MCP calls (CPU)")
        pstats.Stats(loop_profile).sort_stats("cumulative").print_stats(40)
        await asyncio.get_running_loop().run_in_executor(thread, _profile_verb, verb, tool, arguments, n)


def _profile_verb(verb: Callable, tool: str, arguments: Callable[[], dict], n: int) -> None:
    profile = cProfile.Profile(time.thread_time)
    profile.enable()
    for _ in range(n):
        verb(tool, arguments())
    profile.disable()
    print(f"--- {tool}: the verb alone, {n} calls (CPU)")
    pstats.Stats(profile).sort_stats("cumulative").print_stats(40)


def main() -> None:
    os.environ["MEMORYMESH_RATE_LIMIT_PER_SECOND"] = "0"  # one token at full speed, as the benches run it
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", choices=list(HTTP_PATHS), action="append", help="repeatable; default: all four")
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--profile", action="store_true", help="print the loop thread's and the verb's profiles")
    args = parser.parse_args()
    setup_django()
    token = bench_token()
    asyncio.run(explain_all(args.tool or list(HTTP_PATHS), args.calls, args.profile, token))


if __name__ == "__main__":
    main()
