"""Clients that name themselves by the URL of their metadata document (CIMD), and the mix-up
defence (RFC 9207 `iss`): the MCP SDK's OAuth client signs in with no registration call."""

import datetime
import ipaddress
import json
import ssl
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from mcp.client.auth import OAuthClientProvider
from mcp.shared.auth import OAuthClientMetadata
from oauth2_provider.cimd import CIMDError, SafeMetadataFetcher
from oauth2_provider.models import Application

from tests.identity.oauth.browser import query_of
from tests.identity.oauth.loopback_fetcher import certificate_path
from tests.identity.oauth.test_sdk_oauth_flow import (
    REDIRECT_URI,
    Consenting,
    MemoryStorage,
    in_session,
    tool_names,
)
from tests.mcp_client import MCP_PATH, run


def _self_signed(path) -> tuple[str, str]:
    """A certificate for 127.0.0.1 and its key, as PEM files beside `path`."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), True)
        .sign(key, hashes.SHA256())
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path = path.with_name("key.pem")
    key_path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return str(path), str(key_path)


@pytest.fixture
def client_document():
    """An HTTPS server on this machine serving one client's metadata document; yields its URL."""
    documents: dict[str, bytes] = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
            body = documents.get(self.path)
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body or b"{}")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*_self_signed(certificate_path()))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"https://127.0.0.1:{server.server_address[1]}/clients/memorymesh-test.json"
    documents["/clients/memorymesh-test.json"] = json.dumps(
        {
            "client_id": url,
            "client_name": "Metadata document client",
            "redirect_uris": [REDIRECT_URI],
            "grant_types": ["authorization_code", "refresh_token"],
            "response_types": ["code"],
            "token_endpoint_auth_method": "none",
        }
    ).encode()
    yield url
    server.shutdown()


def test_the_server_says_it_takes_metadata_documents_and_sends_iss(server_url):
    metadata = httpx.get(f"{server_url}/.well-known/oauth-authorization-server").json()
    assert metadata["client_id_metadata_document_supported"] is True
    assert metadata["authorization_response_iss_parameter_supported"] is True


def test_a_client_named_by_its_metadata_url_signs_in_without_registering(server_url, olivia, client_document):
    user, browser = olivia
    storage, consenting = MemoryStorage(), Consenting(browser)
    registered = Application.objects.count()
    metadata = OAuthClientMetadata(
        client_name="ignored: the document names it",
        redirect_uris=[REDIRECT_URI],
        grant_types=["authorization_code", "refresh_token"],
        response_types=["code"],
        token_endpoint_auth_method="none",
    )
    provider = OAuthClientProvider(
        server_url + MCP_PATH,
        metadata,
        storage,
        redirect_handler=consenting.redirect,
        callback_handler=consenting.callback,
        client_metadata_url=client_document,
    )

    names = run(lambda: in_session(server_url, provider, tool_names))

    assert "memory_recall" in names
    assert query_of(consenting.authorize_urls[0])["client_id"] == client_document
    assert "Metadata document client" in browser.consent_pages[0]  # the name the document gives
    application = Application.objects.get(client_id=client_document)
    assert application.registration_source == Application.RegistrationSource.CIMD
    assert Application.objects.count() == registered + 1  # that one, made on first sight; no DCR


def test_the_authorization_response_names_the_issuer(server_url, olivia, client_document):
    _user, browser = olivia
    authorize = (
        f"{server_url}/oauth/authorize/?response_type=code&client_id={client_document}"
        f"&redirect_uri={REDIRECT_URI}&scope=memory:read&code_challenge_method=S256"
        "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&state=s1"
    )
    back = query_of(browser.answer(browser.open_consent(authorize), allow=True))
    assert back["iss"] == httpx.get(f"{server_url}/.well-known/oauth-authorization-server").json()["issuer"]
    assert back["state"] == "s1" and back["code"]


@pytest.mark.parametrize(
    "client_id",
    ["https://127.0.0.1/client.json", "https://10.1.2.3/client.json", "https://169.254.169.254/latest/meta-data"],
)
def test_the_production_fetcher_never_reads_a_document_from_a_private_address(client_id):
    with pytest.raises(CIMDError):
        SafeMetadataFetcher().fetch(client_id)


def test_a_metadata_url_on_a_private_address_is_refused_at_sign_in(server_url, olivia):
    _user, browser = olivia
    browser.sign_in(f"{server_url}/teams/login/")
    page = browser.http.get(
        f"{server_url}/oauth/authorize/?response_type=code&client_id=https://10.1.2.3/client.json"
        f"&redirect_uri={REDIRECT_URI}&code_challenge_method=S256&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
    )
    assert page.status_code == 400, page.text[:300]
    note = page.text[page.text.index('id="oauth-error"') :][:600]
    assert "client_id" in note, note
    assert not Application.objects.filter(client_id="https://10.1.2.3/client.json").exists()
