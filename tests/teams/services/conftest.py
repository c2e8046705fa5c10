"""Two people of one organisation, each with a client on the live server."""

import pytest

from tests.teams.turns import org_with


@pytest.fixture
def people(make_user, client_for):
    """dana (admin of acme) and sam (a member), each with a client."""
    clients = {name: client_for(make_user(name)[1]) for name in ("dana", "sam")}
    org_with("acme", dana="admin", sam="member")
    return clients


@pytest.fixture
def dana(people):
    return people["dana"]
