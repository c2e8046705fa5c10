"""Laying storylines out as dated sessions of turns, in the LoCoMo JSON format.

Each storyline's beats go to sessions in order; each session opens and closes with small
talk and has small talk between its beats; more small talk is added until the
conversation is long enough. Only then are dia_ids given out and the questions' labels
turned into them, so nothing that is inserted can shift a question's evidence.
"""

import re
from collections import defaultdict
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from typing import Any

from bench.devset import filler
from bench.devset.tale import Beat, Casting, Story, Tale

MIN_SESSION_TURNS = 8
TOPIC_CHANGES = [
    "Oh, one more thing!",
    "Anyway!",
    "Update time.",
    "Different topic.",
    "Okay, so.",
    "Oh! Before I forget.",
    "News!",
    "Right, so.",
]
_PLACEHOLDER = re.compile(r"\{(date|before|ago|ago_cjk):([\w-]+)(?::(\w+))?\}")
Labelled = list[tuple[Tale, dict[str, str]]]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


@dataclass
class Turn:
    speaker: str
    text: str
    caption: str = ""
    ref: tuple[int, str] | None = None  # (storyline number, label) when a question may cite it


def schedule(casting: Casting, beats: list[Beat], sessions: int) -> list[int]:
    """Session numbers (0-based) for a storyline's beats, spread over the whole conversation, each beat at
    least `after` sessions after the one before."""
    extra = [beat.after - 1 for beat in beats[1:]]
    room = sessions - sum(extra)
    if room < len(beats):
        raise ValueError(f"a storyline needs {len(beats) + sum(extra)} sessions, the conversation has {sessions}")
    # Choosing distinct slots in the room left once the required gaps are taken out,
    # then putting the gaps back, spreads the beats evenly at random.
    slots = sorted(casting.rng.sample(range(room), len(beats)))
    return [slot + sum(extra[:i]) for i, slot in enumerate(slots)]


def session_times(casting: Casting, sessions: int) -> list[datetime]:
    rng = casting.rng
    day = date(rng.randint(2021, 2024), rng.randint(1, 12), rng.randint(1, 28))
    times = []
    for _ in range(sessions):
        times.append(datetime(day.year, day.month, day.day, rng.randint(8, 22), rng.randint(0, 59)))
        day += timedelta(days=rng.randint(4, 19))
    return times


def locomo_time(moment: datetime) -> str:
    """'1:56 pm on 8 May, 2023', as LoCoMo writes a session's date."""
    hour = moment.hour % 12 or 12
    return f"{hour}:{moment.minute:02d} {'am' if moment.hour < 12 else 'pm'} on {moment.day} {moment:%B}, {moment.year}"


def spoken_date(moment: datetime) -> str:
    return f"{moment.day} {moment:%B} {moment.year}"


def _beat_turns(tale: Tale, number: int, beat: Beat) -> list[Turn]:
    return [
        Turn(
            tale.name if line.who == "me" else tale.other,
            line.text,
            line.image,
            (number, line.label) if line.label else None,
        )
        for line in beat.lines
    ]


def _chat(turns: list[tuple[str, str, str]]) -> list[Turn]:
    return [Turn(speaker, text, caption) for speaker, text, caption in turns]


def _next_pair(speakers: tuple[str, str], previous: list[Turn]) -> tuple[str, str]:
    """Who speaks first in the next block: whoever did not speak last."""
    a, b = speakers
    return (b, a) if previous and previous[-1].speaker == a else (a, b)


def session_blocks(
    casting: Casting, speakers: tuple[str, str], beats: list[list[Turn]], hour: int, talk: Any = filler
) -> list[list[Turn]]:
    """Opener, the beats with small talk between some of them, closer (`talk`: English small
    talk, or bench.devset.filler_cjk's Japanese or Chinese)."""
    rng = casting.rng
    first = speakers if rng.random() < 0.5 else speakers[::-1]
    blocks = [_chat(talk.opener(casting, *first, hour))]
    for turns in beats:
        if rng.random() < 0.6:
            blocks.append(_chat(talk.small_talk(casting, *_next_pair(speakers, blocks[-1]))))
        if rng.random() < 0.35:
            opening = turns[0]
            changes = getattr(talk, "topic_changes", TOPIC_CHANGES)
            turns = [replace(opening, text=f"{rng.choice(changes)} {opening.text}"), *turns[1:]]
        blocks.append(turns)
    blocks.append(_chat(talk.closer(casting, *_next_pair(speakers, blocks[-1]), hour)))
    return blocks


def pad(
    casting: Casting, speakers: tuple[str, str], days: list[list[list[Turn]]], min_turns: int, talk: Any = filler
) -> None:
    """Insert small talk between blocks until every session and the whole conversation are long enough."""
    rng = casting.rng

    def insert(blocks: list[list[Turn]]) -> None:
        at = rng.randint(1, len(blocks) - 1)
        blocks.insert(at, _chat(talk.small_talk(casting, *_next_pair(speakers, blocks[at - 1]))))

    for blocks in days:
        while sum(map(len, blocks)) < MIN_SESSION_TURNS:
            insert(blocks)
    while sum(len(block) for blocks in days for block in blocks) < min_turns:
        insert(rng.choice(days))


def resolve(answer: str, when: dict[str, datetime]) -> str:
    """Fill an answer's {date:L}, {before:L:Weekday} and {ago:L:N} (N days before) from the sessions
    where lines were said."""

    def replace(match: re.Match[str]) -> str:
        moment = when[match[2]]
        if match[1] == "date":
            return spoken_date(moment)
        if match[1] == "ago":
            return spoken_date(moment - timedelta(days=int(match[3])))
        if match[1] == "ago_cjk":  # 2023年5月2日, as Japanese and Chinese write a date
            day = moment - timedelta(days=int(match[3]))
            return f"{day.year}年{day.month}月{day.day}日"
        back = (moment.weekday() - _WEEKDAYS.index(match[3])) % 7 or 7
        return f"the {match[3]} before {spoken_date(moment)} ({spoken_date(moment - timedelta(days=back))})"

    return _PLACEHOLDER.sub(replace, answer)


def write_conversation(
    *,
    sample_id: str,
    speakers: tuple[str, str],
    stories: list[Story],
    casting: Casting,
    sessions: int,
    min_turns: int,
    split: set[Story],
    talk: Any = filler,
) -> tuple[dict[str, Any], Labelled]:
    """The LoCoMo `conversation` of one sample, and each storyline (answers resolved) with its labels' dia_ids.

    Storylines in `split` draw their values from this part's share of each pool (see `tale.share`).
    """
    rng = casting.rng
    tales = []
    for story in stories:
        owner = rng.choice(speakers)
        tale = Tale(casting, owner, speakers[1] if owner == speakers[0] else speakers[0], split=story in split)
        story(tale)
        tales.append(tale)
    placed: dict[int, list[list[Turn]]] = defaultdict(list)
    for number, tale in enumerate(tales):
        for beat, session in zip(tale.beats, schedule(casting, tale.beats, sessions), strict=True):
            placed[session].append(_beat_turns(tale, number, beat))
    times = session_times(casting, sessions)
    days = []
    for session in range(sessions):
        rng.shuffle(placed[session])
        days.append(session_blocks(casting, speakers, placed[session], times[session].hour, talk))
    pad(casting, speakers, days, min_turns, talk)
    conversation: dict[str, Any] = {"speaker_a": speakers[0], "speaker_b": speakers[1]}
    where: dict[tuple[int, str], tuple[str, datetime]] = {}
    for session, blocks in enumerate(days, start=1):
        turns = []
        for index, turn in enumerate((t for block in blocks for t in block), start=1):
            row: dict[str, Any] = {"speaker": turn.speaker, "dia_id": f"D{session}:{index}", "text": turn.text}
            if turn.caption:
                row["img_url"] = [f"https://img.example.org/devset/{sample_id}/{session}-{index}.jpg"]
                row["blip_caption"] = turn.caption
            if turn.ref:
                where[turn.ref] = (row["dia_id"], times[session - 1])
            turns.append(row)
        conversation[f"session_{session}_date_time"] = locomo_time(times[session - 1])
        conversation[f"session_{session}"] = turns
    labelled = []
    for number, tale in enumerate(tales):
        ids = {label: dia for (n, label), (dia, _moment) in where.items() if n == number}
        moments = {label: moment for (n, label), (_dia, moment) in where.items() if n == number}
        for ask in tale.asks:
            ask.answer = resolve(ask.answer, moments)
            ask.question = resolve(ask.question, moments)  # "What happened on {ago:L:2}?"
        labelled.append((tale, ids))
    return conversation, labelled
