"""Login throttling (django-axes) over real HTTP against the live server, for both login
forms: the admin's and the team pages' one login page."""

import re
from collections.abc import Iterator

import httpx
import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.utils import timezone

from tests.processes import free_port, start_uvicorn, stop

LOGIN_PAGES = ["/admin/login/", "/teams/login/"]
LIMIT = settings.AXES_FAILURE_LIMIT


def log_in(server_url: str, path: str, username: str, password: str, *, forwarded_for: str = "") -> httpx.Response:
    """A fresh browser-like client: fetch the form (CSRF cookie and token), then post it."""
    headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
    with httpx.Client(base_url=server_url, timeout=30, headers=headers) as client:
        form = client.get(path)
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.text).group(1)
        return client.post(path, data={"username": username, "password": password, "csrfmiddlewaretoken": token})


def make_staff(make_user, username: str) -> None:
    """A user who may sign in on both forms (the admin's wants staff)."""
    user, _secret = make_user(username)
    user.is_staff = True
    user.save(update_fields=["is_staff"])


def signed_in(reply: httpx.Response) -> bool:
    return reply.status_code == 302 and "sessionid" in reply.cookies


@pytest.mark.parametrize("path", LOGIN_PAGES)
def test_the_limit_of_failures_locks_the_username_out_even_with_the_right_password(server_url, make_user, path):
    make_staff(make_user, "ada")
    for _ in range(LIMIT - 1):
        failed = log_in(server_url, path, "ada", "wrong")
        assert failed.status_code == 200 and "correct username and password" in failed.text
    locked = log_in(server_url, path, "ada", "wrong")
    assert locked.status_code == 429 and 'id="locked-out"' in locked.text and "ada" in locked.text
    right_password = log_in(server_url, path, "ada", "pw-ada")
    assert right_password.status_code == 429 and not signed_in(right_password)
    assert "content-security-policy" in right_password.headers  # the refusal page is a page like the others


def test_a_lockout_on_one_form_holds_on_the_other(server_url, make_user):
    make_user("ada")
    for _ in range(LIMIT):
        log_in(server_url, "/teams/login/", "ada", "wrong")
    assert log_in(server_url, "/admin/login/", "ada", "pw-ada").status_code == 429


def test_a_success_resets_the_count(server_url, make_user):
    make_staff(make_user, "ada")
    for _ in range(LIMIT - 1):
        log_in(server_url, "/teams/login/", "ada", "wrong")
    assert signed_in(log_in(server_url, "/teams/login/", "ada", "pw-ada"))
    for _ in range(LIMIT - 1):
        assert log_in(server_url, "/teams/login/", "ada", "wrong").status_code == 200
    assert signed_in(log_in(server_url, "/admin/login/", "ada", "pw-ada"))


@pytest.fixture(scope="module")
def proxied_url(test_db_env) -> Iterator[str]:
    """The server as deployed behind a reverse proxy on this machine: X-Forwarded-For from
    127.0.0.1 names the client, so tests can speak from many addresses."""
    port = free_port()
    proc = start_uvicorn(port=port, env={**test_db_env, "MEMORYMESH_TRUSTED_PROXIES": "127.0.0.1"})
    yield f"http://127.0.0.1:{port}"
    stop(proc)


def test_a_forwarded_address_from_an_untrusted_peer_is_not_believed(server_url, make_user):
    # Many usernames from one address, each claiming another: still one address, throttled.
    make_user("ada")
    for n in range(LIMIT):
        log_in(server_url, "/teams/login/", f"guess{n}", "wrong", forwarded_for=f"1.2.3.{n + 1}")
    spoofed = log_in(server_url, "/teams/login/", "ada", "pw-ada", forwarded_for="1.2.3.99")
    assert spoofed.status_code == 429 and not signed_in(spoofed)


def test_guessing_one_users_password_from_many_addresses_is_throttled(proxied_url, make_user):
    make_user("ada")
    for n in range(LIMIT):
        log_in(proxied_url, "/teams/login/", "ada", "wrong", forwarded_for=f"10.0.0.{n + 1}")
    from_elsewhere = log_in(proxied_url, "/teams/login/", "ada", "pw-ada", forwarded_for="10.9.9.9")
    assert from_elsewhere.status_code == 429 and not signed_in(from_elsewhere)


def test_trying_many_usernames_from_one_address_is_throttled(proxied_url, make_user):
    make_user("ada")
    for n in range(LIMIT):
        log_in(proxied_url, "/teams/login/", f"guess{n}", "wrong", forwarded_for="10.1.1.1")
    assert log_in(proxied_url, "/teams/login/", "ada", "pw-ada", forwarded_for="10.1.1.1").status_code == 429
    # The address is throttled, not the user: ada signs in from her own.
    assert signed_in(log_in(proxied_url, "/teams/login/", "ada", "pw-ada", forwarded_for="10.2.2.2"))


def test_the_lockout_lifts_after_the_cool_off(server_url, make_user):
    make_user("ada")
    for _ in range(LIMIT):
        log_in(server_url, "/teams/login/", "ada", "wrong")
    assert log_in(server_url, "/teams/login/", "ada", "pw-ada").status_code == 429
    # The cool-off passes: the last failure is older than AXES_COOLOFF_TIME.
    AccessAttempt.objects.update(
        attempt_time=timezone.now() - settings.AXES_COOLOFF_TIME - timezone.timedelta(seconds=1)
    )
    assert signed_in(log_in(server_url, "/teams/login/", "ada", "pw-ada"))
