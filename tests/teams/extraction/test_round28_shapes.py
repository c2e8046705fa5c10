"""The rules written from part 28 (issue #25, round 28) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    HABIT,
    HOURS,
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
    ROTA,
    SELLS,
    SPEAKS,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
RELEASE = ("memory", "we", "HAS_RELEASE_CADENCE")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")
MY_USES = ("memory", "self", "USES")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
FORGET = ("forget", "self", "")

READ = [
    # Wrong drafts of part 28, read right: what one would write all day is a preference, a sport kept up is what
    # one is, "I'm X" in a recap with a role at a firm in a town is the name, a name for this talk is a name.
    ("Honestly I'd write Haskell all day if they let me.", [(*PREFERS, "Haskell")]),
    ("I'm a fell runner, mostly the Lakeland hills.", [(*IS_A, "fell runner")]),
    (
        "Quick recap: I'm Ffion, QA engineer at Marramcode in Tenby, on the Puffins, we use Rockpool.",
        [
            (*NAME, "Ffion"),
            (*LOCATED, "Tenby"),
            (*WORKS, "Marramcode"),
            (*ROLE, "QA engineer"),
            (*WE_TEAM, "Puffins"),
            (*WE_USES, "Rockpool"),
        ],
    ),
    ("Call the back storeroom 'the Vault' while we talk.", [(*SESSION_CALLED, "Vault")]),
    # The person and the workplace: a role with "here" and what the firm builds for whom, a street after the town,
    # the full name as a key, the reporting line as a key, a role taken on "as of" a month.
    (
        "Platform engineer at Brindlecove here; we build stock control for independent bookshops.",
        [(*ROLE, "Platform engineer"), (*WORKS, "Brindlecove"), (*SELLS, "stock control")],
    ),
    ("Quillstead is in Settle, above a bakery on Duke Street.", [(*LOCATED, "Duke Street")]),
    ("full name Oona Carrick-Maddox if you need it", [(*NAME, "Oona Carrick-Maddox")]),
    ("Reporting line: Ruari Baptiste-Lowe.", [(*MANAGER, "Ruari Baptiste-Lowe")]),
    ("As of this week I'm also the accessibility champion.", [(*ROLE, "accessibility champion")]),
    ("I'm on 8:30 to 4:30 most days.", [(*HOURS, "8:30 to 4:30")]),
    ("Actually I've moved - Kendal to Windermere, nearer the lake.", [(*LIVES, "Windermere")]),
    (
        "Name correction: it's Ailsa Drummond-Kerr, not Ailsa Drummond-Carr.",
        [(*NAME, "Ailsa Drummond-Kerr")],
    ),
    # The team: two kinds of work each in a tool, a tool gone and the one now, the sprint "for us", the pager's
    # share, the crew's name before a dash, a rule "on our team", a rule after "Also -", a board that is history.
    ("Alerts are all Hornpipe, docs is Pagewell.", [(*WE_USES, "Hornpipe"), (*WE_USES, "Pagewell")]),
    ("Update on hosting: Ferrylane is gone, everything runs on Cragstack now.", [(*WE_USES, "Cragstack")]),
    ("Sprint length is eight working days for us.", [(*SPRINT, "eight working days")]),
    ("I get paged one week in five.", [(*ROTA, "one week in five")]),
    ("We're the Kittiwakes - small data crew, three of us.", [(*WE_TEAM, "Kittiwakes")]),
    ("Rule on our team: no dependency bumps on a release day.", [(*POLICY, "no dependency bumps on a release day")]),
    (
        "Also - every schema change needs a review from ops before it goes out.",
        [(*POLICY, "every schema change needs a review from ops before it goes out")],
    ),
    (
        "The paper rota board is history. We track tasks in Tidemark now.",
        [(*WE_END, "paper rota board"), (*WE_USES, "Tidemark")],
    ),
    ("We put out a release every other Tuesday.", [(*RELEASE, "every other Tuesday")]),
    # A business: who pays asked then answered, where one brews and what the premises is called, goods turned out,
    # buyers listed, records moved to a tool "these days", a named event once a month, a trade with its shop and
    # town, goods closed with "that's the lot", most of one's trade.
    (
        "Who pays us? Mostly rural GP surgeries, plus a few dental practices.",
        [(*CLIENTS, "rural GP surgeries"), (*CLIENTS, "dental practices")],
    ),
    ("I brew beer in Hexham. The brewery's called Tyne Hop.", [(*LIVES, "Hexham"), (*WORKS, "Tyne Hop")]),
    (
        "We churn out oat biscuits, rye crackers and a seeded loaf.",
        [(*SELLS, "oat biscuits"), (*SELLS, "rye crackers"), (*SELLS, "seeded loaf")],
    ),
    (
        "Buyers are village shops up the dale and a couple of tearooms.",
        [(*CLIENTS, "village shops up the dale"), (*CLIENTS, "couple of tearooms")],
    ),
    (
        "Order slips used to live on a spike; these days it's all in Tallybook.",
        [(*WE_END, "spike"), (*WE_USES, "Tallybook")],
    ),
    ("Once a month we open the doors for Open Loom Saturday.", [(*HABIT, "Open Loom Saturday")]),
    (
        "I mend clocks - horologist by trade, tiny workshop in Otley called Tick & Tock.",
        [(*ROLE, "horologist"), (*WORKS, "Tick & Tock"), (*LOCATED, "Otley")],
    ),
    (
        "Reupholstery, caning and French polishing, that's the lot.",
        [(*SELLS, "Reupholstery"), (*SELLS, "caning"), (*SELLS, "French polishing")],
    ),
    ("Most of my trade's dog walkers and the odd film crew.", [(*CLIENTS, "dog walkers"), (*CLIENTS, "odd film crew")]),
    ("Most of our customers are cafés in the Dales and Harrogate.", [(*CLIENTS, "cafés")]),
    # Everyday: habits after the time of day, two languages, a diet with an aside, a refusal after "but", the only
    # one taken, one's own records in a tool, a tool gone from a device, the editor "these days", a thing to forget.
    ("Every evening, after dinner, I walk the dog along the canal.", [(*MY_HABIT, "walk the dog along the canal")]),
    ("Weekends I usually bake sourdough for the neighbours.", [(*MY_HABIT, "bake sourdough for the neighbours")]),
    ("I speak Gaelic at home and some Norwegian.", [(*SPEAKS, "Gaelic"), (*SPEAKS, "Norwegian")]),
    ("Vegetarian, for what it's worth.", [(*IS_A, "Vegetarian")]),
    ("I'll eat most fish, but anchovies are a hard no.", [(*DISLIKES, "anchovies")]),
    ("Earl Grey in everything, nothing else.", [(*PREFERS, "Earl Grey")]),
    ("Workouts go in Stridely.", [(*MY_USES, "Stridely")]),
    ("Snoozebar got uninstalled off my laptop last week, useless thing.", [(*MY_END, "Snoozebar")]),
    ("My terminal is Wavelet these days.", [(*MY_USES, "Wavelet")]),
    ("The mortgage thing from before - scrub that.", [(*FORGET, "The mortgage thing")]),
]

NOTHING = [
    # Kids throwing doors open is no error and no habit; a printer gone is no record kept by hand; chat being quiet
    # names no tool; being paged often is no share; a sprint length as a sore point is none; "that's the lot" alone
    # lists no goods; a person "in" a tool is no own records; a climber's possessive is no hobby.
    "The kids throw open the doors when it's sunny.",
    "The old printer is history, thank goodness.",
    "Chat is quiet today.",
    "I get paged far too often.",
    "Sprint length is a sore point for us.",
    "That's the lot, thanks.",
    "Kevin's in Coinpail.",
    "I'm a climber's nightmare of a belayer.",
    "I make tea in the Aeropress, weirdly.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_28_shape_is_read,
    test_a_round_28_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
