"""A person with a password, signing in through a headless browser."""

import pytest

from tests.identity.oauth.browser import Person


@pytest.fixture
def olivia(server_url, make_user):
    """(user, Person): olivia, whose browser signs in on the login page and answers consent pages."""
    user, _secret = make_user("olivia")
    browser = Person(server_url, "olivia", "pw-olivia")
    yield user, browser
    browser.close()
