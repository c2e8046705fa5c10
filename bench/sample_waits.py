"""What the database waits on while small remembers run: `python -m bench.sample_waits`.

Runs bench_throughput's small `remember` at 8 and 32 clients against 1 and then 2 web
processes, and meanwhile samples pg_stat_activity every 20 ms from its own connection:
the state and wait event of every client backend of the bench database. Lock waits name
the statement. docs/performance.md reads the result.
"""

import asyncio
import threading
import time
import uuid
from collections import Counter

import psycopg

from bench.bench_throughput import NO_RATE_LIMIT, _level, _routes
from bench.harness import Server
from bench.in_process import bench_token, setup_django

SAMPLE = """
    SELECT state, wait_event_type, wait_event, left(query, 40) FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
"""


def sample(conninfo: dict, stop: threading.Event, waits: Counter, states: Counter) -> None:
    with psycopg.connect(**conninfo, autocommit=True) as conn:
        while not stop.is_set():
            for state, kind, event, query in conn.execute(SAMPLE):
                states[state] += 1
                if state != "idle":
                    waits[(state, kind, event, query if kind in ("Lock", "LWLock") else "")] += 1
            time.sleep(0.02)


def main() -> None:
    setup_django()
    from django.db import connections

    params = connections["default"].get_connection_params()
    conninfo = {k: v for k, v in params.items() if k in ("dbname", "user", "host", "port", "password")}
    token = bench_token("throughput")
    for processes in (1, 2):
        server = Server(processes=processes, env=NO_RATE_LIMIT)
        try:
            remember = _routes(f"waits-{uuid.uuid4().hex[:6]}")["remember (small)"]
            for clients in (8, 32):
                stop, waits, states = threading.Event(), Counter(), Counter()
                sampler = threading.Thread(target=sample, args=(conninfo, stop, waits, states))
                sampler.start()
                rate, p50, p99, statuses = asyncio.run(_level(server.url, token, remember, clients))
                stop.set()
                sampler.join()
                print(
                    f"{processes} process(es), {clients:>2} clients: {rate:6.0f} req/s  p50 {p50:6.1f} ms  "
                    f"p99 {p99:6.1f} ms  {dict(statuses)}",
                    flush=True,
                )
                print(f"   backend states sampled: {dict(states)}")
                for key, count in waits.most_common(6):
                    print(f"   {count:5d} {key}")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
