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
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.team_labels import labelled_turns

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("teams/extraction", "graph/text")

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


def _unpack(commit: str | None, into: Path) -> Path:
    into.mkdir(parents=True)
    if commit:
        archive = subprocess.run(["git", "archive", commit, *PACKAGES], cwd=ROOT, check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    else:
        for package in PACKAGES:
            shutil.copytree(ROOT / package, into / package, ignore=shutil.ignore_patterns("__pycache__"))
    for package in ("teams", "graph"):  # the apps' own __init__ would want Django
        (into / package / "__init__.py").write_text("")
    return into


def _time(tree: Path, texts: list[str]) -> tuple[float, float]:
    child = subprocess.run(
        [sys.executable, "-c", _CHILD],
        cwd=tree,
        input="".join(json.dumps(t) + "\n" for t in texts),
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"},
    )
    p50, p99 = json.loads(child.stdout)
    return p50, p99


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default="main", help="the tree to compare with (a commit or branch)")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    texts = [t["text"] for t in labelled_turns()]
    with tempfile.TemporaryDirectory() as scratch:
        trees = {
            args.commit: _unpack(args.commit, Path(scratch) / "commit"),
            "working tree": _unpack(None, Path(scratch) / "tree"),
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
