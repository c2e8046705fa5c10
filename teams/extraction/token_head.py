"""A reading of each token's contextual state: the tag e5 says it would take, for the CRF to weigh.

The CRF sees spellings; the encoder (teams.extraction.token_states) sees what a token means where it stands.
A small network (one hidden layer) over a token's states and its neighbours' gives each tag a probability; the
CRF reads the likeliest tag (with how sure it is), its neighbours' likeliest tags and the top three as values,
and keeps its own say over where a span starts and ends. The network's reading of a training turn comes from a
head fitted without that turn's split (out of fold), so the CRF learns how far the head is right on sentences it
has not seen, as on a new user's turn. One hidden layer, over layers 8 and 12, rather than a softmax regression
over layer 12: on blind parts 32-34, rules + tagger found 0.04-0.11 more of the memories at the same gate
(docs/team-memory.md).
"""

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

FOLDS = 5
EPOCHS = 12
HIDDEN = 256
DROPOUT = 0.1
L2 = 1e-4
RATE = 1e-3
BATCH = 256
SEED = 25


def head_path(lang: str, folder: Path) -> Path:
    return folder / f"head-{lang}.npz"


def rows(states: np.ndarray) -> np.ndarray:
    """Each token's state beside the states of the tokens before and after it (zeros at the edges)."""
    pad = np.zeros((1, states.shape[1]), dtype=np.float32)
    around = np.concatenate([pad, states, pad])
    return np.concatenate([states, around[:-2], around[2:]], axis=1)


def _softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    p = np.exp(z)
    return p / p.sum(axis=1, keepdims=True)


_ARRAYS = ("mean", "scale", "hidden", "hidden_bias", "weights", "bias")  # a Head's arrays, in its fields' order


@dataclass
class Head:
    """A network from `rows` to tags: standardised input, one ReLU layer, softmax."""

    names: list[str]
    mean: np.ndarray
    scale: np.ndarray
    hidden: np.ndarray
    hidden_bias: np.ndarray
    weights: np.ndarray
    bias: np.ndarray

    def probabilities(self, states: np.ndarray) -> np.ndarray:
        """[tokens, tags]: each token's probability of each tag."""
        h = np.maximum(((rows(states) - self.mean) / self.scale) @ self.hidden + self.hidden_bias, 0)
        return _softmax(h @ self.weights + self.bias)

    def save(self, path: Path) -> None:
        # The hidden layer in half precision: the file in git is half the size, the probabilities move by < 1e-3.
        arrays = {k: getattr(self, k) for k in _ARRAYS} | {"hidden": self.hidden.astype(np.float16)}
        np.savez_compressed(path, names=np.array(self.names), **arrays)

    @classmethod
    def load(cls, path: Path) -> "Head":
        z = np.load(path)
        return cls(list(z["names"]), *(z[k].astype(np.float32) for k in _ARRAYS))


def _adam(params: list[np.ndarray], grads: list[np.ndarray], moments: list[list[np.ndarray]], step: int) -> None:
    for grad, (m, v), param in zip(grads, moments, params, strict=True):
        m *= 0.9
        m += 0.1 * grad
        v *= 0.999
        v += 0.001 * grad * grad
        param -= RATE * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)


def fit(states: list[np.ndarray], tags: list[list[str]], names: list[str]) -> Head:
    """A head fitted by Adam (with dropout on the hidden layer) on the tokens of `states` (one array per turn)
    and their `tags`."""
    index = {n: i for i, n in enumerate(names)}
    x = np.concatenate([rows(s) for s in states])
    y = np.array([index[t] for turn in tags for t in turn])
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    x = ((x - mean) / scale).astype(np.float32)
    rng = np.random.default_rng(SEED)
    params = [
        rng.normal(0, np.sqrt(2 / x.shape[1]), (x.shape[1], HIDDEN)).astype(np.float32),
        np.zeros(HIDDEN, dtype=np.float32),
        rng.normal(0, np.sqrt(1 / HIDDEN), (HIDDEN, len(names))).astype(np.float32),
        np.zeros(len(names), dtype=np.float32),
    ]
    moments = [[np.zeros_like(p), np.zeros_like(p)] for p in params]
    step = 0
    for _ in range(EPOCHS):
        order = rng.permutation(len(x))
        for i in range(0, len(x), BATCH):
            picked = order[i : i + BATCH]
            batch = x[picked]
            kept = (rng.random((len(batch), HIDDEN)) > DROPOUT).astype(np.float32) / (1 - DROPOUT)
            h = np.maximum(batch @ params[0] + params[1], 0) * kept
            p = _softmax(h @ params[2] + params[3])
            p[np.arange(len(batch)), y[picked]] -= 1
            p /= len(batch)
            back = (p @ params[2].T) * kept * (h > 0)
            step += 1
            grads = [batch.T @ back + L2 * params[0], back.sum(axis=0), h.T @ p + L2 * params[2], p.sum(axis=0)]
            _adam(params, grads, moments, step)
    return Head(names, mean.astype(np.float32), scale.astype(np.float32), *params)


def folds_of(groups: list[str]) -> dict[str, int]:
    """The fold of each group (whole splits, FOLDS of them, by sorted name)."""
    return {g: i % FOLDS for i, g in enumerate(sorted(set(groups)))}


def out_of_fold(
    states: list[np.ndarray],
    tags: list[list[str]],
    groups: list[str],
    names: list[str],
    read_by: Callable[[int], list[np.ndarray]] | None = None,
) -> list[np.ndarray]:
    """Each turn's probabilities from a head fitted without its group (FOLDS folds of whole splits); with
    `read_by`, a fold's head is fitted and read on the states `read_by(fold)` gives (an encoder tuned without it)."""
    fold_of = folds_of(groups)
    out: list[np.ndarray] = [np.empty(0)] * len(states)
    for fold in range(FOLDS):
        inside = [i for i, g in enumerate(groups) if fold_of[g] == fold]
        if not inside:
            continue
        seen = read_by(fold) if read_by else states
        rest = [i for i, g in enumerate(groups) if fold_of[g] != fold]
        head = fit([seen[i] for i in rest], [tags[i] for i in rest], names)
        for i in inside:
            out[i] = head.probabilities(seen[i])
    return out


def _sureness(p: float) -> str:
    return "a" if p < 0.5 else "b" if p < 0.8 else "c" if p < 0.95 else "d"


def head_features(names: list[str], probabilities: np.ndarray) -> list[dict[str, Any]]:
    """The CRF features of each token from the head's probabilities."""
    top = probabilities.argmax(axis=1)
    out = []
    for i in range(len(top)):
        best = names[top[i]]
        feats: dict[str, Any] = {"lh": best, "lh|b": f"{best}|{_sureness(float(probabilities[i, top[i]]))}"}
        for off in (-1, 1):
            j = i + off
            feats[f"{off}:lh"] = names[top[j]] if 0 <= j < len(top) else "<pad>"
        for k in probabilities[i].argsort()[-3:]:
            feats[f"lhv:{names[k]}"] = float(probabilities[i, k])
        out.append(feats)
    return out
