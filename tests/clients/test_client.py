"""The Python client against a live server: remember and recall, context, the per-turn calls,
refusals raised with their code, retries on 429, and the async client."""

import asyncio
import time

import pytest
from memorymesh_client import (
    AsyncMemoryMesh,
    AuthenticationError,
    InvalidArguments,
    MemoryMesh,
    MemoryMeshError,
    NotFound,
    RateLimited,
    ServerBusy,
)

from graph.models import Fact, Job
from graph.tasks import run_job

DANA = {
    "entities": [{"name": "Dana", "type": "Person"}, {"name": "Acme", "type": "Company"}],
    "relations": [{"source": "Dana", "target": "Acme", "type": "WORKS_AT"}],
}


def test_a_remembered_fact_is_recalled_with_its_citation(mesh):
    stored = mesh.remember("Dana works at Acme.", scope="notes", facts=DANA, source="notes.txt", date="2026-10-01")
    assert stored["stored"] is True and stored["already"] is False
    recalled = mesh.recall("dana", scope="notes", compact=True)
    assert recalled["state"] == "answered"
    fact = next(item for item in recalled["items"] if item["kind"] == "fact")
    assert (fact["text"], fact["source"], fact["date"][:10]) == ("Dana WORKS_AT Acme", "notes.txt", "2026-10-01")


def test_context_finds_the_passage_of_a_question(mesh):
    mesh.remember("Dana works at Acme.", scope="notes", facts=DANA)
    found = mesh.context("Where does Dana work?", scope="notes", compact=True)
    assert "Dana works at Acme." in str(found)


def test_a_turn_sent_after_is_seen_before_the_next(mesh):
    said = [{"role": "user", "content": "I prefer TypeScript."}, {"role": "assistant", "content": "Noted."}]
    reply = mesh.after_turn("run-7", said)
    assert reply["scope"] == "session:run-7" and reply["already"] is False
    run_job(int(reply["extraction"]["job_id"]))  # the extraction job, as a worker runs it
    assert Job.objects.get(pk=int(reply["extraction"]["job_id"])).state == "done"
    before = mesh.before_turn("Which language should I use?", run_id="run-7")
    assert "Prefers TypeScript" in before["system_prompt"]
    assert mesh.turn_report(reply["extraction"]["job_id"])["state"] == "done"


def test_a_refusal_is_raised_with_its_code_detail_and_fields(mesh):
    facts = Fact.objects.count()
    with pytest.raises(InvalidArguments) as refused:
        mesh.remember("Dana works at Acme.", scope="notes", facts={"entities": [{"nom": "Dana"}]})
    assert refused.value.status == 422 and refused.value.code == "invalid_arguments"
    assert refused.value.fields and "nom" in refused.value.detail
    assert Fact.objects.count() == facts


def test_a_name_not_stored_is_not_found_with_close_names(mesh):
    mesh.remember("Dana works at Acme.", scope="notes", facts=DANA)
    with pytest.raises(NotFound) as refused:
        mesh.forget(scope="notes", subject="Dena")
    assert refused.value.code == "not_found" and refused.value.body["did_you_mean"] == ["Dana"]


def test_a_bad_token_is_an_authentication_error(server_url):
    with MemoryMesh(server_url, "mm_not-a-token") as client, pytest.raises(AuthenticationError) as refused:
        client.whoami()
    assert refused.value.status == 401 and isinstance(refused.value, MemoryMeshError)


def test_a_rate_limited_call_is_retried_after_retry_after(server_with, make_user):
    url = server_with(MEMORYMESH_RATE_LIMIT_PER_SECOND="1", MEMORYMESH_RATE_LIMIT_BURST="1")
    _user, secret = make_user("alice")
    with MemoryMesh(url, secret) as client:
        started = time.monotonic()
        answers = [client.status() for _ in range(3)]
        waited = time.monotonic() - started
    assert all("scopes" in answer for answer in answers)
    assert waited >= 1.0  # at least one call was refused 429 and sent again after Retry-After (1 s)


def test_retries_are_bounded_and_then_the_429_is_raised(server_with, make_user):
    url = server_with(MEMORYMESH_RATE_LIMIT_PER_SECOND="0.2", MEMORYMESH_RATE_LIMIT_BURST="1")
    _user, secret = make_user("alice")
    with MemoryMesh(url, secret, max_retries=1, max_retry_wait=1) as client:
        client.status()
        with pytest.raises(RateLimited) as refused:
            client.status()  # Retry-After is 5 s, over max_retry_wait: raised at once
    assert refused.value.code == "rate_limited" and refused.value.retry_after == 5


def test_a_saturated_server_s_503s_are_retried_until_every_call_is_answered(server_with, make_user):
    # One database slot and almost no patience at the door: a burst is mostly turned away 503.
    url = server_with(MEMORYMESH_DB_POOL_SIZE="1", MEMORYMESH_ADMISSION_WAIT_SECONDS="0.001")
    _user, secret = make_user("alice")

    async def burst(max_retries: int) -> list:
        async with AsyncMemoryMesh(url, secret, scope="notes", max_retries=max_retries) as client:
            calls = [client.context("Where does Dana work?") for _ in range(20)]
            return await asyncio.gather(*calls, return_exceptions=True)

    unretried = asyncio.run(burst(0))
    assert any(isinstance(answer, ServerBusy) and answer.code == "server_busy" for answer in unretried)
    retried = asyncio.run(burst(40))
    assert all(isinstance(answer, dict) for answer in retried), [a for a in retried if not isinstance(a, dict)]


def test_the_async_client_remembers_and_recalls(server_url, make_user):
    _user, secret = make_user("alice")

    async def remember_and_recall() -> dict:
        async with AsyncMemoryMesh(server_url, secret, scope="notes") as client:
            await client.remember("Dana works at Acme.", facts=DANA)
            recalled, whoami = await asyncio.gather(client.recall("Dana", compact=True), client.whoami())
            assert whoami
            with pytest.raises(NotFound):
                await client.forget(subject="Dena")
            return recalled

    recalled = asyncio.run(remember_and_recall())
    assert {"kind": "fact", "text": "Dana WORKS_AT Acme"} in [
        {k: item[k] for k in ("kind", "text")} for item in recalled["items"]
    ]
