"""memory_export records in the formats other memory servers read, for a user leaving with their graph.

- "memorymesh": the original MemoryMesh `memory.json` (JSON Lines):
  {"type":"node", name, nodeType, metadata[]} and {"type":"edge", from, to, edgeType, weight}.
- "jsonl-reference": the MCP reference memory server's `memory.jsonl`:
  {"type":"entity", name, entityType, observations[]} and {"type":"relation", from, to, relationType}.

Both hold a graph of current facts only: documents, passages, ended facts and time have
no place in them and are left out (the command says how many). An entity's typed
attributes become "key: value" strings beside its metadata, unless the metadata names
that key already. Both formats read back with `import_memory` (and our `import`).
"""

import json
from typing import Any

FORMATS = ("records", "memorymesh", "jsonl-reference")


def converted(record: dict[str, Any], format_name: str) -> dict[str, Any] | None:
    """`record` in `format_name`, or None when that format has no place for it."""
    if format_name == "records":
        return record
    if record["kind"] == "entity":
        strings = _strings(record)
        if format_name == "memorymesh":
            return {"type": "node", "name": record["name"], "nodeType": record["type"], "metadata": strings}
        return {"type": "entity", "name": record["name"], "entityType": record["type"], "observations": strings}
    if record["kind"] == "fact" and record["state"] == "current":
        ends = {"from": record["subject"], "to": record["object"]}
        if format_name == "memorymesh":
            return {"type": "edge", **ends, "edgeType": record["relation"], "weight": record["weight"]}
        return {"type": "relation", **ends, "relationType": record["relation"]}
    return None


def _strings(record: dict[str, Any]) -> list[str]:
    metadata = list(record["metadata"])
    keys = {entry.split(":", 1)[0].strip().casefold() for entry in metadata if ":" in entry}
    for key, attribute in record["attributes"].items():
        if key.casefold() not in keys:
            metadata.append(f"{key}: {_written(attribute.get('value'))}")
    return metadata


def _written(value: Any) -> str:
    """A value as MemoryMesh writes metadata: text as it is, a list joined by ", "."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return ", ".join(_written(v) for v in value)
    return json.dumps(value, ensure_ascii=False)
