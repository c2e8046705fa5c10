"""Is the answer a command printed the one its docs show? Loosely where it must be: ids,
times, tokens and scores differ from run to run, the rest must be as shown.

- JSON shown: the real answer must be JSON holding every key shown (more keys are fine),
  with equal values, except that "…" stands for any value (and inside a string for any
  text), an id shown as digits stands for any id, a time for any time, and a float for any
  number. A list is matched item by item; one ending in "…" only by its first items.
- Anything else: line by line, where "…" stands for any text (a line of its own: any lines).
"""

import json
import re
from typing import Any

ELLIPSIS = "…"
_TIME = re.compile(r"^\d{4}-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)?)?$")
_ID = re.compile(r"^\d{1,20}$")


def mismatch(shown: str, actual: str) -> str | None:
    """Why `actual` is not the answer `shown`, or None when it is."""
    try:
        expected = json.loads(shown)
    except ValueError:
        return _text_mismatch(shown, actual)
    try:
        got = json.loads(actual)
    except ValueError:
        return f"expected JSON, got {actual[:300]!r}"
    return _value_mismatch(expected, got, "$")


def _text_mismatch(shown: str, actual: str) -> str | None:
    parts = []
    for line in shown.strip().splitlines():
        if line.strip() == ELLIPSIS:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            pieces = [re.escape(p) for p in line.rstrip().split(ELLIPSIS)]
            parts.append(r"[^\n]*".join(pieces) + r"[ \t]*\n")
    pattern = "".join(parts)
    text = "\n".join(line.rstrip() for line in actual.strip().splitlines()) + "\n"
    if re.fullmatch(pattern, text):
        return None
    return f"the output differs from the one shown:\n--- shown\n{shown}\n--- got\n{actual}"


def _value_mismatch(expected: Any, got: Any, at: str) -> str | None:
    if expected == ELLIPSIS:
        return None
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            return f"{at}: expected an object, got {got!r:.200}"
        for key, value in expected.items():
            if key not in got:
                return f"{at}: no key {key!r} (keys: {sorted(got)})"
            problem = _value_mismatch(value, got[key], f"{at}.{key}")
            if problem:
                return problem
        return None
    if isinstance(expected, list):
        return _list_mismatch(expected, got, at)
    if isinstance(expected, str):
        return _string_mismatch(expected, got, at)
    if isinstance(expected, float) and not isinstance(expected, bool):
        ok = isinstance(got, int | float) and not isinstance(got, bool)
        return None if ok else f"{at}: expected a number, got {got!r}"
    return None if expected == got and type(expected) is type(got) else f"{at}: expected {expected!r}, got {got!r:.200}"


def _list_mismatch(expected: list, got: Any, at: str) -> str | None:
    if not isinstance(got, list):
        return f"{at}: expected a list, got {got!r:.200}"
    open_ended = bool(expected) and expected[-1] == ELLIPSIS
    items = expected[:-1] if open_ended else expected
    if len(got) < len(items) or (not open_ended and len(got) != len(items)):
        return f"{at}: expected {len(items)} items{' or more' if open_ended else ''}, got {len(got)}"
    for n, (want, have) in enumerate(zip(items, got, strict=False)):
        problem = _value_mismatch(want, have, f"{at}[{n}]")
        if problem:
            return problem
    return None


def _string_mismatch(expected: str, got: Any, at: str) -> str | None:
    if not isinstance(got, str):
        return f"{at}: expected a string, got {got!r:.200}"
    if ELLIPSIS in expected:
        pattern = ".*".join(re.escape(p) for p in expected.split(ELLIPSIS))
        return None if re.fullmatch(pattern, got, re.DOTALL) else f"{at}: {got!r:.200} is not {expected!r}"
    for loose in (_ID, _TIME):
        if loose.match(expected):
            return None if loose.match(got) else f"{at}: {got!r:.200} is not like {expected!r}"
    return None if got == expected else f"{at}: expected {expected!r}, got {got!r:.200}"
