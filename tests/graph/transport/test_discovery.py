"""How a client that knows only the URL finds the way to sign in (RFC 9728), over real HTTP and the real MCP client."""

from collections.abc import Iterator

import httpx
import pytest

from tests.graph.transport.test_mcp_endpoint import initialize, post
from tests.mcp_client import run_in_session
from tests.processes import free_port, start_uvicorn, stop

PUBLIC = "https://memory.example.com"


def test_tokenless_mcp_post_points_at_the_resource_metadata(server_url):
    response = post(server_url, None, initialize())
    assert response.status_code == 401
    challenge = response.headers["www-authenticate"]
    metadata_url = f"{server_url}/.well-known/oauth-protected-resource/v1/mcp"
    assert challenge == f'Bearer realm="memorymesh", resource_metadata="{metadata_url}"'
    metadata = httpx.get(metadata_url).json()
    assert metadata["resource"] == f"{server_url}/v1/mcp"


def test_a_bad_token_adds_invalid_token_to_the_challenge(server_url, make_user):
    make_user("alice")
    challenge = post(server_url, "mm_not-a-real-token", initialize()).headers["www-authenticate"]
    assert challenge.startswith('Bearer realm="memorymesh", resource_metadata="')
    assert challenge.endswith(', error="invalid_token"')


def test_http_api_401s_carry_the_same_challenge(server_url, make_user):
    make_user("alice")
    tokenless = httpx.get(f"{server_url}/v1/whoami")
    bad = httpx.get(f"{server_url}/v1/whoami", headers={"Authorization": "Bearer mm_nope"})
    metadata_url = f"{server_url}/.well-known/oauth-protected-resource/v1/mcp"
    assert tokenless.status_code == bad.status_code == 401
    assert tokenless.headers["www-authenticate"] == f'Bearer realm="memorymesh", resource_metadata="{metadata_url}"'
    assert bad.headers["www-authenticate"].endswith(f'resource_metadata="{metadata_url}", error="invalid_token"')


@pytest.mark.parametrize(
    "path", ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/v1/mcp"]
)
def test_protected_resource_metadata_names_resource_scopes_and_server(server_url, path):
    response = httpx.get(server_url + path)
    assert response.status_code == 200 and response.headers["content-type"] == "application/json"
    assert response.headers["access-control-allow-origin"] == "*"
    metadata = response.json()
    assert metadata["resource"] == f"{server_url}/v1/mcp"
    assert metadata["bearer_methods_supported"] == ["header"]
    assert metadata["scopes_supported"] == ["memory:read", "memory:write"]
    assert metadata["authorization_servers"] == [server_url]


@pytest.mark.parametrize("path", ["/.well-known/openid-configuration", "/.well-known/nothing/here"])
def test_unknown_well_known_paths_are_json_404s(server_url, path):
    response = httpx.get(server_url + path)
    assert response.status_code == 404
    assert response.json() == {"error": "not_found", "detail": f"no metadata at {path}"}


@pytest.fixture(scope="module")
def public_server_url(test_db_env) -> Iterator[str]:
    """A server told its public URL (as behind a TLS proxy)."""
    port = free_port()
    env = {**test_db_env, "MEMORYMESH_PUBLIC_URL": PUBLIC + "/", "MEMORYMESH_TRUSTED_PROXIES": "127.0.0.1"}
    proc = start_uvicorn(port=port, env=env)
    yield f"http://127.0.0.1:{port}"
    stop(proc)


def test_a_set_public_url_is_what_metadata_and_challenges_name(public_server_url):
    # Through the TLS proxy: an https public URL redirects plain http (docs/https.md).
    via_tls = {"X-Forwarded-Proto": "https"}
    metadata = httpx.get(public_server_url + "/.well-known/oauth-protected-resource", headers=via_tls).json()
    assert metadata["resource"] == PUBLIC + "/v1/mcp" and metadata["authorization_servers"] == [PUBLIC]
    challenge = post(public_server_url, None, initialize(), **via_tls).headers["www-authenticate"]
    assert f'resource_metadata="{PUBLIC}/.well-known/oauth-protected-resource/v1/mcp"' in challenge


@pytest.mark.parametrize("mode", ["legacy", "auto"])
def test_prompts_and_resources_are_declared_and_listed(server_url, make_user, mode):
    _user, secret = make_user("alice")

    async def steps(client):
        capabilities = client.server_capabilities
        prompts = (await client.list_prompts()).prompts
        resources = (await client.list_resources()).resources
        return capabilities, prompts, resources

    capabilities, prompts, resources = run_in_session(server_url, secret, steps, mode=mode)
    assert capabilities.prompts is not None and capabilities.resources is not None
    assert prompts == [] and isinstance(resources, list)
