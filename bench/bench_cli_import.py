"""`./memorymesh manage import_memory` of 50,000 nodes + 100,000 edges, timed as a user runs it.

Each measurement is the wall clock of the whole command in a fresh process (the launcher,
Django's start-up, reading and parsing the file, the import, ANALYZE), importing into a
fresh scope, as the issue's 26 s figure was taken. The target is ≤ 10 s.

`python -m bench.bench_cli_import` measures this checkout. `--baseline DIR` measures DIR
(another checkout, e.g. `git archive main | tar -x -C /tmp/base` plus a `.venv` link) and
this one in alternating rounds, each in its own bench database on this checkout's embedded
server, and prints this checkout's median as a ratio to the baseline's: the machine is
shared and noisy, so only figures from one run compare. The load average is printed beside
every figure; the CPU time of the command (user + system, read from the children's rusage)
is printed too, as it stretches much less under other work than the wall clock does.

Each round imports into an empty graph, as a user's first import does: the bench database's
entities and facts are emptied before it (not timed). Without that, every round imported
beside all the earlier rounds' worlds, and the command slowed with each (index upkeep, the
ANALYZE after it: 0.69 s on 300,000 entities and 600,000 facts); `--growing` keeps that
older way.
"""

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
NODES, EDGES = 50_000, 100_000
TARGET_SECONDS = 10.0
USER = "bench_cli"


def environment(database: str) -> dict[str, str]:
    env = {**os.environ, "MEMORYMESH_DB_NAME": database, "MEMORYMESH_DATA_DIR": str(HERE / "data")}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    return env


def prepare(tree: Path, database: str) -> None:
    """The bench database migrated and its user created (not timed)."""
    env = environment(database)
    command = [str(tree / "memorymesh"), "manage"]
    subprocess.run([*command, "migrate", "-v0"], env=env, cwd=tree, check=True, capture_output=True)
    create_user = (
        f"from django.contrib.auth import get_user_model; get_user_model().objects.get_or_create(username={USER!r})"
    )
    subprocess.run([*command, "shell", "-c", create_user], env=env, cwd=tree, check=True, capture_output=True)


EMPTY_THE_GRAPH = "from django.db import connection; connection.cursor().execute('TRUNCATE graph_entity CASCADE')"


def timed_import(tree: Path, database: str, memory_file: str, *, growing: bool = False) -> dict[str, float]:
    """One `import_memory` run into a fresh scope: wall and CPU seconds, and the load before it.
    The graph is emptied first unless `growing`."""
    if not growing:
        subprocess.run(
            [str(tree / "memorymesh"), "manage", "shell", "-c", EMPTY_THE_GRAPH],
            env=environment(database), cwd=tree, check=True, capture_output=True,
        )  # fmt: skip
    scope = f"cli_{uuid.uuid4().hex[:8]}"
    command = [str(tree / "memorymesh"), "manage", "import_memory", memory_file, "--user", USER, "--scope", scope]
    load = os.getloadavg()[0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # Run from the tree itself: the command's sys.path starts with the working directory, so
    # a baseline started from this checkout would import this checkout's code.
    done = subprocess.run(command, env=environment(database), cwd=tree, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    expected = f"nodes {NODES} created"
    if expected not in done.stdout or f"edges {EDGES} created" not in done.stdout:
        raise SystemExit(f"{tree}: unexpected report: {done.stdout!r}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "load": load}


def show(name: str, run: dict[str, float]) -> None:
    print(f"  {name:<9} wall {run['wall']:6.2f} s  python CPU {run['cpu']:5.2f} s  (load average {run['load']:.2f})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout to measure in the same run")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--growing", action="store_true", help="keep earlier rounds' worlds (the graph grows)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(HERE))
    from bench.bench_memorymesh import world_lines

    trees = {"this": (HERE, "memorymesh_bench_cli")}
    if args.baseline:
        trees = {"baseline": (args.baseline.resolve(), "memorymesh_bench_cli_base"), **trees}
    for tree, database in trees.values():
        prepare(tree, database)
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    with tempfile.NamedTemporaryFile("w", suffix=".json") as memory_file:
        memory_file.write(world_lines(random.Random(7), NODES, EDGES))
        memory_file.flush()
        print(f"import_memory of {NODES:,} nodes + {EDGES:,} edges, {args.rounds} round(s)", flush=True)
        for round_ in range(args.rounds):
            print(f"round {round_ + 1}", flush=True)
            for name, (tree, database) in trees.items():
                runs[name].append(timed_import(tree, database, memory_file.name, growing=args.growing))
                show(name, runs[name][-1])
    medians = {name: statistics.median(r["wall"] for r in rs) for name, rs in runs.items()}
    loads = {name: statistics.median(r["load"] for r in rs) for name, rs in runs.items()}
    for name, median in medians.items():
        line = (
            f"{name:<9} median wall {median:6.2f} s (target ≤ {TARGET_SECONDS:.0f} s; load average {loads[name]:.2f})"
        )
        if name == "this" and "baseline" in medians:
            line += f"  speed-up ×{medians['baseline'] / median:.2f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
