"""/static/ is answered by the app itself under uvicorn (WhiteNoise over Django's finders),
with DEBUG off (the default) and on, without a collectstatic step."""

from collections.abc import Iterator

import httpx
import pytest

from tests.processes import free_port, start_uvicorn, stop

ADMIN_CSS = "/static/admin/css/base.css"
EDITOR_JS = "/static/schemas_app/schema_editor.js"


@pytest.fixture(scope="module")
def debug_server_url(test_db_env) -> Iterator[str]:
    """Like server_url, with DJANGO_DEBUG=true."""
    port = free_port()
    proc = start_uvicorn(port=port, env={**test_db_env, "DJANGO_DEBUG": "true"})
    yield f"http://127.0.0.1:{port}"
    stop(proc)


@pytest.fixture(params=["debug_off", "debug_on"])
def static_client(request) -> Iterator[tuple[str, httpx.Client]]:
    url = request.getfixturevalue("server_url" if request.param == "debug_off" else "debug_server_url")
    with httpx.Client(base_url=url, timeout=30) as client:
        yield request.param, client


@pytest.mark.parametrize(
    ("path", "content_type"),
    [
        (ADMIN_CSS, "text/css"),
        (EDITOR_JS, "text/javascript"),
        ("/static/schemas_app/schema_editor.css", "text/css"),
        ("/static/vendor/force-graph/force-graph.min.js", "text/javascript"),
    ],
)
def test_static_files_are_served_by_the_app_with_their_type(static_client, path, content_type):
    _mode, client = static_client
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith(content_type)
    assert len(response.content) == int(response.headers["content-length"]) > 0


def test_static_files_may_be_cached_a_minute_and_only_without_debug(static_client):
    mode, client = static_client
    expected = "max-age=60, public" if mode == "debug_off" else "max-age=0, public"
    assert client.get(ADMIN_CSS).headers["cache-control"] == expected


def test_a_cached_static_file_is_revalidated_with_its_etag(static_client):
    _mode, client = static_client
    etag = client.get(ADMIN_CSS).headers["etag"]
    response = client.get(ADMIN_CSS, headers={"If-None-Match": etag})
    assert response.status_code == 304
    assert response.content == b""


def test_an_unknown_static_file_is_404(static_client):
    _mode, client = static_client
    assert client.get("/static/admin/css/no-such-file.css").status_code == 404


def test_the_site_icon_is_served_at_the_root(static_client):
    _mode, client = static_client
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response.headers["content-type"] in ("image/x-icon", "image/vnd.microsoft.icon")
    assert response.content[:4] == b"\x00\x00\x01\x00"  # an ICO file's header
