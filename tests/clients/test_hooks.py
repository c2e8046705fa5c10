"""The Claude Code hooks run as Claude Code runs them: a child process, the hook's JSON on
stdin (fields as the hooks reference documents them), against a live server, and against
a server that is down or never answers."""

import json
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

from graph.models import Job
from graph.tasks import run_job
from teams.turn_jobs import EXTRACT_TURN_JOB
from tests.clients.conftest import client_env

HOOK = [sys.executable, "-m", "memorymesh_client.hooks"]


def run_hook(event: str, payload: dict, url: str, token: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*HOOK, event],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=30,
        env=client_env(MEMORYMESH_URL=url, MEMORYMESH_TOKEN=token, **env),
    )


def prompt_payload(session: str, prompt: str, tmp_path: Path) -> dict:
    return {
        "session_id": session,
        "transcript_path": str(tmp_path / f"{session}.jsonl"),
        "cwd": str(tmp_path),
        "permission_mode": "default",
        "hook_event_name": "UserPromptSubmit",
        "prompt": prompt,
    }


def write_transcript(path: Path, session: str, prompt: str, reply: str) -> None:
    """A Claude Code transcript of one earlier turn and one turn with a tool call, as Claude Code writes it."""

    def entry(kind: str, content: object, n: int, **extra: object) -> dict:
        role = "user" if kind == "user" else "assistant"
        return {
            "type": kind,
            "uuid": f"{session}-{n}",
            "parentUuid": f"{session}-{n - 1}" if n else None,
            "sessionId": session,
            "timestamp": f"2026-10-01T09:00:{n:02d}.000Z",
            "cwd": str(path.parent),
            "message": {"role": role, "content": content},
            **extra,
        }

    lines = [
        {"type": "summary", "summary": "An earlier session", "leafUuid": "x"},
        entry("user", "An earlier question.", 0),
        entry("assistant", [{"type": "text", "text": "An earlier answer."}], 1),
        entry("user", "<command-name>/clear</command-name>", 2),
        entry("user", "Caveat: local commands.", 3, isMeta=True),
        entry("user", prompt, 4),
        entry("assistant", [{"type": "thinking", "thinking": "Let me look.", "signature": "s"}], 5),
        entry("assistant", [{"type": "tool_use", "id": "toolu_1", "name": "Read", "input": {"file_path": "a"}}], 6),
        entry("user", [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "file text"}], 7),
        entry("assistant", [{"type": "text", "text": reply}], 8),
    ]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def stop_payload(session: str, transcript: Path) -> dict:
    return {
        "session_id": session,
        "transcript_path": str(transcript),
        "cwd": str(transcript.parent),
        "permission_mode": "default",
        "hook_event_name": "Stop",
        "stop_hook_active": False,
    }


def test_the_prompt_hook_adds_the_profile_and_relevant_memories_as_context(mesh, server_url, tmp_path):
    mesh.manage("add", text="I prefer TypeScript")
    token = mesh.http.headers["Authorization"].removeprefix("Bearer ")
    ran = run_hook(
        "prompt", prompt_payload(str(uuid.uuid4()), "Which language for the new service?", tmp_path), server_url, token
    )
    assert ran.returncode == 0, ran.stderr
    output = json.loads(ran.stdout)["hookSpecificOutput"]
    assert output["hookEventName"] == "UserPromptSubmit"
    assert "## User profile\n- Prefers TypeScript" in output["additionalContext"]


def test_the_prompt_hook_prints_nothing_when_there_is_no_memory(mesh, server_url, tmp_path):
    token = mesh.http.headers["Authorization"].removeprefix("Bearer ")
    ran = run_hook("prompt", prompt_payload(str(uuid.uuid4()), "Hello there", tmp_path), server_url, token)
    assert (ran.returncode, ran.stdout, ran.stderr) == (0, "", "")


def test_the_stop_hook_sends_the_turn_once_with_the_session_as_run_id(mesh, server_url, tmp_path):
    session = str(uuid.uuid4())
    transcript = tmp_path / f"{session}.jsonl"
    write_transcript(transcript, session, "I prefer Rust for command line tools.", "Noted: Rust for CLIs.")
    token = mesh.http.headers["Authorization"].removeprefix("Bearer ")
    turns = Job.objects.filter(kind=EXTRACT_TURN_JOB)
    jobs = turns.count()
    for _ in range(2):  # Stop may run twice for one turn (a Stop hook that continues, a retry)
        ran = run_hook("stop", stop_payload(session, transcript), server_url, token)
        assert (ran.returncode, ran.stdout, ran.stderr) == (0, "", "")
    assert turns.count() == jobs + 1  # stored and queued once
    run_job(turns.latest("pk").pk)
    exported = mesh.export(scope=f"session:{session}")["records"]
    documents = [r for r in exported if r["kind"] == "document"]
    assert len(documents) == 1, exported
    assert documents[0]["text"] == "user: I prefer Rust for command line tools.\nassistant: Noted: Rust for CLIs."
    before = mesh.before_turn("Which language for the CLI?", run_id=session)
    assert "Rust" in before["system_prompt"]


def test_the_stop_hook_takes_the_reply_claude_code_hands_it(mesh, server_url, tmp_path):
    session = str(uuid.uuid4())
    transcript = tmp_path / f"{session}.jsonl"
    write_transcript(transcript, session, "We deploy on Fridays.", "Partial reply")
    token = mesh.http.headers["Authorization"].removeprefix("Bearer ")
    payload = {**stop_payload(session, transcript), "last_assistant_message": "Understood, Fridays."}
    assert run_hook("stop", payload, server_url, token).returncode == 0
    exported = mesh.export(scope=f"session:{session}")["records"]
    assert "assistant: Understood, Fridays." in str(exported) and "Partial reply" not in str(exported)


def _dead_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # closed again: nothing listens there


def test_with_the_server_down_the_hooks_exit_0_at_once_and_print_nothing_useful_breaking(tmp_path):
    url = f"http://127.0.0.1:{_dead_port()}"
    session = str(uuid.uuid4())
    transcript = tmp_path / f"{session}.jsonl"
    write_transcript(transcript, session, "I prefer Rust.", "Noted.")
    for event, payload in (
        ("prompt", prompt_payload(session, "Hi", tmp_path)),
        ("stop", stop_payload(session, transcript)),
    ):
        started = time.monotonic()
        ran = run_hook(event, payload, url, "mm_anything")
        assert ran.returncode == 0 and ran.stdout == "", event
        assert time.monotonic() - started < 3 + 2, event  # the 3 s deadline, and Python's start-up
        assert "memorymesh" in ran.stderr  # the reason, for Claude Code's debug log only


def test_a_server_that_never_answers_is_given_up_on_at_the_deadline(tmp_path):
    with socket.socket() as silent:  # accepts connections (the backlog) and never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        started = time.monotonic()
        ran = run_hook("prompt", prompt_payload("s-1", "Hi", tmp_path), url, "mm_anything", MEMORYMESH_HOOK_TIMEOUT="1")
        took = time.monotonic() - started
    assert ran.returncode == 0 and ran.stdout == ""
    assert took < 1 + 2


def test_without_a_token_or_with_a_payload_that_is_not_json_the_hooks_exit_0(tmp_path):
    ran = subprocess.run(
        [*HOOK, "prompt"],
        input="not json",
        capture_output=True,
        text=True,
        timeout=30,
        env=client_env(MEMORYMESH_TOKEN="mm_x"),
    )
    assert ran.returncode == 0 and ran.stdout == ""
    ran = subprocess.run(
        [*HOOK, "stop"],
        input=json.dumps(stop_payload("s", tmp_path / "none.jsonl")),
        capture_output=True,
        text=True,
        timeout=30,
        env=client_env(),
    )
    assert (ran.returncode, ran.stdout) == (0, "")
