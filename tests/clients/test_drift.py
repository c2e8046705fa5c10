"""The client cannot drift from the server: every operation of the live OpenAPI document
(`GET /v1/schema`) has a method, with a parameter for each of its fields, on the route the
document names; and the client has no operation the server does not serve."""

import inspect

import httpx
import pytest
from memorymesh_client import AsyncMemoryMesh, MemoryMesh
from memorymesh_client.operations import OPERATIONS, WIRE_NAMES, method_name

# The mem0-compatible routes are for the unmodified mem0 client, not for ours.
FOREIGN_TAGS = {"mem0"}


@pytest.fixture(scope="module")
def operations(server_url) -> dict[str, dict]:
    """operationId -> {method, path, fields, required} of every operation the server documents."""
    document = httpx.get(f"{server_url}/v1/schema", headers={"Accept": "application/json"}, timeout=60)
    assert document.status_code == 200, document.text[:500]
    found = {}
    for path, methods in document.json()["paths"].items():
        for method, operation in methods.items():
            if FOREIGN_TAGS & {tag.lower() for tag in operation.get("tags", [])}:
                continue
            body = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
            parameters = operation.get("parameters", [])
            found[operation["operationId"]] = {
                "route": (method.upper(), path),
                "fields": set(body.get("properties", {})) | {p["name"] for p in parameters},
                "required": set(body.get("required", [])) | {p["name"] for p in parameters if p.get("required")},
            }
    return found


def _wire_parameters(function) -> tuple[set[str], set[str], bool]:
    """(every field, the fields without a default, takes **fields) of a client method, as wire names."""
    signature = inspect.signature(function)
    named = [p for p in signature.parameters.values() if p.name != "self" and p.kind is not p.VAR_KEYWORD]
    every = {WIRE_NAMES.get(p.name, p.name) for p in named}
    required = {WIRE_NAMES.get(p.name, p.name) for p in named if p.default is p.empty}
    return every, required, any(p.kind is p.VAR_KEYWORD for p in signature.parameters.values())


def test_every_operation_of_the_document_has_a_client_route_and_no_client_route_is_gone(operations):
    documented = {name: spec["route"] for name, spec in operations.items()}
    assert OPERATIONS == documented


@pytest.mark.parametrize("client_class", [MemoryMesh, AsyncMemoryMesh])
def test_every_operation_has_a_method_that_takes_each_of_its_fields(operations, client_class):
    problems = []
    for operation_id, spec in operations.items():
        method = getattr(client_class, method_name(operation_id), None)
        if method is None:
            problems.append(f"{operation_id}: no method {method_name(operation_id)}")
            continue
        if f'"{operation_id}"' not in inspect.getsource(method):
            problems.append(f"{operation_id}: {method.__name__} calls another operation")
        every, required, open_ended = _wire_parameters(method)
        # Only schema_tool takes **fields (each schema has its own); its path parameters are named.
        if open_ended and operation_id != "schema_tool":
            problems.append(f"{operation_id}: {method.__name__} takes **fields: name each field")
        if missing := (spec["required"] if open_ended else spec["fields"]) - every:
            problems.append(f"{operation_id}: no parameter for {sorted(missing)}")
        if extra := every - spec["fields"]:
            problems.append(f"{operation_id}: parameters the server does not take: {sorted(extra)}")
        if must := required - spec["required"]:
            problems.append(f"{operation_id}: parameters required here but optional on the server: {sorted(must)}")
    assert problems == []
