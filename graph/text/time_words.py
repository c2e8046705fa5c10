"""Time words resolved against the moment a text was said, and dates named in a question.

"I passed my driving test yesterday", said on 3 May 2023, is about 2 May 2023: a question
"What happened on 2 May 2023?" shares no word with it, and "When did …?" is answered by
the resolved date, not the session's. `said_dates` resolves English, Japanese and Chinese
time words ("yesterday", "two days ago", "last week", "next month", 昨日, 先週, 昨天, 上周 …)
to the days they cover (a week word covers its Monday to Sunday, a month word its month);
the write path stores them with the passage (graph_passage.said_dates) so reads stay cheap.
`named_dates` reads the calendar dates a question names ("27 June 2022", "2022-06-27",
"2022年6月27日").
"""

import calendar
import re
from collections.abc import Callable, Iterable
from datetime import date, datetime, timedelta

Days = list[date]

_NUMBERS = {
    "a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "couple of": 2, "a couple of": 2,
}  # fmt: skip
_CJK_NUMBERS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_MONTHS = {name.lower(): n for n, name in enumerate(calendar.month_name) if name}
_MONTHS |= {name.lower(): n for n, name in enumerate(calendar.month_abbr) if name}


def _day(offset: int) -> Callable[[date], Days]:
    return lambda d: [d + timedelta(days=offset)]


def _week(offset: int) -> Callable[[date], Days]:
    def days(d: date) -> Days:
        monday = d - timedelta(days=d.weekday()) + timedelta(weeks=offset)
        return [monday + timedelta(days=n) for n in range(7)]

    return days


def _month(offset: int) -> Callable[[date], Days]:
    def days(d: date) -> Days:
        year, month = divmod(d.year * 12 + d.month - 1 + offset, 12)
        last = calendar.monthrange(year, month + 1)[1]
        return [date(year, month + 1, n) for n in range(1, last + 1)]

    return days


def _weekend(offset: int) -> Callable[[date], Days]:
    """The Saturday and Sunday of the day's week moved by `offset` weeks (last weekend: the one
    before the day's week, said on a weekday or at the weekend alike)."""

    def days(d: date) -> Days:
        saturday = d - timedelta(days=d.weekday()) + timedelta(days=5, weeks=offset)
        return [saturday, saturday + timedelta(days=1)]

    return days


def _weekday(name: str, direction: int) -> Callable[[date], Days]:
    """ "last Friday": the latest Friday before the day; "next Friday": the first after it."""
    wanted = _WEEKDAYS.index(name)

    def days(d: date) -> Days:
        step = ((d.weekday() - wanted) % 7 or 7) if direction < 0 else ((wanted - d.weekday()) % 7 or 7)
        return [d + timedelta(days=direction * step)]

    return days


# Fixed words, longest first where one contains another.
_FIXED: list[tuple[str, Callable[[date], Days]]] = [
    (r"\bthe day before yesterday\b", _day(-2)),
    (r"\bthe day after tomorrow\b", _day(2)),
    (r"\b(?:yesterday|last night)\b", _day(-1)),
    (r"\b(?:today|tonight|this (?:morning|afternoon|evening))\b", _day(0)),
    (r"\btomorrow\b", _day(1)),
    (r"\blast weekend\b", _weekend(-1)),
    (r"\bthis weekend\b", _weekend(0)),
    (r"\bnext weekend\b", _weekend(1)),
    (r"\blast week\b", _week(-1)),
    (r"\bthis week\b", _week(0)),
    (r"\bnext week\b", _week(1)),
    (r"\blast month\b", _month(-1)),
    (r"\bthis month\b", _month(0)),
    (r"\bnext month\b", _month(1)),
    ("一昨日|おととい", _day(-2)),
    ("明後日|あさって", _day(2)),
    ("昨日|昨夜|昨晩|きのう", _day(-1)),
    ("今日|今朝|今夜|今晩|きょう", _day(0)),
    ("明日|あした", _day(1)),
    ("先週末", _weekend(-1)),
    ("先週", _week(-1)),
    ("今週", _week(0)),
    ("来週", _week(1)),
    ("先月", _month(-1)),
    ("今月", _month(0)),
    ("来月", _month(1)),
    ("大前天", _day(-3)),
    ("前天", _day(-2)),
    ("大后天", _day(3)),
    ("后天|後天", _day(2)),
    ("昨天|昨晚", _day(-1)),
    ("今天|今晚|今早", _day(0)),
    ("明天", _day(1)),
    ("上(?:个)?周末", _weekend(-1)),
    ("上(?:个)?(?:周|星期|礼拜)", _week(-1)),
    ("(?:这|本)(?:个)?(?:周|星期|礼拜)", _week(0)),
    ("下(?:个)?(?:周|星期|礼拜)", _week(1)),
    ("上(?:个)?月", _month(-1)),
    ("(?:这|本)(?:个)?月", _month(0)),
    ("下(?:个)?月", _month(1)),
]
_FIXED_RE = [(re.compile(pattern, re.IGNORECASE), resolve) for pattern, resolve in _FIXED]
_AGO_EN = re.compile(
    r"\b(\d+|a couple of|couple of|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(day|week|month)s?\s+ago\b",
    re.IGNORECASE,
)
_AGO_CJK = re.compile(r"([0-9一二两兩三四五六七八九十]+)\s*(?:(日|天)|(週間|周|星期|个星期)|(か月|ヶ月|ヵ月|个月))前")
_WEEKDAY_EN = re.compile(r"\b(last|next)\s+(" + "|".join(_WEEKDAYS) + r")\b", re.IGNORECASE)
# Every word above holds one of these: most passages hold none and are done with in a few
# substring tests (every write resolves all of its passages).
_TRIGGERS = (
    "yesterday", "today", "tonight", "tomorrow", "this ", "last ", "next ", " ago",
    "日", "週", "月", "天", "周", "星期", "礼拜", "昨", "今", "明",
    "おととい", "あさって", "きのう", "きょう", "あした",
)  # fmt: skip


def said_dates(text: str, said_at: datetime | date | None) -> Days:
    """The days the time words of `text` point to, resolved against `said_at` (sorted, once each);
    empty when it has none or when there is no moment to resolve them against."""
    lowered = text.lower()
    if said_at is None or not any(trigger in lowered for trigger in _TRIGGERS):
        return []
    anchor = said_at.date() if isinstance(said_at, datetime) else said_at
    found: set[date] = set()
    taken = text
    for pattern, resolve in _FIXED_RE:
        if pattern.search(taken):
            found.update(resolve(anchor))
            taken = pattern.sub(" ", taken)  # 一昨日 must not also count as 昨日
    found.update(_agos(taken, anchor))
    for match in _WEEKDAY_EN.finditer(taken):
        found.update(_weekday(match[2].lower(), -1 if match[1].lower() == "last" else 1)(anchor))
    return sorted(found)


def _agos(text: str, anchor: date) -> Iterable[date]:
    for match in _AGO_EN.finditer(text):
        count = int(match[1]) if match[1].isdigit() else _NUMBERS[match[1].lower()]
        unit = match[2].lower()
        yield from _back(anchor, count, "day" if unit == "day" else "week" if unit == "week" else "month")
    for match in _AGO_CJK.finditer(text):
        count = _cjk_number(match[1])
        if count:
            yield from _back(anchor, count, "day" if match[2] else "week" if match[3] else "month")


def _back(anchor: date, count: int, unit: str) -> Days:
    if unit == "day":
        return _day(-count)(anchor)
    if unit == "week":  # "two weeks ago": the week that held the day two weeks back
        return _week(-count)(anchor)
    return _month(-count)(anchor)


def _cjk_number(raw: str) -> int:
    """1–99 in digits or in 一…十 (十二 = 12, 二十 = 20); 0 when it is not one."""
    if raw.isdigit():
        return int(raw)
    if "十" in raw:
        tens, _, ones = raw.partition("十")
        return (_CJK_NUMBERS.get(tens, 1) if tens else 1) * 10 + (_CJK_NUMBERS.get(ones, 0) if ones else 0)
    return _CJK_NUMBERS.get(raw, 0)


_DMY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b")
_MDY = re.compile(r"\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b")
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_CJK_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")


def named_dates(question: str) -> Days:
    """The calendar dates a question names, in any of the usual spellings (sorted, once each)."""
    found: set[date] = set()
    for day, month, year in _DMY.findall(question):
        _add(found, year, _MONTHS.get(month.lower()), day)
    for month, day, year in _MDY.findall(question):
        _add(found, year, _MONTHS.get(month.lower()), day)
    for year, month, day in _ISO.findall(question) + _CJK_DATE.findall(question):
        _add(found, year, month, day)
    return sorted(found)


def _add(found: set[date], year: str, month: int | str | None, day: str) -> None:
    if month is None:
        return
    try:
        found.add(date(int(year), int(month), int(day)))
    except ValueError:  # "31 June": not a date, so not a date the question names
        return
