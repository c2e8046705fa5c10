"""A linear reading of each token's contextual state: the tag e5 says it would take, for the CRF to weigh.

The CRF sees spellings; the encoder (teams.extraction.token_states) sees what a token means where it stands.
A softmax regression over a token's state and its neighbours' states gives each tag a probability; the CRF
reads the likeliest tag (with how sure it is), its neighbours' likeliest tags and the top three as values,
and keeps its own say over where a span starts and ends. The regression's reading of a training turn comes
from a head fitted without that turn's split (out of fold), so the CRF learns how far the head is right on
sentences it has not seen, as on a new user's turn.
"""

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

FOLDS = 5
EPOCHS = 12
L2 = 1e-4
RATE = 2e-3
BATCH = 256
SEED = 25


def head_path(lang: str, folder: Path) -> Path:
    return folder / f"head-{lang}.npz"


def rows(states: np.ndarray) -> np.ndarray:
    """Each token's state beside the states of the tokens before and after it (zeros at the edges)."""
    pad = np.zeros((1, states.shape[1]), dtype=np.float32)
    around = np.concatenate([pad, states, pad])
    return np.concatenate([states, around[:-2], around[2:]], axis=1)


@dataclass
class Head:
    """A softmax regression from `rows` to tags."""

    names: list[str]
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: np.ndarray

    def probabilities(self, states: np.ndarray) -> np.ndarray:
        """[tokens, tags]: each token's probability of each tag."""
        z = ((rows(states) - self.mean) / self.scale) @ self.weights + self.bias
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        return p / p.sum(axis=1, keepdims=True)

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path, names=np.array(self.names), mean=self.mean, scale=self.scale, weights=self.weights, bias=self.bias
        )

    @classmethod
    def load(cls, path: Path) -> "Head":
        z = np.load(path)
        return cls(list(z["names"]), z["mean"], z["scale"], z["weights"], z["bias"])


def fit(states: list[np.ndarray], tags: list[list[str]], names: list[str]) -> Head:
    """A head fitted by Adam on the tokens of `states` (one array per turn) and their `tags`."""
    index = {n: i for i, n in enumerate(names)}
    x = np.concatenate([rows(s) for s in states])
    y = np.array([index[t] for turn in tags for t in turn])
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    x = (x - mean) / scale
    w = np.zeros((x.shape[1], len(names)), dtype=np.float32)
    b = np.zeros(len(names), dtype=np.float32)
    moments = [[np.zeros_like(w), np.zeros_like(w)], [np.zeros_like(b), np.zeros_like(b)]]
    rng = np.random.default_rng(SEED)
    step = 0
    for _ in range(EPOCHS):
        order = rng.permutation(len(x))
        for i in range(0, len(x), BATCH):
            batch = order[i : i + BATCH]
            z = x[batch] @ w + b
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            p[np.arange(len(batch)), y[batch]] -= 1
            p /= len(batch)
            step += 1
            for grad, (m, v), param in ((x[batch].T @ p + L2 * w, moments[0], w), (p.sum(axis=0), moments[1], b)):
                m *= 0.9
                m += 0.1 * grad
                v *= 0.999
                v += 0.001 * grad * grad
                param -= RATE * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    return Head(names, mean.astype(np.float32), scale.astype(np.float32), w, b)


def out_of_fold(
    states: list[np.ndarray], tags: list[list[str]], groups: list[str], names: list[str]
) -> list[np.ndarray]:
    """Each turn's probabilities from a head fitted without its group (FOLDS folds of whole splits)."""
    fold_of = {g: i % FOLDS for i, g in enumerate(sorted(set(groups)))}
    out: list[np.ndarray] = [np.empty(0)] * len(states)
    for fold in range(FOLDS):
        inside = [i for i, g in enumerate(groups) if fold_of[g] == fold]
        if not inside:
            continue
        rest = [i for i, g in enumerate(groups) if fold_of[g] != fold]
        head = fit([states[i] for i in rest], [tags[i] for i in rest], names)
        for i in inside:
            out[i] = head.probabilities(states[i])
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
