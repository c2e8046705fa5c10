"""Retrieval evaluator for conversations in the LoCoMo JSON format.

Each sample is stored through the public HTTP API into its own scope (one passage per
turn, key = dia_id, date = the session's date, the speaker as a mention), every question
is asked through /v1/memory/context, and the ranks of the evidence turns give
recall@5/10/20, all-evidence-hit@10 and MRR, overall and per category, plus ingest and
query latency.

    .venv/bin/python -m bench.eval_locomo PATH [--fusion rrf|weighted] [--no-meaning] [--hops N]
"""

import argparse
import json
import statistics
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
CUTOFFS = (5, 10, 20)


@dataclass
class Scores:
    recall: dict[int, list[float]] = field(default_factory=lambda: {k: [] for k in CUTOFFS})
    all_hit_10: list[float] = field(default_factory=list)
    reciprocal_ranks: list[float] = field(default_factory=list)

    def add(self, ranked_keys: list[str], evidence: list[str]) -> None:
        wanted = set(evidence)
        for k in CUTOFFS:
            self.recall[k].append(len(wanted & set(ranked_keys[:k])) / len(wanted))
        self.all_hit_10.append(1.0 if wanted <= set(ranked_keys[:10]) else 0.0)
        rank = next((i for i, key in enumerate(ranked_keys, start=1) if key in wanted), None)
        self.reciprocal_ranks.append(1.0 / rank if rank else 0.0)

    def summary(self) -> dict[str, float]:
        mean = lambda xs: 100 * statistics.fmean(xs) if xs else 0.0  # noqa: E731
        return {"n": len(self.all_hit_10), **{f"recall@{k}": mean(v) for k, v in self.recall.items()},
                "all_hit@10": mean(self.all_hit_10), "mrr": mean(self.reciprocal_ranks)}


def session_date(text: str) -> str:
    """LoCoMo writes '1:56 pm on 8 May, 2023'; the API takes ISO 8601."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").isoformat() + "Z"


def sessions(conversation: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    found = []
    for key, turns in conversation.items():
        if key.startswith("session_") and not key.endswith("date_time") and isinstance(turns, list):
            found.append((int(key.split("_")[1]), conversation[f"{key}_date_time"], turns))
    return [(date, turns) for _n, date, turns in sorted(found)]


def ingest(client: httpx.Client, scope: str, sample: dict[str, Any]) -> float:
    """Store every session of a sample; returns the seconds it took."""
    start = time.perf_counter()
    for date, turns in sessions(sample["conversation"]):
        passages = [{"text": f"{t['speaker']}: {t['text']}", "mentions": [t["speaker"]], "key": t["dia_id"]}
                    for t in turns if t.get("text")]
        response = client.post("/v1/memory/remember", json={"scope": scope, "passages": passages,
                                                            "date": session_date(date), "source": "locomo"})
        response.raise_for_status()
    return time.perf_counter() - start


def ask(client: httpx.Client, scope: str, question: str, *, hops: int) -> tuple[list[str], float]:
    start = time.perf_counter()
    response = client.post("/v1/memory/context", json={"scope": scope, "query": question, "k": max(CUTOFFS),
                                                       "hops": hops, "compact": True})
    elapsed = time.perf_counter() - start
    response.raise_for_status()
    keys = [item["key"] for item in response.json()["items"] if item["kind"] == "passage" and item.get("key")]
    return keys, elapsed


def evaluate(client: httpx.Client, samples: list[dict[str, Any]], *, categories: set[int], hops: int = 2,
             after_ingest: Any = None) -> dict[str, Any]:
    """Run the evaluation against a live server; returns overall and per-category scores and latencies."""
    overall, per_category = Scores(), defaultdict(Scores)
    ingest_seconds, query_ms = [], []
    run = uuid.uuid4().hex[:6]
    scopes = []
    for sample in samples:
        scope = f"locomo-{sample['sample_id']}-{run}"
        scopes.append(scope)
        ingest_seconds.append(ingest(client, scope, sample))
    if after_ingest:
        after_ingest()
    for sample, scope in zip(samples, scopes, strict=True):
        for qa in sample["qa"]:
            if qa.get("category") not in categories or not qa.get("evidence"):
                continue
            keys, elapsed = ask(client, scope, qa["question"], hops=hops)
            query_ms.append(elapsed * 1000)
            overall.add(keys, qa["evidence"])
            per_category[qa["category"]].add(keys, qa["evidence"])
    return {
        "overall": overall.summary(),
        "categories": {CATEGORIES.get(c, str(c)): s.summary() for c, s in sorted(per_category.items())},
        "ingest_seconds_per_sample": statistics.fmean(ingest_seconds) if ingest_seconds else 0.0,
        "query_ms_p50": statistics.median(query_ms) if query_ms else 0.0,
        "query_ms_p95": sorted(query_ms)[int(len(query_ms) * 0.95) - 1] if query_ms else 0.0,
    }


def print_report(result: dict[str, Any]) -> None:
    header = f"{'':14}{'n':>5}" + "".join(f"{'R@' + str(k):>8}" for k in CUTOFFS) + f"{'All@10':>8}{'MRR':>8}"
    print(header)
    rows = [("overall", result["overall"]), *result["categories"].items()]
    for name, s in rows:
        print(f"{name:14}{s['n']:>5}" + "".join(f"{s[f'recall@{k}']:8.1f}" for k in CUTOFFS)
              + f"{s['all_hit@10']:8.1f}{s['mrr']:8.1f}")
    print(f"ingest {result['ingest_seconds_per_sample']:.2f} s/sample, query p50 {result['query_ms_p50']:.1f} ms, "
          f"p95 {result['query_ms_p95']:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--fusion", choices=["rrf", "weighted"], default="rrf")
    parser.add_argument("--no-meaning", action="store_true", help="evaluate without embeddings")
    parser.add_argument("--hops", type=int, default=2)
    parser.add_argument("--categories", default="1,2,3,4")
    parser.add_argument("--limit", type=int, default=0, help="only the first N samples")
    args = parser.parse_args()
    import os

    os.environ["MEMORYMESH_FUSION"] = args.fusion
    os.environ["MEMORYMESH_EMBEDDINGS"] = "off" if args.no_meaning else "local"
    from bench.harness import Server, bench_token, setup_django

    setup_django()
    from graph.services.embedding import embed_passages

    samples = json.loads(args.path.read_text())
    samples = samples[: args.limit] if args.limit else samples
    token = bench_token("locomo")
    server = Server()
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=120) as c:
            result = evaluate(c, samples, categories={int(x) for x in args.categories.split(",")}, hops=args.hops,
                              after_ingest=None if args.no_meaning else embed_passages)
    finally:
        server.stop()
    print(f"fusion={args.fusion} meaning={'off' if args.no_meaning else 'on'} hops={args.hops}")
    print_report(result)


if __name__ == "__main__":
    main()
