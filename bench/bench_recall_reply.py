"""The web process's CPU for one recall, by itself: the registered verb and the same call through
our door (graph.transport.api_handler, API_MIDDLEWARE), in one process, no network, on
bench_wrk's scopes (the one-fact scope and the 100k-fact one, built here through remember if
missing). Prints CPU µs a call; `--dump FILE` writes the replies of a set of recalls (both
scopes, both directions, compact, as_of, near spelling, attribute, passages) as the door sends
them, so two checkouts can be compared byte for byte.

    .venv/bin/python -m bench.bench_recall_reply [--calls 2000] [--dump /tmp/replies.json]

Run it from two checkouts in turns (the same bench database) for an A/B of CPU a call: the
figures of one run move with the machine's load. Instruction counts do not: the timed calls run
inside itertools.starmap, so callgrind can count them alone (divide by --calls):

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=starmap_next \
        .venv/bin/python -m bench.bench_recall_reply --calls 200 --only door-100k
"""

import argparse
import io
import json
import os
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from itertools import repeat, starmap
from typing import Any

from bench.bench_throughput import RELATIONS_PER_CALL, _relations, recall_scope
from bench.explain_request import scope_of
from bench.in_process import analyze_tables, bench_token, setup_django, verb_caller

FACTS = 100_000
ONE_FACT_SCOPE = "wrk-one-fact"  # bench_wrk's
PASSAGES_SCOPE = "reply-passages"
ROUTES = {
    "100k": {"scope": recall_scope(FACTS), "subject": "Person 37", "k": 20},
    "one-fact": {"scope": ONE_FACT_SCOPE, "subject": "Dana"},
}
# Replies compared between checkouts: every shape a recall reply takes on these scopes.
DUMPED = [
    *ROUTES.values(),
    {"scope": recall_scope(FACTS), "subject": "Person 4021", "k": 20, "direction": "inbound"},
    {"scope": recall_scope(FACTS), "subject": "Person 4021", "k": 5, "direction": "outbound"},
    {"scope": recall_scope(FACTS), "subject": "Person 37", "k": 20, "compact": True},
    {"scope": recall_scope(FACTS), "subject": "Person 37", "k": 20, "as_of": "2100-01-01"},
    {"scope": recall_scope(FACTS), "subject": "person 37", "k": 50},
    {"scope": recall_scope(FACTS), "subject": "Persn 37", "k": 20},
    {"scope": PASSAGES_SCOPE, "subject": "Dana"},
    {"scope": PASSAGES_SCOPE, "subject": "Acme", "compact": True},
    {"scope": PASSAGES_SCOPE, "subject": "Berlin", "direction": "inbound"},
    {"scope": PASSAGES_SCOPE, "attribute": {"key": "role", "value": "engineer"}},
    {"scope": PASSAGES_SCOPE, "subject": "Nobody"},
]


def prepare(verb: Any) -> None:
    """bench_wrk's scopes (the 100k one built through remember) and a small scope with texts,
    attributes and dates; each once, so that the replies stay the same from run to run."""
    if not _facts_in(verb, ONE_FACT_SCOPE):
        verb("memory_remember", {"scope": ONE_FACT_SCOPE, "facts": {"relations": [_WORKS_AT]}})
    if _facts_in(verb, recall_scope(FACTS)) < FACTS:
        start = time.perf_counter()
        relations = _relations(FACTS)
        for offset in range(0, FACTS, RELATIONS_PER_CALL):
            batch = relations[offset : offset + RELATIONS_PER_CALL]
            verb("memory_remember", {"scope": recall_scope(FACTS), "facts": {"relations": batch}})
        analyze_tables("graph_entity", "graph_fact")
        print(f"filled {recall_scope(FACTS)}: {FACTS:,} facts in {time.perf_counter() - start:.1f} s", flush=True)
    if not _facts_in(verb, PASSAGES_SCOPE):
        for text, facts in _TEXTS:
            arguments = {"content": text, "facts": facts, "source": "notes", "date": "2024-05-01"}
            verb("memory_remember", {"scope": PASSAGES_SCOPE, **arguments})


def _facts_in(verb: Any, scope: str) -> int:
    status = verb("memory_status", {"scope": scope})
    return next((s.get("facts", 0) for s in status.get("scopes", []) if s.get("scope") == scope), 0)


_WORKS_AT = {"source": "Dana", "target": "Acme", "type": "works_at"}
_TEXTS = [
    (
        "Dana works at Acme in Berlin.",
        {
            "entities": [
                {"name": "Dana", "type": "Person", "attributes": {"role": "engineer"}},
                {"name": "Acme", "type": "Company"},
            ],
            "relations": [
                {**_WORKS_AT, "attributes": {"since": 2020}},
                {"source": "Acme", "target": "Berlin", "type": "based_in", "weight": 0.5},
            ],
        },
    ),
    (
        "Since 2021 Dana has lived in Berlin, near Acme.",
        {"relations": [{"source": "Dana", "target": "Berlin", "type": "lives_in"}]},
    ),
]


def door(token: str) -> Any:
    """respond(arguments) -> (status, body bytes): a recall through the door, in this thread."""
    from django.conf import settings

    from graph.transport.api_handler import ThreadedApiHandler

    handler = ThreadedApiHandler(settings.API_MIDDLEWARE, ThreadPoolExecutor(max_workers=1))

    def respond(arguments: dict) -> tuple[int, bytes]:
        body = json.dumps(arguments).encode()
        status, _headers, content = handler._respond(
            scope_of("POST", "/v1/memory/recall", token, body), io.BytesIO(body)
        )
        return status, content

    return respond


def cpu_a_call(run: Any, calls: int) -> float:
    """CPU µs a call of `run()` over `calls` calls, after 100 to warm."""
    for _ in range(100):
        run()
    start = time.process_time()
    deque(starmap(run, repeat((), calls)), maxlen=0)  # callgrind counts inside starmap (above)
    return (time.process_time() - start) * 1e6 / max(calls, 1)


def main() -> None:
    os.environ["MEMORYMESH_RATE_LIMIT_PER_SECOND"] = "0"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--only", help="one of verb-100k, door-100k, verb-one-fact, door-one-fact")
    parser.add_argument("--dump", help="write the door's replies of the compared recalls to this file")
    args = parser.parse_args()
    setup_django()
    token = bench_token("wrk")
    verb = verb_caller(token)
    prepare(verb)
    respond = door(token)
    if args.dump:
        replies = [respond(arguments) for arguments in DUMPED]
        with open(args.dump, "wb") as out:
            for arguments, (status, body) in zip(DUMPED, replies, strict=True):
                out.write(json.dumps(arguments).encode() + b"\n" + str(status).encode() + b" " + body + b"\n")
        print(f"wrote {len(replies)} replies to {args.dump}")
    runners = {}
    for route, arguments in ROUTES.items():
        runners[f"verb-{route}"] = lambda a=arguments: verb("memory_recall", a)
        runners[f"door-{route}"] = lambda a=arguments: respond(a)
    for name, run in runners.items():
        if args.only in (None, name):
            print(f"{name:<14} CPU {cpu_a_call(run, args.calls):7.1f} µs a call", flush=True)


if __name__ == "__main__":
    main()
