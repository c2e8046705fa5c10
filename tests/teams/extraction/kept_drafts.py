"""What extraction keeps of one message, as the tests of sentences from no labelled part compare it, and the
(kind, who, relation) keys those tests expect."""

from collections.abc import Callable

import pytest

from bench.team_labels import labelled_turns
from teams.extraction import extract_message

# The confidence at which a turn's draft is stored rather than suggested (bench.team_labels' default).
KEPT = 0.7

ROLE, WORKS, NAME = ("memory", "self", "HAS_ROLE"), ("memory", "self", "WORKS_AT"), ("memory", "self", "HAS_NAME")
WE_USES, WE_END, SELLS = ("memory", "we", "USES"), ("end", "we", "USES"), ("memory", "we", "SELLS")
MY_END = ("end", "self", "USES")
POLICY, HABIT, MY_HABIT = ("memory", "we", "HAS_POLICY"), ("memory", "we", "HAS_HABIT"), ("memory", "self", "HAS_HABIT")
LOCATED, LIVES = ("memory", "we", "LOCATED_IN"), ("memory", "self", "LIVES_IN")
HOURS, MANAGER = ("memory", "self", "HAS_WORKING_HOURS"), ("memory", "self", "HAS_MANAGER")
DISLIKES, PREFERS = ("memory", "self", "DISLIKES"), ("memory", "self", "PREFERS")
ALLERGY = ("memory", "self", "HAS_ALLERGY")
SPEAKS, ZONE, IS_A = ("memory", "self", "SPEAKS"), ("memory", "self", "HAS_TIMEZONE"), ("memory", "self", "IS_A")
WE_TEAM, ROTA = ("memory", "we", "HAS_TEAM"), ("memory", "we", "HAS_ON_CALL_ROTATION")
STANDUP = ("memory", "we", "HAS_STANDUP_TIME")
GITHUB, CALLED = ("memory", "self", "HAS_GITHUB_HANDLE"), ("memory", "other", "IS_CALLED")
NOTE = ("memory", "session", "NOTE")


def found(text: str) -> list[tuple]:
    """(kind, who, relation, object) of each draft of `text` that would be stored."""
    return [(d.kind, d.who, d.relation, d.obj) for d in extract_message(text).drafts if d.confidence >= KEPT]


def in_labelled_parts(read: list[tuple[str, list]], nothing: list[str]) -> set[str]:
    """The sentences of a round's test (`read` pairs and `nothing`) that some labelled part holds too."""
    labelled = {t["text"] for t in labelled_turns()}
    return labelled & ({text for text, _ in read} | set(nothing))


def shape_tests(read: list[tuple[str, list]], nothing: list[str]) -> tuple[Callable[..., None], ...]:
    """The three tests of a round's shape module, over its `read` cases (each sentence with what must be stored)
    and its `nothing` look-alikes: none is a labelled turn, each case is read, each look-alike gives nothing.
    A module binds them to test_ names for pytest to collect."""

    def none_in_labelled_parts() -> None:
        assert not in_labelled_parts(read, nothing)

    @pytest.mark.parametrize(("text", "expected"), read)
    def shape_is_read(text: str, expected: list) -> None:
        assert found(text) == expected

    @pytest.mark.parametrize("text", nothing)
    def look_alike_gives_nothing(text: str) -> None:
        assert found(text) == []

    return none_in_labelled_parts, shape_is_read, look_alike_gives_nothing
