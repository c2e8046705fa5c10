"""The whole OAuth flow with a client we did not write: the MCP Python SDK's OAuth client provider.

discovery → registration → authorize (a person signs in and consents, headlessly) → code →
token → tools/list → a write refused for a read-only grant → refresh → revoke → 401.
"""

import time

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.auth import AuthorizationCodeResult, OAuthClientProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import OAuthClientInformationFull, OAuthClientMetadata, OAuthToken

from graph.models import Entity
from identity.models import OAuthGrant
from tests.identity.oauth.browser import Person, query_of
from tests.mcp_client import MCP_PATH, run

REDIRECT_URI = "http://127.0.0.1:9/callback"  # never listened on: the test reads the code from the redirect


class MemoryStorage:
    """The SDK's TokenStorage, in memory."""

    def __init__(self) -> None:
        self.tokens: OAuthToken | None = None
        self.client_info: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client_info

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client_info = client_info


class StepUpRefused(Exception):
    """The test's person will not grant more than reading."""


class Consenting:
    """The SDK's redirect and callback handlers: the person approves reading only, once."""

    def __init__(self, person: Person) -> None:
        self.person = person
        self.authorize_urls: list[str] = []
        self.code: AuthorizationCodeResult | None = None

    async def redirect(self, authorize_url: str) -> None:
        self.authorize_urls.append(authorize_url)
        if len(self.authorize_urls) > 1:
            raise StepUpRefused(authorize_url)
        consent = self.person.open_consent(authorize_url)
        back = query_of(self.person.answer(consent, allow=True, write=False))
        self.code = AuthorizationCodeResult(code=back["code"], state=back.get("state"), iss=back.get("iss"))

    async def callback(self) -> AuthorizationCodeResult:
        assert self.code is not None
        return self.code


def provider_for(server_url: str, storage: MemoryStorage, consenting: Consenting) -> OAuthClientProvider:
    metadata = OAuthClientMetadata(
        client_name="SDK test client",
        redirect_uris=[REDIRECT_URI],
        grant_types=["authorization_code", "refresh_token"],
        response_types=["code"],
        token_endpoint_auth_method="none",
    )
    return OAuthClientProvider(
        server_url + MCP_PATH,
        metadata,
        storage,
        redirect_handler=consenting.redirect,
        callback_handler=consenting.callback,
    )


async def in_session(server_url: str, provider: OAuthClientProvider, steps):
    async with httpx2.AsyncClient(auth=provider, timeout=30) as http:
        async with Client(streamable_http_client(server_url + MCP_PATH, http_client=http), mode="legacy") as client:
            return await steps(client)


async def tool_names(client) -> set[str]:
    return {tool.name for tool in (await client.list_tools()).tools}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_sdk_client_signs_in_reads_is_refused_a_write_refreshes_and_is_revoked(server_url, olivia):
    user, browser = olivia
    storage, consenting = MemoryStorage(), Consenting(browser)
    provider = provider_for(server_url, storage, consenting)

    # Discovery → registration → authorize → consent → code → token → tools/list.
    names = run(lambda: in_session(server_url, provider, tool_names))
    assert {"memory_recall", "memory_remember"} <= names
    assert storage.client_info.client_id and storage.tokens.scope == "memory:read"
    asked = query_of(consenting.authorize_urls[0])
    assert asked["code_challenge_method"] == "S256" and asked["resource"] == server_url + MCP_PATH
    assert "SDK test client" in browser.consent_pages[0]
    grant = OAuthGrant.objects.select_related("token").get(user=user)
    assert grant.token.read_only and grant.token.last_used_at is not None

    # A write with a read-only grant: 403 insufficient_scope, so the SDK asks to step up (refused here).
    async def remember(client):
        return await client.call_tool("memory_remember", {"scope": "s", "content": "Olivia likes tea."})

    with pytest.raises(ExceptionGroup) as raised:
        run(lambda: in_session(server_url, provider, remember))
    assert raised.group_contains(StepUpRefused)
    assert len(consenting.authorize_urls) == 2
    assert set(query_of(consenting.authorize_urls[1])["scope"].split()) == {"memory:read", "memory:write"}
    assert not Entity.objects.filter(scope__owner=user).exists()

    # Refresh with rotation: the new tokens work; the old refresh token is refused.
    first = storage.tokens
    provider.context.token_expiry_time = time.time() - 1  # as if the access token had expired
    assert "memory_recall" in run(lambda: in_session(server_url, provider, tool_names))
    refreshed = storage.tokens
    assert refreshed.access_token != first.access_token and refreshed.refresh_token != first.refresh_token
    token_url = f"{server_url}/oauth/token/"
    client_id = storage.client_info.client_id
    reused = httpx.post(
        token_url, data={"grant_type": "refresh_token", "refresh_token": first.refresh_token, "client_id": client_id}
    )
    assert reused.status_code == 400 and reused.json()["error"] == "invalid_grant"

    # Revocation (RFC 7009), then the token opens nothing: 401 within the server's one-second recheck.
    whoami = httpx.get(f"{server_url}/v1/whoami", headers=bearer(refreshed.access_token))
    assert whoami.status_code == 200 and whoami.json()["user"]["username"] == "olivia"
    revoked = httpx.post(f"{server_url}/oauth/revoke/", data={"token": refreshed.access_token, "client_id": client_id})
    assert revoked.status_code == 200
    time.sleep(1.1)
    after = httpx.get(f"{server_url}/v1/whoami", headers=bearer(refreshed.access_token))
    assert after.status_code == 401 and 'error="invalid_token"' in after.headers["www-authenticate"]
