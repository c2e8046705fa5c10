"""Small helpers for calling the memory verbs over HTTP in tests."""

from typing import Any

import httpx


def call(client: httpx.Client, verb: str, expect: int = 200, **body: Any) -> dict[str, Any]:
    """POST /v1/memory/<verb> and check the status; returns the JSON body."""
    response = client.post(f"/v1/memory/{verb}", json=body)
    assert response.status_code == expect, f"{verb}: {response.status_code} {response.text[:500]}"
    return response.json()


def acme_facts() -> dict[str, Any]:
    return {
        "entities": [{"name": "Acme", "type": "Company"}, {"name": "Dana", "type": "Person"}],
        "relations": [{"source": "Dana", "target": "Acme", "type": "WORKS_AT"}],
    }
