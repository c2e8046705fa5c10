"""English patterns for the shapes part 34 showed the rules did not know (round 40, issue #25): a short fact with a
rider after a comma that only colours it ("standup 10:20, cameras optional", "Allergic
to X, so …", "X for scratch notes, does the job", "X, pot after pot, nothing else"), a device or kind of work set
equal to a tool ("card reader = X"), a role one "ended up as", a wish said "if anyone let me", a town "done with"
and the one one is in now, a share of the rota that "works out at", and a thing asked back, a detail, then refused
(`asked_then_refused_joined`). Read before every other English pattern."""

import re

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import COUNT, NAMED_TOOL, ROLES

_PLACE = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
_THING = r"(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}?"
_LOWER = r"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*))?"
_ROLE = rf"(?:(?-i:[a-z][\w-]+) ){{0,2}}(?:{ROLES}|warden|steward|captain|officer|coordinator|rep|lead|marshal)"
_TIME = r"\d{1,2}[:.]\d{2}(?:\s?[ap]m)?"
# A device or kind of tool the shop or team keeps: "studio card reader", "the till", "office printer".
_DEVICE = (
    r"(?:(?:the|our) )?(?:[\w-]+ ){0,2}(?:card reader|till|printer|scanner|terminal|booking system|tracker|"
    r"chat|wiki|crm|ci|password manager|rota app)"
)

FIRST_PATTERNS = [
    Pattern(
        "en.standup_time_then_rider",
        # "standup 10:20, cameras optional": the time of standup, then how it is held.
        en(
            rf"^(?:daily )?stand-?up (?:at )?(?P<obj>{_TIME}),\s*(?:cameras?|video|mics?|audio|laptops?) "
            r"(?:optional|on|off|welcome|encouraged)[.!]*$"
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.device_equals_tool",
        # "studio card reader = Tillwren": a device the shop keeps set equal to the tool it is.
        en(rf"^{_DEVICE}\s*(?:=|->|→)\s*(?P<obj>{NAMED_TOOL})[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tool_for_work_does_the_job",
        # "Featherpad for scratch notes, does the job": one's tool for a kind of work, then that it serves.
        en(
            rf"^(?P<obj>{NAMED_TOOL}) for (?:[\w-]+ ){{0,2}}(?:notes|lists|to-?dos|sketches|drafts|reminders|"
            r"journaling|bookmarks),\s*(?:does the job|does me fine|works fine|works for me|gets the job done)[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.allergic_to_so",
        # "Allergic to pine nuts, so shop pesto's a gamble": an allergy without "I'm", then what follows from it.
        en(rf"^(?:i'm |i am )?allergic to (?P<obj>{_LOWER}),\s*so [\w' -]{{2,40}}[.!]*$"),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.ended_up_as_role",
        # "Somehow I've also ended up as fire warden": a role one came to hold.
        en(rf"^(?:somehow,? )?i(?:'ve| have) (?:also )?ended up (?:as|being) (?:the )?(?P<obj>{_ROLE})(?: too)?[.!]*$"),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.thing_over_and_over_nothing_else",
        # "Lemon balm tea, pot after pot, nothing else": one thing, had over and over, and no other.
        en(rf"^(?P<obj>{_THING}),\s*(?P<unit>[a-z]+) after (?P=unit),\s*nothing else[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.id_write_in_if_let",
        # "Honestly I'd write the whole scheduler in Prolog if anyone let me": the tool one would choose.
        en(
            r"^(?:honestly,? )?i'd (?:write|build|do|rewrite|redo) [\w' -]{2,40}? in "
            rf"(?P<obj>{NAMED_TOOL}) if (?:anyone|they|you|somebody|someone) (?:let|lets|allowed) me[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.done_with_town_in_now",
        # "Ballymoney's done with, I'm in Portstewart now": a town left behind, then the one one lives in.
        en(
            rf"^(?P<wrong>{_PLACE})(?:'s| is) (?:done with|behind me),\s*"
            rf"i'm (?:in|living in) (?P<obj>{_PLACE}) now\b.*$"
        ),
        "LIVES_IN",
        0.8,
    ),
    Pattern(
        "en.on_call_works_out_at",
        # "On-call works out at one week in eighteen for each of us": one's share of the rota.
        en(
            rf"^on[- ]?call (?:works out at|comes to|comes round) (?P<obj>(?:one|a) week in {COUNT})"
            r"(?: for (?:each of us|everyone|each person))?[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
]

# "Rice pudding? Skin on top, no thanks.": a thing asked back, a detail of it, then refused. The detail is blanked
# (same length, so offsets hold) and the thing read as refused.
_ASKED_DETAIL_REFUSED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?-i:[A-Z][\w'-]*(?: [\w'-]+){0,2})(?P<detail>\?\s+[\w' -]{2,30}?,)"
    r"(?=\s*(?:no thanks|not for me|hard pass|absolutely not)[.!]*\s*$)",
    re.IGNORECASE,
)


def asked_then_refused_joined(text: str) -> str:
    """The text with a thing asked back, then a detail of it, then refused, read as the thing refused."""
    return _ASKED_DETAIL_REFUSED.sub(
        lambda m: m[0][: m.start("detail") - m.start()] + "," + " " * (len(m["detail"]) - 1), text
    )
