"""Whether the tagger's doubt about a rule's memory says the memory is wrong, on sentences written blind.

Each blind part is scored as `bench_blind_rules --tagger` scores it: the rules of the commit it was
measured at, plus the sure memories of a tagger trained on every other labelled turn (the per-turn job's
default). Then, for each implicit memory a rule keeps, the tagger is asked how likely the object's tokens
carry that memory's tag (`memory|<dimension>|<relation>`, B- or I-, the mean of the tokens' marginals;
a relation the tagger never learnt is asked as "any memory" instead, 1 - P(O)). A rule memory under the
agreement `--alphas` is demoted (not stored), and the pooled precision/recall per language is printed
for each alpha: does the tagger's doubt pick the rules' wrong memories out of their right ones?

    .venv/bin/python -m bench.bench_tagger_agreement [--parts heldout-12,...] [--models DIR]
"""

from __future__ import annotations

import argparse
import tempfile
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench.bench_blind_rules import BLIND_RUNS, _cells, _row, drafts_at, judged, kept
from bench.team_labels import labelled_turns
from teams.extraction._sentences import language, mask_code
from teams.extraction._tagger_features import tokens_of
from teams.extraction.drafts import dimension_of_who
from teams.extraction.tagger import TAGGER_GATE, _tagger, model_path, same_memory, speakers_own, tagged, tagger_features
from teams.extraction.tagger_training import LANGS, train


def agreement(draft: dict[str, Any], text: str, folder: Path) -> float | None:
    """The tagger's mean marginal that the draft's object carries the draft's tag (None: object not found)."""
    masked, _ = mask_code(text)
    lang = language(masked)
    toks = tokens_of(masked, lang)
    tagger = _tagger(lang, folder) if toks else None
    start = text.casefold().find(draft["obj"].casefold()) if draft["obj"] else -1
    if tagger is None or start < 0:
        return None
    end = start + len(draft["obj"])
    inside = [i for i, (_, s, e) in enumerate(toks) if s < end and e > start]
    if not inside:
        return None
    tagger.set(tagger_features(masked, toks, lang, folder))
    label = f"memory|{dimension_of_who(draft['who'])}|{draft['relation']}"
    known = set(tagger.labels())
    if f"B-{label}" in known or f"I-{label}" in known:
        tags = [t for t in (f"B-{label}", f"I-{label}") if t in known]
        scores = [sum(tagger.marginal(t, i) for t in tags) for i in inside]
    else:
        scores = [1.0 - tagger.marginal("O", i) for i in inside]
    return sum(scores) / len(scores)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parts", default=",".join(f"heldout-{n}" for n in range(12, 19)))
    parser.add_argument("--alphas", default="0.02,0.05,0.1,0.2,0.3")
    parser.add_argument("--models", type=Path, help="keep (and reuse) each part's trained tagger here")
    args = parser.parse_args(argv)
    parts = args.parts.split(",")
    alphas = tuple(float(a) for a in args.alphas.split(","))
    turns = labelled_turns()
    counts: dict[float, dict[str, Counter]] = {}
    demoted_by_pattern: dict[float, Counter] = {a: Counter() for a in alphas}
    with tempfile.TemporaryDirectory() as scratch:
        for split, commit in (run for run in BLIND_RUNS if run[0] in parts):
            part = [t for t in turns if t.get("split") == split]
            rules = drafts_at(commit, [t["text"] for t in part], Path(scratch))
            folder = (args.models or Path(scratch)) / f"tagger-{split}"
            if not folder.exists():
                folder.mkdir(parents=True)
                for lang in LANGS:
                    train([t for t in turns if t.get("split") != split], lang, model_path(lang, folder))
            for turn, found in zip(part, rules, strict=True):
                kept_rules = [d for d in found if kept(d)]
                sure = [
                    _row(d)
                    for d in speakers_own(tagged(turn["text"], folder), turn["text"])
                    if d.kind == "memory" and d.confidence >= TAGGER_GATE
                ]
                extra = [
                    d
                    for d in sure
                    if not any(same_memory(SimpleNamespace(**d), SimpleNamespace(**r)) for r in kept_rules)
                ]
                scored = [
                    (d, None if d["explicit"] or d["kind"] != "memory" else agreement(d, turn["text"], folder))
                    for d in kept_rules
                ]
                for alpha in (0.0, *alphas):
                    stay = [d for d, a in scored if a is None or a >= alpha]
                    drafts = [{**d, "explicit": True} for d in stay + extra]
                    verdicts, missed = judged([turn], [drafts])
                    right = sum(ok for _, ok in verdicts)
                    seen = Counter(tp=right, fp=len(verdicts) - right, fn=missed)
                    counts.setdefault(alpha, {}).setdefault(turn["lang"], Counter()).update(seen)
                    if alpha:
                        out = [d for d, a in scored if a is not None and a < alpha]
                        for d in out:
                            hit = judged([turn], [[{**d, "explicit": True}]])[0][0][1]
                            demoted_by_pattern[alpha].update({(d["pattern"], "right" if hit else "wrong"): 1})
            print(f"  {split} done", flush=True)
    print(f"\nparts {', '.join(parts)}, pooled, rules + tagger, precision/recall:")
    for alpha, by_lang in counts.items():
        print(f"  agreement >= {alpha:<5} " + _cells(by_lang))
    for alpha, c in demoted_by_pattern.items():
        right = sum(n for (_, how), n in c.items() if how == "right")
        wrong = sum(n for (_, how), n in c.items() if how == "wrong")
        print(f"\nalpha {alpha}: demoted {right} right and {wrong} wrong rule memories")


if __name__ == "__main__":
    main()
