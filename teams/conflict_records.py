"""Pending memory conflicts in memory_export / memory_import (graph.contracts.fact_companions):
a round trip keeps the proposals that wait for a person, each on the memory it disputes.

A record carries the conflict's own fields; the disputed fact travels by value (subject,
relation, object) and is found again in the target scope. The quoted source keeps its text
but not its document id: an id means nothing in another scope, and resolving cites a copy
of the text there (teams.services.conflicts.source_of).
"""

from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import QuerySet

from graph.contracts.fact_companions import Companion
from graph.models import Fact, Scope
from graph.text.dates import iso, parse_instant
from teams.models import MemoryConflict

KIND = "conflict"
_TEXTS = ("relation", "object_norm", "statement", "origin")


def exported_conflicts(scope: Scope) -> QuerySet:
    """The pending conflicts of `scope` whose disputed memory is current: what export carries."""
    return MemoryConflict.objects.filter(
        scope=scope,
        state=MemoryConflict.State.PENDING,
        current_fact__ended_at__isnull=True,
        current_fact__forgotten_at__isnull=True,
    )


def read_conflicts(scope: Scope, after_id: int | None, limit: int) -> list[tuple[int, dict[str, Any]]]:
    """The pending conflicts of `scope` after `after_id` whose disputed memory is current, in id order."""
    rows = (
        exported_conflicts(scope)
        .filter(pk__gt=after_id or 0)
        .select_related("current_fact__subject", "current_fact__object")
        .order_by("pk")[:limit]
    )
    return [(row.pk, _record(row)) for row in rows]


def _record(row: MemoryConflict) -> dict[str, Any]:
    fact = row.current_fact
    source = {**row.source, "document": None} if row.source else None
    return {
        "id": str(row.pk),
        "fact": {
            "id": str(fact.pk),
            "subject": fact.subject.name,
            "relation": fact.type,
            "object": fact.object.name,
            "recorded_at": iso(fact.recorded_at),
        },
        "data": {
            **{name: getattr(row, name) for name in _TEXTS},
            "confidence": row.confidence,
            "draft": row.draft,
            "subject": row.subject,
            "said_by": row.said_by,
            "source": source,
            "times_said": row.times_said,
            "created_at": iso(row.created_at),
        },
    }


def write_conflict(scope: Scope, fact: Fact, data: dict[str, Any]) -> bool:
    """Store the pending conflict `data` describes on `fact`; False when the same proposal already
    waits on it. Raises ValueError naming the field that does not read."""
    fields = _checked(data)
    try:
        with transaction.atomic():  # savepoint: the one-pending-per-proposal index may refuse it
            created_at = fields.pop("created_at")
            row = MemoryConflict.objects.create(scope=scope, current_fact=fact, **fields)
    except IntegrityError:
        return False
    if created_at is not None:
        MemoryConflict.objects.filter(pk=row.pk).update(created_at=created_at)
    return True


def _checked(data: dict[str, Any]) -> dict[str, Any]:
    for name in _TEXTS:
        if not isinstance(data.get(name), str) or not data[name]:
            raise ValueError(f"data.{name} must be a non-empty string")
    confidence = data.get("confidence")
    if not isinstance(confidence, int | float) or not 0 <= confidence <= 1:
        raise ValueError("data.confidence must be a number from 0 to 1")
    for name in ("draft", "subject"):
        if not isinstance(data.get(name), dict):
            raise ValueError(f"data.{name} must be an object")
    source = data.get("source")
    if source is not None and not isinstance(source, dict):
        raise ValueError("data.source must be an object or null")
    if data.get("created_at") is not None and not isinstance(data["created_at"], str):
        raise ValueError("data.created_at must be an ISO 8601 instant or null")
    times_said = data.get("times_said", 1)
    if not isinstance(times_said, int) or times_said < 1:
        raise ValueError("data.times_said must be a positive integer")
    return {
        **{name: data[name] for name in _TEXTS},
        "confidence": float(confidence),
        "draft": data["draft"],
        "subject": data["subject"],
        "said_by": str(data.get("said_by") or "")[:150],
        "source": {**source, "document": None} if source else None,
        "times_said": times_said,
        "created_at": parse_instant(data.get("created_at"), field="data.created_at"),
    }


CONFLICTS = Companion(kind=KIND, read=read_conflicts, write=write_conflict, exported=exported_conflicts)
