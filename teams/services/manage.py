"""memory_manage: a person or an agent adds, corrects or deletes one account or org memory."""

from dataclasses import replace
from typing import Any

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from graph.access import CallContext, find_scope_for_write, scope_for_write, scope_label
from graph.contracts.inputs import FactRef, ForgetIn
from graph.exceptions import Invalid, NotFound
from graph.models import Fact, Scope
from graph.redaction import redact
from graph.services.events import record_event
from graph.services.forget import forget
from teams import extraction
from teams.extraction import Draft, object_type, statement
from teams.inputs import ManageIn
from teams.selectors.dimensions import organisation_for
from teams.selectors.items import labels_of, memory_item, memory_rows
from teams.services.conflicts import resolve_conflict
from teams.services.memories import Subject, end_facts, write_memory
from teams.services.replacements import record_replacement, undo_replacement
from teams.services.suggestions import org_subject
from teams.services.undo_delete import undo_delete

MAX_VALUE_WORDS = 4  # "light mode" is a value for the old relation; a longer text is a statement


def memory_manage(*, ctx: CallContext, params: ManageIn) -> dict[str, Any]:
    """`add` a memory from `text`, `update` one (by `id`) to say `text` instead, or `delete`
    one, in account memory or (`dimension: org`) the organisation `org`'s memory.

    The text is read like an explicit "remember that …" (confidence 0.99): "We use
    PostgreSQL" becomes the triple org —USES→ PostgreSQL, anything else a note. An update
    ends the old memory (kept as history, replaced_by the new one); a delete is
    memory_forget of that fact (hidden from every read at once, history included), which
    takes along the entities no live memory names any more (never the user's or the
    organisation's own) and answers their names in `erased`. `end` makes the memory `id`
    history, no longer current (what a turn's `proposed_ends` asks the person to confirm).
    `resolve` settles the pending conflict `id` with `choice` (keep_old | take_new |
    keep_both); `undo_replace` makes the replaced or ended memory `id` current again and ends
    its replacement, if any; `undo_delete` brings back the deleted memory `id` (within the retention
    period) with the entities deleted with it (teams.services.conflicts, .replacements,
    .undo_delete).
    Returns the action, its outcome, the item and the ids of the memories it ended.
    Refuses: 403 org_admins_write (org memory is written by its admins only),
    403 not_a_member / wrong_org, 403 gateway_no_account / org_token_confined for
    account memory, 404 not_found for an id that is no current memory (no pending
    conflict, no replaced or deleted memory) of that dimension, 404 retention_passed,
    409 already_resolved / already_current / entity_changed, 422 invalid_arguments /
    org_required.
    """
    with transaction.atomic():
        label, subject = _dimension(ctx, params)
        if params.action == "add":
            scope = scope_for_write(ctx, label, params.user_id)
            reply = _add(ctx, scope, redact(params.text).text, subject)
        elif params.action in ("resolve", "undo_replace", "undo_delete"):
            return {"action": params.action, "scope": label, **_settle(ctx, label, params)}
        else:
            scope = find_scope_for_write(ctx, label, params.user_id)
            fact = _current(scope, params.id)
            if params.action == "update":
                reply = _update(ctx, scope, fact, redact(params.text).text, subject)
            else:
                reply = _end(fact) if params.action == "end" else _delete(ctx, fact)
        if params.action != "delete":
            ids = {"fact": reply["item"]["id"], "ended": reply["ended"]}
            record_event(ctx, verb="memory_manage", scope=scope, outcome=params.action, ids=ids)
    return {"action": params.action, "scope": label, **reply}


def _dimension(ctx: CallContext, params: ManageIn) -> tuple[str, Subject]:
    if params.dimension == "account":
        return "account", Subject(ctx.user.get_username(), "Person", anchor="self")
    org = organisation_for(ctx, params.org)
    if org is None:
        raise Invalid("org memory needs `org` (an organisation slug)", code="org_required", field="org")
    return f"org:{org.slug}", org_subject(org)


def _current(scope: Scope | None, fact_id: str) -> Fact:
    fact = None
    if scope is not None:
        fact = (
            Fact.objects.select_for_update(of=("self",))
            .select_related("subject", "object")
            .filter(scope=scope, pk=int(fact_id), ended_at__isnull=True, forgotten_at__isnull=True)
            .first()
        )
    if fact is None:
        raise NotFound(f"no current memory {fact_id} in this dimension", code="not_found", field="id")
    return fact


def _settle(ctx: CallContext, label: str, params: ManageIn) -> dict[str, Any]:
    """resolve a conflict or undo a replacement, in the scope the caller may write."""
    scope = find_scope_for_write(ctx, label, params.user_id)
    if scope is None:
        what = {"resolve": "conflict", "undo_replace": "replaced memory"}.get(params.action, "deleted memory")
        raise NotFound(f"no {what} {params.id} in this dimension", code="not_found", field="id")
    if params.action == "resolve":
        reply = resolve_conflict(ctx, scope, params.id, params.choice)
    elif params.action == "undo_delete":
        reply = undo_delete(ctx, scope, params.id)
    else:
        reply = undo_replacement(ctx, scope, params.id)
    fact_id = reply.pop("fact", None) or reply.pop("restored")
    return {**reply, "item": _item_by_id(scope, fact_id)}


def _add(ctx: CallContext, scope: Scope, text: str, subject: Subject) -> dict[str, Any]:
    written = write_memory(
        scope, extraction.stated(text), subject=subject, origin="asserted", source=None, said_by=ctx.user.get_username()
    )
    if written.ended:
        record_replacement(ctx, scope, written, via="memory_manage")
    return {"outcome": written.outcome, "ended": written.ended, "item": _item(written.fact)}


def _update(ctx: CallContext, scope: Scope, fact: Fact, text: str, subject: Subject) -> dict[str, Any]:
    written = write_memory(
        scope, _restated(fact, text), subject=subject, origin="asserted", source=None, said_by=ctx.user.get_username()
    )
    ended = written.ended
    if written.fact.pk != fact.pk:
        ended += end_facts(Q(pk=fact.pk), replaced_by=written.fact, at=timezone.now())
    if ended:
        record_replacement(ctx, scope, replace(written, ended=ended), via="memory_manage")
    return {
        "outcome": "updated" if written.fact.pk != fact.pk else "unchanged",
        "ended": ended,
        "replaced": str(fact.pk),
        "item": _item(written.fact),
    }


def _restated(fact: Fact, text: str) -> Draft:
    """The draft an update writes: what `text` states ("I prefer light mode", "Prefers light mode")
    and, when it states no relation but only names a value ("light mode"), the old memory's
    relation with that value: an edit keeps a structured memory structured."""
    draft = extraction.stated(text)
    value = " ".join(text.split()).rstrip(".。")
    if draft.relation != "NOTE" or fact.type == "NOTE" or len(value.split()) > MAX_VALUE_WORDS:
        return draft
    return replace(
        draft,
        relation=fact.type,
        obj=value,
        object_type=object_type(value, fact.object.type),
        statement=statement(fact.type, value, lang=draft.lang),
    )


def _end(fact: Fact) -> dict[str, Any]:
    ended = end_facts(Q(pk=fact.pk), replaced_by=None, at=timezone.now())
    return {"outcome": "ended", "ended": ended, "item": _item(fact)}


def _delete(ctx: CallContext, fact: Fact) -> dict[str, Any]:
    params = ForgetIn(
        scope=scope_label(fact.scope),
        user_id=fact.scope.end_user or None,
        fact=FactRef(**{"from": fact.subject.name, "to": fact.object.name, "type": fact.type}),
    )
    reply = forget(ctx=ctx, params=params)
    return {
        "outcome": "deleted",
        "facts_forgotten": reply.get("facts_forgotten", 0),
        "erased": reply.get("erased"),
        "item": {"id": str(fact.pk)},
    }


def _item(fact: Fact) -> dict[str, Any]:
    return memory_item(memory_rows([fact.scope_id]).get(pk=fact.pk), labels_of([fact.scope]))


def _item_by_id(scope: Scope, fact_id: str) -> dict[str, Any]:
    """The item of a fact of `scope`; only its id when it has been forgotten since."""
    row = memory_rows([scope.pk]).filter(pk=int(fact_id)).first()
    return memory_item(row, labels_of([scope])) if row is not None else {"id": fact_id}
