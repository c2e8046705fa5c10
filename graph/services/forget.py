"""memory_forget: hide one thing (entity, fact, document, source, attribute or a whole scope).

Forgetting stamps `forgotten_at`; every read filters on it, so the data is unreachable
the moment the call answers. The purge job erases it physically later (README).
A repeat answers 200 `already_forgotten: true` and writes nothing; what never existed
is 404 (for names, with up to three "did you mean" suggestions, never acted on).
"""

from typing import Any

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from graph.access import CallContext, find_scope_for_write, scope_label, scope_ref
from graph.contracts.inputs import ForgetIn
from graph.exceptions import Invalid, NotFound
from graph.models import Document, Entity, Event, Fact, Passage, PassageMention, Scope
from graph.selectors.seeding import suggestions
from graph.services.communities import schedule_communities
from graph.services.erasure import erase_with_facts
from graph.services.events import record_event
from graph.text.names import normalise, words


def forget(*, ctx: CallContext, params: ForgetIn) -> dict[str, Any]:
    """Forget exactly one of: `subject` (exact name: the entity, every fact touching it,
    every passage linked to it), `fact` {from, to, type}, `passage` (a doc_id: the whole
    stored document), `source` (every document stored under that label; their facts
    stay), `attribute` {subject, key}, or `all: true` (the whole scope).

    Returns what was hidden and what was kept, or `already_forgotten: true`. The subject
    and fact forms also return `erased`, a receipt {facts, entities, documents, passages}:
    in account and org memory an entity no live fact names any more, and a turn copy no
    live fact cites, are forgotten with the facts (graph.services.erasure).
    Refuses: 404 not_found (with `did_you_mean` for names), 403 for a scope the caller
    may not write, 422 invalid_arguments unless exactly one form is sent.
    """
    with transaction.atomic():
        scope = find_scope_for_write(ctx, params.scope, params.user_id)
        form, handler = _form(params)
        if scope is None:
            if form == "all" and _scope_was_forgotten(ctx, params):
                return {"already_forgotten": True, "form": "all"}
            raise NotFound("nothing was ever stored in this scope", code="not_found", form=form)
        reply = handler(ctx, scope, params)
        reply.update(form=form, scope=scope_label(scope))
        if not reply.get("already_forgotten"):
            schedule_communities(scope)
            detail = {"form": form, **({"erased": reply["erased"]} if "erased" in reply else {})}
            record_event(ctx, verb="forget", scope=scope, ids=reply.pop("_ids", {}), detail=detail)
        reply.pop("_ids", None)
    return reply


def _form(params: ForgetIn) -> tuple[str, Any]:
    for name in ("subject", "fact", "passage", "source", "attribute"):
        if getattr(params, name) is not None:
            return name, _HANDLERS[name]
    return "all", _forget_all


def _scope_was_forgotten(ctx: CallContext, params: ForgetIn) -> bool:
    ref = scope_ref(ctx, params.scope, params.user_id)
    return Scope.objects.filter(
        owner=ctx.user, kind=ref.kind, name=ref.key, end_user=ref.end_user, forgotten_at__isnull=False
    ).exists()


def _not_found(scope: Scope, what: str, name: str) -> NotFound:
    close = suggestions(scope, name)
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    return NotFound(f"no {what} named {name!r} in this scope{hint}", code="not_found", did_you_mean=close)


def _forget_subject(ctx: CallContext, scope: Scope, params: ForgetIn) -> dict[str, Any]:
    norm = normalise(params.subject)
    entity = Entity.objects.select_for_update().filter(scope=scope, name_norm=norm, forgotten_at__isnull=True).first()
    if entity is None:
        if Entity.objects.filter(scope=scope, name_norm=norm, forgotten_at__isnull=False).exists():
            return {"already_forgotten": True, "subject": params.subject}
        raise _not_found(scope, "entity", params.subject)
    now = timezone.now()
    facts = Fact.objects.filter(Q(subject=entity) | Q(object=entity), scope=scope, forgotten_at__isnull=True)
    fact_ids = list(facts.values_list("pk", flat=True))
    facts_forgotten = Fact.objects.filter(pk__in=fact_ids).update(forgotten_at=now)
    linked = PassageMention.objects.filter(scope=scope, entity=entity).values("passage_id")
    passages = Passage.objects.filter(scope=scope, pk__in=linked, forgotten_at__isnull=True)
    document_ids = set(passages.values_list("document_id", flat=True))
    passages_hidden = passages.update(forgotten_at=now)
    entity.forgotten_at = now
    entity.save(update_fields=["forgotten_at"])
    erased = erase_with_facts(scope, fact_ids, at=now)  # the other ends of its facts, when nothing else names them
    documents_retained = (
        Passage.objects.filter(scope=scope, document_id__in=document_ids, forgotten_at__isnull=True)
        .values("document_id")
        .distinct()
        .count()
    )
    retained = _unlinked_passages_naming(scope, entity.name)
    return {
        "forgotten": entity.name,
        "facts_forgotten": facts_forgotten,
        "passages_hidden": passages_hidden,
        "documents_retained": documents_retained,
        "passages_retained": retained,
        "passages_retained_why": "they contain a word of the name but were never linked to the entity; "
        "forget them with the passage or source form"
        if retained
        else None,
        "erased": {**erased, "entities": [entity.name, *erased["entities"]]},
        "_ids": {"entity": str(entity.pk)},
    }


def _unlinked_passages_naming(scope: Scope, name: str) -> int:
    name_words = [w for w in words(name) if len(w) > 2]
    if not name_words:
        return 0
    condition = Q()
    for word in name_words:
        condition |= Q(text__icontains=word)
    return Passage.objects.filter(condition, scope=scope, forgotten_at__isnull=True).count()


def _forget_fact(ctx: CallContext, scope: Scope, params: ForgetIn) -> dict[str, Any]:
    ref = params.fact
    match = Q(
        scope=scope,
        subject__name_norm=normalise(ref.from_),
        object__name_norm=normalise(ref.to),
        type_norm=normalise(ref.type),
    )
    live = Fact.objects.filter(
        match, forgotten_at__isnull=True, subject__forgotten_at__isnull=True, object__forgotten_at__isnull=True
    )
    ids = [str(pk) for pk in live.values_list("pk", flat=True)]
    if not ids:
        if Fact.objects.filter(match, forgotten_at__isnull=False).exists():
            return {"already_forgotten": True, "fact": _fact_echo(ref)}
        for name in (ref.from_, ref.to):
            if not Entity.objects.filter(scope=scope, name_norm=normalise(name), forgotten_at__isnull=True).exists():
                raise _not_found(scope, "entity", name)
        raise NotFound(f"no fact {ref.from_!r} -[{ref.type}]-> {ref.to!r} in this scope", code="not_found")
    now = timezone.now()
    Fact.objects.filter(pk__in=ids).update(forgotten_at=now)
    erased = erase_with_facts(scope, [int(pk) for pk in ids], at=now)
    return {
        "forgotten": _fact_echo(ref),
        "facts_forgotten": len(ids),
        "entities_kept": not erased["entities"],
        "erased": erased,
        "_ids": {"facts": ids},
    }


def _fact_echo(ref: Any) -> dict[str, str]:
    return {"from": ref.from_, "to": ref.to, "type": ref.type}


def _forget_documents(scope: Scope, documents: Any) -> dict[str, int]:
    now = timezone.now()
    ids = list(documents.values_list("pk", flat=True))
    passages = Passage.objects.filter(scope=scope, document_id__in=ids, forgotten_at__isnull=True).update(
        forgotten_at=now
    )
    Document.objects.filter(pk__in=ids).update(forgotten_at=now)
    return {"documents_forgotten": len(ids), "passages_hidden": passages}


def _forget_passage(ctx: CallContext, scope: Scope, params: ForgetIn) -> dict[str, Any]:
    # isdigit() alone admits "²" and other digits int() refuses; ids are 64-bit.
    if not (params.passage.isascii() and params.passage.isdigit() and int(params.passage) < 2**63):
        raise Invalid(
            "passage must be a doc_id: a decimal string as remember returned it", code="invalid_doc_id", field="passage"
        )
    documents = Document.objects.filter(scope=scope, pk=int(params.passage))
    if not documents.filter(forgotten_at__isnull=True).exists():
        if documents.exists():
            return {"already_forgotten": True, "passage": params.passage}
        raise NotFound(f"no document with doc_id {params.passage} in this scope", code="not_found")
    counts = _forget_documents(scope, documents.filter(forgotten_at__isnull=True))
    return {"forgotten": params.passage, **counts, "facts_kept": True, "_ids": {"doc_id": params.passage}}


def _forget_source(ctx: CallContext, scope: Scope, params: ForgetIn) -> dict[str, Any]:
    documents = Document.objects.filter(scope=scope, source_label=params.source)
    live = documents.filter(forgotten_at__isnull=True)
    if not live.exists():
        if documents.exists():
            return {"already_forgotten": True, "source": params.source}
        raise NotFound(f"nothing was stored under source {params.source!r} in this scope", code="not_found")
    ids = [str(pk) for pk in live.values_list("pk", flat=True)]
    counts = _forget_documents(scope, live)
    return {"forgotten": params.source, **counts, "facts_kept": True, "_ids": {"doc_ids": ids}}


def _forget_attribute(ctx: CallContext, scope: Scope, params: ForgetIn) -> dict[str, Any]:
    ref = params.attribute
    entity = (
        Entity.objects.select_for_update()
        .filter(scope=scope, name_norm=normalise(ref.subject), forgotten_at__isnull=True)
        .first()
    )
    if entity is None:
        raise _not_found(scope, "entity", ref.subject)
    if ref.key not in entity.attributes:
        earlier = Event.objects.filter(
            scope=scope, verb="forget", ids__entity=str(entity.pk), ids__attribute=ref.key
        ).exists()
        if earlier:
            return {"already_forgotten": True, "attribute": {"subject": entity.name, "key": ref.key}}
        raise NotFound(
            f"{entity.name!r} has no attribute {ref.key!r}", code="not_found", attributes=sorted(entity.attributes)
        )
    del entity.attributes[ref.key]
    entity.save(update_fields=["attributes", "updated_at"])
    return {
        "forgotten": {"subject": entity.name, "key": ref.key},
        "entity_kept": True,
        "_ids": {"entity": str(entity.pk), "attribute": ref.key},
    }


def _forget_all(ctx: CallContext, scope: Scope, params: ForgetIn) -> dict[str, Any]:
    # Every write holds its scope (KEY SHARE, graph.access) until it commits: this waits for
    # the writes in flight, so what they store is forgotten below; writes that come after
    # wait for this forget, then find the scope forgotten and store into a new one.
    list(Scope.objects.select_for_update().filter(pk=scope.pk).values_list("pk"))
    now = timezone.now()
    counts = {
        "entities": Entity.objects.filter(scope=scope, forgotten_at__isnull=True).update(forgotten_at=now),
        "facts": Fact.objects.filter(scope=scope, forgotten_at__isnull=True).update(forgotten_at=now),
        "documents": Document.objects.filter(scope=scope, forgotten_at__isnull=True).update(forgotten_at=now),
        "passages": Passage.objects.filter(scope=scope, forgotten_at__isnull=True).update(forgotten_at=now),
    }
    Scope.objects.filter(pk=scope.pk).update(forgotten_at=now)
    return {
        "forgotten": "all",
        "counts": counts,
        "kept": "the audit trail of this scope",
        "_ids": {"scope": str(scope.pk)},
    }


_HANDLERS = {
    "subject": _forget_subject,
    "fact": _forget_fact,
    "passage": _forget_passage,
    "source": _forget_source,
    "attribute": _forget_attribute,
}
