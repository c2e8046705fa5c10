"""Embedding backends and the background embedding path, with real processes."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from django.conf import settings

from graph.embeddings import EmbeddingUnavailable, OpenAICompatible
from graph.models import Job, Passage
from tests.graph.memory_calls import call
from tests.processes import free_port, start_uvicorn, start_worker, stop, wait_until


class _FixedVectors(BaseHTTPRequestHandler):
    """A tiny OpenAI-compatible /v1/embeddings stub: vector i is 3.0 at position i, else 0."""

    dimensions = 384

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        data = [{"index": i, "embedding": [3.0 if j == i else 0.0 for j in range(self.dimensions)]}
                for i, _text in enumerate(body["input"])]
        payload = json.dumps({"data": data, "model": body["model"]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def stub_url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FixedVectors)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def test_openai_compatible_backend_returns_unit_vectors_in_order(stub_url):
    backend = OpenAICompatible(url=stub_url, model="stub", api_key="k", dimensions=384)
    vectors = backend.embed(["a", "b"])
    assert len(vectors) == 2 and vectors[0][0] == pytest.approx(1.0) and vectors[1][1] == pytest.approx(1.0)


def test_openai_compatible_backend_refuses_the_wrong_dimension(stub_url):
    with pytest.raises(EmbeddingUnavailable, match="wrong shape"):
        OpenAICompatible(url=stub_url, model="stub", api_key="", dimensions=768).embed(["a"])


def test_unreachable_endpoint_is_embedding_unavailable():
    dead = f"http://127.0.0.1:{free_port()}/v1"
    with pytest.raises(EmbeddingUnavailable, match="failed"):
        OpenAICompatible(url=dead, model="m", api_key="", dimensions=384).embed(["a"])


@pytest.mark.slow
def test_a_dead_embedding_endpoint_makes_context_could_not_judge(make_user, test_db_env):
    port = free_port()
    env = {**test_db_env, "MEMORYMESH_EMBEDDINGS": "openai",
           "MEMORYMESH_EMBEDDINGS_URL": f"http://127.0.0.1:{free_port()}/v1"}
    proc = start_uvicorn(port=port, env=env)
    try:
        _user, secret = make_user("deadmodel")
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", headers={"Authorization": f"Bearer {secret}"},
                          timeout=60) as client:
            call(client, "remember", scope="s", content="Dana works at Acme.",
                 facts={"entities": [{"name": "Dana"}]})
            reply = call(client, "context", scope="s", query="Dana")
    finally:
        stop(proc)
    assert reply["state"] == "could_not_judge"
    assert reply["could_not_judge"].startswith("meaning:")
    assert reply["seeding"]["meaning"] == "failed"


@pytest.mark.slow
def test_worker_embeds_new_passages_after_the_write_commits(api, test_db_env):
    reply = call(api, "remember", scope="emb", content="Dana works at Acme. " * 3 + "Priya leads robotics.")
    assert reply["meaning"] == "queued"
    job = Job.objects.get(kind="embed_passages")
    worker = start_worker(env=test_db_env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        wait_until(lambda: Job.objects.get(pk=job.pk).state == "done", timeout=180,
                   what="the worker to embed the passages")
    finally:
        stop(worker)
    assert not Passage.objects.filter(embedding__isnull=True).exists()
    coverage = api.get("/v1/memory/status", params={"scope": "emb"}).json()["ontology"]["meaning_coverage"]
    assert coverage["embedded"] == coverage["passages"] >= 1


def test_local_model_computes_on_the_configured_number_of_threads():
    from graph.embeddings import LocalMiniLM

    model = LocalMiniLM()
    vectors = model.embed(["Maya climbs on Saturdays."])
    assert len(vectors[0]) == 384
    session, _tokenizer = model._load()
    assert session.get_session_options().intra_op_num_threads == settings.EMBEDDING_THREADS == 1


def test_local_model_gives_the_vectors_the_torch_model_stored():
    """Vectors stored by earlier releases (sentence-transformers on torch) must stay comparable."""
    from graph.embeddings import LocalMiniLM

    reference = json.loads((Path(__file__).parents[2] / "fixtures" / "minilm_reference_vectors.json").read_text())
    vectors = LocalMiniLM().embed(reference["texts"])
    for text, mine, theirs in zip(reference["texts"], vectors, reference["vectors"], strict=True):
        cosine = sum(a * b for a, b in zip(mine, theirs, strict=True))
        assert cosine >= 0.99, (text[:40], cosine)
    assert all(abs(sum(x * x for x in v) - 1.0) < 1e-4 for v in vectors)
