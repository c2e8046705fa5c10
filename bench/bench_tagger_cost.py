"""CPU per turn of the default extractor (rules + tagger) on two trees, measured in the same run.

The machine the benches run on is shared: a figure measured an hour apart says more about the
neighbours than about the code. This bench unpacks `teams/extraction` and `graph/text` of a commit
(`git archive`, like bench_blind_rules) and of the working tree, then times `extract_with_tagger` on
every labelled turn (or every `--every`-th) in child processes taking turns (commit, tree, commit, tree …),
and prints each one's median and p99 per turn, CPU (every thread's) and wall-clock, and its resident memory
after the run, with the load average. The encoder's matrix products may run on two threads, so CPU can exceed
wall-clock.

    .venv/bin/python -m bench.bench_tagger_cost [--commit main] [--rounds 2] [--every 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from bench.extraction_trees import run_in_tree, unpack_extraction
from bench.team_labels import labelled_turns

_CHILD = """
import json, resource, statistics, sys, time
from teams.extraction.tagger import extract_with_tagger
texts = [json.loads(line) for line in sys.stdin]
for text in texts[:50]:
    extract_with_tagger(text)  # models and tables load on the first turns
cpu, wall = [], []
for text in texts:
    start, started = time.process_time(), time.perf_counter()
    extract_with_tagger(text)
    cpu.append((time.process_time() - start) * 1000)
    wall.append((time.perf_counter() - started) * 1000)
q = lambda xs: [statistics.median(xs), statistics.quantiles(xs, n=100)[98]]
print(json.dumps(q(cpu) + q(wall) + [resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024]))
"""


def _time(tree: Path, texts: list[str]) -> list[float]:
    return json.loads(run_in_tree(tree, _CHILD, texts))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="main", help="the tree to compare with (a commit or branch)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--every", type=int, default=1, help="time every n-th labelled turn")
    args = parser.parse_args(argv)
    texts = [t["text"] for t in labelled_turns()][:: args.every]
    with tempfile.TemporaryDirectory() as scratch:
        trees = {
            args.commit: unpack_extraction(args.commit, Path(scratch) / "commit"),
            "working tree": unpack_extraction(None, Path(scratch) / "tree"),
        }
        runs: dict[str, list[list[float]]] = {name: [] for name in trees}
        for _ in range(args.rounds):
            for name, tree in trees.items():
                runs[name].append(_time(tree, texts))
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    for name, figures in runs.items():
        cpu50, cpu99, wall50, wall99, rss = (statistics.median(f[i] for f in figures) for i in range(5))
        print(
            f"{name:<14} per turn (rules + tagger), {len(texts)} turns: CPU p50 {cpu50:.3f} ms, p99 {cpu99:.3f} ms;"
            f" wall p50 {wall50:.3f} ms, p99 {wall99:.3f} ms; peak resident {rss:.0f} MiB"
        )
    print(f"load average {load}")


if __name__ == "__main__":
    main()
