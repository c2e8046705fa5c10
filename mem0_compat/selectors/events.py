"""mem0's event of an asynchronous add: the turn's extraction job, read as memory_turn_report reads it."""

from typing import Any

from graph.access import CallContext
from mem0_compat.inputs import EventIn
from teams.inputs import TurnReportIn
from teams.selectors.turn_report import turn_report

_STATUS = {"queued": "PENDING", "running": "RUNNING", "done": "SUCCEEDED", "failed": "FAILED"}


def add_event(*, ctx: CallContext, params: EventIn) -> dict[str, Any]:
    """The state of the add whose `event_id` this is, and once done what it did, as mem0 lists
    events: ADD (a memory stored), UPDATE (stored, replacing one), NOOP (said again), DELETE
    (forgotten by a "forget …"). Refuses: 404 not_found as memory_turn_report does (another
    person's event is not found either)."""
    report = turn_report(ctx=ctx, params=TurnReportIn(job_id=params.event_id))
    results = [_stored(item) for item in report.get("stored") or []]
    results += [{"id": None, "event": "DELETE", "data": {"memory": None}} for _item in report.get("forgotten") or []]
    return {
        "id": params.event_id,
        "event_type": "ADD",
        "status": _STATUS.get(report["state"], "PENDING"),
        "results": results,
        "created_at": report.get("queued_at"),
        "updated_at": report.get("finished_at"),
        "error": report.get("error"),
    }


def _stored(item: dict[str, Any]) -> dict[str, Any]:
    event = "NOOP" if item.get("outcome") == "repeated" else "UPDATE" if item.get("replaced") else "ADD"
    return {"id": item.get("id"), "event": event, "data": {"memory": item.get("text")}}
