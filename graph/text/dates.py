"""ISO 8601 dates and instants as the verbs accept them: the one parser of every date field."""

from datetime import UTC, date, datetime, time

import orjson

from graph.exceptions import Invalid

# The instants Python (and so every read of a stored row) can represent, in UTC. PostgreSQL
# stores far wider, so a date outside them would be stored and then fail every read of its
# scope; graph migration 0006 holds the columns to this range too.
EARLIEST = datetime.min.replace(tzinfo=UTC)
LATEST = datetime.max.replace(tzinfo=UTC)


def parse_instant(value: str | None, *, field: str, end_of_day: bool = False) -> datetime | None:
    """Parse an ISO 8601 date or date-time into an aware UTC datetime.

    A bare date means its start, or its end (last microsecond, UTC) with `end_of_day`
    — the reading rule for as_of/valid_at. Refuses with 422 invalid_date naming the
    field: text that is not ISO 8601, and an instant to be stored whose UTC time falls
    outside the years 1..9999 (e.g. 9999-12-31T23:59:59-12:00). A reading instant
    (`end_of_day`) out there is taken as the first or last instant that can be stored:
    nothing is stored before or after those, so the answer is the same.
    """
    if value is None:
        return None
    text = value.strip()
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            return datetime.combine(day, time.max if end_of_day else time.min, tzinfo=UTC)
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise Invalid(
            f"{field} must be an ISO 8601 date or date-time (e.g. 2026-10-01 or 2026-10-01T09:30:00Z), got {value!r}",
            code="invalid_date",
            field=field,
        ) from None
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    try:
        # In UTC: PostgreSQL refuses offsets beyond ±15:59, which Python accepts (-18:38 was a 500).
        return moment.astimezone(UTC)
    except OverflowError:
        if end_of_day:
            return EARLIEST if moment.year == EARLIEST.year else LATEST
        raise Invalid(
            f"{field} is {value!r}, which in UTC falls outside the years 1 to 9999",
            code="invalid_date",
            field=field,
        ) from None


def iso(moment: datetime | date | None) -> str | None:
    """`moment` as ISO 8601 text, UTC written Z: 2026-10-01T09:30:00.250000Z (no fraction when it is
    0), a date as 2026-10-01, None as None.

    A UTC instant, what every stored one reads as, is written by orjson: a recall writes ~40 of
    them, where datetime.isoformat (which asks the time zone for its offset) cost ~1.2 µs each
    against ~0.3 µs. The text is the same (tests/graph/text/test_dates.py); anything else (a
    date, another offset, a naive time, a subclass) goes through isoformat.
    """
    if not moment:  # None (and anything empty, as before)
        return None
    if type(moment) is datetime and moment.tzinfo is UTC:
        return orjson.dumps(moment, option=orjson.OPT_UTC_Z)[1:-1].decode()
    return moment.isoformat().replace("+00:00", "Z")
