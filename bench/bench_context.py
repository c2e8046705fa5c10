"""memory_context latency with 100,000 passages and 100,000 facts in one scope (target p95 ≤ 100 ms),
and embedding throughput of the bundled model on this machine (expect ~100 passages/s).

Passages get random unit vectors written straight into the table so the HNSW path is
measured at full size without embedding 100k texts first (that would take ~20 minutes);
the query is embedded by the real model.

Besides the two original kinds of question (a person and a topic; common words only), the
questions of issue #27's depth routes are timed apart at the same size: lists (the category
route over the scope's statistics and the spread over sessions), questions naming a date (the
date route's index read) and who-questions (the name lift over the best candidates).

    .venv/bin/python -m bench.bench_context [--passages N --facts N]   # defaults 100,000 each
    BENCH_CONTEXT_SCOPE=NAME .venv/bin/python -m bench.bench_context   # reuse a loaded scope
"""

import argparse
import os
import random
import time
import uuid

import httpx
import numpy as np

from bench.harness import Server, report, timed
from bench.in_process import (
    bench_token,
    lexicon_installed,
    local_embedding_model,
    setup_django,
    write_passage_vectors,
)

N_ENTITIES = 10_000
N_PASSAGES = 100_000
N_FACTS = 100_000
WORDS = (
    "robotics budget review office launch contract river meeting design prototype sensor battery "
    "market hiring travel conference patent supplier warehouse release dinner garden concert"
).split()


def _sentence(rng: random.Random, names: list[str]) -> str:
    a, b = rng.sample(names, 2)
    w = rng.sample(WORDS, 6)
    return (
        f"{a} discussed the {w[0]} {w[1]} with {b} before the {w[2]}. "
        f"They agreed the {w[3]} needs a new {w[4]} by the {w[5]}."
    )


def load(
    client: httpx.Client,
    scope: str,
    rng: random.Random,
    names: list[str],
    passages: int = N_PASSAGES,
    facts: int = N_FACTS,
) -> None:
    start = time.perf_counter()
    for _ in range(facts // 5000):
        chosen = rng.sample(names, 1000)
        relations = [
            {
                "source": rng.choice(chosen),
                "target": rng.choice(chosen),
                "type": rng.choice(["works_with", "reports_to", "knows", "mentors"]),
            }
            for _ in range(5000)
        ]
        client.post(
            "/v1/memory/remember",
            json={
                "scope": scope,
                "facts": {"entities": [{"name": n, "type": "Person"} for n in chosen], "relations": relations},
            },
        ).raise_for_status()
    print(f"  facts loaded in {time.perf_counter() - start:.1f} s", flush=True)
    start = time.perf_counter()
    for batch in range(passages // 1000):
        passages = [{"text": _sentence(rng, names), "key": f"p{batch}-{i}"} for i in range(1000)]
        client.post("/v1/memory/remember", json={"scope": scope, "passages": passages}).raise_for_status()
    print(f"  passages loaded in {time.perf_counter() - start:.1f} s", flush=True)


def fill_vectors(scope: str) -> None:
    start = time.perf_counter()
    rng = np.random.default_rng(3)

    def unit_vectors(n: int) -> np.ndarray:
        vectors = rng.normal(size=(n, 384))
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    write_passage_vectors(scope, unit_vectors)
    print(f"  random vectors written (HNSW maintained) in {time.perf_counter() - start:.1f} s", flush=True)


def bench_embedding_throughput() -> None:
    model = local_embedding_model()
    model.embed(["warm up"])
    rng = random.Random(5)
    names = [f"Person {i}" for i in range(100)]
    texts = [" ".join(_sentence(rng, names) for _ in range(6)) for _ in range(512)]  # ~100-word passages
    start = time.perf_counter()
    model.embed(texts)
    elapsed = time.perf_counter() - start
    print(f"embedding throughput: {len(texts) / elapsed:.0f} passages/s (~100 words each, batch 32, 2 cores)")


def depth_questions(rng: random.Random, names: list[str], n: int) -> dict[str, list[str]]:
    """`n` questions of each kind the depth routes answer, about the scope's people."""
    lists = ("Which meetings has {} attended?", "What instruments has {} played?", "Which trips did {} take?")
    return {
        "list": [rng.choice(lists).format(rng.choice(names)) for _ in range(n)],
        "dated": [f"What did {rng.choice(names)} discuss on {rng.randint(1, 28)} May 2023?" for _ in range(n)],
        "who": [f"Who discussed the {rng.choice(WORDS)} with {rng.choice(names)}?" for _ in range(n)],
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_context", description=__doc__.splitlines()[0])
    # Smaller sizes are for a smoke run of the bench itself (multiples of 1,000 and 5,000).
    parser.add_argument("--passages", type=int, default=N_PASSAGES)
    parser.add_argument("--facts", type=int, default=N_FACTS)
    parser.add_argument("--calls", type=int, default=300, help="timed calls per kind of question")
    args = parser.parse_args()
    setup_django()
    if not os.environ.get("BENCH_CONTEXT_SCOPE"):
        bench_embedding_throughput()
    token = bench_token()
    server = Server()
    rng = random.Random(11)
    names = [f"Person {i}" for i in range(N_ENTITIES)]
    # BENCH_CONTEXT_SCOPE=<name> reuses a scope loaded by an earlier run (loading takes ~15 min).
    scope = os.environ.get("BENCH_CONTEXT_SCOPE") or f"context-{uuid.uuid4().hex[:8]}"
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=300) as client:
            if not os.environ.get("BENCH_CONTEXT_SCOPE"):
                load(client, scope, rng, names, args.passages, args.facts)
                fill_vectors(scope)
            wordnet = lexicon_installed()  # without it a list question skips its category route
            print(f"  scope {scope}; load average {os.getloadavg()}; WordNet installed: {wordnet}", flush=True)
            questions = [f"What did {rng.choice(names)} discuss about the {rng.choice(WORDS)}?" for _ in range(400)]
            questions += [f"{rng.choice(WORDS)} {rng.choice(WORDS)} plans" for _ in range(200)]
            rng.shuffle(questions)
            it = iter(questions * 3)
            size = f"{args.passages // 1000}k passages, {args.facts // 1000}k facts"
            report(
                f"context ({size})",
                timed(lambda: client.post("/v1/memory/context", json={"scope": scope, "query": next(it)}), args.calls),
            )
            it2 = iter(questions * 3)
            report(
                "context compact, hops=1",
                timed(
                    lambda: client.post(
                        "/v1/memory/context", json={"scope": scope, "query": next(it2), "hops": 1, "compact": True}
                    ),
                    args.calls,
                ),
            )
            # Drawn after the original questions, so those stay the ones earlier runs asked.
            for kind, asked in depth_questions(rng, names, args.calls).items():
                it3 = iter(asked * 2)
                report(
                    f"context, {kind} questions",
                    timed(
                        lambda it3=it3: client.post("/v1/memory/context", json={"scope": scope, "query": next(it3)}),
                        args.calls,
                    ),
                )
            print(f"  load average {os.getloadavg()}", flush=True)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
