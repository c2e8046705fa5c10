"""What any argument of any verb must be before its schema is even read.

`Verb.parse` (HTTP and MCP alike, schema tools included) walks the raw arguments
once with `refuse_unstorable` before pydantic sees them, and refuses, naming the
field, values that would otherwise fail deep inside the server:

- a NUL character: PostgreSQL text and jsonb cannot hold U+0000;
- a lone surrogate (e.g. the JSON escape "\\ud800" without its pair): it has no
  UTF-8 encoding, so neither the database nor the reply encoder can write it;
- nesting deeper than MAX_JSON_DEPTH: stored, it could never be encoded again;
- a number that is not finite (1e400 parses as infinity) or an integer beyond 64
  bits: jsonb refuses the first, the reply encoder the second.

The walk is iterative, so any depth the JSON parser accepted is safe to walk. It is
done twice only when something is wrong: a first pass, without paths, asks whether
anything is; the second, which names the field, runs only then. (Building a path
string for every value cost 110 ms of a 6,000-fact remember under the profiler; the
first pass takes ~2 ms of plain time for it.)
"""

import math
from typing import Any

from graph.contracts.limits import MAX_JSON_DEPTH
from graph.exceptions import Invalid

_INT_MIN, _INT_MAX = -(2**63), 2**63 - 1


def refuse_unstorable(arguments: Any) -> None:
    """Raise 422 invalid_arguments naming the first field whose value the server cannot store or send back."""
    if not _plainly_storable(arguments):
        _refuse_first_unstorable(arguments)


def _plainly_storable(arguments: Any) -> bool:
    """True when every value is a plain JSON value the server can store: no path is built,
    and every string is checked at once, joined. False sends the arguments to the walk that
    names the field (also for anything unusual, e.g. a dict subclass: that walk judges it)."""
    if type(arguments) is not dict:
        return False
    texts: list[Any] = []
    pending: list[tuple[Any, int]] = [(arguments, 0)]
    while pending:
        value, depth = pending.pop()
        if depth >= MAX_JSON_DEPTH:
            return False
        if type(value) is dict:
            texts.extend(value)
            items = value.values()
        else:
            items = value
        for item in items:
            kind = type(item)
            if kind is str:
                texts.append(item)
            elif kind is dict or kind is list:
                pending.append((item, depth + 1))
            elif kind is float:
                if not math.isfinite(item):
                    return False
            elif kind is int:
                if not _INT_MIN <= item <= _INT_MAX:
                    return False
            elif kind is not bool and item is not None:
                return False
    try:
        text = "".join(texts)  # a key that is not a string fails here
    except TypeError:
        return False
    if "\x00" in text:
        return False
    # Python never pairs surrogates across strings, so the joined text encodes iff each one does.
    return text.isascii() or _encodes(text)


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _refuse_first_unstorable(arguments: Any) -> None:
    pending: list[tuple[Any, str, int]] = [(arguments, "", 0)]
    while pending:
        value, path, depth = pending.pop()
        if isinstance(value, dict):
            _check_depth(path, depth)
            for key, item in value.items():
                where = f"{path}.{key}" if path else str(key)
                _check_text(where, key, what="the key")
                pending.append((item, where, depth + 1))
        elif isinstance(value, list):
            _check_depth(path, depth)
            pending.extend((item, f"{path}[{index}]", depth + 1) for index, item in enumerate(value))
        elif isinstance(value, str):
            _check_text(path, value, what="the text")
        elif isinstance(value, float) and not math.isfinite(value):
            _refuse(path, "must be a finite number")
        elif isinstance(value, int) and not isinstance(value, bool) and not _INT_MIN <= value <= _INT_MAX:
            _refuse(path, "must be an integer that fits in 64 bits (send larger numbers as strings)")


def _check_depth(path: str, depth: int) -> None:
    if depth >= MAX_JSON_DEPTH:
        _refuse(path, f"is nested deeper than {MAX_JSON_DEPTH} levels of arrays and objects")


def _check_text(path: str, text: Any, *, what: str) -> None:
    if not isinstance(text, str) or text.isascii() and "\x00" not in text:
        return
    if "\x00" in text:
        _refuse(path, f"{what} contains a NUL character (U+0000), which cannot be stored")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        _refuse(path, f"{what} contains a lone surrogate (U+D800–U+DFFF without its pair), which is not Unicode text")


def _refuse(path: str, problem: str) -> None:
    field = path or "arguments"
    raise Invalid(f"{field}: {problem}", code="invalid_arguments", fields=[{"field": field, "problem": problem}])
