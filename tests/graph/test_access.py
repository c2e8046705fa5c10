"""Isolation, tested from outside: owners never read each other's scopes, end users never meet."""

import pytest

from identity.models import Membership, Organisation
from tests.graph.memory_calls import call


@pytest.fixture
def alice_and_bob(make_user, client_for):
    _a, alice = make_user("alice")
    _b, bob = make_user("bob")
    return client_for(alice), client_for(bob)


def _secret_of(client, scope, name, **extra):
    return call(client, "recall", scope=scope, subject=name, **extra)


def test_two_owners_with_the_same_scope_name_never_read_each_other(alice_and_bob):
    alice, bob = alice_and_bob
    call(alice, "remember", scope="shared-name", facts={"relations": [
        {"source": "Dana", "target": "AliceCorp", "type": "works_at"}]})
    call(bob, "remember", scope="shared-name", facts={"relations": [
        {"source": "Dana", "target": "BobCorp", "type": "works_at"}]})
    assert [f["object"] for f in _secret_of(alice, "shared-name", "Dana")["facts"]] == ["AliceCorp"]
    assert [f["object"] for f in _secret_of(bob, "shared-name", "Dana")["facts"]] == ["BobCorp"]
    assert [s["scope"] for s in bob.get("/v1/memory/status").json()["scopes"]] == ["shared-name"]
    assert bob.get("/v1/memory/status").json()["scopes"][0]["entities"] == 2


def test_one_owner_cannot_forget_anothers_memory(alice_and_bob):
    alice, bob = alice_and_bob
    call(alice, "remember", scope="private", facts={"entities": [{"name": "Secret"}]})
    assert call(bob, "forget", expect=404, scope="private", subject="Secret")["error"] == "not_found"
    assert _secret_of(alice, "private", "Secret")["state"] == "answered"


def test_end_users_never_meet(api):
    call(api, "remember", scope="app", user_id="u1", facts={"relations": [
        {"source": "Me", "target": "Tea", "type": "likes"}]})
    call(api, "remember", scope="app", user_id="u2", facts={"relations": [
        {"source": "Me", "target": "Coffee", "type": "likes"}]})
    assert [f["object"] for f in _secret_of(api, "app", "Me", user_id="u1")["facts"]] == ["Tea"]
    assert [f["object"] for f in _secret_of(api, "app", "Me", user_id="u2")["facts"]] == ["Coffee"]
    assert _secret_of(api, "app", "Me")["state"] == "nothing_stored"


def test_user_header_pins_the_end_user(api):
    pinned = {"X-MemoryMesh-User": "u1"}
    response = api.post("/v1/memory/remember", headers=pinned, json={"scope": "app", "user_id": "u2",
                                                                      "facts": {"entities": [{"name": "X"}]}})
    assert response.status_code == 403 and response.json()["error"] == "user_id_mismatch"
    response = api.post("/v1/memory/remember", headers=pinned,
                        json={"scope": "app", "facts": {"entities": [{"name": "Y"}]}})
    assert response.status_code == 200
    assert _secret_of(api, "app", "Y", user_id="u1")["state"] == "answered"
    assert _secret_of(api, "app", "Y")["state"] == "nothing_stored"


def test_org_members_read_and_only_admins_write(make_user, client_for):
    admin_user, admin = make_user("admin")
    member_user, member = make_user("member")
    _outsider_user, outsider = make_user("outsider")
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=admin_user, role="admin")
    Membership.objects.create(organisation=org, user=member_user, role="member")
    admin_client, member_client, outsider_client = client_for(admin), client_for(member), client_for(outsider)
    call(admin_client, "remember", scope="org:acme", facts={"entities": [{"name": "Policy"}]})
    assert _secret_of(member_client, "org:acme", "Policy")["state"] == "answered"
    refused = call(member_client, "remember", expect=403, scope="org:acme", facts={"entities": [{"name": "Z"}]})
    assert refused["error"] == "org_admins_write"
    # An outsider learns nothing, not even whether the organisation exists or stores anything.
    for slug in ("acme", "no-such-org"):
        refused = call(outsider_client, "recall", expect=403, scope=f"org:{slug}", subject="Policy")
        assert refused["error"] == "not_a_member"
    assert call(outsider_client, "remember", expect=403, scope="org:acme",
                facts={"entities": [{"name": "Z"}]})["error"] == "not_a_member"


def test_gateway_token_never_reads_account_memory(make_user, client_for):
    user, secret = make_user("carol")
    from identity.services.tokens import create_token

    gateway = create_token(user=user, name="gw", is_gateway=True).secret
    call(client_for(secret), "remember", scope="account", facts={"entities": [{"name": "Diary"}]})
    assert call(client_for(gateway), "recall", expect=403, scope="account", subject="Diary")["error"] == \
        "gateway_no_account"


def test_an_org_bound_token_reaches_only_its_org_and_its_own_sessions(make_user, client_for):
    from graph.models import Entity, Scope
    from identity.services.tokens import create_token

    user, secret = make_user("dora")
    acme = Organisation.objects.create(name="Acme", slug="acme")
    beta = Organisation.objects.create(name="Beta", slug="beta")
    Membership.objects.create(organisation=acme, user=user, role="admin")
    Membership.objects.create(organisation=beta, user=user, role="admin")
    personal = client_for(secret)
    call(personal, "remember", scope="account", facts={"entities": [{"name": "Diary"}]})
    call(personal, "remember", scope="notes", facts={"entities": [{"name": "Notebook"}]})
    call(personal, "remember", scope="session:run-1", facts={"entities": [{"name": "Personal run"}]})
    bound = client_for(create_token(user=user, name="acme bot", organisation=acme).secret)
    entities = Entity.objects.count()
    for scope in ("account", "notes", "default"):
        for verb, body in (("recall", {"subject": "Diary"}), ("remember", {"facts": {"entities": [{"name": "X"}]}}),
                           ("forget", {"all": True})):
            refused = call(bound, verb, expect=403, scope=scope, **body)
            assert refused["error"] == "org_token_confined", (scope, verb)
    assert call(bound, "remember", expect=403, scope="org:beta",
                facts={"entities": [{"name": "X"}]})["error"] == "wrong_org"
    assert Entity.objects.count() == entities
    # Its own sessions are not the personal token's: the same run id names another session.
    assert call(bound, "recall", scope="session:run-1", subject="Personal run")["state"] == "nothing_stored"
    call(bound, "remember", scope="session:run-1", facts={"entities": [{"name": "Bot run"}]})
    call(bound, "remember", scope="org:acme", facts={"entities": [{"name": "Policy"}]})
    assert call(personal, "recall", scope="session:run-1", subject="Bot run")["state"] == "nothing_stored"
    assert Scope.objects.get(kind="session", organisation=acme).name == "run-1"
    listed = bound.get("/v1/memory/status").json()["scopes"]
    assert sorted(s["scope"] for s in listed) == ["org:acme", "session:run-1"]
