"""MCP resources that apps offer (teams: the profile blocks), listed and read per caller.

Like verbs, resources are declared by the app that owns them and served by graph's MCP
door: a source lists the resources a caller may read and reads one by URI (None when
the URI is not its own). Sources run in a worker thread with the caller's CallContext.

A source may also say which of its resources a change touched (`touched`), so that
subscribers hear `notifications/resources/updated` (graph.transport.mcp_resource_watch).
"""

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ResourceEntry:
    uri: str
    name: str
    title: str
    description: str
    mime_type: str = "text/markdown"


@dataclass(frozen=True)
class ResourceChange:
    """What changed, as the database announced it: the memory of some scopes, or the tool list."""

    scope_ids: frozenset[int] = frozenset()
    every_scope: bool = False  # too many scopes to name: treat every scope as changed
    tools_changed: bool = False


# uri -> the users whose copy of it changed (None: every reader's): account URIs are per user.
Touched = dict[str, frozenset[int] | None]


def _nothing_touched(_change: ResourceChange) -> Touched:
    return {}


@dataclass(frozen=True)
class ResourceSource:
    listed: Callable[[Any], list[ResourceEntry]]  # (ctx) -> what this caller may read
    read: Callable[[Any, str], str | None]  # (ctx, uri) -> its text; None: not this source's URI
    touched: Callable[[ResourceChange], Touched] = _nothing_touched  # runs in a worker thread


class ResourceCatalogue:
    def __init__(self) -> None:
        self._sources: list[ResourceSource] = []
        self._lock = threading.Lock()

    def add_source(self, source: ResourceSource) -> None:
        with self._lock:
            self._sources.append(source)

    def listed(self, ctx: Any) -> list[ResourceEntry]:
        with self._lock:
            sources = list(self._sources)
        return [entry for source in sources for entry in source.listed(ctx)]

    def read(self, ctx: Any, uri: str) -> str | None:
        """The text of `uri` for this caller; None when no source knows it. A source refuses with a MemoryError_."""
        with self._lock:
            sources = list(self._sources)
        for source in sources:
            text = source.read(ctx, uri)
            if text is not None:
                return text
        return None

    def touched(self, change: ResourceChange) -> Touched:
        """Every source's resources that `change` touched, merged (None, every reader, wins)."""
        with self._lock:
            sources = list(self._sources)
        merged: Touched = {}
        for source in sources:
            for uri, users in source.touched(change).items():
                before = merged.get(uri, frozenset())
                merged[uri] = None if users is None or before is None else before | users
        return merged


resources = ResourceCatalogue()
