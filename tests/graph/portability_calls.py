"""Helpers for the export/import tests: page through an export, and compare exports modulo ids."""

import json
from typing import Any

import httpx

from tests.graph.memory_calls import call


def export_all(client: httpx.Client, scope: str, limit: int = 256, **extra: Any) -> list[dict[str, Any]]:
    """Every record of `scope`, paging with `next` until it is null."""
    records: list[dict[str, Any]] = []
    cursor = None
    while True:
        body: dict[str, Any] = {"scope": scope, "limit": limit, **extra}
        if cursor:
            body["cursor"] = cursor
        page = call(client, "export", **body)
        records += page["records"]
        cursor = page["next"]
        if cursor is None:
            return records


def without_ids(records: list[dict[str, Any]]) -> list[str]:
    """The records without the header, their ids and their scope, as sorted JSON lines.

    Sorted: ids are new in another scope, and the export walks rows in id order within a type.
    """
    lines = []
    for record in records:
        if record["kind"] == "export":
            continue
        record = json.loads(json.dumps(record))
        record.pop("id", None)
        record.pop("doc_id", None)
        if record["kind"] == "fact":
            record["source"].pop("doc_id")
            if record["replaced_by"]:
                record["replaced_by"].pop("id")
        lines.append(json.dumps(record, sort_keys=True))
    return sorted(lines)
