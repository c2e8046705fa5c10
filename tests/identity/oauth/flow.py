"""The OAuth flow step by step over plain HTTP, for tests that look at each answer."""

import base64
import hashlib
import secrets
from dataclasses import dataclass
from urllib.parse import urlencode

import httpx

from tests.identity.oauth.browser import Person, query_of

REDIRECT_URI = "http://127.0.0.1:9/callback"


@dataclass
class Pkce:
    verifier: str
    challenge: str

    @classmethod
    def new(cls) -> "Pkce":
        verifier = secrets.token_urlsafe(48)
        digest = hashlib.sha256(verifier.encode()).digest()
        return cls(verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode())


def register(server_url: str, **metadata) -> httpx.Response:
    body = {
        "client_name": "Test client",
        "redirect_uris": [REDIRECT_URI],
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
        "token_endpoint_auth_method": "none",
    } | metadata
    return httpx.post(f"{server_url}/oauth/register/", json=body)


def authorize_url(server_url: str, client_id: str, pkce: Pkce, **params) -> str:
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": REDIRECT_URI,
        "state": "st-1",
        "code_challenge": pkce.challenge,
        "code_challenge_method": "S256",
        "scope": "memory:read memory:write",
        "resource": f"{server_url}/v1/mcp",
    } | params
    return f"{server_url}/oauth/authorize/?{urlencode(query)}"


def exchange(server_url: str, client_id: str, code: str, pkce: Pkce, **extra) -> httpx.Response:
    data = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT_URI,
        "client_id": client_id,
        "code_verifier": pkce.verifier,
    } | extra
    return httpx.post(f"{server_url}/oauth/token/", data=data)


def signed_in_token(server_url: str, person: Person, *, write: bool, organisation: str = "", **params) -> dict:
    """Register a client, have `person` approve it, exchange the code: the token response (plus client_id)."""
    client_id = register(server_url).json()["client_id"]
    pkce = Pkce.new()
    consent = person.open_consent(authorize_url(server_url, client_id, pkce, **params))
    back = query_of(person.answer(consent, allow=True, write=write, organisation=organisation))
    tokens = exchange(server_url, client_id, back["code"], pkce)
    assert tokens.status_code == 200, tokens.text
    return tokens.json() | {"client_id": client_id}
