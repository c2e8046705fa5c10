"""People and an organisation for the page tests (Django's test client, signed in per test)."""

import pytest

from graph.access import CallContext
from identity.models import Membership, Organisation
from teams.inputs import ManageIn
from teams.services.manage import memory_manage


@pytest.fixture
def acme(django_user_model):
    """acme with ann (admin) and bob (member); eve belongs to no organisation."""
    # No passwords (hashing one costs a second): the tests sign in with force_login.
    people = {name: django_user_model.objects.create_user(name) for name in ("ann", "bob", "eve")}
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=people["ann"], role="admin")
    Membership.objects.create(organisation=org, user=people["bob"], role="member")
    return org, people


@pytest.fixture
def signed_in(client):
    def sign_in(user):
        client.force_login(user)
        return client

    return sign_in


def add_memory(user, text: str, **fields: str) -> str:
    """Store one memory as `user` (as the pages do); returns its id."""
    reply = memory_manage(ctx=CallContext.for_person(user), params=ManageIn(action="add", text=text, **fields))
    return reply["item"]["id"]
