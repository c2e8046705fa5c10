"""API tokens page: create (the secret shown once), list, revoke; site admins see every token."""

from identity.models import ApiToken
from identity.services.tokens import create_token


def test_creating_a_token_shows_its_secret_once(signed_in, acme):
    client = signed_in(acme[1]["bob"])
    response = client.post("/teams/tokens/", {"name": "laptop", "organisation": "", "is_gateway": ""})
    token = ApiToken.objects.get(user=acme[1]["bob"], name="laptop")
    html = response.content.decode()
    assert response.status_code == 200 and "shown only once" in html
    secret = html.split('<p class="secret">')[1].split("</p>")[0]
    assert secret.startswith(token.prefix) and len(secret) > 30
    assert secret not in client.get("/teams/tokens/").content.decode()


def test_the_list_shows_name_prefix_binding_and_last_use_of_my_tokens_only(signed_in, acme):
    org, people = acme
    create_token(user=people["bob"], name="acme bot", organisation=org)
    create_token(user=people["ann"], name="anns token")
    html = signed_in(people["bob"]).get("/teams/tokens/").content.decode()
    assert "acme bot" in html and "org:acme and its sessions" in html and "never" in html
    assert "anns token" not in html


def test_a_token_can_be_bound_only_to_an_organisation_of_mine(signed_in, acme, django_user_model):
    from identity.models import Organisation

    other = Organisation.objects.create(name="Other", slug="other")
    client = signed_in(acme[1]["bob"])
    refused = client.post("/teams/tokens/", {"name": "sneaky", "organisation": str(other.pk)})
    assert refused.status_code == 422 and not ApiToken.objects.filter(name="sneaky").exists()
    client.post("/teams/tokens/", {"name": "bound", "organisation": str(acme[0].pk)})
    assert ApiToken.objects.get(name="bound").organisation == acme[0]


def test_i_revoke_my_tokens_but_not_someone_elses(signed_in, acme):
    _org, people = acme
    mine = create_token(user=people["bob"], name="mine").token
    theirs = create_token(user=people["ann"], name="theirs").token
    client = signed_in(people["bob"])
    assert client.post(f"/teams/tokens/{theirs.pk}/revoke").status_code == 404
    assert client.post(f"/teams/tokens/{mine.pk}/revoke").status_code == 302
    mine.refresh_from_db()
    theirs.refresh_from_db()
    assert mine.revoked_at is not None and theirs.revoked_at is None


def test_a_site_admin_sees_and_revokes_every_token(signed_in, acme, django_user_model):
    _org, people = acme
    staff = django_user_model.objects.create_user("root", is_staff=True)
    theirs = create_token(user=people["ann"], name="anns token").token
    client = signed_in(staff)
    assert "anns token" in client.get("/teams/tokens/").content.decode()
    assert client.post(f"/teams/tokens/{theirs.pk}/revoke").status_code == 302
    theirs.refresh_from_db()
    assert theirs.revoked_at is not None
