"""Retrieval evaluator for conversations in the LoCoMo JSON format.

Each sample is stored through the public HTTP API into its own scope (one passage per
turn, key = dia_id, date = the session's date, the speaker as a mention, an image's
caption appended as "[image: …]"), every question is asked through /v1/memory/context,
and the ranks of the evidence turns give recall@5/10/20, all-evidence-hit@10 and MRR,
overall and per category, beside the same figures for a plain BM25 over the same
passage texts, plus ingest time and `context` latency. Each run's figures are written
to bench/results/eval_<timestamp>.json.

    .venv/bin/python -m bench.eval_locomo PATH [--url URL --token TOKEN] [--fusion scores|rrf]
        [--no-meaning] [--hops N] [--categories 1,2,3,4,5] [--limit-samples N] [--limit-questions N]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from bench.bm25 import BM25

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
# Questions marked "depth" (bench/make_devset_depth.py) are also tallied on their own, by what they probe.
DEPTH_KINDS = {1: "list", 2: "relative date", 3: "no shared word"}
CUTOFFS = (5, 10, 20)
RESULTS = Path(__file__).resolve().parent / "results"
MEANING_WAIT_SECONDS = 900

_DIA_ID = re.compile(r"D\s*(\d+)\s*:\s*(\d+)", re.IGNORECASE)


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
        return {
            "n": len(self.all_hit_10),
            **{f"recall@{k}": mean(v) for k, v in self.recall.items()},
            "all_hit@10": mean(self.all_hit_10),
            "mrr": mean(self.reciprocal_ranks),
        }


@dataclass
class Tally:
    """Scores overall and per category, for one retriever."""

    overall: Scores = field(default_factory=Scores)
    per_category: dict[int, Scores] = field(default_factory=lambda: defaultdict(Scores))

    def add(self, category: int, ranked_keys: list[str], evidence: list[str]) -> None:
        self.overall.add(ranked_keys, evidence)
        self.per_category[category].add(ranked_keys, evidence)

    def summary(self, names: dict[int, str] = CATEGORIES) -> dict[str, Any]:
        return {
            "overall": self.overall.summary(),
            "categories": {names.get(c, str(c)): s.summary() for c, s in sorted(self.per_category.items())},
        }


def dia_id(raw: str) -> str:
    """'D30:05' and 'd30 : 5' are both 'D30:5'; anything else is returned as it was."""
    match = _DIA_ID.fullmatch(raw.strip())
    return f"D{int(match[1])}:{int(match[2])}" if match else raw.strip()


def evidence_ids(evidence: Iterable[str]) -> list[str]:
    """Evidence as normalized dia_ids, once each; one string may hold several ('D8:6; D9:17', 'D1:3 D1:5')."""
    found: list[str] = []
    for raw in evidence:
        ids = [f"D{int(a)}:{int(b)}" for a, b in _DIA_ID.findall(raw)] or [raw.strip()]
        found.extend(i for i in ids if i and i not in found)
    return found


def session_date(text: str) -> str:
    """LoCoMo writes '1:56 pm on 8 May, 2023'; the API takes ISO 8601."""
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").isoformat() + "Z"


def sessions(conversation: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    found = []
    for key, turns in conversation.items():
        if key.startswith("session_") and not key.endswith("date_time") and isinstance(turns, list):
            found.append((int(key.split("_")[1]), conversation[f"{key}_date_time"], turns))
    return [(date, turns) for _n, date, turns in sorted(found)]


def passage_text(turn: dict[str, Any]) -> str:
    """What is stored for a turn: 'Speaker: text', and ' [image: caption]' when it shared one."""
    text = f"{turn['speaker']}: {turn.get('text', '')}".rstrip()
    caption = turn.get("blip_caption")
    return f"{text} [image: {caption}]" if caption else text


def sample_passages(sample: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    """Per session: its date and its passages ({text, mentions, key}) as the API takes them."""
    return [
        (
            date,
            [
                {"text": passage_text(t), "mentions": [t["speaker"]], "key": dia_id(t["dia_id"])}
                for t in turns
                if t.get("text") or t.get("blip_caption")
            ],
        )
        for date, turns in sessions(sample["conversation"])
    ]


def ingest(client: httpx.Client, scope: str, sample: dict[str, Any]) -> float:
    """Store every session of a sample; returns the seconds it took."""
    start = time.perf_counter()
    for date, passages in sample_passages(sample):
        response = client.post(
            "/v1/memory/remember",
            json={"scope": scope, "passages": passages, "date": session_date(date), "source": "locomo"},
        )
        response.raise_for_status()
    return time.perf_counter() - start


def ask(client: httpx.Client, scope: str, question: str, *, hops: int) -> tuple[list[str], float]:
    start = time.perf_counter()
    response = client.post(
        "/v1/memory/context", json={"scope": scope, "query": question, "k": max(CUTOFFS), "hops": hops, "compact": True}
    )
    elapsed = time.perf_counter() - start
    response.raise_for_status()
    keys = [item["key"] for item in response.json()["items"] if item["kind"] == "passage" and item.get("key")]
    return keys, elapsed


def wait_for_meaning(client: httpx.Client, scopes: list[str], *, timeout: float = MEANING_WAIT_SECONDS) -> None:
    """On a server we did not start its worker embeds the passages: wait until every scope is covered."""
    deadline = time.monotonic() + timeout
    for scope in scopes:
        while True:
            reply = client.get("/v1/memory/status", params={"scope": scope}).raise_for_status().json()
            coverage = reply.get("ontology", {}).get("meaning_coverage") or {}
            if reply["capability"]["meaning"] != "armed" or coverage.get("embedded") == coverage.get("passages"):
                break
            if time.monotonic() > deadline:
                print(f"meaning coverage of {scope} still {coverage} after {timeout:.0f} s; evaluating anyway")
                return
            time.sleep(2)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else 0.0


def questions_of(sample: dict[str, Any], categories: set[int], limit: int = 0) -> list[dict[str, Any]]:
    """The sample's questions in `categories` that name evidence (the first `limit` of them, if set)."""
    return [qa for qa in sample["qa"] if qa.get("category") in categories and qa.get("evidence")][: limit or None]


def lexical_ranker(sample: dict[str, Any], depth: int = max(CUTOFFS)) -> Callable[[str], list[str]]:
    """question -> the keys of the sample's `depth` passages BM25 ranks highest (as many as the
    server is asked for, so both retrievers' MRR counts ranks to the same depth)."""
    passages = [p for _date, day in sample_passages(sample) for p in day]
    index = BM25([p["text"] for p in passages])
    return lambda question: [passages[i]["key"] for i in index.rank(question, depth)]


def evaluate(
    client: httpx.Client,
    samples: list[dict[str, Any]],
    *,
    categories: set[int],
    hops: int = 2,
    after_ingest: Callable[[list[str]], Any] | None = None,
    limit_questions: int = 0,
) -> dict[str, Any]:
    """Run the evaluation against a live server (and BM25 over the same texts); returns both
    retrievers' scores overall and per category, latencies, and each question's top keys.

    `after_ingest(scopes)` runs once everything is stored (embed, or wait for the worker to).
    """
    server, bm25, depth_server, depth_bm25 = Tally(), Tally(), Tally(), Tally()
    ingest_seconds, query_ms, asked, unknown_evidence = [], [], [], 0
    run = uuid.uuid4().hex[:6]
    scopes = [f"locomo-{sample['sample_id']}-{run}" for sample in samples]
    for sample, scope in zip(samples, scopes, strict=True):
        ingest_seconds.append(ingest(client, scope, sample))
    meaning_wait = 0.0
    if after_ingest:
        started = time.perf_counter()
        after_ingest(scopes)
        meaning_wait = time.perf_counter() - started
    for sample, scope in zip(samples, scopes, strict=True):
        lexical = lexical_ranker(sample)
        keys = {p["key"] for _date, day in sample_passages(sample) for p in day}
        for qa in questions_of(sample, categories, limit_questions):
            evidence = evidence_ids(qa["evidence"])
            unknown_evidence += len(set(evidence) - keys)
            found, elapsed = ask(client, scope, qa["question"], hops=hops)
            query_ms.append(elapsed * 1000)
            lexical_found = lexical(qa["question"])
            server.add(qa["category"], found, evidence)
            bm25.add(qa["category"], lexical_found, evidence)
            if qa.get("depth"):
                depth_server.add(qa["category"], found, evidence)
                depth_bm25.add(qa["category"], lexical_found, evidence)
            asked.append(
                {
                    "sample_id": sample["sample_id"],
                    "category": qa["category"],
                    "question": qa["question"],
                    "evidence": evidence,
                    "server": found,
                    "bm25": lexical_found,
                }
            )
    depth = {"depth": {"server": depth_server.summary(DEPTH_KINDS), "bm25": depth_bm25.summary(DEPTH_KINDS)}}
    return {
        "server": server.summary(),
        "bm25": bm25.summary(),
        **(depth if depth_server.overall.all_hit_10 else {}),
        "ingest_seconds": sum(ingest_seconds),
        "ingest_seconds_per_sample": statistics.fmean(ingest_seconds) if ingest_seconds else 0.0,
        "meaning_wait_seconds": meaning_wait,
        "query_ms_p50": statistics.median(query_ms) if query_ms else 0.0,
        "query_ms_p95": percentile(query_ms, 0.95),
        "unknown_evidence_ids": unknown_evidence,
        "questions": asked,
    }


def evaluate_bm25(samples: list[dict[str, Any]], *, categories: set[int], limit_questions: int = 0) -> dict[str, Any]:
    """The BM25 baseline alone, without a server: a quick check of a data set's questions and evidence."""
    bm25, unknown_evidence = Tally(), 0
    for sample in samples:
        lexical = lexical_ranker(sample)
        keys = {p["key"] for _date, day in sample_passages(sample) for p in day}
        for qa in questions_of(sample, categories, limit_questions):
            evidence = evidence_ids(qa["evidence"])
            unknown_evidence += len(set(evidence) - keys)
            bm25.add(qa["category"], lexical(qa["question"]), evidence)
    return {"bm25": bm25.summary(), "unknown_evidence_ids": unknown_evidence}


def print_report(result: dict[str, Any]) -> None:
    """Per category, the server's figures and BM25's side by side (or whichever of the two ran)."""
    figures = [f"R@{k}" for k in CUTOFFS] + ["All@10", "MRR"]
    names = [f"recall@{k}" for k in CUTOFFS] + ["all_hit@10", "mrr"]
    retrievers = [r for r in ("server", "bm25") if r in result]
    width = 7 * len(names)
    print(f"{'':19}" + "  ".join(f"{r:<{width}}" for r in retrievers))
    print(f"{'':14}{'n':>5}" + "  ".join("".join(f"{f:>7}" for f in figures) for _ in retrievers))
    first = result[retrievers[0]]
    for name in ["overall", *first["categories"]]:
        rows = [result[r]["overall"] if name == "overall" else result[r]["categories"][name] for r in retrievers]
        print(f"{name:14}{rows[0]['n']:>5}" + "  ".join("".join(f"{row[n]:7.1f}" for n in names) for row in rows))
    if "depth" in result:
        print("depth questions only:")
        print_report({**result["depth"], "unknown_evidence_ids": 0})
    if "query_ms_p50" in result:
        print(
            f"ingest {result['ingest_seconds']:.1f} s ({result['ingest_seconds_per_sample']:.2f} s/sample), "
            f"context p50 {result['query_ms_p50']:.1f} ms, p95 {result['query_ms_p95']:.1f} ms; "
            f"every passage embedded {result['meaning_wait_seconds']:.1f} s after the last write"
        )
    if result["unknown_evidence_ids"]:
        print(f"{result['unknown_evidence_ids']} evidence ids name no turn of their conversation")


def git_commit() -> str:
    repo = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=repo, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head.stdout.strip() + ("-dirty" if dirty.stdout.strip() else "")


def save_result(result: dict[str, Any], args: argparse.Namespace) -> Path:
    now = datetime.now(UTC)
    record = {
        "timestamp": now.isoformat(),
        "git_commit": git_commit(),
        "arguments": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items() if k != "token"},
        **result,
    }
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"eval_{now:%Y%m%dT%H%M%SZ}.json"
    for n in range(2, 100):  # two runs finishing within the same second keep both files
        if not path.exists():
            break
        path = RESULTS / f"eval_{now:%Y%m%dT%H%M%SZ}-{n}.json"
    path.write_text(json.dumps(record, indent=1))
    return path


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--url", help="evaluate against this running server instead of starting one")
    parser.add_argument("--token", help="bearer token for --url")
    parser.add_argument("--fusion", choices=["scores", "rrf"], default="scores", help="for the server it starts")
    parser.add_argument("--no-meaning", action="store_true", help="start the server without embeddings")
    parser.add_argument("--hops", type=int, default=2)
    parser.add_argument("--categories", default="1,2,3,4")
    parser.add_argument("--limit-samples", "--limit", type=int, default=0, help="only the first N samples")
    parser.add_argument("--limit-questions", type=int, default=0, help="only the first N questions of each sample")
    parser.add_argument("--bm25-only", action="store_true", help="only the BM25 baseline; no server")
    args = parser.parse_args()
    if bool(args.url) != bool(args.token):
        parser.error("--url and --token go together")
    return args


def run_on_own_server(args: argparse.Namespace, run: Callable[..., dict[str, Any]]) -> dict[str, Any]:
    """Start uvicorn on the bench database (embedding in this process after ingest) and run."""
    os.environ["MEMORYMESH_FUSION"] = args.fusion
    os.environ["MEMORYMESH_EMBEDDINGS"] = "off" if args.no_meaning else "local"
    from bench.harness import Server
    from bench.in_process import bench_token, embed_pending, setup_django

    setup_django()
    token = bench_token("locomo")
    server = Server()
    try:
        return run(server.url, token, None if args.no_meaning else lambda _scopes: embed_pending())
    finally:
        server.stop()


def main() -> None:
    args = parse_args()
    samples = json.loads(args.path.read_text())
    samples = samples[: args.limit_samples or None]
    categories = {int(x) for x in args.categories.split(",")}

    def run(url: str, token: str, after_ingest: Callable[[list[str]], Any] | None) -> dict[str, Any]:
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120) as client:
            if args.url:
                after_ingest = lambda scopes: wait_for_meaning(client, scopes)  # noqa: E731
            return evaluate(
                client,
                samples,
                categories=categories,
                hops=args.hops,
                after_ingest=after_ingest,
                limit_questions=args.limit_questions,
            )

    if args.bm25_only:
        result = evaluate_bm25(samples, categories=categories, limit_questions=args.limit_questions)
    else:
        result = run(args.url, args.token, None) if args.url else run_on_own_server(args, run)
    where = (
        "BM25 only"
        if args.bm25_only
        else args.url or f"own server, fusion={args.fusion} meaning={'off' if args.no_meaning else 'on'}"
    )
    print(f"{args.path.name}: {where}" + ("" if args.bm25_only else f", hops={args.hops}"))
    print_report(result)
    print(f"written to {save_result(result, args)}")


if __name__ == "__main__":
    main()
