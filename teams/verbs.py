"""The three-dimensional memory verbs, registered once for HTTP (/v1/memory/*) and MCP (memory_*).

Registered from TeamsConfig.ready(), beside graph's own catalogs: the per-turn calls
an agent framework makes around every turn, and the two tools the design gives the
agent itself (memory_query, memory_manage).
"""

from graph.contracts.registry import registry, verb
from teams import inputs
from teams.selectors.before_turn import before_turn
from teams.selectors.query import memory_query
from teams.selectors.turn_report import turn_report
from teams.services.manage import memory_manage
from teams.services.turns import after_turn

_IDS = "IDs are 64-bit integers written as decimal strings: pass them back unchanged."
_DIMENSIONS = (
    "Three dimensions: account (you, in every organisation), org (the organisation: members read, only its "
    "admins write) and session (this run only)."
)

TEAM_VERBS = [
    verb(
        "memory_before_turn",
        before_turn,
        inputs.BeforeTurnIn,
        (
            "Call before answering a user's message: give the `message` (and `org`, `run_id` when there are). "
            "Returns the memories relevant to it across account, org and session memory, a user profile and an "
            "organisation profile (short bullet lists, most confident first) and `system_prompt`: all of it as one "
            f"text to put in your system prompt. {_DIMENSIONS} {_IDS}"
        ),
        http_path="memory/before_turn",
        title="Memory before a turn",
        read_only=True,
    ),
    verb(
        "memory_after_turn",
        after_turn,
        inputs.AfterTurnIn,
        (
            "Call after each turn with its `messages` [{role, content, at?}] and the session `run_id` (and `org`): "
            "they are stored in session memory and a background job extracts what the user said that is worth "
            "keeping — preferences, role, names (account memory), what 'we' use or decided (org memory, or a "
            "suggestion for its admins), the rest of the conversation's facts (session memory). 'Remember that …' "
            "and 'forget …' in a user message are carried out. Questions, small talk, code, dated or passing "
            f"things and error reports are never extracted. {_IDS}"
        ),
        http_path="memory/after_turn",
        title="Memory after a turn",
        idempotent=True,
    ),
    verb(
        "memory_query",
        memory_query,
        inputs.QueryIn,
        (
            "Search your memory of the user, the organisation (`org`) and this session (`run_id`) at once: `query` "
            "in any language, or none for the strongest memories. Each item has its `dimension`, `text`, "
            "`confidence` and `citation` (the turn it was said in). Say you do not know when nothing comes back. "
            f"{_DIMENSIONS} {_IDS}"
        ),
        http_path="memory/query",
        title="Query memory",
        read_only=True,
    ),
    verb(
        "memory_manage",
        memory_manage,
        inputs.ManageIn,
        (
            "Add, update or delete one memory the user asks you to: `action` add (with `text`, e.g. 'Prefers dark "
            "theme', 'We deploy on Fridays'), update (`id` from memory_query and the new `text`: the old one is "
            "kept as history), delete (`id`), end (`id`: no longer true, kept as history — e.g. an end a turn "
            "report proposed and the user confirmed), resolve (a pending conflict: `id` from an item's "
            "`conflict.id`, `choice` keep_old, take_new or keep_both — ask the user which is right) or undo_replace "
            "(`id` of a replaced or ended memory: it is current again and its replacement ends). `dimension` "
            "account (default) or org "
            f"(with `org`; only its admins may write: members are refused). {_IDS}"
        ),
        http_path="memory/manage",
        answers=(404,),
        title="Manage memory",
    ),
    verb(
        "memory_turn_report",
        turn_report,
        inputs.TurnReportIn,
        (
            "What the extraction of one turn did: `job_id` from memory_after_turn's `extraction.job_id`. Returns its "
            "`state` (queued, running, done, failed) and what it `stored` (dimension, text, confidence, the words "
            "quoted), `ended` (and what replaced it), `proposed_ends` (ends only a learned reader found: ask the "
            "user, then memory_manage end), `conflicts` (current against proposed), `suggestions`, "
            "`forgotten` and `skipped` with the reason (question, time_bound, below_threshold …). Only the person "
            f"whose turn it was may read it. {_IDS}"
        ),
        http_path="memory/turns/<job_id>",
        http_method="GET",
        answers=(404,),
        title="What a turn did",
        read_only=True,
    ),
]

for _verb in TEAM_VERBS:
    registry.register(_verb)
