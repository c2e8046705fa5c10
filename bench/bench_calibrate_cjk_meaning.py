"""Calibration of the CJK meaning route's answer floor for multilingual-e5-small (cosine similarity).

For a question that is mostly Japanese or Chinese, `grounded_by_meaning` reads e5's similarity
of the best item (`found_by.cjk_meaning`). This asks every question of the Japanese and Chinese
dev parts (never the held-out parts) through `context` in process, on the scopes
bench/bench_context_probe.py stores, twice over: in its own conversation's scope, where its
evidence is stored, and in each other conversation's scope of the same language, where it is
not (the person it names never speaks there). Of those, a question whose storyline the other
conversation tells of someone else ("ゆきさんがタトゥーを入れたのはいつですか？" where あおい got
a tattoo) is counted apart: the topic is stored, the answer is not. Prints, per kind of
question, e5's similarity of the best evidence turn (own scope) and of the nearest passage
(other scopes), the share of each at or above candidate floors, and the verdicts `context`
gave (with the floor of the tree it runs from). MiniLM's similarity of the same items is
printed beside when the tree computes it (main's code does for these questions). `lead` is how
far that similarity stands above the route's tenth, what E5_ANSWER_LEAD bounds.

`--sizes` instead draws random subsets of each stored scope's e5 vectors (17 to all passages,
the evidence kept in) and prints the lead of each "when" question over the subset's tenth
nearest, in its own scope and in the others: how the lead grows as a scope shrinks
(E5_GROUNDING_MIN_PASSAGES). The question is embedded without its speaker's name in its own
scope (as `context` leaves out a seeded name) and whole in the others.

    .venv/bin/python -m bench.bench_calibrate_cjk_meaning [--floors 0.80,0.82,0.84] [--sizes]
"""

import argparse
import json
import os
import statistics
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from bench.bench_context_probe import _store
from bench.eval_locomo import evidence_ids
from bench.in_process import REPO, bench_token, setup_django, verb_caller

SETS = [REPO / "bench" / "data" / "devset_depth_ja.json", REPO / "bench" / "data" / "devset_depth_zh.json"]
# A storyline's words in its questions, Japanese and Chinese: the topic a question asks about.
TOPICS = {
    "lease": ("部屋の契約", "租房合同"),
    "tattoo": ("タトゥー", "纹身"),
    "wisdom tooth": ("親知らず", "智齿"),
    "thesis": ("卒論", "毕业论文"),
    "leak": ("水漏れ", "漏水"),
    "driving test": ("運転免許",),
    "dishes": ("料理", "做过哪些菜"),
    "instruments": ("楽器", "乐器"),
    "countries": ("国",),
}
FLOORS = (0.80, 0.82, 0.83, 0.84, 0.85, 0.86, 0.88)
SIZES = (17, 30, 50, 100, 150)
DRAWS = 10


def _topic(question: str) -> str | None:
    return next((topic for topic, words in TOPICS.items() if any(w in question for w in words)), None)


def _kind(question: str) -> str:
    if "日に" in question or "日发生" in question:
        return "names a date"
    if "どんな" in question or "哪些" in question:
        return "list"
    return "when"


def _topics(sample: dict[str, Any]) -> dict[str, str | None]:
    """Each question's topic; a question naming a date has its twin's (the one with its evidence)."""
    by_evidence = {tuple(qa["evidence"]): _topic(qa["question"]) for qa in sample["qa"] if _topic(qa["question"])}
    return {qa["question"]: _topic(qa["question"]) or by_evidence.get(tuple(qa["evidence"])) for qa in sample["qa"]}


def _similarity(item: dict[str, Any] | None, route: str) -> float | None:
    found = (item or {}).get("citation", {}).get("found_by", {}).get(route)
    return found["similarity"] if found else None


def _row(call: Any, scope: str, qa: dict[str, Any], evidence: set[str] | None) -> dict[str, Any]:
    """One question asked in one scope: e5's (and MiniLM's) similarity the verdict could read."""
    reply = call("memory_context", {"scope": scope, "query": qa["question"], "k": 50})
    items = [i for i in reply["items"] if i["kind"] == "passage"]
    nearest = next((i for i in items if i["citation"]["found_by"].get("cjk_meaning", {}).get("rank") == 1), None)
    if evidence is not None:  # own scope: the best evidence turn, as the verdict reads it when it leads
        cited = [i for i in items if i.get("key") in evidence]
        best = max(cited, key=lambda i: _similarity(i, "cjk_meaning") or 0.0, default=None)
    else:  # another scope: the nearest passage, the most the verdict could read there
        best = nearest
    top = reply["items"][0] if reply["items"] else None
    ranks = {i["citation"]["found_by"]["cjk_meaning"]["rank"]: i for i in items if _similarity(i, "cjk_meaning")}
    return {
        "e5": _similarity(best, "cjk_meaning"),
        "e5_last": _similarity(ranks[max(ranks)], "cjk_meaning") if ranks else None,
        "minilm": _similarity(best, "meaning"),
        "top_e5": _similarity(top, "cjk_meaning"),
        "top_is_evidence": bool(top and evidence and top.get("key") in evidence),
        "verdict": reply["grounding"]["verdict"],
    }


def _collect(call: Any) -> dict[tuple[str, str, str], list[dict[str, Any]]]:
    rows: dict[tuple[str, str, str], list[dict[str, Any]]] = defaultdict(list)
    for path in SETS:
        samples = json.loads(path.read_text())
        scopes = _store(call, path, samples)
        topics_of = [set(_topics(s).values()) for s in samples]
        for own, sample in enumerate(samples):
            topics = _topics(sample)
            for qa in sample["qa"]:
                kind, evidence = _kind(qa["question"]), set(evidence_ids(qa["evidence"]))
                rows[(path.stem, "answer stored", kind)].append(_row(call, scopes[own], qa, evidence))
                for other, scope in enumerate(scopes):
                    if other != own:
                        told = topics[qa["question"]] in topics_of[other]
                        label = "same topic, other person" if told else "not stored"
                        rows[(path.stem, label, kind)].append(_row(call, scope, qa, None))
    return rows


def _spread(values: list[float]) -> str:
    if not values:
        return "—"
    values = sorted(values)
    quartiles = statistics.quantiles(values, n=4) if len(values) > 1 else values * 3
    q1, median, q3 = quartiles
    return f"min {values[0]:.3f} q1 {q1:.3f} median {median:.3f} q3 {q3:.3f} max {values[-1]:.3f}"


def _report(rows: dict[tuple[str, str, str], list[dict[str, Any]]], floors: tuple[float, ...]) -> None:
    print(f"load average {os.getloadavg()}")
    for (name, label, kind), group in sorted(rows.items()):
        e5 = [r["e5"] for r in group if r["e5"] is not None]
        minilm = [r["minilm"] for r in group if r["minilm"] is not None]
        above = "  ".join(f"≥{f:.2f}: {sum(v >= f for v in e5)}" for f in floors)
        lead = [r["e5"] - r["e5_last"] for r in group if r["e5"] is not None and r["e5_last"] is not None]
        verdicts = Counter(r["verdict"] for r in group)
        print(f"{name} | {label} | {kind} | n={len(group)} (e5 found {len(e5)})")
        print(f"    e5     {_spread(e5)}")
        print(f"    e5     {above}")
        print(f"    lead   {_spread(lead)} (best less the route's 10th)")
        if minilm:
            print(f"    MiniLM {_spread(minilm)}")
        leads = sum(r["top_is_evidence"] for r in group)
        print(f"    verdicts {dict(sorted(verdicts.items()))}; evidence leads the reply {leads}")
    for name in sorted({key[0] for key in rows}):
        stored = [r["e5"] for (n, label, k), g in rows.items() if n == name and label == "answer stored" for r in g]
        other = [r["e5"] for (n, label, k), g in rows.items() if n == name and label == "not stored" for r in g]
        stored, other = [v for v in stored if v is not None], [v for v in other if v is not None]
        print(f"{name}: answer stored min {min(stored):.3f}, not stored max {max(other):.3f}")


def _scope_vectors(name: str) -> tuple[list[str], Any]:
    import numpy

    from graph.models import Passage

    rows = Passage.objects.filter(scope__name=name, e5_embedding__isnull=False).values_list("key", "e5_embedding")
    return [key for key, _v in rows], numpy.array([numpy.asarray(vector) for _k, vector in rows])


def _leads_by_size(call: Any) -> None:
    """The lead of each "when" question over the tenth nearest of random subsets of each scope."""
    import re

    import numpy

    from graph.embeddings._e5 import LocalE5

    e5, generator = LocalE5(threads=1), numpy.random.default_rng(27)
    for path in SETS:
        samples = json.loads(path.read_text())
        scopes = [_scope_vectors(name) for name in _store(call, path, samples)]
        topics_of = [set(_topics(s).values()) for s in samples]
        leads: dict[tuple[str, int], list[float]] = defaultdict(list)
        for own, sample in enumerate(samples):
            speakers = "|".join(re.escape(sample["conversation"][f"speaker_{x}"]) for x in "ab")
            for qa in (qa for qa in sample["qa"] if _kind(qa["question"]) == "when"):
                unnamed = re.sub(f"(?:{speakers})(?:さん)?", " ", qa["question"])
                asked = {True: e5.embed([unnamed], kind="query")[0], False: e5.embed([qa["question"]], kind="query")[0]}
                for other, (keys, vectors) in enumerate(scopes):
                    similarities = vectors @ numpy.asarray(asked[other == own])
                    evidence = [i for i, key in enumerate(keys) if key in qa["evidence"]] if other == own else []
                    told = _topics(sample)[qa["question"]] in topics_of[other]
                    label = "answer stored" if other == own else ("same topic" if told else "not stored")
                    for size in (*SIZES, len(keys)):
                        for _draw in range(DRAWS if size < len(keys) else 1):
                            others = [i for i in generator.permutation(len(keys)) if i not in evidence]
                            kept = numpy.sort(similarities[others[: size - len(evidence)] + evidence])[::-1]
                            best = max(similarities[evidence]) if evidence else kept[0]
                            leads[(label, size if size < len(keys) else 0)].append(float(best - kept[9]))
        for (label, size), values in sorted(leads.items(), key=lambda item: (item[0][0], item[0][1] or 10**6)):
            share = sum(v >= 0.03 for v in values) / len(values)
            print(f"{path.stem} | {label} | {size or 'all'} passages: lead {_spread(values)}; ≥ 0.03 in {share:.0%}")


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m bench.bench_calibrate_cjk_meaning", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--floors", help="comma-separated candidate floors to count at or above")
    parser.add_argument("--json", type=Path, help="write every row here")
    parser.add_argument("--sizes", action="store_true", help="the lead in random subsets of each scope")
    args = parser.parse_args()
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    setup_django()
    if args.sizes:
        _leads_by_size(verb_caller(bench_token("probe")))
        return
    rows = _collect(verb_caller(bench_token("probe")))
    if args.json:
        args.json.write_text(json.dumps({" | ".join(k): v for k, v in rows.items()}, ensure_ascii=False, indent=0))
    _report(rows, tuple(float(f) for f in args.floors.split(",")) if args.floors else FLOORS)


if __name__ == "__main__":
    main()
