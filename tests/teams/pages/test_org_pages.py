"""Organisation pages: sign-in, creating, renaming, members and roles — refused on the server for members."""

from graph.models import Event
from identity.models import Membership, Organisation


def test_every_page_needs_sign_in(client):
    for url in ("/teams/", "/teams/memory/", "/teams/tokens/", "/teams/orgs/acme/"):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/teams/login/"), url


def test_a_person_signs_in_on_the_login_page(client, acme):
    acme[1]["bob"].set_password("pw")
    acme[1]["bob"].save()
    assert client.get("/teams/login/").status_code == 200
    response = client.post("/teams/login/", {"username": "bob", "password": "pw"})
    # No page to return to: the home page (Django's default, /accounts/profile/, is a 404 here).
    assert (response.status_code, response["Location"]) == (302, "/")
    assert b"Your memory" in client.get("/").content
    assert client.get("/teams/").status_code == 200
    back = client.post("/teams/login/?next=/teams/tokens/", {"username": "bob", "password": "pw"})
    assert back["Location"] == "/teams/tokens/"


def test_the_home_page_lists_my_organisations_with_my_role_in_the_site_look(signed_in, acme):
    page = signed_in(acme[1]["bob"]).get("/teams/")
    html = page.content.decode()
    assert page.status_code == 200
    assert "site/memorymesh.css" in html
    assert 'href="/teams/orgs/acme/"' in html and "<td>member</td>" in html


def test_anyone_creates_an_organisation_and_becomes_its_admin(signed_in, acme):
    client = signed_in(acme[1]["eve"])
    response = client.post("/teams/orgs/new", {"name": "Eve Labs", "slug": ""})
    assert response.status_code == 302 and response["Location"] == "/teams/orgs/eve-labs/"
    assert Membership.objects.get(organisation__slug="eve-labs").role == "admin"
    taken = client.post("/teams/orgs/new", {"name": "Acme", "slug": "acme"})
    assert taken.status_code == 409 and b"slug_taken" in taken.content


def test_members_see_the_members_but_no_management_forms(signed_in, acme):
    html = signed_in(acme[1]["bob"]).get("/teams/orgs/acme/").content.decode()
    assert "ann" in html and "bob" in html
    assert "Add a member" not in html and "Rename" not in html
    admin_html = signed_in(acme[1]["ann"]).get("/teams/orgs/acme/").content.decode()
    assert "Add a member" in admin_html and "Rename" in admin_html


def test_an_outsider_does_not_even_see_the_organisation(signed_in, acme):
    assert signed_in(acme[1]["eve"]).get("/teams/orgs/acme/").status_code == 404


def test_only_an_admin_renames_the_organisation(signed_in, acme):
    org, people = acme
    refused = signed_in(people["bob"]).post("/teams/orgs/acme/rename", {"name": "Bobco"})
    assert refused.status_code == 403 and b"not_org_admin" in refused.content
    assert Organisation.objects.get(pk=org.pk).name == "Acme"
    assert signed_in(people["ann"]).post("/teams/orgs/acme/rename", {"name": "Acme Inc"}).status_code == 302
    assert Organisation.objects.get(pk=org.pk).name == "Acme Inc"


def test_a_refusal_page_links_back_without_a_script_url(signed_in, acme):
    # The Content-Security-Policy blocks javascript: URLs: "Back" is the page the form was on.
    client = signed_in(acme[1]["bob"])
    refused = client.post(
        "/teams/orgs/acme/rename", {"name": "Bobco"}, HTTP_REFERER="http://testserver/teams/orgs/acme/"
    )
    assert 'href="http://testserver/teams/orgs/acme/">Back</a>' in refused.content.decode()
    foreign = client.post("/teams/orgs/acme/rename", {"name": "Bobco"}, HTTP_REFERER="https://evil.example/")
    assert 'href="/teams/">Back</a>' in foreign.content.decode()
    assert "javascript:" not in foreign.content.decode()


def test_an_admin_adds_a_member_changes_roles_and_removes_them(signed_in, acme):
    org, people = acme
    client = signed_in(people["ann"])
    assert client.post("/teams/orgs/acme/members", {"username": "eve", "role": "member"}).status_code == 302
    assert Membership.objects.get(organisation=org, user=people["eve"]).role == "member"
    client.post("/teams/orgs/acme/members", {"username": "eve", "role": "admin"})
    assert Membership.objects.get(organisation=org, user=people["eve"]).role == "admin"
    assert client.post("/teams/orgs/acme/members/eve/remove").status_code == 302
    assert not Membership.objects.filter(organisation=org, user=people["eve"]).exists()
    unknown = client.post("/teams/orgs/acme/members", {"username": "nobody", "role": "member"})
    assert unknown.status_code == 404 and b"no_such_user" in unknown.content


def test_removing_a_member_whose_name_no_user_can_have_is_a_404(signed_in, acme):
    # A NUL byte in the path used to reach the database and answer 500.
    org, people = acme
    client = signed_in(people["ann"])
    for name in ("%00", "a%00b", "%ED%A0%80", "two%20words", "x" * 5000):
        assert client.post(f"/teams/orgs/acme/members/{name}/remove").status_code == 404, name
    assert Membership.objects.filter(organisation=org).count() == 2


def test_a_member_cannot_add_promote_or_remove_anyone(signed_in, acme):
    org, people = acme
    client = signed_in(people["bob"])
    events = Event.objects.count()
    for url, data in (
        ("/teams/orgs/acme/members", {"username": "eve", "role": "member"}),
        ("/teams/orgs/acme/members", {"username": "bob", "role": "admin"}),
        ("/teams/orgs/acme/members/ann/remove", {}),
    ):
        response = client.post(url, data)
        assert response.status_code == 403, url
    assert Membership.objects.get(organisation=org, user=people["bob"]).role == "member"
    assert Membership.objects.filter(organisation=org).count() == 2
    assert Event.objects.count() == events


def test_the_last_admin_can_be_neither_removed_nor_demoted(signed_in, acme):
    org, people = acme
    client = signed_in(people["ann"])
    for url, data in (
        ("/teams/orgs/acme/members/ann/remove", {}),
        ("/teams/orgs/acme/members", {"username": "ann", "role": "member"}),
    ):
        response = client.post(url, data)
        assert response.status_code == 409 and b"last_admin" in response.content
    assert Membership.objects.get(organisation=org, user=people["ann"]).role == "admin"
