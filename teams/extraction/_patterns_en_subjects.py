"""English patterns for a fact whose subject is not the speaker (round 12, issue #25): the work's records or
drawings as the subject of a tool ("Job quotes for the crew go out through X", "Plans and cut lists for the yard
live in X"), the premises up a street or just outside a town ("The hat workshop is up a back street in X", "Our
salt works is on the shore, just outside X", "<Name>, our escape rooms, are in X"), shifts as the subject of their
hours ("Shifts at the pans are 6 till 2 for me"), a duty that lands on the speaker, a rule's audience before its
colon ("House rule for players: …"), an event with its date set off by commas, the team named by what it does
("The lot who build the puzzles call themselves …"), the boss told by a description then a name, the home said
with more after it, a cleft of where one lives ("it's X I live in"), a choice with "over" or "beats", a wood one
has never liked working, a habit straight after a meal, a profile line said with "'s" or ", please", an ended tool
said as "Not on X any more", and goods sold off a place. FIRST_PATTERNS correct an older reading and are read
before every other English pattern; LATER_PATTERNS after them all."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL

# A person's or a place's name: capitalised words, double-barrelled allowed ("Clemency Oyelaran-Pratt").
_NAME = r"(?-i:[A-Z][\w'-]+(?: (?:de |van |von |le |la )?[A-Z][\w'-]+){0,3})"
# A thing said first, one to four words, not a pronoun.
_THING = r"(?P<obj>(?!(?:i|we|it|they|that|this|he|she|you|there)\b)[\w'-]+(?: [\w'-]+){0,3}?)"
_PREMISES = (
    r"(?:[\w'-]+ ){0,2}(?:[a-z]+(?:age|ery|ory|smithy|house)|farm|workshop|shop|studio|yard|forge|mill|works|"
    r"loft|barn|kiln|dairy|nursery|garage|foundry|boatyard|shed|stables?|kitchen|hostel|inn|pub|cafe|café|centre|"
    r"center|gallery|salon|surgery|clinic|office|store|bakery|lodge|warehouse|pans|rooms|range|school)"
)
# The work's records, drawings or papers: plural nouns, two of them joined ("Plans and cut lists").
_PAPERS = (
    r"(?:[\w'-]+ )?(?:quotes|estimates|plans|drawings|cut lists|invoices|bookings|orders|records|timesheets|rotas|"
    r"job sheets|jobs|receipts|designs|patterns|specs|photos|accounts|tickets|surveys|reports|schedules)"
)
_HOUR = (
    r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?|half (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight)"
)
_SPAN = rf"(?P<obj>{_HOUR} (?:till|til|until|to|-|–) {_HOUR})"
# "sorry, got that wrong - …": a correction's lead-in (its wrong value is blanked by the framing).
_OWNED_UP = r"(?:(?:sorry,? )?(?:got that wrong|my mistake|my bad|wrong one)\s*[-–—:,]\s*)?"

FIRST_PATTERNS = [
    Pattern(
        "en.role_first",
        # "Seed harvester, that's the job title on my contract", "Skate marshal is my main job, plus …" (round 14):
        # the trade said first, what it is to the speaker after. A task ("Cleaning up is my job") is no trade.
        en(
            r"^(?P<obj>(?!(?:i|we|it|this|that|they|he|she)\b)(?![\w'-]+ing\b)[\w'-]+(?: [\w'-]+){0,3}?)"
            r"(?:,\s*(?:that's|that is) (?:my (?:main |day |actual |official )?(?:job|trade|role|job title)|"
            r"the (?:job title|role) on my contract)|"
            # "Frame builder is the official title, though …" (round 15): the official or job title (a book's title
            # is "the title" alone).
            r" is (?:my (?:main |day |actual |official )?(?:job|trade|job title)|the (?:official )?job title|"
            r"the official title))\b(?:,.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.title_key_first",
        # "Job title's pewter spinner, which nobody … understands" (round 15): the key said first with no "my", as
        # a profile line is; what follows a comma is about it.
        en(r"^(?:official )?job title(?:'s| is)\s+(?P<obj>[\w'-]+(?: [\w'-]+){0,3}?)(?:,.*)?[.!]*$"),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.role_then_base",
        # "I'm a fairground signwriter, working out of Ossett", "I'm a farrier based in Ludlow" (round 14): where one
        # works from, said after the trade, is where one lives (en.role kept the trade and dropped the town).
        en(
            r"^i(?:'m| am) (?:a|an) (?P<obj>(?!(?:big|huge|bit|little|light|heavy)\b)[\w'-]+(?: [\w'-]+){0,3}?),? "
            rf"(?:(?:working|based|living) (?:out of|in|from)|(?:and )?i work out of) (?P<place>{NAMED_TOOL})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "en.boss_described_then_named",
        # "My boss is the owner, Clemency Oyelaran-Pratt": the description is not the boss's name (en.attribute
        # kept "owner" as the value).
        en(rf"^my (?:boss|manager|line manager|supervisor) is (?:the|our) [\w' -]{{2,30}}?, (?P<obj>{_NAME})[.!]*$"),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "en.sells_off_a_place",
        # "We sell ash oars and bronze rowlocks off the side of the boat shed too": where they are sold is no
        # part of the goods (en.sells kept the first only).
        en(
            r"^we (?:also )?sell (?P<obj>[\w' -]+? and [\w' -]+?) (?:off|from|out of|at|outside) (?:the|our) "
            r"[\w' -]+?(?: too| as well)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.duty_lands_on_me",
        # "Late cover for the rooms lands on me every fifth night": a duty that lands on one is the rota (an older
        # pattern read "Weekend cover" as a role).
        en(
            r"^(?:[\w'-]+ ){0,2}(?:cover|duty|watch|call|on-call|call-outs?|shift|locking up)(?: for [\w' -]{2,30}?)? "
            r"(?:lands on|falls to|falls on|comes to) me "
            r"(?P<obj>every (?:\w+ )?(?:days?|nights?|weeks?|weekends?|shifts?))\b.*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
]

LATER_PATTERNS = [
    Pattern(
        "en.papers_through_tool",
        # "Job quotes for the walling crew go out through Tradify", "Plans and cut lists for the boat yard live in
        # Onshape", "bookings come through Resova": the work's papers kept in a tool are the business's tool.
        en(
            rf"^{_OWNED_UP}(?:the |our |all (?:the |our )?)?{_PAPERS}(?: and {_PAPERS})?"
            r"(?: (?:for|at|of|from) (?:the |our )?[\w' -]{1,30}?)? "
            r"(?:go out|come in|come|go|live|sit|are kept|are done|get done|are drawn|are all|all go|run)"
            rf" (?:through|in|on|via|into) (?P<obj>{NAMED_TOOL})(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.premises_up_a_street",
        # "The hat workshop is up a back street in Luton, above a tyre place", "Our salt works is on the Menai
        # shore, just outside Brynsiencyn": the town, after whatever says where in it.
        en(
            rf"^(?:the|our) {_PREMISES} (?:is|are|sits|sit|'s) (?:up|down|on|off|at|by|behind|along|round)\b"
            rf"[^.;]*?\b(?:in|just outside|outside|on the edge of) (?P<obj>{_NAME})(?:,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.named_then_kind_in",
        # "Puzzlewick, our escape rooms, are in Derby, a stone's throw from …": the business by its name, its kind
        # in apposition, then the town.
        en(rf"^(?-i:[A-Z])[\w'-]+(?: [\w'-]+)?, our [\w' -]{{2,30}}?, (?:is|are) in (?P<obj>{_NAME})(?:,.*)?[.!]*$"),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.shifts_are_for_me",
        # "Shifts at the salt pans are 6 till 2 for me", "Games-master shifts run noon to nine for me".
        en(
            rf"^(?:my )?(?:[\w'-]+ )?shifts?(?: (?:at|in|on) (?:the |our )?[\w' -]{{2,30}}?)? (?:are|is|run|go) "
            rf"{_SPAN}(?: for me)?[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
        # ("noon to nine" is a span kept whole, not a list cut at "to".)
        phrase=True,
    ),
    Pattern(
        "en.rule_for_whom",
        # "House rule for players: phones go in the lockers …": the rule's audience before the colon.
        en(
            r"^(?:house|shop|yard|centre|site|club|studio|workshop|our) rule for (?:the )?[\w' -]{2,20}?:\s*"
            r"(?P<obj>.+?)[.!]*$"
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "en.event_date_aside",
        # "Mystery night, last Friday of the month, is the one that sells out first": an event set off with when it
        # recurs.
        en(
            r"^(?P<obj>[\w'-]+ (?:night|evening|morning|day|session|club|quiz|market|fair|social|supper))"
            r", (?:the )?(?:first|last|second|third|fourth|every|each) (?:other )?[\w ]{3,30}?, (?:is|are)\b.*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "en.who_do_call_themselves",
        # "The lot who build the puzzles call themselves the Riddle Wrights": a team told by what it does.
        en(
            r"^the (?:lot|people|folk|ones|crew|team|gang|pair|two|three) (?:who|that) [\w' -]{3,40}? "
            rf"call themselves (?:the )?(?P<obj>{_NAME})[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.home_is_then_aside",
        # "Home's Muker, right at the top of the dale": the home said as the subject, an aside after it.
        en(rf"^home(?:'s| is) (?P<obj>{_NAME}), .*$"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.cleft_live_in",
        # "correction - it's Thwaite I live in, not Muker": where one lives said in a cleft, and what it replaces.
        en(
            rf"^(?:correction\s*[-–—:,]\s*)?it(?:'s| is) (?P<obj>{_NAME}) (?:i|we) live in"
            rf"(?:,? not (?P<wrong>{_NAME}))?\b.*$"
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.train_near",
        # "I train sheepdogs near Bala, mostly young collies": a trade worked near a town is where one lives.
        en(
            r"^i (?:train|breed|keep|raise|farm|grow|shoe|rear|school) [\w' -]{2,30}? (?:near|just outside|outside) "
            rf"(?P<obj>{_NAME})(?:,.*)?[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.profile_with_please",
        # "Timezone's Norfolk Island time, please".
        en(r"^(?:my )?time ?zone(?:'s| is) (?P<obj>[\w/+:' -]+?),? please[.!]*$"),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.github_if_needed",
        # "GitHub handle is gritstone-torq, if you need it".
        en(
            r"^(?:my )?(?:gh|github)(?: handle| username| user| id| account)?(?:'s\s+|\s+is\s+)(?P<obj>[\w.-]{1,39}),"
            r" (?:if you need it|in case you need it|for reference|if it helps)[.!]*$"
        ),
        "HAS_GITHUB_HANDLE",
        0.85,
        object_type="GithubHandle",
    ),
    Pattern(
        "en.over_for_me",
        # "Larch planking over mahogany for me": a choice said without a verb.
        en(rf"^{_THING} over (?:an? |the )?[\w' -]{{2,30}}? for me[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.fronted_never_liked",
        # "mahogany I've never liked working": the thing said first.
        en(
            rf"^{_THING},? i(?:'ve| have) never (?:liked|enjoyed|got on with|gotten on with)"
            r"(?: (?:working|using|cutting|turning|drinking|eating)(?: with)?)?[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.beats_any",
        # "a flask of builder's tea beats any coffee for me": the choice is what beats the rest.
        en(
            r"^(?:an? (?:flask|cup|mug|pot|glass|pint|bowl|plate|slice) of )?"
            rf"{_THING} beats (?:any|all|every) [\w' -]{{2,30}}?(?: for me)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.straight_after_a_meal",
        # "Straight after lunch I sharpen every plane iron on the bench, without fail": a habit tied to a meal.
        en(
            r"^(?:straight |right |just )?(?:after|before) (?:lunch|breakfast|dinner|tea|supper) i "
            r"(?P<obj>(?!(?:am|was|have|had|'m|usually|might)\b)\w+ (?:every|each|all|the|my) [\w' -]+?)"
            r"(?: (?:on|in|at) (?:the|my) [\w' -]+?)?(?:,? (?:without fail|every day|each day))?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.not_on_any_more",
        # "Not on Tiimo any more - the reminders drove me up the wall": an ended tool with no subject.
        en(rf"^(?:i'm )?not on (?P<obj>{NAMED_TOOL}) any ?more\b.*$"),
        "USES",
        0.85,
        object_type="Tool",
        kind="end",
    ),
]
