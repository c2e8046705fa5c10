"""What the depth features cost `context` on a ~600-turn scope: the whole call, and the part
the depth features add (reading the question's kind and dates, the date route's query, a
list question's category route, its candidates' sessions and the MMR re-ordering, a
who-question's reading of its best candidates' texts for names, for a Japanese or Chinese
question the CJK word route, and with `--meaning` the named person's passages nearest the
question), per kind of question.

In process, on the bench database, meaning off (it costs both sides the same; `--meaning`
embeds the scope first and arms the local model, so the seed-meaning route runs), two
conversations of bench/data/devset_depth.json in one scope (`--data`, repeatable, and
`--samples` for others: two Japanese and two Chinese conversations make 665 turns). The
added part is timed on the same inputs right after each call, so both figures share the
machine's load of the moment.

    .venv/bin/python -m bench.bench_context_depth [--rounds N] [--data PATH --samples N] [--meaning]
"""

import argparse
import json
import os
import statistics
import time
import uuid
from pathlib import Path
from typing import Any

from bench.eval_locomo import sample_passages, session_date
from bench.in_process import bench_token, embed_pending, lexicon_installed, setup_django, verb_caller

DATA = Path(__file__).resolve().parent / "data" / "devset_depth.json"


def _percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {statistics.median(ordered):6.2f} ms, p95 {p95:6.2f} ms"


def _added_ms(scope: Any, question: str) -> float:
    """The depth features' own work for one question, as context does it (the seed-meaning
    route's is timed apart: _seed_meaning_ms)."""
    from graph.retrieval._answer_types import PERSON_DEPTH, asks_for_person, favour_people
    from graph.retrieval._cjk_words import cjk_word_route
    from graph.retrieval._dates import said_date_route
    from graph.retrieval._lexicon import category_route
    from graph.retrieval._question_kinds import asks_for_list
    from graph.retrieval._ranking import Candidate
    from graph.retrieval._spread import SPREAD_DEPTH, passage_sessions, spread

    start = time.perf_counter()
    said_date_route(scope, question)
    cjk_word_route(scope, question)
    if asks_for_list(question):
        category_route(scope, question)
        ids = list(scope.passages.order_by("-id").values_list("id", flat=True)[:SPREAD_DEPTH])
        picked_at = time.perf_counter()
        candidates = [Candidate("passage", pid, score=1.0 / (n + 1)) for n, pid in enumerate(ids)]
        start -= time.perf_counter() - picked_at  # choosing stand-in candidates is not context's work
        spread(candidates, passage_sessions(scope, ids))
    elif asks_for_person(question):
        ids = list(scope.passages.order_by("-id").values_list("id", flat=True)[:PERSON_DEPTH])
        picked_at = time.perf_counter()
        candidates = [Candidate("passage", pid, score=1.0 / (n + 1)) for n, pid in enumerate(ids)]
        start -= time.perf_counter() - picked_at
        favour_people(candidates, frozenset())
    return (time.perf_counter() - start) * 1000


def _seed_meaning_ms(scope: Any, question: str) -> float:
    """The seed-meaning route's statement for one question naming a stored name (0 otherwise):
    the question is embedded first, untimed, as context embeds it for the meaning route anyway."""
    from graph.embeddings import backend
    from graph.retrieval._candidates import seed_passages_by_meaning
    from graph.retrieval._context import NAME_MATCHES
    from graph.retrieval._meaning import SEED_MEANING_DEPTH
    from graph.retrieval._query_seeds import query_seeds

    model = backend()
    named = [s.id for s in query_seeds(scope, question)[0] if s.match in NAME_MATCHES and s.query_words]
    if model is None or not named:
        return 0.0
    vector = model.embed([question], kind="query")[0]
    start = time.perf_counter()
    seed_passages_by_meaning(scope, vector, named, depth=SEED_MEANING_DEPTH)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_context_depth", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times every question is asked")
    parser.add_argument(
        "--data", type=Path, action="append", help="a depth set (repeatable; default devset_depth.json)"
    )
    parser.add_argument("--samples", type=int, default=2, help="the first N conversations of each, in one scope")
    parser.add_argument("--meaning", action="store_true", help="arm the local model and embed the scope first")
    args = parser.parse_args()
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local" if args.meaning else "off")
    setup_django()
    from graph.models import Scope
    from graph.retrieval._answer_types import asks_for_person
    from graph.retrieval._question_kinds import asks_for_list
    from graph.text.time_words import named_dates

    call = verb_caller(bench_token())
    name = f"depth-{uuid.uuid4().hex[:8]}"
    samples = [sample for path in args.data or [DATA] for sample in json.loads(path.read_text())[: args.samples]]
    for sample in samples:
        for date, passages in sample_passages(sample):
            call("memory_remember", {"scope": name, "passages": passages, "date": session_date(date)})
    if args.meaning:
        embed_pending()
    scope = Scope.objects.get(name=name)
    questions = [qa["question"] for sample in samples for qa in sample["qa"]]
    kinds: dict[str, tuple[list[float], list[float]]] = {}
    seed_meaning: list[float] = []
    for _ in range(args.rounds):
        for question in questions:
            kind = "list" if asks_for_list(question) else "dated" if named_dates(question) else "plain"
            kind = "who" if kind == "plain" and asks_for_person(question) else kind
            start = time.perf_counter()
            call("memory_context", {"scope": name, "query": question, "k": 10, "compact": True})
            total = (time.perf_counter() - start) * 1000
            kinds.setdefault(kind, ([], []))[0].append(total)
            kinds[kind][1].append(_added_ms(scope, question))
            if args.meaning:
                seed_meaning.append(_seed_meaning_ms(scope, question))
    turns = sum(len(p) for sample in samples for _d, p in sample_passages(sample))
    meaning = "on" if args.meaning else "off"
    print(
        f"context on a {turns}-turn scope, meaning {meaning}, load average {os.getloadavg()[0]:.1f}, "
        f"WordNet installed: {lexicon_installed()}"
    )
    for kind, (totals, added) in sorted(kinds.items()):
        print(f"  {kind:6} n={len(totals):4}  whole call {_percentiles(totals)};  depth part {_percentiles(added)}")
    if [ms for ms in seed_meaning if ms]:
        print(f"  seed-meaning statement, questions naming someone: {_percentiles([ms for ms in seed_meaning if ms])}")


if __name__ == "__main__":
    main()
