"""What an extractor hands back: drafts of memories, and what it left out and why."""

from dataclasses import dataclass, field
from functools import cached_property

from graph.text.names import normalise

EXPLICIT_CONFIDENCE = 0.99


def dimension_of_who(who: str) -> str:
    """The dimension a statement by `who` goes to when the speaker may write account and org memory:
    the speaker's own (self), the organisation's (we), else this session's."""
    return {"self": "account", "we": "org"}.get(who, "session")


@dataclass(frozen=True)
class Draft:
    """One memory (or one forget) a message states, before routing decides where it goes."""

    kind: str  # memory | forget | end ("I no longer use X": ends the current memory, history kept)
    who: str  # self | we | other | session: the speaker, their organisation, something else, or this run only
    relation: str  # PREFERS, USES, HAS_ROLE … ("" for a forget of anything about the object)
    subject: str | None  # what an `other` statement is about ("project"); None: the speaker or the org
    obj: str  # the object's name (for a forget: the words naming what to forget)
    object_type: str  # Language, Database, Theme … ("" when unknown)
    statement: str  # one line for profiles and lists, in the language it was said in
    confidence: float
    explicit: bool  # an explicit remember/forget command
    pattern: str  # the rule that found it, e.g. "en.prefers"
    lang: str
    start: int  # the clause it came from, in code points of the message
    end: int

    # Normalised once, where the draft is made, rather than at every place that looks it up.
    @cached_property
    def obj_norm(self) -> str:
        return normalise(self.obj)

    @cached_property
    def relation_norm(self) -> str:
        return normalise(self.relation)

    corrects: str = ""  # "actually X, not Y": Y, the object this statement replaces
    # An end only the tagger read ("ditched the spike of order dockets"): shown to the person to confirm, not applied.
    proposed: bool = False


@dataclass(frozen=True)
class Excluded:
    text: str
    reason: str  # question | small_talk | code_block | time_bound | error_report
    start: int
    end: int


@dataclass
class Extraction:
    drafts: list[Draft] = field(default_factory=list)
    excluded: list[Excluded] = field(default_factory=list)
    unmatched: int = 0  # clauses no rule excluded and no pattern matched
