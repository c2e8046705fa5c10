"""Recall of `context` on a dev set, asked in process against scopes stored once and kept.

The evaluator (bench/eval_locomo.py) stores every conversation again on each run; trying a
ranking idea needs only the questions asked again. This stores each conversation of a set
into a scope named after the set and the conversation (once: a later run finds it), embeds
what waits for a vector, then asks every question in process and prints R@10 (and R@20)
per category and per depth kind, with the load average. `--misses` lists each missed
evidence turn with its rank in the top 50 and the routes that found it.

    .venv/bin/python -m bench.bench_context_probe bench/data/devset_depth.json [--misses] [--only 3]
"""

import argparse
import json
import os
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench.eval_locomo import CATEGORIES, DEPTH_KINDS, evidence_ids, sample_passages, session_date
from bench.in_process import bench_token, embed_pending, setup_django, verb_caller

DEEP = 50


def _store(call: Any, path: Path, samples: list[dict[str, Any]]) -> list[str]:
    from graph.models import Scope

    names = []
    for sample in samples:
        name = f"probe-{path.stem}-{sample['sample_id']}"
        names.append(name)
        if not Scope.objects.filter(name=name).exists():
            for date, passages in sample_passages(sample):
                call("memory_remember", {"scope": name, "passages": passages, "date": session_date(date)})
    if os.environ.get("MEMORYMESH_EMBEDDINGS") != "off":
        embed_pending()
    return names


def _ask(call: Any, scope: str, question: str) -> tuple[list[str], list[dict[str, Any]], float]:
    start = time.perf_counter()
    reply = call("memory_context", {"scope": scope, "query": question, "k": DEEP})
    elapsed = (time.perf_counter() - start) * 1000
    items = [i for i in reply["items"] if i["kind"] == "passage" and i.get("key")]
    return [i["key"] for i in items], items, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_context_probe", description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path, nargs="+")
    parser.add_argument("--misses", action="store_true", help="list each missed evidence turn")
    parser.add_argument("--only", type=int, help="only this category")
    parser.add_argument(
        "--dump", type=Path, help="write each question's ranking (key, score, routes) here, to compare two trees"
    )
    args = parser.parse_args()
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    setup_django()
    call = verb_caller(bench_token("probe"))
    for path in args.path:
        samples = json.loads(path.read_text())
        scopes = _store(call, path, samples)
        _evaluate(call, path, samples, scopes, args)


def _evaluate(call: Any, path: Path, samples: list[dict[str, Any]], scopes: list[str], args: Any) -> None:
    recall: dict[str, list[float]] = defaultdict(list)
    times: list[float] = []
    rankings: list[Any] = []
    for sample, scope in zip(samples, scopes, strict=True):
        texts = {p["key"]: p["text"] for _d, day in sample_passages(sample) for p in day}
        for qa in sample["qa"]:
            if args.only and qa["category"] != args.only:
                continue
            evidence = evidence_ids(qa["evidence"])
            keys, items, elapsed = _ask(call, scope, qa["question"])
            times.append(elapsed)
            ranking = [[i["key"], i["score"], sorted(i["citation"]["found_by"])] for i in items]
            rankings.append([qa["question"], ranking])
            for cut in (10, 20):
                share = len(set(evidence) & set(keys[:cut])) / len(evidence)
                recall[f"{CATEGORIES[qa['category']]}@{cut}"].append(share)
                recall[f"overall@{cut}"].append(share)
                if qa.get("depth"):
                    recall[f"depth {DEPTH_KINDS[qa['category']]}@{cut}"].append(share)
            if args.misses:
                _print_misses(qa, evidence, keys, items, texts)
    if args.dump:
        args.dump.write_text(json.dumps(rankings, ensure_ascii=False, indent=0))
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]
    print(
        f"{path.name}: load average {os.getloadavg()}; context p50 {statistics.median(times):.1f} ms, "
        f"p95 {p95:.1f} ms; CPU {time.process_time():.1f} s"
    )
    for name in sorted({n.rsplit("@", 1)[0] for n in recall}):
        r10, r20 = (100 * statistics.fmean(recall[f"{name}@{cut}"]) for cut in (10, 20))
        print(f"  {name:24} n={len(recall[f'{name}@10']):4}  R@10 {r10:5.1f}  R@20 {r20:5.1f}")


def _print_misses(qa: dict, evidence: list[str], keys: list[str], items: list[dict], texts: dict[str, str]) -> None:
    missed = [e for e in evidence if e not in keys[:10]]
    if not missed:
        return
    print(f"[{CATEGORIES[qa['category']]}{' depth' if qa.get('depth') else ''}] {qa['question']}")
    for key in missed:
        rank = keys.index(key) + 1 if key in keys else None
        routes = sorted(items[rank - 1]["citation"]["found_by"]) if rank else []
        print(f"    miss {key} rank {rank} {routes}: {texts.get(key, '')[:110]}")
    for item in items[:3]:
        print(f"    top  {item['key']} {sorted(item['citation']['found_by'])}: {item['text'][:90]!r}")


if __name__ == "__main__":
    main()
