"""How each extraction rule did on sentences it had never seen: the blind history of the labelled parts.

Every labelled part after the first was written blind and measured once with the rules of the commit
it was appended at, before any rule was tuned on it. This bench runs those old rules again (each
commit's `teams/extraction` and `graph/text`, unpacked with `git archive` into a scratch directory and run in a child
process) on the part that was blind for them, and scores their drafts with today's labels and today's
matching (`bench.team_labels`). It prints, per rule (the draft's `pattern`), how many of its kept
drafts were right when it met new sentences.

`--gate P` then asks what demoting the rules whose blind precision is below P would have done, with
leave-one-part-out: each part is scored with a gate learnt from the other parts' blind runs only.
A demoted draft is not stored (it lands in the turn report's `below_threshold`), so the gate trades
recall for precision. Nothing in the server reads this bench.

`--tagger` scores what the per-turn job does by default (`MEMORYMESH_EXTRACTION=tagged`) the same way:
each part's blind rules plus the sure memories of a tagger trained on every other labelled turn
(teams.extraction.tagger), at each of `--tagger-gates`, pooled over the parts from part 4 on, or over
`--parts heldout-12,...` alone; `--langs ja,zh` trains and scores only those languages (when only their
features change).

    .venv/bin/python -m bench.bench_blind_rules [--gate 0.8 --min-drafts 3] [--tagger]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench.extraction_trees import run_in_tree, unpack_extraction
from bench.team_labels import HELD_OUT, NOT_TUNED, _matches, labelled_turns
from teams.extraction import extract_message
from teams.extraction.tagger import model_path, same_memory, same_words, speakers_own, tagged
from teams.extraction.tagger_training import LANGS, train

# (split, the last commit whose rules had not been tuned on it): each part was measured blind there.
BLIND_RUNS = (
    ("tuning-2", "02be212"),  # written before any rule change; 82d6970 tuned on it
    ("heldout-2", "5b5b8f4"),  # tuned on from d4f993d
    ("heldout-3", "dc1bcac"),  # measured once after s-precision; 6da0aff tuned on its errors
    ("heldout-4", "6da0aff"),  # round 2 (534c3b6) tuned on it
    ("heldout-5", "65e0be7"),  # round 3 (458bdfd) tuned on parts 5 and 6
    ("heldout-6", "65e0be7"),
    ("heldout-7", "458bdfd"),  # round 4 (80817e7) tuned on it
    ("heldout-8", "513537a"),  # measured once on 2026-12-05 with round 4's rules
    ("heldout-9", "d044b85"),  # measured once on 2026-12-05 with round 5's rules and the doubtful gate
    ("heldout-10", "1961b5a"),  # measured once on 2026-12-05 with round 6's rules
    ("heldout-11", "92919e9"),  # measured once on 2026-12-05 with round 6's rules (part 10 not tuned on)
    ("heldout-12", "7ea5376"),  # measured once on 2026-12-05 with round 7's rules (parts 10 and 11 tuned on)
    ("heldout-13", "dc56439"),  # measured once on 2026-12-06 with round 8's rules (part 12 tuned on)
    ("heldout-14", "30d5f39"),  # measured once on 2026-12-06 with round 9's rules (part 13 tuned on)
    ("heldout-15", "62e502f"),  # measured once on 2026-12-06 with round 10's rules (part 14 tuned on)
    ("heldout-16", "892d70c"),  # measured once on 2026-12-06 with round 11's rules (part 15 tuned on)
    ("heldout-17", "fed9513"),  # measured once on 2026-12-06 with round 12's rules (part 16 tuned on)
    ("heldout-18", "40a99cf"),  # measured once on 2026-12-06 with round 13's rules (part 17 tuned on)
    ("heldout-19", "fcf35fc"),  # measured once on 2026-12-06 with round 14's rules (part 18 tuned on)
    ("heldout-20", "9eeabe3"),  # measured once on 2026-12-06 with round 15's rules (part 19 tuned on)
    ("heldout-21", "929116c"),  # measured once on 2026-12-06 with round 16's rules (part 20 tuned on)
    ("heldout-22", "144f8a2"),  # measured once on 2026-12-06 with round 17's rules (part 21 tuned on)
    ("heldout-23", "1e2af54"),  # measured once on 2026-12-06 with round 17's rules and the Japanese fix after it
    ("heldout-24", "ca60e05"),  # measured once on 2026-12-06 with round 18's rules
    ("heldout-25", "8bf8ea1"),  # measured once on 2026-12-06 with rounds 19-21's rules
    ("heldout-26", "704e73b"),  # measured once on 2026-12-06 with rounds 22-23's rules
    ("heldout-27", "5748cdb"),  # measured once on 2026-12-06 with rounds 24-25's rules
    ("heldout-28", "7711214"),  # measured once on 2026-12-06 with rounds 26-27's rules
    ("heldout-29", "b8a3000"),  # measured once on 2026-12-06 with rounds 28-29's rules
    ("heldout-30", "d66aebe"),  # measured once on 2026-12-06 with rounds 30-31's rules
    ("heldout-31", "29b9fa8"),  # measured once on 2026-12-06 with rounds 32-33's rules
    ("heldout-32", "2b93ad3"),  # measured once on 2026-12-06 with rounds 34-35's rules
    ("heldout-33", "0273a12"),  # measured once on 2026-12-07 with rounds 36-37's rules
    ("heldout-34", "01d82bd"),  # measured once on 2026-12-07 with rounds 38-39's rules
    ("heldout-35", "ec30d6b"),  # measured once on 2026-12-07 with rounds 40-41's rules (and the encoder's head)
    ("heldout-36", "6ffbd94"),  # measured once on 2026-12-07 with rounds 40-41's rules (and the two-layer head)
    ("heldout-37", "fa0ed1e"),  # measured once on 2026-12-07 with rounds 42-43's rules (tagger up to part 36)
    ("heldout-38", "950c3a2"),  # measured once on 2026-12-07 with rounds 42-43's rules (tagger up to part 37)
    ("heldout-39", "c093e64"),  # measured once on 2026-12-07 with rounds 42-43's rules (tagger up to part 38)
    ("heldout-40", "43f3071"),  # measured once on 2026-12-07 with rounds 44-46's rules (tagger up to part 38)
    ("heldout-41", "9836921"),  # measured once on 2026-12-08 with rounds 44-46's rules (tagger up to part 40)
    ("heldout-42", "a0578c2"),  # measured once on 2026-12-08 with the same rules, weak ones yielding (tagger up to 41)
    ("heldout-43", "54bdac9"),  # measured once on 2026-12-08 with the same rules, weak ones yielding (tagger up to 42)
)
THRESHOLD = 0.7

_CHILD = """
import json, sys
from teams.extraction import extract_message
for line in sys.stdin:
    text = json.loads(line)
    out = [dict(kind=d.kind, who=d.who, relation=d.relation, obj=d.obj, corrects=getattr(d, "corrects", ""),
                pattern=d.pattern, confidence=d.confidence, explicit=d.explicit)
           for d in extract_message(text).drafts]
    print(json.dumps(out, ensure_ascii=False))
"""


def drafts_at(commit: str, texts: list[str], scratch: Path) -> list[list[dict[str, Any]]]:
    """Each text's drafts with the rules of `commit` (its teams/extraction alone, run in a child)."""
    tree = scratch / commit
    if not tree.exists():
        unpack_extraction(commit, tree)
    stdout = run_in_tree(tree, _CHILD, texts)
    return [json.loads(line) for line in stdout.splitlines()]


def kept(draft: dict[str, Any]) -> bool:
    return draft["explicit"] or draft["kind"] != "memory" or draft["confidence"] >= THRESHOLD


def judged(turns: list[dict[str, Any]], drafts: list[list[dict[str, Any]]]) -> tuple[list[tuple[str, bool]], int]:
    """(pattern, right?) for every kept draft, and the number of labels no draft matched."""
    verdicts, missed = [], 0
    for turn, found in zip(turns, drafts, strict=True):
        open_labels = list(turn["expect"])
        for d in filter(kept, found):
            draft = SimpleNamespace(**d)
            hit = next((label for label in open_labels if _matches(label, draft)), None)
            verdicts.append((d["pattern"], hit is not None))
            if hit is not None:
                open_labels.remove(hit)
        missed += len(open_labels)
    return verdicts, missed


def verdicts_by_part(turns: list[dict[str, Any]], scratch: Path) -> dict[str, list[tuple[str, bool]]]:
    """Each blind part's (pattern, right?) verdicts, its rules those of its day."""
    by_part = {}
    for split, commit in BLIND_RUNS:
        part = [t for t in turns if t.get("split") == split]
        by_part[split] = judged(part, drafts_at(commit, [t["text"] for t in part], scratch))[0]
    return by_part


def demoted_without(by_part: dict[str, list[tuple[str, bool]]], split: str, gate: float, min_drafts: int) -> set[str]:
    """The rules under `gate` blind precision on every part but `split` (leave one part out)."""
    others: dict[str, Counter] = {}
    for other, verdicts in by_part.items():
        if other != split:
            for pattern, ok in verdicts:
                others.setdefault(pattern, Counter()).update(right=ok, wrong=not ok)
    return _demoted(others, gate, min_drafts)


def _pr(verdicts: list[tuple[str, bool]], missed: int) -> tuple[float, float]:
    tp = sum(ok for _, ok in verdicts)
    return (tp / len(verdicts) if verdicts else 1.0), (tp / (tp + missed) if tp + missed else 1.0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gate", type=float, action="append", help="demote rules under this blind precision")
    parser.add_argument("--min-drafts", type=int, default=3, help="only rules with at least this many blind drafts")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument(
        "--apply",
        type=float,
        metavar="GATE",
        help="score today's rules on the tuned parts and on the held-out part (once), without and with the gate "
        "learnt from every blind run",
    )
    parser.add_argument("--tagger", action="store_true", help="rules + tagger, the tagger trained without each part")
    parser.add_argument("--tagger-gates", default="0.5,0.7,0.8,0.9", help="comma-separated tagger gates")
    parser.add_argument("--tagger-kinds", default="memory", help="what the tagger may add: memory,end,forget")
    parser.add_argument("--models", type=Path, help="keep (and reuse) each part's trained tagger here")
    parser.add_argument(
        "--tagger-rule-gate",
        type=float,
        help="with --tagger: also demote the rules under this blind precision, learnt leave-one-part-out (the gate "
        "--gate measures for the rules alone)",
    )
    parser.add_argument(
        "--write-weak-rules",
        type=Path,
        metavar="PATH",
        help="write the rules under --tagger-rule-gate blind precision on every blind run (what the tagged extraction "
        "reads: teams/extraction/models/weak_rules.json)",
    )
    parser.add_argument(
        "--rule-gate-mode",
        choices=("always", "conflict", "busy"),
        default="always",
        help="with --tagger-rule-gate: where a demoted rule's memory yields (see yields())",
    )
    parser.add_argument(
        "--min-reading", type=float, default=0.0, help="with --rule-gate-mode: the tagger's readings counted"
    )
    parser.add_argument(
        "--no-hearsay-gate", action="store_true", help="let the tagger read hearsay and third persons (as before)"
    )
    parser.add_argument(
        "--parts",
        help="with --tagger: only these blind parts, comma-separated (heldout-12,heldout-13,...); default "
        "every part from 4 on",
    )
    parser.add_argument(
        "--langs", default=",".join(LANGS), help="with --tagger: train and score only these languages (ja,zh)"
    )
    args = parser.parse_args(argv)
    turns = labelled_turns()
    if args.write_weak_rules:
        write_weak_rules(turns, args.write_weak_rules, args.tagger_rule_gate or 0.8, args.min_drafts)
        return
    if args.tagger:
        gates = tuple(float(g) for g in args.tagger_gates.split(","))
        parts = tuple(args.parts.split(",")) if args.parts else None
        langs = tuple(lang for lang in LANGS if lang in args.langs.split(","))
        blind_tagger(
            turns,
            gates,
            frozenset(args.tagger_kinds.split(",")),
            args.models,
            not args.no_hearsay_gate,
            parts,
            langs,
            (args.tagger_rule_gate, args.min_drafts) if args.tagger_rule_gate else None,
            args.rule_gate_mode,
            args.min_reading,
        )
        return
    runs: dict[str, tuple[list[tuple[str, bool]], int, dict[str, tuple[list, int]]]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for split, commit in BLIND_RUNS:
            part = [t for t in turns if t.get("split") == split]
            drafts = drafts_at(commit, [t["text"] for t in part], Path(scratch))
            by_lang = {}
            for lang in ("en", "ja", "zh"):
                idx = [i for i, t in enumerate(part) if t["lang"] == lang]
                by_lang[lang] = judged([part[i] for i in idx], [drafts[i] for i in idx])
            verdicts, missed = judged(part, drafts)
            runs[split] = (verdicts, missed, by_lang)
            p, r = _pr(verdicts, missed)
            print(f"{split:<10} at {commit}: {len(part)} turns, blind precision {p:.3f} recall {r:.3f}")
    tally: dict[str, Counter] = {}
    for verdicts, _, _ in runs.values():
        for pattern, ok in verdicts:
            tally.setdefault(pattern, Counter()).update(right=ok, wrong=not ok)
    print(f"\nrules by blind false positives (top {args.top}):")
    ranked = sorted(tally.items(), key=lambda kv: (-kv[1]["wrong"], kv[0]))
    for pattern, c in ranked[: args.top]:
        n = c["right"] + c["wrong"]
        print(f"  {pattern:<40} {c['right']:>4} right {c['wrong']:>3} wrong  precision {c['right'] / n:.2f}")
    for gate in args.gate or []:
        print(f"\ngate {gate} (leave one part out; rules with >= {args.min_drafts} blind drafts):")
        for split in runs:
            demoted = demoted_without({k: v[0] for k, v in runs.items()}, split, gate, args.min_drafts)
            cells = []
            for lang, (verdicts, missed) in runs[split][2].items():
                before = _pr(verdicts, missed)
                kept_v = [(p, ok) for p, ok in verdicts if p not in demoted]
                lost = sum(ok for p, ok in verdicts if p in demoted)
                after = _pr(kept_v, missed + lost)
                cells.append(f"{lang} {before[0]:.3f}/{before[1]:.3f} -> {after[0]:.3f}/{after[1]:.3f}")
            print(f"  {split:<10} demoted {len(demoted):>3}: " + "; ".join(cells))
    if args.apply is not None:
        demoted = _demoted(tally, args.apply, args.min_drafts)
        print(f"\ntoday's rules, gate {args.apply} learnt from every blind run, demoting {sorted(demoted)}:")
        for name, part in (
            ("all tuned", [t for t in turns if t.get("split") not in NOT_TUNED]),
            (HELD_OUT, [t for t in turns if t.get("split") == HELD_OUT]),
        ):
            cells = []
            for lang in ("en", "ja", "zh"):
                rows = [t for t in part if t["lang"] == lang]
                drafts = [[_row(d) for d in extract_message(t["text"]).drafts] for t in rows]
                verdicts, missed = judged(rows, drafts)
                before = _pr(verdicts, missed)
                lost = sum(ok for p, ok in verdicts if p in demoted)
                after = _pr([(p, ok) for p, ok in verdicts if p not in demoted], missed + lost)
                cells.append(f"{lang} {before[0]:.3f}/{before[1]:.3f} -> {after[0]:.3f}/{after[1]:.3f}")
            print(f"  {name:<10} ({len(part)} turns): " + "; ".join(cells))


def _row(d: Any) -> dict[str, Any]:
    return dict(
        kind=d.kind,
        who=d.who,
        relation=d.relation,
        obj=d.obj,
        corrects=d.corrects,
        pattern=d.pattern,
        confidence=d.confidence,
        explicit=d.explicit,
    )


def blind_tagger(
    turns: list[dict[str, Any]],
    gates: tuple[float, ...],
    kinds: frozenset[str],
    models: Path | None,
    hearsay_gate: bool = True,
    parts: tuple[str, ...] | None = None,
    langs: tuple[str, ...] = LANGS,
    rule_gate: tuple[float, int] | None = None,
    gate_mode: str = "always",
    min_reading: float = 0.0,
) -> None:
    """Pooled precision/recall from part 4 on (or over `parts`): blind rules alone, the tagger alone and both,
    per gate (the tagger behind its hearsay gate unless `hearsay_gate` is False), in `langs` only (a tagger is
    trained for those alone); with `rule_gate` (gate, min drafts), each part's rules under that blind precision on
    the other parts are demoted (not stored) first, where `gate_mode` says they yield (`yields`) to the tagger's
    readings of at least `min_reading` confidence."""
    unknown = set(parts or ()) - {split for split, _ in BLIND_RUNS[3:]}
    if unknown:
        raise SystemExit(f"no blind run for {sorted(unknown)}")
    counts: dict[tuple[str, float], dict[str, Counter]] = {}
    per_part: dict[tuple[str, str, float], dict[str, Counter]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        by_part = verdicts_by_part(turns, Path(scratch)) if rule_gate else {}
        for split, commit in BLIND_RUNS[3:]:  # from part 4 on: the parts written with new frames
            if parts is not None and split not in parts:
                continue
            demoted = demoted_without(by_part, split, *rule_gate) if rule_gate else set()
            part = [t for t in turns if t.get("split") == split and t["lang"] in langs]
            rules = drafts_at(commit, [t["text"] for t in part], Path(scratch))
            folder = (models or Path(scratch)) / f"tagger-{split}"
            folder.mkdir(parents=True, exist_ok=True)
            for lang in langs:
                if not model_path(lang, folder).exists():
                    train([t for t in turns if t.get("split") != split], lang, model_path(lang, folder))
            for turn, found in zip(part, rules, strict=True):
                found_by_tagger = tagged(turn["text"], folder)
                if hearsay_gate:
                    found_by_tagger = speakers_own(found_by_tagger, turn["text"])
                # A demoted rule's memory yields to the tagger; its ends and forgets stand (the tagger applies none).
                readings = [_row(d) for d in found_by_tagger if d.kind == "memory" and d.confidence >= min_reading]
                kept_rules = _kept_rules(found, demoted, readings, turn["text"], gate_mode)
                sure = [_row(d) for d in found_by_tagger if d.kind in kinds]
                for gate in (0.0, *gates):
                    gated = [d for d in sure if d["confidence"] >= gate]
                    extra = [
                        d
                        for d in gated
                        if not any(same_memory(SimpleNamespace(**d), SimpleNamespace(**r)) for r in kept_rules)
                    ]
                    for mode, drafts in (("rules", kept_rules), ("tagger", gated), ("both", kept_rules + extra)):
                        if mode == "rules" and gate:
                            continue
                        verdicts, missed = judged([turn], [[{**d, "explicit": True} for d in drafts]])
                        right = sum(ok for _, ok in verdicts)
                        seen = Counter(tp=right, fp=len(verdicts) - right, fn=missed)
                        counts.setdefault((mode, gate), {}).setdefault(turn["lang"], Counter()).update(seen)
                        per_part.setdefault((split, mode, gate), {}).setdefault(turn["lang"], Counter()).update(seen)
            print(f"  {split} done", flush=True)
    print("\neach part, precision/recall:")
    for (split, mode, gate), by_lang in per_part.items():
        if mode != "tagger":
            print(f"  {split:<10} {mode:<6} gate {gate:.2f}  " + _cells(by_lang, langs))
    which = ",".join(parts) if parts else "parts 4 on"
    print(f"\n{which}, pooled, precision/recall (rules of each part's day; tagger trained without the part):")
    for (mode, gate), by_lang in counts.items():
        print(f"  {mode:<6} gate {gate:.2f}  " + _cells(by_lang, langs))
    for lang in langs:
        c = counts[("both", gates[-1])][lang] if ("both", gates[-1]) in counts else Counter()
        print(f"  counts rules+tagger gate {gates[-1]:.2f} {lang}: tp {c['tp']} fp {c['fp']} fn {c['fn']}")


def _kept_rules(
    found: list[dict[str, Any]], demoted: set[str], readings: list[dict[str, Any]], text: str, mode: str
) -> list[dict[str, Any]]:
    """The rule drafts kept: a demoted rule's memory only where it does not yield (its ends and forgets stand)."""
    return [
        d
        for d in found
        if kept(d)
        and (
            d["explicit"] or d["kind"] != "memory" or d["pattern"] not in demoted or not yields(d, readings, text, mode)
        )
    ]


def write_weak_rules(turns: list[dict[str, Any]], path: Path, gate: float, min_drafts: int) -> None:
    """The rules whose kept drafts were right less often than `gate` over every blind run (at least `min_drafts`
    of them), with how they were chosen."""
    with tempfile.TemporaryDirectory() as scratch:
        by_part = verdicts_by_part(turns, Path(scratch))
    tally: dict[str, Counter] = {}
    for verdicts in by_part.values():
        for pattern, ok in verdicts:
            tally.setdefault(pattern, Counter()).update(right=ok, wrong=not ok)
    weak = sorted(_demoted(tally, gate, min_drafts))
    record = {
        "gate": gate,
        "min_drafts": min_drafts,
        "blind_runs": [split for split, _commit in BLIND_RUNS],
        "patterns": {p: {"right": tally[p]["right"], "wrong": tally[p]["wrong"]} for p in weak},
    }
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(weak)} rules under {gate} blind precision written to {path}")


def yields(draft: dict[str, Any], readings: list[dict[str, Any]], text: str, mode: str) -> bool:
    """Whether a demoted rule's memory gives way: always; only where the tagger reads the same words as another
    memory (`conflict`: its object overlaps the rule's and it is not the same memory); or only where the tagger
    reads some memory in the turn and not this one (`busy`)."""
    same = any(same_memory(SimpleNamespace(**r), SimpleNamespace(**draft)) for r in readings)
    if mode == "always":
        return True
    if mode == "busy":
        return bool(readings) and not same
    return not same and any(same_words(draft["obj"], r["obj"], text) for r in readings)


def _cells(by_lang: dict[str, Counter], langs: tuple[str, ...] = LANGS) -> str:
    cells = []
    for lang in langs:
        c = by_lang[lang]
        p = c["tp"] / (c["tp"] + c["fp"]) if c["tp"] + c["fp"] else 1.0
        r = c["tp"] / (c["tp"] + c["fn"]) if c["tp"] + c["fn"] else 1.0
        cells.append(f"{lang} {p:.3f}/{r:.3f}")
    return "  ".join(cells)


def _demoted(tally: dict[str, Counter], gate: float, min_drafts: int) -> set[str]:
    return {
        p
        for p, c in tally.items()
        if c["right"] + c["wrong"] >= min_drafts and c["right"] / (c["right"] + c["wrong"]) < gate
    }


if __name__ == "__main__":
    main()
