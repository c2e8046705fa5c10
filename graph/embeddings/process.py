"""The embedding process: one copy of the model per machine, serving every web process and worker.

`./memorymesh serve` starts it (memorymesh_site.supervisor) and restarts it if it dies; the
others reach it over a unix socket (graph.embeddings._socket_client) instead of each loading
the model (~250-320 MiB per process when every web process and worker child held one).

    python -m graph.embeddings.process --socket <data dir>/embedding.sock [--threads 1]

It imports no Django: only the model's runtime and the standard library. Each connection
is served on its own thread; ONNX Runtime releases the GIL, so callers embed in parallel.
"""

import argparse
import ctypes
import os
import signal
import socket
import socketserver
import sys
from pathlib import Path
from typing import Any

from graph.embeddings._e5 import LocalE5
from graph.embeddings._errors import EmbeddingUnavailable
from graph.embeddings._minilm import LocalMiniLM
from graph.embeddings._wire import E5_PREFIX, WireError, receive_json, request_texts, send_frame, send_json

_M_ARENA_MAX = -8


def _glibc() -> ctypes.CDLL | None:
    libc = ctypes.CDLL(None)
    # Another C library (musl) has neither call, and its allocator its own policy.
    return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None


_LIBC = _glibc()


class _Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def __init__(self, path: str, model: LocalMiniLM, e5: LocalE5) -> None:
        self.model = model
        self.e5 = e5
        super().__init__(path, _Call)


class _Call(socketserver.BaseRequestHandler):
    """One connection: one request frame in, a header frame and the vectors out."""

    server: _Server

    def handle(self) -> None:
        try:
            texts, kind = request_texts(receive_json(self.request))
        except WireError as exc:
            self._answer({"error": f"bad request: {exc}"})
            return
        try:
            vectors, dimensions = self._embed(texts, kind) if texts else (None, self.server.model.dimensions)
        except EmbeddingUnavailable as exc:
            self._answer({"error": str(exc)})
            return
        payload = vectors.astype("<f4").tobytes() if vectors is not None else b""
        self._answer({"vectors": len(texts), "dimensions": dimensions}, payload)
        if len(texts) > 1:
            # A batch's activations take tens of MiB that glibc keeps for the next one; a
            # question's take little. Handing them back costs well under a millisecond.
            _give_back_free_memory()

    def _embed(self, texts: list[str], kind: str) -> tuple[Any, int]:
        if kind.startswith(E5_PREFIX):
            return self.server.e5.embed_array(texts, kind.removeprefix(E5_PREFIX)), self.server.e5.dimensions
        return self.server.model.embed_array(texts), self.server.model.dimensions

    def _answer(self, header: dict[str, Any], payload: bytes | None = None) -> None:
        try:
            send_json(self.request, header)
            if payload is not None:
                send_frame(self.request, payload)
        except OSError:
            pass  # the caller gave up (timed out or exited): nobody is left to tell


def answering(path: Path) -> bool:
    """Whether a process already listens on `path`."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(str(path))
        except OSError:
            return False
    return True


def serve(path: Path, *, threads: int) -> int:
    """Load the model, then answer on `path` until SIGTERM or SIGINT. Returns the exit status."""
    if answering(path):
        sys.stderr.write(f"memorymesh: another embedding process already answers at {path}\n")
        return 2
    # Loaded on the first call, as each process loaded its own before: a server nobody asks a
    # question of holds ~20 MiB here instead of ~200 MiB. The first call waits ~1 s for it.
    model = LocalMiniLM(threads=threads)
    # Likewise the multilingual model, on the first Japanese or Chinese text: a server that
    # never sees one never holds it. Always one thread, whatever MiniLM's: with more its
    # OpenMP threads spin against the other processes on shared cores (p95 up to 1.6 s).
    e5 = LocalE5(threads=1)
    path.unlink(missing_ok=True)  # left by a process that was killed
    server = _Server(str(path), model, e5)
    os.chmod(path, 0o600)  # the server's own user only, like the data folder
    signal.signal(signal.SIGTERM, _stop)
    try:
        server.serve_forever(poll_interval=1.0)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        path.unlink(missing_ok=True)
    return 0


def _stop(signum: int, _frame: object) -> None:
    raise KeyboardInterrupt


def _give_back_free_memory() -> None:
    if _LIBC is not None:
        _LIBC.malloc_trim(0)


def _fewer_malloc_arenas() -> None:
    # glibc gives each thread that allocates its own arena (up to 8 per core) and rarely hands
    # their free pages back; a thread per connection would otherwise grow the process with
    # every burst of callers. Two arenas are enough for two cores.
    if _LIBC is not None:
        _LIBC.mallopt(_M_ARENA_MAX, 2)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m graph.embeddings.process", description=__doc__.split("\n\n")[0])
    parser.add_argument("--socket", type=Path, required=True, help="the unix socket to listen on")
    parser.add_argument("--threads", type=int, default=1, help="CPU threads of each model call")
    options = parser.parse_args(argv)
    _fewer_malloc_arenas()
    return serve(options.socket, threads=options.threads)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
