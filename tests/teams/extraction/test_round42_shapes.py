"""The rules written from parts 35 and 36's English (issue #25, round 42) read constructions, not those parts'
sentences: every case here was written for this test, after the rules, in the same constructions with other tools,
teams, towns, goods and foods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    GITHUB,
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
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

FORGET = ("forget", "self", "")
SPRINT, CADENCE = ("memory", "we", "HAS_SPRINT_LENGTH"), ("memory", "we", "HAS_RELEASE_CADENCE")
CLIENTS, HABIT = ("memory", "we", "HAS_CLIENTS"), ("memory", "we", "HAS_HABIT")

READ = [
    # The team's rhythm with a verb or a rider.
    ("we do twelve working days per sprint which nobody remembers", [(*SPRINT, "twelve working days")]),
    ("fifteen working days to a sprint here, long story", [(*SPRINT, "fifteen working days")]),
    ("we ship releases every second Tuesday, come what may", [(*CADENCE, "every second Tuesday")]),
    ("release day is every other Monday", [(*CADENCE, "every other Monday")]),
    ("on call comes round one week in eleven which is fair enough", [(*ROTA, "one week in eleven")]),
    ("we stand up at 9:25 so the school run is done", [(*STANDUP, "9:25")]),
    # The premises on a street with a rider.
    ("the bakery sits on Church Row in Thirsk, open mornings", [(*LOCATED, "Church Row")]),
    ("office is above a bookshop on the Shambles in Malton", [(*LOCATED, "Shambles")]),
    # An app gone, and an old way ended with where its work is now.
    ("Stepcrow's gone as well, it never synced", [(*MY_END, "Stepcrow")]),
    ("got rid of Budgetfinch, the charts were useless", [(*MY_END, "Budgetfinch")]),
    (
        "the paper diary on the front desk is officially retired - bookings live in Tidepost from today",
        [(*WE_END, "paper diary on the front desk"), (*WE_USES, "Tidepost")],
    ),
    (
        "finally took down the whiteboard in the hall, the jobs are all in Ferrylist now",
        [(*WE_END, "whiteboard in the hall"), (*WE_USES, "Ferrylist")],
    ),
    ("Gorsebuild got retired last month, all the deploys moved over to Heronship", [(*WE_USES, "Heronship")]),
    ("Kestrelci's been switched off; builds run on Plovership from now on", [(*WE_USES, "Plovership")]),
    # A role given, the old one waved off; a role for a part of the workplace.
    ("got the design lead job, so goodbye junior designer title", [(*ROLE, "design lead")]),
    ("Big news: they've made me head of product, support engineer days are over", [(*ROLE, "head of product")]),
    ("also got roped in as fire warden for the building, so expect drills", [(*ROLE, "fire warden")]),
    # Buyers and goods said without a verb.
    (
        "customers? wedding planners mostly, and a few florists who hire them",
        [(*CLIENTS, "wedding planners"), (*CLIENTS, "florists")],
    ),
    (
        "it mostly goes to tea rooms across the county and a handful of delis",
        [(*CLIENTS, "tea rooms"), (*CLIENTS, "delis")],
    ),
    (
        "brew pubs take most of the malt, the rest goes to home brewers in Leeds",
        [(*CLIENTS, "brew pubs"), (*CLIENTS, "home brewers")],
    ),
    (
        "newer sign-ups are dog groomers and, oddly, a driving school",
        [(*CLIENTS, "dog groomers"), (*CLIENTS, "driving school")],
    ),
    (
        "mostly oak stools, but plant stands go well too, and the odd bench",
        [(*SELLS, "oak stools"), (*SELLS, "plant stands"), (*SELLS, "bench")],
    ),
    (
        "rag rugs are the bread and butter, then cushion covers, plus wall hangings made to order",
        [(*SELLS, "rag rugs"), (*SELLS, "cushion covers"), (*SELLS, "wall hangings")],
    ),
    (
        "mostly it's elderflower cordial, but the elderberry syrup sells and so does the elderflower vinegar",
        [(*SELLS, "elderflower cordial"), (*SELLS, "elderberry syrup"), (*SELLS, "elderflower vinegar")],
    ),
    # One's profile in one line, and the team's tools as a list.
    (
        "tl;dr me: Ines | data analyst | Wrenfold | standup 9:45 | tickets in Puffinboard",
        [
            (*NAME, "Ines"),
            (*ROLE, "data analyst"),
            (*WORKS, "Wrenfold"),
            (*STANDUP, "9:45"),
            (*WE_USES, "Puffinboard"),
        ],
    ),
    (
        "me, in brief → name: Tomas; company: Lapwing; team: Curlews; CI: Sandpipe",
        [(*NAME, "Tomas"), (*WORKS, "Lapwing"), (*WE_TEAM, "Curlews"), (*WE_USES, "Sandpipe")],
    ),
    (
        "tooling: chat's Marshtalk, Dunlinci does builds, and Stintbell wakes whoever's on call",
        [(*WE_USES, "Marshtalk"), (*WE_USES, "Dunlinci"), (*WE_USES, "Stintbell")],
    ),
    ("we take card payments at the stall via Cointhrush", [(*WE_USES, "Cointhrush")]),
    # The person: names, team, workplace, home, manager, handle, tool wished for.
    ("Ines Okafor-Lindqvist, but honestly just Ines, it's quicker", [(*NAME, "Ines Okafor-Lindqvist")]),
    ("our squad's the Dippers - named after a river bird", [(*WE_TEAM, "Dippers")]),
    ("I'm at Lapwing, a small design studio of nine people", [(*WORKS, "Lapwing")]),
    ("work's Wrenfold.", [(*WORKS, "Wrenfold")]),
    ("not in Settle any more, I'm in Giggleswick now", [(*LIVES, "Giggleswick")]),
    ("my boss is Priya Holloway-Mensah if it comes up", [(*MANAGER, "Priya Holloway-Mensah")]),
    ("my github's ines-wf btw, in case you review anything", [(*GITHUB, "ines-wf")]),
    ("PRs from me will come from tomas-lw on GitHub", [(*GITHUB, "tomas-lw")]),
    ("if I had free rein it'd all be OCaml, no question", [(*PREFERS, "OCaml")]),
    # Habits, one's own and the team's.
    ("I swim lengths most Fridays, keeps me sane", [(*MY_HABIT, "swim lengths")]),
    ("most Sundays I'm out fell running above Kettlewell", [(*MY_HABIT, "fell running above Kettlewell")]),
    (
        "choir singing at the town hall every Wednesday night, it's my thing",
        [(*MY_HABIT, "choir singing at the town hall")],
    ),
    ("evenings are for restoring clocks, don't ask", [(*MY_HABIT, "restoring clocks")]),
    ("twice a year we do Parkin Demos, everyone brings cake", [(*HABIT, "Parkin Demos")]),
    ("end of every sprint there's Pie Friday - show your work", [(*HABIT, "Pie Friday")]),
    ("first Friday in June the whole office heads to the Malton Show", [(*HABIT, "Malton Show")]),
    # The team's rules with a rider.
    ("nothing goes out during audit week, it's too risky", [(*POLICY, "nothing goes out during audit week")]),
    ("every stool gets oiled by hand here, no spray booths", [(*POLICY, "every stool gets oiled by hand")]),
    ("the cream's churned the same day or it gets binned", [(*POLICY, "the cream's churned the same day")]),
    (
        "we dry the hops before the frost comes, never leave them out",
        [(*POLICY, "we dry the hops before the frost comes")],
    ),
    ("ash gets split wet, never kilned", [(*POLICY, "ash gets split wet")]),
    # Tastes, allergies, languages.
    ("black pudding and haggis, both grim, sorry", [(*DISLIKES, "black pudding"), (*DISLIKES, "haggis")]),
    ("liver and kidneys - keep them both away from me", [(*DISLIKES, "liver"), (*DISLIKES, "kidneys")]),
    ("happy with most cheeses, just not stilton", [(*DISLIKES, "stilton")]),
    ("Mint tea, no sugar, if you're making one", [(*PREFERS, "Mint tea")]),
    ("allergic to penicillin, which makes infections fun", [(*ALLERGY, "penicillin")]),
    ("walnuts make my lips tingle - allergic, so no brownies", [(*ALLERGY, "walnuts")]),
    ("Yoruba at home growing up, Hausa from my mum's side, both rusty", [(*SPEAKS, "Yoruba"), (*SPEAKS, "Hausa")]),
    (
        "grew up between Accra and Lome, so Twi and Ewe both come pretty naturally",
        [(*SPEAKS, "Twi"), (*SPEAKS, "Ewe")],
    ),
    # What to forget: a thing from this morning, a saga with someone, stuff about something.
    ("The dentist moan from this morning - bin it", [(*FORGET, "The dentist moan from this morning")]),
    ("The boiler saga with my landlord, wipe that", [(*FORGET, "The boiler saga with my landlord")]),
    ("that stuff about my sister's wedding - just drop it", [(*FORGET, "that stuff about my sister's wedding")]),
]

NOTHING = [
    # A sprint with no count; a release with no cadence; a street asked about.
    "we do sprints which nobody likes",
    "release day is a nightmare",
    "is the bakery on Church Row?",
    # A tool gone with no name. (An old way "officially retired" with nowhere for the work said is an end since round
    # 44: the labelled parts end "Got rid of the carbon-copy invoice book." said alone.)
    "it's gone as well, I was never opening it",
    "Stepcrow's gone as well, we're on holiday till Monday.",
    # Buyers asked with no answer; goods with no list.
    "customers? no idea",
    "mostly oak stools.",
    # A profile lead with nothing after it; a key with no name.
    "company: none",
    # A habit asked about; a rule asked about; a food liked.
    "do you swim lengths most Fridays?",
    "black pudding and haggis, both lovely",
    # "If" that is still a wish with no tool; a town asked about.
    "if I had free rein I'd quit",
    "not in Settle any more?",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_42_shape_is_read,
    test_a_round_42_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
