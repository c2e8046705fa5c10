"""memory_before_turn: what an agent should know before it answers the next message.

The reply holds the memories relevant to the message across the three dimensions,
and two profile blocks — who the user is, what the organisation is — as short bullet
lists, most confident and most recent first, cut to a size, with headings in the
message's language, ready to paste into a system prompt:

    ## User profile
    - Works as frontend engineer
    - Prefers TypeScript

    ## Organisation profile
    - Uses React
"""

from typing import Any

from django.conf import settings

from graph.access import CallContext
from teams.extraction._sentences import language
from teams.inputs import BeforeTurnIn
from teams.selectors.dimensions import Dimension, dimensions_for
from teams.selectors.items import statement_of
from teams.selectors.query import find_memories, strongest

PROFILE_ITEMS = 40
_HEADINGS = {
    "en": ("## User profile", "## Organisation profile", "## Relevant memories"),
    "ja": ("## ユーザー概況", "## 企業概況", "## 関連する記憶"),
    "zh": ("## 用户概况", "## 企业概况", "## 相关记忆"),
}


def before_turn(*, ctx: CallContext, params: BeforeTurnIn) -> dict[str, Any]:
    """Take the user's latest `message` (and optional `org`, `run_id`); return the relevant
    memories across account, org and session memory (`memories`, each with its dimension),
    a `user_profile` and an `org_profile` block (bullets, most confident then most recent
    first, each at most `profile_chars` characters) and `system_prompt`: the blocks and
    the relevant memories as one text to paste. Read-only.
    Refuses: 403 not_a_member / wrong_org for `org`, 422 invalid_arguments.
    """
    limit = params.profile_chars or settings.PROFILE_MAX_CHARS
    dimensions = {d.name: d for d in dimensions_for(ctx, org=params.org, run_id=params.run_id, user_id=params.user_id)}
    lang = language(params.message)
    user_heading, org_heading, memories_heading = _HEADINGS[lang]
    user_profile = _profile(dimensions["account"], user_heading, limit, params.min_confidence)
    org_profile = _profile(dimensions["org"], org_heading, limit, params.min_confidence)
    memories = find_memories(
        list(dimensions.values()), params.message, k=params.k, min_confidence=params.min_confidence
    )
    in_profiles = set(user_profile["items"]) | set(org_profile["items"])
    fresh = [m for m in memories if m["id"] not in in_profiles]
    blocks = [block["text"] for block in (user_profile, org_profile) if block["items"]]
    if fresh:
        blocks.append(_bullets([f"{m['text']} ({m['dimension']})" for m in fresh], memories_heading, limit)[0])
    return {
        "memories": memories,
        "user_profile": user_profile,
        "org_profile": org_profile,
        "system_prompt": "\n\n".join(blocks),
        "dimensions": {d.name: d.as_dict() for d in dimensions.values()},
    }


def _profile(dimension: Dimension, heading: str, limit: int, min_confidence: float) -> dict[str, Any]:
    if dimension.scope is None:
        return {"scope": dimension.label, "text": "", "items": [], "truncated": False}
    facts = strongest([dimension.scope.pk], k=PROFILE_ITEMS, min_confidence=min_confidence)
    text, kept = _bullets([statement_of(f) for f in facts], heading, limit)
    return {
        "scope": dimension.label,
        "text": text if kept else "",
        "items": [str(f.pk) for f in facts[:kept]],
        "truncated": kept < len(facts),
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
