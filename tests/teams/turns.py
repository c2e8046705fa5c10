"""Helpers for the team tests: the per-turn calls over HTTP, and running the extraction job."""

from typing import Any

import httpx

from graph.models import Job
from graph.tasks import run_job
from identity.models import Membership, Organisation


def post(client: httpx.Client, verb: str, expect: int = 200, **body: Any) -> dict[str, Any]:
    """POST /v1/memory/<verb> and check the status; returns the JSON body."""
    response = client.post(f"/v1/memory/{verb}", json=body)
    assert response.status_code == expect, f"{verb}: {response.status_code} {response.text[:500]}"
    return response.json()


def say(client: httpx.Client, run_id: str, *user_messages: str, org: str | None = None) -> dict[str, Any]:
    """One turn: the user's messages (and a short assistant reply) through memory_after_turn, then its
    extraction job run here (the task function itself); returns the job's report."""
    messages = [{"role": "user", "content": text} for text in user_messages] + [{"role": "assistant", "content": "OK."}]
    reply = post(client, "after_turn", run_id=run_id, messages=messages, **({"org": org} if org else {}))
    job_id = int(reply["extraction"]["job_id"])
    run_job(job_id)
    job = Job.objects.get(pk=job_id)
    assert job.state == "done", job.error
    return job.result


def texts(reply: dict[str, Any], dimension: str | None = None) -> list[str]:
    """The texts of the items of a memory_query / before_turn reply (of one dimension)."""
    items = reply.get("items", reply.get("memories", []))
    return [i["text"] for i in items if dimension is None or i["dimension"] == dimension]


def org_with(slug: str, **members: str) -> Organisation:
    """An organisation `slug` with members {username: role} (users must exist)."""
    from django.contrib.auth import get_user_model

    org = Organisation.objects.create(name=slug.title(), slug=slug)
    for username, role in members.items():
        Membership.objects.create(organisation=org, user=get_user_model().objects.get(username=username), role=role)
    return org
