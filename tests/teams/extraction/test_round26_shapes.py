"""The rules written from part 27 (issue #25, round 26) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    HABIT,
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    NOTE,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
MY_USES = ("memory", "self", "USES")
SESSION_CALLED = ("memory", "session", "IS_CALLED")

READ = [
    # Wrong drafts of part 27, read right: a hobby is what one is, animals kept in a town are where one lives, an
    # aside after the goods is no goods, "I'm X" in a summary is the name.
    ("I'm a train spotter, mostly old diesels.", [(*IS_A, "train spotter")]),
    (
        "I keep goats in Llanidloes - the business is Hoof & Horn.",
        [(*LIVES, "Llanidloes"), (*WORKS, "Hoof & Horn")],
    ),
    ("we also sell a gift voucher, not that anyone asked", [(*SELLS, "gift voucher")]),
    (
        "Quick summary for you: I'm Ros, SRE at Brackenly, I report to Fergus, and our team is the Herons of Clyde.",
        [
            (*NAME, "Ros"),
            (*WORKS, "Brackenly"),
            (*ROLE, "SRE"),
            (*MANAGER, "Fergus"),
            (*WE_TEAM, "Herons of Clyde"),
        ],
    ),
    # The person and the workplace: where the firm is based after the role, what a named firm makes, a role held
    # since a month, a role with the firm's possessive, hours after "-wise", a place one is out in, a move after a
    # lead-in.
    (
        "I'm a data analyst at Quillmoor, we're based in Perth.",
        [(*ROLE, "data analyst"), (*WORKS, "Quillmoor"), (*LOCATED, "Perth")],
    ),
    ("Brackenly makes route-planning software for bus companies.", [(*SELLS, "route-planning software")]),
    ("Also, since June I've been release manager for the mobile app.", [(*ROLE, "release manager")]),
    ("Anyway - I'm Brackenly's first-aider as well.", [(*ROLE, "first-aider")]),
    ("Hours-wise I'm on 9 to 5.", [(*HOURS, "9 to 5")]),
    ("i'm out in Newton Stewart, twenty minutes in the car", [(*LIVES, "Newton Stewart")]),
    ("Quick update - I've moved from Melrose to Galashiels last month.", [(*LIVES, "Galashiels")]),
    # The team: where work goes, a tool retired for another, the pager's share, a name it goes by, a rule from the
    # handbook, how often it ships.
    (
        "Tickets go into Foxtrack and our builds run on Hullbuild.",
        [(*WE_USES, "Foxtrack"), (*WE_USES, "Hullbuild")],
    ),
    ("Correction on hosting: Boxcloud got retired, we're on Tarnhost now.", [(*WE_USES, "Tarnhost")]),
    ("The pager catches me one week in six.", [(*ROTA, "one week in six")]),
    ("My team goes by the Kestrels of Tay.", [(*WE_TEAM, "Kestrels of Tay")]),
    (
        "Another one from the handbook - every migration needs a rollback plan, no exceptions.",
        [(*POLICY, "every migration needs a rollback plan")],
    ),
    ("Deploys go out every second Thursday.", [(*RELEASE, "every second Thursday")]),
    # Tools: one asked about then left, one of a kind "these days", one an activity is done in.
    ("Pagewise? Gave up on it in May, the sync kept breaking.", [(*MY_END, "Pagewise")]),
    ("My browser these days is Vivaldi.", [(*MY_USES, "Vivaldi")]),
    ("Gardening's done in an app called Sproutlog.", [(*MY_USES, "Sproutlog")]),
    # This run: a name in quotes said before "in this chat", a note for the rest of the conversation.
    ("That flaky upload endpoint - let's call it 'the Gremlin' in this chat.", [(*SESSION_CALLED, "Gremlin")]),
    ("Answer in plain prose for the rest of this conversation.", [(*NOTE, "Answer in plain prose")]),
    # A business: who buys in a cleft, where it sits, records left for a tool, a named event in a month, a line
    # started, a premises on a street, what orders and the till go through, two kinds of clients.
    (
        "Mainly it's cafés and the Sunday craft fair that buy from us.",
        [(*CLIENTS, "cafés"), (*CLIENTS, "Sunday craft fair")],
    ),
    ("The shop sits just off Castle Street.", [(*LOCATED, "Castle Street")]),
    (
        "We stopped logging repairs in the blue ledger and moved everything to Fixbook.",
        [(*WE_END, "blue ledger"), (*WE_USES, "Fixbook")],
    ),
    ("Every June we host Open Hive Day for the school.", [(*HABIT, "Open Hive Day")]),
    ("Jam, too - we started selling a damson jam this year.", [(*SELLS, "damson jam")]),
    (
        "My little pottery is Kiln & Clay on Bridge Street in Ludlow.",
        [(*WORKS, "Kiln & Clay"), (*LOCATED, "Bridge Street")],
    ),
    ("Bookings come through Fresha and the till is a SumUp.", [(*WE_USES, "Fresha"), (*WE_USES, "SumUp")]),
    (
        "Customers are mainly dance schools and a few amateur theatres.",
        [(*CLIENTS, "dance schools"), (*CLIENTS, "amateur theatres")],
    ),
    # Everyday: a thing said first then an allergy to "it", the timezone key written short, a refusal in two words,
    # a dish put first after "but", the only thing one drinks.
    ("Argh, horse hair - I'm really allergic to it.", [(*ALLERGY, "horse hair")]),
    ("tz: Azores time for the next few weeks", [(*ZONE, "Azores time")]),
    ("Sprouts. No. Never.", [(*DISLIKES, "Sprouts")]),
    ("I'm fine with most cheese, but blue cheese I really can't do.", [(*DISLIKES, "blue cheese")]),
    ("Black coffee's the only thing I drink before ten, nothing else.", [(*PREFERS, "Black coffee")]),
]

NOTHING = [
    # "keep bees in mind" keeps no animals in a town; a person making coffee sells nothing; the garden is no town;
    # a thing said and then no refusal; bugs going into the backlog name no tool; a question stays one; "call it a
    # day" names nothing; tired since a month is no role; hours not given are none.
    "I keep bees in mind when I plan the garden.",
    "Eilidh makes coffee for everyone on Mondays.",
    "I'm out in the garden, ten minutes from the house.",
    "Marmite. No idea what it is, honestly.",
    "Bugs go into the backlog and nobody looks at them.",
    "Who makes booking software for libraries?",
    "Let's call it a day in this chat.",
    "Since October I've been tired all the time.",
    "Hours-wise I'm not sure yet.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_26_shape_is_read,
    test_a_round_26_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
