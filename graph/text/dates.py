"""ISO 8601 dates and instants as the verbs accept them."""

from datetime import UTC, date, datetime, time, timedelta

from graph.exceptions import Invalid


def parse_instant(value: str | None, *, field: str, end_of_day: bool = False) -> datetime | None:
    """Parse an ISO 8601 date or date-time into an aware UTC datetime.

    A bare date means its start, or its end (last microsecond, UTC) with `end_of_day`
    — the reading rule for as_of/valid_at. Refuses with 422 invalid_date naming the field.
    """
    if value is None:
        return None
    text = value.strip()
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            moment = datetime.combine(day, time.min, tzinfo=UTC)
            return moment + timedelta(days=1, microseconds=-1) if end_of_day else moment
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise Invalid(
            f"{field} must be an ISO 8601 date or date-time (e.g. 2026-10-01 or 2026-10-01T09:30:00Z), got {value!r}",
            code="invalid_date",
            field=field,
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def iso(moment: datetime | None) -> str | None:
    return moment.isoformat().replace("+00:00", "Z") if moment else None
