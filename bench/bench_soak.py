"""Soak: a mixed load (80 % reads, 20 % writes) against a real `./memorymesh serve` for a
while, with the web server killed (-9) half-way; the supervisor must restart it.

It starts `manage.py serve` on a fresh data folder (its own embedded database, first-run
owner and token) and a free loopback port, runs `--clients` closed-loop clients for
`--minutes`, kills serve's uvicorn process at half time, and reports:

- answers by status, and the 500s (must be 0); connection failures while the web server
  was down are counted apart (nothing listens then);
- acknowledged writes missing afterwards (must be 0): every `remember` answered 200 is
  looked up by name with `open_nodes` at the end;
- throughput and p50/p99 latency before the kill and after the recovery, and how long the
  recovery took;
- resident memory (RSS) of the web server and of the worker (each process group) after
  the warm-up, before the kill and at the end.

Writes the figures as JSON to bench/results/soak_<timestamp>.json.

    .venv/bin/python -m bench.bench_soak --minutes 2
    .venv/bin/python -m bench.run soak          # the default: 10 minutes
"""

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx

REPO = Path(__file__).resolve().parent.parent
RESULTS = REPO / "bench" / "results"
SCOPE = "soak"
HUBS = 20  # writes link each new entity to one of these, so reads meet a growing graph
WARM_UP_SECONDS = 10


@dataclass
class Phase:
    """What the clients saw in one stretch of time."""

    statuses: Counter = field(default_factory=Counter)
    connection_errors: int = 0
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"read": [], "write": []})
    seconds: float = 0.0

    def summary(self) -> dict:
        answered = sum(self.statuses.values())
        return {
            "seconds": round(self.seconds, 1),
            "answers": answered,
            "calls_per_second": round(answered / self.seconds, 1) if self.seconds else 0,
            "statuses": dict(sorted(self.statuses.items())),
            "connection_errors": self.connection_errors,
            **{f"{kind}_p50_ms": _percentile(values, 50) for kind, values in self.latencies.items()},
            **{f"{kind}_p99_ms": _percentile(values, 99) for kind, values in self.latencies.items()},
        }


def _percentile(values: list[float], pct: int) -> float | None:
    if len(values) < 2:
        return None
    return round(statistics.quantiles(values, n=100)[pct - 1] * 1000, 1)


class Serve:
    """`manage.py serve` on a data folder of its own; its output goes to serve.log there."""

    def __init__(self, data_dir: Path) -> None:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.data_dir = data_dir
        env = {
            **os.environ,
            "MEMORYMESH_DATA_DIR": str(data_dir),
            "MEMORYMESH_PORT": str(self.port),
            "MEMORYMESH_RATE_LIMIT_PER_SECOND": "0",  # one client token carries the whole load
        }
        for name in ("MEMORYMESH_DB_NAME", "DJANGO_SETTINGS_MODULE", "MEMORYMESH_TEST_RUN"):
            env.pop(name, None)
        self.log = (data_dir.parent / "serve.log").open("w")
        # A session of its own: no terminal, so the first-run secrets go to a 0600 file.
        self.proc = subprocess.Popen(
            [sys.executable, "manage.py", "serve"],
            cwd=REPO,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.wait_healthy(timeout=180)
        credentials = data_dir / "first-run-credentials.txt"
        for _ in range(100):
            if credentials.exists():
                break
            time.sleep(0.1)
        self.token = next(line.split()[-1] for line in credentials.read_text().splitlines() if "API token:" in line)

    def healthy(self) -> bool:
        try:
            return httpx.get(self.url + "/v1/health", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    def wait_healthy(self, *, timeout: float) -> float:
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            if self.proc.poll() is not None:
                raise RuntimeError(f"serve exited ({self.proc.returncode}); see {self.log.name}")
            if self.healthy():
                return time.monotonic() - started
            time.sleep(0.1)
        raise RuntimeError(f"serve not healthy after {timeout} s; see {self.log.name}")

    def child(self, word: str) -> int:
        """The pid of serve's direct child whose command line holds `word` (uvicorn, celery)."""
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
                command = (stat.parent / "cmdline").read_bytes().decode(errors="replace")
            except (OSError, ValueError):
                continue
            if parent == self.proc.pid and word in command:
                return int(stat.parent.name)
        raise RuntimeError(f"serve has no {word} child")

    def child_or_none(self, word: str) -> int | None:
        try:
            return self.child(word)
        except RuntimeError:
            return None

    def group_rss_mb(self, word: str) -> float:
        """Resident memory of that child's whole process group (uvicorn's workers, Celery's pool)."""
        group = os.getpgid(self.child(word))
        total_kb = 0
        for status in Path("/proc").glob("[0-9]*/status"):
            try:
                if os.getpgid(int(status.parent.name)) != group:
                    continue
                lines = status.read_text().splitlines()
                total_kb += next(int(line.split()[1]) for line in lines if line.startswith("VmRSS"))
            except (OSError, StopIteration, ValueError):
                continue
        return round(total_kb / 1024, 1)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        self.log.close()


class Load:
    """Closed-loop clients: each call is a read (recall, search_nodes, open_nodes) or, one
    time in five, a `remember` of a new entity linked to a hub."""

    def __init__(self, serve: Serve, *, clients: int) -> None:
        self.serve = serve
        self.clients = clients
        self.acknowledged: list[str] = []
        self.next_id = 0
        self.phase = Phase()
        self.phase_started = time.monotonic()
        self.running = True

    async def run_client(self, client: httpx.AsyncClient, rng: random.Random) -> None:
        while self.running:
            if rng.random() < 0.2 or not self.acknowledged:
                kind, name = "write", f"Item {self.next_id}"
                self.next_id += 1
                request = client.post("/v1/memory/remember", json=_remember(name, self.next_id % HUBS))
            else:
                kind, name = "read", rng.choice(self.acknowledged)
                request = _read(client, rng, name)
            phase, started = self.phase, time.monotonic()
            try:
                reply = await request
            except httpx.TransportError:
                phase.connection_errors += 1
                await asyncio.sleep(0.05)  # nothing listens: the web server is being restarted
                continue
            phase.statuses[reply.status_code] += 1
            phase.latencies[kind].append(time.monotonic() - started)
            if kind == "write" and reply.status_code == 200:
                self.acknowledged.append(name)

    async def run(self, until: float) -> None:
        headers = {"Authorization": f"Bearer {self.serve.token}"}
        limits = httpx.Limits(max_connections=self.clients)
        async with httpx.AsyncClient(base_url=self.serve.url, headers=headers, timeout=120, limits=limits) as client:
            tasks = [asyncio.create_task(self.run_client(client, random.Random(i))) for i in range(self.clients)]
            while time.time() < until:
                await asyncio.sleep(0.2)
            self.running = False
            await asyncio.gather(*tasks)

    def begin(self, phases: dict[str, Phase], name: str) -> None:
        """Close the current phase and count what follows in a new one."""
        self.phase.seconds = time.monotonic() - self.phase_started
        self.phase = phases[name] = Phase()
        self.phase_started = time.monotonic()


def _remember(name: str, hub: int) -> dict:
    return {
        "scope": SCOPE,
        "content": f"{name} belongs to hub {hub}.",
        "facts": {
            "entities": [{"name": name, "type": "Item"}, {"name": f"Hub {hub}", "type": "Hub"}],
            "relations": [{"source": name, "target": f"Hub {hub}", "type": "BELONGS_TO"}],
        },
    }


def _read(client: httpx.AsyncClient, rng: random.Random, name: str):  # noqa: ANN202 - a coroutine
    choice = rng.random()
    if choice < 0.5:
        return client.post("/v1/memory/recall", json={"scope": SCOPE, "subject": name})
    if choice < 0.75:
        return client.post("/v1/graph/search_nodes", json={"scope": SCOPE, "query": name})
    return client.post("/v1/graph/open_nodes", json={"scope": SCOPE, "names": [name, f"Hub {rng.randrange(HUBS)}"]})


def _missing(serve: Serve, names: list[str]) -> list[str]:
    """The acknowledged names open_nodes does not find, asked 50 at a time."""
    missing: list[str] = []
    with httpx.Client(base_url=serve.url, headers={"Authorization": f"Bearer {serve.token}"}, timeout=120) as client:
        for start in range(0, len(names), 50):
            batch = names[start : start + 50]
            reply = client.post("/v1/graph/open_nodes", json={"scope": SCOPE, "names": batch})
            reply.raise_for_status()
            found = {node["name"] for node in reply.json()["nodes"]}
            missing += [name for name in batch if name not in found]
    return missing


async def _soak(serve: Serve, *, minutes: float, clients: int) -> dict:
    load = Load(serve, clients=clients)
    phases: dict[str, Phase] = {}
    started = time.time()
    end, kill_at = started + minutes * 60, started + minutes * 30
    runner = asyncio.create_task(load.run(end))
    load.begin(phases, "warm_up")
    await asyncio.sleep(WARM_UP_SECONDS)
    memory = {"after_warm_up": _memory(serve)}
    load.begin(phases, "before_kill")
    await asyncio.sleep(max(0.0, kill_at - time.time()))
    memory["before_kill"] = _memory(serve)
    web = serve.child("uvicorn")
    load.begin(phases, "restart")
    os.kill(web, signal.SIGKILL)
    killed = time.monotonic()
    while serve.child_or_none("uvicorn") in (None, web) or not serve.healthy():
        await asyncio.sleep(0.1)
    recovery = time.monotonic() - killed
    load.begin(phases, "after_recovery")
    await runner
    load.begin(phases, "done")
    phases.pop("done")
    memory["end"] = _memory(serve)
    missing = _missing(serve, load.acknowledged)
    statuses = sum((phase.statuses for phase in phases.values()), Counter())
    return {
        "minutes": minutes,
        "clients": clients,
        "mix": "80% reads (recall, search_nodes, open_nodes), 20% remember",
        "recovery_seconds": round(recovery, 1),
        "server_errors_500": statuses.get(500, 0),
        "other_5xx": {code: count for code, count in statuses.items() if code > 500},
        "acknowledged_writes": len(load.acknowledged),
        "acknowledged_writes_missing": len(missing),
        "missing_examples": missing[:10],
        "phases": {name: phase.summary() for name, phase in phases.items()},
        "rss_mb": memory,
    }


def _memory(serve: Serve) -> dict:
    return {"web": serve.group_rss_mb("uvicorn"), "worker": serve.group_rss_mb("celery")}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="how long the load runs (default 10)")
    parser.add_argument("--clients", type=int, default=4, help="concurrent closed-loop clients (default 4)")
    options = parser.parse_args(argv or [])
    with tempfile.TemporaryDirectory(prefix="memorymesh-soak-") as folder:
        serve = Serve(Path(folder) / "data")
        try:
            result = asyncio.run(_soak(serve, minutes=options.minutes, clients=options.clients))
        finally:
            serve.stop()
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"soak_{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))
    print(f"written to {path}")
    if result["server_errors_500"] or result["acknowledged_writes_missing"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
