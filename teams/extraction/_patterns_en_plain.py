"""English patterns for the plain everyday shapes part 26 showed the rules did not know (round 24, issue #25): what
one would choose given the choice ("Given the choice I'd write OCaml and nothing else"), a name given for this run
after a dash ("That flaky job - call it 'the Wyvern'"). Read before every other English pattern."""

from teams.extraction._patterns import Pattern, en
from teams.extraction._words_en import LANGUAGE_NAMES, NAMED_TOOL

_CHOSEN = rf"(?:{LANGUAGE_NAMES}|{NAMED_TOOL})"

PLAIN_PATTERNS = [
    Pattern(
        "en.given_the_choice_would",
        # "Given the choice I'd write OCaml and nothing else": what one would pick is a preference, not a use (the
        # lead-in is read off before the clause comes here; "I'd" alone says as much).
        en(
            r"^(?:(?:given the choice|if it were up to me|if it was up to me|if i had my way|left to myself),? )?"
            r"i(?:'d| would) (?:write|use|pick|choose|go with|take|code in|work in|run) "
            rf"(?P<obj>{_CHOSEN})(?: (?:and nothing else|only|every time|over anything else|all day))?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
]
