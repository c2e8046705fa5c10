"""Bulk write paths: a memory.json of 50,000 nodes + 100,000 edges, and remember of 1,000
entities + 5,000 relations (the largest call the limits allow).

`python -m bench.bench_bulk` measures this checkout. `python -m bench.bench_bulk --baseline DIR`
measures DIR (another checkout, e.g. `git worktree add --detach /tmp/base main`) and this one
alternately in the same run, each in its own process and bench database on this checkout's
embedded server, and prints each figure of this checkout as a ratio to the baseline's:
the machine is shared and noisy, so only figures from one run compare.

Each measurement: import into a fresh scope (timed), the same file again (idempotent: it
must store nothing), REMEMBER_CALLS remember calls of fresh names, each in a fresh scope,
as many again that also carry a short passage naming five of them (as bench_scale's build
sends), and the p50 of small remember calls (one relation). Speed-ups are printed in that order.
For the remember calls, the CPU time they took is printed too (median; the Python thread
and the database backend serving it, read from /proc): under load from other work, wall
times stretch, CPU times much less.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
NODES, EDGES = 50_000, 100_000
REMEMBER_ENTITIES, REMEMBER_RELATIONS, REMEMBER_CALLS = 1000, 5000, 5
SMALL_CALLS = 220  # remember of one relation (two entities), each in a fresh scope


def remember_arguments(rng: random.Random, scope: str, with_text: bool = False) -> dict:
    names = [f"Person {uuid.uuid4().hex[:8]}" for _ in range(REMEMBER_ENTITIES)]
    entities = [{"name": n, "type": rng.choice(["Person", "Company", "City"])} for n in names]
    pairs: set[tuple[int, int, str]] = set()
    while len(pairs) < REMEMBER_RELATIONS:
        a, b = rng.randrange(len(names)), rng.randrange(len(names))
        if a != b:
            pairs.add((a, b, rng.choice(["KNOWS", "WORKS_WITH", "MET"])))
    relations = [{"source": names[a], "target": names[b], "type": t} for a, b, t in pairs]
    arguments = {"scope": scope, "facts": {"entities": entities, "relations": relations}}
    if with_text:  # as bench_scale's build sends it: a short passage naming five of them
        named = rng.sample(names, 5)
        arguments["content"] = f"{named[0]} met {named[1]} and {named[2]} at the lab; {named[3]} mentored {named[4]}."
    return arguments


def child(tree: str, memory_file: str) -> None:
    """Measure the checkout at `tree` (run in its own process, with that tree first on sys.path)."""
    os.chdir(tree)
    sys.path.insert(0, tree)
    from bench.in_process import bench_token, setup_django, verb_caller

    setup_django()
    from django.contrib.auth import get_user_model

    from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file

    call = verb_caller(bench_token())
    user = get_user_model().objects.get(username="bench")
    parsed = parse_memory_file(Path(memory_file).read_text())
    scope = operator_scope(user, f"bulk_{uuid.uuid4().hex[:8]}")
    figures: dict = {}
    for label in ("import", "reimport"):
        start = time.perf_counter()
        report = import_parsed(operator=Operator(user), scope=scope, parsed=parsed)
        figures[label] = time.perf_counter() - start
        figures[f"{label}_created"] = report["nodes"]["created"] + report["edges"]["created"]
    rng = random.Random(5)
    samples, python_cpu, database_cpu = [], [], []
    backend = backend_cpu_reader()
    for _ in range(REMEMBER_CALLS):
        arguments = remember_arguments(rng, f"bulk_{uuid.uuid4().hex[:8]}")
        database, python, start = backend(), time.thread_time(), time.perf_counter()
        reply = call("memory_remember", arguments)
        samples.append(time.perf_counter() - start)
        python_cpu.append(time.thread_time() - python)
        database_cpu.append(backend() - database)
        assert reply["relations"]["created"] == REMEMBER_RELATIONS, reply["relations"]
    figures["remember"] = statistics.median(samples)
    figures["remember_python_cpu"] = statistics.median(python_cpu)
    figures["remember_database_cpu"] = statistics.median(database_cpu)
    with_text = []
    for _ in range(REMEMBER_CALLS):
        arguments = remember_arguments(rng, f"bulk_{uuid.uuid4().hex[:8]}", with_text=True)
        start = time.perf_counter()
        call("memory_remember", arguments)
        with_text.append(time.perf_counter() - start)
    figures["remember_text"] = statistics.median(with_text)
    small = []
    for index in range(SMALL_CALLS):
        facts = {"relations": [{"source": "Dana", "target": f"Place {index}", "type": "VISITED"}]}
        start = time.perf_counter()
        call("memory_remember", {"scope": f"small_{uuid.uuid4().hex[:8]}", "facts": facts})
        small.append(time.perf_counter() - start)
    figures["small"] = statistics.median(small[20:])  # the first calls warm the connection
    print("RESULT " + json.dumps(figures), flush=True)


def backend_cpu_reader():
    """A function answering the CPU seconds used so far by this process's database backend
    (the embedded server runs on this machine; /proc/PID/schedstat counts nanoseconds)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        stat = Path(f"/proc/{cursor.fetchone()[0]}/schedstat")
    return lambda: int(stat.read_text().split()[0]) / 1e9 if stat.exists() else 0.0


def measure(tree: Path, database: str, memory_file: str) -> dict:
    env = {**os.environ, "MEMORYMESH_DB_NAME": database, "MEMORYMESH_DATA_DIR": str(HERE / "data")}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", str(tree), memory_file],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    line = next(line for line in done.stdout.splitlines() if line.startswith("RESULT "))
    return json.loads(line.removeprefix("RESULT "))


def show(name: str, figures: dict, baseline: dict | None) -> None:
    records = NODES + EDGES
    facts = REMEMBER_ENTITIES + REMEMBER_RELATIONS
    line = (
        f"{name:<9} import {figures['import']:6.1f} s ({records / figures['import']:7,.0f} records/s)  "
        f"re-import {figures['reimport']:6.1f} s (stored {figures['reimport_created']})  "
        f"remember {facts:,} facts {figures['remember'] * 1000:6.0f} ms ({facts / figures['remember']:7,.0f} facts/s)"
    )
    if "remember_python_cpu" in figures:
        line += (
            f" [CPU: python {figures['remember_python_cpu'] * 1000:4.0f} ms,"
            f" database {figures['remember_database_cpu'] * 1000:4.0f} ms]"
        )
    if "remember_text" in figures:
        line += f"  with a passage {figures['remember_text'] * 1000:5.0f} ms"
    if "small" in figures:
        line += f"  small remember p50 {figures['small'] * 1000:5.1f} ms"
    if baseline:
        ratios = [baseline[k] / figures[k] for k in ("import", "reimport", "remember", "remember_text", "small")
                  if k in baseline]
        line += "  speed-up " + " / ".join(f"×{r:.1f}" for r in ratios)
    print(line, flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="another checkout to measure in the same run")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv if argv is not None else sys.argv[1:] if __name__ == "__main__" else [])
    if args.child:
        child(*args.child)
        return
    sys.path.insert(0, str(HERE))
    from bench.bench_memorymesh import world_lines

    with tempfile.NamedTemporaryFile("w", suffix=".json") as memory_file:
        memory_file.write(world_lines(random.Random(7), NODES, EDGES))
        memory_file.flush()
        print(f"memory.json: {NODES:,} nodes, {EDGES:,} edges; remember: {REMEMBER_CALLS} calls", flush=True)
        baseline = (
            measure(Path(args.baseline), "memorymesh_bench_bulk_base", memory_file.name) if args.baseline else None
        )
        if baseline:
            show("baseline", baseline, None)
        show("this", measure(HERE, "memorymesh_bench_bulk", memory_file.name), baseline)


if __name__ == "__main__":
    main()
