"""Back-pressure: a flood queues or is refused 429/503 with Retry-After, never a 500,
and one token's flood does not starve another's calls. Real uvicorn processes."""

import asyncio
from collections import Counter
from collections.abc import Iterator

import httpx
import pytest

from tests.processes import free_port, start_uvicorn, stop


@pytest.fixture
def server_with(test_db_env) -> Iterator:
    """server_with(**env) -> base URL of a uvicorn process started with those settings."""
    processes = []

    def start(**env: str) -> str:
        port = free_port()
        processes.append(start_uvicorn(port=port, env={**test_db_env, **env}))
        return f"http://127.0.0.1:{port}"

    yield start
    for process in processes:
        stop(process)


async def _flood(url: str, secret: str, path: str, body: dict, count: int) -> list[httpx.Response]:
    headers = {"Authorization": f"Bearer {secret}"}
    limits = httpx.Limits(max_connections=count, max_keepalive_connections=count)
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=120, limits=limits) as client:
        return await asyncio.gather(*(client.post(path, json=body) for _ in range(count)))


def _stored_scope(url: str, secret: str) -> None:
    facts = {"entities": [{"name": "Dana", "type": "Person"}, {"name": "Acme", "type": "Company"}]}
    facts["relations"] = [{"source": "Dana", "target": "Acme", "type": "works_at"}]
    body = {"scope": "demo", "content": "Dana works at Acme.", "facts": facts}
    response = httpx.post(f"{url}/v1/memory/remember", json=body, headers={"Authorization": f"Bearer {secret}"})
    assert response.status_code == 200, response.text


def test_two_hundred_concurrent_context_calls_all_answer(server_with, make_user):
    # They queue at the door instead of failing on the pool; the wait bound is generous here
    # so that a slow, shared machine measures queueing, not its own speed (the bound has its own test).
    url = server_with(MEMORYMESH_ADMISSION_WAIT_SECONDS="600")
    _user, secret = make_user("alice")
    _stored_scope(url, secret)
    body = {"scope": "demo", "query": "Where does Dana work?", "compact": True}
    responses = asyncio.run(_flood(url, secret, "/v1/memory/context", body, 200))
    assert Counter(r.status_code for r in responses) == {200: 200}, {r.text for r in responses if r.status_code != 200}


def test_a_token_over_its_rate_gets_429_while_another_token_is_served(server_with, make_user):
    url = server_with(MEMORYMESH_RATE_LIMIT_PER_SECOND="2", MEMORYMESH_RATE_LIMIT_BURST="5")
    _flooder, flooder = make_user("flooder")
    _calm, calm = make_user("calm")

    async def both() -> tuple[list[httpx.Response], list[httpx.Response]]:
        flood = _flood(url, flooder, "/v1/memory/recall", {"scope": "demo", "subject": "Dana"}, 40)
        calm_calls = _flood(url, calm, "/v1/memory/recall", {"scope": "demo", "subject": "Dana"}, 4)
        return await asyncio.gather(flood, calm_calls)

    flooded, served = asyncio.run(both())
    refused = [r for r in flooded if r.status_code == 429]
    assert refused and all(r.status_code in (200, 429) for r in flooded)
    assert refused[0].json()["error"] == "rate_limited"
    assert int(refused[0].headers["Retry-After"]) >= 1
    assert [r.status_code for r in served] == [200, 200, 200, 200]


def test_the_rate_applies_to_mcp_too(server_with, make_user):
    url = server_with(MEMORYMESH_RATE_LIMIT_PER_SECOND="1", MEMORYMESH_RATE_LIMIT_BURST="2")
    _user, secret = make_user("alice")
    headers = {"Authorization": f"Bearer {secret}", "Accept": "application/json", "Content-Type": "application/json"}
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    statuses = [httpx.post(f"{url}/v1/mcp", json=body, headers=headers).status_code for _ in range(6)]
    assert 429 in statuses
    assert set(statuses) <= {200, 429}


def test_a_saturated_server_answers_503_with_retry_after_not_500(server_with, make_user):
    # One database slot and almost no patience: most of a burst must be turned away, cleanly.
    url = server_with(MEMORYMESH_DB_POOL_SIZE="1", MEMORYMESH_ADMISSION_WAIT_SECONDS="0.001")
    _user, secret = make_user("alice")
    _stored_scope(url, secret)
    body = {"scope": "demo", "query": "Where does Dana work?"}
    responses = asyncio.run(_flood(url, secret, "/v1/memory/context", body, 60))
    statuses = Counter(r.status_code for r in responses)
    assert set(statuses) <= {200, 503}, statuses
    busy = next(r for r in responses if r.status_code == 503)
    assert busy.json()["error"] == "server_busy"
    assert busy.headers["Retry-After"] == "1"


def test_the_gate_refuses_busy_after_its_wait_and_admits_once_a_slot_is_free(settings):
    from graph.exceptions import Busy
    from graph.transport.admission import DatabaseGate

    settings.DB_POOL_SIZE, settings.ADMISSION_WAIT_SECONDS = 2, 0.05

    async def run() -> None:
        gate = DatabaseGate()
        await gate.acquire()
        await gate.acquire()
        with pytest.raises(Busy) as refused:
            await gate.acquire()
        assert refused.value.extra["retry_after"] == 1
        waiting = asyncio.ensure_future(gate.acquire())
        await asyncio.sleep(0)
        assert not waiting.done()  # queued behind the two slots taken
        gate.release()
        await waiting  # the freed slot goes to the one waiting
        with pytest.raises(Busy):
            await gate.acquire()

    asyncio.run(run())
