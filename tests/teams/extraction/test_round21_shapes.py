"""The rules written from part 24 and round 19's English leftovers (issue #25, round 21) read constructions, not
those parts' sentences: every case here was written for this test, after the rules, in the same constructions with
other tools, teams, towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    IS_A,
    LIVES,
    LOCATED,
    NAME,
    POLICY,
    PREFERS,
    ROLE,
    SELLS,
    SPEAKS,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")

READ = [
    # English software and office team: what the firm makes, where it rents, a tool corrected, a key and its value,
    # the team's name, a rule after "Policy here", clients said bare, kinds of work on tools with a verb left out.
    (
        "I'm a frontend dev at Pebblequay - we make rota software for dental practices.",
        [(*ROLE, "frontend dev"), (*WORKS, "Pebblequay"), (*SELLS, "rota software")],
    ),
    ("We make stock-control apps for village shops.", [(*SELLS, "stock-control apps")]),
    ("Harrowgate Labs leases the top floor of an old mill in Hebden Bridge.", [(*LOCATED, "Hebden Bridge")]),
    ("Sorry, CI isn't Sparrowbuild any more - it's Tinderci since the upgrade.", [(*WE_USES, "Tinderci")]),
    ("sprint length: twelve working days", [(*SPRINT, "twelve working days")]),
    ("We're called the Dunlins, the search squad.", [(*WE_TEAM, "Dunlins")]),
    ("We're the Plovers, the data crew - long story.", [(*WE_TEAM, "Plovers")]),
    ("Policy here - no passwords in tickets, ever.", [(*POLICY, "no passwords in tickets")]),
    (
        "Clients are mostly small dairies and a few cheese shops.",
        [(*CLIENTS, "small dairies"), (*CLIENTS, "cheese shops")],
    ),
    ("alerts get sent to Klaxonly now", [(*WE_USES, "Klaxonly")]),
    (
        "Specs live in Quillnote and mockups in Framewright, for what it's worth.",
        [(*WE_USES, "Quillnote"), (*WE_USES, "Framewright")],
    ),
    (
        "Newsletters go out in Mailmoth to every member, and our docs are on Pagewell.",
        [(*WE_USES, "Mailmoth"), (*WE_USES, "Pagewell")],
    ),
    ("Rust only, nothing else, when I get to pick.", [(*PREFERS, "Rust")]),
    ("I've just been made the security champion for the billing service.", [(*ROLE, "security champion")]),
    (
        "What we sell is allotment planners and a seed-swap add-on.",
        [(*SELLS, "allotment planners"), (*SELLS, "seed-swap add-on")],
    ),
    ("I'm Wren, ops-turned-dev, in the office on Mondays.", [(*NAME, "Wren")]),
    # English trades and everyday: a trade then its town after an aside or its work, premises by name then town,
    # an allergy with "allergic" bare, a second language, a pastime, when one works best, a zone with an aside.
    ("I'm a thatcher - reed mostly - around Blandford.", [(*ROLE, "thatcher"), (*LIVES, "Blandford")]),
    ("I'm a locksmith, mostly lockouts and car keys round Bideford.", [(*ROLE, "locksmith"), (*LIVES, "Bideford")]),
    (
        "The bakery is Crumb & Crust, on a side street outside Ledbury.",
        [(*WORKS, "Crumb & Crust"), (*LOCATED, "Ledbury")],
    ),
    ("Sawdust - allergic to the stuff, I wear a mask.", [(*ALLERGY, "Sawdust")]),
    (
        "I speak Breton with my granddad and a bit of Manx from college.",
        [(*SPEAKS, "Breton"), (*SPEAKS, "Manx")],
    ),
    ("I'm a devoted stargazer, out on the moors most clear nights.", [(*IS_A, "stargazer")]),
    ("i'm an early bird, work best before 8am", [(*IS_A, "early bird")]),
    ("Timezone: Marquesas time, long story.", [(*ZONE, "Marquesas time")]),
    ("The Saturday stall volunteers are called the Jam Squad.", [(*WE_TEAM, "Jam Squad")]),
    # English corrections round 19 left: "… now, not …" with why after a dash, moved off a tool, moved from a town.
    ("correction: I'm in Keswick now, not Penrith - moved in March", [(*LIVES, "Keswick")]),
    ("sorry, deploys are on Shipwright now, not Rampart - I mixed them up", [(*WE_USES, "Shipwright")]),
    ("correction - the backups moved off Vaultly, they're on Coldbox now", [(*WE_USES, "Coldbox")]),
    ("update that: I moved from Bude to Padstow in May", [(*LIVES, "Padstow")]),
    # A forget with "anything about", "all of it about", "whatever I said about".
    (
        "erase anything about my parking fine, it's paid",
        [("forget", "self", "", "anything about my parking fine, it's paid")],
    ),
    ("scrap all of it about the loft conversion", [("forget", "self", "", "all of it about the loft conversion")]),
    # A name in quotes for a thing of this run.
    ("let's call the flaky login test 'the Poltergeist' while we chase it", [(*SESSION_CALLED, "Poltergeist")]),
]

NOTHING = [
    # What the team builds is not labelled as goods (parts 21 and 23); time with the family is no product; a trip
    # is no home; things called by a name are no team; a person's flat is no firm's premises; a farewell.
    "We build scheduling software for gyms.",
    "I'm in Lisbon now for a conference.",
    "The servers are called the Seven Dwarfs.",
    "Ignatius rents a flat in Leeds.",
    "My kids go to Ashby now.",
    "Let's call it a day for now.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_21_shape_is_read,
    test_a_round_21_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
