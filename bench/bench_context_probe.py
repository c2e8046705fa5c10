"""Recall of `context` on a dev set, asked in process against scopes stored once and kept.

The evaluator (bench/eval_locomo.py) stores every conversation again on each run; trying a
ranking idea needs only the questions asked again. This stores each conversation of a set
into a scope named after the set and the conversation (once: a later run finds it), embeds
what waits for a vector, then asks every question in process and prints R@10 (and R@20)
per category and per depth kind, with the load average. `--misses` lists each missed
evidence turn with its rank in the top 50 and the routes that found it.

    .venv/bin/python -m bench.bench_context_probe bench/data/devset_depth.json [--misses] [--only 3]

`--targets` measures every quality target of issue #27 in one run: each dev set and its
held-out part (the English dev set, the depth set, the Japanese and Chinese depth sets; all
nine unless paths are given), each stored afresh under this run's scope names and deleted
at the end (an audit measures what the current code writes, not what an older one stored),
with the evaluator's BM25 over the same texts ranked to the same depth (50) in the same run. It prints each set's
R@5/10/20, all-evidence@10 and MRR per category for both, then one table of the targets,
each met or not, and writes the figures to bench/results/targets_<timestamp>.json. It
refuses to run without WordNet (Debian's wordnet-base), which `./memorymesh serve` and `test`
install and a bench run straight from .venv does not: the list questions' routes need it.

    .venv/bin/python -m bench.bench_context_probe --targets
"""

import argparse
import json
import os
import statistics
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.eval_locomo import (
    CATEGORIES,
    DEPTH_KINDS,
    RESULTS,
    Tally,
    evidence_ids,
    git_commit,
    lexical_ranker,
    print_report,
    sample_passages,
    session_date,
)
from bench.in_process import REPO, bench_token, embed_pending, lexicon_installed, setup_django, verb_caller

DEEP = 50
DATA = REPO / "bench" / "data"
# Every set issue #27's targets are measured on; the held-out parts are measured, never tuned on.
TARGET_SETS = (
    "devset",
    "devset_heldout",
    "devset_heldout2",
    "devset_dev2",
    "devset_depth",
    "devset_depth_heldout",
    "devset_depth_ja",
    "devset_depth_ja_heldout",
    "devset_depth_zh",
    "devset_depth_zh_heldout",
)
# Issue #27's per-category floors on R@10 for the English sets (all five categories count).
FLOORS = {
    "overall": 80.0,
    "multi-hop": 55.0,
    "open-domain": 50.0,
    "temporal": 80.0,
    "single-hop": 85.0,
    "adversarial": 85.0,
}
MULTI_HOP_ALL_EVIDENCE = 30.0
CJK_GAP = 5.0


def _store(call: Any, path: Path, samples: list[dict[str, Any]], run: str = "") -> list[str]:
    from graph.models import Scope

    names = []
    for sample in samples:
        name = f"probe-{path.stem}-{sample['sample_id']}{run}"
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
    parser.add_argument("path", type=Path, nargs="*")
    parser.add_argument("--misses", action="store_true", help="list each missed evidence turn")
    parser.add_argument("--only", type=int, help="only this category")
    parser.add_argument(
        "--dump",
        type=Path,
        help="write each question's ranking (key, score, routes) here (a file a set when several), to compare trees",
    )
    parser.add_argument("--targets", action="store_true", help="measure issue #27's quality targets (see above)")
    args = parser.parse_args()
    if not args.path and not args.targets:
        parser.error("name a set, or --targets")
    if args.targets and args.only:
        parser.error("--targets measures every category")
    paths = args.path or [DATA / f"{stem}.json" for stem in TARGET_SETS]
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    setup_django()
    if args.targets and not lexicon_installed():
        # ./memorymesh serve and test install it; a bench run straight from .venv does not, and
        # without it the category and feedback routes find nothing (depth dev lists 94 -> 71).
        parser.error("WordNet is not installed (sudo apt-get install -y wordnet-base): the targets need it")
    call = verb_caller(bench_token("probe"))
    run = f"-{uuid.uuid4().hex[:6]}" if args.targets else ""
    # The commit as the run starts: the code measured, whatever is edited while it runs.
    started, load_before, commit = datetime.now(UTC), os.getloadavg(), git_commit()
    figures: dict[str, dict[str, Any]] = {}
    stored: list[str] = []
    for path in paths:
        samples = json.loads(path.read_text())
        scopes = _store(call, path, samples, run)
        stored += scopes
        figures[path.stem] = _evaluate(call, path, samples, scopes, args)
    if args.targets:
        _report_targets(figures, started, load_before, commit)
        _drop(stored)


def _drop(scopes: list[str]) -> None:
    """Delete a targets run's scopes (~9,500 passages with vectors): no later run reads them, and
    left in the bench database they would slow bench_context's reads of the shared HNSW index."""
    from graph.models import Scope

    Scope.objects.filter(name__in=scopes).delete()


def _evaluate(call: Any, path: Path, samples: list[dict[str, Any]], scopes: list[str], args: Any) -> dict[str, Any]:
    """Ask every question of the set; print R@10/R@20 per category (and with --targets both
    retrievers' full figures); return the server's and BM25's summaries."""
    recall: dict[str, list[float]] = defaultdict(list)
    server, bm25, depth_server, depth_bm25 = Tally(), Tally(), Tally(), Tally()
    times: list[float] = []
    rankings: list[Any] = []
    for sample, scope in zip(samples, scopes, strict=True):
        texts = {p["key"]: p["text"] for _d, day in sample_passages(sample) for p in day}
        lexical = lexical_ranker(sample, DEEP)
        for qa in sample["qa"]:
            if args.only and qa["category"] != args.only:
                continue
            evidence = evidence_ids(qa["evidence"])
            keys, items, elapsed = _ask(call, scope, qa["question"])
            times.append(elapsed)
            lexical_keys = lexical(qa["question"])
            server.add(qa["category"], keys, evidence)
            bm25.add(qa["category"], lexical_keys, evidence)
            if qa.get("depth"):
                depth_server.add(qa["category"], keys, evidence)
                depth_bm25.add(qa["category"], lexical_keys, evidence)
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
        # With more than one set (--targets) each set gets its own file beside the named one,
        # so a later set does not overwrite an earlier one's rankings.
        dump = args.dump if len(args.path) == 1 else args.dump.with_name(f"{args.dump.stem}.{path.stem}.json")
        dump.write_text(json.dumps(rankings, ensure_ascii=False, indent=0))
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]
    print(
        f"{path.name}: load average {os.getloadavg()}; context p50 {statistics.median(times):.1f} ms, "
        f"p95 {p95:.1f} ms; CPU {time.process_time():.1f} s"
    )
    for name in sorted({n.rsplit("@", 1)[0] for n in recall}):
        r10, r20 = (100 * statistics.fmean(recall[f"{name}@{cut}"]) for cut in (10, 20))
        print(f"  {name:24} n={len(recall[f'{name}@10']):4}  R@10 {r10:5.1f}  R@20 {r20:5.1f}")
    result: dict[str, Any] = {"server": server.summary(), "bm25": bm25.summary()}
    mrr = ", ".join(f"{name} {row['mrr']:.1f}" for name, row in result["server"]["categories"].items())
    print(f"  MRR: {mrr}")
    if depth_server.overall.all_hit_10:
        result["depth"] = {"server": depth_server.summary(DEPTH_KINDS), "bm25": depth_bm25.summary(DEPTH_KINDS)}
    result.update(p50_ms=statistics.median(times), p95_ms=p95, load_average=os.getloadavg())
    if args.targets:
        print_report({**result, "unknown_evidence_ids": 0})
    return result


@dataclass(frozen=True)
class Verdict:
    """One target on one set: the figure measured, BM25's beside it, and whether it is met."""

    target: str
    set: str
    figure: str
    bm25: str
    met: bool


def _held_out(stem: str) -> bool:
    return stem.endswith(("_heldout", "_heldout2"))


def judge_targets(figures: dict[str, dict[str, Any]]) -> list[Verdict]:
    """Issue #27's quality targets, judged on each set's summaries (as `Tally.summary` gives
    them, for "server" and "bm25"): every English set against each floor; a Japanese or Chinese
    set's overall R@10 against the English depth set of the same part (dev or held-out) less 5,
    since those sets are its English twins (list and time-word storylines, the same makers)."""
    verdicts = []
    for stem, result in figures.items():
        server, bm25 = result["server"], result["bm25"]
        if "_ja" in stem or "_zh" in stem:
            english = stem.replace("_ja", "").replace("_zh", "")
            if english not in figures:
                continue
            reference = figures[english]["server"]["overall"]["recall@10"]
            mine = server["overall"]["recall@10"]
            verdicts.append(
                Verdict(
                    f"R@10 within {CJK_GAP:.0f} of English ({english} {reference:.1f})",
                    stem,
                    f"{mine:.1f}",
                    f"{bm25['overall']['recall@10']:.1f}",
                    mine >= reference - CJK_GAP,
                )
            )
            continue
        for name, floor in FLOORS.items():
            row = server["overall"] if name == "overall" else server["categories"].get(name)
            lexical = bm25["overall"] if name == "overall" else bm25["categories"].get(name)
            if row is None:
                continue
            met = row["recall@10"] >= floor
            target = f"{name} R@10 ≥ {floor:.0f}"
            figure, baseline = f"{row['recall@10']:.1f}", f"{lexical['recall@10']:.1f}"
            if name == "multi-hop":
                met = met and row["all_hit@10"] >= MULTI_HOP_ALL_EVIDENCE
                target += f", all-evidence@10 ≥ {MULTI_HOP_ALL_EVIDENCE:.0f}"
                figure += f", all {row['all_hit@10']:.1f}"
                baseline += f", all {lexical['all_hit@10']:.1f}"
            if name == "temporal":
                met = met and row["mrr"] >= lexical["mrr"]
                target += ", MRR ≥ BM25's"
                figure += f", MRR {row['mrr']:.1f}"
                baseline += f", MRR {lexical['mrr']:.1f}"
            verdicts.append(Verdict(target, stem, figure, baseline, met))
    return verdicts


def _report_targets(
    figures: dict[str, dict[str, Any]], started: datetime, load_before: tuple[float, ...], commit: str
) -> None:
    verdicts = judge_targets(figures)
    print(f"\nissue #27 quality targets, commit {commit}, {started:%Y-%m-%d %H:%M} UTC")
    print(f"load average before {load_before}, after {os.getloadavg()}; WordNet installed: {lexicon_installed()}\n")
    print("| target | set | context | BM25 | met |")
    print("|---|---|---|---|---|")
    for v in verdicts:
        part = f"{v.set} (held-out)" if _held_out(v.set) else v.set
        print(f"| {v.target} | {part} | {v.figure} | {v.bm25} | {'met' if v.met else '**not met**'} |")
    missed = [v for v in verdicts if not v.met]
    print(f"\n{len(verdicts) - len(missed)} of {len(verdicts)} met")
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"targets_{started:%Y%m%dT%H%M%SZ}.json"
    record = {
        "timestamp": started.isoformat(),
        "git_commit": commit,
        "load_average": {"before": load_before, "after": os.getloadavg()},
        "wordnet": lexicon_installed(),
        "sets": figures,
        "verdicts": [v.__dict__ for v in verdicts],
    }
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False))
    print(f"written to {path}")


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
