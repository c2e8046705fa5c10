"""The per-rule gate of bench_blind_rules is learnt without the part it is applied to (leave one part out)."""

from bench.bench_blind_rules import demoted_without


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
