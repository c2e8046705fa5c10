"""GET /v1/health needs no token and reports the database and the broker."""

import httpx


def test_health_reports_database_and_broker_reachable(server_url):
    response = httpx.get(f"{server_url}/v1/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok", "broker": "ok"}
