"""The CIMD metadata fetcher of test runs: DOT's own rules, except that the document may be
served from this machine (which DOT's SafeMetadataFetcher refuses, as it must in production)
over HTTPS with the certificate the test made."""

import os
from pathlib import Path

import urllib3
from oauth2_provider.cimd import CIMDError, SafeMetadataFetcher, _validate_client_id_url

LOOPBACK = {"127.0.0.1", "localhost"}


def certificate_path() -> Path:
    """Where the CIMD test writes the certificate its HTTPS server uses (one per test run)."""
    return Path("/tmp") / f"memorymesh-cimd-{os.environ['MEMORYMESH_TEST_RUN']}" / "cert.pem"


class LoopbackMetadataFetcher(SafeMetadataFetcher):
    def fetch(self, client_id: str) -> tuple[dict, int]:
        parsed = _validate_client_id_url(client_id)
        if parsed.hostname not in LOOPBACK:
            return super().fetch(client_id)  # anything else: the production rules
        pool = urllib3.PoolManager(ca_certs=str(certificate_path()), retries=False, timeout=5)
        try:
            response = pool.request("GET", client_id, redirect=False, preload_content=False)
        except urllib3.exceptions.HTTPError as exc:
            raise CIMDError(f"could not fetch client_id document: {exc}") from exc
        try:
            return self._read_document(response)
        finally:
            response.release_conn()
