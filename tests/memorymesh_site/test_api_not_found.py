"""The API's 404 answered on the event loop (memorymesh_site.api_not_found): the body and
headers Django's own handler404 gives, without reaching Django; anything else reaches it."""

import asyncio

import httpx
from django.test import Client

from memorymesh_site.api_not_found import ApiNotFound

SITE_HEADERS = ("content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy")


def test_an_unknown_api_path_is_answered_as_djangos_handler404_answers_it(server_url, db):
    for path in ("/v1/nothing-here", "/v3/nothing-here"):
        on_the_loop = httpx.get(server_url + path, headers={"Authorization": "Bearer x"}, timeout=30)
        by_django = Client().get(path)
        assert on_the_loop.status_code == by_django.status_code == 404
        assert on_the_loop.json() == by_django.json() == {"error": "not_found", "detail": f"no route {path}"}
        assert on_the_loop.headers["content-type"] == by_django.headers["Content-Type"]
        for header in SITE_HEADERS:
            assert _directives(on_the_loop.headers[header]) == _directives(by_django.headers[header]), header


def _directives(value: str) -> set[str]:
    """A header's `; `-separated parts: django-csp's order of directives differs between processes."""
    return set(value.split("; "))


def test_an_unknown_path_with_a_host_not_allowed_is_still_refused_400(server_url):
    answer = httpx.get(server_url + "/v1/nothing-here", headers={"Host": "evil.example.com"}, timeout=30)
    assert answer.status_code == 400
    assert answer.json()["error"] == "disallowed_host"


def _asgi_call(app: ApiNotFound, path: str, host: bytes = b"127.0.0.1") -> list[dict]:
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": path, "scheme": "http", "headers": [(b"host", host)]}
    asyncio.run(app(scope, receive, send))
    return sent


async def _django_answers_418(scope, receive, send) -> None:
    """Stands in for the site behind: says that it was reached."""
    await send({"type": "http.response.start", "status": 418, "headers": []})
    await send({"type": "http.response.body", "body": b""})


def test_an_unknown_api_path_never_reaches_the_application_behind():
    sent = _asgi_call(ApiNotFound(_django_answers_418), "/v1/nothing-here")
    assert sent[0]["status"] == 404
    assert (b"content-type", b"application/json") in sent[0]["headers"]


def test_routes_pages_and_the_mcp_endpoint_reach_the_application_behind():
    for path in ("/v1/whoami", "/v1/mcp", "/teams/login/", "/v1/schemas/npc/add", "/nothing-here"):
        assert _asgi_call(ApiNotFound(_django_answers_418), path)[0]["status"] == 418, path


def test_a_host_not_allowed_reaches_django_which_refuses_it():
    assert (
        _asgi_call(ApiNotFound(_django_answers_418), "/v1/nothing-here", host=b"evil.example.com")[0]["status"] == 418
    )
