"""The two Claude Code hooks: UserPromptSubmit -> memory_before_turn, Stop -> memory_after_turn.

Each reads the hook's JSON from stdin (`session_id`, `transcript_path`, `cwd`,
`hook_event_name`, and `prompt` for UserPromptSubmit) and is configured by the environment:
MEMORYMESH_URL (default http://127.0.0.1:8000), MEMORYMESH_TOKEN, MEMORYMESH_ORG (optional),
MEMORYMESH_HOOK_TIMEOUT (seconds, default 3).

They never hold the agent up or break its turn: the work runs under one deadline, no call
is retried, and any failure (server down, bad token, unreadable transcript) is written to
stderr, which Claude Code shows only in its debug output, while the hook exits 0.
"""

import json
import os
import re
import sys
import threading
from pathlib import Path
from typing import Any, TextIO

from memorymesh_client.client import MemoryMesh
from memorymesh_client.hooks.transcript import last_turn

DEFAULT_TIMEOUT = 3.0
MAX_MESSAGE_CHARS = 8192  # memory_before_turn's `message` limit
CONTEXT_HEADING = "# From MemoryMesh (your memory of this user and their organisation)"


def timeout_seconds() -> float:
    try:
        return max(0.1, float(os.environ.get("MEMORYMESH_HOOK_TIMEOUT", DEFAULT_TIMEOUT)))
    except ValueError:
        return DEFAULT_TIMEOUT


def run_id_of(payload: dict[str, Any]) -> str | None:
    """The session id as a run id: no ':' (a scope separator), at most 256 characters."""
    session = payload.get("session_id")
    if not isinstance(session, str) or not session.strip():
        return None
    return re.sub(r"[:\s]", "-", session.strip())[:256]


def connect() -> MemoryMesh | None:
    """A client with the hook's deadline and no retries, or None when no token is configured."""
    if not os.environ.get("MEMORYMESH_TOKEN"):
        return None
    return MemoryMesh(timeout=timeout_seconds(), max_retries=0)


def context_for_prompt(payload: dict[str, Any]) -> str | None:
    """UserPromptSubmit: the profiles and relevant memories for the prompt, as one text, or None."""
    prompt = payload.get("prompt")
    client = connect()
    if client is None or not isinstance(prompt, str) or not prompt.strip():
        return None
    with client:
        found = client.before_turn(
            prompt[:MAX_MESSAGE_CHARS], run_id=run_id_of(payload), org=os.environ.get("MEMORYMESH_ORG") or None
        )
    text = (found.get("system_prompt") or "").strip()
    return f"{CONTEXT_HEADING}\n\n{text}" if text else None


def prompt_output(context: str) -> str:
    """The UserPromptSubmit JSON that adds `context` to what the model reads."""
    return json.dumps({"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": context}})


def send_turn(payload: dict[str, Any]) -> dict[str, Any] | None:
    """Stop: the last turn of the transcript to memory_after_turn (run id = session id), or None."""
    run_id = run_id_of(payload)
    transcript = payload.get("transcript_path")
    client = connect()
    if client is None or run_id is None or not isinstance(transcript, str) or not Path(transcript).is_file():
        return None
    reply = payload.get("last_assistant_message")
    messages = last_turn(Path(transcript), reply if isinstance(reply, str) else None)
    if not messages:
        return None
    with client:
        return client.after_turn(run_id, messages, org=os.environ.get("MEMORYMESH_ORG") or None)


def run(event: str, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Run the hook of `event` ("prompt" or "stop") within the deadline; always 0."""
    outcome: dict[str, Any] = {}

    def work() -> None:
        # A hook must never fail the agent's turn, whatever went wrong: every error is
        # reported on stderr (Claude Code's debug log) and the hook ends quietly.
        try:
            payload = json.loads(stdin.read() or "{}")
            if not isinstance(payload, dict):
                raise ValueError("the hook input is not a JSON object")
            outcome["result"] = context_for_prompt(payload) if event == "prompt" else send_turn(payload)
        except Exception as exc:  # noqa: BLE001 - see above: report and carry on
            outcome["error"] = f"{type(exc).__name__}: {exc}"

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    # One deadline for all of it (connect, send, read): a daemon thread still waiting is dropped at exit.
    worker.join(timeout_seconds() + 0.5)
    if worker.is_alive():
        outcome["error"] = f"no answer within {timeout_seconds():g} s; the agent carries on"
    if "error" in outcome:
        print(f"memorymesh {event} hook: {outcome['error']}", file=stderr)
    elif event == "prompt" and outcome.get("result"):
        print(prompt_output(outcome["result"]), file=stdout)
    return 0


def main(event: str) -> int:
    return run(event, sys.stdin, sys.stdout, sys.stderr)
