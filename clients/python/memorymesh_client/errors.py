"""The refusals of a MemoryMesh server as exceptions.

Every refusal the server gives has one JSON body, `{"error": code, "detail": text, ...}`
(`fields` for invalid arguments, `did_you_mean` for a name not stored, `limit`/`max`/`got`
for a size). `MemoryMeshError` carries the code, the detail, the HTTP status, the fields
and the whole body; a subclass per status lets callers catch the kind they handle.
"""

from typing import Any

import httpx


class MemoryMeshError(Exception):
    """A refusal: `code` (e.g. invalid_arguments), `detail`, `status`, `fields`, and the whole `body`."""

    def __init__(
        self,
        code: str,
        detail: str,
        status: int,
        fields: list[dict[str, Any]] | None = None,
        body: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {detail}")
        self.code = code
        self.detail = detail
        self.status = status
        self.fields = fields or []
        self.body = body if body is not None else {"error": code, "detail": detail}


class BadRequest(MemoryMeshError):
    """400: malformed JSON, a body that is not an object, a Host not allowed."""


class AuthenticationError(MemoryMeshError):
    """401: no token, or an unknown, revoked or expired one."""


class PermissionDenied(MemoryMeshError):
    """403: a scope or organisation this token may not read or write."""


class NotFound(MemoryMeshError):
    """404: something named is not stored (`body["did_you_mean"]` lists close names)."""


class Conflict(MemoryMeshError):
    """409: a conflict with what is stored, e.g. a node name already taken."""


class TooLarge(MemoryMeshError):
    """413: over a limit (`body["limit"]`, `body["max"]`, `body["got"]`)."""


class InvalidArguments(MemoryMeshError):
    """422: invalid arguments (each one in `fields`) or a value the verb cannot use."""


class RateLimited(MemoryMeshError):
    """429: this token is over its rate; `retry_after` is the server's Retry-After in seconds."""

    retry_after: float | None = None


class ServerBusy(MemoryMeshError):
    """503: the server is saturated or its database is not answering; `retry_after` as for 429."""

    retry_after: float | None = None


_BY_STATUS: dict[int, type[MemoryMeshError]] = {
    400: BadRequest,
    401: AuthenticationError,
    403: PermissionDenied,
    404: NotFound,
    409: Conflict,
    413: TooLarge,
    422: InvalidArguments,
    429: RateLimited,
    503: ServerBusy,
}


def error_from_response(response: httpx.Response) -> MemoryMeshError:
    """The exception for a refused response; a body that is not our JSON error keeps its text as detail."""
    try:
        body = response.json()
    except ValueError:
        body = None
    if not isinstance(body, dict) or not isinstance(body.get("error"), str):
        body = {"error": f"http_{response.status_code}", "detail": response.text[:2000]}
    kind = _BY_STATUS.get(response.status_code, MemoryMeshError)
    error = kind(
        body["error"],
        str(body.get("detail", "")),
        response.status_code,
        body.get("fields") if isinstance(body.get("fields"), list) else None,
        body,
    )
    if isinstance(error, RateLimited | ServerBusy):
        error.retry_after = retry_after_seconds(response)
    return error


def retry_after_seconds(response: httpx.Response) -> float | None:
    """The Retry-After header in seconds (our server sends whole seconds; an HTTP date is not used)."""
    value = response.headers.get("Retry-After", "")
    try:
        return max(0.0, float(value))
    except ValueError:
        return None
