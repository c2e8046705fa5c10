"""The HTTPS mode behind a reverse proxy: MEMORYMESH_PUBLIC_URL=https://… turns on HSTS,
Secure cookies and the redirect of plain http, believing X-Forwarded-Proto only from the
trusted proxies; `check --deploy` has nothing left to say."""

import secrets
import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest

from tests.processes import REPO, free_port, start_uvicorn, stop

PUBLIC = "https://memory.example.com"
HOST = {"Host": "memory.example.com"}
VIA_TLS = HOST | {"X-Forwarded-Proto": "https"}


def deployment_env(base: dict[str, str], **extra: str) -> dict[str, str]:
    return {**base, "DJANGO_SECRET_KEY": secrets.token_urlsafe(50), "MEMORYMESH_PUBLIC_URL": PUBLIC, **extra}


@pytest.fixture(scope="module")
def https_url(test_db_env) -> Iterator[str]:
    """The server as deployed behind a TLS proxy on this machine (serve's default trusted
    proxy in HTTPS mode; start_uvicorn is given it explicitly, as serve passes it on)."""
    port = free_port()
    proc = start_uvicorn(port=port, env=deployment_env(test_db_env, MEMORYMESH_TRUSTED_PROXIES="127.0.0.1"))
    yield f"http://127.0.0.1:{port}"
    stop(proc)


def test_check_deploy_is_clean_in_https_mode(test_db_env):
    checked = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=REPO,
        env=deployment_env(test_db_env),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "no issues" in checked.stdout


def test_without_the_public_url_check_deploy_still_names_the_https_gaps(test_db_env):
    env = {**test_db_env, "DJANGO_SECRET_KEY": secrets.token_urlsafe(50)}
    checked = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert checked.returncode != 0 and "security.W004" in checked.stderr  # no HSTS: the check can fail


def test_answers_through_the_proxy_carry_hsts_on_pages_and_api(https_url):
    for path in ("/v1/health", "/v1/whoami", "/teams/login/", "/static/site/memorymesh.css", "/v1/nothing-here"):
        answer = httpx.get(https_url + path, headers=VIA_TLS, timeout=30)
        assert answer.status_code in (200, 401, 404), (path, answer.status_code)
        assert answer.headers["strict-transport-security"].startswith("max-age=31536000"), path


def test_a_bearer_call_on_the_lean_path_carries_hsts(make_user, https_url):
    _user, secret = make_user("alice")
    answer = httpx.get(https_url + "/v1/whoami", headers=VIA_TLS | {"Authorization": f"Bearer {secret}"}, timeout=30)
    assert answer.status_code == 200
    assert answer.headers["strict-transport-security"].startswith("max-age=31536000")


def test_the_mcp_door_carries_hsts_over_tls_and_sends_plain_http_to_https(https_url):
    over_tls = httpx.post(https_url + "/v1/mcp", headers=VIA_TLS, json={}, timeout=30)
    assert over_tls.status_code == 401  # no token: answered, and with the header
    assert over_tls.headers["strict-transport-security"].startswith("max-age=31536000")
    plain = httpx.post(https_url + "/v1/mcp", headers=HOST, json={}, timeout=30)
    assert plain.status_code == 308 and plain.headers["location"] == f"{PUBLIC}/v1/mcp"
    assert "strict-transport-security" not in plain.headers


def test_cookies_are_secure(https_url):
    login = httpx.get(https_url + "/teams/login/", headers=VIA_TLS, timeout=30)
    cookie = login.headers["set-cookie"]
    assert cookie.startswith("csrftoken=") and "Secure" in cookie


def test_plain_http_is_redirected_to_the_https_address_but_health_is_not(https_url):
    plain = httpx.get(https_url + "/teams/login/", headers=HOST, timeout=30)
    assert plain.status_code == 301 and plain.headers["location"] == f"{PUBLIC}/teams/login/"
    assert "strict-transport-security" not in plain.headers  # HSTS only over TLS, as RFC 6797 says
    assert httpx.get(https_url + "/v1/health", headers=HOST, timeout=30).status_code == 200


def test_an_untrusted_peer_cannot_claim_tls(test_db_env):
    port = free_port()
    proc = start_uvicorn(port=port, env=deployment_env(test_db_env, MEMORYMESH_TRUSTED_PROXIES="10.0.0.1"))
    try:
        claimed = httpx.get(f"http://127.0.0.1:{port}/teams/login/", headers=VIA_TLS, timeout=30)
        assert claimed.status_code == 301, "X-Forwarded-Proto from a peer that is not the proxy was believed"
    finally:
        stop(proc)


def test_serve_gives_the_web_server_only_the_trusted_proxies():
    from memorymesh_site.supervisor import child_commands

    def web(trusted: str) -> list[str]:
        return child_commands(
            host="127.0.0.1",
            port=1,
            schedule_file=REPO / "x",
            web_processes=1,
            worker_concurrency=1,
            queue="q",
            trusted_proxies=trusted,
        )["web"]

    assert "--no-proxy-headers" in web("")  # uvicorn's own default would trust 127.0.0.1
    trusted = web("10.0.0.1,10.0.0.2")
    assert trusted[trusted.index("--forwarded-allow-ips") + 1] == "10.0.0.1,10.0.0.2"
