"""What extraction keeps of one message, as the tests of sentences from no labelled part compare it."""

from teams.extraction import extract_message

# The confidence at which a turn's draft is stored rather than suggested (bench.team_labels' default).
KEPT = 0.7


def found(text: str) -> list[tuple]:
    """(kind, who, relation, object) of each draft of `text` that would be stored."""
    return [(d.kind, d.who, d.relation, d.obj) for d in extract_message(text).drafts if d.confidence >= KEPT]
