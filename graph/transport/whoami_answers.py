"""whoami answers a web process may repeat for a moment.

An agent asks who it is at the start of each session, often in bursts; the memberships read
(a join of three tables) was most of a whoami once the token check was cached. An answer is
kept for as long as the token check trusts its token (auth.TOKEN_RECHECK_SECONDS): a change
made through another process shows within that long, and a change made through this process
(a token, user, membership or organisation saved or deleted) is forgotten here at once.
"""

from graph.exceptions import TooManyRequests, Unauthenticated
from graph.transport.admission import token_rates
from graph.transport.auth import TOKEN_RECHECK_SECONDS, confirmed_token
from graph.transport.recently_confirmed import RecentlyConfirmed
from identity.models import ApiToken
from identity.selectors.whoami import whoami

# Keyed by token and user: a session's call (a token never saved, pk None) is not kept.
recent_answers: RecentlyConfirmed[tuple[object, int], dict] = RecentlyConfirmed(TOKEN_RECHECK_SECONDS)


def whoami_answer(token: ApiToken) -> dict:
    """whoami(token=token), repeated from this process's last answer of the past moment."""
    if token.pk is None:
        return whoami(token=token)
    key = (token.pk, token.user_id)
    answer = recent_answers.get(key)
    if answer is None:
        answer = whoami(token=token)
        recent_answers.put(key, answer)
    return answer


def kept_answer(authorization: str | None) -> dict | None:
    """The whoami answer for this Authorization header when giving it needs neither the database
    nor a worker thread, so the event loop may give it: the token was confirmed within the last
    moment (auth.confirmed_token) and this process kept its answer. None otherwise, refusals
    included: the full path (DRF's authentication, the rate limit) then answers and refuses as
    it always does. The token's rate is taken here only for an answer given here."""
    try:
        token = confirmed_token(authorization)
    except Unauthenticated:
        return None
    if token is None:
        return None
    answer = recent_answers.get((token.pk, token.user_id))
    if answer is None:
        return None
    try:
        token_rates.check(token.pk)
    except TooManyRequests:
        return None  # a refused call takes nothing from the bucket: the full path refuses it 429
    return answer


def forget_answers(sender: type, **_kwargs: object) -> None:
    """post_save/post_delete of a token, user, membership or organisation: identities are
    rarely changed, so every kept answer goes."""
    recent_answers.forget(lambda _key, _answer: True)
