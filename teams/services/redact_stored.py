"""Redacting what was stored before redaction existed: graph's tables, then the teams' suggestions."""

from graph.services.redact_stored import redact_json_rows, redact_stored
from teams.models import Suggestion


def redact_everything_stored() -> dict[str, int]:
    """Apply `graph.redaction` to every stored text and JSON value: documents, passages, facts,
    entities, audit events, jobs and suggestions. Returns the rows changed per kind; idempotent."""
    counts = redact_stored()
    counts["suggestions"] = redact_json_rows(
        Suggestion, ["draft"], text_fields=["statement", "source_text", "source_label"]
    )
    return counts
