"""mem0's add: the messages as one turn through memory_after_turn, so the per-turn extraction
(its precision, secret redaction, conflict and cardinality rules) decides what is kept."""

from typing import Any

from django.db import transaction

from graph.access import CallContext
from graph.models import Job
from mem0_compat.inputs import AddIn
from mem0_compat.models import AddedTurn
from mem0_compat.targets import DEFAULT_RUN, target_of
from teams.inputs import AfterTurnIn, TurnMessageIn
from teams.services.turns import after_turn

QUEUED = "Memory processing has been queued for background execution"


def add_memories(*, ctx: CallContext, params: AddIn) -> dict[str, Any]:
    """Store `messages` as a turn of the session `run_id` (else `agent_id`, else `mem0`) in the
    end user `user_id`'s partition and queue its extraction, keeping `metadata` for the
    memories it will store. Extraction is asynchronous: returns mem0's asynchronous shape,
    {results: [{message, status: PENDING, event_id}]} — the event_id is the job that
    memory_turn_report and GET /v1/event/<event_id>/ read; {results: []} when nothing was
    queued (the same turn sent again, or every message asked not to be remembered).
    Refuses as memory_after_turn, and 422 unsupported_filter / conflicting_filter.
    """
    target = target_of(params)
    turn = AfterTurnIn(
        run_id=target.run_id or DEFAULT_RUN,
        messages=[TurnMessageIn(role=m.role, content=m.content) for m in params.messages],
        user_id=target.user_id,
    )
    with transaction.atomic():
        reply = after_turn(ctx=ctx, params=turn)
        job_id = reply["extraction"]["job_id"]
        if job_id is None:
            return {"results": []}
        job = Job.objects.get(pk=int(job_id))
        AddedTurn.objects.create(job=job, scope_id=job.scope_id, metadata=params.metadata or {})
    return {"results": [{"message": QUEUED, "status": "PENDING", "event_id": job_id}]}
