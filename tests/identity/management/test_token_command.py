"""`manage.py token` creates (secret shown once), lists and revokes tokens."""

from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from graph.exceptions import Unauthenticated
from graph.transport.auth import authenticate_bearer
from identity.models import ApiToken


def _run(*args: str) -> str:
    out = StringIO()
    call_command("token", *args, stdout=out)
    return out.getvalue()


def test_create_list_and_revoke_a_token(db):
    get_user_model().objects.create_user(username="bob")
    secret = _run("create", "--user", "bob", "--name", "laptop").strip().splitlines()[-1]
    assert authenticate_bearer(f"Bearer {secret}").user.username == "bob"
    token = ApiToken.objects.get(name="laptop")
    listing = _run("list", "--user", "bob")
    assert "laptop" in listing and "active" in listing and secret not in listing
    _run("revoke", str(token.pk))
    assert "revoked" in _run("list")
    with pytest.raises(Unauthenticated):
        authenticate_bearer(f"Bearer {secret}")


def test_create_for_unknown_user_is_refused(db):
    with pytest.raises(CommandError, match="no user named 'nobody'"):
        _run("create", "--user", "nobody")
    assert not ApiToken.objects.exists()


def test_revoke_unknown_token_is_refused(db):
    with pytest.raises(CommandError, match="no API token with id 999"):
        _run("revoke", "999")
