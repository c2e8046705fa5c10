"""English patterns for the shapes part 30 showed the rules did not know (round 32, issue #25): a fact said after a key
with "-wise" or "here" ("Editor-wise I'm on X", "Hours-wise, I do 8 till 4", "Policy here is …", "X allergy here"),
a liking narrowed by "but not" ("I love most nuts, but not pecans"), the street a town's premises are on, the team
named with its head-count, a tool left and its successor after a correction's key, a move said as "A to B now",
goods and buyers with a tail ("… for re-enactors", "Mostly it goes to delis and …", "Paying customers: mostly …"),
the brand goods go out as, a yearly named event, one's pastime said bare with "me" or "for what it's worth", a
wish said as "if it were up to me", and a tool ended with why after a comma. Read before every other English
pattern."""

import re

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, NAMED_TOOL, ROLES
from teams.extraction._words_en import TITLED_NAME as _NAME

_PLACE = r"(?-i:[A-Z][\w'-]+(?:(?: (?:of|on|upon|in|under|by|the|le|la|de|en))* [A-Z][\w'-]+){0,3})"
# A street's last word: "Moor Lane", "Bridge Street".
_STREET = (
    r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)? (?:Lane|Street|Road|Row|Way|Avenue|Terrace|Place|Square|Hill|Close|"
    r"Walk|Parade|Gate|Yard|Wynd|Crescent|Drive))"
)
_PREMISES = r"(?:office|offices|shop|workshop|studio|unit|premises|yard|warehouse|base|HQ)"
# Where on a street the premises sit: "over a bakery", "behind the chippy".
_BESIDE = r"(?:over|above|behind|next to|next door to|beside|under|below|opposite|round the back of)"
# One who does a thing, said as a noun: "Beachcomber", "Bell-ringer", "Birdwatcher".
_DOER = r"(?-i:[A-Z][a-z]*(?:-[a-z]+)?(?:er|or|ist|ian))"
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_SEASON = rf"(?:{_MONTH}|spring|summer|autumn|winter|year|easter|christmas|midsummer|new year)"
# A lowercase noun phrase of one to four words: "cart wheels", "shepherd's hut wheels".
_GOODS = r"(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,3}?"
# Buyers said as a kind, in the plural or as "the … crowd": "delis", "the Saturday market crowd".
_BUYERS = r"(?:the )?[\w'-]+(?: [\w'-]+){0,3}?(?:(?-i:s)| crowd| trade)"
_FEW = r"(?:a few |a couple of |some |the odd |a handful of |several )?"
_WORK_KIND = (
    r"(?:card payments|payments|invoices|invoicing|payroll|bookings|orders|receipts|timesheets|expenses|"
    r"bookkeeping|accounts|email|mail|calls|video calls|alerts|deploys|builds|backups)"
)
_TOOL_KIND = (
    r"(?:editor|ide|browser|terminal|shell|notes|note-taking|email|mail|calendar|phone|laptop|os|music|podcasts|"
    r"maps|passwords|banking|budgeting|chat|messaging)"
)

FIRST_PATTERNS = [
    Pattern(
        "en.cant_stand_then_either",
        # "Gin, can't stand the stuff, tonic either" (joined from three sentences by either_joined): two things
        # refused, the second with "either".
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+)?),\s*(?:i )?(?:can't|cannot) (?:stand|abide|stomach|bear) "
            r"(?:it|them|the stuff|the things),\s*(?P<second>[\w'-]+(?: [\w'-]+)?) (?:either|neither)[.!]*$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", "Thing"),),
    ),
    Pattern(
        "en.love_most_but_not",
        # "I love most nuts, but not pecans": a liking narrowed to all but one; the one left out is what is disliked.
        en(
            r"^i (?:love|like|eat|enjoy|drink|adore) (?:most|all|nearly all|almost all|pretty much all) "
            r"[\w' -]{2,30}?,? (?:but|except|apart from|bar) (?:not )?"
            # "…, but not in salads": when, not what.
            r"(?!(?:not|in|on|at|with|when|if|after|before|during|for|too|always|really|much)\b)"
            r"(?P<obj>[\w'-]+(?: [\w'-]+)?)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.premises_in_town_on_street",
        # "Bramblecote's office is in Clitheroe, over a bakery on Moor Lane": the premises' street, said after the
        # town, is where they are.
        en(
            rf"^(?:(?:the|our) |(?-i:[A-Z][\w'-]+)'s ){_PREMISES}(?:'s| is| are) in {_PLACE},\s*"
            rf"(?:{_BESIDE} (?:a|an|the) [\w' -]{{2,30}}? )?on (?P<obj>{_STREET})[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.we_are_team_with_headcount",
        # "We're the Nightjars, three devs and a tester": the team named, then who is in it.
        en(
            rf"^we(?:'re| are) (?P<obj>the (?-i:[A-Z][\w'-]+s)),\s*(?:{COUNT}|a|an|just) [\w' -]*?"
            r"\b(?:devs?|developers?|engineers?|testers?|designers?|people|of us|analysts?)\b[\w' -]*[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "en.correction_left_its_now",
        # "Correction on CI: we left Kilnpipe, it's Shalewright now": the tool the team is on since.
        en(
            rf"^(?:correction|update|change)(?: on [\w -]{{2,20}})?\s*[:,-]\s*we (?:left|dropped|ditched|moved off|"
            rf"quit|binned) (?P<wrong>{NAMED_TOOL}),\s*(?:it's|it is) (?P<obj>{NAMED_TOOL}) now[.!]*$"
        ),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
    ),
    policy("en.policy_here_is", en(r"^(?:the )?(?:policy|rule) (?:here|for us) is (?P<obj>[\w' -]{8,100}?)[.!]*$")),
    Pattern(
        "en.paying_customers_mostly",
        # "Paying customers: mostly parish councils and a few scout groups": two kinds of buyer after the key.
        en(
            r"^(?:paying |main |our )?(?:customers|clients|buyers)\s*:\s*(?:mostly|mainly|largely) "
            rf"(?P<obj>{_BUYERS}),? and {_FEW}(?P<second>{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.clients_three_kinds",
        # "Who buys? Heritage railways, museums, and re-enactment societies" (the question read as "Clients:"):
        # three or more kinds of buyer.
        en(
            rf"^(?:clients|customers|buyers)\s*:\s*(?P<obj>{_BUYERS}(?:,\s*{_BUYERS})+,?\s+and\s+{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "en.mostly_it_goes_to",
        # "Mostly it goes to delis and the Saturday market crowd": who the goods go to.
        en(
            r"^(?:mostly|mainly|largely|most of it) (?:it )?(?:goes|sells|gets sold|is sold) to "
            rf"(?P<obj>{_BUYERS}),? and {_FEW}(?P<second>{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.full_name_then_nickname",
        # "I'm Hester Ashworth-Okoro, Hes to most people": the full name, then what people call one.
        en(
            r"^i(?:'m| am) (?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){1,2})),\s*(?-i:[A-Z][\w'-]+) to "
            r"(?:most people|everyone|my friends|friends|most folk|the team)[.!]*$"
        ),
        "HAS_NAME",
        0.85,
    ),
    Pattern(
        "en.hours_wise",
        # "Hours-wise, I do 8 till 4, Monday to Thursday": the hours after the key.
        en(
            r"^(?:hours|working hours)-?wise,? i (?:do|work) "
            r"(?P<obj>\d{1,2}(?:[:.]\d\d)?(?: ?[ap]m)? (?:till|til|to|until|-) \d{1,2}(?:[:.]\d\d)?(?: ?[ap]m)?)"
            r"(?:,.*)?[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "en.moved_a_to_b",
        # "Moved last month - Whalley to Sabden now": a move, from one town to the next.
        en(
            r"^(?:i )?moved(?: house)?(?: (?:last (?:month|week|year|spring|summer|autumn|winter)|recently|"
            rf"in {_MONTH}))?\s*[-–—:,]\s*(?:from )?(?P<wrong>{_PLACE}) to (?P<obj>{_PLACE})(?: now)?[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.kind_wise_im_on",
        # "Editor-wise I'm on Brackwort these days": one's own tool of a kind, said after the key.
        en(
            rf"^{_TOOL_KIND}-?wise,? i(?:'m| am) (?:on|using) (?P<obj>{NAMED_TOOL})"
            r"(?: (?:these days|now|at the moment|nowadays))?[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.stopped_using_why",
        # "Stopped using Snoozlet, the alarms were useless": a tool ended, and why after a comma.
        en(rf"^stopped using (?P<obj>{NAMED_TOOL}),\s*(?:the|its|it|it's|they|too)\b[\w' -]*[.!]*$"),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.role_now_as_well_as",
        # "I'm release manager now as well as backend": a role taken on beside the one held.
        # "Got a new hat - I'm …": the news said first.
        en(
            r"^(?:(?:got|have|i've got) a new (?:hat|role|job|title)\s*[-–—:,]\s*)?"
            r"i(?:'m| am) (?:also )?(?P<obj>(?:[a-z][\w-]+ ){0,2}(?:manager|lead|engineer|developer|dev|designer|"
            r"tester|analyst|owner|officer|champion|coordinator)) now,? (?:as well as|on top of|alongside|besides) "
            r"[\w -]{2,30}[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.if_it_were_up_to_me",
        # "Everything would be written in Fortran if it were up to me": a wish for the one tool.
        en(
            r"^(?:everything|it all|all of it|all our code) would be (?:written|done|built|coded) in "
            r"(?P<obj>(?-i:[A-Z][\w+#-]*))\s*(?:if it were up to me|if i had my way|if i had my say)[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.we_make_goods_for",
        # "We make cart wheels, shepherd's hut wheels and cannon carriages for re-enactors": goods, then whom for.
        en(
            rf"^we (?:make|sell|make and sell|build|produce) (?!(?:our|the|it|them|this|that|stuff|things)\b)"
            rf"(?P<obj>{_GOODS}(?:,\s*{_GOODS})*,?\s+and\s+{_GOODS}) for (?:[\w'-]+ ){{0,3}}[\w'-]+[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "en.role_at_dash_we_do",
        # "Backend dev at Bramblecote Digital - we do room booking for village halls": one's job and where, then
        # what the business does after a dash.
        en(
            r"^(?!(?:the|a|an|my|our|his|her|their|your|this|that|every|no|some)\b)"
            rf"(?P<obj>(?:[\w-]+ ){{0,2}}(?:{ROLES})) at (?P<org>{NAMED_TOOL})\s*[-–—]\s*"
            r"we do (?P<goods>(?-i:[a-z][\w'-]+)(?: [\w'-]+)?) for "
            r"(?:[\w'-]+ ){0,2}(?-i:[a-z][\w'-]+s)[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("goods", "SELLS", "Product")),
    ),
    Pattern(
        "en.work_kind_through_tool",
        # "Card payments through Tillwick": a kind of work and the tool it goes through, with no verb.
        en(rf"^(?:our )?{_WORK_KIND} (?:go |goes |run |come )?(?:through|via) (?P<obj>{NAMED_TOOL})[.!]*$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.goes_out_as_brand",
        # "the honey goes out as Cwm Hive Honey": the brand the goods are sold under.
        en(
            r"^(?:the|our) [\w'-]+(?: [\w'-]+)? (?:goes out|is sold|sells|gets sold) (?:as|under) "
            rf"(?P<obj>{_NAME})[.!]*$"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "en.every_season_named_event",
        # "Every August we throw an Open Hive Day": a named event, once a year.
        en(
            rf"^every {_SEASON},? we (?:throw|hold|run|host|have|put on) (?:an? |the |our )?"
            r"(?P<obj>(?-i:[A-Z][\w'-]*(?: (?:and|&|of|the|[A-Z][\w'-]*)){1,4}))[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.tz_till",
        # "tz is Line Islands time till March": the time zone, for now.
        en(
            r"^(?:tz|timezone|time zone)(?:'s| is) (?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}) time)"
            rf" (?:till|until|through) (?:{_MONTH}|the (?:spring|summer|autumn|winter))[.!]*$"
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "en.allergy_here",
        # "Sesame allergy here, fairly serious": the allergy said as a key "here".
        en(r"^(?P<obj>(?-i:[A-Z][a-z]+)(?: [a-z]+)?) allergy here(?:,.*)?[.!]*$"),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.doer_me",
        # "Beachcomber, me - mostly after storms", "Bell-ringer, for what it's worth": what one is, said bare.
        en(rf"^(?P<obj>{_DOER}),\s*(?:me|for what it's worth|if it matters|if that matters)[.!]*$"),
        "IS_A",
        0.8,
    ),
]

# "Gin? Can't stand the stuff. Tonic either.": a second thing refused in a sentence of its own, with "either", is
# part of the refusal before it (the full stop becomes a comma, same length, so offsets hold).
_EITHER_AFTER = re.compile(
    r"\b(?P<ref>it|them|the stuff|the things)\.(?=\s+(?-i:[A-Z])[\w'-]+(?: [\w'-]+)? (?:either|neither)[.!]*\s*$)",
    re.IGNORECASE,
)


def either_joined(text: str) -> str:
    """The text with a thing refused "either" in a sentence of its own joined to the refusal before it."""
    return _EITHER_AFTER.sub(lambda m: m["ref"] + ",", text)
