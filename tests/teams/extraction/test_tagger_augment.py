"""Entity-substitution copies of labelled turns (measured, not used by the shipped models)."""

from teams.extraction._tagger_features import tokens_of
from teams.extraction.tagger_training import augmented, tags_of

LIVES_IN = {"kind": "memory", "who": "self", "relation": "LIVES_IN"}
TURNS = [
    {"lang": "en", "text": "I live in Leeds.", "expect": [{**LIVES_IN, "object": "Leeds"}]},
    {"lang": "en", "text": "I moved to Oslo last year.", "expect": [{**LIVES_IN, "object": "Oslo"}]},
    {"lang": "en", "text": "We use Slack.", "expect": [
        {"kind": "memory", "who": "we", "relation": "USES", "object": "Slack"}
    ]},
]


def test_each_object_is_swapped_for_another_of_the_same_label_and_the_copies_are_the_same_each_run():
    copies = augmented(TURNS, 1)
    assert copies == augmented(TURNS, 1)
    assert [c["text"] for c in copies[:2]] == ["I live in Oslo.", "I moved to Leeds last year."]
    # The only USES object is Slack itself: it stays.
    assert copies[2]["text"] == "We use Slack."
    for copy in copies:
        toks = tokens_of(copy["text"], "en")
        assert any(tag.startswith("B-memory|") for tag in tags_of(copy, toks))
