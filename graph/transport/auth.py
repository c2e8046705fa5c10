"""Bearer-token authentication for /v1/* (HTTP and MCP share `authenticate_bearer`)."""

from collections.abc import Callable
from datetime import timedelta

from django.db.models.base import ModelState
from django.utils import timezone
from rest_framework.authentication import BaseAuthentication
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request

from graph.exceptions import Unauthenticated
from graph.transport.admission import token_rates
from graph.transport.discovery import challenge, public_url_of, resource_url
from graph.transport.recently_confirmed import RecentlyConfirmed
from identity.models import ApiToken
from identity.oauth.selectors import access_by_digest
from identity.services.tokens import token_digest

# last_used_at is written at most this often per token, so a busy agent does not
# turn every read into a write.
_LAST_USED_RESOLUTION = timedelta(seconds=60)

# A live token is read from the database at most once this often per process: revoking a
# token, deactivating or deleting its user takes effect everywhere within this long.
TOKEN_RECHECK_SECONDS = 1.0

# The attribute of a Django request on which the door's direct path (graph.transport.direct_verbs)
# leaves the token authenticate_bearer gave it, when it hands the call on to DRF after all: the
# call was taken from the token's rate and its use recorded once, and is not again.
AUTHENTICATED_TOKEN = "memorymesh_authenticated_token"


def forget_changed_token(sender: type, instance: ApiToken, **_kwargs: object) -> None:
    """post_save/post_delete of an ApiToken (e.g. revoked)."""
    recent_tokens.forget(lambda _digest, token: token.pk == instance.pk)


def forget_changed_user(sender: type, instance: object, **_kwargs: object) -> None:
    """post_save/post_delete of a user (e.g. deactivated)."""
    user_id = getattr(instance, "pk", None)
    recent_tokens.forget(lambda _digest, token: token.user_id == user_id)


# Live tokens (with user and organisation) by digest. An agent calls in bursts; reading its
# token row, user and organisation on every call was a third of a whoami.
recent_tokens: RecentlyConfirmed[str, ApiToken] = RecentlyConfirmed(TOKEN_RECHECK_SECONDS)


# `Token <key>` is how mem0's clients send their API key (mem0_compat): the same secret, the
# same lookup, so a mem0 client pointed at this server works with one of our tokens.
_SCHEMES = ("bearer", "token")


def bearer_secret(header: str | None) -> str:
    """The secret from an Authorization header value (`Bearer <token>`, or mem0's `Token <token>`),
    or Unauthenticated."""
    if not header:
        raise Unauthenticated("send Authorization: Bearer <token>", code="unauthenticated")
    scheme, _, secret = header.partition(" ")
    if scheme.lower() not in _SCHEMES or not secret.strip():
        raise Unauthenticated("the Authorization header must be 'Bearer <token>'", code="unauthenticated")
    return secret.strip()


def authenticate_bearer(header: str | None, *, resource: str | Callable[[], str] | None = None) -> ApiToken:
    """Resolve an Authorization header to a live token (with its user), or Unauthenticated;
    a token over its rate is refused 429 (TooManyRequests).

    The secret is an API token's, or an OAuth access token's, which acts as the API token
    of its grant (identity.oauth). `resource` is the URL of the resource called
    (graph.transport.discovery.resource_url), or a function giving it when it is needed (a
    token not confirmed in the last moment): an OAuth token bound to another is refused.
    """
    digest = token_digest(bearer_secret(header))
    token = recent_tokens.get(digest)
    if token is None:
        token = _api_token(digest) or _oauth_token(digest, resource() if callable(resource) else resource)
        recent_tokens.put(digest, token)
    token_rates.check(token.pk)
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at > _LAST_USED_RESOLUTION:
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        token.last_used_at = now  # on the kept row too, so the next calls do not write it again
    return own_copy(token)


def confirmed_bearer(header: str | None) -> ApiToken | None:
    """authenticate_bearer's answer when giving it needs no database, so the event loop may ask
    (the MCP door does, saving a hop to a worker thread): the token was confirmed live within
    TOKEN_RECHECK_SECONDS and its last use was recorded within _LAST_USED_RESOLUTION. None when
    the database must be asked: call authenticate_bearer then. Refuses as it does a missing or
    malformed header (Unauthenticated) and a token over its rate (TooManyRequests).

    Like authenticate_bearer's own cache hit, this does not check an OAuth token's resource
    again: it was checked when the token was confirmed.
    """
    token = confirmed_token(header)
    if token is not None:
        token_rates.check(token.pk)
    return token


def confirmed_token(header: str | None) -> ApiToken | None:
    """confirmed_bearer without taking a call from the token's rate: for a caller that takes it
    only once it knows it can answer on the loop (graph.transport.whoami_answers), so that a
    call handed on to Django is not counted twice. Refuses a missing or malformed header."""
    token = recent_tokens.get(token_digest(bearer_secret(header)))
    if token is None or token.last_used_at is None or timezone.now() - token.last_used_at > _LAST_USED_RESOLUTION:
        return None
    return own_copy(token)


def own_copy(token: ApiToken) -> ApiToken:
    """What copy.copy(token) gives, each call its own instance of the kept row, with the user and
    organisation rows shared, read-only. copy.copy takes a model through the pickling protocol
    (__reduce__, __getstate__, __setstate__ with its version check): ~4 % of a recall's web time
    under load (docs/performance.md, "The event loop's side of a call")."""
    state = ModelState()
    state.__dict__.update(token._state.__dict__)
    state.fields_cache = dict(token._state.fields_cache)
    clone = ApiToken.__new__(ApiToken)
    clone.__dict__.update(token.__dict__)
    clone._state = state
    return clone


def _api_token(digest: str) -> ApiToken | None:
    rows = ApiToken.objects.select_related("user", "organisation").filter(
        digest=digest, revoked_at__isnull=True, user__is_active=True
    )
    return next(iter(rows[:1]), None)  # digest is unique: no ORDER BY to compile


def _oauth_token(digest: str, resource: str | None) -> ApiToken:
    access = access_by_digest(digest)
    if access is None:
        raise Unauthenticated("the token is unknown or revoked", code="invalid_token")
    if resource and access.resources and not any(_covers(bound, resource) for bound in access.resources):
        raise Unauthenticated(f"the token was issued for another resource, not {resource}", code="invalid_token")
    return access.token


def _covers(bound: str, resource: str) -> bool:
    """Whether a token bound to `bound` (RFC 8707) may call `resource`: the same URL, or one below it."""
    bound = bound.rstrip("/")
    return resource == bound or resource.startswith(bound + "/")


class BearerTokenAuthentication(BaseAuthentication):
    def authenticate(self, request: Request) -> tuple | None:
        header = request.META.get("HTTP_AUTHORIZATION")
        if not header:
            return None  # IsAuthenticated then answers 401 not_authenticated
        token = getattr(request._request, AUTHENTICATED_TOKEN, None)
        if token is not None:
            return token.user, token
        try:
            # The public URL (the Host read and checked again) only when the token must be read:
            # it was 4 % of a recall's web CPU (docs/performance.md, "recall's cost per call").
            token = authenticate_bearer(header, resource=lambda: resource_url(public_url_of(request._request)))
        except Unauthenticated as exc:
            request._request.bearer_error = exc.code  # for the challenge below
            # DRF adds WWW-Authenticate only to its own exception types.
            raise AuthenticationFailed(exc.detail, code=exc.code) from None
        return token.user, token

    def authenticate_header(self, request: Request) -> str:
        # Makes DRF answer 401 (not 403) with WWW-Authenticate, pointing at the resource
        # metadata; RFC 6750 §3.1: name the error only when a (bad) bearer token was sent.
        error = getattr(request._request, "bearer_error", None)
        return challenge(public_url_of(request._request), error="invalid_token" if error == "invalid_token" else None)
