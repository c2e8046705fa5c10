"""What a question's answer looks like, beyond its words.

A who-question's answer is a passage naming a person the question does not.
"Who is treating Nadia's injury?" is answered by "Physio twice a week with Desmond, who is
very strict" — no content word in common, and no stored entity for Desmond when nothing was
extracted. What the turn has is a name: a capitalised word inside a sentence that is neither
the speaker nor anyone the question names. Among a who-question's best candidates, those
that name such a person gain a share of the question's best score (`found_by.names_person`).
Plain BM25 reaches some of these turns through "who" itself ("…Desmond, who is…"), a
stop-word `context` leaves out on purpose.

A question about a picture is answered by the turn that shared it, which says "photo" or
carries its caption ("… [image: a photo of a rowing boat]") and rarely "picture" again, while
"Send me a picture!" does: the question's picture words are searched as one another.
"""

import re

from graph.read_replica import read_connection
from graph.retrieval._ranking import Candidate
from graph.text.names import STOP_WORDS

# "Who is …", "who wrote …", "whom …", "whose …": the answer is a person.
_ASKS_WHO = re.compile(r"^\s*(?:who|whom|whose)\b", re.IGNORECASE)
# "Who sold Freya the car, and what turned out to be faulty?" asks for two turns, one of them
# about no person: lifting the named people there pushed the other half out of the top 10.
_SECOND_QUESTION = re.compile(r"\band\s+(?:what|where|when|which|how|why|who)\b", re.IGNORECASE)
# A capitalised word not at a sentence's start (after the speaker's "Name: " prefix, or after
# . ! ? : or a quote): in a conversation that is nearly always a name.
_INNER_CAPITAL = re.compile(r"(?<![.!?:\"“]\s)\b([A-Z][a-z]{2,})\b")
# Capitalised words that are not people.
_NOT_PEOPLE = frozenset(
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July "
    "August September October November December English French Spanish German Italian Christmas Easter "
    "Okay Thanks Haha Wow Congrats Sorry Please Ugh Hmm Yeah Nope Cheers Hey".split()
)
# The candidates judged (the best ones: a name deep in the list is noise) and the lift.
PERSON_DEPTH = 30
PERSON_SHARE = 0.4


# Words for a shared picture: any of them in a question searches all of them ("image" is how
# an image's caption is stored beside a turn: "text [image: caption]").
PICTURE_WORDS = ("picture", "photo", "image")
_PICTURE_CUES = frozenset(PICTURE_WORDS + ("pictures", "photos", "images", "pic", "pics", "photograph", "snapshot"))


def with_picture_words(words: list[str]) -> list[str]:
    """The question's content words, plus every picture word when it names one."""
    if _PICTURE_CUES.isdisjoint(words):
        return words
    return words + [word for word in PICTURE_WORDS if word not in words]


def asks_for_person(question: str) -> bool:
    """True when the question asks who: its answer is a person."""
    return bool(_ASKS_WHO.search(question)) and not _SECOND_QUESTION.search(question)


def names_a_person(text: str, known: frozenset[str]) -> bool:
    """True when `text` (a turn, "Speaker: …") names someone outside `known` (lower-case names)."""
    speaker, sep, said = text.partition(": ")
    body = said if sep and " " not in speaker.strip() else text
    words = [m[1] for m in _INNER_CAPITAL.finditer(body.lstrip()) if m.start() > 0]
    return any(w not in _NOT_PEOPLE and w.lower() not in known and w.lower() not in STOP_WORDS for w in words)


def favour_people(ranked: list[Candidate], known: frozenset[str]) -> list[Candidate]:
    """`ranked` with its best PERSON_DEPTH passages that name an unknown person lifted by
    PERSON_SHARE of the best score, in one statement reading their texts."""
    head = [c for c in ranked[:PERSON_DEPTH] if c.kind == "passage"]
    if not head:
        return ranked
    with read_connection().cursor() as cursor:
        cursor.execute("SELECT id, text FROM graph_passage WHERE id = ANY(%s)", [[c.id for c in head]])
        texts = dict(cursor.fetchall())
    speakers = {t.partition(": ")[0].lower() for t in texts.values() if ": " in t}
    lift = PERSON_SHARE * max(ranked[0].score, 0.0)
    for candidate in head:
        if names_a_person(texts.get(candidate.id, ""), known | speakers):
            candidate.score += lift
            candidate.routes["names_person"] = {"lift": round(lift, 4)}
    return sorted(ranked, key=lambda c: (-c.score, c.kind, -c.id))
