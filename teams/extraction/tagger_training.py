"""Training the sequence tagger (one CRF per language, python-crfsuite) from labelled turns.

Each labelled turn is `{lang, text, expect: [{kind, who, dimension, relation, object, replaces?}]}` as in
tests/fixtures/extraction_labelled.jsonl. Its tokens are tagged BIO with the label that owns them:
`memory|<dimension>|<relation>`, `end|<dimension>`, `forget`, and `REPL` for a value a correction
replaces. `./memorymesh manage train_extractor` writes the models and a note of what they were trained on
into teams/extraction/models/.
"""

import hashlib
import json
import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pycrfsuite

from teams.extraction import token_head
from teams.extraction._tagger_features import Tokens, features, tokens_of
from teams.extraction.drafts import dimension_of_who
from teams.extraction.encoder_lora import encoder_of, fold_folder, lora_path
from teams.extraction.token_states import Encoder, token_states_many

LANGS = ("en", "ja", "zh")
# Chosen on a cross-validation grouped by split, never on a held-out part (bench/bench_learned_extraction.py).
PARAMS = {"c1": 0.2, "c2": 0.01, "max_iterations": 150, "feature.possible_transitions": True}
# Augmented copies of each labelled turn, its objects swapped for other objects of the same label (training only).
# Off: one copy a turn on blind parts 12-15 raised recall in every language but cost Japanese 0.010 of precision
# (docs/team-memory.md). MEMORYMESH_TAGGER_AUGMENT=1 turns it on, to measure it again as the labels grow.
AUGMENT_COPIES = int(os.environ.get("MEMORYMESH_TAGGER_AUGMENT", "0"))
AUGMENT_SEED = 25


def label_type(label: dict[str, Any]) -> str:
    """The tag a label gives its object's tokens."""
    if "tag" in label:  # an augmented copy's label carries its tag
        return label["tag"]
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


def _spans_of(turn: dict[str, Any]) -> list[tuple[int, int, str]]:
    """(start, end, label tag) of each memory or end object found in the turn's text, none overlapping."""
    found: list[tuple[int, int, str]] = []
    folded = turn["text"].casefold()
    for label in turn["expect"]:
        phrase = label.get("object") or ""
        start = folded.find(phrase.casefold()) if phrase and label["kind"] != "forget" else -1
        end = start + len(phrase)
        if start >= 0 and len(folded) == len(turn["text"]) and not any(s < end and e > start for s, e, _ in found):
            found.append((start, end, label_type(label)))
    return found


def augmented(turns: list[dict[str, Any]], copies: int, seed: int = AUGMENT_SEED) -> list[dict[str, Any]]:
    """`copies` copies of each turn with an object, each object replaced by another object of the same label
    (tag and language) from the other turns: the CRF learns the words around a slot, not the words in it."""
    pool: dict[tuple[str, str], set[str]] = {}
    for turn in turns:
        for start, end, tag in _spans_of(turn):
            pool.setdefault((turn["lang"], tag), set()).add(turn["text"][start:end])
    ordered = {key: sorted(objects) for key, objects in pool.items()}  # sorted: the same draws on every run
    rng = random.Random(seed)
    out = []
    for turn in turns:
        found = sorted(_spans_of(turn))
        if not found:
            continue
        for _ in range(copies):
            text, expect = turn["text"], []
            for start, end, tag in reversed(found):  # right to left: earlier offsets stay valid
                said = text[start:end]
                others = [o for o in ordered[(turn["lang"], tag)] if o.casefold() != said.casefold()]
                new = rng.choice(others) if others else said
                text = text[:start] + new + text[end:]
                expect.append({"tag": tag, "object": new})
            # What a forget names and a correction's replaced value stay as said (neither is a slot's object).
            expect += [{"tag": "forget", "object": lb["object"]} for lb in turn["expect"] if lb["kind"] == "forget"]
            expect += [{"tag": "REPL", "object": r} for r in (lb.get("replaces") for lb in turn["expect"]) if r]
            out.append({"lang": turn["lang"], "text": text, "expect": expect, "split": turn.get("split", "tuned-0")})
    return out


def train(
    turns: list[dict[str, Any]],
    lang: str,
    path: Path,
    params: dict[str, Any] = PARAMS,
    copies: int = AUGMENT_COPIES,
) -> float:
    """Train the tagger for one language into `path` and the encoder's head beside it (with `copies` augmented
    copies of each turn); returns the seconds it took."""
    start = time.perf_counter()
    own = [t for t in turns if t["lang"] == lang]
    examples = [
        (t, toks) for t in ([*own, *augmented(own, copies)] if copies else own) if (toks := tokens_of(t["text"], lang))
    ]
    tags = [tags_of(turn, toks) for turn, toks in examples]
    # Through the encoder tuned beside the models when there is one (train_extractor --tune-encoder writes it first).
    enc = encoder_of(path.parent)
    texts, tokens = [turn["text"] for turn, _ in examples], [toks for _, toks in examples]
    states = _states(texts, tokens, enc)
    names = sorted({tag for turn_tags in tags for tag in turn_tags} | {"O"})
    groups = [turn.get("split", "tuned-0") for turn, _ in examples]
    read = token_head.out_of_fold(states, tags, groups, names, _read_by_fold(path.parent, texts, tokens, groups))
    token_head.fit(states, tags, names).save(token_head.head_path(lang, path.parent))
    trainer = pycrfsuite.Trainer(verbose=False)
    for (_, toks), turn_tags, probabilities in zip(examples, tags, read, strict=True):
        trainer.append(features(toks, lang, read=token_head.head_features(names, probabilities)), turn_tags)
    trainer.set_params(params)
    trainer.train(str(path))
    return time.perf_counter() - start


def _read_by_fold(
    folder: Path, texts: list[str], tokens: list[Tokens], groups: list[str]
) -> Callable[[int], list[np.ndarray]] | None:
    """The states each fold's out-of-fold head reads, when the encoder was tuned without each fold (train_extractor
    --tune-encoder): its reading of a turn is then that of a head and layers that never saw the turn's split."""
    folds = [fold_folder(folder, k) for k in range(token_head.FOLDS)]
    if not all(lora_path(f).exists() for f in folds):
        return None
    tuned_on = json.loads((folds[0] / "splits.json").read_text(encoding="utf-8"))
    if tuned_on != sorted(set(groups)):  # the folds must be the head's: same splits, same order
        raise ValueError("the encoder was tuned per fold on other splits than this language's turns have")
    return lambda k: _states(texts, tokens, encoder_of(folds[k]))


# A training process reads the same turns for every model it trains (keyed by the encoder: a tuned one reads
# them otherwise; encoder_of keeps each one it made, so an id is never reused for another).
_seen: dict[tuple[int, str, tuple], np.ndarray] = {}


def _states(texts: list[str], tokens: list[Tokens], enc: Encoder) -> list[np.ndarray]:
    keys = [(id(enc), text, tuple(toks)) for text, toks in zip(texts, tokens, strict=True)]
    new = [key for key in dict.fromkeys(keys) if key not in _seen]
    fresh = token_states_many([text for _, text, _ in new], [list(toks) for _, _, toks in new], enc=enc)
    _seen.update(zip(new, fresh, strict=True))
    return [_seen[key] for key in keys]


def digest(turns: list[dict[str, Any]]) -> str:
    """A fingerprint of the training turns (their order kept), to tell whether a model is stale."""
    lines = (json.dumps(t, ensure_ascii=False, sort_keys=True) for t in turns)
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def training_turns(labels: Path, exclude: frozenset[str]) -> list[dict[str, Any]]:
    """The labelled turns of `labels` outside the excluded splits (the held-out part is never trained on)."""
    rows = [json.loads(line) for line in labels.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [t for t in rows if t.get("split", "tuned-0") not in exclude]
