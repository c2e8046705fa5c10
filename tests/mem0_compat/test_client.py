"""mem0ai 2.2.1's MemoryClient and AsyncMemoryClient, unmodified, against a live server (docs/mem0.md)."""

import asyncio

import httpx
import pytest
from mem0 import AsyncMemoryClient, MemoryClient
from mem0.exceptions import MemoryError as Mem0Error

from graph.models import Fact, Job
from graph.tasks import run_job
from mem0_compat.models import AddedTurn
from tests.teams.turns import post, say


def added(client: MemoryClient, *args: object, **kwargs: object) -> str:
    """add through the client, then its extraction job run here; returns the event id."""
    reply = client.add(*args, **kwargs)
    (result,) = reply["results"]
    assert result["status"] == "PENDING"
    run_job(int(result["event_id"]))
    assert Job.objects.get(pk=int(result["event_id"])).state == "done"
    return result["event_id"]


@pytest.fixture
def alice(make_user, server_url) -> MemoryClient:
    _user, secret = make_user("alice")
    return MemoryClient(api_key=secret, host=server_url)


def test_add_then_get_all_search_get_update_history_delete(alice, server_url):
    assert alice.user_email is None  # ping answered
    added(alice, "I prefer TypeScript", user_id="u1", metadata={"source": "chat"})
    page = alice.get_all(filters={"user_id": "u1"})
    assert page["count"] == 1 and page["next"] is None
    (memory,) = page["results"]
    assert memory["memory"] == "Prefers TypeScript" and memory["user_id"] == "u1"
    assert memory["metadata"] == {"source": "chat"} and isinstance(memory["id"], str)
    found = alice.search("TypeScript", filters={"user_id": "u1"})["results"]
    assert [m["id"] for m in found] == [memory["id"]] and "score" in found[0]
    assert alice.get(memory["id"])["memory"] == "Prefers TypeScript"

    updated = alice.update(memory["id"], text="Prefers Rust")
    assert updated["memory"] == "Prefers Rust" and updated["id"] != memory["id"]
    history = alice.history(updated["id"])
    assert [(h["event"], h["old_memory"], h["new_memory"]) for h in history] == [
        ("ADD", None, "Prefers TypeScript"),
        ("UPDATE", "Prefers TypeScript", "Prefers Rust"),
    ]
    assert alice.update(updated["id"], metadata={"k": 1})["metadata"] == {"k": 1}
    assert [m["memory"] for m in alice.get_all(filters={"user_id": "u1"})["results"]] == ["Prefers Rust"]

    assert alice.delete(updated["id"]) == {"message": "Memory deleted successfully!"}
    missing = httpx.get(f"{server_url}/v1/memories/{updated['id']}/", headers=dict(alice.client.headers))
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"
    assert alice.get_all(filters={"user_id": "u1"})["count"] == 0


def test_users_delete_users_and_delete_all(alice):
    added(alice, "I prefer TypeScript", user_id="u1")
    added(alice, "I love Go", user_id="u2", run_id="r1")
    added(alice, "Our project is called Atlas", run_id="r2")
    entities = {(e["type"], e["name"]) for e in alice.users()["results"]}
    assert {("user", "u1"), ("user", "u2"), ("run", "r2")} <= entities

    alice.delete_users(run_id="r2")
    assert ("run", "r2") not in {(e["type"], e["name"]) for e in alice.users()["results"]}
    alice.delete_users(user_id="u1")
    assert alice.get_all(filters={"user_id": "u1"})["count"] == 0
    assert alice.delete_all(user_id="u2") == {"message": "Memories deleted successfully!"}
    assert alice.get_all(filters={"user_id": "u2"})["count"] == 0


def test_batch_update_and_batch_delete_are_all_or_none(alice, server_url):
    added(alice, "My name is Dana. I prefer TypeScript.", user_id="u1")
    ids = [m["id"] for m in alice.get_all(filters={"user_id": "u1"})["results"]]
    assert len(ids) == 2
    reply = alice.batch_update([{"memory_id": ids[0], "metadata": {"checked": True}}])
    assert reply == {"message": "Successfully updated 1 memories"}
    assert alice.get(ids[0])["metadata"] == {"checked": True}
    refused = httpx.request(
        "DELETE",
        f"{server_url}/v1/batch/",
        json={"memories": [{"memory_id": ids[0]}, {"memory_id": "999999999"}]},
        headers=dict(alice.client.headers),
    )
    assert refused.status_code == 404 and alice.get_all(filters={"user_id": "u1"})["count"] == 2
    assert alice.batch_delete([{"memory_id": i} for i in ids]) == {"message": "Successfully deleted 2 memories"}
    assert alice.get_all(filters={"user_id": "u1"})["count"] == 0


def test_the_async_client_works_the_same(make_user, server_url):
    _user, secret = make_user("alice")

    async def run() -> None:
        client = AsyncMemoryClient(api_key=secret, host=server_url)
        reply = await client.add([{"role": "user", "content": "I prefer Kotlin"}], user_id="u9")
        await asyncio.to_thread(run_job, int(reply["results"][0]["event_id"]))
        (memory,) = (await client.get_all(filters={"user_id": "u9"}))["results"]
        assert memory["memory"] == "Prefers Kotlin"
        assert (await client.search("Kotlin", filters={"user_id": "u9"}))["results"][0]["id"] == memory["id"]
        assert (await client.get(memory["id"]))["id"] == memory["id"]
        assert [h["event"] for h in await client.history(memory["id"])] == ["ADD"]
        assert (await client.users())["count"] >= 1
        await client.delete(memory["id"])
        assert (await client.get_all(filters={"user_id": "u9"}))["count"] == 0

    asyncio.run(run())


def test_another_tokens_memories_are_invisible(alice, make_user, server_url):
    added(alice, "I prefer TypeScript", user_id="u1")
    (memory,) = alice.get_all(filters={"user_id": "u1"})["results"]
    _bob, secret = make_user("bob")
    bob = MemoryClient(api_key=secret, host=server_url)
    assert bob.get_all(filters={"user_id": "u1"})["count"] == 0
    assert bob.search("TypeScript", filters={"user_id": "u1"})["results"] == []
    assert bob.users()["results"] == []
    for method in ("GET", "DELETE"):
        answer = httpx.request(method, f"{server_url}/v1/memories/{memory['id']}/", headers=dict(bob.client.headers))
        assert answer.status_code == 404
    assert Fact.objects.filter(pk=int(memory["id"]), forgotten_at__isnull=True).exists()


def test_calls_not_served_answer_501_naming_the_call(alice, server_url):
    with pytest.raises(Mem0Error, match="webhooks"):
        alice.get_webhooks(project_id="p1")
    answer = httpx.get(f"{server_url}/api/v1/webhooks/projects/p1/", headers=dict(alice.client.headers))
    assert answer.status_code == 501
    assert answer.json()["error"] == "not_served" and answer.json()["call"] == "webhooks"
    feedback = httpx.post(f"{server_url}/v1/feedback/", json={}, headers=dict(alice.client.headers))
    assert feedback.status_code == 501 and feedback.json()["call"] == "feedback"


def test_a_filter_we_do_not_map_is_refused_and_nothing_is_read(alice, server_url):
    answer = httpx.post(
        f"{server_url}/v3/memories/", json={"filters": {"OR": [{"user_id": "a"}]}}, headers=dict(alice.client.headers)
    )
    assert answer.status_code == 422 and answer.json()["error"] == "unsupported_filter"


def test_add_stores_the_same_memory_as_after_turn(alice, make_user, client_for):
    added(alice, "I prefer TypeScript", user_id="u1")
    (through_mem0,) = alice.get_all(filters={"user_id": "u1"})["results"]
    _carol, secret = make_user("carol")
    carol = client_for(secret)
    say(carol, "run-1", "I prefer TypeScript")
    (item,) = post(carol, "query")["items"]
    mine = through_mem0["memorymesh"]
    assert (mine["dimension"], mine["relation"], mine["object"], mine["confidence"]) == (
        item["dimension"],
        item["relation"],
        item["object"],
        item["confidence"],
    )
    assert through_mem0["memory"] == item["text"] == "Prefers TypeScript"
    assert AddedTurn.objects.count() == 1


def test_a_secret_sent_to_add_is_never_stored(alice):
    added(alice, "I prefer Vim and my password is hunter2-secret-value", user_id="u1")
    from graph.models import Passage

    assert not Passage.objects.filter(text__contains="hunter2-secret-value").exists()
