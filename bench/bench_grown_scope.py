"""A scope that grew since the tables were last analysed: the verbs before and after ANALYZE.

Analyses the memory tables, then fills a new scope through `remember` (1,000 entities and
2,000 relations a call) so that the statistics know nothing of it, and times in-process,
p50 and p90: small remembers (one new and one stored entity, one relation) and recall,
search_nodes, open_nodes, a 2-hop neighborhood and context on stored names. Then it
analyses the tables and times the same calls again. With autovacuum's own analyse due
(graph migration 0013: after 5,000 changed entities, within its next round) the first
figures may already be the second: the interesting run is the one that outpaces it.

    .venv/bin/python -m bench.bench_grown_scope [--entities 20000]
"""

import argparse
import json
import random
import sys
import time
import uuid
from pathlib import Path

from bench.in_process import analyze_tables, bench_token, setup_django, verb_caller

RESULTS = Path(__file__).resolve().parent / "results"
TABLES = ("graph_entity", "graph_fact")
SMALL_WRITES, READS = 60, 30


def _percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"p50_ms": round(ordered[len(ordered) // 2], 2), "p90_ms": round(ordered[int(len(ordered) * 0.9)], 2)}


def measure(call, scope: str, names: list[str], rng: random.Random) -> dict[str, dict[str, float]]:
    def timed(make_call, n: int) -> dict[str, float]:
        samples = []
        for _ in range(n):
            started = time.perf_counter()
            make_call()
            samples.append((time.perf_counter() - started) * 1000)
        return _percentiles(samples)

    def small_remember() -> None:
        facts = {"entities": [{"name": f"Note {uuid.uuid4().hex[:8]}"}, {"name": rng.choice(names)}],
                 "relations": [{"source": rng.choice(names), "target": rng.choice(names), "type": "NOTED"}]}
        call("memory_remember", {"scope": scope, "facts": facts})

    reads = {
        "recall": lambda n: ("memory_recall", {"scope": scope, "subject": n, "k": 20}),
        "search_nodes": lambda n: ("search_nodes", {"scope": scope, "query": n}),
        "open_nodes": lambda n: ("open_nodes", {"scope": scope, "names": [n]}),
        "neighborhood (2 hops)": lambda n: ("neighborhood", {"scope": scope, "name": n, "hops": 2, "limit": 50}),
        "context": lambda n: ("memory_context", {"scope": scope, "query": f"who did {n} meet?"}),
    }
    figures = {"remember (small)": timed(small_remember, SMALL_WRITES)}
    for verb, arguments in reads.items():
        figures[verb] = timed(lambda arguments=arguments: call(*arguments(rng.choice(names))), READS)
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entities", type=int, default=20_000, help="entities of the new scope (default 20000)")
    options = parser.parse_args(argv if argv is not None else [])
    setup_django()
    call = verb_caller(bench_token())
    rng = random.Random(1)
    scope = f"grown_{uuid.uuid4().hex[:6]}"
    analyze_tables(*TABLES)  # statistics from before the scope exists
    names = [f"Member {i}" for i in range(options.entities)]
    for start in range(0, len(names), 1000):
        chunk = names[start:start + 1000]
        relations = [{"source": rng.choice(chunk), "target": rng.choice(chunk), "type": "KNOWS"} for _ in range(2000)]
        call("memory_remember", {"scope": scope, "facts": {"entities": [{"name": n} for n in chunk],
                                                            "relations": relations}})
    before = measure(call, scope, names, rng)
    analyze_tables(*TABLES)
    after = measure(call, scope, names, rng)
    print(f"== a new scope of {options.entities:,} entities, in-process, p50 / p90 ms")
    print(f"{'':<24}{'before ANALYZE':>18}{'after ANALYZE':>18}")
    for verb in before:
        print(f"{verb:<24}{before[verb]['p50_ms']:>9.2f} /{before[verb]['p90_ms']:>6.2f}"
              f"{after[verb]['p50_ms']:>11.2f} /{after[verb]['p90_ms']:>6.2f}")
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"grown_scope_{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps({"entities": options.entities, "before": before, "after": after}, indent=1) + "\n")
    print(f"written to {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
