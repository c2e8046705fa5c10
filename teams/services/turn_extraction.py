"""The per-turn job: read a stored turn, find its memories, and put each where it belongs.

Where a memory goes (the three dimensions):
- what the user says about themselves → account memory (a gateway or org-bound token
  may not write account memory: then it stays in the session);
- "we / our company / the team" → the organisation's memory when the speaker is one of
  its admins, else a suggestion an admin accepts or rejects (no org named: the session);
- everything else → session memory (this run only), and so does what the speaker limits
  to this conversation ("For this conversation, the script is called phoenix", 今回だけ…,
  这次对话…), whoever it is about.
Implicit memories under MEMORYMESH_EXTRACTION_THRESHOLD are dropped; explicit commands
(0.99) are acted on whatever it is, a forget with memory_forget's own semantics. An end only
the learned tagger read ("ditched the order spike") ends nothing: the report lists it under
`proposed_ends` with the memories it would end, for the person to confirm (memory_manage end).

The job is one transaction that also records its report on the Job row, so a message
delivered twice (at-least-once broker) finds the report and changes nothing. The report also
says what after_turn kept out of the stored turn: `redactions` ({message, kind}: secrets
replaced by their marker) and `not_stored` ({message, reason}: asked not to be remembered).
"""

from dataclasses import dataclass, field, replace
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from graph.access import CallContext, membership_of, scope_for_write, scope_label
from graph.models import Document, Job, Passage, Scope
from graph.redaction import redact_value
from graph.services.events import record_event
from graph.text.dates import iso
from identity.models import ApiToken, Membership, Organisation
from teams.extraction import Draft
from teams.models import MemoryConflict
from teams.services.conflicts import record_proposal
from teams.services.forget_commands import forget_mentioned
from teams.services.memories import (
    MemoryWriter,
    Source,
    Subject,
    current_mentions,
    end_corrected,
    end_mentions,
)
from teams.services.replacements import record_replacement
from teams.services.suggestions import org_subject, suggest
from teams.turn_jobs import REPORT_LISTS

ACCOUNT, ORG, SESSION, SUGGESTION = "account", "org", "session", "suggestion"


@dataclass(frozen=True)
class Message:
    index: int
    role: str
    content: str
    offset: int  # where the content starts in the stored turn document
    said_at: Any


@dataclass
class Turn:
    ctx: CallContext
    session: Scope
    document: Document
    run_id: str
    org: Organisation | None
    end_user: str
    admin: bool
    report: dict[str, list] = field(default_factory=lambda: {k: [] for k in REPORT_LISTS})
    touched: dict[int, tuple[Scope, list[str]]] = field(default_factory=dict)
    writers: dict[str, MemoryWriter] = field(default_factory=dict)  # by dimension

    @property
    def may_write_account(self) -> bool:
        return not self.ctx.token.is_gateway and self.ctx.bound_organisation_id is None


def extract_turn_job(job: Job) -> dict[str, Any]:
    """Job handler: extract the memories of one stored turn (payload: document_id, token_id, run_id, org, end_user)."""
    with transaction.atomic():
        job = Job.objects.select_for_update().get(pk=job.pk)
        if job.result.get("applied"):
            return job.result
        # Extraction reads redacted passages; the report is redacted again as every job record is.
        report = redact_value(_extract(job.payload))
        report["applied"] = True
        Job.objects.filter(pk=job.pk).update(result=report)
    return report


def _extract(payload: dict[str, Any]) -> dict[str, Any]:
    passages = list(
        Passage.objects.filter(document_id=payload["document_id"], document__forgotten_at__isnull=True)
        .select_related("document__scope")
        .defer("document__text", "embedding")
        .order_by("ordinal")
    )
    token = ApiToken.objects.select_related("user", "organisation").filter(pk=payload["token_id"]).first()
    if not passages or token is None:
        return {"skipped": "the turn or its token is gone"}
    ctx = CallContext(token=token)
    document = passages[0].document
    org, role = _organisation(ctx, payload.get("org"))
    turn = Turn(
        ctx=ctx,
        session=document.scope,
        document=document,
        run_id=payload["run_id"],
        org=org,
        end_user=payload.get("end_user", ""),
        admin=role == Membership.Role.ADMIN,
    )
    messages = _messages(passages)
    # Imported here, not with the module: the patterns compile on import (1.3 s), which every
    # process that loads the apps would pay; the worker loads them before it forks (preload).
    from teams.extraction.backends import active_extractor

    extractor = active_extractor()
    found: list[tuple[Message, Draft]] = []
    for message in messages:
        if message.role.casefold() == "user":
            extraction = extractor(message.content)
            turn.report["excluded"] += [
                {"reason": e.reason, "text": e.text[:200], "message": message.index} for e in extraction.excluded
            ]
            found += [(message, draft) for draft in extraction.drafts]
    _prepare(turn, [draft for _message, draft in found])
    for message, draft in found:
        _apply(turn, message, draft)
    for scope, fact_ids in turn.touched.values():
        record_event(ctx, verb="extract_turn", scope=scope, ids={"facts": fact_ids, "doc_id": str(document.pk)})
    # What after_turn kept out of the stored turn (kinds only, never values; numbered as sent).
    kept_out = {"redactions": payload.get("redactions", []), "not_stored": payload.get("skipped", [])}
    return {"messages": len(messages), "run_id": turn.run_id, **turn.report, **kept_out}


def _organisation(ctx: CallContext, slug: str | None) -> tuple[Organisation | None, str | None]:
    """The organisation of the turn and the speaker's role in it, in one query."""
    if slug is None:
        return None, None
    membership = membership_of(ctx, slug)
    if membership is None:
        return Organisation.objects.filter(slug=slug).first(), None
    return membership.organisation, membership.role


def _messages(passages: list[Passage]) -> list[Message]:
    messages = []
    for index, passage in enumerate(passages, start=1):
        role, _sep, content = passage.text.partition(": ")
        messages.append(Message(index, role, content, passage.start + len(role) + 2, passage.source_date))
    return messages


def _kept(draft: Draft) -> bool:
    return draft.kind != "memory" or draft.explicit or draft.confidence >= settings.EXTRACTION_THRESHOLD


def _prepare(turn: Turn, drafts: list[Draft]) -> None:
    """Upsert the objects each dimension will need, one statement per dimension."""
    by_dimension: dict[str, list[Draft]] = {}
    for draft in drafts:
        dimension = _dimension(turn, draft)
        if draft.kind == "memory" and _kept(draft) and dimension != SUGGESTION:
            by_dimension.setdefault(dimension, []).append(draft)
    for dimension, batch in by_dimension.items():
        _writer(turn, dimension).prepare(batch)


def _apply(turn: Turn, message: Message, draft: Draft) -> None:
    if not _kept(draft):
        turn.report["below_threshold"].append(
            {"statement": draft.statement, "confidence": draft.confidence, "span": _quoted(message, draft)}
        )
        return
    dimension = _dimension(turn, draft)
    if draft.kind == "forget":
        for scope in _forget_scopes(turn, dimension):
            turn.report["forgotten"] += forget_mentioned(turn.ctx, scope, draft.obj, relation=draft.relation)
        return
    if dimension == SUGGESTION:
        _suggest(turn, message, draft)
        return
    writer = _writer(turn, dimension)
    if draft.kind == "end":
        _end(turn, message, draft, dimension)
        return
    written = writer.write(
        draft,
        subject=_subject(turn, dimension, draft),
        origin="extracted",
        source=_source(turn, message, draft, dimension),
        said_by=turn.ctx.user.get_username(),
    )
    if written.conflict is not None:
        _report_conflict(turn, dimension, draft, written.conflict, _quoted(message, draft))
        return
    _report_stored(turn, message, draft, dimension, writer.scope, written)


def _end(turn: Turn, message: Message, draft: Draft, dimension: str) -> None:
    """End what the speaker no longer uses; an end only the tagger read is proposed to them instead."""
    writer = _writer(turn, dimension)
    subject = writer.subject(_subject(turn, dimension, draft))
    if not draft.proposed:
        ended = end_mentions(writer.scope, subject, draft.obj, at=timezone.now())
        turn.report["ended"].append({"dimension": dimension, "object": draft.obj, "facts": ended, "replaced_by": None})
        return
    # Session memory has no page to confirm on, and what no current memory names needs no confirming.
    current = current_mentions(writer.scope, subject, draft.obj) if dimension != SESSION else []
    if not current:
        reason = "nothing_to_end" if dimension != SESSION else "unconfirmed_end"
        turn.report["excluded"].append({"reason": reason, "text": draft.obj, "message": message.index})
        return
    turn.report["proposed_ends"].append(
        {
            "dimension": dimension,
            "object": draft.obj,
            "facts": current,
            "confidence": draft.confidence,
            "span": _quoted(message, draft),
        }
    )


def _suggest(turn: Turn, message: Message, draft: Draft) -> None:
    """A member's "we …" (or "we no longer use …"): a suggestion for the organisation's admins, not done yet."""
    suggestion, outcome = suggest(turn.ctx, turn.org, turn.end_user, draft, _source(turn, message, draft, ORG))
    turn.report["suggested"].append(
        {
            "statement": suggestion.statement,
            "suggestion": str(suggestion.pk),
            "outcome": outcome,
            "confidence": draft.confidence,
            "span": _quoted(message, draft),
        }
    )


def _report_stored(turn: Turn, message: Message, draft: Draft, dimension: str, scope: Any, written: Any) -> None:
    """Record a stored memory, ending what a correction names ("actually X, not Y") and
    noting every replacement in the audit."""
    if draft.corrects:
        # Y ends, replaced by X, whatever cardinality would have said.
        corrected = end_corrected(scope, written.fact, draft.corrects, at=timezone.now())
        written = replace(written, ended=written.ended + corrected)
    turn.touched.setdefault(scope.pk, (scope, []))[1].append(str(written.fact.pk))
    if written.ended:
        turn.report["ended"].append(
            {"dimension": dimension, "object": draft.obj, "facts": written.ended, "replaced_by": str(written.fact.pk)}
        )
        record_replacement(turn.ctx, scope, written, via="extract_turn")
    turn.report["stored"].append(
        {
            "dimension": dimension,
            "scope": scope_label(scope),
            "fact": str(written.fact.pk),
            "statement": draft.statement,
            "relation": draft.relation,
            "object": draft.obj,
            "confidence": written.fact.confidence,
            "outcome": written.outcome,
            "ended": written.ended,
            "span": _quoted(message, draft),
        }
    )


def _quoted(message: Message, draft: Draft) -> dict[str, Any]:
    """The words of the message a draft was read from, for the turn's report: which message, where."""
    return {
        "message": message.index,
        "text": message.content[draft.start : draft.end],
        "start": draft.start,
        "end": draft.end,
    }


def _report_conflict(turn: Turn, dimension: str, draft: Draft, conflict: MemoryConflict, span: dict) -> None:
    """A weaker statement against a stronger memory: listed, in the audit, and waiting for a person."""
    record_proposal(turn.ctx, conflict)
    turn.report["conflicts"].append(
        {
            "dimension": dimension,
            "conflict": str(conflict.pk),
            "statement": draft.statement,
            "confidence": draft.confidence,
            "current": str(conflict.current_fact_id),
            "times_said": conflict.times_said,
            "span": span,
        }
    )


def _dimension(turn: Turn, draft: Draft) -> str:
    if draft.who == "session":
        return SESSION
    if draft.who == "self" and turn.may_write_account:
        return ACCOUNT
    if draft.who == "we" and turn.org is not None:
        return ORG if turn.admin else SUGGESTION
    return SESSION


def _forget_scopes(turn: Turn, dimension: str) -> list[Scope]:
    """A forget reaches the memory its words route to, and this session's."""
    scopes = [_writer(turn, dimension).scope] if dimension in (ACCOUNT, ORG) else []
    return [*scopes, turn.session]


def _writer(turn: Turn, dimension: str) -> MemoryWriter:
    """The writer of a dimension's scope, resolved once per turn (through graph.access)."""
    if dimension not in turn.writers:
        if dimension == SESSION:
            scope = turn.session
        else:
            name = "account" if dimension == ACCOUNT else f"org:{turn.org.slug}"
            scope = scope_for_write(turn.ctx, name, turn.end_user or None)
        turn.writers[dimension] = MemoryWriter(scope)
    return turn.writers[dimension]


def _subject(turn: Turn, dimension: str, draft: Draft) -> Subject:
    if draft.who == "session" and draft.subject:
        return Subject(draft.subject)
    if dimension == ORG or (draft.who == "we" and turn.org is not None):
        return org_subject(turn.org)
    if draft.who == "we":
        return Subject("team", "Team", anchor="org")
    if draft.who == "self" or draft.subject is None:
        return Subject(turn.ctx.user.get_username(), "Person", anchor="self")
    return Subject(draft.subject)


def _source(turn: Turn, message: Message, draft: Draft, dimension: str) -> Source:
    label = f"session:{turn.run_id} message {message.index} ({message.role}, {iso(message.said_at)})"
    if dimension == SESSION:
        start = message.offset + draft.start
        return Source("", start, message.offset + draft.end, label, message.said_at, document=turn.document)
    if dimension == ACCOUNT:
        return Source(message.content, draft.start, draft.end, label, message.said_at)
    # Org memory keeps only the sentence: the rest of the speaker's message is not the org's to read.
    sentence = message.content[draft.start : draft.end]
    return Source(sentence, 0, len(sentence), label, message.said_at)
