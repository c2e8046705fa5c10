"""graph.text.dates.iso writes every instant as datetime.isoformat did, UTC as Z."""

import random
from datetime import UTC, date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from graph.text.dates import EARLIEST, LATEST, iso


def _as_isoformat_writes_it(moment: datetime | date | None) -> str | None:
    return moment.isoformat().replace("+00:00", "Z") if moment else None


def test_utc_instants_are_written_as_isoformat_writes_them_with_z():
    rng = random.Random(29)
    moments = [EARLIEST, LATEST, datetime(2026, 10, 1, 9, 30, tzinfo=UTC), datetime(999, 1, 2, 3, 4, 5, 6, tzinfo=UTC)]
    moments += [EARLIEST + timedelta(microseconds=rng.randrange(315_537_897_600_000_000)) for _ in range(20_000)]
    moments += [moment.replace(microsecond=0) for moment in moments[:5_000]]
    moments += [moment.replace(microsecond=rng.choice((1, 10, 500_000, 999_999))) for moment in moments[:2_000]]

    assert [iso(moment) for moment in moments] == [_as_isoformat_writes_it(moment) for moment in moments]


def test_other_offsets_naive_times_dates_and_nothing_are_written_as_before():
    moment = datetime(2026, 10, 1, 9, 30, 15, 250_000)
    others = [
        moment,
        moment.replace(tzinfo=timezone(timedelta(hours=5, minutes=30))),
        moment.replace(tzinfo=timezone(timedelta(hours=-3, seconds=15))),
        moment.replace(tzinfo=ZoneInfo("UTC")),
        moment.replace(tzinfo=timezone(timedelta(0))),
        date(2026, 10, 1),
        None,
    ]

    assert [iso(other) for other in others] == [
        "2026-10-01T09:30:15.250000",
        "2026-10-01T09:30:15.250000+05:30",
        "2026-10-01T09:30:15.250000-02:59:45",
        "2026-10-01T09:30:15.250000Z",
        "2026-10-01T09:30:15.250000Z",
        "2026-10-01",
        None,
    ]
