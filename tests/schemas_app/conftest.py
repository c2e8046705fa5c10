"""Fixtures for the schema tools: the built-in schemas committed, and a small world to link to."""

import httpx
import pytest

from schemas_app.models import Schema
from schemas_app.services.schemas import load_builtin_schemas

# Nodes every relationship field of the sample payloads points at.
PLACES = ["Ironforge Haven", "Whispering Willows"]


@pytest.fixture
def builtin_schemas(transactional_db) -> dict[str, Schema]:
    """The 11 built-in schemas, committed (the per-test flush removes what migration 0002 loaded)."""
    load_builtin_schemas()
    return {schema.type_name: schema for schema in Schema.objects.all()}


@pytest.fixture
def world(api: httpx.Client, builtin_schemas) -> httpx.Client:
    """`api` (alice) with two locations in scope "world" for relationship fields to name."""
    nodes = [{"name": name, "nodeType": "location"} for name in PLACES]
    assert api.post("/v1/graph/add_nodes", json={"scope": "world", "nodes": nodes}).status_code == 200
    return api
