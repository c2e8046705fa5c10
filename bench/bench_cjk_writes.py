"""What keeping Japanese and Chinese terms costs a write: `remember` of each session of the
Japanese and Chinese depth sets, with the CJK parts on and off, alternating, in one run.

"Off" is the same code with the CJK statistics triggers disabled and cjk_words left empty
(the passage_vector call replaced by ''), so the difference is what this work adds to a
write: splitting the text, the GIN index entries and the triggers' update of graph_scopeterm.
In process, on the bench database, meaning off.

    .venv/bin/python -m bench.bench_cjk_writes [--rounds N]
"""

import argparse
import json
import os
import statistics
import time
import uuid
from pathlib import Path

from bench.eval_locomo import sample_passages, session_date
from bench.in_process import bench_token, setup_django, verb_caller

DATA = Path(__file__).resolve().parent / "data"
SETS = ["devset_depth_ja.json", "devset_depth_zh.json"]
TRIGGERS = ["graph_passage_cjk_terms_insert", "graph_passage_cjk_terms_update", "graph_passage_cjk_terms_delete"]


def _switch(on: bool) -> None:
    """The CJK triggers and the write path's splitting, on or off."""
    from django.db import connection

    import graph.services.texts as texts
    from graph.text.cjk_words import passage_vector

    texts.passage_vector = passage_vector if on else (lambda _text: "")
    with connection.cursor() as cursor:
        for trigger in TRIGGERS:
            cursor.execute(f"ALTER TABLE graph_passage {'ENABLE' if on else 'DISABLE'} TRIGGER {trigger}")


def _session_ms(call, sessions: list) -> list[float]:
    name = f"cjk-writes-{uuid.uuid4().hex[:8]}"
    times = []
    for date, passages in sessions:
        start = time.perf_counter()
        call("memory_remember", {"scope": name, "passages": passages, "date": session_date(date)})
        times.append((time.perf_counter() - start) * 1000 / len(passages))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_cjk_writes", description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each set is written with the CJK parts on and off")
    args = parser.parse_args()
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "off")
    setup_django()
    call = verb_caller(bench_token())
    sessions = [s for name in SETS for sample in json.loads((DATA / name).read_text()) for s in sample_passages(sample)]
    figures: dict[bool, list[float]] = {True: [], False: []}
    try:
        for _ in range(args.rounds):
            for on in (False, True):
                _switch(on)
                figures[on] += _session_ms(call, sessions)
    finally:
        _switch(True)
    off, on = statistics.median(figures[False]), statistics.median(figures[True])
    turns = sum(len(p) for _d, p in sessions)
    print(f"remember of {len(sessions)} sessions ({turns} turns) x {args.rounds}, load {os.getloadavg()[0]:.1f}")
    print(f"  per turn, median over sessions: CJK parts off {off:.3f} ms, on {on:.3f} ms, ratio {on / off:.2f}")


if __name__ == "__main__":
    main()
