"""Replacing each secret found in a text by its marker, and doing so through JSON values."""

import re
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from graph.redaction._contacts import contact_findings
from graph.redaction._findings import Finding, merged
from graph.redaction._library import library_findings
from graph.redaction._random import random_findings
from graph.redaction._shapes import shape_findings
from graph.redaction._spoken import spoken_findings

_MARKER = re.compile(r"\[redacted:[a-z_]+\]")


def marker(kind: str) -> str:
    """What stands in a stored text where a secret of `kind` was."""
    return f"[redacted:{kind}]"


@dataclass(frozen=True)
class Redacted:
    text: str
    kinds: list[str]  # one per secret replaced, in text order (never the secret itself)
    findings: list[Finding] = field(default_factory=list)  # spans in the original text

    def position(self, original: int, *, closing: bool = False) -> int:
        """Where a code-point offset of the original text lands in the redacted one. An offset
        inside a secret moves to its marker's start, or its end when it closes a span."""
        shift = 0
        for found in self.findings:
            if original <= found.start:
                break
            width = len(marker(found.kind))
            if original < found.end:
                return found.start + shift + (width if closing else 0)
            shift += width - (found.end - found.start)
        return original + shift


def contacts_redacted() -> bool:
    return bool(getattr(settings, "REDACT_CONTACTS", False))


def redact(text: str, *, contacts: bool | None = None) -> Redacted:
    """`text` with each secret replaced by `[redacted:<kind>]`, and the kinds replaced.

    Kinds: password, api_key, aws_key, private_key, connection_string, token, card_number; with
    `contacts` (default: the MEMORYMESH_REDACT_CONTACTS setting) also email and phone.
    Markers already in the text are left as they are, so redacting twice changes nothing.
    """
    if not text:
        return Redacted(text, [])
    findings = [*library_findings(text), *shape_findings(text), *spoken_findings(text)]
    # Last, and only where nothing named a kind: a named kind says more than "token".
    findings += [f for f in random_findings(text) if not any(f.start < o.end and o.start < f.end for o in findings)]
    if contacts_redacted() if contacts is None else contacts:
        findings += contact_findings(text)
    kept = _outside_markers(text, [f for f in findings if f.end > f.start])
    if not kept:
        return Redacted(text, [])
    spans = merged(kept)
    parts, cursor = [], 0
    for found in spans:
        parts += [text[cursor : found.start], marker(found.kind)]
        cursor = found.end
    parts.append(text[cursor:])
    return Redacted("".join(parts), [f.kind for f in spans], spans)


def _outside_markers(text: str, findings: list[Finding]) -> list[Finding]:
    markers = [m.span() for m in _MARKER.finditer(text)]
    if not markers:
        return findings
    return [f for f in findings if not any(f.start < end and start < f.end for start, end in markers)]


def redact_value(value: Any, kinds: list[str] | None = None) -> Any:
    """A JSON value with every string in it (keys too) redacted; the kinds are appended to `kinds`."""
    if isinstance(value, str):
        redacted = redact(value)
        if kinds is not None:
            kinds += redacted.kinds
        return redacted.text
    if isinstance(value, dict):
        return {redact_value(k, kinds): redact_value(v, kinds) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_value(v, kinds) for v in value]
    return value
