"""Records that travel with facts in memory_export / memory_import but belong to another app:
today teams' pending memory conflicts (a proposed statement disputing a current memory).

graph knows their shape (`ConflictRecord` in inputs_portability: the disputed fact by value,
and the owner's fields in `data`), not their meaning. The owning app adds a `Companion` from
AppConfig.ready(); graph never imports it. Export pages walk each companion after the facts;
import stores each record once the facts are in, on the current fact its record names.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Companion:
    """`read(scope, after_id, limit)` -> [(id, record fields)] in id order, for export;
    `write(scope, fact, data)` stores one on `fact` -> False when it was stored already;
    raises ValueError (the import skips the record with that reason) when `data` does not read;
    `exported(scope)` -> the QuerySet of rows `read` walks, for the export header's counts."""

    kind: str
    read: Callable[[Any, int | None, int], list[tuple[int, dict[str, Any]]]]
    write: Callable[[Any, Any, dict[str, Any]], bool]
    exported: Callable[[Any], Any]


_COMPANIONS: dict[str, Companion] = {}


def add_companion(companion: Companion) -> None:
    """Make `companion.kind` records travel with export and import."""
    _COMPANIONS[companion.kind] = companion


def companion_kinds() -> tuple[str, ...]:
    return tuple(_COMPANIONS)


def companions() -> tuple[Companion, ...]:
    return tuple(_COMPANIONS.values())


def companion(kind: str) -> Companion | None:
    return _COMPANIONS.get(kind)
