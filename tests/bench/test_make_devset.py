"""The dev set on disk is what the seeded generator writes, and its evidence is well formed."""

import json
from pathlib import Path

import pytest

from bench.eval_locomo import CATEGORIES, session_date, sessions
from bench.make_devset import SETS, build

DATA = Path(__file__).resolve().parent.parent.parent / "bench" / "data"


@pytest.fixture(scope="module", params=list(SETS))
def written(request) -> tuple[str, list[dict]]:
    part = request.param
    return part, json.loads((DATA / SETS[part][3]).read_text())


def test_the_committed_files_are_exactly_what_the_generator_writes(written):
    part, samples = written
    assert build(part) == samples


def test_every_conversation_is_long_and_every_question_cites_its_own_turns(written):
    _part, samples = written
    for sample in samples:
        turns = {t["dia_id"]: t for _date, day in sessions(sample["conversation"]) for t in day}
        assert len(turns) >= 300
        assert len(sample["qa"]) >= 30
        assert {qa["category"] for qa in sample["qa"]} == set(CATEGORIES)
        for qa in sample["qa"]:
            assert qa["evidence"] and set(qa["evidence"]) <= set(turns)
            assert qa["question"].lower() not in " ".join(turns[e]["text"].lower() for e in qa["evidence"])


def test_sessions_are_dated_in_order_and_speakers_are_the_two_named(written):
    _part, samples = written
    for sample in samples:
        conversation = sample["conversation"]
        dates = [session_date(date) for date, _turns in sessions(conversation)]
        assert dates == sorted(dates)
        speakers = {t["speaker"] for _date, day in sessions(conversation) for t in day}
        assert speakers == {conversation["speaker_a"], conversation["speaker_b"]}


def test_adversarial_questions_name_one_speaker_and_cite_the_other(written):
    _part, samples = written
    for sample in samples:
        turns = {t["dia_id"]: t for _date, day in sessions(sample["conversation"]) for t in day}
        a, b = sample["conversation"]["speaker_a"], sample["conversation"]["speaker_b"]
        for qa in (q for q in sample["qa"] if q["category"] == 5):
            named = {s for s in (a, b) if s in qa["question"]}
            spoken = {turns[e]["speaker"] for e in qa["evidence"]}
            assert len(named) == 1 and not named & spoken, qa


def test_held_out_conversations_use_other_speakers():
    def speakers(file_name: str) -> set[str]:
        samples = json.loads((DATA / file_name).read_text())
        return {s["conversation"][k] for s in samples for k in ("speaker_a", "speaker_b")}

    assert not speakers(SETS["dev"][3]) & speakers(SETS["heldout"][3])
    assert not speakers(SETS["heldout2"][3]) & (speakers(SETS["dev"][3]) | speakers(SETS["heldout"][3]))
    others = speakers(SETS["dev"][3]) | speakers(SETS["heldout"][3]) | speakers(SETS["heldout2"][3])
    assert not speakers(SETS["dev2"][3]) & others


def test_the_second_held_out_part_tells_all_its_own_storylines_and_asks_eight_adversarial_questions():
    """heldout2 (written blind) has all six of its storylines in each conversation, and 8 ADVERSARIAL
    questions a conversation (its own storylines ask three each, the shared ones one or two)."""
    samples = json.loads((DATA / SETS["heldout2"][3]).read_text())
    assert len(samples) == SETS["heldout2"][1] == 4
    for sample in samples:
        text = " ".join(t["text"] for _date, day in sessions(sample["conversation"]) for t in day)
        for opening in ("We had a fire at home", "beginners' sailing course", "running a bake sale",
                        "Bad news from home: my", "losing my mind with my neighbour", "booked driving lessons"):
            assert opening in text, (sample["sample_id"], opening)
        assert sum(qa["category"] == 5 for qa in sample["qa"]) == 8


def test_the_second_dev_part_tells_all_its_own_storylines_and_asks_eight_adversarial_questions():
    """dev2 (written for adversarial questions) has all six of its storylines in each conversation, and 8
    ADVERSARIAL questions a conversation, most of them from its own storylines (three each)."""
    samples = json.loads((DATA / SETS["dev2"][3]).read_text())
    assert len(samples) == SETS["dev2"][1] == 4
    for sample in samples:
        text = " ".join(t["text"] for _date, day in sessions(sample["conversation"]) for t in day)
        for opening in ("A summons came in the post", "I'm starting a podcast", "high school reunion",
                        "my wisdom teeth have to come out", "is retiring after", "I never learned to swim"):
            assert opening in text, (sample["sample_id"], opening)
        assert sum(qa["category"] == 5 for qa in sample["qa"]) == 8
