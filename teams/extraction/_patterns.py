"""Durable-fact patterns: what a pattern is, who a statement is about, and matching.

A pattern is a regular expression over one clause with a named group `obj` (the
object), an optional `topic` (who or what the clause is about: "I", "we", "our
team", 私は, 我们公司 …) and an optional `cat` (a category word: "my favourite
*editor* is …"). The first pattern of a language that matches wins, so tables list
the specific before the general. Confidence says how strongly the wording marks a
durable fact (0.5–0.93); hedges ("maybe", たぶん, 可能) lower it.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from teams.extraction._objects import canonical_object, category_type, clean_object, object_type

SELF, WE, OTHER = "self", "we", "other"
HEDGE_PENALTY = 0.3
MIN_CONFIDENCE = 0.5


@dataclass(frozen=True)
class Pattern:
    name: str
    regex: re.Pattern
    relation: str  # may hold "{cat}": HAS_PROJECT from "our project is called …"
    confidence: float
    who: str = SELF  # when the clause names no topic
    object_type: str = ""  # a fixed type; else the category said, else the object's known type
    kind: str = "memory"  # memory | end ("I no longer use X" ends a current memory)


@dataclass(frozen=True)
class Found:
    pattern: str
    relation: str
    who: str
    subject: str | None  # what an OTHER statement is about ("project"); None: the speaker or the org
    obj: str
    object_type: str
    confidence: float
    kind: str


# who_of(topic said or None, the pattern's default) -> (self | we | other, subject of an OTHER statement)
WhoOf = Callable[[str | None, str], tuple[str, str | None]]


def en(regex: str) -> re.Pattern:
    return re.compile(regex, re.IGNORECASE)


# Category words that name a slot ("our *project* is called …") → the slot's name in relations.
_SLOTS = {
    "project": "PROJECT",
    "product": "PRODUCT",
    "company": "COMPANY",
    "team": "TEAM",
    "app": "APP",
    "application": "APP",
    "startup": "COMPANY",
    "service": "SERVICE",
    "repo": "REPO",
    "repository": "REPO",
    "codebase": "REPO",
    "org": "COMPANY",
    "organisation": "COMPANY",
    "organization": "COMPANY",
    "library": "LIBRARY",
    "tool": "TOOL",
    "プロジェクト": "PROJECT",
    "製品": "PRODUCT",
    "プロダクト": "PRODUCT",
    "サービス": "SERVICE",
    "アプリ": "APP",
    "会社": "COMPANY",
    "チーム": "TEAM",
    "项目": "PROJECT",
    "产品": "PRODUCT",
    "公司": "COMPANY",
    "团队": "TEAM",
    "服务": "SERVICE",
    "应用": "APP",
}


def slot(word: str) -> str:
    """The relation suffix a category word names: "project" → PROJECT, "time zone" → TIME_ZONE."""
    norm = word.strip().casefold()
    return _SLOTS.get(norm) or re.sub(r"\W+", "_", norm).strip("_").upper()


def match_clause(text: str, lang: str, patterns: list[Pattern], who_of: WhoOf, *, hedged: bool) -> Found | None:
    """The first pattern that matches `text`, resolved to who it is about and a clean object."""
    for pattern in patterns:
        match = pattern.regex.match(text)
        obj = clean_object(match.group("obj") or "", lang) if match else None
        if obj is None:
            continue
        groups = match.groupdict()
        who, subject = who_of(groups.get("topic"), pattern.who)
        cat = groups.get("cat")
        relation = pattern.relation.format(cat=slot(cat) if cat else "")
        if who == OTHER and "{cat}" in pattern.relation:
            # "the project is called Alpha": a name of the thing itself, kept for this session.
            relation, subject = "IS_CALLED", cat
        obj = canonical_object(obj)
        confidence = pattern.confidence
        if hedged:
            confidence = max(MIN_CONFIDENCE, round(confidence - HEDGE_PENALTY, 2))
        return Found(
            pattern=pattern.name,
            relation=relation,
            who=who,
            subject=subject,
            obj=obj,
            object_type=pattern.object_type or object_type(obj, category_type(cat) if cat else ""),
            confidence=confidence,
            kind=pattern.kind,
        )
    return None
