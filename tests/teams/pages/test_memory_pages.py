"""Org memory and "my memory" pages: admins edit, members read (a member's write is refused
with 403 and stores nothing), suggestions are accepted or rejected by admins."""

import pytest

from graph.access import CallContext
from graph.models import Fact
from teams.extraction import stated
from teams.models import Suggestion
from teams.services.memories import Source
from teams.services.suggestions import suggest
from tests.teams.pages.conftest import add_memory


@pytest.fixture
def remembered(acme):
    org, people = acme
    fact_id = add_memory(people["ann"], "We use PostgreSQL", dimension="org", org="acme")
    return org, people, fact_id


def live_org_facts() -> list[str]:
    return list(Fact.objects.filter(scope__kind="org", ended_at__isnull=True, forgotten_at__isnull=True)
                .values_list("attributes__statement", flat=True))


def test_members_read_org_memory_with_its_triple_and_confidence(signed_in, remembered):
    _org, people, _fact = remembered
    page = signed_in(people["bob"]).get("/teams/orgs/acme/memory/")
    html = page.content.decode()
    assert page.status_code == 200
    assert "Uses PostgreSQL" in html and "Acme —USES→ PostgreSQL" in html and "0.99" in html
    assert "only the organisation's admins change it" in html
    assert "Add a memory" not in html and "Delete" not in html


def test_a_member_cannot_add_edit_or_delete_org_memory_the_page_refuses(signed_in, remembered):
    _org, people, fact_id = remembered
    client = signed_in(people["bob"])
    for method, url, data in (
        ("post", "/teams/orgs/acme/memory/add", {"text": "We use MySQL"}),
        ("post", f"/teams/orgs/acme/memory/{fact_id}/edit", {"text": "We use MySQL"}),
        ("get", f"/teams/orgs/acme/memory/{fact_id}/edit", None),
        ("post", f"/teams/orgs/acme/memory/{fact_id}/delete", {}),
    ):
        response = getattr(client, method)(url, data)
        assert response.status_code == 403, url
        assert b"org_admins_write" in response.content
    assert live_org_facts() == ["Uses PostgreSQL"]


def test_an_outsider_cannot_read_org_memory(signed_in, remembered):
    assert signed_in(remembered[1]["eve"]).get("/teams/orgs/acme/memory/").status_code == 404


def test_an_admin_adds_edits_searches_and_deletes_org_memory(signed_in, remembered):
    _org, people, fact_id = remembered
    client = signed_in(people["ann"])
    assert client.post("/teams/orgs/acme/memory/add", {"text": "Our office is in Lisbon"}).status_code == 302
    assert set(live_org_facts()) == {"Uses PostgreSQL", "Located in Lisbon"}
    edit = client.get(f"/teams/orgs/acme/memory/{fact_id}/edit")
    assert edit.status_code == 200 and b"Uses PostgreSQL" in edit.content
    client.post(f"/teams/orgs/acme/memory/{fact_id}/edit", {"text": "We use CockroachDB"})
    assert set(live_org_facts()) == {"Uses CockroachDB", "Located in Lisbon"}
    assert Fact.objects.get(pk=fact_id).ended_at is not None  # the old one is history
    found = client.get("/teams/orgs/acme/memory/", {"q": "lisbon"}).content.decode()
    assert "Located in Lisbon" in found and "CockroachDB" not in found
    new_id = Fact.objects.get(attributes__statement="Located in Lisbon").pk
    assert client.post(f"/teams/orgs/acme/memory/{new_id}/delete").status_code == 302
    assert live_org_facts() == ["Uses CockroachDB"]


def _suggestion(org, by) -> Suggestion:
    draft = stated("We use Kafka")
    source = Source("We use Kafka.", 0, 13, "session:r message 1 (user, 2026-10-01T09:00:00Z)", None)
    return suggest(CallContext.for_person(by), org, "", draft, source)[0]


def test_an_admin_accepts_or_rejects_pending_suggestions(signed_in, acme):
    org, people = acme
    kafka = _suggestion(org, people["bob"])
    client = signed_in(people["ann"])
    page = client.get("/teams/orgs/acme/suggestions/").content.decode()
    assert "Uses Kafka" in page and "We use Kafka." in page and "bob" in page
    assert client.post(f"/teams/orgs/acme/suggestions/{kafka.pk}/accept").status_code == 302
    assert live_org_facts() == ["Uses Kafka"]
    again = client.post(f"/teams/orgs/acme/suggestions/{kafka.pk}/reject")
    assert again.status_code == 409 and b"already_decided" in again.content
    other = _suggestion(org, people["bob"])  # said again after the first was decided: a new suggestion
    client.post(f"/teams/orgs/acme/suggestions/{other.pk}/reject")
    assert Suggestion.objects.get(pk=other.pk).state == "rejected"


def test_a_member_can_neither_see_nor_decide_suggestions(signed_in, acme):
    org, people = acme
    kafka = _suggestion(org, people["bob"])
    client = signed_in(people["bob"])
    assert client.get("/teams/orgs/acme/suggestions/").status_code == 403
    assert client.post(f"/teams/orgs/acme/suggestions/{kafka.pk}/accept").status_code == 403
    assert Suggestion.objects.get(pk=kafka.pk).state == "pending" and live_org_facts() == []


def test_my_memory_lists_adds_and_deletes_my_account_memory_only(signed_in, acme):
    _org, people = acme
    bobs = add_memory(people["bob"], "I prefer Go")
    client = signed_in(people["ann"])
    assert client.post("/teams/memory/add", {"text": "I prefer dark mode"}).status_code == 302
    html = client.get("/teams/memory/").content.decode()
    assert "Prefers dark mode" in html and "Prefers Go" not in html
    assert client.post(f"/teams/memory/{bobs}/delete").status_code == 404
    assert Fact.objects.get(pk=bobs).forgotten_at is None
    mine = Fact.objects.get(attributes__statement="Prefers dark mode").pk
    assert client.post(f"/teams/memory/{mine}/delete").status_code == 302
    assert "Prefers dark mode" not in client.get("/teams/memory/").content.decode()
