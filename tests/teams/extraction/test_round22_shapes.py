"""The rules written from part 25 (issue #25, round 22) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    IS_A,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    SPEAKS,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
WE_HABIT = ("memory", "we", "HAS_HABIT")
MY_USES = ("memory", "self", "USES")

READ = [
    # An aside in brackets, after a dash or interjected, read past; a thing said alone, then what of it.
    ("Our crew is the Kittiwakes (payments, mainly).", [(*WE_TEAM, "Kittiwakes")]),
    ("tz: Chatham Islands time (don't ask)", [(*ZONE, "Chatham Islands time")]),
    ("standup: 10:05, on video since we're spread out", [(*STANDUP, "10:05")]),
    ("Horseradish, believe it or not - I'm allergic to it.", [(*ALLERGY, "Horseradish")]),
    ("Celery. Can't stand it, never have.", [(*DISLIKES, "Celery")]),
    ("Scribblepad? Don't use it any more, paper works better.", [(*MY_END, "Scribblepad")]),
    ("I'm an amateur beekeeper - weekends are all hives.", [(*IS_A, "amateur beekeeper")]),
    ("I've been vegan for six years now.", [(*IS_A, "vegan")]),
    # Two kinds of work on two tools in one clause; records ended and where they are now.
    (
        "Incidents get logged in Stormjar, deploys run on Pipewren.",
        [(*WE_USES, "Stormjar"), (*WE_USES, "Pipewren")],
    ),
    ("Orders come through Basketfox and the till is Coinloft.", [(*WE_USES, "Basketfox"), (*WE_USES, "Coinloft")]),
    (
        "We ship everything to Tracehound and the runbooks live in Wikiwell.",
        [(*WE_USES, "Tracehound"), (*WE_USES, "Wikiwell")],
    ),
    ("The holiday planner on the office fridge is gone.", [(*WE_END, "holiday planner on the office fridge")]),
    ("We stopped tracking repairs in the blue notebook.", [(*WE_END, "blue notebook")]),
    ("No longer using Moodmeter, it nagged too much.", [(*MY_END, "Moodmeter")]),
    ("Zed is my editor these days.", [(*MY_USES, "Zed")]),
    ("Quick fix: hosting isn't Cloudkeep any more, it's Skyvault since June.", [(*WE_USES, "Skyvault")]),
    ("If it were up to me: Elixir only, nothing else.", [(*PREFERS, "Elixir")]),
    # The team and the firm: premises on a town's front, on-call share, a second rule, a line manager, goods
    # besides others, a named event after how often, a role taken on.
    ("Gullhaven's office is above a bakery on the Whitby harbourside.", [(*LOCATED, "Whitby")]),
    ("Support duty comes round one week in five for me.", [(*ROTA, "one week in five")]),
    (
        "Another one - every outage gets a blameless review within a week.",
        [(*POLICY, "every outage gets a blameless review within a week")],
    ),
    ("My direct manager is Tomasz Abernethy-Okafor.", [(*MANAGER, "Tomasz Abernethy-Okafor")]),
    ("Besides boat hire we also sell a tide-table app that marinas embed.", [(*SELLS, "tide-table app")]),
    ("Twice a month the whole team does a Crab Demo over lunch.", [(*WE_HABIT, "Crab Demo")]),
    ("I've taken on the release captain role for the spring launch.", [(*ROLE, "release captain")]),
    ("Once a season we host a Lantern making evening for the allotment.", [(*WE_HABIT, "Lantern making evening")]),
    (
        "Ferryman at Tidemill Crossing in Appledore - that's me.",
        [(*ROLE, "Ferryman"), (*WORKS, "Tidemill Crossing"), (*LOCATED, "Appledore")],
    ),
    (
        "I run the cider side of Orchardine Farm, a small estate outside Ledbury.",
        [(*WORKS, "Orchardine Farm"), (*LOCATED, "Ledbury")],
    ),
    # Trades and everyday: a trade, its work, a named shop in a town; a business run with someone; goods after a
    # colon; clients said as work for them, "plus" a second kind, or after "Who buys it?"; two languages.
    (
        "I'm a wheelwright - I build and repair wheels at Spoke & Felloe in Ludlow.",
        [(*ROLE, "wheelwright"), (*WORKS, "Spoke & Felloe"), (*LOCATED, "Ludlow")],
    ),
    (
        "My sister and I run Larkspur Pottery, a tiny studio in Rye.",
        [(*WORKS, "Larkspur Pottery"), (*LOCATED, "Rye")],
    ),
    (
        "What we sell: slate coasters, house signs, and engraved doorsteps.",
        [(*SELLS, "slate coasters"), (*SELLS, "house signs"), (*SELLS, "engraved doorsteps")],
    ),
    ("Most of the sign work is for village pubs.", [(*CLIENTS, "village pubs")]),
    (
        "Regulars are mostly allotment holders, plus the local beekeeping club.",
        [(*CLIENTS, "allotment holders"), (*CLIENTS, "local beekeeping club")],
    ),
    (
        "Who buys them? Wedding planners, and a few boutique hotels.",
        [(*CLIENTS, "Wedding planners"), (*CLIENTS, "boutique hotels")],
    ),
    ("I speak Cornish with my uncle, and Hindi from my mum's side.", [(*SPEAKS, "Cornish"), (*SPEAKS, "Hindi")]),
    # A summary of facts after a lead-in, each item a statement.
    (
        "Quick summary of the team: the Puffins, standup 9:15, ten working days a sprint, releases every Monday.",
        [
            (*WE_TEAM, "Puffins"),
            (*STANDUP, "9:15"),
            (*SPRINT, "ten working days"),
            (*RELEASE, "every Monday"),
        ],
    ),
    (
        "Ines here - data engineer, Marrowlane, Dundee office.",
        [(*NAME, "Ines"), (*ROLE, "data engineer"), (*WORKS, "Marrowlane"), (*LOCATED, "Dundee")],
    ),
    (
        "Shop facts for you: Fernhill Frames, Totnes, and we don't frame jigsaws, ever.",
        [(*WORKS, "Fernhill Frames"), (*LOCATED, "Totnes"), (*POLICY, "we don't frame jigsaws")],
    ),
]

NOTHING = [
    # A summary of how something went is no fact; a question is no answer; weather gone is no
    # record; a bare "if" is still a supposition; kids go to school, which is no client.
    "Quick summary: it went fine, no drama.",
    "Who buys it? No idea, honestly.",
    "The snow is gone now.",
    "If it were cheaper I'd switch.",
    "The twins go to primary schools in town.",
    "Another one - every morning I walk the dog.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_22_shape_is_read,
    test_a_round_22_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
