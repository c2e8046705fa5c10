"""What a storyline template writes: lines in beats, and questions about labelled lines.

A story function receives a `Tale` and calls `t.beat(...)` for each exchange (one beat
lands in one session, in order, at least `after` sessions after the previous beat) and
`t.ask(...)` for each question, naming the labels of the lines that hold the answer.
Labels become dia_ids only when the conversation is laid out, so evidence is right by
construction. `me(...)` is said by the story's owner (`t.name`), `you(...)` by the other
speaker (`t.other`).

Answers may hold `{date:L}` (the date of the session where line L was said) and
`{before:L:Saturday}` (the Saturday before that date, as 'the Saturday before 8 May 2023').
"""

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bench.devset.names import MEN, PEOPLE, WOMEN

MULTI_HOP, TEMPORAL, OPEN_DOMAIN, SINGLE_HOP, ADVERSARIAL = 1, 2, 3, 4, 5

# Every fourth entry of a pool is kept for the held-out set, the rest for the dev set, so
# held-out conversations meet values (names, places, hobbies, small talk) tuning never saw.
HELD_OUT_EVERY = 4
# Parts that draw the dev share of every pool (any other part draws the held-out share).
DEV_PARTS = ("dev", "dev2")


@dataclass
class Line:
    who: str  # "me": the story's owner; "you": the other speaker
    text: str
    label: str = ""
    image: str = ""  # the caption of a shared photo


def sentence(text: str) -> str:
    """`text` with its first letter capitalised (and the rest left alone, unlike str.capitalize)."""
    return text[:1].upper() + text[1:]


def me(text: str, label: str = "", image: str = "") -> Line:
    return Line("me", text, label, image)


def you(text: str, label: str = "", image: str = "") -> Line:
    return Line("you", text, label, image)


@dataclass
class Beat:
    lines: list[Line]
    after: int = 1


@dataclass
class Ask:
    category: int
    question: str
    answer: str
    labels: list[str]


def share(pool: Sequence[Any], part: str) -> list[Any]:
    """The entries of `pool` that `part` may use: the dev parts ("dev", "dev2") the dev share, any other
    part ("heldout", "heldout2") the held-out share; short pools are shared whole."""
    if len(pool) < HELD_OUT_EVERY:
        return list(pool)
    held_out = part not in DEV_PARTS
    return [x for i, x in enumerate(pool) if (i % HELD_OUT_EVERY == HELD_OUT_EVERY - 1) == held_out]


@dataclass
class Casting:
    """Per conversation: the random source, the split, and the values already used (so two
    storylines never share a side character, a city or a pet's name)."""

    rng: random.Random
    part: str
    used: set[str] = field(default_factory=set)
    said: set[tuple[str, ...]] = field(default_factory=set)  # small-talk templates already used

    def pick(self, pool: Sequence[Any], *, fresh: bool = True, split: bool = True) -> Any:
        """One entry of `pool` (of this part's share, unless `split` is off), preferring unused ones if `fresh`."""
        options = share(pool, self.part) if split else list(pool)
        unused = [x for x in options if repr(x) not in self.used] if fresh else options
        choice = self.rng.choice(unused or options)
        if fresh:
            self.used.add(repr(choice))
        return choice


class Tale:
    """One storyline of one conversation, as its template writes it."""

    def __init__(self, casting: Casting, name: str, other: str, *, split: bool = True) -> None:
        self.casting, self.name, self.other, self.split = casting, name, other, split
        self.rng = casting.rng
        self.beats: list[Beat] = []
        self.asks: list[Ask] = []

    def pick(self, pool: Sequence[Any], *, fresh: bool = True) -> Any:
        """A value for this storyline; pools of a storyline only one set uses are not split."""
        return self.casting.pick(pool, fresh=fresh, split=self.split)

    def person(self, gender: str = "") -> str:
        """A side character's name not yet used in this conversation: a woman's ("f"), a man's ("m"), or either."""
        return self.pick({"f": WOMEN, "m": MEN}.get(gender, PEOPLE))

    def one_of(self, *variants: str) -> str:
        """One of several wordings of the same thing."""
        return self.rng.choice(variants)

    def beat(self, *lines: Line, after: int = 1) -> None:
        self.beats.append(Beat(list(lines), after))

    def ask(self, category: int, question: str, answer: str, *labels: str) -> None:
        known = {line.label for beat in self.beats for line in beat.lines}
        missing = [label for label in labels if label not in known]
        if missing or not labels:
            raise ValueError(f"question {question!r} names unknown labels {missing}")
        self.asks.append(Ask(category, question, answer, list(labels)))


Story = Callable[[Tale], None]
