"""Memory items in the graph: one fact each, with its statement, confidence and source turn.

A memory is a Fact of the dimension's scope: subject —RELATION→ object, e.g. the
user's anchor entity —PREFERS→ TypeScript. Its `attributes` hold the statement (the
line profiles show), its search terms (GIN-indexed, see teams migration 0001), the
language and the rule that found it. Its citation is a stored document and a span:
the session turn it was said in, or a copy of that turn in the memory's own scope, so
no read ever follows a pointer out of the scope it is allowed to read.

Saying something again updates rather than duplicates: the same fact gains a mention
(and the higher confidence). A contradicting one (graph.contracts.cardinality says which do) ends
the old fact visibly (`ended_at`, `replaced_by`: history stays readable with as_of/valid_at,
the pages offer an undo) when it is at least as strong; against a stronger one (more
confident, or explicit against implicit) it is only proposed: a pending MemoryConflict.
"""

import operator
from dataclasses import asdict, dataclass
from datetime import datetime
from functools import reduce
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.db.models.functions import Greatest
from django.utils import timezone

from graph.contracts.cardinality import Cardinality, cardinality_of, opposites_of
from graph.models import Document, Entity, Fact, Scope
from graph.redaction import redact_value
from graph.selectors.live import live_entities
from graph.services.erasure import ANCHOR
from graph.services.texts import TextToStore, store_document
from graph.services.upsert import EntitySpec, upsert_entities
from graph.text.dates import iso
from graph.text.names import normalise
from graph.text.passages import Span
from teams.extraction import EXPLICIT_CONFIDENCE, Draft
from teams.models import MemoryConflict
from teams.terms import search_terms, type_terms


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
    fact: Fact | None  # None when only proposed (outcome conflict)
    outcome: str  # stored | repeated | conflict
    ended: list[str]
    conflict: MemoryConflict | None = None


# How a write settles with the current facts it contradicts: by strength (the default), or as
# a person resolving a conflict decided: end them all (replace) or end none (keep_both).
BY_STRENGTH, REPLACE, KEEP_BOTH = "by_strength", "replace", "keep_both"
# Only the memories a person can resolve are protected by conflicts; a session lives one run.
PROTECTED_KINDS = ("account", "org")


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
        specs = [EntitySpec(d.obj, d.object_type) for d in drafts if d.obj_norm not in self._objects]
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
        self,
        draft: Draft,
        *,
        subject: Subject,
        origin: str,
        source: Source | None,
        said_by: str = "",
        settle: str = BY_STRENGTH,
    ) -> Written:
        """Store one memory. Returns the fact and what happened: stored (with the facts it ended),
        repeated, or conflict (a stronger current fact stands; the draft waits as a MemoryConflict)."""
        about = self.subject(subject)
        self.prepare([draft])
        object_id = self._objects[draft.obj_norm]
        same = _current(self.scope, about, object_id, draft.relation_norm)
        if same is not None:
            return _repeated(same, draft, source)
        rivals = None
        if settle != KEEP_BOTH:
            rivals = contradicted(self.scope, about, object_id, draft.relation, draft.object_type)
        if settle == BY_STRENGTH and self.scope.kind in PROTECTED_KINDS and rivals is not None:
            stronger = _stronger(rivals, draft)
            if stronger is not None:
                conflict = propose(stronger, draft, subject=subject, origin=origin, source=source, said_by=said_by)
                return Written(None, "conflict", [], conflict)
        now = timezone.now()
        fact = self._create(draft, about, object_id, subject=subject, origin=origin, source=source, said_by=said_by)
        ended = end_facts(rivals & ~Q(pk=fact.pk) if rivals is not None else None, replaced_by=fact, at=now)
        return Written(fact, "stored", ended)

    def _create(
        self,
        draft: Draft,
        about: int,
        object_id: int,
        *,
        subject: Subject,
        origin: str,
        source: Source | None,
        said_by: str,
    ) -> Fact:
        said_at = source.said_at if source else None
        document, span = self._cited(source)
        return Fact.objects.create(
            scope=self.scope,
            subject_id=about,
            object_id=object_id,
            type=draft.relation,
            type_norm=draft.relation_norm,
            confidence=draft.confidence,
            origin=origin,
            document=document,
            span_start=span[0] if span else None,
            span_end=span[1] if span else None,
            source_label=source.label if source else "",
            source_date=said_at,
            valid_from=said_at or timezone.now(),
            attributes=memory_attributes(draft, subject, said_by=said_by, said_at=said_at),
        )

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
    scope: Scope,
    draft: Draft,
    *,
    subject: Subject,
    origin: str,
    source: Source | None,
    said_by: str = "",
    settle: str = BY_STRENGTH,
) -> Written:
    """Store one memory in `scope` (inside the caller's transaction)."""
    writer = MemoryWriter(scope)
    return writer.write(draft, subject=subject, origin=origin, source=source, said_by=said_by, settle=settle)


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


def _current(scope: Scope, about: int, object_id: int, relation_norm: str) -> Fact | None:
    """The live fact stating the same subject, relation and object, locked: saying it again repeats it."""
    return (
        Fact.objects.select_for_update()
        .filter(scope=scope, subject_id=about, object_id=object_id, type_norm=relation_norm)
        .filter(ended_at__isnull=True, forgotten_at__isnull=True)
        .first()
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


def contradicted(scope: Scope, subject_id: int, object_id: int, relation: str, object_type: str) -> Q | None:
    """The current facts of the subject that a fact subject —relation→ object would make untrue:
    by the relation's cardinality (graph.contracts.cardinality), and its opposites about the same object.
    None when nothing can be (a multi-valued relation without opposites)."""
    parts = []
    cardinality = cardinality_of(relation)
    if cardinality == Cardinality.SINGLE:
        parts.append(Q(type_norm=normalise(relation)))
    elif cardinality == Cardinality.PER_OBJECT_TYPE and object_type:
        parts.append(Q(type_norm=normalise(relation), object__type_norm=normalise(object_type)))
    opposites = [normalise(r) for r in opposites_of(relation)]
    if opposites:
        parts.append(Q(type_norm__in=opposites, object_id=object_id))
    if not parts:
        return None
    same_subject = Q(scope_id=scope.pk, subject_id=subject_id, ended_at__isnull=True, forgotten_at__isnull=True)
    return same_subject & reduce(operator.or_, parts)


def is_explicit(fact: Fact) -> bool:
    """Said as a command ("remember that …"), written by a person or an agent on purpose."""
    return bool(fact.attributes.get("explicit")) or fact.confidence >= EXPLICIT_CONFIDENCE


def outranks(current: Fact, draft: Draft) -> bool:
    """Whether `current` stands against `draft`: an explicit memory against an implicit statement,
    or a more confident one between two of the same kind. The latest explicit word always wins."""
    if draft.explicit:
        return False
    return is_explicit(current) or current.confidence > draft.confidence


def _stronger(rivals: Q, draft: Draft) -> Fact | None:
    """The strongest current fact among `rivals` that outranks `draft`, locked; None when none does."""
    for fact in Fact.objects.select_for_update(of=("self",)).filter(rivals).order_by("-confidence", "-id"):
        if outranks(fact, draft):
            return fact
    return None


def propose(
    current: Fact, draft: Draft, *, subject: Subject, origin: str, source: Source | None, said_by: str
) -> MemoryConflict:
    """Keep `draft` as a pending conflict with `current`; one already waiting is counted, not queued twice."""
    key = {"current_fact": current, "relation": draft.relation, "object_norm": draft.obj_norm}
    waiting = MemoryConflict.objects.filter(**key, state=MemoryConflict.State.PENDING)
    if waiting.update(times_said=F("times_said") + 1, confidence=Greatest("confidence", draft.confidence)):
        return waiting.get()
    try:
        with transaction.atomic():
            return MemoryConflict.objects.create(
                **key,
                scope_id=current.scope_id,
                statement=draft.statement,
                confidence=draft.confidence,
                draft=asdict(draft),
                subject=asdict(subject),
                origin=origin,
                said_by=said_by,
                source=_source_record(source),
            )
    except IntegrityError:
        # Another turn proposed the same statement between our update and our insert.
        waiting.update(times_said=F("times_said") + 1)
        return waiting.get()


def _source_record(source: Source | None) -> dict[str, Any] | None:
    if source is None:
        return None
    document = source.document.pk if source.document is not None else None
    return {
        "text": source.text,
        "start": source.start,
        "end": source.end,
        "label": source.label,
        "said_at": iso(source.said_at),
        "document": str(document) if document else None,
    }


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


def end_corrected(scope: Scope, fact: Fact, wrong: str, *, at: datetime) -> list[str]:
    """End what a correction names as wrong ("actually Go, not Rust"): the subject's current memory
    of the same relation whose object is `wrong`, replaced by `fact`."""
    condition = Q(
        scope=scope, subject_id=fact.subject_id, type_norm=fact.type_norm, object__name_norm=normalise(wrong)
    ) & ~Q(pk=fact.pk)
    return end_facts(condition, replaced_by=fact, at=at)


def _mentions(scope: Scope, subject: int, obj: str) -> Q:
    """The subject's memories an end of `obj` reaches: what it uses or prefers of it."""
    return Q(scope=scope, subject_id=subject, object__name_norm=normalise(obj), type_norm__in=["uses", "prefers"])


def end_mentions(scope: Scope, subject: int, obj: str, *, at: datetime) -> list[str]:
    """End what the subject currently uses or prefers of `obj` ("I no longer use Vim")."""
    return end_facts(_mentions(scope, subject, obj), replaced_by=None, at=at)


def current_mentions(scope: Scope, subject: int, obj: str) -> list[str]:
    """The current memories `end_mentions` would end, for an end the person is asked to confirm."""
    rows = Fact.objects.filter(_mentions(scope, subject, obj), ended_at__isnull=True, forgotten_at__isnull=True)
    return [str(pk) for pk in rows.order_by("pk").values_list("pk", flat=True)]
