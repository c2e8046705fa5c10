"""whoami answered on the event loop (memorymesh_site.whoami_on_loop): a confirmed token's kept
answer, with the body and headers Django gives it; every other call reaches Django, which
answers and refuses as before."""

import asyncio

import httpx
import pytest
from django.conf import settings

from graph.transport.admission import token_rates
from graph.transport.auth import authenticate_bearer, recent_tokens
from graph.transport.whoami_answers import recent_answers, whoami_answer
from identity.services.tokens import revoke_token
from memorymesh_site.whoami_on_loop import WhoamiOnLoop

SITE_HEADERS = ("content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy")


@pytest.fixture
def kept_secret(make_user) -> str:
    """alice's token, confirmed and its whoami answer kept in this process."""
    recent_tokens.forget(lambda _digest, _token: True)
    recent_answers.forget(lambda _key, _answer: True)
    _user, secret = make_user("alice")
    whoami_answer(authenticate_bearer(f"Bearer {secret}"))
    return secret


async def _django_answers_418(scope, receive, send) -> None:
    """Stands in for the site behind: says that it was reached."""
    await send({"type": "http.response.start", "status": 418, "headers": []})
    await send({"type": "http.response.body", "body": b""})


def _asgi_get(headers: dict[str, str], *, path: str = "/v1/whoami", query: bytes = b"") -> list[dict]:
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    raw = [(b"host", b"127.0.0.1")] + [(k.lower().encode(), v.encode()) for k, v in headers.items()]
    scope = {"type": "http", "method": "GET", "path": path, "query_string": query, "scheme": "http", "headers": raw}
    asyncio.run(WhoamiOnLoop(_django_answers_418)(scope, receive, send))
    return sent


def test_a_kept_answer_is_given_without_reaching_django(kept_secret):
    sent = _asgi_get({"Authorization": f"Bearer {kept_secret}"})
    assert sent[0]["status"] == 200
    assert b'"username":"alice"' in sent[1]["body"]


def test_a_token_not_confirmed_in_this_process_reaches_django(make_user):
    recent_tokens.forget(lambda _digest, _token: True)
    _user, secret = make_user("bob")
    assert _asgi_get({"Authorization": f"Bearer {secret}"})[0]["status"] == 418


def test_a_token_revoked_in_this_process_reaches_django_at_once(kept_secret):
    token = authenticate_bearer(f"Bearer {kept_secret}")
    revoke_token(token_id=token.pk)
    assert _asgi_get({"Authorization": f"Bearer {kept_secret}"})[0]["status"] == 418


@pytest.mark.parametrize(
    "headers, query",
    [
        ({"Accept": "text/html"}, b""),  # DRF answers 406
        ({"Accept": "application/json; indent=4"}, b""),  # a parameter DRF weighs
        ({}, b"format=json"),  # DRF's format override
        ({"Authorization": "Basic abc"}, b""),  # refused 401 by DRF
    ],
)
def test_a_call_drf_must_judge_reaches_django(kept_secret, headers, query):
    sent = _asgi_get({"Authorization": f"Bearer {kept_secret}", **headers}, query=query)
    assert sent[0]["status"] == 418


def test_a_token_over_its_rate_reaches_django_and_is_not_counted_twice(kept_secret, settings):
    settings.RATE_LIMIT_PER_SECOND, settings.RATE_LIMIT_BURST = 0.001, 1
    token = authenticate_bearer(f"Bearer {kept_secret}")  # takes the one call of the burst
    before = token_rates._buckets[token.pk][0]
    assert _asgi_get({"Authorization": f"Bearer {kept_secret}"})[0]["status"] == 418
    assert token_rates._buckets[token.pk][0] == pytest.approx(before, abs=0.01)


def test_the_loops_answer_is_djangos_answer_with_its_headers(make_user, server_url):
    _user, secret = make_user("carol")
    with httpx.Client(base_url=server_url, headers={"Authorization": f"Bearer {secret}"}, timeout=30) as client:
        by_django = client.get("/v1/whoami")  # the first call: the token is read, the answer kept
        on_the_loop = client.get("/v1/whoami")
    assert by_django.status_code == on_the_loop.status_code == 200
    assert on_the_loop.content == by_django.content
    for header in ("content-type", "allow", "content-length", *SITE_HEADERS):
        assert _parts(on_the_loop.headers[header]) == _parts(by_django.headers[header]), header
    assert "strict-transport-security" not in on_the_loop.headers  # plain http: never HSTS
    assert not settings.SECURE_SSL_REDIRECT


def _parts(value: str) -> set[str]:
    """A header's `; `-separated parts: django-csp's order of directives differs between processes."""
    return set(value.split("; "))
