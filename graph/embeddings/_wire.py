"""The embedding process's protocol on its unix socket: length-prefixed frames.

A frame is a 4-byte big-endian length, then that many bytes. One call per connection:

- the caller sends one frame of JSON: {"texts": [str, ...], "kind": "passage" | "query"
  | "e5_passage" | "e5_query"} (all-MiniLM-L6-v2, or multilingual-e5-small for Japanese and
  Chinese text: graph.embeddings._e5);
- the process answers one frame of JSON, {"vectors": n, "dimensions": d} or {"error": detail},
  and after a success one frame of n × d little-endian float32: the vectors, row after row.

Raw float32 rather than JSON numbers: the caller gets exactly the floats the model computed
(what an in-process call returns) and 384 numbers cost 1.5 KiB instead of ~8 KiB of text.
"""

import array
import json
import socket
import struct
import sys
from typing import Any

_LENGTH = struct.Struct(">I")
#: A bound on what a peer may make the other side allocate (a batch of long passages is ~1 MiB).
MAX_FRAME_BYTES = 64 * 1024 * 1024
KINDS = ("passage", "query", "e5_passage", "e5_query")
#: The kinds multilingual-e5-small answers (the rest, all-MiniLM-L6-v2).
E5_PREFIX = "e5_"


class WireError(Exception):
    """The peer closed the connection early or sent something that is not a frame of this protocol."""


def send_frame(sock: socket.socket, payload: bytes) -> None:
    sock.sendall(_LENGTH.pack(len(payload)) + payload)


def receive_frame(sock: socket.socket) -> bytes:
    (length,) = _LENGTH.unpack(_receive_exactly(sock, _LENGTH.size))
    if length > MAX_FRAME_BYTES:
        raise WireError(f"a frame of {length} bytes is over the limit of {MAX_FRAME_BYTES}")
    return _receive_exactly(sock, length)


def _receive_exactly(sock: socket.socket, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            raise WireError("the connection closed in the middle of a frame")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def send_json(sock: socket.socket, value: dict[str, Any]) -> None:
    send_frame(sock, json.dumps(value).encode())


def receive_json(sock: socket.socket) -> dict[str, Any]:
    try:
        value = json.loads(receive_frame(sock))
    except (UnicodeDecodeError, ValueError) as exc:
        raise WireError(f"not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise WireError("a frame's JSON must be an object")
    return value


def request_texts(request: dict[str, Any]) -> tuple[list[str], str]:
    """The texts and kind of a request, or WireError naming what is wrong with it."""
    texts, kind = request.get("texts"), request.get("kind", "passage")
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise WireError('"texts" must be a list of strings')
    if kind not in KINDS:
        raise WireError(f'"kind" must be one of {", ".join(KINDS)}')
    return texts, kind


def vectors_from_bytes(payload: bytes, *, count: int, dimensions: int) -> list[list[float]]:
    """Rows of Python floats from the float32 frame (each float32 widened exactly)."""
    if len(payload) != count * dimensions * 4:
        raise WireError(f"expected {count} × {dimensions} float32, got {len(payload)} bytes")
    values = array.array("f")
    values.frombytes(payload)
    if sys.byteorder != "little":
        values.byteswap()
    flat = values.tolist()
    return [flat[i * dimensions : (i + 1) * dimensions] for i in range(count)]
