"""The rules written from part 34's English (issue #25, round 40) read constructions, not that part's sentences:
every case here was written for this test, after the rules, in the same constructions with other tools, teams,
towns and foods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    LIVES,
    PREFERS,
    ROLE,
    ROTA,
    STANDUP,
    WE_USES,
    shape_tests,
)

MY_USES, FORGET = ("memory", "self", "USES"), ("forget", "self", "")

READ = [
    # A thing asked back, a detail of it, then refused.
    ("Tapioca? Lumpy and cold, no thanks.", [(*DISLIKES, "Tapioca")]),
    ("Blue cheese? The mouldy bits, hard pass.", [(*DISLIKES, "Blue cheese")]),
    # The time of standup with how it is held.
    ("standup 9:40, cameras off", [(*STANDUP, "9:40")]),
    ("daily standup at 11.15, video optional", [(*STANDUP, "11.15")]),
    # A device or kind of tool set equal to a tool.
    ("shop till = Pennyrook", [(*WE_USES, "Pennyrook")]),
    ("office printer -> Inkwhistle", [(*WE_USES, "Inkwhistle")]),
    # One's tool for a kind of work, then that it serves.
    ("Scribblebox for shopping lists, works fine.", [(*MY_USES, "Scribblebox")]),
    ("Notewren for rough drafts, does me fine.", [(*MY_USES, "Notewren")]),
    # An allergy without "I'm", then what follows.
    ("Allergic to sesame seeds, so takeaways are a worry.", [(*ALLERGY, "sesame seeds")]),
    ("allergic to latex, so no balloons at parties", [(*ALLERGY, "latex")]),
    # A role one ended up as.
    ("I've ended up as first aid officer.", [(*ROLE, "first aid officer")]),
    ("Somehow I have also ended up being the union rep too.", [(*ROLE, "union rep")]),
    # One thing over and over, nothing else.
    ("Builder's tea, mug after mug, nothing else.", [(*PREFERS, "Builder's tea")]),
    ("Ginger beer, bottle after bottle, nothing else.", [(*PREFERS, "Ginger beer")]),
    # The tool one would choose "if anyone let me".
    ("I'd rewrite the billing service in Elixir if they let me.", [(*PREFERS, "Elixir")]),
    ("Honestly, I'd build the whole site in Haskell if someone allowed me.", [(*PREFERS, "Haskell")]),
    # A town done with, then the one one is in now.
    ("Coleraine's done with, I'm in Limavady now.", [(*LIVES, "Limavady")]),
    ("Dungannon is behind me, I'm living in Omagh now and loving it.", [(*LIVES, "Omagh")]),
    # A share of the rota that "works out at"; counts up to nineteen.
    ("On-call works out at one week in nine.", [(*ROTA, "one week in nine")]),
    ("on call comes round one week in seventeen for everyone", [(*ROTA, "one week in seventeen")]),
    # What to forget: a thing from earlier named with "the", and "all that about", then what not to do.
    ("The boiler rant from earlier - delete it.", [(*FORGET, "The boiler rant from earlier")]),
    (
        "Disregard all that about my neighbour's hedge, don't keep it.",
        [(*FORGET, "all that about my neighbour's hedge")],
    ),
    ("Ignore all of that about my overdraft, do not store it.", [(*FORGET, "all of that about my overdraft")]),
]

NOTHING = [
    # A question with no refusal; a standup with no time; a device set equal to nothing named.
    "Tapioca? Lumpy and cold, lovely.",
    "standup soon, cameras off",
    "shop till = broken",
    # A tool's kind of work with no verdict; an allergy said of someone else; a place ended up in, not a role.
    "Scribblebox for shopping lists, hates me.",
    "I've ended up in Belfast.",
    # Over and over with no thing; a wish with no tool; a rota said as no share.
    "Day after day, nothing else.",
    "I'd rewrite the billing service if they let me.",
    "On-call works out at fine.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_40_shape_is_read,
    test_a_round_40_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
