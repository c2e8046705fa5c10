"""Passages as the verbs return them, each with a citation verified against the stored text."""

from typing import Any

from django.db.models import F, QuerySet
from django.db.models.functions import Substr

from graph.models import Passage, Scope
from graph.selectors.facts import document_source
from graph.text.dates import iso

ROUTE_DEPTH = 60


def live_passages(scope: Scope) -> QuerySet[Passage]:
    return Passage.objects.filter(scope=scope, forgotten_at__isnull=True, document__forgotten_at__isnull=True)


def passages_by_id(scope: Scope, ids: list[int]) -> dict[int, Passage]:
    """Live passages of `scope` by id, each with `stored_span`: its span cut from the stored
    document text by the database (code points, as our offsets)."""
    rows = (
        Passage.objects.filter(scope=scope, pk__in=ids, forgotten_at__isnull=True)
        .select_related("document")
        .defer("document__text", "embedding")
        .annotate(stored_span=Substr("document__text", F("start") + 1, F("end") - F("start")))
    )
    return {p.pk: p for p in rows}


def passage_item(passage: Passage, found_by: dict[str, Any], seeds: list[str]) -> dict[str, Any]:
    """A passage as verbs return it: text, key, source_date, and a citation whose span was
    checked against the stored document text."""
    document = passage.document
    verified = passage.stored_span == passage.text
    span = {"text": passage.text, "start": passage.start, "end": passage.end} if verified else None
    return {
        "kind": "passage",
        "id": str(passage.pk),
        "source_id": str(passage.pk),
        "text": passage.text,
        "key": passage.key or None,
        "source_date": iso(passage.source_date),
        "seeds": seeds,
        "citation": {
            "source": document_source(document),
            "span": span,
            "span_state": "verified" if verified else "span_mismatch",
            "found_by": found_by,
        },
        "found_by": found_by,
    }
