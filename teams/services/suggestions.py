"""Suggestions: "we …" statements of org members, waiting for an org admin to accept or reject.

Accepting one stores it in the org's memory as the admin (the same write as an
admin's own statement), or, for a member's end ("we no longer use Jenkins"), ends what the
organisation uses or prefers of it; rejecting keeps it for the record. Deciding is claimed with a
conditional update, so two admins clicking at once decide it once.
"""

from dataclasses import asdict, replace
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F
from django.db.models.functions import Greatest
from django.utils import timezone

from graph.access import CallContext, org_role, scope_for_write, scope_label
from graph.exceptions import Conflict, Forbidden, NotFound
from graph.models import Scope
from graph.services.events import record_event
from identity.models import Membership, Organisation
from teams.extraction import Draft, no_longer_statement
from teams.models import Suggestion
from teams.services.memories import MemoryWriter, Source, Subject, Written, end_mentions, write_memory
from teams.services.replacements import record_replacement

NO_LONGER = "NO_LONGER"  # the relation a member's end waits under


def suggest(ctx: CallContext, org: Organisation, end_user: str, draft: Draft, source: Source) -> tuple[Suggestion, str]:
    """Queue `draft` (a memory or an end) for the admins of `org`; a statement already waiting is counted, not
    queued twice."""
    ended = draft.kind == "end"
    # An end must not meet a waiting memory of its object ("Uses Jenkins") as the same statement said again.
    relation = NO_LONGER if ended else draft.relation
    key = {"organisation": org, "end_user": end_user, "relation": relation, "object_norm": draft.obj_norm}
    waiting = Suggestion.objects.filter(**key, state=Suggestion.State.PENDING)
    if waiting.update(times_said=F("times_said") + 1, confidence=Greatest("confidence", draft.confidence)):
        return waiting.get(), "repeated"
    try:
        with transaction.atomic():
            created = Suggestion.objects.create(
                **key,
                proposed_by=ctx.user,
                statement=no_longer_statement(draft.obj, lang=draft.lang) if ended else draft.statement,
                confidence=draft.confidence,
                draft=asdict(draft),
                source_text=source.text,
                source_label=source.label,
                source_date=source.said_at,
            )
    except IntegrityError:
        # Another turn queued the same statement between our update and our insert.
        waiting.update(times_said=F("times_said") + 1)
        return waiting.get(), "repeated"
    return created, "suggested"


def org_subject(org: Organisation) -> Subject:
    return Subject(org.name, "Organisation", anchor="org")


def decide(*, ctx: CallContext, suggestion_id: int, accept: bool) -> dict[str, Any]:
    """Accept (store in the org's memory) or reject one pending suggestion.

    Refuses: 404 not_found (no such suggestion in an org of the caller's), 403
    org_admins_write (members may not decide), 409 already_decided.
    """
    with transaction.atomic():
        suggestion = (
            Suggestion.objects.select_related("organisation")
            .filter(pk=suggestion_id, organisation__memberships__user=ctx.user)
            .first()
        )
        if suggestion is None:
            raise NotFound(f"no suggestion {suggestion_id} in your organisations", code="not_found")
        org = suggestion.organisation
        if org_role(ctx, org.slug) != Membership.Role.ADMIN:
            raise Forbidden(f"only admins of organisation {org.slug!r} decide its suggestions", code="org_admins_write")
        state = Suggestion.State.ACCEPTED if accept else Suggestion.State.REJECTED
        claimed = Suggestion.objects.filter(pk=suggestion.pk, state=Suggestion.State.PENDING).update(
            state=state, decided_by=ctx.user, decided_at=timezone.now()
        )
        if not claimed:
            raise Conflict(f"suggestion {suggestion_id} was already decided", code="already_decided")
        scope, written = _accepted(ctx, suggestion) if accept else (None, None)
        fact = written.fact if written else None
        # An accepted statement that meets a stronger org memory waits as a conflict instead.
        conflict = written.conflict if written else None
        ids = {
            "suggestion": str(suggestion.pk),
            "fact": str(fact.pk) if fact else None,
            "conflict": str(conflict.pk) if conflict else None,
            "ended": written.ended if written else [],
        }
        record_event(ctx, verb="accept_suggestion" if accept else "reject_suggestion", scope=scope, ids=ids)
    return {
        "state": state,
        "scope": scope_label(scope) if scope else f"org:{org.slug}",
        **ids,
    }


def _accepted(ctx: CallContext, suggestion: Suggestion) -> tuple[Scope, Written]:
    scope = scope_for_write(ctx, f"org:{suggestion.organisation.slug}", suggestion.end_user or None)
    # The draft as extracted, citing the sentence kept with the suggestion, at its (highest) confidence.
    sentence = len(suggestion.source_text)
    draft = replace(Draft(**suggestion.draft), confidence=suggestion.confidence, start=0, end=sentence)
    if draft.kind == "end":
        subject = MemoryWriter(scope).subject(org_subject(suggestion.organisation))
        return scope, Written(None, "ended", end_mentions(scope, subject, draft.obj, at=timezone.now()))
    source = Source(suggestion.source_text, 0, sentence, suggestion.source_label, suggestion.source_date)
    said_by = suggestion.proposed_by.get_username() if suggestion.proposed_by else ""
    written = write_memory(
        scope, draft, subject=org_subject(suggestion.organisation), origin="extracted", source=source, said_by=said_by
    )
    if written.fact is not None:
        Suggestion.objects.filter(pk=suggestion.pk).update(fact=written.fact)
        if written.ended:
            record_replacement(ctx, scope, written, via="accept_suggestion")
    return scope, written
