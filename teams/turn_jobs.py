"""The per-turn extraction job's kind and the lists its report holds (written by
teams.services.turn_extraction, read by teams.selectors.turn_report)."""

EXTRACT_TURN_JOB = "extract_turn"
REPORT_LISTS = (
    "stored",
    "suggested",
    "forgotten",
    "ended",
    "proposed_ends",
    "conflicts",
    "below_threshold",
    "excluded",
)
