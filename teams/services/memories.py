"""Memory items in the graph: one fact each, with its statement, confidence and source turn.

A memory is a Fact of the dimension's scope: subject —RELATION→ object, e.g. the
user's anchor entity —PREFERS→ TypeScript. Its `attributes` hold the statement (the
line profiles show), its search terms (GIN-indexed, see teams migration 0001), the
language and the rule that found it. Its citation is a stored document and a span:
the session turn it was said in, or a copy of that turn in the memory's own scope, so
no read ever follows a pointer out of the scope it is allowed to read.

Saying something again updates rather than duplicates: the same fact gains a mention
(and the higher confidence); a contradicting one ends the old fact (`ended_at`,
`replaced_by`: history stays readable with as_of/valid_at).
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db.models import Q
from django.utils import timezone

from graph.models import Document, Entity, Fact, Scope
from graph.redaction import redact_value
from graph.selectors.live import live_entities
from graph.services.texts import TextToStore, store_document
from graph.services.upsert import EntitySpec, upsert_entities
from graph.text.dates import iso
from graph.text.names import normalise
from graph.text.passages import Span
from teams.extraction import Draft
from teams.terms import search_terms, type_terms

# One current value per subject: a new one ends the old.
SINGLE_VALUED = frozenset({"HAS_NAME", "HAS_ROLE", "WORKS_AT", "LIVES_IN", "LOCATED_IN", "IS_CALLED", "IS_A"})
# One current value per subject and object type: a new preferred Language ends the old one.
PER_TYPE = frozenset({"PREFERS", "USES", "DISLIKES", "AVOIDS"})
# A statement of one ends a current statement of the other about the same object.
OPPOSITES = {"PREFERS": ("DISLIKES", "AVOIDS"), "USES": ("AVOIDS",), "DISLIKES": ("PREFERS",), "AVOIDS": ("USES",)}
ANCHOR = "anchor"  # entity attribute marking who a dimension is about: "self" or "org"


@dataclass(frozen=True)
class Subject:
    """What a memory is about: an anchor (the user, the org) or a thing named in the conversation."""

    name: str
    type: str = ""
    anchor: str | None = None  # "self" | "org": found again by this mark, whatever its name is now


@dataclass(frozen=True)
class Source:
    """Where a memory was said. `document` cites a stored text as it is; otherwise `text` is
    stored in the memory's scope (a turn copied there) and the span points into it."""

    text: str
    start: int
    end: int
    label: str
    said_at: datetime | None
    document: Document | None = None


@dataclass(frozen=True)
class Written:
    fact: Fact
    outcome: str  # stored | repeated
    ended: list[str]


class MemoryWriter:
    """Writes memories into one scope, inside the caller's transaction: each subject is resolved
    once (and its row locked), the objects of a batch are upserted together (`prepare`)."""

    def __init__(self, scope: Scope) -> None:
        self.scope = scope
        self._subjects: dict[Subject, int] = {}
        self._objects: dict[str, int] = {}
        self._copies: dict[tuple[str, Any], Document] = {}  # turns copied into this scope, by (text, time)

    def prepare(self, drafts: list[Draft]) -> None:
        """Create or find the objects of these drafts, in one upsert."""
        specs = [EntitySpec(d.obj, d.object_type) for d in drafts if normalise(d.obj) not in self._objects]
        if specs:
            self._objects.update(upsert_entities(self.scope, specs).ids)

    def subject(self, subject: Subject) -> int:
        """The subject's entity, created if new, locked for this transaction.

        Every memory about one subject passes through this row lock, so two turns
        extracted at once cannot both find "no current preference" and both insert one.
        """
        if subject in self._subjects:
            return self._subjects[subject]
        found = None
        if subject.anchor:
            anchored = live_entities(self.scope).filter(attributes__anchor__value=subject.anchor)
            found = anchored.select_for_update().values_list("pk", flat=True).first()
        if found is None:
            attributes = {ANCHOR: subject.anchor} if subject.anchor else None
            found = upsert_entities(self.scope, [EntitySpec(subject.name, subject.type, attributes)]).ids[
                normalise(subject.name)
            ]
            Entity.objects.select_for_update().filter(pk=found).first()
        self._subjects[subject] = found
        return found

    def write(
        self, draft: Draft, *, subject: Subject, origin: str, source: Source | None, said_by: str = ""
    ) -> Written:
        """Store one memory. Returns the fact and what happened (stored | repeated)."""
        about = self.subject(subject)
        self.prepare([draft])
        object_id = self._objects[normalise(draft.obj)]
        relation = normalise(draft.relation)
        same = (
            Fact.objects.select_for_update()
            .filter(scope=self.scope, subject_id=about, object_id=object_id, type_norm=relation)
            .filter(ended_at__isnull=True, forgotten_at__isnull=True)
            .first()
        )
        if same is not None:
            return _repeated(same, draft, source)
        now = timezone.now()
        said_at = source.said_at if source else None
        document, span = self._cited(source)
        fact = Fact.objects.create(
            scope=self.scope,
            subject_id=about,
            object_id=object_id,
            type=draft.relation,
            type_norm=relation,
            confidence=draft.confidence,
            origin=origin,
            document=document,
            span_start=span[0] if span else None,
            span_end=span[1] if span else None,
            source_label=source.label if source else "",
            source_date=said_at,
            valid_from=said_at or now,
            attributes=memory_attributes(draft, subject, said_by=said_by, said_at=said_at),
        )
        ended = end_facts(_contradicted(fact, draft), replaced_by=fact, at=now)
        return Written(fact, "stored", ended)

    def _cited(self, source: Source | None) -> tuple[Document | None, tuple[int, int] | None]:
        """The document a memory cites and its span: the stored turn itself, or its copy in this
        scope (made once per turn, however many memories it states)."""
        if source is None:
            return None, None
        if source.document is not None:
            return source.document, (source.start, source.end)
        key = (source.text, source.said_at)
        # The copy is stored redacted: the span moves with it.
        copy = TextToStore("turn", source.text, [Span(source.start, source.end)], [], [])
        if key not in self._copies:
            self._copies[key] = Document.objects.filter(
                scope=self.scope, sha256=copy.digest(), source_date=source.said_at, forgotten_at__isnull=True
            ).first() or store_document(self.scope, copy, source.label, source.said_at)
        return self._copies[key], (copy.spans[0].start, copy.spans[0].end)


def write_memory(
    scope: Scope, draft: Draft, *, subject: Subject, origin: str, source: Source | None, said_by: str = ""
) -> Written:
    """Store one memory in `scope` (inside the caller's transaction)."""
    return MemoryWriter(scope).write(draft, subject=subject, origin=origin, source=source, said_by=said_by)


def memory_attributes(draft: Draft, subject: Subject, *, said_by: str, said_at: datetime | None) -> dict[str, Any]:
    """What a memory keeps beside its triple: the line to show, its search terms, where it came from."""
    # What it is about, not how it is worded: relation words ("prefers", "uses") would match a
    # large share of any memory; teams.selectors.search finds relations by their type instead.
    terms = search_terms(draft.obj, subject.name if not subject.anchor else "")
    # Extraction reads redacted turns; an agent's own statement (memory_manage) may still carry one.
    return redact_value(
        {
            "statement": draft.statement,
            "terms": list(dict.fromkeys(terms + type_terms(draft.object_type))),
            "lang": draft.lang,
            "pattern": draft.pattern,
            "explicit": draft.explicit,
            "mentions": 1,
            "said_by": said_by,
            "last_said": iso(said_at or timezone.now()),
        }
    )


def _repeated(fact: Fact, draft: Draft, source: Source | None) -> Written:
    said_at = source.said_at if source else None
    fact.attributes = {
        **fact.attributes,
        "mentions": int(fact.attributes.get("mentions", 1)) + 1,
        "last_said": iso(said_at or timezone.now()),
    }
    fact.confidence = max(fact.confidence, draft.confidence)
    fact.save(update_fields=["attributes", "confidence"])
    return Written(fact, "repeated", [])


def _contradicted(fact: Fact, draft: Draft) -> Q | None:
    """The current facts of the same subject that this new one makes untrue."""
    same_subject = Q(scope_id=fact.scope_id, subject_id=fact.subject_id, ended_at__isnull=True)
    condition = Q(pk__in=[])
    if draft.relation in SINGLE_VALUED or draft.relation.startswith("HAS_"):
        condition |= Q(type_norm=fact.type_norm)
    elif draft.relation in PER_TYPE and draft.object_type:
        condition |= Q(type_norm=fact.type_norm, object__type_norm=normalise(draft.object_type))
    opposites = [normalise(r) for r in OPPOSITES.get(draft.relation, ())]
    if opposites:
        condition |= Q(type_norm__in=opposites, object_id=fact.object_id)
    return same_subject & condition & ~Q(pk=fact.pk)


def end_facts(condition: Q | None, *, replaced_by: Fact | None, at: datetime) -> list[str]:
    """End the current live facts matching `condition`: history, no longer current."""
    if condition is None:
        return []
    rows = Fact.objects.select_for_update().filter(condition, ended_at__isnull=True, forgotten_at__isnull=True)
    ids = [str(pk) for pk in rows.values_list("pk", flat=True)]
    if ids:
        Fact.objects.filter(pk__in=ids, valid_to__isnull=True).update(valid_to=at)
        Fact.objects.filter(pk__in=ids).update(ended_at=at, replaced_by=replaced_by)
    return ids


def end_mentions(scope: Scope, subject: int, obj: str, *, at: datetime) -> list[str]:
    """End what the subject currently uses or prefers of `obj` ("I no longer use Vim")."""
    condition = Q(scope=scope, subject_id=subject, object__name_norm=normalise(obj), type_norm__in=["uses", "prefers"])
    return end_facts(condition, replaced_by=None, at=at)
