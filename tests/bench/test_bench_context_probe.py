"""The probe's --targets judges issue #27's targets from hand-made rankings as the issue words them."""

from bench.bench_context_probe import judge_targets
from bench.eval_locomo import Tally


def _figures(server_rankings: list[tuple[int, list[str], list[str]]], bm25_rankings=None) -> dict:
    """{"server", "bm25"} summaries of (category, ranked keys, evidence) triples; BM25 ranks
    alike unless given its own."""
    server, bm25 = Tally(), Tally()
    for category, keys, evidence in server_rankings:
        server.add(category, keys, evidence)
    for category, keys, evidence in bm25_rankings or server_rankings:
        bm25.add(category, keys, evidence)
    return {"server": server.summary(), "bm25": bm25.summary()}


def _by_target(verdicts, stem):
    return {v.target.split(" R@10")[0]: v for v in verdicts if v.set == stem}


def test_multi_hop_needs_every_evidence_turn_of_some_questions_in_the_top_10():
    # Two multi-hop questions, each with one of its two turns found: R@10 50 (under 55) and
    # all-evidence@10 0; a third finding both lifts R@10 to 66.7 and all-evidence to 33.3.
    half = [(1, ["a", "x"], ["a", "b"]), (1, ["c", "x"], ["c", "d"])]
    verdicts = _by_target(judge_targets({"devset": _figures(half)}), "devset")
    assert verdicts["multi-hop"].figure == "50.0, all 0.0"
    assert not verdicts["multi-hop"].met
    verdicts = _by_target(judge_targets({"devset": _figures([*half, (1, ["e", "f"], ["e", "f"])])}), "devset")
    assert verdicts["multi-hop"].figure == "66.7, all 33.3"
    assert verdicts["multi-hop"].met


def test_temporal_must_also_rank_its_answer_as_high_as_bm25_does():
    # The answer is in the top 10 (R@10 100) but second, where BM25 puts it first: MRR 50 < 100.
    server = [(2, ["x", "when"], ["when"])]
    bm25 = [(2, ["when", "x"], ["when"])]
    verdict = _by_target(judge_targets({"devset_depth": _figures(server, bm25)}), "devset_depth")["temporal"]
    assert verdict.figure == "100.0, MRR 50.0"
    assert verdict.bm25 == "100.0, MRR 100.0"
    assert not verdict.met
    verdict = _by_target(judge_targets({"devset_depth": _figures(bm25, server)}), "devset_depth")["temporal"]
    assert verdict.met


def test_recall_at_10_counts_only_the_first_ten_and_each_floor_is_inclusive():
    eleventh = [*(f"n{i}" for i in range(10)), "hit"]
    rankings = [(4, eleventh, ["hit"])] + [(4, ["hit"], ["hit"])] * 19  # 19 of 20 in the top 10: 95
    rankings += [(3, ["hit"], ["hit"]), (3, eleventh, ["hit"])]  # open-domain 50.0: exactly its floor
    verdicts = _by_target(judge_targets({"devset": _figures(rankings)}), "devset")
    assert verdicts["single-hop"].figure == "95.0" and verdicts["single-hop"].met
    assert verdicts["open-domain"].figure == "50.0" and verdicts["open-domain"].met
    assert verdicts["overall"].figure == "90.9" and verdicts["overall"].met
    assert "adversarial" not in verdicts  # a set without the category is not judged on it


def test_japanese_and_chinese_sets_are_judged_against_the_english_depth_set_of_their_part():
    found, missed = (2, ["a"], ["a"]), (2, ["x"], ["a"])
    english = _figures([found] * 4 + [missed])  # 80.0
    figures = {
        "devset_depth": english,
        "devset_depth_ja": _figures([found] * 3 + [missed]),  # 75.0: 5 under, still within
        "devset_depth_zh": _figures([found] * 7 + [missed] * 3),  # 70.0
        "devset_depth_zh_heldout": _figures([found]),  # its English twin was not measured
    }
    verdicts = {v.set: v for v in judge_targets(figures) if "English" in v.target}
    assert verdicts["devset_depth_ja"].met
    assert not verdicts["devset_depth_zh"].met
    assert verdicts["devset_depth_zh"].target == "R@10 within 5 of English (devset_depth 80.0)"
    assert "devset_depth_zh_heldout" not in verdicts
