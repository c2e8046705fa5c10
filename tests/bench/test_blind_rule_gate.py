"""The per-rule gate of bench_blind_rules is learnt without the part it is applied to (leave one part out)."""

import json

from bench.bench_blind_rules import BLIND_RUNS, demoted_without, yields
from teams.extraction.tagger import MODELS, weak_rules


def test_a_rule_is_demoted_by_its_record_on_the_other_parts_only():
    by_part = {
        "heldout-1": [("en.often_wrong", False), ("en.often_wrong", False), ("en.sure", True)],
        "heldout-2": [("en.often_wrong", False), ("en.sure", True), ("en.sure", True)],
        "heldout-3": [("en.often_wrong", True), ("en.often_wrong", True), ("en.often_wrong", True)],
    }
    # Without part 3, en.often_wrong was right in none of its 3 drafts; without part 1, in 3 of 4.
    assert demoted_without(by_part, "heldout-3", 0.8, 3) == {"en.often_wrong"}
    assert demoted_without(by_part, "heldout-1", 0.8, 3) == {"en.often_wrong"}
    assert demoted_without(by_part, "heldout-1", 0.7, 3) == set()
    # A rule with fewer blind drafts than the minimum is never judged.
    assert demoted_without(by_part, "heldout-3", 0.8, 4) == set()


def _memory(relation: str, obj: str) -> dict:
    return {"kind": "memory", "who": "self", "relation": relation, "obj": obj}


def test_a_demoted_rule_yields_where_the_mode_says():
    text = "私はいつもフィーチャーブランチを使います。"
    rule = _memory("USES", "フィーチャーブランチ")
    other = [_memory("HAS_HABIT", "フィーチャーブランチ")]
    elsewhere = [_memory("HAS_NAME", "私")]
    assert yields(rule, [], text, "always")
    # conflict: only where the tagger reads the same words as another memory.
    assert yields(rule, other, text, "conflict")
    assert not yields(rule, [], text, "conflict") and not yields(rule, elsewhere, text, "conflict")
    assert not yields(rule, [rule], text, "conflict")
    # busy: wherever the tagger reads some memory of the turn and not this one.
    assert yields(rule, elsewhere, text, "busy") and not yields(rule, [], text, "busy")


def test_the_shipped_weak_rules_were_chosen_from_every_blind_run_at_the_gate():
    record = json.loads((MODELS / "weak_rules.json").read_text(encoding="utf-8"))
    # A new blind part means writing the file again (bench_blind_rules --write-weak-rules).
    assert record["blind_runs"] == [split for split, _commit in BLIND_RUNS]
    assert (record["gate"], record["min_drafts"]) == (0.8, 3)
    assert record["patterns"] and set(record["patterns"]) == weak_rules()
    for tally in record["patterns"].values():
        drafts = tally["right"] + tally["wrong"]
        assert drafts >= 3 and tally["right"] / drafts < 0.8
