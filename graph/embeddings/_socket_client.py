"""The backend web processes and workers use under `serve`: the embedding process, over its socket."""

import socket
import time
from pathlib import Path

from graph.embeddings._e5 import LocalE5
from graph.embeddings._errors import EmbeddingUnavailable
from graph.embeddings._minilm import LocalMiniLM
from graph.embeddings._wire import E5_PREFIX, WireError, receive_frame, receive_json, send_json, vectors_from_bytes

#: A batch of 64 long passages takes ~1 s on an idle core; a saturated machine, many times that.
_CALL_TIMEOUT_SECONDS = 120.0
_RETRY_PAUSE_SECONDS = 0.1


class EmbeddingProcess:
    """all-MiniLM-L6-v2, computed by the embedding process (graph.embeddings.process) at `socket_path`.

    A call made while the process is starting, or being restarted by the supervisor, waits up
    to `wait_seconds` for it and then raises EmbeddingUnavailable: `context` then answers from
    its other routes and says why meaning did not run, and an embedding job fails and is
    retried by the periodic catch-up.
    """

    name = LocalMiniLM.name
    dimensions = LocalMiniLM.dimensions
    #: Put before the kind on the wire: which of the process's models answers.
    kind_prefix = ""

    def __init__(self, *, socket_path: Path, wait_seconds: float) -> None:
        self.socket_path = socket_path
        self.wait_seconds = wait_seconds

    def embed(self, texts: list[str], kind: str = "passage") -> list[list[float]]:
        """Unit-length vectors, one per text, in order, exactly as LocalMiniLM computes them."""
        if not texts:
            return []
        deadline = time.monotonic() + self.wait_seconds
        while True:
            try:
                return self._call(texts, kind)
            except (OSError, WireError) as exc:
                # Not listening yet, restarting, or killed in the middle of this call: embedding
                # is idempotent, so asking again is safe.
                if time.monotonic() >= deadline:
                    raise EmbeddingUnavailable(
                        f"the embedding process did not answer at {self.socket_path} "
                        f"within {self.wait_seconds:g} s ({exc.__class__.__name__}: {exc})"
                    ) from None
                time.sleep(_RETRY_PAUSE_SECONDS)

    def _call(self, texts: list[str], kind: str) -> list[list[float]]:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(_CALL_TIMEOUT_SECONDS)
            sock.connect(str(self.socket_path))
            send_json(sock, {"texts": texts, "kind": self.kind_prefix + kind})
            header = receive_json(sock)
            if "error" in header:
                # The process answered and refused (a model file missing): asking again will not help.
                raise EmbeddingUnavailable(f"the embedding process refused: {header['error']}")
            count, dimensions = header.get("vectors"), header.get("dimensions")
            if count != len(texts) or dimensions != self.dimensions:
                raise EmbeddingUnavailable(f"the embedding process answered {count} × {dimensions} vectors")
            return vectors_from_bytes(receive_frame(sock), count=count, dimensions=dimensions)


class E5Process(EmbeddingProcess):
    """multilingual-e5-small (graph.embeddings._e5), computed by the same embedding process."""

    name = LocalE5.name
    dimensions = LocalE5.dimensions
    kind_prefix = E5_PREFIX
