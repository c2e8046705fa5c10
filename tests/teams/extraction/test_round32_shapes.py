"""The rules written from part 30 (issue #25, round 32) read constructions, not that part's sentences: every case
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
    MY_END,
    NAME,
    POLICY,
    PREFERS,
    ROLE,
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
MY_USES = ("memory", "self", "USES")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
FORGET = ("forget", "self", "")

READ = [
    # The team and the business: a role and workplace then what the business does after a dash, the street after the
    # town, two kinds of work on tools (one "run on"), a tool left after a correction's key, the team with its
    # head-count, a rule "here is", buyers after a key or "goes to", goods with whom for, a board "'s gone", work
    # "through" a tool, the brand the goods go out as, a yearly named event.
    (
        "Data engineer at Puffinly Labs - we do ferry ticketing for island councils.",
        [(*ROLE, "Data engineer"), (*WORKS, "Puffinly Labs"), (*SELLS, "ferry ticketing")],
    ),
    ("Our office is in Keswick, above a chip shop on Lake Road.", [(*LOCATED, "Lake Road")]),
    ("deploys run on Gorsepipe, chat's Wrenchat", [(*WE_USES, "Gorsepipe"), (*WE_USES, "Wrenchat")]),
    ("Correction on builds: we dropped Ashrun, it's Birchbuild now.", [(*WE_USES, "Birchbuild")]),
    ("We're the Kittiwakes, four engineers and a designer.", [(*WE_TEAM, "Kittiwakes")]),
    (
        "Policy here is every schema change gets a rollback script.",
        [(*POLICY, "every schema change gets a rollback script")],
    ),
    (
        "Main customers: mostly village schools and a few youth clubs.",
        [(*CLIENTS, "village schools"), (*CLIENTS, "youth clubs")],
    ),
    (
        "Who buys? Canal trusts, boatyards, and narrowboat owners.",
        [(*CLIENTS, "Canal trusts"), (*CLIENTS, "boatyards"), (*CLIENTS, "narrowboat owners")],
    ),
    (
        "Mainly it goes to cafés and the farmers' market crowd.",
        [(*CLIENTS, "cafés"), (*CLIENTS, "farmers' market crowd")],
    ),
    (
        "We make oak gates, field hurdles and garden benches for estates.",
        [(*SELLS, "oak gates"), (*SELLS, "field hurdles"), (*SELLS, "garden benches")],
    ),
    ("The old job book's gone; orders go into Ladderplan now.", [(*WE_END, "old job book"), (*WE_USES, "Ladderplan")]),
    ("Invoices through Quillpay.", [(*WE_USES, "Quillpay")]),
    ("Our cider goes out as Orchard Gate Cider.", [(*WORKS, "Orchard Gate Cider")]),
    ("Every June we hold a Wild Garlic Feast.", [(*HABIT, "Wild Garlic Feast")]),
    # The person: the full name then what people call one, hours after "-wise", a move "A to B now", a tool of a
    # kind after "-wise", a tool ended with why, a role taken on "as well as", a summary said "To sum up".
    ("I'm Rosalind Pemberton-Ade, Roz to my friends.", [(*NAME, "Rosalind Pemberton-Ade")]),
    ("Hours-wise, I work 7 till 3, Tuesday to Friday.", [(*HOURS, "7 till 3")]),
    ("Moved recently - Settle to Giggleswick now.", [(*LIVES, "Giggleswick")]),
    ("Browser-wise I'm on Fernweb these days.", [(*MY_USES, "Fernweb")]),
    ("Stopped using Napmate, the reminders were useless.", [(*MY_END, "Napmate")]),
    ("I'm security champion now as well as frontend.", [(*ROLE, "security champion")]),
    (
        "To sum up: Imogen, data analyst and scrum master at Gullwing Tech, living in Whitby, Ospreys, "
        "stand-up 9:15, Larchpipe for CI.",
        [
            (*NAME, "Imogen"),
            (*ROLE, "scrum master"),
            (*WORKS, "Gullwing Tech"),
            (*ROLE, "data analyst"),
            (*LIVES, "Whitby"),
            (*WE_TEAM, "Ospreys"),
            (*STANDUP, "9:15"),
            (*WE_USES, "Larchpipe"),
        ],
    ),
    # Everyday: a name in quotes for this chat, a thing to forget said as asked, a wish "if it were up to me", a
    # time zone till a month, refusals (asked back then "no thanks, never", a liking but not one, "either" after),
    # an allergy "here", what one is, said bare.
    ("The flaky login test is 'the Kelpie' for this chat.", [(*SESSION_CALLED, "Kelpie")]),
    ("Can you bin what I told you about my overdraft?", [(*FORGET, "what I told you about my overdraft")]),
    ("Everything would be written in Haskell if I had my way.", [(*PREFERS, "Haskell")]),
    ("timezone is Chatham Islands time until April", [(*ZONE, "Chatham Islands time")]),
    ("Liquorice? No thanks, never.", [(*DISLIKES, "Liquorice")]),
    ("I like most cheeses, but not stilton.", [(*DISLIKES, "stilton")]),
    ("Rum? Can't stand the stuff. Cola either.", [(*DISLIKES, "Rum"), (*DISLIKES, "Cola")]),
    ("Peanut allergy here, quite a bad one.", [(*ALLERGY, "Peanut")]),
    ("Birdwatcher, me - mostly on the estuary.", [(*IS_A, "Birdwatcher")]),
    ("Woodturner, for what it's worth.", [(*IS_A, "Woodturner")]),
]

NOTHING = [
    # Someone else's move, likings narrowed by when or not at all, a name with no team head-count, a hypothetical
    # wish, thanks said bare, a refusal of nothing named.
    "My sister moved last month - Leeds to York.",
    "I eat most things, but not at night.",
    "I eat most things, but not really.",
    "We're the ones who fixed the build.",
    "Everything would be easier if it were up to me.",
    "Thanks, for what it's worth.",
    "No thanks, never.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_32_shape_is_read,
    test_a_round_32_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
