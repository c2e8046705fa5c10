"""The home page and the viewer page through Django's test client: login required, only
the user's own scopes listed, and the admin's "View site" leading home."""

import pytest
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.test import Client

from graph.access import CallContext
from graph.contracts.registry import registry
from tests.graph.memory_calls import acme_facts


@pytest.fixture
def browser_of(transactional_db):
    """browser_of("alice") -> a test client logged in as a new user."""

    def _login(username: str) -> Client:
        client = Client()
        client.force_login(get_user_model().objects.create_user(username=username, password="pw"))
        return client

    return _login


def remember(username: str, scope: str) -> None:
    user = get_user_model().objects.get(username=username)
    registry.get("memory_remember").call(CallContext.for_session(user, {}), {"scope": scope, "facts": acme_facts()})


@pytest.mark.parametrize("path", ["/", "/viewer/notes/"])
def test_anonymous_visitors_are_sent_to_the_login_page(transactional_db, path):
    response = Client().get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/teams/login/?next=" + path)


def test_home_lists_only_the_users_own_scopes_with_counts_and_links(browser_of):
    alice, _bob = browser_of("alice"), browser_of("bob")
    remember("alice", "notes")
    remember("bob", "bobs-secrets")

    page = alice.get("/").content.decode()

    assert "notes" in page and 'href="/viewer/notes/"' in page
    assert "bobs-secrets" not in page
    assert "/v1/mcp" in page and "claude mcp add" in page


@pytest.mark.parametrize("path", ["/", "/viewer/notes/", "/teams/", "/teams/tokens/"])
def test_a_user_who_is_not_staff_is_shown_no_schemas_or_admin_link(browser_of, path):
    page = browser_of("alice").get(path).content.decode()
    assert "/admin/schemas_app/schema/" not in page
    assert 'href="/admin/"' not in page
    assert 'href="/teams/tokens/"' in page  # the pages a member may open stay in the navigation


def test_staff_who_may_see_schemas_are_shown_the_schemas_and_admin_links(transactional_db):
    staff = get_user_model().objects.create_superuser(username="root", password="pw")
    client = Client()
    client.force_login(staff)
    page = client.get("/").content.decode()
    assert 'href="/admin/schemas_app/schema/"' in page and 'href="/admin/"' in page


def test_the_viewer_page_names_its_scope_and_loads_no_inline_script(browser_of):
    page = browser_of("alice").get("/viewer/org:acme/").content.decode()
    assert 'data-scope="org:acme"' in page
    assert "/static/viewer/viewer.js" in page
    assert "<script>" not in page  # every script is a file (src=...)


def test_a_hostile_scope_name_is_escaped_in_the_viewer_page(browser_of):
    page = browser_of("alice").get('/viewer/"><script>x</script>/').content.decode()
    assert "<script>x</script>" not in page


def test_the_admins_view_site_link_leads_home():
    assert admin.site.site_url == "/"


def test_the_admin_is_titled_memorymesh():
    assert (admin.site.site_header, admin.site.site_title) == ("MemoryMesh", "MemoryMesh")
