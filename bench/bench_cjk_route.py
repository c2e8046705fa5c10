"""The CJK meaning route's cost on a 600-turn Japanese scope, asked in process.

Stores the Japanese dev set's conversations (bench/data/devset_depth_ja.json, 480 turns) and
the first sessions of them again under other keys, 600 turns in all, into one scope (once; a
later run, or main's code, finds it), timing the writes and then the embedding that follows
them: MiniLM's vectors and e5's (what the worker's job does after a write, here in process),
and e5's alone again. Then asks the set's 30 questions `--rounds` times and prints
`context`'s p50 / p95 and CPU time per question, with the load average.

    .venv/bin/python -m bench.bench_cjk_route [--scope cjk600] [--rounds 5]
"""

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from bench.eval_locomo import sample_passages, session_date
from bench.in_process import REPO, bench_token, embed_pending, setup_django, verb_caller

TURNS = 600
DATA = REPO / "bench" / "data" / "devset_depth_ja.json"


def _sessions(samples: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    days = [day for sample in samples for day in sample_passages(sample)]
    stored, rounds = [], 0
    while sum(len(passages) for _date, passages in stored) < TURNS:
        for date, passages in days:
            room = TURNS - sum(len(p) for _d, p in stored)
            if room <= 0:
                break
            stored.append((date, [{**p, "key": f"{p['key']}#{rounds}"} for p in passages[:room]]))
        rounds += 1
    return stored


def _store(call: Any, scope: str, samples: list[dict[str, Any]]) -> None:
    from graph.models import Passage

    start = time.perf_counter()
    for date, passages in _sessions(samples):
        call("memory_remember", {"scope": scope, "passages": passages, "date": session_date(date)})
    written = time.perf_counter() - start
    start, cpu = time.perf_counter(), time.process_time()
    embedded = embed_pending()
    both, both_cpu = time.perf_counter() - start, time.process_time() - cpu
    Passage.objects.filter(scope__name=scope).update(e5_embedding=None)
    start, cpu = time.perf_counter(), time.process_time()
    again = embed_pending()
    e5, e5_cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"stored {TURNS} turns in {written:.1f} s; load {os.getloadavg()}")
    print(f"  embedding after the write: {embedded} in {both:.1f} s (CPU {both_cpu:.1f} s)")
    print(f"  e5 alone again: {again} in {e5:.1f} s (CPU {e5_cpu:.1f} s); load {os.getloadavg()}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_cjk_route", description=__doc__.splitlines()[0])
    parser.add_argument("--scope", default="cjk600")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    setup_django()
    from graph.models import Scope

    call = verb_caller(bench_token("cjk-route"))
    samples = json.loads(Path(DATA).read_text())
    if not Scope.objects.filter(name=args.scope).exists():
        _store(call, args.scope, samples)
    questions = [qa["question"] for sample in samples for qa in sample["qa"]]
    call("memory_context", {"scope": args.scope, "query": questions[0], "k": 10})  # models loaded
    times, cpu = [], time.process_time()
    for _round in range(args.rounds):
        for question in questions:
            start = time.perf_counter()
            reply = call("memory_context", {"scope": args.scope, "query": question, "k": 10})
            times.append((time.perf_counter() - start) * 1000)
    cpu_ms = (time.process_time() - cpu) * 1000 / len(times)
    routes = sorted({r for item in reply["items"] for r in item["citation"]["found_by"]})
    print(
        f"context on {TURNS} turns, {len(times)} questions: p50 {statistics.median(times):.1f} ms, "
        f"p95 {statistics.quantiles(times, n=20)[-1]:.1f} ms, CPU {cpu_ms:.1f} ms a question "
        f"(this process); load {os.getloadavg()}; last reply's routes {routes}"
    )


if __name__ == "__main__":
    main()
