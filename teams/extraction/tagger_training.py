"""Training the sequence tagger (one CRF per language, python-crfsuite) from labelled turns.

Each labelled turn is `{lang, text, expect: [{kind, who, dimension, relation, object, replaces?}]}` as in
tests/fixtures/extraction_labelled.jsonl. Its tokens are tagged BIO with the label that owns them:
`memory|<dimension>|<relation>`, `end|<dimension>`, `forget`, and `REPL` for a value a correction
replaces. `./memorymesh manage train_extractor` writes the models and a note of what they were trained on
into teams/extraction/models/.
"""

import hashlib
import json
import time
from pathlib import Path
from typing import Any

import pycrfsuite

from teams.extraction._tagger_features import Tokens, features, tokens_of
from teams.extraction.drafts import dimension_of_who

LANGS = ("en", "ja", "zh")
# Chosen on a cross-validation grouped by split, never on a held-out part (bench/bench_learned_extraction.py).
PARAMS = {"c1": 0.2, "c2": 0.01, "max_iterations": 150, "feature.possible_transitions": True}


def label_type(label: dict[str, Any]) -> str:
    """The tag a label gives its object's tokens."""
    if label["kind"] == "forget":
        return "forget"
    dim = label.get("dimension") or dimension_of_who(label["who"])
    return f"end|{dim}" if label["kind"] == "end" else f"memory|{dim}|{label['relation']}"


def _mark(tags: list[str], toks: Tokens, text: str, phrase: str, kind: str) -> None:
    start = text.casefold().find(phrase.casefold()) if phrase else -1
    if start < 0:
        return
    inside = [i for i, (_, s, e) in enumerate(toks) if s < start + len(phrase) and e > start]
    if not inside or any(tags[i] != "O" for i in inside):
        return
    for n, i in enumerate(inside):
        tags[i] = ("B-" if n == 0 else "I-") + kind


def tags_of(turn: dict[str, Any], toks: Tokens) -> list[str]:
    """BIO tags from the turn's labels (a label whose object is not in the text is left out)."""
    tags = ["O"] * len(toks)
    for label in turn["expect"]:
        _mark(tags, toks, turn["text"], label["object"], label_type(label))
        if label.get("replaces"):
            _mark(tags, toks, turn["text"], label["replaces"], "REPL")
    return tags


def train(turns: list[dict[str, Any]], lang: str, path: Path, params: dict[str, Any] = PARAMS) -> float:
    """Train the tagger for one language into `path`; returns the seconds it took."""
    trainer = pycrfsuite.Trainer(verbose=False)
    for turn in (t for t in turns if t["lang"] == lang):
        toks = tokens_of(turn["text"], lang)
        if toks:
            trainer.append(features(toks, lang), tags_of(turn, toks))
    trainer.set_params(params)
    start = time.perf_counter()
    trainer.train(str(path))
    return time.perf_counter() - start


def digest(turns: list[dict[str, Any]]) -> str:
    """A fingerprint of the training turns (their order kept), to tell whether a model is stale."""
    lines = (json.dumps(t, ensure_ascii=False, sort_keys=True) for t in turns)
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def training_turns(labels: Path, exclude: frozenset[str]) -> list[dict[str, Any]]:
    """The labelled turns of `labels` outside the excluded splits (the held-out part is never trained on)."""
    rows = [json.loads(line) for line in labels.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [t for t in rows if t.get("split", "tuned-0") not in exclude]
