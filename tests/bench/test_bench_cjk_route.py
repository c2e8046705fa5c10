"""bench_cjk_route stores exactly the turns asked for, the set's sessions again when it holds fewer."""

import json

from bench.bench_cjk_route import DATA, _sessions
from bench.eval_locomo import sample_passages


def test_the_stored_sessions_hold_the_turns_asked_for():
    samples = json.loads(DATA.read_text())
    held = sum(len(passages) for sample in samples for _date, passages in sample_passages(sample))
    assert held < 600
    for turns in (60, 600):
        keys = [p["key"] for _date, passages in _sessions(samples, turns) for p in passages]
        assert len(keys) == turns
    # Beyond what the set holds, its sessions come again, their keys marked with the round.
    assert sum(key.endswith("#1") for key in keys) == 600 - held
