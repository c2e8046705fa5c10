"""Scale: the verbs on scopes of 10k and 100k facts (1M when asked), beside the physical bar.

For each size it builds a fresh scope through the public bulk path — `remember` over HTTP
of 1,000 entities + 5,000 relations a call, drawn from a pool of facts/5 entities so the
graph is one connected web, each call with a short text (a passage) naming five of them —
then, after the VACUUM ANALYZE that autovacuum would soon run:

- bulk remember: facts/s over the whole build and over its last calls (full size), sent by
  `--writers` concurrent clients (default 1) whose names overlap;
- one client, over HTTP: p50/p99 of recall, search_nodes, neighborhood (2 hops), open_nodes,
  context and a small remember;
- a mixed 80/20 read/write load at 1, 8, 32 and 128 concurrent clients: calls/s, p50, p99,
  and any 5xx;
- the database's growth per fact stored, and the web process's memory (RSS, PSS).

The physical bar, measured in the same run on the same embedded PostgreSQL: raw COPY of
as many rows as the build stored (into a table without indexes), an indexed lookup (a
prepared primary-key SELECT over psycopg), and a trivial ASGI endpoint under the same
uvicorn. Each figure is printed beside the bar's and as a ratio to it. JSON goes to
bench/results/scale_<timestamp>.json.

    .venv/bin/python -m bench.bench_scale                   # 10k and 100k facts
    .venv/bin/python -m bench.bench_scale --facts 1000000   # sizes are comma-separated
    .venv/bin/python -m bench.bench_scale --facts 100000 --writers 2
    .venv/bin/python -m bench.bench_scale --scope scale1000000_ab12cd --baseline /tmp/base
                                 # a scope built before: one-client figures beside another checkout
"""

import argparse
import asyncio
import io
import json
import random
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

from bench.bench_memorymesh import arms_in_turn
from bench.bench_throughput import measure_level, memory_of
from bench.harness import Server, timed
from bench.in_process import BENCH_DB, bench_token, entity_names, setup_django

RESULTS = Path(__file__).resolve().parent / "results"
ENTITIES_PER_CALL, RELATIONS_PER_CALL = 1000, 5000
LATENCY_CALLS = 300
LEVELS = (1, 8, 32, 128)
RELATION_TYPES = ("KNOWS", "MENTORS", "WORKS_WITH")
NO_RATE_LIMIT = {"MEMORYMESH_RATE_LIMIT_PER_SECOND": "0"}


def _pctl(samples: list[float], pct: int) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * pct / 100))], 2)


def build(url: str, token: str, scope: str, facts: int, rng: random.Random, writers: int = 1) -> dict:
    """Fill `scope` with about `facts` distinct relations from `writers` concurrent clients
    (their names overlap, as agents loading one scope's memory would); returns the figures."""
    pool = [f"Person {i}" for i in range(max(ENTITIES_PER_CALL, facts // 5))]
    lock = threading.Lock()
    stored, named_so_far, finished = [0], set(), []

    def next_body() -> dict | None:
        with lock:  # one rng, one order of bodies, whatever the number of writers
            if stored[0] >= facts:
                return None
            chosen = rng.sample(pool, ENTITIES_PER_CALL)
            named_so_far.update(chosen)
            relations = [
                {"source": rng.choice(chosen), "target": rng.choice(chosen), "type": rng.choice(RELATION_TYPES)}
                for _ in range(RELATIONS_PER_CALL)
            ]
            named = rng.sample(chosen, 5)
            stored[0] += RELATIONS_PER_CALL  # counted when sent, corrected from the reply
            return {
                "scope": scope,
                "content": f"{named[0]} met {named[1]} and {named[2]} at the "
                f"{rng.choice(['lab', 'office', 'market'])}; {named[3]} later mentored {named[4]}.",
                "facts": {"entities": [{"name": n, "type": "Person"} for n in chosen], "relations": relations},
            }

    def writer() -> None:
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=600) as client:
            while (body := next_body()) is not None:
                reply = client.post("/v1/memory/remember", json=body)
                reply.raise_for_status()
                answer = reply.json()
                created = answer["relations"]["created"]
                with lock:
                    stored[0] += created - RELATIONS_PER_CALL
                    finished.append((time.perf_counter(), created + answer["entities"]["created"]))

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=writers) as threads:
        for running in [threads.submit(writer) for _ in range(writers)]:
            running.result()
    elapsed = time.perf_counter() - started
    # The rate once the scope is nearly full: facts stored between the last calls' answers.
    last = finished[-max(6, 3 * writers):]
    return {
        "facts": stored[0],
        "entities": len(named_so_far),
        "calls": len(finished),
        "writers": writers,
        "build_seconds": round(elapsed, 1),
        "build_facts_per_s": round(stored[0] / elapsed),
        "last_calls_facts_per_s": round(sum(n for _, n in last[1:]) / (last[-1][0] - last[0][0])),
        # Only names stored: a name never sent would measure a fast 404.
        "pool": sorted(named_so_far),
    }


def latency_calls(client: httpx.Client, scope: str, pool: list[str], rng: random.Random) -> dict:
    """The one-client calls, by verb: each a request with a name drawn from `pool` by `rng`."""

    def name() -> str:
        return rng.choice(pool)

    return {
        "recall": lambda: client.post("/v1/memory/recall", json={"scope": scope, "subject": name(), "k": 20}),
        "search_nodes": lambda: client.post("/v1/graph/search_nodes", json={"scope": scope, "query": name()}),
        "neighborhood (2 hops)": lambda: client.post(
            "/v1/graph/neighborhood", json={"scope": scope, "name": name(), "hops": 2, "limit": 50}),
        "open_nodes (2 names)": lambda: client.post(
            "/v1/graph/open_nodes", json={"scope": scope, "names": [name(), name()]}),
        "context": lambda: client.post("/v1/memory/context", json={"scope": scope, "query": f"who did {name()} meet?"}),
        "remember (small)": lambda: client.post("/v1/memory/remember", json={
            "scope": scope, "facts": {"entities": [{"name": f"Note {uuid.uuid4().hex[:10]}"}, {"name": name()}],
                                      "relations": [{"source": name(), "target": name(), "type": "NOTED"}]}}),
    }


def latencies(client: httpx.Client, scope: str, pool: list[str], rng: random.Random) -> dict:
    figures = {}
    for verb, call in latency_calls(client, scope, pool, rng).items():
        reply = call()
        assert reply.status_code == 200, f"{verb}: {reply.status_code} {reply.text[:300]}"
        samples = timed(call, LATENCY_CALLS, warmup=10)
        figures[verb] = {"p50_ms": _pctl(samples, 50), "p99_ms": _pctl(samples, 99)}
    return figures


def mixed(url: str, token: str, scope: str, pool: list[str]) -> dict:
    def request(i: int) -> tuple[str, str, dict]:
        subject = pool[(i * 7919) % len(pool)]
        if i % 5 == 4:
            entities = [{"name": f"Mixed {uuid.uuid4().hex[:10]}"}, {"name": subject}]
            return "POST", "/v1/memory/remember", {"scope": scope, "facts": {"entities": entities, "relations": []}}
        if i % 5 in (0, 1):
            return "POST", "/v1/memory/recall", {"scope": scope, "subject": subject, "k": 20}
        if i % 5 == 2:
            return "POST", "/v1/graph/search_nodes", {"scope": scope, "query": subject}
        return "POST", "/v1/graph/neighborhood", {"scope": scope, "name": subject, "hops": 2, "limit": 50}

    figures = {}
    for clients in LEVELS:
        rate, p50, p99, statuses = asyncio.run(measure_level(url, token, request, clients))
        figures[str(clients)] = {"calls_per_s": round(rate, 1), "p50_ms": round(p50, 1), "p99_ms": round(p99, 1),
                                 "5xx": sum(n for code, n in statuses.items() if code >= 500),
                                 "non_200": sum(n for code, n in statuses.items() if code != 200)}
    return figures


def database_bytes() -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_database_size(%s)", [BENCH_DB])
        return cursor.fetchone()[0]


def vacuum() -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        for table in ("graph_entity", "graph_fact", "graph_passage", "graph_document"):
            cursor.execute(f"VACUUM ANALYZE {table}")


def physical_bar(rows: int) -> dict:
    """Raw COPY of `rows` rows of a fact's shape, and a primary-key lookup, on the same server."""
    from django.db import connection

    rng = random.Random(1)
    buffer = io.StringIO()
    for i in range(rows):
        buffer.write(f"{i}\t{rng.randrange(rows)}\t{rng.randrange(rows)}\tKNOWS\t1.0\n")
    data = buffer.getvalue()
    connection.ensure_connection()
    raw = connection.connection
    with raw.cursor() as cursor:
        cursor.execute("DROP TABLE IF EXISTS bench_bar")
        cursor.execute("CREATE TABLE bench_bar (id bigint, subject bigint, object bigint, type text, weight real)")
        started = time.perf_counter()
        with cursor.copy("COPY bench_bar FROM STDIN") as copy:
            copy.write(data)
        raw.commit()
        copy_rate = rows / (time.perf_counter() - started)
        cursor.execute("ALTER TABLE bench_bar ADD PRIMARY KEY (id)")
        raw.commit()
        keys = iter([rng.randrange(rows) for _ in range(LATENCY_CALLS + 20)])
        samples = timed(lambda: cursor.execute("SELECT * FROM bench_bar WHERE id = %s", [next(keys)], prepare=True)
                        .fetchall(), LATENCY_CALLS, warmup=20)
        cursor.execute("DROP TABLE bench_bar")
        raw.commit()
    return {
        "copy_rows_per_s": round(copy_rate),
        "lookup_p50_ms": _pctl(samples, 50),
        "lookup_p99_ms": _pctl(samples, 99),
    }


def trivial_http() -> dict:
    server = Server(app="bench.bench_throughput:trivial_app")
    try:
        with httpx.Client(base_url=server.url) as client:
            samples = timed(lambda: client.get("/"), LATENCY_CALLS)
    finally:
        server.stop()
    return {"p50_ms": _pctl(samples, 50), "p99_ms": _pctl(samples, 99)}


def measure(size: int, token: str, writers: int = 1) -> dict:
    rng = random.Random(size)
    scope = f"scale{size}_{uuid.uuid4().hex[:6]}"
    before = database_bytes()
    server = Server(env=NO_RATE_LIMIT)
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=600) as client:
            built = build(server.url, token, scope, size, rng, writers)
            pool = built.pop("pool")
            vacuum()
            grown = database_bytes() - before
            result = {"build": built, "db_bytes_per_fact": round(grown / built["facts"]),
                      "one_client": latencies(client, scope, pool, rng)}
        result["mixed_80_20"] = mixed(server.url, token, scope, pool)
        rss, pss = memory_of(server.proc.pid)
        result["web_memory_mib"] = {"rss": round(rss), "pss": round(pss)}
    finally:
        server.stop()
    result["bar"] = physical_bar(built["facts"])
    return result


def print_size(size: int, result: dict, http_bar: dict) -> None:
    built, bar = result["build"], result["bar"]
    print(f"\n== {built['facts']:,} facts over {built['entities']:,} entities ({built['calls']} remember calls "
          f"from {built['writers']} writer(s))")
    print(f"bulk remember: {built['build_facts_per_s']:,} facts/s over the build, "
          f"{built['last_calls_facts_per_s']:,} at full size; raw COPY {bar['copy_rows_per_s']:,} rows/s "
          f"({built['last_calls_facts_per_s'] / bar['copy_rows_per_s']:.1%} of it)")
    print(f"database growth: {result['db_bytes_per_fact']:,} bytes per fact (indexes, passages and documents included)")
    print(f"{'one client':<24}{'p50 ms':>9}{'p99 ms':>9}   ratio of p50 to the bar")
    for verb, figures in result["one_client"].items():
        print(f"{verb:<24}{figures['p50_ms']:>9.2f}{figures['p99_ms']:>9.2f}   "
              f"{figures['p50_ms'] / http_bar['p50_ms']:.1f}× a trivial HTTP answer, "
              f"{figures['p50_ms'] / bar['lookup_p50_ms']:.0f}× an indexed lookup")
    print(f"{'mixed 80/20':<24}{'calls/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'5xx':>6}{'non-200':>9}")
    for clients, figures in result["mixed_80_20"].items():
        print(f"{clients + ' clients':<24}{figures['calls_per_s']:>9.1f}{figures['p50_ms']:>9.1f}"
              f"{figures['p99_ms']:>9.1f}{figures['5xx']:>6}{figures['non_200']:>9}")
    memory = result["web_memory_mib"]
    print(f"web memory after the run: RSS {memory['rss']} MiB, PSS {memory['pss']} MiB")


def compare(scope: str, token: str, baseline: Path, rounds: int = 4) -> dict:
    """One-client p50/p99 of each verb on a scope built earlier, this checkout against
    `baseline` served at the same time, in alternating rounds (both arms ask for the same
    names in a round), so that load from elsewhere on the machine falls on both alike."""
    pool = entity_names("bench", scope, 20_000)
    servers = {"baseline": Server(tree=baseline, env=NO_RATE_LIMIT), "this": Server(env=NO_RATE_LIMIT)}
    samples: dict[tuple[str, str], list[float]] = {}
    try:
        clients = {arm: httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=600)
                   for arm, server in servers.items()}
        for verb in latency_calls(clients["this"], scope, pool, random.Random(0)):
            for round_ in range(rounds):
                for arm in arms_in_turn(servers, round_):
                    call = latency_calls(clients[arm], scope, pool, random.Random(round_))[verb]
                    reply = call()
                    assert reply.status_code == 200, f"{arm} {verb}: {reply.status_code} {reply.text[:300]}"
                    got = timed(call, LATENCY_CALLS // rounds, warmup=10 if round_ == 0 else 0)
                    samples.setdefault((verb, arm), []).extend(got)
        for client in clients.values():
            client.close()
    finally:
        for server in servers.values():
            server.stop()
    figures = {
        verb: {arm: {"p50_ms": _pctl(samples[verb, arm], 50), "p99_ms": _pctl(samples[verb, arm], 99)}
               for arm in servers}
        for verb in dict.fromkeys(verb for verb, _arm in samples)  # each verb once, in the order measured
    }
    print(f"\n== {scope}, one client, {baseline} (baseline) against this checkout, {rounds} alternating rounds")
    print(f"{'':<24}{'baseline p50':>13}{'p99':>8}{'this p50':>10}{'p99':>8}{'× p50':>8}")
    for verb, arms in figures.items():
        base, this = arms["baseline"], arms["this"]
        print(f"{verb:<24}{base['p50_ms']:>13.2f}{base['p99_ms']:>8.2f}{this['p50_ms']:>10.2f}{this['p99_ms']:>8.2f}"
              f"{base['p50_ms'] / this['p50_ms']:>8.2f}")
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--facts", default="10000,100000", help="comma-separated scope sizes (default 10000,100000)")
    parser.add_argument("--writers", type=int, default=1, help="concurrent clients building each scope (default 1)")
    parser.add_argument("--scope", help="with --baseline: a scope this bench built earlier, measured again")
    parser.add_argument("--baseline", type=Path, help="with --scope: another checkout, served beside this one")
    options = parser.parse_args(argv if argv is not None else [])
    setup_django()
    token = bench_token()
    if options.scope or options.baseline:
        if not (options.scope and options.baseline):
            parser.error("--scope and --baseline go together")
        RESULTS.mkdir(parents=True, exist_ok=True)
        path = RESULTS / f"scale_compare_{time.strftime('%Y%m%d-%H%M%S')}.json"
        path.write_text(json.dumps({options.scope: compare(options.scope, token, options.baseline)}, indent=1) + "\n")
        print(f"\nwritten to {path}")
        return
    http_bar = trivial_http()
    print(f"bar: a trivial ASGI endpoint under the same uvicorn: p50 {http_bar['p50_ms']} ms, "
          f"p99 {http_bar['p99_ms']} ms")
    results = {}
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"scale_{time.strftime('%Y%m%d-%H%M%S')}.json"
    for size in (int(s) for s in options.facts.split(",")):
        results[str(size)] = measure(size, token, options.writers)
        print_size(size, results[str(size)], http_bar)
        path.write_text(json.dumps({"trivial_http": http_bar, "sizes": results}, indent=1) + "\n")
    print(f"\nwritten to {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
