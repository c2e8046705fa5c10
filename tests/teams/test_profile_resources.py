"""The profile blocks as MCP resources, with the real client: listed per caller's rights, read as Markdown."""

import pytest
from mcp.shared.exceptions import MCPError

from identity.models import Membership, Organisation
from identity.services.tokens import create_token
from tests.mcp_client import call, run_in_session


@pytest.fixture
def acme_member(make_user):
    """(user, unbound secret, acme-bound secret) of bob, a member of acme."""
    user, secret = make_user("bob")
    acme = Organisation.objects.create(name="Acme", slug="acme")
    Organisation.objects.create(name="Other", slug="other")
    Membership.objects.create(organisation=acme, user=user, role="admin")
    bound = create_token(user=user, name="acme only", organisation=acme).secret
    return user, secret, bound


def test_the_profile_blocks_are_listed_and_read(server_url, acme_member):
    _user, secret, _bound = acme_member

    async def steps(client):
        await call(client, "memory_manage", action="add", text="Prefers TypeScript")
        await call(client, "memory_manage", action="add", dimension="org", org="acme", text="We use PostgreSQL")
        listed = {r.uri: r for r in (await client.list_resources()).resources}
        account = (await client.read_resource("memorymesh://profile/account")).contents[0]
        org = (await client.read_resource("memorymesh://profile/org/acme")).contents[0]
        return listed, account, org

    listed, account, org = run_in_session(server_url, secret, steps)
    assert set(listed) == {"memorymesh://profile/account", "memorymesh://profile/org/acme", "memorymesh://schemas"}
    assert listed["memorymesh://profile/org/acme"].mime_type == "text/markdown"
    assert account.text.startswith("## User profile") and "Prefers TypeScript" in account.text
    assert org.text.startswith("## Organisation profile") and "Uses PostgreSQL" in org.text


def test_an_org_bound_token_lists_only_its_organisation_and_reads_no_other(server_url, acme_member):
    _user, _secret, bound = acme_member

    async def steps(client):
        listed = [r.uri for r in (await client.list_resources()).resources]
        with pytest.raises(MCPError) as refused_account:
            await client.read_resource("memorymesh://profile/account")
        with pytest.raises(MCPError) as refused_other:
            await client.read_resource("memorymesh://profile/org/other")
        with pytest.raises(MCPError) as unknown:
            await client.read_resource("memorymesh://nothing")
        return listed, refused_account.value, refused_other.value, unknown.value

    listed, refused_account, refused_other, unknown = run_in_session(server_url, bound, steps)
    assert sorted(listed) == ["memorymesh://profile/org/acme", "memorymesh://schemas"]
    assert "org_token_confined" in str(refused_account) and "wrong_org" in str(refused_other)
    assert unknown.error.code == -32002
