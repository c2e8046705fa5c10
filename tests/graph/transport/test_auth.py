"""Bearer-token authentication on /v1/*, over real HTTP."""

import time

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from graph.exceptions import Unauthenticated
from graph.transport.auth import authenticate_bearer, confirmed_bearer
from identity.models import ApiToken
from identity.services.tokens import revoke_token


def test_whoami_answers_with_the_tokens_user(make_user, client_for):
    user, secret = make_user("alice")
    body = client_for(secret).get("/v1/whoami").json()
    assert body["user"]["username"] == "alice"
    assert body["user"]["id"] == str(user.pk)
    assert body["token"]["prefix"] == secret[:10]
    assert secret not in str(body)


def test_missing_token_is_401_with_www_authenticate_and_json(make_user, client_for):
    response = client_for(None).get("/v1/whoami")
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert response.json()["error"] == "unauthenticated"


def test_unknown_token_is_401_invalid_token(make_user, client_for):
    make_user("alice")
    response = client_for("mm_not-a-real-token").get("/v1/whoami")
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert response.json()["error"] == "invalid_token"


def test_non_bearer_scheme_is_refused(make_user, server_url):
    import httpx

    _user, secret = make_user("alice")
    response = httpx.get(f"{server_url}/v1/whoami", headers={"Authorization": f"Basic {secret}"})
    assert response.status_code == 401
    assert "Bearer" in response.json()["detail"]


def test_mem0s_token_scheme_is_the_same_api_token(make_user, server_url):
    import httpx

    _user, secret = make_user("alice")
    response = httpx.get(f"{server_url}/v1/whoami", headers={"Authorization": f"Token {secret}"})
    assert response.status_code == 200 and response.json()["user"]["username"] == "alice"
    refused = httpx.get(f"{server_url}/v1/whoami", headers={"Authorization": "Token mm_not-a-real-token"})
    assert refused.status_code == 401 and refused.json()["error"] == "invalid_token"


def _seconds_until_refused(client, *, limit: float = 10.0) -> float:
    """Call whoami until it answers 401: how long after now the first refused call was sent
    (a slow answer does not count against the server's bound)."""
    start = time.monotonic()
    while True:
        sent = time.monotonic()
        if client.get("/v1/whoami").status_code == 401:
            return sent - start
        assert sent - start < limit, "the token was still accepted"
        time.sleep(0.05)


def test_revoked_token_is_refused_within_two_seconds(make_user, client_for):
    # The server keeps a live token for a second (graph.transport.auth.recent_tokens): the
    # calls just before the revocation made sure this one was kept.
    _user, secret = make_user("alice")
    client = client_for(secret)
    for _ in range(3):
        assert client.get("/v1/whoami").status_code == 200
    revoke_token(token_id=ApiToken.objects.get(user__username="alice").pk)
    assert _seconds_until_refused(client) < 2.0
    response = client.get("/v1/whoami")
    assert response.status_code == 401 and response.json()["error"] == "invalid_token"


def test_a_deactivated_users_token_is_refused_within_two_seconds(make_user, client_for):
    _user, secret = make_user("alice")
    client = client_for(secret)
    assert client.get("/v1/whoami").status_code == 200
    get_user_model().objects.filter(username="alice").update(is_active=False)
    assert _seconds_until_refused(client) < 2.0


def test_use_records_last_used_time(make_user, client_for):
    _user, secret = make_user("alice")
    before = timezone.now()
    client_for(secret).get("/v1/whoami")
    token = ApiToken.objects.get(user__username="alice")
    assert token.last_used_at is not None and token.last_used_at >= before


def test_token_digest_is_stored_never_the_secret(make_user):
    _user, secret = make_user("alice")
    token = ApiToken.objects.get(user__username="alice")
    assert secret not in (token.digest, token.prefix)
    assert len(token.digest) == 64


def test_a_token_confirmed_a_moment_ago_is_answered_without_the_database(make_user, django_assert_num_queries):
    _user, secret = make_user("alice")
    header = f"Bearer {secret}"
    assert confirmed_bearer(header) is None  # never confirmed in this process: ask the database
    authenticate_bearer(header)
    with django_assert_num_queries(0):
        token = confirmed_bearer(header)
    assert token is not None and token.user.username == "alice"


def test_a_token_revoked_in_this_process_is_no_longer_confirmed_without_the_database(make_user):
    _user, secret = make_user("alice")
    token = authenticate_bearer(f"Bearer {secret}")
    revoke_token(token_id=token.pk)
    assert confirmed_bearer(f"Bearer {secret}") is None


def test_a_malformed_header_is_refused_without_the_database(db, django_assert_num_queries):
    with django_assert_num_queries(0), pytest.raises(Unauthenticated):
        confirmed_bearer("Basic abc")


def test_each_call_gets_its_own_token_instance_with_the_rows_shared(make_user, django_assert_num_queries):
    _user, secret = make_user("alice")
    header = f"Bearer {secret}"
    first = authenticate_bearer(header)
    with django_assert_num_queries(0):
        second = authenticate_bearer(header)
    assert second is not first and second == first and second.__dict__.keys() == first.__dict__.keys()
    assert second._state is not first._state and second._state.db == first._state.db == "default"
    assert second._state.adding is False
    # The user and organisation rows are shared (read without the database); the instance is not.
    with django_assert_num_queries(0):
        assert second.user is first.user and second.organisation is first.organisation
    second.name = "changed in one call"
    second._state.fields_cache.pop("user")
    assert first.name != "changed in one call" and "user" in first._state.fields_cache
    assert confirmed_bearer(header).name == first.name
