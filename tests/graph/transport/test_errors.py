"""Bad input on /v1/* is answered in JSON with the right status, never 500 or HTML."""

import logging

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


def _bad_calls() -> list[tuple[str, str, dict]]:
    """(tool, HTTP path, arguments) refused for different reasons at different depths."""
    return [
        ("memory_recall", "/v1/memory/recall", {"subject": "Dana", "k": 5000}),  # input model
        ("memory_remember", "/v1/memory/remember", {"scope": "a:b:c", "content": "x"}),  # scope rules
        ("memory_forget", "/v1/memory/forget", {"scope": "demo", "subject": "Nobody"}),  # the verb itself
        ("add_edges", "/v1/graph/add_edges", {"edges": [{"from": "A", "to": "B", "edgeType": "knows"}]}),
    ]


def test_a_refusal_has_the_same_body_over_http_and_mcp(make_user, client_for, server_url):
    from tests.mcp_client import refusal, run_in_session

    _user, secret = make_user("alice")
    http = client_for(secret)
    http.post("/v1/memory/remember", json={"scope": "demo", "facts": {"entities": [{"name": "Dana"}]}})
    for tool, path, arguments in _bad_calls():
        over_http = http.post(path, json=arguments)
        assert over_http.status_code in (404, 413, 422), over_http.text
        over_mcp = run_in_session(server_url, secret, lambda client, t=tool, a=arguments: refusal(client, t, **a))
        assert over_mcp == over_http.json(), tool
        assert set(over_mcp) >= {"error", "detail"}


def test_a_foreign_host_on_v1_gets_the_json_error_not_django_s_page(server_url, make_user):
    _user, secret = make_user("alice")
    headers = {"Host": "evil.example", "Authorization": f"Bearer {secret}"}
    response = httpx.post(f"{server_url}/v1/memory/recall", json={"subject": "x"}, headers=headers)
    assert response.status_code == 400
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["error"] == "disallowed_host"
    assert "evil.example" in response.json()["detail"]


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def test_an_unexpected_failure_answers_a_generic_error_with_an_id_the_log_holds(make_user):
    from pydantic import BaseModel

    from graph.contracts.registry import Verb, registry
    from tests.mcp_client import mcp_app_in_thread, mcp_session, run, structured

    class NoArguments(BaseModel):
        pass

    def boom(*, ctx, params) -> dict:
        raise RuntimeError("invalid literal for int() with base 10: 'secret internals'")

    # Routed like a schema tool (/v1/schemas/boom/add), and listed as an MCP tool.
    registry.register(Verb("add_boom", boom, NoArguments, "fails", read_only=False, http_path="schemas/boom/add"))
    _user, secret = make_user("alice")
    log = _Records()
    try:
        with mcp_app_in_thread() as (_mount, url):
            # Added once uvicorn has configured logging (dictConfig closes the handlers it finds).
            logging.getLogger("memorymesh.errors").addHandler(log)
            over_http = httpx.post(f"{url}/v1/schemas/boom/add", json={}, headers={"Authorization": f"Bearer {secret}"})

            async def scenario() -> tuple:
                async with mcp_session(url, secret) as client:
                    result = await client.call_tool("add_boom", {})
                    return result.is_error, structured(result)

            is_error, over_mcp = run(scenario)
    finally:
        registry.unregister("add_boom")
        logging.getLogger("memorymesh.errors").removeHandler(log)
    assert over_http.status_code == 500 and over_http.headers["content-type"].startswith("application/json")
    assert is_error is True
    logged = {r.getMessage(): r for r in log.records}
    for body in (over_http.json(), over_mcp):
        assert body["error"] == "internal" and "secret internals" not in body["detail"]
        assert body["error_id"] in body["detail"]
        record = next(r for message, r in logged.items() if body["error_id"] in message)
        assert record.exc_info and "secret internals" in str(record.exc_info[1])  # the traceback is in the log


def test_the_openapi_document_lists_every_status_a_route_answers_with_the_error_body(server_url):
    document = httpx.get(f"{server_url}/v1/schema", headers={"Accept": "application/json"}).json()
    operations = {(path, method): op for path, methods in document["paths"].items() for method, op in methods.items()}
    for (path, _method), operation in operations.items():
        statuses = set(operation["responses"])
        assert "200" in statuses and "400" in statuses, path
        if path != "/v1/health":
            assert "401" in statuses, path
        for status in statuses - {"200", "202", "503"}:
            schema = operation["responses"][status]["content"]["application/json"]["schema"]
            assert schema["required"] == ["error", "detail"], (path, status)
    assert {"403", "413", "422", "404"} <= set(operations["/v1/memory/forget", "post"]["responses"])
    assert {"202", "415"} <= set(operations["/v1/memory/document", "post"]["responses"])
    assert "409" in operations["/v1/graph/add_nodes", "post"]["responses"]
    assert document["components"]["securitySchemes"]["bearerAuth"]["scheme"] == "bearer"
