"""MemoryMesh's Python client: `MemoryMesh(url, token)` and `AsyncMemoryMesh(url, token)`.

from memorymesh_client import MemoryMesh
mm = MemoryMesh("http://127.0.0.1:8000", token="mm_…")
mm.remember("Dana works at Acme.", scope="notes")
mm.context("Where does Dana work?", scope="notes")
"""

from memorymesh_client.client import AsyncMemoryMesh, MemoryMesh
from memorymesh_client.errors import (
    AuthenticationError,
    BadRequest,
    Conflict,
    InvalidArguments,
    MemoryMeshError,
    NotFound,
    PermissionDenied,
    RateLimited,
    ServerBusy,
    TooLarge,
)

__all__ = [
    "AsyncMemoryMesh",
    "AuthenticationError",
    "BadRequest",
    "Conflict",
    "InvalidArguments",
    "MemoryMesh",
    "MemoryMeshError",
    "NotFound",
    "PermissionDenied",
    "RateLimited",
    "ServerBusy",
    "TooLarge",
]
