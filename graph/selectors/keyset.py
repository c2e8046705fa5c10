"""Opaque cursors of keyset pages (memory_export, memory_audit).

A page ends at the last row it served; the next page starts after that position in
index order, so page 1,000 costs what page 1 costs and rows added meanwhile are not
skipped. The cursor is that position plus a fingerprint of what is being paged (a
scope, a set of filters), base64url JSON: a cursor is never silently reused elsewhere.
"""

import base64
import binascii
import hashlib
import json
from typing import Any

from graph.exceptions import Invalid


def fingerprint(*parts: Any) -> str:
    """A short digest naming what a cursor pages."""
    return hashlib.sha256(json.dumps(parts, default=str).encode()).hexdigest()[:12]


def encode_cursor(position: dict[str, Any], made_for: str) -> str:
    raw = json.dumps({**position, "f": made_for}, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str, made_for: str, *, verb: str) -> dict[str, Any]:
    """The position a cursor of ours holds. Refuses 422 invalid_cursor for anything else,
    or a cursor made for another scope or other filters."""
    try:
        data = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        if not isinstance(data, dict):
            raise ValueError
    except (binascii.Error, ValueError):
        raise Invalid(
            f"cursor is not a {verb} cursor: pass `next` from the previous page unchanged, or omit it",
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
