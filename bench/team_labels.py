"""Extraction quality on the labelled turns of tests/fixtures/extraction_labelled.jsonl.

Each line is one user message (English, Japanese or Chinese) with the memories a
careful reader would keep from it: {kind: memory, who, dimension, relation, object},
{kind: end, who, dimension, object} ("I no longer use X") or {kind: forget, object};
a correction ("actually X, not Y") also names what it `replaces`. The dimension is where
the memory must go: account (the speaker), org ("we"), session (this run: what a turn
says about something else, or limits to "this conversation"). A kept draft (explicit,
or at or above the threshold) is a true positive when it matches an unmatched label:
same kind, same dimension, same relation (memories), the same replaced value, and
objects equal or one inside the other, ignoring case ("hiking" ~ "hiking on weekends").
The labels were written for this set, including statements the patterns are known to
miss. `"split": "heldout-3"` marks the held-out part: 181 turns (EN 60, JA 61, ZH 60) written
fresh and committed before any rule change for them; the extraction is not tuned on their
per-turn errors, only their totals are reported. `"split": "heldout-2"` marks the second
held-out part (160 turns), the held-out part until part 3 was written, tuned on since.
`"split": "heldout-1"` marks the first held-out part (164 turns), which the extraction has been
tuned on since; it counts as tuned.
Team routines carry one relation name in every language (HAS_ON_CALL_ROTATION, HAS_SPRINT_LENGTH,
HAS_RELEASE_CADENCE, HAS_RELEASE_DAY): nine tuned labels that named them in Japanese or Chinese
(HAS_スプリント, HAS_值班 …) or otherwise (HAS_ON_CALL, HAS_RELEASE_CYCLE) were renamed so.
"""

import json
from collections import Counter
from pathlib import Path
from typing import Any

from teams.extraction import Draft, extract_message

HELD_OUT = "heldout-3"  # the one split never tuned on
FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "extraction_labelled.jsonl"


def labelled_turns(path: Path = FIXTURE) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def kept(drafts: list[Draft], threshold: float) -> list[Draft]:
    return [d for d in drafts if d.explicit or d.kind != "memory" or d.confidence >= threshold]


def _same_object(label: str, found: str) -> bool:
    a, b = " ".join(label.casefold().split()), " ".join(found.casefold().split())
    return bool(a) and bool(b) and (a in b or b in a)


_DIMENSIONS = {"self": "account", "we": "org"}  # anything else (other, session) stays in the session


def dimension_of(draft: Draft) -> str:
    """The dimension a draft goes to when the speaker may write account and org memory."""
    return _DIMENSIONS.get(draft.who, "session")


def _matches(label: dict[str, Any], draft: Draft) -> bool:
    if label["kind"] != draft.kind or not _same_object(label["object"], draft.obj):
        return False
    if label["kind"] == "forget":
        return True
    if label.get("dimension", _DIMENSIONS.get(label["who"], "session")) != dimension_of(draft):
        return False
    if label.get("replaces") and not _same_object(label["replaces"], draft.corrects):
        return False
    return label["kind"] == "end" or label["relation"] == draft.relation


def score(turns: list[dict[str, Any]], threshold: float) -> dict[str, Any]:
    """Precision and recall overall and per language, and the turns that went wrong."""
    counts: dict[str, Counter] = {}
    mistakes = []
    for turn in turns:
        drafts = kept(extract_message(turn["text"]).drafts, threshold)
        open_labels = list(turn["expect"])
        wrong = []
        for draft in drafts:
            hit = next((label for label in open_labels if _matches(label, draft)), None)
            if hit is None:
                wrong.append(f"{draft.kind} {draft.who} {draft.relation} {draft.obj!r}")
            else:
                open_labels.remove(hit)
        tally = counts.setdefault(turn["lang"], Counter())
        tally.update(tp=len(drafts) - len(wrong), fp=len(wrong), fn=len(open_labels), turns=1)
        if wrong or open_labels:
            mistakes.append({"text": turn["text"], "extra": wrong, "missed": open_labels})
    total = sum(counts.values(), Counter())
    return {
        "overall": _ratios(total),
        "by_language": {lang: _ratios(tally) for lang, tally in sorted(counts.items())},
        "mistakes": mistakes,
    }


def _ratios(tally: Counter) -> dict[str, float]:
    found = tally["tp"] + tally["fp"]
    wanted = tally["tp"] + tally["fn"]
    return {
        "turns": tally["turns"],
        "precision": tally["tp"] / found if found else 1.0,
        "recall": tally["tp"] / wanted if wanted else 1.0,
        "tp": tally["tp"],
        "fp": tally["fp"],
        "fn": tally["fn"],
    }
