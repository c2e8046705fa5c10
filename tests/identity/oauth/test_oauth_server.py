"""MemoryMesh as an OAuth 2.1 authorization server, over real HTTP: metadata, registration, consent,
scopes enforced at the verb, resource binding, PKCE S256 only."""

import time

import httpx
import pytest
from oauth2_provider.models import Application

from graph.models import Entity
from identity.models import Membership, OAuthGrant, Organisation
from tests.graph.transport.test_mcp_endpoint import initialize, open_session, post, request
from tests.identity.oauth.browser import inputs_of, query_of
from tests.identity.oauth.flow import Pkce, authorize_url, register, signed_in_token


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def relate(server_url: str, token: dict, *, scope: str) -> httpx.Response:
    body = {"scope": scope, "from": "Olivia", "to": "Tea", "type": "LIKES"}
    return httpx.post(f"{server_url}/v1/memory/relate", json=body, headers=bearer(token["access_token"]))


def test_authorization_server_metadata_offers_code_with_s256_registration_and_revocation(server_url):
    resource = httpx.get(f"{server_url}/.well-known/oauth-protected-resource/v1/mcp").json()
    (issuer,) = resource["authorization_servers"]
    metadata = httpx.get(f"{issuer}/.well-known/oauth-authorization-server").json()
    assert metadata["issuer"] == server_url
    assert metadata["response_types_supported"] == ["code"]
    assert metadata["grant_types_supported"] == ["authorization_code", "refresh_token"]
    assert metadata["code_challenge_methods_supported"] == ["S256"]
    assert metadata["scopes_supported"] == ["memory:read", "memory:write"]
    assert "none" in metadata["token_endpoint_auth_methods_supported"]
    for endpoint, path in [
        ("authorization_endpoint", "/oauth/authorize/"),
        ("token_endpoint", "/oauth/token/"),
        ("registration_endpoint", "/oauth/register/"),
        ("revocation_endpoint", "/oauth/revoke/"),
    ]:
        assert metadata[endpoint] == server_url + path


@pytest.mark.parametrize(
    "metadata", [{"grant_types": ["client_credentials"]}, {"grant_types": ["implicit"], "response_types": ["token"]}]
)
def test_registration_refuses_grants_this_server_does_not_issue(server_url, transactional_db, metadata):
    response = register(server_url, **metadata)
    assert response.status_code == 400 and response.json()["error"] == "invalid_client_metadata"
    assert not Application.objects.exists()


def test_a_read_only_grant_reads_and_is_refused_writes_over_http_and_mcp(server_url, olivia):
    user, browser = olivia
    token = signed_in_token(server_url, browser, write=False)
    assert token["scope"] == "memory:read"
    status = httpx.get(f"{server_url}/v1/memory/status", headers=bearer(token["access_token"]))
    assert status.status_code == 200

    refused = httpx.post(
        f"{server_url}/v1/memory/remember", json={"scope": "s", "content": "x"}, headers=bearer(token["access_token"])
    )
    assert refused.status_code == 403 and refused.json()["error"] == "insufficient_scope"
    challenge = refused.headers["www-authenticate"]
    assert 'error="insufficient_scope"' in challenge and 'scope="memory:read memory:write"' in challenge

    session = open_session(server_url, token["access_token"])
    call = request("tools/call", {"name": "memory_remember", "arguments": {"scope": "s", "content": "x"}})
    over_mcp = post(server_url, token["access_token"], call, session=session)
    assert over_mcp.status_code == 403 and over_mcp.json()["error"] == "insufficient_scope"
    assert 'error="insufficient_scope"' in over_mcp.headers["www-authenticate"]
    assert not Entity.objects.filter(scope__owner=user).exists()


def test_a_read_write_grant_writes(server_url, olivia):
    _user, browser = olivia
    token = signed_in_token(server_url, browser, write=True)
    assert set(token["scope"].split()) == {"memory:read", "memory:write"}
    stored = relate(server_url, token, scope="s")
    assert stored.status_code == 200, stored.text


def test_a_token_minted_for_another_resource_is_refused(server_url, olivia):
    _user, browser = olivia
    token = signed_in_token(server_url, browser, write=True, resource="https://elsewhere.example/mcp")
    response = post(server_url, token["access_token"], initialize())
    assert response.status_code == 401 and response.json()["error"] == "invalid_token"
    assert "another resource" in response.json()["detail"]
    whoami = httpx.get(f"{server_url}/v1/whoami", headers=bearer(token["access_token"]))
    assert whoami.status_code == 401


def test_plain_pkce_is_refused_and_grants_nothing(server_url, olivia):
    user, browser = olivia
    client_id = register(server_url).json()["client_id"]
    pkce = Pkce.new()
    url = authorize_url(server_url, client_id, pkce, code_challenge=pkce.verifier, code_challenge_method="plain")
    back = query_of(browser.answer(browser.open_consent(url), allow=True, write=True))
    assert back["error"] == "invalid_request" and "S256" in back["error_description"]
    assert "code" not in back and not OAuthGrant.objects.filter(user=user).exists()


def test_refusing_consent_sends_access_denied_and_grants_nothing(server_url, olivia):
    user, browser = olivia
    client_id = register(server_url).json()["client_id"]
    consent = browser.open_consent(authorize_url(server_url, client_id, Pkce.new()))
    assert "Test client" in consent.text and "memory:write" in consent.text
    back = query_of(browser.answer(consent, allow=False))
    assert back["error"] == "access_denied" and back["state"] == "st-1"
    assert not OAuthGrant.objects.filter(user=user).exists()


def test_an_org_bound_grant_reaches_only_that_organisation(server_url, olivia):
    user, browser = olivia
    acme = Organisation.objects.create(name="Acme", slug="acme")
    Membership.objects.create(organisation=acme, user=user)
    token = signed_in_token(server_url, browser, write=True, organisation=str(acme.pk))
    grant = OAuthGrant.objects.select_related("token").get(user=user)
    assert grant.token.organisation_id == acme.pk and not grant.token.read_only
    refused = relate(server_url, token, scope="account")
    assert refused.status_code == 403 and refused.json()["error"] == "org_token_confined", refused.text


def test_the_tokens_page_lists_the_grant_and_revoking_it_ends_the_clients_tokens(server_url, olivia):
    user, browser = olivia
    token = signed_in_token(server_url, browser, write=False)
    assert httpx.get(f"{server_url}/v1/whoami", headers=bearer(token["access_token"])).status_code == 200
    page = browser.http.get("/teams/tokens/")
    assert "OAuth grant to <strong>Test client</strong>" in page.text and "all your memory, read only" in page.text

    grant = OAuthGrant.objects.get(user=user)
    fields = {"csrfmiddlewaretoken": inputs_of(page.text)["csrfmiddlewaretoken"]}
    revoked = browser.http.post(f"/teams/tokens/{grant.token_id}/revoke", data=fields)
    assert revoked.status_code == 302
    time.sleep(1.1)  # each web process re-reads a token at most once a second
    assert httpx.get(f"{server_url}/v1/whoami", headers=bearer(token["access_token"])).status_code == 401
    refresh = {"grant_type": "refresh_token", "refresh_token": token["refresh_token"], "client_id": token["client_id"]}
    assert httpx.post(f"{server_url}/oauth/token/", data=refresh).json()["error"] == "invalid_grant"
