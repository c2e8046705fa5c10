"""memory_remember: store text (content, messages or passages) and/or agent facts."""

from datetime import datetime
from typing import Any

from django.db import transaction

from graph.access import CallContext, scope_for_write, scope_label
from graph.contracts import limits
from graph.contracts.inputs import RememberIn
from graph.embeddings import meaning_state
from graph.exceptions import Invalid
from graph.models import Fact, Scope
from graph.services.events import record_event
from graph.services.replacing import end_replaced
from graph.services.texts import StoredText, TextToStore, passage_reply, store_text
from graph.services.upsert import (
    EntitySpec,
    EntityUpsert,
    RelationSpec,
    RelationUpsert,
    upsert_entities,
    upsert_relations,
)
from graph.text.dates import parse_instant
from graph.text.names import match_key, mentions_name, normalise, word_ngrams
from graph.text.passages import Span, conversation_text, sentence_spans, split_content, split_conversation


def remember(*, ctx: CallContext, params: RememberIn) -> dict[str, Any]:
    """Store what an agent learned, in one transaction.

    Takes `content` (split at sentence ends into ~100–200-word passages), `messages`
    (one line per turn, never split inside a turn) or `passages` ({text, mentions, key}),
    and/or `facts` {entities, relations}; plus `source` and `date`. Each passage is
    linked to the stored entities it names. The same text with the same date twice
    answers `already: true` and stores no second copy.
    A relation sent with `replaces: true` ends the subject's other current targets of its
    type as the relation's cardinality allows (graph.services.replacing; `replaces` in the
    reply lists, per such relation, what ended, or why nothing did).
    Returns what was stored, `unlinked_passages`, `extraction`, `meaning` and `replaces`.
    Refuses: 413 limit_exceeded naming the limit; 422 mention_not_in_text naming the
    passage and the mention; 422 invalid_date; 403 for a scope the caller may not write.
    """
    _check_limits(params)
    date = parse_instant(params.date, field="date")
    to_store = _text_to_store(params)
    entity_specs, relation_specs = _fact_specs(params, to_store)
    with transaction.atomic():
        scope = scope_for_write(ctx, params.scope, params.user_id)
        entities = upsert_entities(scope, entity_specs, valid_from=date)
        stored = None
        if to_store:
            stored = store_text(scope, to_store, source=params.source or "", date=date, entity_ids=entities.ids)
            if not stored.already:
                _attach_spans(relation_specs, to_store)
        relations = upsert_relations(
            scope,
            relation_specs,
            entities.ids,
            origin="document" if to_store else "asserted",
            document=stored.document if stored else None,
            source_label=params.source or "",
            source_date=date,
        )
        reply = _reply(scope, params, stored, entities, relations, entities_sent=len(entity_specs))
        reply["replaces"] = _end_replaced(scope, params, entities.ids, date)
        record_event(
            ctx,
            verb="remember",
            scope=scope,
            outcome="already" if reply["already"] else "ok",
            ids={"doc_id": reply["doc_id"]},
            detail={k: reply[k] for k in ("entities", "relations")},
        )
    return reply


def _end_replaced(
    scope: Scope, params: RememberIn, entity_ids: dict[str, int], date: datetime | None
) -> list[dict[str, Any]]:
    """End what each relation sent with `replaces` replaces, in the order sent (a later one of the
    same subject and relation ends an earlier one: the last said wins)."""
    replaced = []
    for relation in (r for r in (params.facts.relations if params.facts else []) if r.replaces):
        fact = (
            Fact.objects.select_related("object")
            .filter(
                scope=scope,
                subject_id=entity_ids[normalise(relation.source)],
                object_id=entity_ids[normalise(relation.target)],
                type_norm=normalise(relation.type),
                ended_at__isnull=True,
                forgotten_at__isnull=True,
            )
            .first()
        )
        if fact is not None:  # None only when a concurrent call ended it; it has nothing to replace
            ends = {"source": relation.source, "target": relation.target, "type": relation.type}
            replaced.append({**ends, "fact": str(fact.pk), **end_replaced(fact, date)})
    return replaced


def _reply(
    scope: Scope,
    params: RememberIn,
    stored: StoredText | None,
    entities: EntityUpsert,
    relations: RelationUpsert,
    *,
    entities_sent: int,
) -> dict[str, Any]:
    passages = stored.passages if stored else []
    return {
        "scope": scope_label(scope),
        "stored": bool(entities.created or relations.created or passages),
        "already": stored.already if stored else False,
        "doc_id": str(stored.document.pk) if stored else None,
        "entities": {"created": len(entities.created), "sent": entities_sent},
        "relations": {"created": len(relations.created), "already_stored": relations.existing},
        "passages": [passage_reply(p) for p in passages],
        "unlinked_passages": sum(1 for p in passages if not p.linked_ids),
        "extraction": "agent_facts" if params.facts else ("known_names_only" if stored else "none"),
        "meaning": stored.meaning if stored else meaning_state(),
    }


def _check_limits(params: RememberIn) -> None:
    """The limits that span fields; each string's own limit is checked by the input model."""
    facts = params.facts
    if facts:
        limits.check_count("facts.entities", len(facts.entities), limits.MAX_ENTITIES)
        limits.check_count("facts.relations", len(facts.relations), limits.MAX_RELATIONS)
    if params.messages is not None:
        limits.check_bytes("messages", "".join(m.content for m in params.messages), limits.MAX_CONTENT_BYTES)
    if params.passages is not None:
        limits.check_count("passages", len(params.passages), limits.MAX_PASSAGES)
        limits.check_bytes(
            "passages total text", "".join(p.text for p in params.passages), limits.MAX_PASSAGES_TOTAL_BYTES
        )
        limits.check_count(
            "passages mentions", sum(len(p.mentions) for p in params.passages), limits.MAX_MENTIONS_TOTAL
        )


def _text_to_store(params: RememberIn) -> TextToStore | None:
    if params.content is not None:
        if not params.content.strip():
            raise Invalid("content is empty", code="empty_content", field="content")
        spans = split_content(params.content)
        return TextToStore("content", params.content, spans, [""] * len(spans), [[] for _ in spans])
    if params.messages is not None:
        if not params.messages:
            raise Invalid("messages is empty", code="empty_content", field="messages")
        text, turns = conversation_text([(m.role, m.content) for m in params.messages])
        spans = split_conversation(text, turns)
        return TextToStore("messages", text, spans, [""] * len(spans), [[] for _ in spans])
    if params.passages is not None:
        return _passages_text(params)
    return None


def _passages_text(params: RememberIn) -> TextToStore:
    if not params.passages:
        raise Invalid("passages is empty", code="empty_content", field="passages")
    spans: list[Span] = []
    offset = 0
    for index, passage in enumerate(params.passages):
        for mention in passage.mentions:
            if not mentions_name(passage.text, mention):
                raise Invalid(
                    f"passages[{index}]: the mention {mention!r} does not occur in its text; fix the mention or "
                    "the text (case is ignored)",
                    code="mention_not_in_text",
                    passage=index,
                    mention=mention,
                )
        spans.append(Span(offset, offset + len(passage.text)))
        offset += len(passage.text) + 2
    text = "\n\n".join(p.text for p in params.passages)
    return TextToStore(
        "passages", text, spans, [p.key or "" for p in params.passages], [list(p.mentions) for p in params.passages]
    )


def _fact_specs(params: RememberIn, to_store: TextToStore | None) -> tuple[list[EntitySpec], list[RelationSpec]]:
    entities = [EntitySpec(e.name, e.type, e.attributes) for e in (params.facts.entities if params.facts else [])]
    relations = [
        RelationSpec(r.source, r.target, r.type, r.weight, r.attributes)
        for r in (params.facts.relations if params.facts else [])
    ]
    # Both ends of every relation and every explicit mention exist after the call. A name
    # sent again adds nothing (an end has no type or attributes), so each is listed once:
    # 5,000 relations name their 1,000 entities 10,000 times.
    named = {e.name for e in entities}
    ends = [name for r in relations for name in (r.source, r.target)]
    if to_store:
        ends += [name for mentions in to_store.mentions for name in mentions]
    entities += [EntitySpec(name) for name in dict.fromkeys(ends) if name not in named]
    return entities, relations


def _attach_spans(relations: list[RelationSpec], to_store: TextToStore) -> None:
    """Cite, for each relation, the first sentence of the text that names both its ends."""
    if not relations:
        return
    key = {name: match_key(name) for r in relations for name in (r.source, r.target)}
    wanted = set(key.values())
    first_sentence: dict[tuple[str, str], Span] = {}
    targets_of: dict[str, set[str]] = {}
    for r in relations:
        targets_of.setdefault(key[r.source], set()).add(key[r.target])
    for sentence in sentence_spans(to_store.text):
        present = word_ngrams(to_store.text[sentence.start : sentence.end]) & wanted
        for source in present:
            for target in targets_of.get(source, ()):
                if target in present:
                    first_sentence.setdefault((source, target), sentence)
    for relation in relations:
        span = first_sentence.get((key[relation.source], key[relation.target]))
        if span:
            trimmed = to_store.text[span.start : span.end]
            relation.span = (span.start, span.start + len(trimmed.rstrip()))
