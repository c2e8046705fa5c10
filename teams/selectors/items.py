"""Memory items as the verbs and pages show them: the statement, its triple, confidence and source turn."""

from collections.abc import Iterable
from typing import Any

from django.db.models import F, QuerySet
from django.db.models.functions import Substr

from graph.access import scope_label
from graph.models import Fact, Scope
from graph.selectors.facts import document_source
from graph.text.dates import iso
from graph.text.names import mentions_name

# scope id -> (dimension, scope label): the caller knows its scopes, so rows need not join them.
Labels = dict[int, tuple[str, str]]


def labels_of(scopes: Iterable[Scope]) -> Labels:
    return {scope.pk: (scope.kind, scope_label(scope)) for scope in scopes}


def memory_rows(scope_ids: Iterable[int]) -> QuerySet[Fact]:
    """Live facts of these scopes (row and both ends not forgotten), with what showing them needs."""
    return (
        Fact.objects.filter(
            scope_id__in=list(scope_ids),
            forgotten_at__isnull=True,
            subject__forgotten_at__isnull=True,
            object__forgotten_at__isnull=True,
        )
        .select_related("subject", "object", "document")
        .defer("document__text")
        .annotate(cited_text=Substr("document__text", F("span_start") + 1, F("span_end") - F("span_start")))
    )


def statement_of(fact: Fact) -> str:
    """The memory in one line: its statement, or "subject relation object" for a plain graph fact."""
    return fact.attributes.get("statement") or f"{fact.subject.name} {fact.type.replace('_', ' ')} {fact.object.name}"


def memory_item(fact: Fact, labels: Labels, **extra: Any) -> dict[str, Any]:
    attributes = fact.attributes
    dimension, label = labels[fact.scope_id]
    return {
        "id": str(fact.pk),
        "dimension": dimension,
        "scope": label,
        "text": statement_of(fact),
        "subject": fact.subject.name,
        "relation": fact.type,
        "object": fact.object.name,
        "object_type": fact.object.type or None,
        "confidence": round(fact.confidence, 3),
        "origin": fact.origin,
        "explicit": bool(attributes.get("explicit")),
        "mentions": int(attributes.get("mentions", 1)),
        "said_by": attributes.get("said_by") or None,
        "recorded_at": iso(fact.recorded_at),
        "ended_at": iso(fact.ended_at),
        "replaced_by": str(fact.replaced_by_id) if fact.replaced_by_id else None,
        "source_date": iso(fact.source_date),
        "citation": memory_citation(fact),
        **extra,
    }


def memory_citation(fact: Fact) -> dict[str, Any]:
    """Where the memory was said: the stored turn and the span in it, checked against the stored text."""
    document = fact.document
    if document is None:
        return {
            "source": {"kind": "asserted", "name": fact.source_label or None},
            "span": None,
            "span_state": "asserted_without_text",
        }
    if document.forgotten_at is not None:
        return {"source": document_source(document), "span": None, "span_state": "document_forgotten"}
    text = getattr(fact, "cited_text", None)
    expected = (fact.span_end or 0) - (fact.span_start or 0)
    verified = bool(text) and len(text) == expected and mentions_name(text, fact.object.name)
    span = {"text": text, "start": fact.span_start, "end": fact.span_end} if verified else None
    return {
        "source": document_source(document) | {"turn": fact.source_label or None},
        "span": span,
        "span_state": "verified" if verified else "span_mismatch",
    }
