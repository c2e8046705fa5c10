"""The rules written from part 29 (issue #25, round 30) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    HABIT,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    MY_HABIT,
    NAME,
    POLICY,
    PREFERS,
    ROLE,
    SELLS,
    SPEAKS,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")
MY_USES = ("memory", "self", "USES")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
FORGET = ("forget", "self", "")

READ = [
    # The team: two kinds of work each in a tool after one comma, a tool gone and where the work moved, a board
    # binned and where the work goes, the sprint and the ship day as keys, the team named then said what it is, a
    # rule kept strictly, the manager with no subject, a first job, named rituals with their time.
    (
        "tickets live in Gannetboard, builds on Kestrelci",
        [(*WE_USES, "Gannetboard"), (*WE_USES, "Kestrelci")],
    ),
    ("alerts are Curlewpage, dashboards in Plovergraph", [(*WE_USES, "Curlewpage"), (*WE_USES, "Plovergraph")]),
    ("Heads up, Stoatbuild is gone - CI moved to Martenrun last week.", [(*WE_USES, "Martenrun")]),
    (
        "We ditched the whiteboard rota; tasks go in Heronplan now.",
        [(*WE_END, "whiteboard rota"), (*WE_USES, "Heronplan")],
    ),
    (
        "The paper job book's retired - we log repairs in Anvilog now.",
        [(*WE_END, "paper job book"), (*WE_USES, "Anvilog")],
    ),
    ("Sprint length for us: nine working days.", [(*SPRINT, "nine working days")]),
    ("Release day is the last Thursday of each month.", [(*RELEASE, "last Thursday of each month")]),
    ("I'm on the Gadwalls, the search squad.", [(*WE_TEAM, "Gadwalls")]),
    (
        "Also, migrations must be reviewed by two people, we're strict about that.",
        [(*POLICY, "migrations must be reviewed by two people")],
    ),
    ("Been reporting to Morwenna Achterberg-Lyle since the autumn.", [(*MANAGER, "Morwenna Achterberg-Lyle")]),
    ("First thing every morning: triage the overnight alerts.", [(*MY_HABIT, "triage the overnight alerts")]),
    ("Every sprint ends with Scones and Slides, our demo session.", [(*HABIT, "Scones and Slides")]),
    ("Weekly we run a Lantern Hour retro, cameras off.", [(*HABIT, "Lantern Hour retro")]),
    ("Every first Friday we host Open Forge Night for the street.", [(*HABIT, "Open Forge Night")]),
    # The person: a pick given the choice, a role since a change, names for this talk, a town now and not before,
    # a recap of name, role, workplace and town, team and tools.
    ("Given the choice it'd be Elixir, every time.", [(*PREFERS, "Elixir")]),
    ("Since the merger I'm also the release captain.", [(*ROLE, "release captain")]),
    ("That wobbly search index - let's call it 'the Kelpie' for now.", [(*SESSION_CALLED, "Kelpie")]),
    ("call the bridle repair 'Job Magpie' until we sort it out", [(*SESSION_CALLED, "Job Magpie")]),
    ("Update: not Lerwick any more, I'm in Scalloway now.", [(*LIVES, "Scalloway")]),
    (
        "Quick recap so you have it: Eilidh Brannock-Shaw, frontend developer, Larchwood Digital in Dornoch, "
        "Ospreys squad, Pinetrack for tickets, Firbuild for CI.",
        [
            (*NAME, "Eilidh Brannock-Shaw"),
            (*ROLE, "frontend developer"),
            (*LOCATED, "Dornoch"),
            (*WORKS, "Larchwood Digital"),
            (*WE_TEAM, "Ospreys"),
            (*WE_USES, "Pinetrack"),
            (*WE_USES, "Firbuild"),
        ],
    ),
    # A business: what we make asked then answered, buyers "plus" more, a trade and its named premises, three goods,
    # buyers "too", the business named after a semicolon, the main thing "plus", who buys the bulk.
    ("What do we make? Tide tables for small fishing harbours.", [(*SELLS, "Tide tables")]),
    (
        "Buyers are marina operators, plus a handful of sailing clubs.",
        [(*CLIENTS, "marina operators"), (*CLIENTS, "sailing clubs")],
    ),
    (
        "I'm a cooper - tiny workshop in Alnwick called Stave & Hoop.",
        [(*ROLE, "cooper"), (*WORKS, "Stave & Hoop"), (*LOCATED, "Alnwick")],
    ),
    (
        "We make kites, hand-stitched windsocks and canvas bags.",
        [(*SELLS, "kites"), (*SELLS, "hand-stitched windsocks"), (*SELLS, "canvas bags")],
    ),
    (
        "Most orders come from wedding planners; event caterers too.",
        [(*CLIENTS, "wedding planners"), (*CLIENTS, "event caterers")],
    ),
    (
        "My sister and I roast coffee in Whitby; the business is Harbour Bean Roasters.",
        [(*LIVES, "Whitby"), (*WORKS, "Harbour Bean Roasters")],
    ),
    (
        "Sourdough's the main thing, plus rye loaves and cinnamon buns.",
        [(*SELLS, "Sourdough"), (*SELLS, "rye loaves"), (*SELLS, "cinnamon buns")],
    ),
    ("Delis buy the bulk, and a couple of farm shops.", [(*CLIENTS, "Delis"), (*CLIENTS, "farm shops")]),
    # Everyday: an allergy after a dash, two languages each where spoken, a time zone as a key, a sport said alone,
    # refusals (asked back, "neither", "where I draw the line", "can't do it"), the one drink, one's own app, tools
    # ended with no subject, a pastime after the time of day, things to forget.
    ("Sesame - turns out I'm allergic, which is awkward for a baker.", [(*ALLERGY, "Sesame")]),
    ("I speak Tagalog at home, Amharic with my dad's family.", [(*SPEAKS, "Tagalog"), (*SPEAKS, "Amharic")]),
    ("timezone's Chatham Islands time this summer", [(*ZONE, "Chatham Islands time")]),
    ("Trail runner, if that helps with the kit questions.", [(*IS_A, "Trail runner")]),
    ("Okra? Absolutely not.", [(*DISLIKES, "Okra")]),
    ("Marzipan I can't stand, coconut neither.", [(*DISLIKES, "Marzipan"), (*DISLIKES, "coconut")]),
    ("Curry I love, but tripe is where I draw the line.", [(*DISLIKES, "tripe")]),
    ("Most fruit I'll eat, but durian smells like a drain - can't do it.", [(*DISLIKES, "durian")]),
    ("Oolong tea, lightly brewed, that's all I drink.", [(*PREFERS, "Oolong tea")]),
    ("My banking app is Pennywise.", [(*MY_USES, "Pennywise")]),
    ("Deleted Snorewell off my phone, the alarms were useless.", [(*MY_END, "Snorewell")]),
    ("Stopped using Quotebird for quotes too.", [(*MY_END, "Quotebird")]),
    ("Mornings I row on the loch before work.", [(*MY_HABIT, "row on the loch before work")]),
    ("Scratch the thing about my parking fine.", [(*FORGET, "the thing about my parking fine")]),
    ("Ditch the bit on my council tax, it's settled.", [(*FORGET, "the bit on my council tax")]),
]

NOTHING = [
    # A ritual with no name, a device cleared of no tool, a choice declined, "scratch that" with no thing to forget,
    # a second clause that is a complaint, a sprint length as a sore point.
    "Every sprint ends with a demo, our favourite bit.",
    "Deleted the photos off my phone, finally.",
    "Given the choice I'd rather not.",
    "Scratch that, I misread the ticket.",
    "Most orders come from abroad; shipping is slow too.",
    "Sprint length here: a sore point.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_30_shape_is_read,
    test_a_round_30_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
