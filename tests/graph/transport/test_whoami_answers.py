"""whoami's answers kept for a moment per token (graph.transport.whoami_answers): repeated
without a query, forgotten at once when this process changes a membership, an organisation,
the token or the user."""

import pytest

from graph.transport.whoami_answers import recent_answers, whoami_answer
from identity.models import ApiToken, Membership, Organisation
from identity.services.tokens import token_digest


@pytest.fixture
def alices_token(make_user) -> ApiToken:
    recent_answers.forget(lambda _key, _answer: True)  # another test's answers are not this one's
    _user, secret = make_user("alice")
    return ApiToken.objects.select_related("user", "organisation").get(digest=token_digest(secret))


def test_a_repeated_whoami_reads_nothing_from_the_database(alices_token, django_assert_num_queries):
    first = whoami_answer(alices_token)
    with django_assert_num_queries(0):
        again = whoami_answer(alices_token)
    assert again == first


def test_a_membership_added_in_this_process_shows_at_once(alices_token):
    assert whoami_answer(alices_token)["organisations"] == []
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=alices_token.user, role="admin")
    assert whoami_answer(alices_token)["organisations"] == [{"slug": "acme", "name": "Acme", "role": "admin"}]


def test_a_renamed_organisation_shows_at_once(alices_token):
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=alices_token.user)
    whoami_answer(alices_token)
    org.name = "Acme Corp"
    org.save()
    assert whoami_answer(alices_token)["organisations"][0]["name"] == "Acme Corp"


def test_a_user_made_staff_shows_at_once(alices_token):
    assert whoami_answer(alices_token)["user"]["is_staff"] is False
    alices_token.user.is_staff = True
    alices_token.user.save()
    assert whoami_answer(alices_token)["user"]["is_staff"] is True


def test_a_sessions_call_is_not_kept(alices_token, django_assert_num_queries):
    session_token = ApiToken(user=alices_token.user, name="session")  # never saved, as a session's is
    whoami_answer(session_token)
    with django_assert_num_queries(1):
        whoami_answer(session_token)
