"""The embedding process: one model per machine, called by web processes and workers over a socket."""

import os
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path

import httpx
import pytest
from django.conf import settings

from graph.embeddings import EmbeddingProcess, EmbeddingUnavailable, LocalMiniLM
from graph.embeddings._wire import receive_json, send_frame
from graph.embeddings.process import answering
from graph.models import Job, Passage
from memorymesh_site.supervisor import Child, child_commands, embedding_command
from tests.graph.memory_calls import call
from tests.processes import REPO, ServeProcess, free_port, start_uvicorn, start_worker, stop, wait_until

TEXTS = [
    "Maya climbs on Saturdays.",
    "when does Maya climb?",
    "Dana works at Acme and leads the robotics team in Osaka.",
    "東京で毎週土曜日にクライミングをします。",
    "",
    "word " * 400,  # longer than the model reads: truncated alike on both sides
]


@pytest.fixture(scope="module")
def in_process() -> LocalMiniLM:
    return LocalMiniLM()


def test_the_process_gives_exactly_the_vectors_of_the_model_in_this_process(embedding_socket, in_process):
    remote = EmbeddingProcess(socket_path=embedding_socket, wait_seconds=5)
    assert remote.embed(TEXTS) == in_process.embed(TEXTS)
    assert remote.embed(TEXTS[:1], kind="query") == in_process.embed(TEXTS[:1])
    assert remote.embed([]) == []


def test_concurrent_callers_each_get_their_own_vectors(embedding_socket, in_process):
    remote = EmbeddingProcess(socket_path=embedding_socket, wait_seconds=5)
    questions = [f"what did Maya climb in week {n}?" for n in range(24)]
    expected = dict(zip(questions, in_process.embed(questions), strict=True))
    answers: dict[str, list[float]] = {}

    def ask(question: str) -> None:
        answers[question] = remote.embed([question], kind="query")[0]

    threads = [threading.Thread(target=ask, args=(q,)) for q in questions]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert answers == expected


def _raw_call(path: Path, payload: bytes) -> dict:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(10)
        sock.connect(str(path))
        send_frame(sock, payload)
        return receive_json(sock)


@pytest.mark.parametrize(
    ("payload", "detail"),
    [
        (b"not json", "not JSON"),
        (b'["a list"]', "must be an object"),
        (b'{"texts": "one string"}', "list of strings"),
        (b'{"texts": ["a", 3]}', "list of strings"),
        (b'{"texts": ["a"], "kind": "title"}', '"kind" must be one of'),
    ],
)
def test_a_malformed_request_is_refused_by_name_and_the_process_keeps_serving(embedding_socket, payload, detail):
    reply = _raw_call(embedding_socket, payload)
    assert reply["error"].startswith("bad request:") and detail in reply["error"], reply
    assert len(EmbeddingProcess(socket_path=embedding_socket, wait_seconds=5).embed(["still here"])[0]) == 384


def test_a_refusal_from_the_process_is_embedding_unavailable_at_once(embedding_socket):
    remote = EmbeddingProcess(socket_path=embedding_socket, wait_seconds=30)
    started = time.monotonic()
    with pytest.raises(EmbeddingUnavailable, match="refused"):
        remote._call(["a"], "title")
    assert time.monotonic() - started < 5


def test_with_no_process_a_call_waits_briefly_then_is_embedding_unavailable(tmp_path):
    remote = EmbeddingProcess(socket_path=tmp_path / "nobody.sock", wait_seconds=0.5)
    started = time.monotonic()
    with pytest.raises(EmbeddingUnavailable, match="did not answer"):
        remote.embed(["Maya climbs."])
    assert 0.5 <= time.monotonic() - started < 3


def test_a_call_made_while_the_process_starts_waits_for_it(in_process):
    folder = Path(os.environ.get("TMPDIR", "/tmp")) / f"mm-late-{os.getpid()}"
    folder.mkdir(exist_ok=True)
    path = folder / "e.sock"
    remote = EmbeddingProcess(socket_path=path, wait_seconds=60)
    result: list = []
    caller = threading.Thread(target=lambda: result.append(remote.embed(["late start"])))
    caller.start()
    time.sleep(0.5)
    proc = subprocess.Popen(embedding_command(str(path), 1), cwd=REPO)
    try:
        caller.join(timeout=60)
        assert result == [in_process.embed(["late start"])]
    finally:
        stop(proc)
    assert not path.exists(), "a stopped process removes its socket"


def test_the_process_loads_the_model_on_its_first_call_only(tmp_path):
    path = Path(f"/tmp/mm-lazy-{os.getpid()}.sock")
    proc = subprocess.Popen(embedding_command(str(path), 1), cwd=REPO)
    try:
        wait_until(lambda: answering(path), timeout=60, what="the embedding process")
        assert not _holds_the_model(proc.pid), "an idle embedding process holds no model"
        EmbeddingProcess(socket_path=path, wait_seconds=5).embed(["now load it"])
        assert _holds_the_model(proc.pid)
    finally:
        stop(proc)


def test_a_second_process_on_the_same_socket_refuses_to_start(embedding_socket):
    second = subprocess.run(
        embedding_command(str(embedding_socket), 1), cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert second.returncode == 2 and "already answers" in second.stderr
    assert answering(embedding_socket)


def test_the_supervisor_restarts_a_killed_embedding_process(tmp_path, in_process):
    path = Path(f"/tmp/mm-restart-{os.getpid()}.sock")
    log = tmp_path / "supervisor.log"
    with log.open("w") as out:
        child = Child("embedding", embedding_command(str(path), 1), out)
        child.start()
        try:
            wait_until(lambda: answering(path), timeout=60, what="the embedding process")
            first = child.proc.pid
            os.kill(first, signal.SIGKILL)
            remote = EmbeddingProcess(socket_path=path, wait_seconds=60)
            caller = threading.Thread(target=lambda: remote.embed(["after the kill"]))
            # Watched as the supervisor's loop does, while a caller waits for the process to come back.
            deadline = time.monotonic() + 60
            caller.start()
            while caller.is_alive() and time.monotonic() < deadline:
                child.watch()
                time.sleep(0.2)
            assert child.proc.pid != first
            assert remote.embed(["after the kill"]) == in_process.embed(["after the kill"])
        finally:
            child.terminate()
            child.wait(time.monotonic() + 15)
    assert "embedding exited (-9); restarting" in log.read_text()


def test_serve_starts_the_embedding_process_before_the_web_server_worker_and_beat(tmp_path):
    commands = child_commands(
        host="127.0.0.1",
        port=1,
        schedule_file=tmp_path / "s",
        web_processes=2,
        worker_concurrency=2,
        queue="q",
        embedding_socket="/run/e.sock",
        embedding_threads=1,
    )
    assert list(commands) == ["embedding", "web", "worker", "beat"]
    assert commands["embedding"][-4:] == ["--socket", "/run/e.sock", "--threads", "1"]
    without = child_commands(
        host="127.0.0.1", port=1, schedule_file=tmp_path / "s", web_processes=2, worker_concurrency=2, queue="q"
    )
    assert list(without) == ["web", "worker", "beat"]


def _holds_the_model(pid: int) -> bool:
    return "onnxruntime" in Path(f"/proc/{pid}/maps").read_text()


@pytest.mark.slow
def test_web_process_and_worker_embed_through_the_process_without_loading_the_model(
    make_user, test_db_env, embedding_socket
):
    env = {**test_db_env, "MEMORYMESH_EMBEDDING_PROCESS": "on", "MEMORYMESH_EMBEDDING_SOCKET": str(embedding_socket)}
    port = free_port()
    web = start_uvicorn(port=port, env=env)
    worker = start_worker(env=env, queue=settings.CELERY_TASK_DEFAULT_QUEUE)
    try:
        _user, secret = make_user("oneprocess")
        with httpx.Client(
            base_url=f"http://127.0.0.1:{port}", headers={"Authorization": f"Bearer {secret}"}, timeout=60
        ) as client:
            assert call(client, "remember", scope="one", content="Maya climbs on Saturdays.")["meaning"] == "queued"
            job = Job.objects.get(kind="embed_passages")
            wait_until(lambda: Job.objects.get(pk=job.pk).state == "done", timeout=120, what="the embedding job")
            reply = call(client, "context", scope="one", query="which sport does Maya do at the weekend?")
        assert reply["seeding"]["meaning"] == "ran" and reply["could_not_judge"] is None
        assert any("similarity" in str(item) for item in reply["items"]), reply["items"]
        stored = Passage.objects.get(text__startswith="Maya climbs").embedding
        assert list(stored) == pytest.approx(LocalMiniLM().embed(["Maya climbs on Saturdays."])[0], abs=1e-6)
        assert not _holds_the_model(web.pid) and not _holds_the_model(worker.pid)
    finally:
        stop(worker)
        stop(web)


@pytest.mark.slow
def test_context_without_its_embedding_process_answers_from_the_other_routes(make_user, test_db_env, tmp_path):
    env = {
        **test_db_env,
        "MEMORYMESH_EMBEDDING_PROCESS": "on",
        "MEMORYMESH_EMBEDDING_SOCKET": str(tmp_path / "nobody.sock"),
        "MEMORYMESH_EMBEDDING_WAIT_SECONDS": "0.3",
    }
    port = free_port()
    web = start_uvicorn(port=port, env=env)
    try:
        _user, secret = make_user("noprocess")
        with httpx.Client(
            base_url=f"http://127.0.0.1:{port}", headers={"Authorization": f"Bearer {secret}"}, timeout=60
        ) as client:
            call(client, "remember", scope="down", content="Dana climbs at the Osaka gym on Tuesdays.")
            reply = call(client, "context", scope="down", query="where does Dana climb?")
    finally:
        stop(web)
    assert reply["state"] == "could_not_judge" and reply["seeding"]["meaning"] == "failed"
    assert "embedding process did not answer" in reply["could_not_judge"]
    assert any("Osaka gym" in str(item) for item in reply["items"]), reply["items"]


def _serve_child(serve_pid: int, word: str) -> int | None:
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
            command = (stat.parent / "cmdline").read_bytes().decode(errors="replace")
        except (OSError, ValueError, IndexError):
            continue
        if parent == serve_pid and word in command:
            return int(stat.parent.name)
    return None


@pytest.mark.slow
def test_serve_runs_one_embedding_process_and_restarts_it_when_killed(tmp_path):
    data_dir = tmp_path / "data"
    serve = ServeProcess(data_dir, free_port())
    credentials = (data_dir / "first-run-credentials.txt").read_text()
    token = next(line.split()[-1] for line in credentials.splitlines() if "API token:" in line)
    headers = {"Authorization": f"Bearer {token}"}
    try:
        first = _serve_child(serve.proc.pid, "graph.embeddings.process")
        assert first is not None, serve.output
        with httpx.Client(base_url=f"http://127.0.0.1:{serve.port}", headers=headers, timeout=60) as client:
            call(client, "remember", scope="serve", content="Maya climbs on Saturdays.")
            os.kill(first, signal.SIGKILL)
            wait_until(lambda: "restarting embedding" in serve.output, timeout=30, what="serve to restart it")
            wait_until(
                lambda: _serve_child(serve.proc.pid, "graph.embeddings.process") not in (None, first),
                timeout=30,
                what="a new embedding process",
            )
            reply = call(client, "context", scope="serve", query="which sport does Maya do at the weekend?")
        assert reply["seeding"]["meaning"] == "ran", reply
        assert (data_dir / "embedding.sock").exists()
    finally:
        serve.stop()
    assert not (data_dir / "embedding.sock").exists(), "a clean stop removes the socket"
