"""The lean path for /v1/ calls with an Authorization header (graph.transport.api_handler):
the short API middleware chain, no session, with the same security headers and refusals;
a call without one (a browser's) still runs the whole chain."""

import httpx
from django.conf import settings

# A session cookie that names no session: the session middleware answers it by deleting the
# cookie, so its Set-Cookie shows whether that middleware ran.
STALE_SESSION = {"Cookie": "sessionid=stale"}
SITE_HEADERS = ("content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy")


def test_a_bearer_call_answers_without_running_the_session_middleware(make_user, server_url):
    _user, secret = make_user("alice")
    answer = httpx.get(
        server_url + "/v1/whoami", headers={"Authorization": f"Bearer {secret}", **STALE_SESSION}, timeout=30
    )
    assert answer.status_code == 200
    assert answer.json()["user"]["username"] == "alice"
    assert "set-cookie" not in answer.headers
    assert "cookie" not in answer.headers.get("vary", "").lower()


def test_a_call_without_authorization_still_runs_the_whole_chain(server_url):
    answer = httpx.get(server_url + "/v1/whoami", headers=STALE_SESSION, timeout=30)
    assert answer.status_code == 401
    assert answer.headers["set-cookie"].startswith("sessionid=")  # the stale cookie deleted


def test_a_bearer_call_keeps_the_sites_security_headers(make_user, server_url):
    _user, secret = make_user("alice")
    lean = httpx.get(server_url + "/v1/whoami", headers={"Authorization": f"Bearer {secret}"}, timeout=30)
    full = httpx.get(server_url + "/v1/whoami", timeout=30)
    for header in SITE_HEADERS:
        assert lean.headers[header] == full.headers[header], header


def test_a_bad_token_is_refused_401_with_the_challenge_on_the_lean_path(server_url):
    answer = httpx.get(server_url + "/v1/whoami", headers={"Authorization": "Bearer wrong"}, timeout=30)
    assert answer.status_code == 401
    assert answer.json()["error"] == "invalid_token"
    assert answer.headers["www-authenticate"].startswith("Bearer ")


def test_a_bearer_call_with_a_disallowed_host_is_refused_400_as_json(make_user, server_url):
    _user, secret = make_user("alice")
    answer = httpx.get(
        server_url + "/v1/whoami",
        headers={"Authorization": f"Bearer {secret}", "Host": "evil.example.com"},
        timeout=30,
    )
    assert answer.status_code == 400
    assert answer.headers["content-type"].startswith("application/json")


def test_a_bearer_calls_oversized_body_is_refused_413(make_user, server_url):
    _user, secret = make_user("alice")
    answer = httpx.post(
        server_url + "/v1/memory/remember",
        headers={"Authorization": f"Bearer {secret}", "Content-Type": "application/json"},
        content=b"{" + b" " * settings.API_MAX_BODY_BYTES + b"}",
        timeout=60,
    )
    assert answer.status_code == 413
    assert answer.json()["error"] == "body_too_large"


def test_content_negotiation_refuses_406_each_time_and_answers_json_between(make_user, server_url):
    # The negotiator's choice is kept per Accept header (graph.transport.http_views.KeptNegotiation):
    # a refusal is never kept as an answer, nor an answer as a refusal.
    _user, secret = make_user("alice")
    url, body = server_url + "/v1/memory/recall", {"scope": "nothing-here", "subject": "Dana"}
    for accept, status in (("text/html", 406), ("application/json", 200), ("text/html", 406), ("*/*", 200)):
        answer = httpx.post(url, json=body, headers={"Authorization": f"Bearer {secret}", "Accept": accept}, timeout=30)
        assert answer.status_code == status, accept
        assert answer.headers["content-type"] == "application/json"


def test_each_kept_route_answers_its_own_view(make_user, server_url):
    _user, secret = make_user("alice")
    headers = {"Authorization": f"Bearer {secret}"}
    for _ in range(2):
        recall = httpx.post(server_url + "/v1/memory/recall", json={"subject": "Dana"}, headers=headers, timeout=30)
        status = httpx.get(server_url + "/v1/memory/status", headers=headers, timeout=30)
        assert recall.json()["state"] == "nothing_stored"
        assert "scopes" in status.json()
