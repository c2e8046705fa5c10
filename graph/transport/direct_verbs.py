"""A plain POST of a read-only verb answered by the door itself, without DRF's dispatch.

Under 32 clients a recall's web CPU was ~1.0 ms, of which DRF (the Request wrapper, its
negotiation, authenticators, permissions and parsers, the Response and its rendering) and
Django's view cycle (the resolver, view middleware, the template-response step) were about a
third; the same verb through MCP's direct door (graph.transport.mcp_direct) cost ~240 µs less
(docs/performance.md, "recall under wrk on this session's machine").

The door (graph.transport.api_handler) still runs request_started and request_finished as
before, and asks the short API chain's middleware, mirrored (graph.transport.middleware_mirror),
whether they would pass the call on and which headers they add. Then, instead of the chain and
Django's view machinery, `DirectVerbs.answer` takes a call only when it is one DRF would answer with the
verb's reply and nothing else: the route is a verb's generated view whose DRF configuration is
the one mirrored here, `POST` with no query string, `Content-Type: application/json` exactly,
an Accept JSON satisfies without a doubt, a body DRF's own parser reads as a JSON object, and a
token `authenticate_bearer` accepts (the same call DRF's authenticator makes: rate, last use,
OAuth resource). Then the verb runs with the CallContext DRF's path builds, and the reply is the
bytes and headers DRF's Response gives (the renderer's `dumps`, the view's `Allow`).

Anything else is answered by the chain and DRF, unchanged: any doubt
before the verb runs, and any error the verb raises (it is run again by the view, which
refuses it as always). Running it again is why only verbs in DIRECT_VERBS are taken, all
read-only: a write verb must never run twice. A token already taken from its rate here is
handed to DRF's authenticator (`AUTHENTICATED_TOKEN`), so a call is counted once.
"""

import functools
import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest
from django.urls import ResolverMatch
from rest_framework.exceptions import ParseError
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.permissions import IsAuthenticated

from graph.access import CallContext
from graph.contracts.registry import Verb
from graph.transport.auth import AUTHENTICATED_TOKEN, BearerTokenAuthentication, authenticate_bearer
from graph.transport.discovery import public_url_of, resource_url
from graph.transport.encoding import JSON_MEDIA_TYPE, FastJSONRenderer, JSONBodyParser, dumps

# Read-only verbs whose plain calls the door answers: the agents' reads. A verb that raises is run
# again by DRF's view, so a verb that writes anything (even a counter) must not be listed; the
# tests run each listed verb and refuse any statement that writes.
DIRECT_VERBS = frozenset(
    {
        "memory_recall",
        "memory_context",
        "search_nodes",
        "open_nodes",
        "neighborhood",
        "shortest_path",
        "extract_entities",
    }
)

# Media ranges DRF's negotiation satisfies with JSON, the only renderer, answering
# `application/json`; any other (or one with parameters, a quality) goes to DRF, which decides.
_JSON_RANGES = frozenset(("*/*", "application/*", "application/json"))


def json_accepted(accept: str | None) -> bool:
    """Whether DRF's negotiation would pick JSON (as `application/json`) for this Accept header
    without a doubt."""
    if not accept:
        return True
    return any(part.strip() in _JSON_RANGES for part in accept.split(","))


@dataclass(frozen=True)
class DirectAnswer:
    """A verb's reply as DRF would give it: its status, its bytes (application/json) and the
    headers the view adds after the Content-Type."""

    status: int
    content: bytes
    view_headers: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class DirectRoute:
    verb: Verb
    view_headers: tuple[tuple[str, str], ...]  # what DRF's finalize_response adds (Allow)


class DirectVerbs:
    """`answer` a plain call of a listed verb, or None."""

    def __init__(self, verbs: frozenset[str] = DIRECT_VERBS) -> None:
        self.verbs = verbs

    def answer(self, request: HttpRequest, match: ResolverMatch) -> DirectAnswer | None:
        """The verb's reply as DRF would give it, or None: DRF's view must answer (and the
        request may then carry AUTHENTICATED_TOKEN)."""
        route = self._route(match.func)
        if route is None or match.args or match.kwargs:
            return None
        arguments = _json_object(request)
        header = request.META.get("HTTP_AUTHORIZATION")
        if arguments is None or not header:
            return None
        try:
            # As BearerTokenAuthentication.authenticate asks: the resource URL only if the token is read.
            token = authenticate_bearer(header, resource=lambda: resource_url(public_url_of(request)))
        except Exception:  # noqa: BLE001 - DRF's authenticator asks again and refuses (401, 429, 503)
            return None
        setattr(request, AUTHENTICATED_TOKEN, token)  # taken from its rate: DRF must not take it again
        if not (token.user and token.user.is_authenticated):  # IsAuthenticated, DRF's one permission here
            return None
        try:
            reply = route.verb.call(CallContext.from_headers(token, request.headers), arguments)
        except Exception:  # noqa: BLE001 - read-only: DRF's view runs it again and refuses as always
            return None
        content = dumps(reply)
        if not content:
            return None  # DRF would drop the Content-Type of an empty body: its answer
        return DirectAnswer(getattr(reply, "http_status", 200), content, route.view_headers)

    def _route(self, view: Callable[..., Any]) -> DirectRoute | None:
        return _direct_route(view, self.verbs)


@functools.lru_cache(maxsize=512)
def _direct_route(view: Callable[..., Any], verbs: frozenset[str]) -> DirectRoute | None:
    """The route for a resolved view function when it is a listed verb's view whose DRF
    configuration is the one `answer` mirrors; else None (kept: views are made at import)."""
    view_class = getattr(view, "cls", None)
    verb = getattr(view_class, "verb", None)
    if not isinstance(verb, Verb) or verb.name not in verbs or not verb.read_only or verb.http_method != "POST":
        return None
    mirrored = (
        list(view_class.renderer_classes) == [FastJSONRenderer]
        and list(view_class.parser_classes) == [JSONBodyParser]
        and list(view_class.authentication_classes)[:1] == [BearerTokenAuthentication]
        and list(view_class.permission_classes) == [IsAuthenticated]
        and not view_class.throttle_classes
        and view_class.versioning_class is None
        and issubclass(view_class.content_negotiation_class, DefaultContentNegotiation)
        and not any(database.get("ATOMIC_REQUESTS") for database in settings.DATABASES.values())
    )
    if not mirrored:
        return None
    return DirectRoute(verb, tuple(view_class().default_response_headers.items()))


def _json_object(request: HttpRequest) -> dict | None:
    """The body as DRF's parser reads it, if the call is one DRF would hand the verb as a JSON
    object with nothing to negotiate or refuse; else None."""
    meta = request.META
    if (
        request.method != "POST"
        or meta.get("QUERY_STRING")  # ?format= is DRF's to weigh
        or meta.get("CONTENT_TYPE") != JSON_MEDIA_TYPE
        or not json_accepted(meta.get("HTTP_ACCEPT"))
    ):
        return None
    try:
        length = int(meta.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return None
    upload_limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    if length <= 0 or length > settings.API_MAX_BODY_BYTES or (upload_limit is not None and length > upload_limit):
        return None  # no body (body_required) or one request.body refuses: DRF's to say
    body = request.body
    if len(body) != length:
        return None
    try:
        data = JSONBodyParser().parse(io.BytesIO(body), JSON_MEDIA_TYPE, {})
    except ParseError:
        return None
    return data if isinstance(data, dict) else None
