"""Resource update notifications with the real MCP client, against two real web processes.

A client connects to one process and subscribes; memory changes through a verb called
on the OTHER process (or on its own), and the notice must cross processes through
PostgreSQL. Both protocol eras: 2025-11-25 sessions (resources/subscribe, notices on
the GET stream) and 2026-07-28 clients (subscriptions/listen).
"""

from collections.abc import Iterator

import anyio
import pytest
from django.db import connection
from mcp.shared.exceptions import MCPError
from mcp.shared.subscriptions import ResourcesListChanged, ResourceUpdated

from graph.models import McpSessionSubscription
from identity.models import Membership, Organisation
from identity.services.tokens import create_token, revoke_token
from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas, set_enabled
from tests.mcp_client import call, mcp_session, run
from tests.processes import free_port, start_uvicorn, stop

ACCOUNT = "memorymesh://profile/account"
UPDATED = "notifications/resources/updated"
# The watch gathers notices for half a second; this is several times that, on a busy machine.
QUIET_SECONDS = 3.0

# The SDK's client marks resources/subscribe deprecated: it is the 2025-11-25 way, tested here on purpose.
pytestmark = pytest.mark.filterwarnings("ignore:resources/(un)?subscribe is removed")


@pytest.fixture(scope="module")
def other_server(test_db_env) -> Iterator[str]:
    """A second web process on the same database: changes made through it must reach the first's clients."""
    port = free_port()
    proc = start_uvicorn(port=port, env=test_db_env)
    yield f"http://127.0.0.1:{port}"
    stop(proc)


@pytest.fixture
def acme(make_user):
    """(alice's secret, bob's secret, the acme organisation): alice is a member of acme, bob is not."""
    alice, alice_secret = make_user("alice")
    _bob, bob_secret = make_user("bob")
    organisation = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=organisation, user=alice, role="admin")
    return alice, alice_secret, bob_secret, organisation


class Heard:
    """The resource notices one client received, with a way to wait for the next."""

    def __init__(self) -> None:
        self.uris: list[str] = []
        self._arrived = anyio.Event()

    async def on_message(self, message) -> None:
        if getattr(message, "method", None) == UPDATED:
            self.uris.append(str(message.params.uri))
            self._arrived.set()

    async def next(self, timeout: float) -> bool:
        with anyio.move_on_after(timeout):
            await self._arrived.wait()
        arrived, self._arrived = self._arrived.is_set(), anyio.Event()
        return arrived


def test_a_2025_session_hears_its_profile_change_made_on_the_other_process_and_nothing_else(
    server_url, other_server, acme
):
    _alice, alice_secret, bob_secret, _acme = acme
    heard = Heard()

    async def scenario():
        async with (
            mcp_session(server_url, alice_secret, on_message=heard.on_message) as alice,
            mcp_session(other_server, alice_secret) as alice_elsewhere,
            mcp_session(other_server, bob_secret) as bob,
        ):
            capabilities = alice.server_capabilities.resources
            await alice.subscribe_resource(ACCOUNT)
            # The client opens its GET stream in the background after the handshake, and a
            # notice sent before it is open is dropped (best-effort, as the spec allows):
            # change the profile until one notice has crossed over.
            for attempt in range(20):
                await call(alice_elsewhere, "memory_manage", action="add", text=f"Likes tea, take {attempt}")
                if await heard.next(timeout=1.5):
                    break
            crossed = list(heard.uris)
            await heard.next(timeout=QUIET_SECONDS)  # let any late duplicate land before counting
            heard.uris.clear()

            await call(bob, "memory_manage", action="add", text="Bob prefers coffee")  # same URI, bob's copy
            from_bob = await heard.next(timeout=QUIET_SECONDS)

            await call(alice, "memory_manage", action="add", text="Prefers Rust")  # through its own process
            own = await heard.next(timeout=30)

            await alice.unsubscribe_resource(ACCOUNT)
            await call(alice_elsewhere, "memory_manage", action="add", text="Prefers vim")
            after_unsubscribe = await heard.next(timeout=QUIET_SECONDS)
            return capabilities, crossed, from_bob, own, list(heard.uris), after_unsubscribe

    capabilities, crossed, from_bob, own, uris, after_unsubscribe = run(scenario)
    assert capabilities.subscribe is True and capabilities.list_changed is True
    assert crossed and set(crossed) == {ACCOUNT}
    assert from_bob is False, "bob's change of his own profile reached alice"
    assert own is True and uris == [ACCOUNT]
    assert after_unsubscribe is False, "a notice after resources/unsubscribe"
    assert McpSessionSubscription.objects.count() == 0


def test_a_2026_client_hears_profile_and_list_changes_on_its_listen_stream(server_url, other_server, acme):
    alice_user, alice_secret, bob_secret, acme_org = acme
    globex = Organisation.objects.create(name="Globex", slug="globex")
    org_uri = "memorymesh://profile/org/acme"

    async def next_event(subscription, timeout: float, kind: type):
        # A listen stream opened just after the fixture's membership commit may also get that
        # change's list_changed (the watch gathers half a second): only `kind` counts here.
        with anyio.move_on_after(timeout):
            async for event in subscription:
                if isinstance(event, kind):
                    return event
        return None

    async def scenario():
        async with (
            mcp_session(server_url, alice_secret, mode="auto") as alice,
            mcp_session(other_server, alice_secret, mode="auto") as alice_elsewhere,
            mcp_session(other_server, bob_secret, mode="auto") as bob,
        ):
            assert alice.protocol_version == "2026-07-28"
            async with alice.listen(resource_subscriptions=[ACCOUNT, org_uri], resources_list_changed=True) as events:
                await call(bob, "memory_manage", action="add", text="Bob prefers coffee")
                from_bob = await next_event(events, QUIET_SECONDS, ResourceUpdated)
                await call(alice_elsewhere, "memory_manage", action="add", text="Prefers Rust")
                account = await next_event(events, 30, ResourceUpdated)
                await call(alice_elsewhere, "memory_manage", action="add", dimension="org", org="acme", text="We ship")
                org = await next_event(events, 30, ResourceUpdated)
                await anyio.to_thread.run_sync(lambda: Membership.objects.create(organisation=globex, user=alice_user))
                joined = await next_event(events, 30, ResourcesListChanged)
            return from_bob, account, org, joined

    from_bob, account, org, joined = run(scenario)
    assert from_bob is None, f"bob's change reached alice: {from_bob}"
    assert account == ResourceUpdated(ACCOUNT)
    assert org == ResourceUpdated(org_uri)
    assert isinstance(joined, ResourcesListChanged)
    assert acme_org.memberships.count() == 1


def test_subscribing_to_a_resource_one_may_not_read_is_refused_and_stores_nothing(server_url, acme):
    _alice, _alice_secret, bob_secret, _acme = acme

    async def scenario():
        async with mcp_session(server_url, bob_secret) as bob:
            refusals = []
            for uri in ("memorymesh://profile/org/acme", "memorymesh://nothing"):
                with pytest.raises(MCPError) as refused:
                    await bob.subscribe_resource(uri)
                refusals.append(refused.value.error.code)
            return refusals

    assert run(scenario) == [-32002, -32002]
    assert McpSessionSubscription.objects.count() == 0


def test_a_listener_to_the_schema_catalogue_hears_a_schema_enabled(server_url, make_user):
    _user, secret = make_user("carol")
    load_builtin_schemas()
    quest = Schema.objects.filter(type_name="quest")
    set_enabled(schemas=quest, enabled=False)

    def enable() -> None:
        try:
            set_enabled(schemas=quest, enabled=True)  # in this process: the NOTIFY crosses to the server's
        finally:
            connection.close()  # this thread's own connection, or the test database cannot be dropped

    async def scenario():
        async with mcp_session(server_url, secret, mode="auto") as client:
            async with client.listen(resource_subscriptions=["memorymesh://schemas"]) as events:
                await anyio.to_thread.run_sync(enable)
                with anyio.fail_after(30):
                    event = await anext(aiter(events))
            catalogue = (await client.read_resource("memorymesh://schemas")).contents[0].text
            return event, catalogue

    event, catalogue = run(scenario)
    assert event == ResourceUpdated("memorymesh://schemas")
    assert '"type": "quest"' in catalogue


def test_a_listen_stream_of_a_token_revoked_since_hears_nothing_more(server_url, make_user):
    user, secret = make_user("dora")
    issued = create_token(user=user, name="revoked while listening")

    async def scenario():
        async with (
            mcp_session(server_url, secret, mode="auto") as live,
            mcp_session(server_url, issued.secret, mode="auto") as revoked,
        ):
            async with (
                live.listen(resource_subscriptions=[ACCOUNT]) as live_events,
                revoked.listen(resource_subscriptions=[ACCOUNT]) as revoked_events,
            ):
                await anyio.to_thread.run_sync(_revoke, issued.token.pk)
                await call(live, "memory_manage", action="add", text="Prefers Go")
                with anyio.fail_after(30):
                    heard_live = await anext(aiter(live_events))
                with anyio.move_on_after(QUIET_SECONDS):
                    return heard_live, await anext(aiter(revoked_events))
                return heard_live, None

    heard_live, heard_revoked = run(scenario)
    assert heard_live == ResourceUpdated(ACCOUNT)  # the change was announced …
    assert heard_revoked is None  # … but not to the stream whose token was revoked


def _revoke(token_id: int) -> None:
    try:
        revoke_token(token_id=token_id)
    finally:
        connection.close()
