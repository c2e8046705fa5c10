"""add_metadata / delete_metadata, and the "Key: value" rules every node write shares.

A node's metadata is a list of strings, by convention "Key: value". Updates merge by
key: an entry replaces the stored entries with the same key (case-insensitive) and
leaves the others alone, so a tool never loses what it was not asked to change.
"""

from typing import Any

from django.db import transaction
from django.utils import timezone

from graph.access import CallContext, scope_label
from graph.contracts.inputs_graph import AddMetadataIn, DeleteMetadataIn
from graph.models import Entity
from graph.redaction import redact_value
from graph.services.events import record_event
from graph.services.node_locks import nodes_to_change
from graph.text.names import normalise


def metadata_key(line: str) -> str | None:
    """The case-folded key of a "Key: value" entry, or None for an entry without one."""
    key, colon, _value = line.partition(":")
    key = key.strip()
    return key.casefold() if colon and key and "\n" not in key else None


def metadata_line(key: str, value: Any) -> str:
    """One entry as MemoryMesh writes it: arrays joined by ", "."""
    text = ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
    return f"{key}: {text}"


def merge_metadata(stored: list[str], updates: list[str]) -> list[str]:
    """Stored entries with updated keys replaced (in place), new keys and new plain entries appended."""
    by_key: dict[str, list[str]] = {}
    plain = []
    for line in updates:
        key = metadata_key(line)
        if key is None:
            plain.append(line)
        else:
            by_key.setdefault(key, []).append(line)
    merged: list[str] = []
    placed = set()
    for line in stored:
        key = metadata_key(line)
        if key not in by_key:
            merged.append(line)
        elif key not in placed:
            merged.extend(by_key[key])
            placed.add(key)
    for key, lines in by_key.items():
        if key not in placed:
            merged.extend(lines)
    merged.extend(plain)
    return list(dict.fromkeys(merged))


def remove_metadata(stored: list[str], targets: list[str]) -> tuple[list[str], list[str], list[str]]:
    """Remove exact entries, or every entry of a bare key. Returns (kept, removed, targets that matched nothing)."""
    exact = {t for t in targets if t in stored}
    keys = {t.strip().casefold() for t in targets if t not in exact and ":" not in t}
    kept, removed = [], []
    for line in stored:
        (removed if line in exact or metadata_key(line) in keys else kept).append(line)
    absent = [t for t in targets if t not in exact and t.strip().casefold() not in {metadata_key(r) for r in removed}]
    return kept, removed, absent


def add_metadata(*, ctx: CallContext, params: AddMetadataIn) -> dict[str, Any]:
    """Append entries to nodes' metadata; an entry the node already has is not added twice.

    Takes `metadata` [{nodeName, contents}]. Returns per node the entries added.
    Refuses: 404 node_not_found (with close names; nothing changed), 422 duplicate_names.
    """
    names = [m.nodeName for m in params.metadata]
    with transaction.atomic():
        scope, nodes = nodes_to_change(ctx, params, names, field="metadata.nodeName", hint="Create it with add_nodes")
        results = []
        for item in params.metadata:
            node = nodes[normalise(item.nodeName)]
            added = [c for c in dict.fromkeys(item.contents) if c not in node.metadata]
            node.metadata = [*node.metadata, *added]
            results.append({"nodeName": node.name, "addedMetadata": added})
        _save(list(nodes.values()))
        record_event(ctx, verb="add_metadata", scope=scope, ids={"entities": [str(n.pk) for n in nodes.values()]})
    return {"scope": scope_label(scope), "results": results}


def delete_metadata(*, ctx: CallContext, params: DeleteMetadataIn) -> dict[str, Any]:
    """Remove entries from nodes' metadata: an exact entry, or a bare key for every entry with that key.

    Takes `deletions` [{nodeName, metadata}]. Returns per node what was removed and
    which entries matched nothing (`notPresent`; not an error).
    Refuses: 404 node_not_found (with close names; nothing changed), 422 duplicate_names.
    """
    names = [d.nodeName for d in params.deletions]
    with transaction.atomic():
        scope, nodes = nodes_to_change(ctx, params, names, field="deletions.nodeName")
        results = []
        for item in params.deletions:
            node = nodes[normalise(item.nodeName)]
            node.metadata, removed, absent = remove_metadata(node.metadata, item.metadata)
            results.append({"nodeName": node.name, "removedMetadata": removed, "notPresent": absent})
        _save(list(nodes.values()))
        record_event(ctx, verb="delete_metadata", scope=scope, ids={"entities": [str(n.pk) for n in nodes.values()]})
    return {"scope": scope_label(scope), "results": results}


def _save(nodes: list[Entity]) -> None:
    now = timezone.now()
    for node in nodes:
        node.updated_at = now
        node.metadata = redact_value(node.metadata)
    Entity.objects.bulk_update(nodes, ["metadata", "updated_at"])
