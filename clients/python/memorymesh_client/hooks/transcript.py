"""The last turn of a Claude Code transcript (JSONL, one entry a line), as after_turn messages.

A user entry whose content is the person's text starts a turn; tool results (also user
entries), meta entries, sidechains (subagents) and local slash commands do not. The
assistant's text blocks after it are the reply. Ids and times are the transcript's own
(`uuid`, `timestamp`), so the same turn read twice is the same messages: stored once.
"""

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

LOCAL_COMMAND_MARKS = ("<command-name>", "<command-message>", "<local-command-", "<bash-input>", "<bash-stdout>")


def entries(path: Path) -> Iterator[dict[str, Any]]:
    """The transcript's entries; a line that is not a JSON object (a write in progress) is skipped."""
    with path.open(encoding="utf-8", errors="replace") as lines:
        for line in lines:
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if isinstance(entry, dict) and not entry.get("isMeta") and not entry.get("isSidechain"):
                yield entry


def text_of(entry: dict[str, Any]) -> str:
    """The text an entry says: its string content, or its text blocks ("" when it holds a tool result)."""
    content = (entry.get("message") or {}).get("content")
    if isinstance(content, str):
        return content.strip()
    if not isinstance(content, list):
        return ""
    blocks = [b for b in content if isinstance(b, dict)]
    if any(b.get("type") == "tool_result" for b in blocks):
        return ""
    return "\n\n".join(b["text"].strip() for b in blocks if b.get("type") == "text" and isinstance(b.get("text"), str))


def is_prompt(entry: dict[str, Any], text: str) -> bool:
    return entry.get("type") == "user" and bool(text) and not text.startswith(LOCAL_COMMAND_MARKS)


def last_turn(path: Path, last_reply: str | None = None) -> list[dict[str, Any]]:
    """[user message, assistant message] of the last turn, or [] when there is none yet.

    `last_reply` (the Stop hook's `last_assistant_message`, when Claude Code sends it) is
    the reply if given: the transcript may not hold the last words yet when Stop runs."""
    prompt: dict[str, Any] | None = None
    replies: list[str] = []
    replied_at = None
    for entry in entries(path):
        text = text_of(entry)
        if is_prompt(entry, text):
            prompt, replies, replied_at = {**entry, "text": text}, [], None
        elif prompt is not None and entry.get("type") == "assistant" and text:
            replies.append(text)
            replied_at = entry.get("timestamp")
    reply = (last_reply or "").strip() or "\n\n".join(replies)
    if prompt is None or not reply:
        return []
    key = str(prompt.get("uuid") or "")
    user = {"role": "user", "content": prompt["text"], "at": prompt.get("timestamp"), "id": key or None}
    assistant = {"role": "assistant", "content": reply, "at": replied_at, "id": f"{key}/reply" if key else None}
    return [{k: v for k, v in message.items() if v is not None} for message in (user, assistant)]
