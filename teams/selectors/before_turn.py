"""memory_before_turn: what an agent should know before it answers the next message.

The reply holds the memories relevant to the message across the three dimensions,
and three profile blocks — who the user is, what the organisation is, what this
conversation was told — as short bullet lists (the name and role first, then most
confident and most recent), cut to a size, with headings in the message's language,
ready to paste into a system prompt:

    ## User profile
    - Name is Aiko
    - Works as frontend engineer
    - Prefers TypeScript

    ## Organisation profile
    - Uses React

    ## This conversation
    - The migration script is called phoenix
"""

from typing import Any

from django.conf import settings

from graph.access import CallContext
from teams.extraction import language
from teams.inputs import BeforeTurnIn
from teams.selectors.conflicts import pending_conflicts
from teams.selectors.dimensions import dimensions_for
from teams.selectors.query import find_memories, strongest

PROFILE_ITEMS = 40
# Who someone is comes first in a profile: the name, then the role; the rest by strength.
_PROFILE_FIRST = {"HAS_NAME": 0, "HAS_ROLE": 1, "HAS_TITLE": 1}
CONFLICTS = 10  # pending conflicts listed, newest first: enough for an agent to ask about them
_HEADINGS = {
    "en": ("## User profile", "## Organisation profile", "## This conversation", "## Relevant memories"),
    "ja": ("## ユーザー概況", "## 企業概況", "## この会話", "## 関連する記憶"),
    "zh": ("## 用户概况", "## 企业概况", "## 本次对话", "## 相关记忆"),
}
_PROFILED = ("account", "org", "session")


def before_turn(*, ctx: CallContext, params: BeforeTurnIn) -> dict[str, Any]:
    """Take the user's latest `message` (and optional `org`, `run_id`); return the relevant
    memories across account, org and session memory (`memories`, each with its dimension),
    a `user_profile`, an `org_profile` and a `session_profile` block (bullets, the name and
    role first, then most confident and most recent; each at most `profile_chars` characters;
    the session's: what this run was told, "for this conversation …" included, whatever the
    message asks) and `system_prompt`: the blocks and
    the relevant memories as one text to paste, and `conflicts`: pending ones of account and
    org memory (the current memory stands; a weaker statement disputes it, see
    docs/conflicts.md), which the relevant memories also carry as `conflict`. Read-only.
    Refuses: 403 not_a_member / wrong_org for `org`, 422 invalid_arguments.
    """
    limit = params.profile_chars or settings.PROFILE_MAX_CHARS
    dimensions = {d.name: d for d in dimensions_for(ctx, org=params.org, run_id=params.run_id, user_id=params.user_id)}
    *headings, memories_heading = _HEADINGS[language(params.message)]
    profiled = [dimensions[name].scope.pk for name in _PROFILED if dimensions[name].scope is not None]
    lines: dict[int, list[tuple[int, str]]] = {scope_id: [] for scope_id in profiled}
    rows = strongest(profiled, k=PROFILE_ITEMS, min_confidence=params.min_confidence)
    for fact_id, scope_id, line, _relation in profile_order(rows):
        lines[scope_id].append((fact_id, line))
    named = zip(_PROFILED, headings, strict=True)
    profiles = {name: _profile(dimensions[name], lines, heading, limit) for name, heading in named}
    memories = find_memories(
        list(dimensions.values()), params.message, k=params.k, min_confidence=params.min_confidence
    )
    shown = {fact_id for profile in profiles.values() for fact_id in profile["items"]}
    fresh = [m for m in memories if m["id"] not in shown]
    blocks = [profile["text"] for profile in profiles.values() if profile["items"]]
    if fresh:
        blocks.append(_bullets([f"{m['text']} ({m['dimension']})" for m in fresh], memories_heading, limit)[0])
    return {
        "memories": memories,
        "user_profile": profiles["account"],
        "org_profile": profiles["org"],
        "session_profile": profiles["session"],
        "conflicts": pending_conflicts([d.scope for d in dimensions.values() if d.scope is not None], limit=CONFLICTS),
        "system_prompt": "\n\n".join(blocks),
        "dimensions": {d.name: d.as_dict() for d in dimensions.values()},
    }


def profile_order(rows: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
    """Profile rows (from `strongest`) with the name first, then the role, then the rest as they came."""
    return sorted(rows, key=lambda row: _PROFILE_FIRST.get(row[3], len(_PROFILE_FIRST)))


def _profile(dimension: Any, lines: dict[int, list[tuple[int, str]]], heading: str, limit: int) -> dict[str, Any]:
    rows = lines.get(dimension.scope.pk, []) if dimension.scope is not None else []
    text, kept = _bullets([line for _id, line in rows], heading, limit)
    return {
        "scope": dimension.label,
        "text": text if kept else "",
        "items": [str(fact_id) for fact_id, _line in rows[:kept]],
        "truncated": kept < len(rows),
    }


def _bullets(lines: list[str], heading: str, limit: int) -> tuple[str, int]:
    """The heading and as many "- line" bullets as fit in `limit` characters; how many fit."""
    text, kept = heading, 0
    for line in lines:
        bullet = "\n- " + " ".join(line.split())
        if len(text) + len(bullet) > limit:
            break
        text += bullet
        kept += 1
    return text, kept
