"""How many current values each built-in memory relation holds: declared once, here in graph's
contracts so that every write path that ends facts can read it (the per-turn extraction,
memory_manage, an accepted suggestion, a resolved conflict in teams; memory_remember and
memory_relate with an explicit `replaces` in graph).

- single: one current value per subject ("Lives in Berlin" ends "Lives in Paris");
- per object type: one current value per subject and type of object (a person prefers
  one editor and one language, but a preferred tea does not end a preferred editor);
- multi: any number at once (a team uses many databases, a person speaks many languages).

A relation not declared here is multi-valued when a statement is only heard (extraction: a
relation we know nothing about never ends a memory silently); an explicit `replaces` on an
undeclared relation is the caller's declaration and still ends the subject's other targets.
Custom relations of a schema (schemas_app) are declared by their schema (a cardinality beside
each relationship property, set in the SchemaManager), through `add_source`.
"""

from collections.abc import Callable
from enum import StrEnum


class Cardinality(StrEnum):
    SINGLE = "single"
    PER_OBJECT_TYPE = "per_object_type"
    MULTI = "multi"


_SINGLE = (
    "HAS_NAME",
    "HAS_ROLE",
    "HAS_TITLE",
    "HAS_NICKNAME",
    "HAS_TIMEZONE",
    "HAS_TIME_ZONE",
    "HAS_EMAIL",
    "HAS_PHONE",
    "HAS_WECHAT",
    "HAS_NATIVE_LANGUAGE",
    "HAS_MANAGER",
    "HAS_DEPARTMENT",
    "HAS_COMPANY",
    "HAS_WORKING_HOURS",
    "WORKS_AT",
    "LIVES_IN",
    "LOCATED_IN",
    "IS_CALLED",
)
# A person prefers one editor and one language; a new favourite of the same kind replaces the old.
_PER_OBJECT_TYPE = ("PREFERS",)
# Declared although multi is the default, so that the table in docs/conflicts.md is the whole truth.
_MULTI = (
    "USES",
    "KNOWS",
    "SPEAKS",
    "LIKES",
    "DISLIKES",
    "AVOIDS",
    "IS_A",
    "HAS_ALLERGY",
    "HAS_PROJECT",
    "HAS_PRODUCT",
    "HAS_SERVICE",
    "HAS_APP",
    "HAS_TEAM",
    "HAS_HABIT",
    "HAS_POLICY",
    "NOTE",
)

BUILT_IN: dict[str, Cardinality] = {
    **dict.fromkeys(_SINGLE, Cardinality.SINGLE),
    **dict.fromkeys(_PER_OBJECT_TYPE, Cardinality.PER_OBJECT_TYPE),
    **dict.fromkeys(_MULTI, Cardinality.MULTI),
}

# A statement of one ends a current statement of the other about the same object, whatever
# the cardinality: "I avoid Jira" makes "Uses Jira" untrue.
OPPOSITES: dict[str, tuple[str, ...]] = {
    "PREFERS": ("DISLIKES", "AVOIDS"),
    "LIKES": ("DISLIKES",),
    "USES": ("AVOIDS",),
    "DISLIKES": ("PREFERS", "LIKES"),
    "AVOIDS": ("USES", "PREFERS"),
}


# Other apps declare cardinalities of their own relations (schemas_app: a schema's relationship
# properties) by adding a source here from AppConfig.ready(): graph never imports them.
_SOURCES: list[Callable[[str], Cardinality | None]] = []


def add_source(source: Callable[[str], Cardinality | None]) -> None:
    """Add `source(RELATION_KEY) -> Cardinality | None`, asked for relations not built in."""
    if source not in _SOURCES:
        _SOURCES.append(source)


def relation_key(relation: str) -> str:
    """The key a relation is declared under: upper case, words joined by underscores."""
    return "_".join(relation.upper().split())


def declared_cardinality(relation: str) -> Cardinality | None:
    """The declared cardinality of `relation` (any case, spaces or underscores): built in, else
    from a source (a schema's relationship); None when undeclared. A built-in declaration wins,
    so a schema cannot make a person live in two cities at once."""
    key = relation_key(relation)
    if key in BUILT_IN:
        return BUILT_IN[key]
    for source in _SOURCES:
        found = source(key)
        if found is not None:
            return found
    return None


def cardinality_of(relation: str) -> Cardinality:
    """The declared cardinality of `relation` (any case); multi-valued when undeclared."""
    return declared_cardinality(relation) or Cardinality.MULTI


def opposites_of(relation: str) -> tuple[str, ...]:
    """The relations a statement of `relation` contradicts about the same object."""
    return OPPOSITES.get(relation.strip().upper(), ())
