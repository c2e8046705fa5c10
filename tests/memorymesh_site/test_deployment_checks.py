"""The public development secret key: `check --deploy` fails on it (our own system check),
and `serve` warns when it would listen on a reachable address with it (the warning's text
here; tests/memorymesh_site/test_serve.py starts serve on 0.0.0.0)."""

import secrets
import subprocess
import sys

import pytest

from memorymesh_site.checks import is_loopback, secret_key_warning
from tests.processes import REPO, child_env


def check_deploy(**env: str) -> subprocess.CompletedProcess:
    environment = child_env(**env)
    if "DJANGO_SECRET_KEY" not in env:
        environment.pop("DJANGO_SECRET_KEY", None)
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=REPO,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_check_deploy_fails_with_the_public_secret_key():
    result = check_deploy()
    assert result.returncode != 0
    assert "memorymesh.E001" in result.stderr and "DJANGO_SECRET_KEY is not set" in result.stderr


def test_check_deploy_passes_our_check_with_a_secret_key_of_ones_own():
    result = check_deploy(DJANGO_SECRET_KEY=secrets.token_urlsafe(50))
    assert "memorymesh.E001" not in result.stdout + result.stderr
    assert result.returncode == 0, result.stderr  # Django's own deploy advice is only warnings


@pytest.mark.parametrize("host", ["127.0.0.1", "127.8.9.10", "localhost", "::1", "[::1]", "LOCALHOST"])
def test_loopback_addresses_are_recognised(host):
    assert is_loopback(host)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.5", "10.0.0.1", "memory.example.com", ""])
def test_every_other_address_counts_as_reachable(host):
    assert not is_loopback(host)


def test_serve_warns_only_for_the_public_key_on_a_reachable_address(settings):
    settings.SECRET_KEY = settings.PUBLIC_DEVELOPMENT_SECRET_KEY
    assert "WARNING" in secret_key_warning("0.0.0.0") and "DJANGO_SECRET_KEY" in secret_key_warning("0.0.0.0")
    assert secret_key_warning("127.0.0.1") is None
    settings.SECRET_KEY = secrets.token_urlsafe(50)
    assert secret_key_warning("0.0.0.0") is None
