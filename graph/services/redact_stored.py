"""Redacting what was stored before redaction existed: the `redact_stored` command's graph part.

Each stored text goes through the same `graph.redaction.redact` the write paths use. A
document and its passages change together: the passages are spans of the document, so
their offsets (and the spans facts cite) move with the redacted text, and each passage's
text is cut again from it. The passages' search column is generated from their text, and
the per-scope word statistics follow it through their triggers; the words only the secret
held are then counted in no passage and are deleted. A changed passage's vector was made
from the secret too: it is cleared and embedded again. Running it twice changes nothing
the second time.
"""

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from django.db import models, transaction

from graph.models import Document, Entity, Event, Fact, Job, Passage, ScopeTerm
from graph.models.term_stats import CJK_TOTALS_TERM, TOTALS_TERM
from graph.redaction import Redacted, redact, redact_value
from graph.services.embedding import queue_embedding
from graph.services.texts import TextToStore
from graph.text.cjk_words import mostly_cjk, passage_vector
from graph.text.passages import Span

BATCH = 200


def redact_stored() -> dict[str, int]:
    """Redact every stored document (with its passages and the spans facts cite), fact,
    entity, audit event and job. Returns the rows changed per kind, and `terms_removed`."""
    counts: Counter[str] = Counter()
    for batch in _batches(Document.objects.order_by("pk")):
        with transaction.atomic():
            for document in batch:
                _redact_document(document, counts)
    counts["facts"] += redact_json_rows(Fact, ["attributes"], text_fields=["source_label"])
    counts["entities"] += redact_json_rows(Entity, ["attributes", "metadata"])
    counts["events"] += redact_json_rows(Event, ["ids", "detail"])
    counts["jobs"] += redact_json_rows(Job, ["payload", "result"], text_fields=["error"])
    # Words counted in no live passage any more: the secrets' own, among others.
    totals = [TOTALS_TERM, CJK_TOTALS_TERM]
    counts["terms_removed"] += ScopeTerm.objects.filter(passages__lte=0).exclude(term__in=totals).delete()[0]
    return {
        key: counts[key] for key in ("documents", "passages", "facts", "entities", "events", "jobs", "terms_removed")
    }


def redact_json_rows(model: type[models.Model], json_fields: list[str], *, text_fields: Iterable[str] = ()) -> int:
    """Redact these JSON and text columns of every row of `model`; returns the rows changed."""
    changed = 0
    fields = [*json_fields, *text_fields]
    for batch in _batches(model.objects.order_by("pk").only("pk", *fields)):
        dirty = []
        for row in batch:
            values = {f: (redact_value if f in json_fields else _text)(getattr(row, f)) for f in fields}
            if any(values[f] != getattr(row, f) for f in fields):
                for name, value in values.items():
                    setattr(row, name, value)
                dirty.append(row)
        if dirty:
            model.objects.bulk_update(dirty, fields)
            changed += len(dirty)
    return changed


def _text(value: str) -> str:
    return redact(value).text


def _batches(queryset: models.QuerySet) -> Iterable[list[Any]]:
    """Rows in primary-key order, a batch at a time (a batch is read after the previous one is written)."""
    last = 0
    while True:
        batch = list(queryset.filter(pk__gt=last)[:BATCH])
        if not batch:
            return
        yield batch
        last = batch[-1].pk


def _redact_document(document: Document, counts: Counter[str]) -> None:
    redacted = redact(document.text)
    label = redact(document.source_label).text
    passages = list(Passage.objects.filter(document=document).order_by("ordinal"))
    changed_passages = [p for p in passages if _redact_passage(p, document.text, redacted)]
    if not redacted.kinds and label == document.source_label and not changed_passages:
        return
    if redacted.kinds:
        _move_fact_spans(document, redacted.position)
        document.text = redacted.text
        document.byte_size = len(redacted.text.encode())
        document.sha256 = _digest(document, passages)
    document.source_label = label
    document.save(update_fields=["text", "byte_size", "sha256", "source_label"])
    counts["documents"] += 1
    if changed_passages:
        changed = ["text", "start", "end", "embedding", "e5_embedding", "cjk_words", "mostly_cjk"]
        Passage.objects.bulk_update(changed_passages, changed)
        counts["passages"] += len(changed_passages)
        queue_embedding(document.scope, document)


def _redact_passage(passage: Passage, original: str, document: Redacted) -> bool:
    """Cut the passage again from the redacted document, or redact its own text when it is not
    the span of the document it claims. True when it changed."""
    if document.kinds and original[passage.start : passage.end] == passage.text:
        start, end = document.position(passage.start), document.position(passage.end, closing=True)
        text = document.text[start:end]
    else:
        text, start, end = redact(passage.text).text, passage.start, passage.end
    if text == passage.text and start == passage.start and end == passage.end:
        return False
    passage.text, passage.start, passage.end, passage.embedding = text, start, end, None
    passage.e5_embedding = None  # both models embed the redacted text again
    # Its CJK terms keep the Latin words beside them too: split again, or the secret stays searchable.
    passage.cjk_words = passage_vector(text)
    passage.mostly_cjk = mostly_cjk(text)  # which models embed it again
    return True


def _move_fact_spans(document: Document, position: Callable[..., int]) -> None:
    facts = list(Fact.objects.filter(document=document, span_start__isnull=False))
    for fact in facts:
        fact.span_start, fact.span_end = position(fact.span_start), position(fact.span_end, closing=True)
    Fact.objects.bulk_update(facts, ["span_start", "span_end"])


def _digest(document: Document, passages: list[Passage]) -> str:
    """The redacted text's identity as the write paths compute it (mentions are not kept apart)."""
    keys = [p.key for p in passages]
    spans = [Span(0, 0) for _ in passages]
    return TextToStore(document.kind, document.text, spans, keys, [[] for _ in passages]).digest()
