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
miss. `"split": "heldout-4"` marks the held-out part: 198 turns (EN 68, JA 65, ZH 65) written
fresh, with a cast of no earlier turn, and committed (ccec7ef) before any rule change for them; the
extraction is not tuned on their per-turn errors, only their totals are reported (the command line
below refuses to list them). `"split": "heldout-3"` (181 turns) was the held-out part until part 4
was written and is tuned on since, as are `"split": "heldout-2"` (160 turns) and
`"split": "heldout-1"` (164 turns); they all count as tuned.
Team routines carry one relation name in every language (HAS_ON_CALL_ROTATION, HAS_SPRINT_LENGTH,
HAS_RELEASE_CADENCE, HAS_RELEASE_DAY): nine tuned labels that named them in Japanese or Chinese
(HAS_スプリント, HAS_值班 …) or otherwise (HAS_ON_CALL, HAS_RELEASE_CYCLE) were renamed so.
"""

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from teams.extraction import Draft, Extraction, extract_message
from teams.extraction.drafts import dimension_of_who
from teams.extraction.tagger import extract_with_tagger

HELD_OUT = "heldout-44"  # the one split never tuned on (written blind, measured once by the lead)
# Parts kept out of the tuned figure: the held-out part only. Parts 5 and 6 were measured once each, then
# tuned on in round 3, part 7 in round 4, part 8 in round 5, part 9 in round 6, parts 10 and 11 in round 7 and
# part 12 in round 8, part 13 in round 9, part 14 in round 10, part 15 in round 11, part 16 in round 12 and part 17
# in round 13, part 18 in round 14, part 19 in round 15, part 20 in round 16, part 21 in round 17, part 22 in round
# 18 and part 23 in round 19 (each measured once, blind, first); they count as tuned since. Part 22 waited in
# NEXT_ROUNDS after round 18 while its English recall held the tuned English recall under 0.85; round 19 lifted it.
# Part 24 was measured once with round 18's rules and tuned on in rounds 20 (Japanese, Chinese) and 21 (English).
# Part 25 was measured once with rounds 19-21's rules and tuned on in rounds 22 (English) and 23 (Japanese,
# Chinese), part 26 in rounds 24 (English) and 25 (Japanese, Chinese), part 27 in rounds 26 (English) and 27
# (Japanese, Chinese), part 28 in rounds 28 (English) and 29 (Japanese, Chinese), part 29 in rounds 30 (English)
# and 31 (Japanese, Chinese), part 30 in rounds 32 (English) and 33 (Japanese, Chinese), part 31 in rounds 34
# (English) and 35 (Japanese, Chinese), part 32 in rounds 36 (English) and 37 (Japanese, Chinese), part 33 in rounds
# 38 (English) and 39 (Japanese, Chinese). Part 34 was measured once with rounds 38-39's rules; rounds 40 (English)
# and 41 (Japanese, Chinese) took a first, short pass at it, and it waits for more. Part 35 was measured once with
# rounds 40-41's rules (ec30d6b) and the tagger that reads the encoder's head, trained without it; no round has tuned
# on it yet. Part 36 was measured once with the same rules and the tagger whose head reads layers 8 and 12 through a
# hidden layer, trained on every part up to 35. Rounds 42 (English) and 43 (Japanese, Chinese) took a first pass at
# parts 35 and 36. Part 37 was measured once with rounds 42-43's rules and that tagger trained on every part up to
# 36, part 38 with the same rules and the tagger trained on every part up to 37, and part 39 with the same rules
# and the tagger trained on every part up to 38; rounds 45 (English) and 46 (Japanese, Chinese) tuned on parts 37-39.
# Part 40 was measured once with the rules of rounds 44-46 (written before it was seen) and the tagger trained on
# every part up to 38, part 41 with the same rules and the tagger trained on every part up to 40, part 42 with the same
# rules (the weak ones yielding to the tagger's other reading) and the tagger trained on every part up to 41, part 43
# likewise with the tagger trained on every part up to 42 (the shipped models have not been trained on part 43 yet);
# no round has tuned on them yet. Part 44 (the held-out part) is not written yet; when it is, it is appended only after
# it is measured once: neither the rules nor the tagger will have seen it.
NOT_TUNED = frozenset({HELD_OUT})
# The parts measured once, blind, and not yet tuned on: they count in the tuned figures, as every measured part
# does, but the rules' tuned targets are asserted (tests/teams/extraction/test_labelled_set.py) on the parts some
# round has tuned on.
NEXT_ROUNDS = frozenset(
    {
        "heldout-34",
        "heldout-35",
        "heldout-36",
        "heldout-37",
        "heldout-38",
        "heldout-39",
        "heldout-40",
        "heldout-41",
        "heldout-42",
        "heldout-43",
    }
)
FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "extraction_labelled.jsonl"


def labelled_turns(path: Path = FIXTURE) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def kept(drafts: list[Draft], threshold: float) -> list[Draft]:
    return [d for d in drafts if d.explicit or d.kind != "memory" or d.confidence >= threshold]


def _same_object(label: str, found: str) -> bool:
    a, b = " ".join(label.casefold().split()), " ".join(found.casefold().split())
    return bool(a) and bool(b) and (a in b or b in a)


def dimension_of(draft: Draft) -> str:
    """The dimension a draft goes to when the speaker may write account and org memory."""
    return dimension_of_who(draft.who)


def _matches(label: dict[str, Any], draft: Draft) -> bool:
    if label["kind"] != draft.kind or not _same_object(label["object"], draft.obj):
        return False
    if label["kind"] == "forget":
        return True
    if label.get("dimension", dimension_of_who(label["who"])) != dimension_of(draft):
        return False
    if label.get("replaces") and not _same_object(label["replaces"], draft.corrects):
        return False
    return label["kind"] == "end" or label["relation"] == draft.relation


def score(
    turns: list[dict[str, Any]], threshold: float, extract: Callable[[str], Extraction] | None = None
) -> dict[str, Any]:
    """Precision and recall overall and per language, and the turns that went wrong (by the rules, or by
    `extract`, e.g. the rules with the tagger)."""
    counts: dict[str, Counter] = {}
    mistakes = []
    for turn in turns:
        drafts = kept((extract or extract_message)(turn["text"]).drafts, threshold)
        open_labels = list(turn["expect"])
        wrong = []
        for draft in drafts:
            hit = next((label for label in open_labels if _matches(label, draft)), None)
            if hit is None:
                wrong.append(f"{draft.kind} {draft.who} {draft.relation} {draft.obj!r} [{draft.pattern}]")
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


def rule_tally(mistakes: list[dict[str, Any]]) -> Counter:
    """False positives counted by the rule that made them (the pattern name in brackets)."""
    return Counter(extra.rsplit("[", 1)[-1].rstrip("]") for m in mistakes for extra in m["extra"])


def _print_part(
    name: str, turns: list[dict[str, Any]], threshold: float, errors: bool, extract: Callable | None = None
) -> None:
    result = score(turns, threshold, extract)
    for lang, r in result["by_language"].items():
        print(
            f"{name:<12} {lang} turns={r['turns']:<4} precision={r['precision']:.3f} recall={r['recall']:.3f} "
            f"(tp {r['tp']}, fp {r['fp']}, fn {r['fn']})"
        )
    if not errors:
        return
    print("  false positives by rule:", dict(rule_tally(result["mistakes"]).most_common()))
    for m in result["mistakes"]:
        missed = [(x.get("relation", x["kind"]), x["object"]) for x in m["missed"]]
        print(f"  {m['text']}\n    extra: {m['extra']}\n    missed: {missed}")


def main(argv: list[str] | None = None) -> None:
    """Print precision and recall per part and language; per-turn errors of tuned parts on request."""
    import argparse
    import statistics
    import time

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", action="append", help="only these parts ('tuned-0' for turns with no split)")
    parser.add_argument("--errors", action="store_true", help="list each wrong turn (never for the held-out part)")
    parser.add_argument("--threshold", type=float, default=0.7)
    parser.add_argument("--held-out", action="store_true", help="also score the held-out part (once, at the end)")
    parser.add_argument(
        "--tagged", action="store_true", help="the rules with the learned tagger (the per-turn job's default)"
    )
    args = parser.parse_args(argv)
    extract = extract_with_tagger if args.tagged else None
    turns = labelled_turns()
    # The held-out part is scored only when asked for: a figure seen while tuning is no longer held out.
    parts = sorted({t.get("split", "tuned-0") for t in turns} - (set() if args.held_out else {HELD_OUT}))
    for part in [p for p in args.split or parts if p != HELD_OUT or args.held_out]:
        rows = [t for t in turns if t.get("split", "tuned-0") == part]
        _print_part(part, rows, args.threshold, args.errors and part != HELD_OUT, extract)
    tuned = [t for t in turns if t.get("split") not in NOT_TUNED]
    _print_part("all tuned", tuned, args.threshold, False, extract)
    timings = []
    # Each turn five times by the rules (~0.3 ms a turn); once with the tagger, whose encoder takes ~20 ms a turn.
    for turn in turns * (1 if args.tagged else 5):
        start = time.process_time()
        (extract or extract_message)(turn["text"])
        timings.append((time.process_time() - start) * 1000)
    load = Path("/proc/loadavg").read_text().split()[:3]
    p99 = statistics.quantiles(timings, n=100)[98]
    print(
        f"extraction CPU per turn: p50 {statistics.median(timings):.3f} ms, p99 {p99:.3f} ms "
        f"({len(timings)} calls; load average {' '.join(load)})"
    )


if __name__ == "__main__":
    main()
