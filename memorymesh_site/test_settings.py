"""Settings for a test run: the production settings, with this run's own names.

Several test runs may share one embedded server (two developers, or a developer and
an agent), and a development server may use the same data folder: each run gets its
own test database and queue, named after the run. They are set in the environment,
before the settings read it, so every process a test starts (web server, worker,
`serve`) inherits the same names.
"""

import os

_RUN = os.environ.setdefault("MEMORYMESH_TEST_RUN", str(os.getpid()))
os.environ.setdefault("MEMORYMESH_TEST_DB_NAME", f"test_memorymesh_{_RUN}")
os.environ.setdefault("MEMORYMESH_QUEUE_DB_NAME", "memorymesh_queue_test")
os.environ.setdefault("MEMORYMESH_QUEUE", f"memorymesh_test_{_RUN}")

from memorymesh_site.settings import *  # noqa: E402, F403

# The CIMD test serves a client's metadata document over HTTPS from this machine, which the
# production fetcher rightly refuses (a loopback address): tests name a fetcher that allows
# loopback only, trusting the certificate that test made.
OAUTH2_PROVIDER = {  # noqa: F405
    **OAUTH2_PROVIDER,  # noqa: F405
    "CIMD_METADATA_FETCHER": "tests.identity.oauth.loopback_fetcher.LoopbackMetadataFetcher",
}
