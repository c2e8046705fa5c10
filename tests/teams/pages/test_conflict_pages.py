"""Conflicts and replacements on the memory pages: pending conflicts with keep old / take new /
keep both (POST forms with CSRF), replaced memories shown as "replaced by … · undo", and memories ended with no
replacement as "ended (no longer) · undo"."""

import pytest
from django.db import transaction

from graph.access import CallContext, scope_for_write
from graph.models import Fact
from teams.extraction import extract_message
from teams.inputs import ManageIn
from teams.models import MemoryConflict
from teams.services.manage import memory_manage
from teams.services.memories import Subject, Written, write_memory
from teams.services.suggestions import org_subject
from tests.teams.pages.conftest import add_memory


def said(user, text: str, *, org=None) -> Written:
    """One implicit statement written as the per-turn extraction writes it (account, or the org's)."""
    with transaction.atomic():
        ctx = CallContext.for_person(user)
        scope = scope_for_write(ctx, f"org:{org.slug}" if org else "account", None)
        [draft] = extract_message(text).drafts
        subject = org_subject(org) if org else Subject(user.username, "Person", anchor="self")
        return write_memory(scope, draft, subject=subject, origin="extracted", source=None)


@pytest.fixture
def disputed(acme):
    """ann's explicit Rust preference, disputed by an implicit Kotlin one."""
    _org, people = acme
    add_memory(people["ann"], "I prefer Rust")
    return people["ann"], said(people["ann"], "I love Kotlin.").conflict


def current() -> list[str]:
    rows = Fact.objects.filter(ended_at__isnull=True, forgotten_at__isnull=True)
    return sorted(rows.values_list("object__name", flat=True))


def test_my_memory_lists_a_pending_conflict_with_three_buttons(signed_in, disputed):
    ann, conflict = disputed
    html = signed_in(ann).get("/teams/memory/").content.decode()
    assert 'id="conflicts"' in html and "Prefers Kotlin" in html and "(disputed: Prefers Kotlin)" in html
    for choice in ("keep_old", "take_new", "keep_both"):
        action = f'action="/teams/memory/conflicts/{conflict.pk}/{choice}"'
        assert action in html
        form = html[html.index(action) :].split("</form>")[0]
        assert "csrfmiddlewaretoken" in form


@pytest.mark.parametrize(
    ("choice", "left"), [("keep_old", ["Rust"]), ("take_new", ["Kotlin"]), ("keep_both", ["Kotlin", "Rust"])]
)
def test_each_button_resolves_the_conflict(signed_in, disputed, choice, left):
    ann, conflict = disputed
    response = signed_in(ann).post(f"/teams/memory/conflicts/{conflict.pk}/{choice}")
    assert response.status_code == 302
    assert current() == left
    assert MemoryConflict.objects.get(pk=conflict.pk).state == choice


def test_a_replaced_memory_shows_what_replaced_it_and_undo_restores_it(signed_in, disputed):
    ann, conflict = disputed
    client = signed_in(ann)
    client.post(f"/teams/memory/conflicts/{conflict.pk}/take_new")
    rust = Fact.objects.get(object__name="Rust")
    html = client.get("/teams/memory/").content.decode()
    assert 'id="replaced"' in html and "replaced by Prefers Kotlin" in html
    assert f'action="/teams/memory/{rust.pk}/undo"' in html
    assert client.post(f"/teams/memory/{rust.pk}/undo").status_code == 302
    assert current() == ["Rust"]


def test_a_memory_ended_without_a_replacement_is_listed_and_undo_restores_it(signed_in, acme):
    _org, people = acme
    said(people["ann"], "I use Amplenote.")
    amplenote = Fact.objects.get(object__name="Amplenote")
    # The end a turn's "What I learned" page confirms (and a rule's "I no longer use …" applies).
    params = ManageIn(action="end", id=str(amplenote.pk))
    memory_manage(ctx=CallContext.for_person(people["ann"]), params=params)
    amplenote.refresh_from_db()
    assert amplenote.ended_at is not None and amplenote.replaced_by_id is None
    client = signed_in(people["ann"])
    html = client.get("/teams/memory/").content.decode()
    row = html[html.index('id="replaced"') :].split("</table>")[0]
    assert "Uses Amplenote" in row and "ended (no longer)" in row and "replaced by" not in row
    assert f'action="/teams/memory/{amplenote.pk}/undo"' in row
    assert client.post(f"/teams/memory/{amplenote.pk}/undo").status_code == 302
    assert current() == ["Amplenote"]


def test_an_unknown_choice_is_not_a_page(signed_in, disputed):
    ann, conflict = disputed
    assert signed_in(ann).post(f"/teams/memory/conflicts/{conflict.pk}/maybe").status_code == 404
    assert MemoryConflict.objects.get(pk=conflict.pk).state == "pending"


def test_an_org_member_sees_an_org_conflict_but_may_not_resolve_or_undo_it(signed_in, acme):
    org, people = acme
    add_memory(people["ann"], "We prefer Rust", dimension="org", org="acme")
    conflict = said(people["ann"], "We prefer TypeScript.", org=org).conflict
    member = signed_in(people["bob"])
    html = member.get("/teams/orgs/acme/memory/").content.decode()
    assert "Prefers TypeScript" in html and "/memory/conflicts/" not in html
    refused = member.post(f"/teams/orgs/acme/memory/conflicts/{conflict.pk}/take_new")
    assert refused.status_code == 403 and b"org_admins_write" in refused.content
    assert MemoryConflict.objects.get(pk=conflict.pk).state == "pending"
    # One test client, signed in as each person in turn.
    assert signed_in(people["ann"]).post(f"/teams/orgs/acme/memory/conflicts/{conflict.pk}/take_new").status_code == 302
    rust = Fact.objects.get(object__name="Rust")
    assert signed_in(people["bob"]).post(f"/teams/orgs/acme/memory/{rust.pk}/undo").status_code == 403
    assert current() == ["TypeScript"]
    assert signed_in(people["ann"]).post(f"/teams/orgs/acme/memory/{rust.pk}/undo").status_code == 302
    assert current() == ["Rust"]
