"""A logged-in Django session (the viewer's fetches) on /v1/*: the same access rules as the
user's own token, CSRF enforced on POST, and nothing for the anonymous."""

import pytest
from django.test import Client

from graph.models import Event
from tests.graph.memory_calls import acme_facts

CSRF = "a" * 32  # any 32-character alphanumeric secret is a valid CSRF cookie value


@pytest.fixture
def session_for(make_user):
    """session_for("alice") -> a Django test client logged in as a new user, with CSRF checks on."""

    def _session(username: str) -> Client:
        user, _secret = make_user(username)
        client = Client(enforce_csrf_checks=True)
        client.force_login(user)
        client.cookies["csrftoken"] = CSRF
        return client

    return _session


def post(client: Client, path: str, body: dict, *, csrf: bool = True):
    headers = {"X-CSRFToken": CSRF} if csrf else {}
    return client.post(path, body, content_type="application/json", headers=headers)


def test_a_session_writes_and_reads_its_own_scope(session_for):
    alice = session_for("alice")
    stored = post(alice, "/v1/memory/remember", {"scope": "notes", "facts": acme_facts()})
    assert stored.status_code == 200, stored.content

    page = post(alice, "/v1/graph/read_graph", {"scope": "notes"})

    assert page.status_code == 200
    assert {node["name"] for node in page.json()["nodes"]} == {"Acme", "Dana"}
    status = alice.get("/v1/memory/status", {"scope": "notes"})
    assert status.status_code == 200


def test_a_sessions_write_is_recorded_under_its_user_without_a_token(session_for):
    alice = session_for("alice")
    post(alice, "/v1/memory/remember", {"scope": "notes", "facts": acme_facts()})
    event = Event.objects.get(verb="remember")
    assert event.actor.username == "alice"
    assert event.token is None


def test_another_users_session_sees_nothing_of_that_scope(session_for):
    alice, bob = session_for("alice"), session_for("bob")
    post(alice, "/v1/memory/remember", {"scope": "notes", "facts": acme_facts()})

    page = post(bob, "/v1/graph/read_graph", {"scope": "notes"})

    assert page.status_code in (200, 404)
    assert "Acme" not in page.content.decode()
    assert post(bob, "/v1/graph/open_nodes", {"scope": "notes", "names": ["Acme"]}).json().get("nodes", []) == []


def test_anonymous_is_401(transactional_db):
    response = Client().post("/v1/graph/read_graph", {"scope": "notes"}, content_type="application/json")
    assert response.status_code == 401
    assert response.json()["error"] == "unauthenticated"


def test_a_session_post_without_the_csrf_header_is_403_and_stores_nothing(session_for):
    alice = session_for("alice")

    response = post(alice, "/v1/memory/remember", {"scope": "notes", "facts": acme_facts()}, csrf=False)

    assert response.status_code == 403
    assert "CSRF" in response.json()["detail"]
    assert not Event.objects.filter(verb="remember").exists()
    assert post(alice, "/v1/graph/read_graph", {"scope": "notes"}).json().get("nodes", []) == []


def test_whoami_names_the_session_user_and_no_token_id(session_for):
    body = session_for("alice").get("/v1/whoami").json()
    assert body["user"]["username"] == "alice"
    assert body["token"]["id"] is None
