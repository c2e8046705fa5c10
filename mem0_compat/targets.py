"""mem0's user / agent / run, and its filters, as our memory's dimensions.

- `user_id` → that end user's partition (SPEC §3) of the token's memory: every scope the
  call reaches is the one of that partition;
- `run_id`, else `agent_id` → the session memory of that run (`session:<id>`);
- the token decides the rest as for every verb: an ordinary token reaches its user's
  account memory, an org-bound one its organisation's (teams.selectors.dimensions).
Filters may name these keys directly or inside `AND`; anything else is refused 422
`unsupported_filter` naming it rather than ignored (a filter ignored would answer more).
"""

import re
from dataclasses import dataclass
from typing import Any

from graph.exceptions import Invalid
from mem0_compat.inputs import ENTITY_ID_PATTERN, Entities

# A turn sent without run_id or agent_id is stored in this session (of the end user's partition).
DEFAULT_RUN = "mem0"
_KEYS = ("user_id", "agent_id", "run_id")


@dataclass(frozen=True)
class Target:
    user_id: str | None
    run_id: str | None  # run_id, else agent_id; None: no session named

    @property
    def named(self) -> bool:
        return self.user_id is not None or self.run_id is not None


def target_of(params: Entities) -> Target:
    """The end user and run the call names, from its fields and its `filters`.
    Refuses: 422 unsupported_filter (OR, NOT, app_id, metadata …), 422 conflicting_filter
    (one key given two values)."""
    found: dict[str, str] = {}
    for key in _KEYS:
        value = getattr(params, key)
        if value is not None:
            found[key] = value
    if params.app_id is not None:
        raise _unsupported("app_id")
    _collect(params.filters or {}, found)
    return Target(user_id=found.get("user_id"), run_id=found.get("run_id") or found.get("agent_id"))


def _collect(filters: dict[str, Any], found: dict[str, str]) -> None:
    for key, value in filters.items():
        if key == "AND" and isinstance(value, list) and all(isinstance(item, dict) for item in value):
            for item in value:
                _collect(item, found)
        elif key in _KEYS and isinstance(value, str) and len(value) <= 256 and re.fullmatch(ENTITY_ID_PATTERN, value):
            if found.setdefault(key, value) != value:
                raise Invalid(
                    f"{key} is given two values ({found[key]!r} and {value!r})",
                    code="conflicting_filter",
                    field=f"filters.{key}",
                )
        else:
            raise _unsupported(f"filters.{key}")


def _unsupported(what: str) -> Invalid:
    return Invalid(
        f"{what} is not a filter this server maps: use user_id, agent_id, run_id (directly or inside AND), "
        "each a non-empty id without ':' of at most 256 characters",
        code="unsupported_filter",
        field=what,
    )
