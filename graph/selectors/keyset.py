"""Opaque cursors of keyset pages (read_graph, read_graph_ranked, memory_export, memory_audit).

A page ends at the last row it served; the next page starts after that position in
index order, so page 1,000 costs what page 1 costs and rows added meanwhile are not
skipped. The cursor is that position plus a fingerprint of what is being paged (a
scope, a set of filters), signed with the server's secret: a cursor is never silently
reused elsewhere, and a forged one (a float, Infinity, a list where a row id goes) is
refused before any of it reaches int() or the database.
"""

import hashlib
import json
from typing import Any

from django.core import signing

from graph.exceptions import Invalid

_SALT = "memorymesh.keyset-cursor"


def fingerprint(*parts: Any) -> str:
    """A short digest naming what a cursor pages."""
    return hashlib.sha256(json.dumps(parts, default=str).encode()).hexdigest()[:12]


def encode_cursor(position: dict[str, Any], made_for: str) -> str:
    """A signed cursor holding `position` for the pages named by `made_for`."""
    return signing.dumps({**position, "f": made_for}, salt=_SALT, compress=True)


def decode_cursor(cursor: str, made_for: str, *, verb: str) -> dict[str, Any]:
    """The position a cursor of ours holds. Refuses 422 invalid_cursor for anything we did
    not sign, or a cursor made for another scope or other filters."""
    try:
        data = signing.loads(cursor, salt=_SALT)
        if not isinstance(data, dict):
            raise ValueError
    except (signing.BadSignature, ValueError, TypeError, UnicodeError):
        raise Invalid(
            f"cursor is not a {verb} cursor: pass the next cursor from the previous page unchanged, or omit it",
            code="invalid_cursor",
            field="cursor",
        ) from None
    if data.pop("f", None) != made_for:
        raise Invalid(
            f"cursor was made for another scope or other filters: send the same ones, or omit cursor to restart {verb}",
            code="invalid_cursor",
            field="cursor",
        )
    return data


def row_after(data: dict[str, Any], key: str = "a") -> int:
    """The row id a decoded cursor resumes after (0 when it names none)."""
    after = data.get(key, 0)
    if type(after) is not int or not 0 <= after < 2**63:
        # Only signed cursors get here, so this is our own bug, not a caller's forgery.
        raise Invalid("cursor holds no row position: omit cursor to restart", code="invalid_cursor", field="cursor")
    return after
