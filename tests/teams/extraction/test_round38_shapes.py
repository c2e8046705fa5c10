"""The rules written from part 33's English (issue #25, round 38) read constructions, not that part's sentences:
every case here was written for this test, after the rules, in the same constructions with other tools, teams,
towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    GITHUB,
    HABIT,
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
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

CLIENTS, CADENCE = ("memory", "we", "HAS_CLIENTS"), ("memory", "we", "HAS_RELEASE_CADENCE")
MY_USES, FORGET = ("memory", "self", "USES"), ("forget", "self", "")
STANDUP, SPRINT = ("memory", "we", "HAS_STANDUP_TIME"), ("memory", "we", "HAS_SPRINT_LENGTH")

READ = [
    # Everyday: a wish said "given free rein"; foods refused after a liking; a thing and a rider that it is an
    # allergy; one thing "always, nothing else"; a thing "any kind - hate it"; languages at home and got by in.
    ("Given the choice I'd write the whole app in Haskell.", [(*PREFERS, "Haskell")]),
    (
        "I'll eat most fruit but quince and rhubarb can stay off my plate.",
        [(*DISLIKES, "quince"), (*DISLIKES, "rhubarb")],
    ),
    ("Sesame seeds put me in hospital, proper allergy, so no bagels.", [(*ALLERGY, "Sesame seeds")]),
    ("oat husks = instant rash, I'm allergic", [(*ALLERGY, "oat husks")]),
    ("Lapsang souchong, always, nothing else in the pot.", [(*PREFERS, "Lapsang souchong")]),
    ("Coriander, in any form - can't stand it.", [(*DISLIKES, "Coriander")]),
    ("Tagalog at home with my parents", [(*SPEAKS, "Tagalog")]),
    ("I can get by in Lithuanian.", [(*SPEAKS, "Lithuanian")]),
    ("walk to work, rain or shine", [(*MY_HABIT, "walk to work")]),
    # The person: hours with a rider; a move; a role at a workplace with how long; a promotion; a role one was
    # landed with; one's name and what people call one; one's handle with a rider; what one is, then what it means.
    ("Work hours 7:30 to 3:30, I'm offline after that.", [(*HOURS, "7:30 to 3:30")]),
    ("Left Ludlow, living in Leominster now.", [(*LIVES, "Leominster")]),
    (
        "data analyst at Copperwick, been there two years",
        [(*ROLE, "data analyst"), (*WORKS, "Copperwick")],
    ),
    ("Promoted in the autumn - engineering manager now instead of senior engineer.", [(*ROLE, "engineering manager")]),
    ("They've lumbered me with fire safety officer too.", [(*ROLE, "fire safety officer")]),
    ("Morwenna Pascoe-Adeyemi, by the way - everyone calls me Mor.", [(*NAME, "Morwenna Pascoe-Adeyemi")]),
    ("gh is tamsin-q if that helps", [(*GITHUB, "tamsin-q")]),
    ("Lighthouse collector - I visit every lighthouse in Wales.", [(*IS_A, "Lighthouse collector")]),
    # The team: a rota share with its swaps; kinds of work pointed at tools; a tool for a kind of one's work; a
    # numbered rule; a ban in a place "ever"; the release cadence; the squad with "'s"; a team's summary.
    ("One week in nine, give or take the odd swap.", [(*ROTA, "One week in nine")]),
    (
        "tasks -> Burrowtrack, deploys -> Hopship, the team chats on Wrenchat",
        [(*WE_USES, "Burrowtrack"), (*WE_USES, "Hopship"), (*WE_USES, "Wrenchat")],
    ),
    ("For sketches I only use Scribbleboard, nothing more", [(*MY_USES, "Scribbleboard")]),
    ("Rule three: nobody merges their own pull request.", [(*POLICY, "nobody merges their own pull request")]),
    ("No loose clothing near the lathe, ever.", [(*POLICY, "No loose clothing near the lathe")]),
    ("Deploys go out on every second Wednesday without fail.", [(*CADENCE, "every second Wednesday")]),
    ("Our team's the Otters.", [(*WE_TEAM, "Otters")]),
    (
        "In brief: Tamsin, backend developer, Quarrymoss, Kestrels, standup 10:05, ten days a sprint.",
        [
            (*NAME, "Tamsin"),
            (*ROLE, "backend developer"),
            (*WORKS, "Quarrymoss"),
            (*WE_TEAM, "Kestrels"),
            (*STANDUP, "10:05"),
            (*SPRINT, "ten days"),
        ],
    ),
    ("The entire company does the Malvern Hills Hike every September.", [(*HABIT, "Malvern Hills Hike")]),
    # The business: goods and who they are for; buyers after a key; more buyers "on it too"; buyers by how much;
    # the main goods "bread and butter"; the premises by a neighbour, by name, or with opening times.
    (
        "Goods: Booking software for dance schools and climbing walls, mainly.",
        [(*SELLS, "Booking software"), (*CLIENTS, "dance schools"), (*CLIENTS, "climbing walls")],
    ),
    (
        "Customers: village halls across Powys, and a couple of scout groups.",
        [(*CLIENTS, "village halls"), (*CLIENTS, "scout groups")],
    ),
    ("A couple of riding clubs using it too.", [(*CLIENTS, "riding clubs")]),
    ("Pubs take the bulk of it", [(*CLIENTS, "Pubs")]),
    ("hotels the rest.", [(*CLIENTS, "hotels")]),
    (
        "Oak stools are our bread and butter, plus bread boards and coat pegs at christmas.",
        [(*SELLS, "Oak stools"), (*SELLS, "bread boards"), (*SELLS, "coat pegs")],
    ),
    ("We're above a launderette on Mill Street in Knighton.", [(*LOCATED, "Mill Street")]),
    ("The bakery is on Castle Road, open weekdays till two.", [(*LOCATED, "Castle Road")]),
    (
        "Our forge is Anvil Works off Bridge Street in Hay.",
        [(*WORKS, "Anvil Works"), (*LOCATED, "Bridge Street")],
    ),
    # Ends: the old way thrown out with where its work is now; an app deleted; one's own thing to forget.
    (
        "The magnetic whiteboard of rota slips went in the bin - the slips are shifts in Rotamole now.",
        [(*WE_END, "magnetic whiteboard of rota slips"), (*WE_USES, "Rotamole")],
    ),
    (
        "Scrapped the paper booking diary at the front desk; bookings go in Slotwise nowadays.",
        [(*WE_END, "paper booking diary"), (*WE_USES, "Slotwise")],
    ),
    ("Uninstalled Doomscrolla.", [(*MY_END, "Doomscrolla")]),
    ("My dentist saga from earlier - scrub it, don't store it.", [(*FORGET, "My dentist saga from earlier")]),
]

NOTHING = [
    # A wish with no tool; a liking with nothing refused; a thing with no allergy said; no thing before "always".
    "Given the choice I'd do nothing at all.",
    "I'll eat most things.",
    "Parsnips put me in a bad mood, proper nuisance.",
    "Always, nothing else.",
    # A rota with no share; kinds of work with no tools; a rule with no rule after it; a "no" with no ban.
    "A week in Spain, give or take a day.",
    "bugs -> later, builds -> tomorrow",
    "Rule two: none.",
    "No, in the garden, ever.",
    # A move with no town; a town or a person, not a language; a chore, not a role; buyers said as no kind of buyer.
    "Left early, living in hope now.",
    "I get by in London.",
    "Tom at home with Mum",
    "They lumbered me with the washing up.",
    "Customers: all over the place, and a few more.",
    # A board thrown out with no tool after it; an app of no name; a thing to forget not said before.
    "The old whiteboard went in the skip - the pens are in a drawer.",
    "Deleted it.",
    "My lunch - bin that.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_38_shape_is_read,
    test_a_round_38_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
