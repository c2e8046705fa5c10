"""Footprint: the memory of a real `./memorymesh serve`, idle and over a mixed load.

It starts `manage.py serve` on a fresh data folder (as bench_soak does) and reads the
proportional set size (PSS: shared pages split between the processes sharing them) and
the RSS of every process serve started, summed per kind — the Python processes (serve
itself, the web processes, the worker and its pool, beat, the embedding process) and
PostgreSQL — and per role, with each Python process's PSS and private MiB (what it alone
holds: pages it shares with a parent it was forked from are not private):

- idle, 20 s after the server answered its first health check, before any data;
- after the first embedding job and four `context` calls (the embedding process loads the
  model on its first call; with `--embedding-process off`, each process that embeds does);
- every 30 s over `--minutes` of the soak's mixed load (80 % reads, 20 % remember) plus
  one `context` call in ten, to show whether anything grows.

Writes JSON to bench/results/footprint_<timestamp>.json.

    .venv/bin/python -m bench.bench_footprint --minutes 10
"""

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

import httpx

from bench.bench_soak import RESULTS, SCOPE, Load, Serve

IDLE_SECONDS = 20
SAMPLE_SECONDS = 30


def descendants(root: int) -> list[int]:
    """Every live process below `root` (and root itself)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(stat.parent.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


ROLES = (
    ("graph.embeddings.process", "embedding"),
    ("memorymesh_site.beat", "beat"),
    ("celery", "worker"),
    ("uvicorn", "web"),  # memorymesh_site.preforked_uvicorn and the web processes it forks
    ("multiprocessing", "web"),  # web processes spawned by plain uvicorn (a checkout before the fork)
    ("supervisor", "supervisor"),
)


def role(pid: int) -> str:
    """What a Python process of serve is, from its command line (the web processes are forked
    from uvicorn's parent and celery's pool from the worker: each keeps its parent's command line)."""
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return "other"
    return next((name for word, name in ROLES if word in command), "other")


def footprint(serve: Serve) -> dict[str, dict[str, float]]:
    """{"python": {"pss": MiB, "rss": MiB, "processes": n}, "postgres": {...}, "roles": {"web": PSS MiB,
    "worker": …, "embedding": …}} of one serve."""
    totals = {kind: {"pss": 0.0, "rss": 0.0, "processes": 0} for kind in ("python", "postgres")}
    roles: dict[str, float] = {}
    each: list[dict] = []
    # The embedded PostgreSQL runs detached from serve: find it by its data folder.
    postmaster = int((serve.data_dir / "pgdata" / "postmaster.pid").read_text().split()[0])
    for pid in descendants(serve.proc.pid) + descendants(postmaster):
        try:
            command = Path(f"/proc/{pid}/comm").read_text().strip()
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
        except OSError:
            continue
        kind = "postgres" if command.startswith("postgres") else "python"
        fields = {line.split(":")[0]: int(line.split()[1]) for line in rollup[1:] if line.split()[-1] == "kB"}
        totals[kind]["pss"] += fields.get("Pss", 0) / 1024
        totals[kind]["rss"] += fields.get("Rss", 0) / 1024
        totals[kind]["processes"] += 1
        if kind == "python":
            name = role(pid)
            roles[name] = roles.get(name, 0.0) + fields.get("Pss", 0) / 1024
            private = fields.get("Private_Clean", 0) + fields.get("Private_Dirty", 0)
            each.append(
                {"role": name, "pss": round(fields.get("Pss", 0) / 1024, 1), "private": round(private / 1024, 1)}
            )
    result = {kind: {k: round(v, 1) for k, v in figures.items()} for kind, figures in totals.items()}
    roles_pss = {name: round(pss, 1) for name, pss in sorted(roles.items())}
    return {**result, "roles": roles_pss, "processes": sorted(each, key=lambda p: (p["role"], -p["pss"]))}


def by_process(figures: dict) -> str:
    """One line: each Python process's role, PSS and private MiB (private = what it alone holds)."""
    return ", ".join(f"{p['role']} {p['pss']:.0f}/{p['private']:.0f}" for p in figures["processes"])


class MixedLoad(Load):
    """The soak's load, with one `context` call in ten among the reads."""

    async def run_client(self, client: httpx.AsyncClient, rng: random.Random) -> None:
        async def contexts() -> None:
            while self.running:
                await asyncio.sleep(rng.uniform(0.5, 1.5))
                if self.acknowledged:
                    question = f"what belongs with {rng.choice(self.acknowledged)}"
                    await client.post("/v1/memory/context", json={"scope": SCOPE, "query": question})

        extra = asyncio.create_task(contexts())
        await super().run_client(client, rng)
        await extra


def warm_models(serve: Serve) -> None:
    """One write (the worker embeds its passage) and one context call (the web process embeds the question)."""
    headers = {"Authorization": f"Bearer {serve.token}"}
    with httpx.Client(base_url=serve.url, headers=headers, timeout=120) as client:
        reply = client.post("/v1/memory/remember", json={"scope": SCOPE, "content": "Maya climbs on Saturdays."})
        reply.raise_for_status()
        for _ in range(600):
            status = client.get("/v1/memory/status", params={"scope": SCOPE}).json()
            coverage = status["ontology"]["meaning_coverage"]
            if coverage["embedded"] == coverage["passages"]:
                break
            time.sleep(0.1)
        for _ in range(4):  # each web process may answer one
            reply = client.post("/v1/memory/context", json={"scope": SCOPE, "query": "when does Maya climb?"})
            reply.raise_for_status()


async def sample_under_load(serve: Serve, *, minutes: float, clients: int) -> list[dict]:
    load = MixedLoad(serve, clients=clients)
    started = time.time()
    runner = asyncio.create_task(load.run(started + minutes * 60))
    samples = []
    while time.time() + SAMPLE_SECONDS <= started + minutes * 60 + 1:
        await asyncio.sleep(SAMPLE_SECONDS)
        samples.append(
            {"second": round(time.time() - started), **footprint(serve), "answers": load.phase.summary()["answers"]}
        )
    await runner
    return samples


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument(
        "--embedding-process",
        choices=("auto", "off"),
        default="auto",
        help="off: every web process and worker child loads its own model (the layout before the embedding process)",
    )
    options = parser.parse_args(argv or [])
    os.environ["MEMORYMESH_EMBEDDING_PROCESS"] = options.embedding_process  # inherited by serve
    print(f"embedding process {options.embedding_process}; load average {os.getloadavg()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="memorymesh-footprint-") as folder:
        serve = Serve(Path(folder) / "data")
        try:
            time.sleep(IDLE_SECONDS)
            idle = footprint(serve)
            print(f"idle: {json.dumps({k: v for k, v in idle.items() if k != 'processes'})}", flush=True)
            print(f"idle, PSS/private MiB by process: {by_process(idle)}", flush=True)
            warm_models(serve)
            warmed = footprint(serve)
            print(f"models loaded: {json.dumps({k: v for k, v in warmed.items() if k != 'processes'})}", flush=True)
            samples = asyncio.run(sample_under_load(serve, minutes=options.minutes, clients=options.clients))
        finally:
            serve.stop()
    for sample in samples:
        print(
            f"{sample['second']:5d} s  python PSS {sample['python']['pss']:7.1f} MiB  "
            f"postgres PSS {sample['postgres']['pss']:7.1f} MiB  answers {sample['answers']}"
        )
    first, last = samples[0]["python"]["pss"], samples[-1]["python"]["pss"]
    print(
        f"python PSS idle {idle['python']['pss']:.0f} MiB ({idle['python']['processes']} processes; target ≤ 400), "
        f"with models {warmed['python']['pss']:.0f} MiB, under load {first:.0f} → {last:.0f} MiB "
        f"({last - first:+.0f} MiB over {samples[-1]['second'] - samples[0]['second']} s)"
    )
    print(f"PSS by role at the end: {json.dumps(samples[-1]['roles'])}; load average {os.getloadavg()}")
    print(f"at the end, PSS/private MiB by process: {by_process(samples[-1])}")
    result = {
        "idle": idle,
        "models_loaded": warmed,
        "samples": samples,
        "minutes": options.minutes,
        "clients": options.clients,
        "embedding_process": options.embedding_process,
        "load_average": os.getloadavg(),
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"footprint_{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(result, indent=1) + "\n")
    print(f"written to {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
