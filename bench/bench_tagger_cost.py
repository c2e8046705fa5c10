"""CPU per turn of the default extractor (rules + tagger) on two trees, measured in the same run.

The machine the benches run on is shared: a figure measured an hour apart says more about the
neighbours than about the code. This bench unpacks `teams/extraction` and `graph/text` of a commit
(`git archive`, like bench_blind_rules) and of the working tree, then times `extract_with_tagger` on
every labelled turn in child processes taking turns (commit, tree, commit, tree …), and prints each
one's median and p99 CPU per turn with the load average.

    .venv/bin/python -m bench.bench_tagger_cost [--commit main] [--rounds 2]
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
import json, statistics, sys, time
from teams.extraction.tagger import extract_with_tagger
texts = [json.loads(line) for line in sys.stdin]
for text in texts[:50]:
    extract_with_tagger(text)  # models and tables load on the first turns
timings = []
for text in texts:
    start = time.process_time()
    extract_with_tagger(text)
    timings.append((time.process_time() - start) * 1000)
print(json.dumps([statistics.median(timings), statistics.quantiles(timings, n=100)[98]]))
"""


def _time(tree: Path, texts: list[str]) -> tuple[float, float]:
    p50, p99 = json.loads(run_in_tree(tree, _CHILD, texts))
    return p50, p99


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="main", help="the tree to compare with (a commit or branch)")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    texts = [t["text"] for t in labelled_turns()]
    with tempfile.TemporaryDirectory() as scratch:
        trees = {
            args.commit: unpack_extraction(args.commit, Path(scratch) / "commit"),
            "working tree": unpack_extraction(None, Path(scratch) / "tree"),
        }
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
        for _ in range(args.rounds):
            for name, tree in trees.items():
                runs[name].append(_time(tree, texts))
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    for name, figures in runs.items():
        p50 = statistics.median(f[0] for f in figures)
        p99 = statistics.median(f[1] for f in figures)
        print(f"{name:<14} CPU per turn (rules + tagger): p50 {p50:.3f} ms, p99 {p99:.3f} ms, {len(texts)} turns")
    print(f"load average {load}")


if __name__ == "__main__":
    main()
