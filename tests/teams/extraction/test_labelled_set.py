"""The labelled turns of tests/fixtures/extraction_labelled.jsonl (issue #25): their shape, and the
targets on the part the patterns were tuned on. The held-out part is scored by bench/bench_team.py
and reported, never asserted here: a test failing on it would invite tuning on it."""

from collections import Counter

import pytest

from bench.team_labels import HELD_OUT, NOT_TUNED, labelled_turns, score

THRESHOLD = 0.7  # the default confidence threshold of the per-turn job (bench/bench_team.py)
TURNS = labelled_turns()
# "tuning-2", the second tuning part (474 turns), was written and committed before any rule was changed
# for it (untuned: EN 0.897/0.681, JA 0.898/0.617, ZH 0.907/0.682); the rules were tuned on it since.
# "heldout-2" (160 turns) was the held-out part until "heldout-3" was written, and "heldout-3" (181 turns)
# until "heldout-4" was written (198 turns, committed before any rule change); both are tuned on since.
# "heldout-4" was measured once and is tuned on since; "heldout-5" and "heldout-6" (240 turns) were written
# blind, measured once each, and tuned on in round 3 (tuned since); "heldout-7" (240 turns,
# tests/fixtures/extraction_heldout7.md), written blind as well, was measured once and tuned on in round 4;
# "heldout-8", to be written blind, is the held-out part.
TUNED = [t for t in TURNS if t.get("split") not in NOT_TUNED]
_KINDS = {"memory", "end", "forget"}


def test_the_set_holds_600_turns_and_its_parts_60_per_language():
    tuning_2 = Counter(t["lang"] for t in TURNS if t.get("split") == "tuning-2")
    heldout_2 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-2")
    heldout_3 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-3")
    heldout_4 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-4")
    held_out = Counter(t["lang"] for t in TURNS if t.get("split") == HELD_OUT)
    assert len(TURNS) >= 600
    assert set(tuning_2) == {"en", "ja", "zh"} and min(tuning_2.values()) >= 150
    assert set(heldout_2) == {"en", "ja", "zh"} and min(heldout_2.values()) >= 50
    assert set(heldout_3) == {"en", "ja", "zh"} and min(heldout_3.values()) >= 60
    assert set(heldout_4) == {"en", "ja", "zh"} and min(heldout_4.values()) >= 60
    heldout_5 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-5")
    assert set(heldout_5) == {"en", "ja", "zh"} and min(heldout_5.values()) >= 60
    heldout_6 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-6")
    assert set(heldout_6) == {"en", "ja", "zh"} and min(heldout_6.values()) >= 60
    heldout_7 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-7")
    assert set(heldout_7) == {"en", "ja", "zh"} and min(heldout_7.values()) >= 60
    heldout_8 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-8")
    assert set(heldout_8) == {"en", "ja", "zh"} and min(heldout_8.values()) >= 60
    heldout_9 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-9")
    assert set(heldout_9) == {"en", "ja", "zh"} and min(heldout_9.values()) >= 60
    heldout_10 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-10")
    assert set(heldout_10) == {"en", "ja", "zh"} and min(heldout_10.values()) >= 60
    heldout_11 = Counter(t["lang"] for t in TURNS if t.get("split") == "heldout-11")
    assert set(heldout_11) == {"en", "ja", "zh"} and min(heldout_11.values()) >= 60
    assert HELD_OUT == "heldout-12"
    # Part 12 is written blind by someone who has not seen the rules, and appended after it is measured once (until
    # then it is not in the set).
    assert not held_out or (set(held_out) == {"en", "ja", "zh"} and min(held_out.values()) >= 60)
    held_out_texts = {t["text"] for t in TURNS if t.get("split") == HELD_OUT}
    assert not held_out_texts & {t["text"] for t in TUNED}, "a held-out turn is not also a tuned one"


def test_a_turn_written_twice_is_labelled_the_same_both_times():
    labels: dict[str, list] = {}
    for turn in TURNS:
        assert labels.setdefault(turn["text"], turn["expect"]) == turn["expect"]


@pytest.mark.parametrize("turn", TURNS, ids=lambda t: t["text"][:30])
def test_every_label_names_its_kind_object_and_where_it_goes(turn):
    for label in turn["expect"]:
        assert label["kind"] in _KINDS and label["object"].strip()
        if label["kind"] != "forget":
            assert label["dimension"] in {"account", "org", "session"}
        if label["kind"] == "memory":
            assert label["relation"] and label["relation"] == label["relation"].upper()


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_the_tuned_part_meets_the_targets_in_each_language(lang):
    result = score([t for t in TUNED if t["lang"] == lang], THRESHOLD)["overall"]
    assert result["precision"] >= 0.97, result
    assert result["recall"] >= 0.85, result
