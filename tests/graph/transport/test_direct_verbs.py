"""The door's direct path for plain verb calls (graph.transport.direct_verbs): a recall it answers
is answered with DRF's status, headers and bytes; every call DRF must judge reaches DRF's view."""

import asyncio
import io
import re
from concurrent.futures import ThreadPoolExecutor

import httpx
import orjson
import pytest
from django.conf import settings
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import resolve

from graph.access import CallContext
from graph.contracts.registry import registry
from graph.transport.admission import token_rates
from graph.transport.api_handler import ThreadedApiHandler
from graph.transport.auth import AUTHENTICATED_TOKEN, authenticate_bearer, recent_tokens
from graph.transport.direct_verbs import DirectVerbs

RECALL = "/v1/memory/recall"
Answer = tuple[int, list[tuple[bytes, bytes]], bytes]


@pytest.fixture
def secret(make_user, client_for) -> str:
    """alice's token, with a scope holding Dana's facts (both directions) and a passage, stored
    through the live server (a passage's indexing job needs its queue)."""
    recent_tokens.forget(lambda _digest, _token: True)
    _user, secret = make_user("alice")
    client = client_for(secret)
    for arguments in (
        {"facts": {"relations": [
            {"source": "Dana", "target": "Acme", "type": "works_at"},
            {"source": "Eve", "target": "Dana", "type": "knows"},
        ]}},
        {"passages": [{"text": "Dana joined Acme in May.", "mentions": ["Dana"]}]},
    ):
        assert client.post("/v1/memory/remember", json={"scope": "demo", **arguments}).status_code == 200
    return secret


@pytest.fixture
def handlers(settings):
    """The short API chain as the door runs it, without and with the direct path; built after
    the test's settings (SecurityMiddleware reads HSTS's when it is made). HSTS on, as a site in
    HTTPS mode sets it: the middleware adds it over TLS."""
    settings.SECURE_HSTS_SECONDS = 3600
    workers = ThreadPoolExecutor(max_workers=1)
    yield (
        ThreadedApiHandler(settings.API_MIDDLEWARE, workers),
        ThreadedApiHandler(settings.API_MIDDLEWARE, workers, DirectVerbs()),
    )
    workers.shutdown()


def _scope(headers: dict[str, str], body: bytes, *, path: str, query: bytes, scheme: str, method: str) -> dict:
    raw = [(b"host", b"127.0.0.1")] + [(k.lower().encode(), v.encode()) for k, v in headers.items()]
    if body:
        raw.append((b"content-length", str(len(body)).encode()))
    return {
        "type": "http", "method": method, "path": path, "raw_path": path.encode(), "root_path": "",
        "query_string": query, "scheme": scheme, "headers": raw, "server": ("127.0.0.1", 80),
        "client": ("127.0.0.1", 5000), "http_version": "1.1", "asgi": {"version": "3.0"},
    }


def _call(handler: ThreadedApiHandler, headers: dict[str, str], body: bytes, *, path: str = RECALL,
          query: bytes = b"", scheme: str = "http", method: str = "POST") -> Answer:
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict) -> None:
        sent.append(message)

    scope = _scope(headers, body, path=path, query=query, scheme=scheme, method=method)
    asyncio.run(handler(scope, receive, send))
    return sent[0]["status"], sent[0]["headers"], sent[1]["body"]


def _json_headers(secret: str, **more: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}", "Content-Type": "application/json", **more}


def _reaches_drf(headers: dict[str, str], body: bytes, **where: object) -> bool:
    """Whether the direct path leaves this call to DRF's view (answer() gives None)."""
    handler = ThreadedApiHandler(settings.API_MIDDLEWARE, ThreadPoolExecutor(max_workers=1), DirectVerbs())
    scope = _scope(headers, body, path=where.get("path", RECALL), query=where.get("query", b""),
                   scheme="http", method=where.get("method", "POST"))
    request, refused = handler.create_request(scope, io.BytesIO(body))
    assert refused is None
    return handler.direct.answer(request, resolve(request.path_info)) is None


@pytest.mark.parametrize(
    "arguments",
    [
        {"scope": "demo", "subject": "Dana"},  # found, facts both ways and a passage
        {"scope": "demo", "subject": "dana", "compact": True},
        {"scope": "demo", "subject": "Dana", "direction": "inbound"},
        {"scope": "demo", "subject": "Dana", "k": 1},
        {"scope": "demo", "subject": "Nobody"},  # not found
        {"scope": "never-written", "subject": "Dana"},
        {"scope": "demo", "subject": "Dana", "k": 0},  # refused 422 by the verb: DRF answers it
        {"scope": "demo"},  # neither subject nor attribute: 422
        {"scope": "a:b:c", "subject": "Dana"},  # a scope name refused
    ],
)
@pytest.mark.parametrize("scheme", ["http", "https"])
def test_the_direct_answer_is_drfs_answer_byte_for_byte(secret, handlers, arguments, scheme):
    by_drf, direct = handlers
    body = orjson.dumps(arguments)
    for accept in (None, "application/json", "*/*", "text/html, application/*"):
        headers = _json_headers(secret, **({"Accept": accept} if accept else {}))
        expected = _call(by_drf, headers, body, scheme=scheme)
        assert _call(direct, headers, body, scheme=scheme) == expected, (arguments, accept)
        # Answered directly when the verb answers; a refusal of the verb's is DRF's.
        assert _reaches_drf(headers, body) == (expected[0] != 200), (arguments, accept)
    assert (b"Allow", b"POST, OPTIONS") in expected[1]
    if scheme == "https":
        assert any(name.lower() == b"strict-transport-security" for name, _ in expected[1])


def test_a_found_recall_is_answered_without_drf(secret):
    headers = _json_headers(secret)
    body = orjson.dumps({"scope": "demo", "subject": "Dana", "direction": "inbound"})
    assert not _reaches_drf(headers, body)


BEARER = {"Authorization": "Bearer {secret}"}
JSON = {"Content-Type": "application/json"}
OBJECT = b'{"scope": "demo", "subject": "Dana"}'


def _filled(headers: dict[str, str], secret: str) -> dict[str, str]:
    return {name: value.replace("{secret}", secret) for name, value in headers.items()}


@pytest.mark.parametrize(
    "headers, body, where",
    [
        (JSON, OBJECT, {}),  # no token: 401
        ({"Authorization": "Bearer wrong", **JSON}, OBJECT, {}),  # 401 invalid_token
        ({"Authorization": "Basic abc", **JSON}, OBJECT, {}),  # 401
        ({**BEARER, **JSON}, OBJECT, {"query": b"format=json"}),  # DRF's format override
        ({**BEARER, "Content-Type": "application/json; charset=utf-8"}, OBJECT, {}),
        ({**BEARER, "Content-Type": "text/plain"}, OBJECT, {}),  # 415
        ({**BEARER, "Content-Type": "application/x-www-form-urlencoded"}, b"subject=Dana", {}),
        ({**BEARER, **JSON}, b'["Dana"]', {}),  # not an object: body_not_object
        ({**BEARER, **JSON}, b"null", {}),
        ({**BEARER, **JSON}, b"{", {}),  # malformed JSON: 400
        ({**BEARER, **JSON}, b"", {}),  # no body: body_required
        ({**BEARER, **JSON, "Accept": "text/html"}, OBJECT, {}),  # 406
        ({**BEARER, **JSON, "Accept": "application/json; indent=4"}, OBJECT, {}),
        ({**BEARER, **JSON}, OBJECT, {"method": "PUT"}),  # 405
        ({**BEARER, **JSON}, b'{"scope": "demo", "content": "x"}', {"path": "/v1/memory/remember"}),  # writes
    ],
)
def test_a_call_drf_must_judge_reaches_drf(secret, headers, body, where):
    assert _reaches_drf(_filled(headers, secret), body, **where)


@pytest.mark.parametrize(
    "headers, body",
    [
        (JSON, OBJECT),
        ({"Authorization": "Bearer wrong", **JSON}, OBJECT),
        ({"Authorization": "Basic abc", **JSON}, OBJECT),
        ({**BEARER, "Content-Type": "text/plain"}, OBJECT),
        ({**BEARER, **JSON, "Accept": "text/html"}, OBJECT),
        ({**BEARER, **JSON}, b'["Dana"]'),
        ({**BEARER, **JSON}, b"{"),
        ({**BEARER, **JSON}, b""),
    ],
)
def test_refusals_are_drfs_through_the_direct_handler(secret, handlers, headers, body):
    by_drf, direct = handlers
    expected = _call(by_drf, _filled(headers, secret), body)
    assert expected[0] >= 400
    assert _call(direct, _filled(headers, secret), body) == expected


def test_a_token_over_its_rate_reaches_drf_and_is_counted_once(secret, handlers, settings):
    settings.RATE_LIMIT_PER_SECOND, settings.RATE_LIMIT_BURST = 0.001, 1
    token = authenticate_bearer(f"Bearer {secret}")  # takes the one call of the burst
    before = token_rates._buckets[token.pk][0]
    body = b'{"scope": "demo", "subject": "Dana"}'
    assert _reaches_drf(_json_headers(secret), body)
    by_drf, direct = handlers
    status, headers, _body = _call(direct, _json_headers(secret), body)
    assert status == 429 and (b"Retry-After", b"1000") in headers
    assert token_rates._buckets[token.pk][0] == pytest.approx(before, abs=0.01)


def test_a_verbs_refusal_goes_to_drf_with_the_token_counted_once(secret, handlers, settings):
    settings.RATE_LIMIT_PER_SECOND, settings.RATE_LIMIT_BURST = 0.001, 5
    token = authenticate_bearer(f"Bearer {secret}")
    before = token_rates._buckets[token.pk][0]
    _by_drf, direct = handlers
    status, _headers, body = _call(direct, _json_headers(secret), b'{"scope": "demo", "subject": "Dana", "k": 0}')
    assert status == 422 and orjson.loads(body)["error"] == "invalid_arguments"
    assert token_rates._buckets[token.pk][0] == pytest.approx(before - 1, abs=0.01)


def test_drf_takes_the_token_the_direct_path_left_on_the_request(secret):
    handler = ThreadedApiHandler(settings.API_MIDDLEWARE, ThreadPoolExecutor(max_workers=1), DirectVerbs())
    body = b'{"scope": "demo", "subject": "Dana", "k": 0}'
    request, _refused = handler.create_request(_scope(_json_headers(secret), body, path=RECALL, query=b"",
                                                      scheme="http", method="POST"), io.BytesIO(body))
    assert handler.direct.answer(request, resolve(RECALL)) is None
    assert getattr(request, AUTHENTICATED_TOKEN).user.username == "alice"


def test_the_servers_direct_answer_is_drfs(secret, server_url):
    """Against the real server: the same call, once with a query string DRF ignores (so DRF
    answers), once plain (the direct path): the same status, headers and bytes."""
    url = server_url + RECALL
    arguments = {"scope": "demo", "subject": "Dana"}
    with httpx.Client(headers={"Authorization": f"Bearer {secret}"}, timeout=30) as client:
        direct = client.post(url, json=arguments)
        by_drf = client.post(url + "?unused=1", json=arguments)
    assert direct.status_code == by_drf.status_code == 200
    assert direct.content == by_drf.content
    assert direct.headers.raw == by_drf.headers.raw or _same_headers(direct, by_drf)


def _same_headers(one: httpx.Response, other: httpx.Response) -> bool:
    """The same header names in the same order with the same values, but for django-csp's order of
    directives, which may differ between processes (not within one)."""
    names = [name for name, _ in one.headers.raw], [name for name, _ in other.headers.raw]
    values = [(n.lower(), set(v.split(b"; "))) for n, v in one.headers.raw if n.lower() != b"date"]
    others = [(n.lower(), set(v.split(b"; "))) for n, v in other.headers.raw if n.lower() != b"date"]
    return names[0] == names[1] and values == others


def _chain_refused(handler: ThreadedApiHandler) -> ThreadedApiHandler:
    """`handler` with a middleware chain that fails every call it is given: what it answers, it
    answered ahead of the chain."""
    def refuse(_request):
        raise AssertionError("the chain ran")

    handler._middleware_chain = refuse
    return handler


@pytest.mark.parametrize("scheme", ["http", "https"])
def test_a_plain_recall_is_answered_ahead_of_the_middleware_chain(secret, handlers, scheme):
    by_drf, direct = handlers
    headers, body = _json_headers(secret), orjson.dumps({"scope": "demo", "subject": "Dana"})
    expected = _call(by_drf, headers, body, scheme=scheme)
    assert expected[0] == 200
    assert _call(_chain_refused(direct), headers, body, scheme=scheme) == expected


@pytest.mark.parametrize(
    "change, headers, status",
    [
        ({}, {"Host": "evil.example"}, 400),  # CommonMiddleware's Host check
        ({"SECURE_SSL_REDIRECT": True}, {}, 301),  # SecurityMiddleware's redirect to https
        ({"API_MAX_BODY_BYTES": 10}, {}, 413),  # the body limit
        ({"DISALLOWED_USER_AGENTS": [re.compile("bad-agent")]}, {"User-Agent": "bad-agent/1"}, 403),
    ],
)
def test_what_a_middleware_refuses_is_refused_by_the_chain(secret, settings, change, headers, status):
    for name, value in change.items():
        setattr(settings, name, value)
    workers = ThreadPoolExecutor(max_workers=1)
    by_drf = ThreadedApiHandler(settings.API_MIDDLEWARE, workers)
    direct = ThreadedApiHandler(settings.API_MIDDLEWARE, workers, DirectVerbs())
    sent = {**_json_headers(secret), **headers}
    body = orjson.dumps({"scope": "demo", "subject": "Dana"})
    expected = _call(by_drf, sent, body)
    assert expected[0] == status
    assert _call(direct, sent, body) == expected


def test_the_kept_headers_follow_a_changed_setting(secret, handlers, settings):
    _by_drf, direct = handlers
    headers, body = _json_headers(secret), orjson.dumps({"scope": "demo", "subject": "Dana"})
    before = dict(_call(direct, headers, body)[1])[b"Content-Security-Policy"]
    settings.CONTENT_SECURITY_POLICY = {"DIRECTIVES": {"default-src": ["'none'"], "img-src": ["'self'"]}}
    after = dict(_call(direct, headers, body)[1])[b"Content-Security-Policy"]
    assert after != before and b"img-src 'self'" in after


def test_a_chain_the_mirror_does_not_know_answers_every_call_itself(secret):
    chain = [*settings.API_MIDDLEWARE, "django.contrib.sessions.middleware.SessionMiddleware"]
    handler = ThreadedApiHandler(chain, ThreadPoolExecutor(max_workers=1), DirectVerbs())
    assert handler.direct is None and handler.mirror is None
    assert ThreadedApiHandler(settings.API_MIDDLEWARE, ThreadPoolExecutor(max_workers=1), DirectVerbs()).mirror


# A call of each listed verb on the `secret` fixture's scope, by its path: each is answered directly.
DIRECT_CALLS = {
    "memory_recall": ("/v1/memory/recall", {"scope": "demo", "subject": "Dana"}),
    "memory_context": ("/v1/memory/context", {"scope": "demo", "query": "Where does Dana work?"}),
    "search_nodes": ("/v1/graph/search_nodes", {"scope": "demo", "query": "dana"}),
    "open_nodes": ("/v1/graph/open_nodes", {"scope": "demo", "names": ["Dana", "Nobody"]}),
    "neighborhood": ("/v1/graph/neighborhood", {"scope": "demo", "name": "Dana", "hops": 2}),
    "shortest_path": ("/v1/graph/shortest_path", {"scope": "demo", "from": "Eve", "to": "Acme"}),
    "extract_entities": ("/v1/graph/extract_entities", {"scope": "demo", "text": "Eve met Dana at Acme."}),
}
# Calls of the same verbs the verb refuses (DRF answers them) or answers with nothing found.
OTHER_CALLS = [
    ("/v1/memory/context", {"scope": "demo", "query": "Where does Dana work?", "k": 0}),
    ("/v1/memory/context", {"scope": "never-written", "query": "Dana"}),
    ("/v1/graph/search_nodes", {"scope": "demo", "query": ""}),
    ("/v1/graph/open_nodes", {"scope": "demo", "names": []}),
    ("/v1/graph/neighborhood", {"scope": "demo", "name": "Nobody"}),  # 404
    ("/v1/graph/shortest_path", {"scope": "demo", "from": "Eve", "to": "Nobody"}),
    ("/v1/graph/extract_entities", {"scope": "a:b:c", "text": "Dana"}),
]


def test_every_listed_verb_has_a_call_here():
    assert set(DIRECT_CALLS) == set(DirectVerbs().verbs)


@pytest.mark.parametrize("path, arguments", [*DIRECT_CALLS.values(), *OTHER_CALLS])
@pytest.mark.parametrize("scheme", ["http", "https"])
def test_each_listed_verbs_direct_answer_is_drfs(secret, handlers, path, arguments, scheme):
    by_drf, direct = handlers
    headers, body = _json_headers(secret), orjson.dumps(arguments)
    expected = _call(by_drf, headers, body, path=path, scheme=scheme)
    assert _call(direct, headers, body, path=path, scheme=scheme) == expected, arguments
    assert _reaches_drf(headers, body, path=path) == (expected[0] != 200), arguments
    if (path, arguments) in DIRECT_CALLS.values():
        assert expected[0] == 200 and orjson.loads(expected[2]), arguments


@pytest.mark.parametrize("name", sorted(DIRECT_CALLS))
def test_a_listed_verb_writes_nothing(secret, name):
    """A listed verb may run twice (DRF's view runs it again after an error): it must not write."""
    _path, arguments = DIRECT_CALLS[name]
    token = authenticate_bearer(f"Bearer {secret}")
    verb = registry.get(name)
    with CaptureQueriesContext(connection) as queries:
        verb.call(CallContext.from_headers(token, {}), dict(arguments))
    statements = [q["sql"].lstrip().split(None, 1)[0].upper() for q in queries.captured_queries]
    assert statements and not {"INSERT", "UPDATE", "DELETE", "MERGE", "COPY", "TRUNCATE"} & set(statements)
    assert not [q["sql"] for q in queries.captured_queries if "FOR UPDATE" in q["sql"].upper()]
