"""The CJK meaning route's cost on a 600-turn Japanese scope, asked in process.

Stores the Japanese dev set's conversations (bench/data/devset_depth_ja.json, 480 turns) and
the first sessions of them again under other keys, 600 turns in all, into one scope (once; a
later run, or main's code, finds it), timing the writes and then the embedding that follows
them: MiniLM's vectors and e5's (what the worker's job does after a write, here in process),
and e5's alone again. Then asks the set's 30 questions `--rounds` times and prints
`context`'s p50 / p95 and CPU time per question, with the load average.

    .venv/bin/python -m bench.bench_cjk_route [--scope cjk600] [--rounds 5] [--turns 600] [--data PATH]

The write and the embedding after it are timed only when the scope is new: a fresh `--scope`
name gives issue #27's "meaning complete after a 600-turn write" again. `--data
bench/data/devset_depth.json` does the same with English turns (MiniLM alone); a small
`--turns` is a smoke run of the bench itself.

`--large N` instead times the route's statement alone on a scope of N Japanese passages
whose e5 vectors are random unit vectors written straight into the column (whether the exact
scan, without a vector index, stays cheap as a scope grows).
"""

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from bench.eval_locomo import sample_passages, session_date
from bench.in_process import (
    REPO,
    analyze_tables,
    bench_token,
    embed_pending,
    setup_django,
    verb_caller,
    write_passage_vectors,
)

TURNS = 600
DATA = REPO / "bench" / "data" / "devset_depth_ja.json"


def _sessions(samples: list[dict[str, Any]], turns: int = TURNS) -> list[tuple[str, list[dict[str, Any]]]]:
    days = [day for sample in samples for day in sample_passages(sample)]
    stored, rounds = [], 0
    while sum(len(passages) for _date, passages in stored) < turns:
        for date, passages in days:
            room = turns - sum(len(p) for _d, p in stored)
            if room <= 0:
                break
            stored.append((date, [{**p, "key": f"{p['key']}#{rounds}"} for p in passages[:room]]))
        rounds += 1
    return stored


def _store(call: Any, scope: str, samples: list[dict[str, Any]], turns: int = TURNS) -> None:
    from graph.models import Passage

    start = time.perf_counter()
    for date, passages in _sessions(samples, turns):
        call("memory_remember", {"scope": scope, "passages": passages, "date": session_date(date)})
    written = time.perf_counter() - start
    start, cpu = time.perf_counter(), time.process_time()
    embedded = embed_pending()
    both, both_cpu = time.perf_counter() - start, time.process_time() - cpu
    Passage.objects.filter(scope__name=scope).update(e5_embedding=None)
    start, cpu = time.perf_counter(), time.process_time()
    again = embed_pending()
    e5, e5_cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"stored {turns} turns in {written:.1f} s; load {os.getloadavg()}")
    print(f"  embedding after the write: {embedded} in {both:.1f} s (CPU {both_cpu:.1f} s)")
    print(f"  e5 alone again: {again} in {e5:.1f} s (CPU {e5_cpu:.1f} s); load {os.getloadavg()}")


def _large(call: Any, samples: list[dict[str, Any]], size: int) -> None:
    """Time the route's statement on a scope of `size` Japanese passages with random e5 vectors."""
    import numpy
    from django.db import connection, transaction

    from graph.models import Scope
    from graph.retrieval._candidates import VECTOR_SETTINGS
    from graph.retrieval._cjk_meaning import _DISTANCE, _NEAREST, E5_DEPTH

    name = f"cjk-large-{size}"
    if not Scope.objects.filter(name=name).exists():
        texts = [p["text"] for _date, day in sum((sample_passages(s) for s in samples), []) for p in day]
        for start in range(0, size, 500):
            batch = [{"text": texts[i % len(texts)], "key": str(i)} for i in range(start, min(size, start + 500))]
            call("memory_remember", {"scope": name, "passages": batch})
        generator = numpy.random.default_rng(27)

        def unit_vectors(n: int) -> Any:
            vectors = generator.standard_normal((n, 384)).astype(numpy.float32)
            return vectors / numpy.linalg.norm(vectors, axis=1, keepdims=True)

        write_passage_vectors(name, unit_vectors, column="e5_embedding")
        analyze_tables("graph_passage", "graph_document")
    scope = Scope.objects.get(name=name)
    vector = "[" + ",".join("0.05103" for _ in range(384)) + "]"
    for label, order in (("exact", f"({_DISTANCE}) + 0, p.id DESC"), ("HNSW index", _DISTANCE)):
        times = []
        with transaction.atomic(), connection.cursor() as cursor:
            for setting, value in VECTOR_SETTINGS.items():
                cursor.execute("SELECT set_config(%s, %s, true)", [setting, value])
            for _ in range(21):
                start = time.perf_counter()
                cursor.execute(_NEAREST.format(order=order), {"vector": vector, "scope": scope.pk, "depth": E5_DEPTH})
                cursor.fetchall()
                times.append((time.perf_counter() - start) * 1000)
        p50 = statistics.median(times[1:])
        print(f"route statement on {size} passages, {label}: p50 {p50:.1f} ms; load {os.getloadavg()}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_cjk_route", description=__doc__.splitlines()[0])
    parser.add_argument("--scope", default="cjk600")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--large", type=int, help="time the route's statement on a scope of this many passages")
    parser.add_argument("--turns", type=int, default=TURNS, help="turns stored in a new scope")
    parser.add_argument("--data", type=Path, default=DATA, help="the conversations stored and asked")
    args = parser.parse_args()
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    setup_django()
    from graph.models import Scope

    call = verb_caller(bench_token("cjk-route"))
    samples = json.loads(args.data.read_text())
    if args.large:
        _large(call, samples, args.large)
        return
    if not Scope.objects.filter(name=args.scope).exists():
        _store(call, args.scope, samples, args.turns)
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
        f"context on {args.scope}, {len(times)} questions: p50 {statistics.median(times):.1f} ms, "
        f"p95 {statistics.quantiles(times, n=20)[-1]:.1f} ms, CPU {cpu_ms:.1f} ms a question "
        f"(this process); load {os.getloadavg()}; last reply's routes {routes}"
    )


if __name__ == "__main__":
    main()
