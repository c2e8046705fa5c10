"""The "What I learned" page: a person's recent turns with what each stored, replaced, disputed
and skipped, an undo per memory (POST forms with CSRF); org admins see their org's turns too."""

import re

from graph.access import CallContext
from graph.models import Fact
from graph.tasks import run_job
from identity.services.tokens import create_token
from teams.inputs import AfterTurnIn
from teams.services.turns import after_turn

PAGE = "/teams/memory/turns/"


def turn(user, run_id: str, *texts: str, org: str | None = None) -> str:
    """One turn said through a token of `user`, its extraction run; returns the job id."""
    ctx = CallContext(token=create_token(user=user, name="agent").token)
    messages = [{"role": "user", "content": text} for text in texts]
    reply = after_turn(ctx=ctx, params=AfterTurnIn(run_id=run_id, messages=messages, org=org))
    run_job(int(reply["extraction"]["job_id"]))
    return reply["extraction"]["job_id"]


def form_fields(html: str, value: str) -> dict[str, str]:
    """The hidden fields of the form whose submit button says `value`."""
    form = html[: html.index(f'value="{value}"')].rsplit("<form", 1)[1]
    assert "csrfmiddlewaretoken" in form
    return dict(re.findall(r'name="(\w+)" value="([^"]*)"', form))


def current() -> list[str]:
    rows = Fact.objects.filter(ended_at__isnull=True, forgotten_at__isnull=True)
    return sorted(rows.values_list("object__name", flat=True))


def test_my_memory_links_to_the_page(signed_in, acme):
    _org, people = acme
    assert f'href="{PAGE}"' in signed_in(people["ann"]).get("/teams/memory/").content.decode()


def test_the_page_lists_a_turn_with_what_it_stored_and_skipped(signed_in, acme):
    _org, people = acme
    job_id = turn(people["bob"], "run-p", "I prefer TypeScript.", "Do you remember my editor?")
    html = signed_in(people["bob"]).get(PAGE).content.decode()
    assert f'id="turn-{job_id}"' in html and "Turn of session run-p" in html
    assert "Prefers TypeScript" in html and "“I prefer TypeScript.”" in html
    assert "skipped: question" in html


def test_delete_on_the_page_deletes_the_memory_a_turn_stored(signed_in, acme):
    _org, people = acme
    turn(people["bob"], "run-p", "I prefer TypeScript.")
    client = signed_in(people["bob"])
    fields = form_fields(client.get(PAGE).content.decode(), "Delete")
    assert fields["action"] == "delete" and fields["dimension"] == "account"
    assert client.post("/teams/memory/turns/undo", fields).status_code == 302
    assert current() == []
    assert "<em>deleted</em>" in client.get(PAGE).content.decode()


def test_undo_on_the_page_restores_what_a_turn_replaced(signed_in, acme):
    _org, people = acme
    turn(people["bob"], "run-p", "I prefer TypeScript.")
    turn(people["bob"], "run-p", "I now prefer Rust.")
    client = signed_in(people["bob"])
    html = client.get(PAGE).content.decode()
    assert html.index("Prefers Rust") < html.index("Turn of session run-p", html.index("Prefers Rust"))  # newest first
    fields = form_fields(html, "undo")
    assert client.post("/teams/memory/turns/undo", fields).status_code == 302
    assert current() == ["TypeScript"]


def test_an_admin_sees_the_org_items_of_another_admins_turn_but_not_the_rest(signed_in, acme, django_user_model):
    org, people = acme
    cat = django_user_model.objects.create_user("cat")
    org.memberships.create(user=cat, role="admin")
    turn(cat, "run-c", "We use Kafka. I prefer Vim.", org="acme")
    html = signed_in(people["ann"]).get(PAGE).content.decode()
    assert "Uses Kafka" in html and "another member's turn" in html
    assert "Prefers Vim" not in html
    assert "Uses Kafka" not in signed_in(people["bob"]).get(PAGE).content.decode()


def test_a_forged_action_is_refused_and_changes_nothing(signed_in, acme):
    _org, people = acme
    turn(people["bob"], "run-p", "I prefer TypeScript.")
    client = signed_in(people["bob"])
    fields = form_fields(client.get(PAGE).content.decode(), "Delete") | {"action": "add"}
    assert client.post("/teams/memory/turns/undo", fields).status_code == 422
    other = client.post("/teams/memory/turns/undo", {"action": "delete", "id": "1", "dimension": "org", "org": "acme"})
    assert other.status_code == 403
    assert current() == ["TypeScript"]


def test_the_list_is_paged_by_twenty(signed_in, acme):
    _org, people = acme
    for n in range(21):
        turn(people["bob"], f"run-{n}", "Hello!")
    client = signed_in(people["bob"])
    assert client.get(PAGE).content.decode().count('class="teams-table turn-report"') == 20
    assert client.get(PAGE + "?page=2").content.decode().count('class="teams-table turn-report"') == 1


def test_undo_delete_on_the_page_brings_back_what_was_deleted(signed_in, acme):
    _org, people = acme
    turn(people["bob"], "run-p", "I prefer TypeScript.")
    client = signed_in(people["bob"])
    assert (
        client.post("/teams/memory/turns/undo", form_fields(client.get(PAGE).content.decode(), "Delete")).status_code
        == 302
    )
    html = client.get(PAGE).content.decode()
    fields = form_fields(html, "undo delete")
    assert fields["action"] == "undo_delete" and fields["dimension"] == "account"
    assert client.post("/teams/memory/turns/undo", fields).status_code == 302
    assert current() == ["TypeScript"]
    html = client.get(PAGE).content.decode()
    assert "Prefers TypeScript" in html and 'value="undo delete"' not in html


def test_a_member_cannot_undo_a_delete_of_org_memory_from_the_page(signed_in, acme):
    _org, people = acme
    turn(people["ann"], "run-a", "We use Kafka.", org="acme")
    admin = signed_in(people["ann"])
    admin.post("/teams/memory/turns/undo", form_fields(admin.get(PAGE).content.decode(), "Delete"))
    fields = form_fields(admin.get(PAGE).content.decode(), "undo delete")
    assert fields["dimension"] == "org"
    member = signed_in(people["bob"])
    assert member.post("/teams/memory/turns/undo", fields).status_code == 403
    assert current() == []


def test_end_it_on_the_page_ends_what_a_turn_proposed_and_undo_restores_it(signed_in, acme):
    _org, people = acme
    turn(people["bob"], "run-p", "I use Amplenote for my notes.")
    turn(people["bob"], "run-q", "I'm done with Amplenote, cancelled it last week.")  # only the tagger reads the end
    client = signed_in(people["bob"])
    html = client.get(PAGE).content.decode()
    assert 'class="proposed-end"' in html and "Uses Amplenote" in html
    fields = form_fields(html, "End it")
    assert (fields["action"], fields["dimension"]) == ("end", "account")
    assert client.post("/teams/memory/turns/undo", fields).status_code == 302
    assert current() == []
    fields = form_fields(client.get(PAGE).content.decode(), "undo")
    assert fields["action"] == "undo_replace"
    assert client.post("/teams/memory/turns/undo", fields).status_code == 302
    assert current() == ["Amplenote"]
