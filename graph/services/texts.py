"""Storing a text as a document and its passages, linked to the entities they name.

Shared by every verb that stores text (remember, document, import, after_turn): the text
is kept whole, passages are code-point spans of it, and each passage is linked to the live
entities it names plus any explicit mentions. Secrets never get this far: a TextToStore is
redacted as it is made (graph.redaction), its spans moved to match, so every write path and
every digest sees the same redacted text.
"""

import hashlib
from dataclasses import dataclass, field
from typing import Any

from graph.embeddings import meaning_state
from graph.models import Document, Passage, PassageMention, Scope
from graph.redaction import redact
from graph.selectors.name_matching import entities_named_in
from graph.services.embedding import queue_embedding
from graph.text.cjk_words import mostly_cjk, passage_vector
from graph.text.names import normalise
from graph.text.passages import Span
from graph.text.time_words import said_dates


@dataclass
class TextToStore:
    kind: str
    text: str
    spans: list[Span]
    keys: list[str]
    mentions: list[list[str]]  # explicit mentions per passage (passages form only)
    sha256: str | None = None  # an identity brought along (memory_import), else computed
    redactions: list[str] = field(default_factory=list)  # the kinds of secret taken out, in order

    def __post_init__(self) -> None:
        redacted = redact(self.text)
        if not redacted.kinds:
            return
        self.spans = [Span(redacted.position(s.start), redacted.position(s.end, closing=True)) for s in self.spans]
        self.text = redacted.text
        self.redactions = [*self.redactions, *redacted.kinds]
        # The brought identity was of the text with its secrets: the stored text is another.
        self.sha256 = None

    def digest(self) -> str:
        if self.sha256:
            return self.sha256
        h = hashlib.sha256(self.kind.encode() + b"\0" + self.text.encode())
        for key, mentions in zip(self.keys, self.mentions, strict=True):
            h.update(b"\0" + key.encode() + b"\0" + "\x1f".join(mentions).encode())
        return h.hexdigest()


def store_document(scope: Scope, to_store: TextToStore, source: str, date: Any) -> Document:
    return Document.objects.create(
        scope=scope,
        kind=to_store.kind,
        source_label=redact(source).text,
        text=to_store.text,
        sha256=to_store.digest(),
        byte_size=len(to_store.text.encode()),
        source_date=date,
    )


class StoredPassage:
    def __init__(self, row: Passage, linked_ids: list[int]) -> None:
        self.row = row
        self.linked_ids = linked_ids


def store_passages(
    scope: Scope,
    document: Document,
    to_store: TextToStore,
    entity_ids: dict[str, int],
    date: Any,
    *,
    link_names: bool = True,
) -> list[StoredPassage]:
    texts = [to_store.text[s.start : s.end] for s in to_store.spans]
    rows = Passage.objects.bulk_create(
        [
            Passage(
                scope=scope,
                document=document,
                ordinal=i,
                text=texts[i],
                start=s.start,
                end=s.end,
                key=to_store.keys[i],
                source_date=date,
                # Resolved now, against the moment it was said, so the date route reads an index.
                said_dates=said_dates(texts[i], date),
                # Japanese and Chinese split into terms full text can match (the english
                # configuration keeps each run of them whole).
                cjk_words=passage_vector(texts[i]),
                # Whether e5's vector alone will serve it (graph.models.memory.awaiting_main_vector).
                mostly_cjk=mostly_cjk(texts[i]),
            )
            for i, s in enumerate(to_store.spans)
        ]
    )
    # An import links exactly the mentions it brings (link_names=False), as the source had them.
    named = entities_named_in(scope, texts) if link_names else [[] for _ in texts]
    stored = []
    mentions = []
    for index, row in enumerate(rows):
        linked = set(named[index]) | {entity_ids[normalise(m)] for m in to_store.mentions[index]}
        stored.append(StoredPassage(row, sorted(linked)))
        mentions += [PassageMention(scope=scope, passage=row, entity_id=e) for e in linked]
    PassageMention.objects.bulk_create(mentions, ignore_conflicts=True)
    return stored


def passage_reply(passage: StoredPassage) -> dict[str, Any]:
    row = passage.row
    return {
        "id": str(row.pk),
        "ordinal": row.ordinal,
        "key": row.key or None,
        "start": row.start,
        "end": row.end,
        "linked_entities": len(passage.linked_ids),
    }


@dataclass
class StoredText:
    document: Document
    passages: list[StoredPassage]
    already: bool
    meaning: str  # queued | not_armed (for the reply)


def store_text(
    scope: Scope,
    to_store: TextToStore,
    *,
    source: str,
    date: Any,
    entity_ids: dict[str, int] | None = None,
    link_names: bool = True,
) -> StoredText:
    """Store `to_store` as one document with its passages, unless the same text with the
    same date is already stored (then `already` and nothing is written).

    Call inside the verb's transaction. `entity_ids` maps normalised names to ids for
    explicit mentions (they must exist already).
    """
    found = Document.objects.filter(
        scope=scope, sha256=to_store.digest(), source_date=date, forgotten_at__isnull=True
    ).first()
    if found is not None:
        return StoredText(found, [], True, meaning_state())
    document = store_document(scope, to_store, source, date)
    passages = store_passages(scope, document, to_store, entity_ids or {}, date, link_names=link_names)
    return StoredText(document, passages, False, queue_embedding(scope, document))
