"""Tuning the encoder's top layers on the labelled turns (training only: torch, requirements-train.txt).

The head (teams.extraction.token_head) reads states the encoder was never trained to give: layer 12 of
multilingual-e5-small holds a sentence's meaning, not which words are a memory's object. Here layers 9-12 are
rebuilt in torch from the bundled weights (they agree with the numpy forward pass to about 1e-6), and a rank-8
update of their four products (teams.extraction.encoder_lora) is learnt with a head per language, through the
same token states the tagger reads: first the heads alone for HEAD_EPOCHS on the untouched layers, then heads and
updates together for TUNE_EPOCHS. Only the updates are kept; the heads and the CRFs are trained afterwards on the
tuned states, as before. Layer 8's states do not change, so they are computed once, in numpy.
"""

import json
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn
from torch.nn import functional as F

from teams.extraction import token_head
from teams.extraction._tagger_features import tokens_of
from teams.extraction.encoder_lora import MATRICES, RANK, TUNED_LAYERS, fold_folder, lora_path
from teams.extraction.tagger_training import tags_of
from teams.extraction.token_states import Encoder, encoder, overlapping

SCALE = 1.0  # the update's weight (LoRA's alpha / rank)
HEAD_EPOCHS = 2
TUNE_EPOCHS = 3
HEAD_RATE = 1e-3
TUNE_RATE = 5e-4  # the one-cycle schedule's peak
WEIGHT_DECAY = 1e-5
HEAD_BATCH = 16  # turns
TUNE_BATCH = 32
SEED = 25


@dataclass
class Example:
    """One labelled turn as the tuning reads it."""

    lang: str
    below: torch.Tensor  # [ids, H]: layer 8's state of every id, <s> and </s> included
    pool: torch.Tensor  # [tokens, ids]: a token's state is the mean of the pieces that overlap it
    tags: torch.Tensor  # [tokens]: the index of each token's tag in its language's names


class _Low(nn.Module):
    """x @ W with W frozen, plus the learnt SCALE * x @ A @ B (B starts at zero: the layer starts untouched)."""

    def __init__(self, w: np.ndarray) -> None:
        super().__init__()
        self.register_buffer("w", torch.from_numpy(np.ascontiguousarray(w)))
        bound = 1 / math.sqrt(w.shape[0])
        self.a = nn.Parameter(torch.empty(w.shape[0], RANK).uniform_(-bound, bound))
        self.b = nn.Parameter(torch.zeros(RANK, w.shape[1]))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.w + SCALE * ((x @ self.a) @ self.b)


class _Block(nn.Module):
    """One encoder layer, as `Encoder.forward_many` computes it, over padded sequences."""

    def __init__(self, layer: Any, heads: int, eps: float) -> None:
        super().__init__()
        self.low = nn.ModuleDict({m: _Low(getattr(layer, m)) for m in MATRICES})
        for name in ("qb", "aob", "fib", "fob"):
            self.register_buffer(name, torch.from_numpy(getattr(layer, name).copy()))
        for name in ("aln", "oln"):
            self.register_buffer(f"{name}_w", torch.from_numpy(getattr(layer, name)[0].copy()))
            self.register_buffer(f"{name}_b", torch.from_numpy(getattr(layer, name)[1].copy()))
        self.heads, self.eps = heads, eps

    def forward(self, x: torch.Tensor, valid: torch.Tensor) -> torch.Tensor:
        n, t, h = x.shape

        def split(y: torch.Tensor) -> torch.Tensor:
            return y.view(n, t, self.heads, h // self.heads).transpose(1, 2)

        q, k, v = (self.low["q"](x) + self.qb).split(h, dim=-1)
        ctx = F.scaled_dot_product_attention(split(q), split(k), split(v), attn_mask=valid[:, None, None, :])
        ctx = ctx.transpose(1, 2).reshape(n, t, h)
        x = F.layer_norm(x + self.low["ao"](ctx) + self.aob, (h,), self.aln_w, self.aln_b, self.eps)
        mid = F.gelu(self.low["fi"](x) + self.fib)
        return F.layer_norm(x + self.low["fo"](mid) + self.fob, (h,), self.oln_w, self.oln_b, self.eps)


class Top(nn.Module):
    """Layers 9-12 of `enc` with their low-rank updates."""

    def __init__(self, enc: Encoder) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(_Block(enc.layers[n - 1], enc.NH, enc.eps) for n in TUNED_LAYERS)

    def forward(self, below: list[torch.Tensor]) -> list[torch.Tensor]:
        """Layer 12's state of every id of each sequence, from layer 8's."""
        longest = max(len(b) for b in below)
        x = torch.zeros(len(below), longest, below[0].shape[1])
        valid = torch.zeros(len(below), longest, dtype=torch.bool)
        for i, b in enumerate(below):
            x[i, : len(b)] = b
            valid[i, : len(b)] = True
        for block in self.blocks:
            x = block(x, valid)
        return [x[i, : len(b)] for i, b in enumerate(below)]

    def updates(self) -> dict[str, np.ndarray]:
        """The learnt A and B of every product, as encoder_lora reads them."""
        out = {}
        for n, block in zip(TUNED_LAYERS, self.blocks, strict=True):
            for m in MATRICES:
                out[f"l{n}.{m}.a"] = block.low[m].a.detach().numpy()
                out[f"l{n}.{m}.b"] = block.low[m].b.detach().numpy()
        return out


def _rows(states: torch.Tensor) -> torch.Tensor:
    pad = torch.zeros(1, states.shape[1])
    around = torch.cat([pad, states, pad])
    return torch.cat([states, around[:-2], around[2:]], dim=1)  # as token_head.rows


class _Head(nn.Module):
    """A head of token_head's shape, on standardised rows."""

    def __init__(self, mean: torch.Tensor, scale: torch.Tensor, tags: int) -> None:
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("scale", scale)
        self.net = nn.Sequential(
            nn.Linear(mean.shape[0], token_head.HIDDEN),
            nn.ReLU(),
            nn.Dropout(token_head.DROPOUT),
            nn.Linear(token_head.HIDDEN, tags),
        )

    def forward(self, states: torch.Tensor) -> torch.Tensor:
        return self.net((_rows(states) - self.mean) / self.scale)


def examples(turns: list[dict[str, Any]], enc: Encoder, chunk: int = 64) -> tuple[list[Example], dict[str, list[str]]]:
    """The turns with tokens, as Examples, and each language's tag names (sorted, "O" among them)."""
    read = []
    for turn in turns:
        toks = tokens_of(turn["text"], turn["lang"])
        if toks:
            ids, spans = enc.sequence(turn["text"])
            read.append((turn, toks, ids, spans))
    tags = [tags_of(turn, toks) for turn, toks, _, _ in read]
    names = {
        lang: sorted({t for (turn, *_), ts in zip(read, tags, strict=True) if turn["lang"] == lang for t in ts} | {"O"})
        for lang in {turn["lang"] for turn, *_ in read}
    }
    below = []
    for i in range(0, len(read), chunk):
        below += enc.forward_many([ids for _, _, ids, _ in read[i : i + chunk]], (TUNED_LAYERS[0] - 1,))
    out = []
    for (turn, toks, ids, spans), ts, x in zip(read, tags, below, strict=True):
        pool = np.zeros((len(toks), len(ids)), dtype=np.float32)
        for row, hit in enumerate(overlapping(spans, toks)):
            pool[row, [j + 1 for j in hit]] = 1 / len(hit) if hit else 0  # +1: <s> comes first
        index = {n: k for k, n in enumerate(names[turn["lang"]])}
        out.append(
            Example(
                turn["lang"],
                torch.from_numpy(x),
                torch.from_numpy(pool),
                torch.tensor([index[t] for t in ts]),
            )
        )
    return out, names


def _states(batch: list[Example], top: Top) -> list[torch.Tensor]:
    return [
        torch.cat([e.pool @ e.below, e.pool @ above], dim=1)
        for e, above in zip(batch, top([e.below for e in batch]), strict=True)
    ]


def _loss(batch: list[Example], states: list[torch.Tensor], heads: nn.ModuleDict) -> torch.Tensor:
    total = sum(F.cross_entropy(heads[e.lang](s), e.tags, reduction="sum") for e, s in zip(batch, states, strict=True))
    return total / sum(len(e.tags) for e in batch)


def _fixed(data: list[Example], top: Top) -> list[torch.Tensor]:
    """Each turn's token states through the untouched layers."""
    with torch.no_grad():
        return [s for i in range(0, len(data), TUNE_BATCH) for s in _states(data[i : i + TUNE_BATCH], top)]


def _heads(data: list[Example], names: dict[str, list[str]], fixed: list[torch.Tensor]) -> nn.ModuleDict:
    """A head per language over the standardised rows of the untouched layers' states."""
    heads = nn.ModuleDict()
    for lang, tags in names.items():
        rows = torch.cat([_rows(s) for e, s in zip(data, fixed, strict=True) if e.lang == lang])
        heads[lang] = _Head(rows.mean(dim=0), rows.std(dim=0) + 1e-6, len(tags))
    return heads


def _epochs(data: list[Example], epochs: int, size: int, step: Any) -> None:
    rng = np.random.default_rng(SEED)
    for _ in range(epochs):
        order = rng.permutation(len(data))
        for i in range(0, len(order), size):
            step([int(k) for k in order[i : i + size]])


def tune(turns: list[dict[str, Any]], folder: Path, epochs: tuple[int, int] = (HEAD_EPOCHS, TUNE_EPOCHS)) -> float:
    """Learn the updates of layers 9-12 from `turns` (all languages) into `folder`'s LORA_FILE (the heads and
    CRFs are trained afterwards, on the tuned states); returns the seconds it took."""
    start = time.perf_counter()
    data, names = examples(turns, encoder())
    _tuned(data, names, _fixed(data, Top(encoder())), folder, epochs)
    return time.perf_counter() - start


def tune_per_fold(turns: list[dict[str, Any]], folder: Path) -> float:
    """`tune` on all of `turns` into `folder`, then without each fold of their splits (token_head.folds_of, as the
    head's out-of-fold readings) into fold_folder(folder, k): the CRF learns how far a head on tuned layers is
    right on turns the tuning did not see. Returns the seconds it took."""
    start = time.perf_counter()
    data, names = examples(turns, encoder())
    fixed = _fixed(data, Top(encoder()))
    _tuned(data, names, fixed, folder)
    with_tokens = [t for t in turns if tokens_of(t["text"], t["lang"])]  # examples() keeps these, in order
    splits = [t.get("split", "tuned-0") for t in with_tokens]
    fold_of = token_head.folds_of(splits)
    for fold in range(token_head.FOLDS):
        kept = [i for i, split in enumerate(splits) if fold_of[split] != fold]
        out = fold_folder(folder, fold)
        _tuned([data[i] for i in kept], names, [fixed[i] for i in kept], out)
        (out / "splits.json").write_text(json.dumps(sorted(set(splits))), encoding="utf-8")
    return time.perf_counter() - start


def _tuned(
    data: list[Example],
    names: dict[str, list[str]],
    fixed: list[torch.Tensor],
    folder: Path,
    epochs: tuple[int, int] = (HEAD_EPOCHS, TUNE_EPOCHS),
) -> None:
    torch.manual_seed(SEED)
    top = Top(encoder())
    heads = _heads(data, names, fixed)
    heads.train()
    first = torch.optim.Adam(heads.parameters(), lr=HEAD_RATE, weight_decay=WEIGHT_DECAY)

    def head_step(picked: list[int]) -> None:
        first.zero_grad()
        _loss([data[k] for k in picked], [fixed[k] for k in picked], heads).backward()
        first.step()

    _epochs(data, epochs[0], HEAD_BATCH, head_step)
    learnt = [*top.parameters(), *heads.parameters()]
    second = torch.optim.Adam(learnt, lr=TUNE_RATE, weight_decay=WEIGHT_DECAY)
    steps = max(1, epochs[1] * math.ceil(len(data) / TUNE_BATCH))
    schedule = torch.optim.lr_scheduler.OneCycleLR(second, max_lr=TUNE_RATE, total_steps=steps)

    def tune_step(picked: list[int]) -> None:
        batch = [data[k] for k in picked]
        second.zero_grad()
        _loss(batch, _states(batch, top), heads).backward()
        second.step()
        schedule.step()

    _epochs(data, epochs[1], TUNE_BATCH, tune_step)
    # Half precision: the file in git is half the size; the merge reads it back as float32, in training as at use.
    updates = {k: v.astype(np.float16) for k, v in top.updates().items()}
    folder.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(lora_path(folder), scale=np.float32(SCALE), **updates)
