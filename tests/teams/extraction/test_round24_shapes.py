"""The rules written from part 26 (issue #25, round 24) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    IS_A,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
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
MY_HABIT = ("memory", "self", "HAS_HABIT")
MY_USES = ("memory", "self", "USES")
LIVES = ("memory", "self", "LIVES_IN")
SESSION_CALLED = ("memory", "session", "IS_CALLED")

READ = [
    # Wrong drafts of part 26, read right: a conditional choice, a name for this run after a dash or before an aside.
    ("Given the choice I'd write Haskell and nothing else.", [(*PREFERS, "Haskell")]),
    ("That slow nightly import - call it 'the Kraken' for this chat.", [(*SESSION_CALLED, "Kraken")]),
    ("You can call me Skipper in this conversation, long story.", [(*SESSION_CALLED, "Skipper")]),
    # Summaries: a role at a workplace makes the bare name the speaker's; a business named in the lead-in.
    (
        "Quick recap: Tomos, backend at Ferncastle, manager is Delyth, on-call one week in five.",
        [
            (*NAME, "Tomos"),
            (*WORKS, "Ferncastle"),
            (*ROLE, "backend"),
            (*MANAGER, "Delyth"),
            (*ROTA, "one week in five"),
        ],
    ),
    (
        "Team stuff, in short - the Ospreys, standup 9:40, eight working days a sprint, ship every other Monday.",
        [(*WE_TEAM, "Ospreys"), (*STANDUP, "9:40"), (*SPRINT, "eight working days"), (*RELEASE, "every other Monday")],
    ),
    (
        "Bark & Bough in a nutshell: Hay-on-Wye, bird tables mainly, regulars are garden clubs and village halls.",
        [
            (*LOCATED, "Hay-on-Wye"),
            (*SELLS, "bird tables"),
            (*CLIENTS, "garden clubs"),
            (*CLIENTS, "village halls"),
        ],
    ),
    # Plain everyday shapes: a tool named then left, a diet, a key spelled out, the pager's share, what errors go
    # to, an app called X, a named business's cleft, a move said as a note, a tool moved off, habits after when.
    ("Notewhale - I've stopped using it, too many pop-ups.", [(*MY_END, "Notewhale")]),
    ("Diet-wise I'm vegetarian, so cheese is fine.", [(*IS_A, "vegetarian")]),
    ("timezone: Azores time, I'm there for the winter", [(*ZONE, "Azores time")]),
    ("Pager-wise it lands on me one week in four.", [(*ROTA, "one week in four")]),
    ("Errors go to Bugsnag and builds run overnight.", [(*WE_USES, "Bugsnag")]),
    ("Groceries get tracked in an app called Larderly.", [(*MY_USES, "Larderly")]),
    ("What Tillbright sells is stock and ordering software for bakeries.", [(*SELLS, "stock and ordering software")]),
    ("Update: moved from Tywyn to Machynlleth in June, nearer my sister.", [(*LIVES, "Machynlleth")]),
    ("Correction - we moved hosting off Cloudcrate, it's Netherfold now.", [(*WE_USES, "Netherfold")]),
    ("After work, most evenings, I row on the estuary at Conwy.", [(*MY_HABIT, "row on the estuary at Conwy")]),
    ("Every quarter end we hold Pasty Thursday, where teams show what shipped.", [(*WE_HABIT, "Pasty Thursday")]),
    # Clients after a one-word question; a dislike after a refusal or put first after "but".
    (
        "Clients? Mostly dental surgeries, plus a few vet practices.",
        [(*CLIENTS, "dental surgeries"), (*CLIENTS, "vet practices")],
    ),
    ("Mushrooms. No way, can't stand the things.", [(*DISLIKES, "Mushrooms")]),
    ("I'll drink most teas, but chamomile I really dislike.", [(*DISLIKES, "chamomile")]),
    (
        "What we make: oak stools, spoon racks, and we do chair caning too.",
        [(*SELLS, "oak stools"), (*SELLS, "spoon racks")],
    ),
    # Where the trade comes from; records binned and what people do on a tool now; a business run in a town.
    (
        "Most of our trade comes from wedding florists and country hotels.",
        [(*CLIENTS, "wedding florists"), (*CLIENTS, "country hotels")],
    ),
    ("We ditched the paper holiday rota in the kitchen.", [(*WE_END, "paper holiday rota")]),
    ("Guests check in on Keyloft now.", [(*WE_USES, "Keyloft")]),
    (
        "My brother and I run a bakery in Llandeilo called Crust & Crumb.",
        [(*WORKS, "Crust & Crumb"), (*LIVES, "Llandeilo")],
    ),
]

NOTHING = [
    # Being somewhere at weekends is no habit kept; "in this chat" said last is no frame; a question stays one;
    # a recap of how something went is no fact; "What X sells?" asks.
    "Most weekends I'm somewhere near the coast.",
    "I live in this chat.",
    "What Python version is it?",
    "Quick recap: it went fine, nobody panicked.",
    "What Tillbright sells is a mystery to me?",
    "Most of our trade comes from word of mouth.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_24_shape_is_read,
    test_a_round_24_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
