"""Time words resolved against the day a passage was said, and dates named in questions."""

from datetime import UTC, date, datetime

import pytest

from graph.text.time_words import named_dates, said_dates

WEDNESDAY = date(2023, 5, 3)


@pytest.mark.parametrize(
    ("text", "first", "days"),
    [
        ("I had my wisdom teeth out yesterday.", date(2023, 5, 2), 1),
        ("We finally signed the lease two days ago!", date(2023, 5, 1), 1),
        ("The day before yesterday it snowed.", date(2023, 5, 1), 1),
        ("I start tomorrow.", date(2023, 5, 4), 1),
        ("I passed my driving test last week.", date(2023, 4, 24), 7),
        ("Last weekend was fun.", date(2023, 4, 29), 2),
        ("We move next month.", date(2023, 6, 1), 30),
        ("Last Friday I met Dana.", date(2023, 4, 28), 1),
        ("3 weeks ago we met.", date(2023, 4, 10), 7),
        ("一昨日、京都に行った。", date(2023, 5, 1), 1),
        ("昨日は雨でした。", date(2023, 5, 2), 1),
        ("先週引っ越しました。", date(2023, 4, 24), 7),
        ("3日前に買った。", date(2023, 4, 30), 1),
        ("来月から新しい仕事です。", date(2023, 6, 1), 30),
        ("昨天我去了公园。", date(2023, 5, 2), 1),
        ("前天下雨了。", date(2023, 5, 1), 1),
        ("上周我们搬家了。", date(2023, 4, 24), 7),
        ("三天前他来了。", date(2023, 4, 30), 1),
        ("二十天前", date(2023, 4, 13), 1),
    ],
)
def test_time_words_resolve_to_the_days_they_point_to(text, first, days):
    resolved = said_dates(text, WEDNESDAY)
    assert resolved[0] == first and len(resolved) == days, resolved


def test_a_longer_time_word_is_not_also_read_as_the_shorter_one_inside_it():
    assert said_dates("一昨日", WEDNESDAY) == [date(2023, 5, 1)]
    assert said_dates("the day before yesterday", WEDNESDAY) == [date(2023, 5, 1)]


def test_no_time_words_or_no_date_resolve_to_nothing():
    assert said_dates("I love my new violin.", WEDNESDAY) == []
    assert said_dates("I did it yesterday.", None) == []


def test_a_moment_is_read_as_its_day():
    assert said_dates("yesterday", datetime(2023, 5, 3, 23, 30, tzinfo=UTC)) == [date(2023, 5, 2)]


def test_questions_name_dates_in_the_usual_spellings():
    assert named_dates("What happened to Maya on 27 June 2022?") == [date(2022, 6, 27)]
    assert named_dates("June 27, 2022 or 2022-06-28 or 2022年6月29日") == [
        date(2022, 6, 27),
        date(2022, 6, 28),
        date(2022, 6, 29),
    ]
    assert named_dates("31 June 2022, or in June") == []
