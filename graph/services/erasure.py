"""What forgetting memories takes with it in account and organisation memory.

A memory of those scopes is one fact; the entities at its ends exist because it named
them, and its citation is a copy of the turn kept in the scope for it. When the last
live fact naming an entity is forgotten, the entity is forgotten too (it leaves
search_nodes, read_graph, the viewer, export, recall and context at once, its search
text with it, and the purge erases it with the other forgotten rows); a turn copy no
live fact cites any more goes the same way, with its passages and their vectors.

Never taken along: the anchors (the user's own entity, the organisation's: they stand
for the dimension itself), and an entity that holds something of its own (metadata or
attributes). Named and session scopes keep their entities: there a graph is built on
purpose, node by node. A replaced memory is not forgotten but history (`ended_at`): it
still names its entities, so the undo of a replacement finds them.
"""

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from django.db.models import Exists, OuterRef, Q

from graph.models import Document, Entity, Fact, Passage, Scope

ANCHOR = "anchor"  # entity attribute marking who a dimension is about: "self" or "org" (teams)
CASCADING_KINDS = (Scope.Kind.ACCOUNT, Scope.Kind.ORG)
TURN_COPY = "turn"  # Document.kind of a turn copied into a memory's own scope


def erase_with_facts(scope: Scope, fact_ids: Iterable[int], *, at: datetime) -> dict[str, Any]:
    """After the facts `fact_ids` of `scope` were forgotten (inside the caller's transaction):
    forget what no live fact needs any more. Returns the receipt: {facts: how many were
    forgotten, entities: [names forgotten with them], documents, passages}."""
    ids = list(fact_ids)
    receipt: dict[str, Any] = {"facts": len(ids), "entities": [], "documents": 0, "passages": 0}
    if scope.kind not in CASCADING_KINDS or not ids:
        return receipt
    forgotten = Fact.objects.filter(pk__in=ids)
    ends = {pk for pair in forgotten.values_list("subject_id", "object_id") for pk in pair}
    receipt["entities"] = _forget_orphan_entities(scope, ends, at=at)
    cited = set(forgotten.exclude(document_id=None).values_list("document_id", flat=True))
    receipt["documents"], receipt["passages"] = _forget_orphan_copies(scope, cited, at=at)
    return receipt


def _forget_orphan_entities(scope: Scope, entity_ids: set[int], *, at: datetime) -> list[str]:
    # Lock the candidates first, then look for live facts in a statement of its own: a write
    # naming one of them holds it (KEY SHARE, graph.services.upsert) until it commits, FOR
    # UPDATE waits for that, so a fact committed meanwhile is seen below and the entity kept;
    # a write that comes after finds the entity forgotten and runs again on a new one.
    candidates = list(
        Entity.objects.select_for_update()
        .filter(scope=scope, pk__in=entity_ids, forgotten_at__isnull=True, metadata=[], attributes={})
        .exclude(attributes__has_key=ANCHOR)
        .values_list("pk", flat=True)
    )
    named = Fact.objects.filter(Q(subject_id=OuterRef("pk")) | Q(object_id=OuterRef("pk")), forgotten_at__isnull=True)
    orphans = Entity.objects.filter(pk__in=candidates).exclude(Exists(named))
    names = sorted(orphans.values_list("name", flat=True))
    orphans.update(forgotten_at=at)
    return names


def _forget_orphan_copies(scope: Scope, document_ids: set[int], *, at: datetime) -> tuple[int, int]:
    cites = Fact.objects.filter(document_id=OuterRef("pk"), forgotten_at__isnull=True)
    copies = Document.objects.filter(
        scope=scope, pk__in=document_ids, kind=TURN_COPY, forgotten_at__isnull=True
    ).exclude(Exists(cites))
    ids = list(copies.values_list("pk", flat=True))
    if not ids:
        return 0, 0
    passages = Passage.objects.filter(document_id__in=ids, forgotten_at__isnull=True).update(forgotten_at=at)
    Document.objects.filter(pk__in=ids).update(forgotten_at=at)
    return len(ids), passages
