"""The short API chain's middleware, mirrored for the answers given ahead of the chain.

A direct answer (graph.transport.direct_verbs) once ran inside the chain: every middleware's
hooks wrapped it, about a tenth of a recall's web CPU (docs/performance.md, "A direct door for
recall", "Skipping the chain"). What those hooks do to a plain API call is fixed by the request's
path and scheme: they may refuse or redirect it (the Host check, the HTTPS redirect, the body
limit), and they add the same headers to every answer of a route. So the mirror asks each
middleware's own request hook first, and a request any hook would answer goes through the whole
chain, which answers it as always. For the headers, it runs the middleware's own response hooks
once per route, scheme and status over an empty answer, keeps the header list they leave (names,
order, values), and gives every later answer that list with its own Content-Length.

Only a chain made wholly of middleware whose hooks are known to behave so is mirrored (see
`_REQUEST_HOOKS`); any other chain answers every call itself.
"""

import threading
from collections.abc import Callable, Sequence
from typing import Any

from csp.middleware import CSPMiddleware as DjangoCSPMiddleware
from django.core.signals import setting_changed
from django.http import HttpRequest, HttpResponse
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.common import CommonMiddleware
from django.middleware.security import SecurityMiddleware
from django.utils.deprecation import MiddlewareMixin

from graph.transport.middleware import ApiBodyLimitMiddleware, body_refusal

Headers = list[tuple[bytes, bytes]]
RequestHook = Callable[[HttpRequest], HttpResponse | None]
ViewHeaders = tuple[tuple[str, str], ...]

_CONTENT_LENGTH = b"content-length"


def _request_hook(middleware: Any) -> RequestHook | None | bool:
    """What a middleware does before the view, as a function that answers (refuses, redirects)
    or gives None; None when it does nothing a plain API call would notice; False when it is not
    one this module knows."""
    kind = type(middleware)
    if kind is ApiBodyLimitMiddleware:
        return body_refusal
    if kind.__call__ is not MiddlewareMixin.__call__:
        return False
    if kind in (SecurityMiddleware, CommonMiddleware):
        return middleware.process_request  # the HTTPS redirect; the Host check, refused agents, www
    if kind is XFrameOptionsMiddleware:
        return None
    if issubclass(kind, DjangoCSPMiddleware) and kind.process_request is DjangoCSPMiddleware.process_request:
        return None  # it readies a nonce for templates; no API answer asks for one
    return False


class MiddlewareMirror:
    """What a chain of `middleware` instances (outermost first) does to a plain API answer."""

    def __init__(self, middleware: Sequence[Any]) -> None:
        hooks = [_request_hook(m) for m in middleware]
        if any(hook is False for hook in hooks):
            raise ValueError("a middleware this mirror does not know")
        self._request_hooks: list[RequestHook] = [hook for hook in hooks if hook]
        # Response hooks run innermost first, as the chain runs them.
        self._response_hooks = [m.process_response for m in reversed(middleware) if hasattr(m, "process_response")]
        self._kept: dict[tuple, tuple[Headers, int]] = {}
        self._lock = threading.Lock()
        setting_changed.connect(self._forget)  # CSP reads its settings per answer; tests change them

    @classmethod
    def of(cls, middleware: Sequence[Any]) -> "MiddlewareMirror | None":
        """The mirror of this chain, or None when one of its middleware is not known."""
        try:
            return cls(middleware)
        except ValueError:
            return None

    def passes(self, request: HttpRequest) -> bool:
        """Whether every middleware would hand `request` on to the view unchanged."""
        for hook in self._request_hooks:
            try:
                if hook(request) is not None:
                    return False
            except Exception:  # noqa: BLE001 - e.g. DisallowedHost: the chain raises it again and answers
                return False
        return True

    def headers(self, request: HttpRequest, status: int, view_headers: ViewHeaders, size: int) -> Headers:
        """The header list the chain gives an answer of `status` whose view set `view_headers`
        (after its JSON Content-Type) and whose body is `size` bytes long."""
        key = (request.path_info, request.is_secure(), status, view_headers)
        kept = self._kept.get(key)
        if kept is None:
            kept = self._learn(request, status, view_headers)
            with self._lock:
                self._kept[key] = kept
        headers, at = kept
        if at < 0:
            return headers
        return [*headers[:at], (headers[at][0], str(size).encode()), *headers[at + 1 :]]

    def _learn(self, request: HttpRequest, status: int, view_headers: ViewHeaders) -> tuple[Headers, int]:
        response = HttpResponse(b"", content_type="application/json", status=status)
        for name, value in view_headers:
            response[name] = value
        for hook in self._response_hooks:
            response = hook(request, response)
        headers = [(name.encode("ascii"), value.encode("latin1")) for name, value in response.items()]
        lengths = [i for i, (name, _value) in enumerate(headers) if name.lower() == _CONTENT_LENGTH]
        return headers, (lengths[0] if lengths else -1)

    def _forget(self, **_kwargs: Any) -> None:
        with self._lock:
            self._kept.clear()
