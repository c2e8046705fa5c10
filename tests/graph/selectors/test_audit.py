"""memory_audit over HTTP: the owner's change log, oldest first, names hashed, never a secret."""

import hashlib

import pytest

from identity.models import Membership, Organisation
from tests.graph.memory_calls import acme_facts, call


def hashed(value: str) -> str:
    return "sha256:" + hashlib.sha256(value.encode()).hexdigest()[:16]


@pytest.fixture
def alice(make_user, client_for):
    user, secret = make_user("alice")
    client = client_for(secret)
    client.user, client.secret = user, secret
    call(client, "remember", scope="demo", content="Dana works at Acme.", facts=acme_facts())
    call(client, "remember", scope="demo", facts={"entities": [{"name": "Dana", "attributes": {"role": "cto"}}]})
    call(client, "relate", scope="demo", user_id="u1", **{"from": "Me", "to": "Tea", "type": "likes"})
    call(client, "forget", scope="demo", attribute={"subject": "Dana", "key": "role"})
    return client


def test_the_owner_reads_every_write_oldest_first_with_who_and_where(alice):
    events = call(alice, "audit")["events"]
    assert [e["verb"] for e in events] == ["remember", "remember", "relate", "forget"]
    first = events[0]
    assert first["who"] == {"user": "alice", "token": {"name": "alice test token", "prefix": alice.secret[:10]}}
    assert first["scope"] == "demo" and first["outcome"] == "ok" and first["user_id_hash"] is None
    assert first["ids"]["doc_id"].isdigit() and first["detail"]["entities"]["created"] == 2
    assert events[2]["user_id_hash"] == hashed("u1")
    assert int(events[0]["id"]) < int(events[-1]["id"]) and events[0]["at"] <= events[-1]["at"]


def test_names_and_end_user_ids_appear_only_as_hashes_and_no_secret_at_all(alice):
    reply = alice.post("/v1/memory/audit", json={}).text
    forget = call(alice, "audit", scope="demo")["events"][-1]
    assert forget["ids"]["attribute"] == hashed("role") and forget["detail"] == {"form": "attribute"}
    assert alice.secret not in reply and alice.secret[10:20] not in reply
    assert '"u1"' not in reply and "role" not in reply


def test_a_scope_and_a_partition_narrow_the_log(alice):
    assert [e["verb"] for e in call(alice, "audit", scope="demo", user_id="u1")["events"]] == ["relate"]
    assert len(call(alice, "audit", scope="demo")["events"]) == 4
    assert call(alice, "audit", scope="elsewhere")["events"] == []


def test_pages_follow_next_until_it_is_null(alice):
    seen, cursor = [], None
    while True:
        page = call(alice, "audit", limit=3, **({"cursor": cursor} if cursor else {}))
        seen += page["events"]
        if not (cursor := page["next"]):
            break
    assert [e["id"] for e in seen] == [e["id"] for e in call(alice, "audit")["events"]]
    other_filter = call(alice, "audit", limit=1)["next"]
    assert call(alice, "audit", expect=422, scope="demo", cursor=other_filter)["error"] == "invalid_cursor"


def test_another_user_never_sees_the_owners_log(alice, make_user, client_for):
    _bob, secret = make_user("bob")
    bob = client_for(secret)
    assert call(bob, "audit")["events"] == []
    assert call(bob, "audit", scope="demo")["events"] == []


def test_org_members_are_refused_and_org_admins_read_the_orgs_log(alice, make_user, client_for):
    org = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=org, user=alice.user, role="admin")
    member, secret = make_user("mia")
    Membership.objects.create(organisation=org, user=member, role="member")
    call(alice, "remember", scope="org:acme", facts={"entities": [{"name": "Policy"}]})
    reply = call(client_for(secret), "audit", expect=403, scope="org:acme")
    assert reply["error"] == "owner_only"
    assert call(client_for(secret), "audit")["events"] == []
    assert [e["scope"] for e in call(alice, "audit", scope="org:acme")["events"]] == ["org:acme"]


def test_a_gateway_token_is_refused(make_user, client_for):
    _user, secret = make_user("gail", is_gateway=True)
    assert call(client_for(secret), "audit", expect=403)["error"] == "owner_only"
