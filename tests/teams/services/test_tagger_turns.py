"""The tagger's memories through a real turn: stored as implicit memories, reported with their span, and
never ending a stronger memory (they wait as a conflict)."""

import pytest

from tests.teams.turns import post, say, texts

# The rules read no memory here; the tagger reads the role ("… at a wine bar in Porto" is read by the rules since
# round 9: a kind of place, then its town).
SOMMELIER = "I'm a sommelier at a wine bar near Porto."


@pytest.fixture
def dana(make_user, client_for):
    return client_for(make_user("dana")[1])


def test_a_turn_stores_what_the_tagger_is_sure_of(dana):
    report = say(dana, "run-1", SOMMELIER)
    stored = [(s["dimension"], s["relation"], s["object"], s["confidence"]) for s in report["stored"]]
    assert ("account", "HAS_ROLE", "sommelier", 0.75) in stored
    span = next(s["span"] for s in report["stored"] if s["object"] == "sommelier")
    assert (span["message"], span["text"], SOMMELIER[span["start"] : span["end"]]) == (1, "sommelier", "sommelier")
    assert any("sommelier" in line for line in texts(post(dana, "query", dimensions=["account"]), "account"))


def test_the_tagger_never_ends_a_stronger_memory(dana):
    say(dana, "run-1", "Remember that I'm a history teacher.")
    report = say(dana, "run-2", SOMMELIER)
    assert report["ended"] == []
    assert [c for c in report["conflicts"] if "sommelier" in str(c)]
    current = texts(post(dana, "query", dimensions=["account"]), "account")
    assert any("history teacher" in line for line in current)
