"""Bearer-token authentication for /v1/* (HTTP and MCP share `authenticate_bearer`)."""

import copy
import threading
import time
from datetime import timedelta

from django.utils import timezone
from rest_framework.authentication import BaseAuthentication
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request

from graph.exceptions import Unauthenticated
from graph.models import ApiToken
from graph.services.tokens import token_digest
from graph.transport.admission import token_rates

# last_used_at is written at most this often per token, so a busy agent does not
# turn every read into a write.
_LAST_USED_RESOLUTION = timedelta(seconds=60)

# A live token is read from the database at most once this often per process: revoking a
# token, deactivating or deleting its user takes effect everywhere within this long.
TOKEN_RECHECK_SECONDS = 1.0


class RecentTokens:
    """Live tokens (with user and organisation) read in the last TOKEN_RECHECK_SECONDS, by digest.

    An agent calls in bursts; reading its token row, user and organisation on every call
    was a third of a whoami. Only live tokens are kept, never an unknown or revoked one.
    """

    _MAX_ENTRIES = 10_000  # far above the live tokens of one server; a flood of new ones only restarts it

    def __init__(self) -> None:
        self._rows: dict[str, tuple[float, ApiToken]] = {}
        self._lock = threading.Lock()

    def get(self, digest: str) -> ApiToken | None:
        found = self._rows.get(digest)
        if found is None or found[0] <= time.monotonic():
            return None
        return found[1]

    def put(self, digest: str, token: ApiToken) -> None:
        with self._lock:
            if len(self._rows) >= self._MAX_ENTRIES:
                self._rows.clear()
            self._rows[digest] = (time.monotonic() + TOKEN_RECHECK_SECONDS, token)

    def forget(self, *, token_id: int | None = None, user_id: int | None = None) -> None:
        """Drop a token (or every token of a user) at once: a change made in this process
        takes effect here immediately; other processes see it within TOKEN_RECHECK_SECONDS."""
        with self._lock:
            for digest, (_until, token) in list(self._rows.items()):
                if token.pk == token_id or token.user_id == user_id:
                    del self._rows[digest]


def forget_changed_token(sender: type, instance: ApiToken, **_kwargs: object) -> None:
    """post_save/post_delete of an ApiToken (e.g. revoked)."""
    recent_tokens.forget(token_id=instance.pk)


def forget_changed_user(sender: type, instance: object, **_kwargs: object) -> None:
    """post_save/post_delete of a user (e.g. deactivated)."""
    recent_tokens.forget(user_id=getattr(instance, "pk", None))


recent_tokens = RecentTokens()


def bearer_secret(header: str | None) -> str:
    """The secret from an Authorization header value, or Unauthenticated."""
    if not header:
        raise Unauthenticated("send Authorization: Bearer <token>", code="unauthenticated")
    scheme, _, secret = header.partition(" ")
    if scheme.lower() != "bearer" or not secret.strip():
        raise Unauthenticated("the Authorization header must be 'Bearer <token>'", code="unauthenticated")
    return secret.strip()


def authenticate_bearer(header: str | None) -> ApiToken:
    """Resolve an Authorization header to a live token (with its user), or Unauthenticated;
    a token over its rate is refused 429 (TooManyRequests)."""
    digest = token_digest(bearer_secret(header))
    token = recent_tokens.get(digest)
    if token is None:
        rows = ApiToken.objects.select_related("user", "organisation").filter(
            digest=digest, revoked_at__isnull=True, user__is_active=True
        )
        token = next(iter(rows[:1]), None)  # digest is unique: no ORDER BY to compile
        if token is None:
            raise Unauthenticated("the token is unknown or revoked", code="invalid_token")
        recent_tokens.put(digest, token)
    token_rates.check(token.pk)
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at > _LAST_USED_RESOLUTION:
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        token.last_used_at = now  # on the kept row too, so the next calls do not write it again
    # Each call gets its own instance; the user and organisation rows are shared, read-only.
    return copy.copy(token)


class BearerTokenAuthentication(BaseAuthentication):
    def authenticate(self, request: Request) -> tuple | None:
        header = request.META.get("HTTP_AUTHORIZATION")
        if not header:
            return None  # IsAuthenticated then answers 401 not_authenticated
        try:
            token = authenticate_bearer(header)
        except Unauthenticated as exc:
            # DRF adds WWW-Authenticate only to its own exception types.
            raise AuthenticationFailed(exc.detail, code=exc.code) from None
        return token.user, token

    def authenticate_header(self, request: Request) -> str:
        # Makes DRF answer 401 (not 403) with WWW-Authenticate.
        return 'Bearer realm="memorymesh"'
