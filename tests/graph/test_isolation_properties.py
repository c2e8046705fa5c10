"""Isolation as a property (Hypothesis): whatever user A stores — in a named scope (one B
also uses, or one only A has), A's account memory, a session scope or A's organisation,
with or without an end-user partition — nothing of it reaches user B through any read
door, against the live server:

- HTTP with B's token: recall, context, status (of the scope and of all scopes),
  read_graph, search_nodes, open_nodes, neighborhood, export;
- MCP with B's token (the real `mcp` client): the same tools;
- B's browser session (the viewer's fetches of /v1/* with the session cookie and CSRF
  header), the home page and the viewer page.

Each answer must be 200 (B's own memory), 403 or 404, and its text must hold nothing A
ever stored: no name of A's that B did not put in the question itself (an answer may echo
B's own words), and none of the attribute values A gave its entities, which B never asks
about. A's names ("Qz…") and values ("Vx…") are made of letters that spell no English
word, hex digit or JSON key (g j k l m n q r v w x z), so finding one can only mean a leak.
B stores memories of its own in the same scope names, so B's doors answer with data
(checked), not with an error that would hide a leak; and A reads back what it stored, so
the test can fail.
"""

import json
import re
from typing import Any

import httpx
from django.contrib.auth import get_user_model
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from teams.services.orgs import create_org
from tests.mcp_client import run_in_session, structured

LEAK_LETTERS = "gjklmnqrvwxz"
ORG_SCOPE = "org:a-team"

a_names = st.text(alphabet=LEAK_LETTERS, min_size=3, max_size=8).map(lambda letters: "Qz" + letters)
scopes = st.one_of(
    st.sampled_from(["shared", "account", "session:run-1", ORG_SCOPE]),
    st.text(alphabet=LEAK_LETTERS, min_size=3, max_size=8).map(lambda letters: "private-" + letters),
)
worlds = st.fixed_dictionaries(
    {
        "scope": scopes,
        "user_id": st.sampled_from([None, "end-user-1"]),
        "names": st.lists(a_names, min_size=2, max_size=4, unique=True),
        "types": st.lists(st.sampled_from(["Person", "Company", "City"]), min_size=4, max_size=4),
        "with_text": st.booleans(),
    }
)


def marker(name: str) -> str:
    """The attribute value A gives an entity: B never asks for it, so it must never appear."""
    return "Vx" + name[2:]


def remember_body(world: dict[str, Any], names: list[str], relation: str, *, markers: bool = True) -> dict[str, Any]:
    pairs = list(zip(names, names[1:], strict=False))
    body: dict[str, Any] = {
        "scope": world["scope"],
        "facts": {
            "entities": [
                {"name": name, "type": kind, **({"attributes": {"code": marker(name)}} if markers else {})}
                for name, kind in zip(names, world["types"], strict=False)
            ],
            "relations": [{"source": a, "target": b, "type": relation} for a, b in pairs],
        },
    }
    if world["with_text"]:
        body["content"] = " ".join(f"{a} {relation.lower().replace('_', ' ')} {b}." for a, b in pairs)
    if world["user_id"]:
        body["user_id"] = world["user_id"]
    return body


def read_calls(world: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(verb, arguments) of every read B tries on A's world."""
    where = {"scope": world["scope"], **({"user_id": world["user_id"]} if world["user_id"] else {})}
    first, second = world["names"][:2]
    return [
        ("memory_recall", {**where, "subject": first}),
        ("memory_context", {**where, "query": f"{first} {second}"}),
        ("memory_status", where),
        ("memory_status", {}),
        ("read_graph", where),
        ("search_nodes", {**where, "query": first}),
        ("open_nodes", {**where, "names": [first, second]}),
        ("neighborhood", {**where, "name": first}),
        ("memory_export", where),
    ]


HTTP_PATHS = {
    "memory_recall": "/v1/memory/recall",
    "memory_context": "/v1/memory/context",
    "memory_status": "/v1/memory/status",
    "read_graph": "/v1/graph/read_graph",
    "search_nodes": "/v1/graph/search_nodes",
    "open_nodes": "/v1/graph/open_nodes",
    "neighborhood": "/v1/graph/neighborhood",
    "memory_export": "/v1/memory/export",
}


def http_read(client: httpx.Client, verb: str, arguments: dict[str, Any], headers: dict[str, str]) -> httpx.Response:
    if verb == "memory_status":  # the one GET
        return client.get(HTTP_PATHS[verb], params=arguments, headers=headers)
    return client.post(HTTP_PATHS[verb], json=arguments, headers=headers)


def assert_no_leak(door: str, status: int, text: str, stored: set[str], asked: dict[str, Any]) -> None:
    """`stored`: every name and attribute value A ever stored. Runs of our letters are
    matched whole and against them, so random text (a CSRF token) cannot pass for a leak."""
    assert status in (200, 403, 404), f"{door}: {status} {text[:300]}"
    found = set(re.findall(f"(?:Qz|Vx)[{LEAK_LETTERS}]+", text)) & stored
    leaked = found - set(re.findall(f"Qz[{LEAK_LETTERS}]+", json.dumps(asked)))  # B's own words, echoed
    assert not leaked, f"{door} answered {status} with A's {sorted(leaked)}: {text[:500]}"


def browser_session(server_url: str, username: str) -> httpx.Client:
    """A client signed in through the real login page, sending the CSRF header as viewer.js does."""
    client = httpx.Client(base_url=server_url, timeout=30)
    form = client.get("/teams/login/")
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.text).group(1)
    signed_in = client.post(
        "/teams/login/", data={"username": username, "password": f"pw-{username}", "csrfmiddlewaretoken": token}
    )
    assert signed_in.status_code == 302, signed_in.text[:300]
    return client


def test_nothing_a_stores_reaches_b_through_any_door(server_url, make_user, client_for):
    user_a, secret_a = make_user("ann")
    _user_b, secret_b = make_user("ben")
    create_org(name="A team", slug="a-team", admin=get_user_model().objects.get(pk=user_a.pk))
    ann, ben = client_for(secret_a), client_for(secret_b)
    ben_browser = browser_session(server_url, "ben")
    csrf = {"X-CSRFToken": ben_browser.cookies["csrftoken"]}
    stored: set[str] = set()  # every name A ever stored, in any example: none may ever reach B

    @settings(
        max_examples=20,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(world=worlds)
    def one_world(world: dict[str, Any]) -> None:
        names = world["names"]
        reply = ann.post("/v1/memory/remember", json=remember_body(world, names, "WORKS_WITH"))
        assert reply.status_code == 200, reply.text
        stored.update(names)
        stored.update(marker(name) for name in names)
        # A reads it back, through the same kind of door: the names are there to be leaked.
        own = ann.post("/v1/memory/export", json=read_calls(world)[-1][1])
        assert all(name in own.text and marker(name) in own.text for name in names), own.text[:500]
        if world["scope"] != ORG_SCOPE:  # B is no member there: B's writes are refused
            ben_names = [f"Bee{name[2:]}" for name in names]
            body = remember_body(world, ben_names, "KNOWS", markers=False)
            assert ben.post("/v1/memory/remember", json=body).status_code == 200
            where = {key: value for key, value in body.items() if key in ("scope", "user_id")}
            theirs = ben.post("/v1/graph/open_nodes", json={**where, "names": ben_names}).json()
            assert {node["name"] for node in theirs["nodes"]} == set(ben_names), theirs

        calls = read_calls(world)
        for verb, arguments in calls:
            answer = http_read(ben, verb, arguments, {})
            assert_no_leak(f"HTTP {verb} {arguments}", answer.status_code, answer.text, stored, arguments)
            answer = http_read(ben_browser, verb, arguments, csrf)
            assert_no_leak(f"session {verb} {arguments}", answer.status_code, answer.text, stored, arguments)

        async def mcp_reads(client: Any) -> list[str]:
            answers = []
            for verb, arguments in calls:
                result = await client.call_tool(verb, arguments)
                answers.append(json.dumps(structured(result)))
            return answers

        for (verb, arguments), text in zip(calls, run_in_session(server_url, secret_b, mcp_reads), strict=True):
            assert_no_leak(f"MCP {verb} {arguments}", 200, text, stored, arguments)

        for page in ("/", f"/viewer/{world['scope']}/"):
            answer = ben_browser.get(page)
            assert_no_leak(f"page {page}", answer.status_code, answer.text, stored, {})

    try:
        one_world()
    finally:
        ben_browser.close()
