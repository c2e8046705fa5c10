"""Bad input on /v1/* is answered in JSON with the right status, never 500 or HTML."""

import httpx


def test_unknown_route_is_json_404(api):
    response = api.get("/v1/no-such-route")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["error"] == "not_found"


def test_wrong_method_is_json_405(api):
    response = api.post("/v1/whoami", json={})
    assert response.status_code == 405
    assert response.json()["error"] == "method_not_allowed"


def test_body_over_the_limit_is_413_before_parsing(api):
    from django.conf import settings

    response = api.post(
        "/v1/whoami", content=b"x" * (settings.API_MAX_BODY_BYTES + 1), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json()["error"] == "body_too_large"
    assert response.json()["limit"] == settings.API_MAX_BODY_BYTES


def test_openapi_schema_is_served(server_url):
    response = httpx.get(f"{server_url}/v1/schema", headers={"Accept": "application/json"})
    assert response.status_code == 200
    assert "/v1/whoami" in response.text
