"""The error hierarchy. Each error has a code, an HTTP status and a human detail.

Every door (HTTP views, MCP tools and endpoint, the /v1 error pages and middleware)
builds its error body with `error_body`, so the shape is written once:
{"error": code, "detail": text, ...specifics}.
"""

from typing import Any


def error_body(code: str, detail: str, **extra: Any) -> dict[str, Any]:
    """The one error shape of the API."""
    return {"error": code, "detail": detail, **extra}


class MemoryError_(Exception):
    """Base of every refusal a verb can give. Named with a trailing underscore so it
    never shadows the built-in MemoryError."""

    status = 400
    code = "bad_request"

    def __init__(self, detail: str, *, code: str | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if code:
            self.code = code
        self.extra = extra

    def as_dict(self) -> dict[str, Any]:
        return error_body(self.code, self.detail, **self.extra)


class Malformed(MemoryError_):
    status = 400
    code = "malformed"


class Unauthenticated(MemoryError_):
    status = 401
    code = "unauthenticated"


class Forbidden(MemoryError_):
    status = 403
    code = "forbidden"


class NotFound(MemoryError_):
    status = 404
    code = "not_found"


class Conflict(MemoryError_):
    status = 409
    code = "conflict"


class TooLarge(MemoryError_):
    status = 413
    code = "too_large"


class UnsupportedMedia(MemoryError_):
    status = 415
    code = "not_a_document"


class TooManyRequests(MemoryError_):
    """Over a rate; `retry_after` (seconds) goes into the Retry-After header and the body."""

    status = 429
    code = "too_many_requests"


class Busy(MemoryError_):
    """The server is saturated right now (not the caller's fault); retry after `retry_after` seconds."""

    status = 503
    code = "server_busy"


class DatabaseUnavailable(Busy):
    """The database does not answer (restarting after a crash, or down); retry after `retry_after` seconds."""

    code = "database_unavailable"


class ConcurrentChange(Busy):
    """A row this write had resolved was changed by a concurrent commit (e.g. forgotten)
    before it could be locked. Nothing is stored; the write is run again whole
    (graph.conflict_retry), and answers 503 only if that keeps happening."""


class Invalid(MemoryError_):
    status = 422
    code = "invalid"
