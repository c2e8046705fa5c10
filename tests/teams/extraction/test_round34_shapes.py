"""The rules written from part 31 (issue #25, round 34) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    IS_A,
    LIVES,
    LOCATED,
    MY_END,
    MY_HABIT,
    POLICY,
    ROLE,
    ROTA,
    SELLS,
    WE_TEAM,
    WE_USES,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
MY_USES, WE_END_USES = ("memory", "self", "USES"), ("end", "we", "USES")

READ = [
    # The team and the business: goods for two kinds of buyer, buyers sharing the goods out, buyers after "Who
    # pays?", buyers as the subject, all the goods then "that's the lot", a tool with a colouring tail, one's team
    # then what it does, the street then the town, a tool left and where things run now, a house rule, the pager.
    (
        "We make booking software for dance schools and swimming clubs.",
        [(*SELLS, "booking software"), (*CLIENTS, "dance schools"), (*CLIENTS, "swimming clubs")],
    ),
    (
        "We write rota apps for care homes and village surgeries.",
        [(*SELLS, "rota apps"), (*CLIENTS, "care homes"), (*CLIENTS, "village surgeries")],
    ),
    ("Cafés take most of it, delis the rest.", [(*CLIENTS, "Cafés"), (*CLIENTS, "delis")]),
    (
        "Bakeries buy most of them, and garden centres the remainder.",
        [(*CLIENTS, "Bakeries"), (*CLIENTS, "garden centres")],
    ),
    (
        "Who pays? Small breweries, mostly, and a couple of cider farms.",
        [(*CLIENTS, "Small breweries"), (*CLIENTS, "cider farms")],
    ),
    (
        "A few riding schools and two vet practices subscribe too.",
        [(*CLIENTS, "riding schools"), (*CLIENTS, "vet practices")],
    ),
    (
        "Oat biscuits, a ginger cake and a fruit loaf - that's the lot.",
        [(*SELLS, "Oat biscuits"), (*SELLS, "ginger cake"), (*SELLS, "fruit loaf")],
    ),
    ("Team chat is Natterbox, for better or worse.", [(*WE_USES, "Natterbox")]),
    ("Ticketing is Burrowdesk, sadly.", [(*WE_USES, "Burrowdesk")]),
    ("I'm on the Curlews - we run the search side.", [(*WE_TEAM, "Curlews")]),
    ("Studio is on Fore Street in Totnes, next to a bakery.", [(*LOCATED, "Fore Street")]),
    ("Build update: we dropped Rustpipe, everything runs on Heronci now.", [(*WE_USES, "Heronci")]),
    ("We ditched Pailbuild, it all lives in Moorstack now.", [(*WE_USES, "Moorstack")]),
    (
        "Rule of the shop: no refunds without a receipt.",
        [(*POLICY, "no refunds without a receipt")],
    ),
    ("The pager comes round to me one week in nine.", [(*ROTA, "one week in nine")]),
    # The old thing taken down, then where it all lives now, after a semicolon (round 34 follow-up: the clause is no
    # longer cut there).
    (
        "We binned the paper rota; everything lives in Shiftwell now.",
        [(*WE_USES, "Shiftwell"), (*WE_END_USES, "paper rota")],
    ),
    (
        "We retired the old wiki server; it all runs on Docksy now.",
        [(*WE_USES, "Docksy"), (*WE_END_USES, "old wiki server")],
    ),
    # The person: a role taken on beside the one held, a tool uninstalled with why, a pastime "in my spare time",
    # what one is with "for the record".
    ("Also took on release manager as well.", [(*ROLE, "release manager")]),
    ("I've taken on security champion on top of that.", [(*ROLE, "security champion")]),
    ("Uninstalled Blinkfeed, the adverts were endless.", [(*MY_END, "Blinkfeed")]),
    ("Deleted Stepcountr, step counting made me anxious.", [(*MY_END, "Stepcountr")]),
    ("I bind books in my spare time.", [(*MY_HABIT, "bind books")]),
    ("I restore clocks in my free time.", [(*MY_HABIT, "restore clocks")]),
    ("Folk fiddler, for the record.", [(*IS_A, "Folk fiddler")]),
    # A move and a promotion said as news, the new value "now" and the old one after ", not" (the framing takes the
    # old one as the value replaced); one's own tool of a kind "these days".
    ("Moved recently - Kirkby Stephen now, not Appleby.", [(*LIVES, "Kirkby Stephen")]),
    ("Moved house last year: Hexham now, not Corbridge.", [(*LIVES, "Hexham")]),
    ("Got a new role - I'm the delivery manager now, not a scrum master.", [(*ROLE, "delivery manager")]),
    ("Promotion: I'm engineering manager now, not senior developer.", [(*ROLE, "engineering manager")]),
    ("My terminal's Kittenterm these days.", [(*MY_USES, "Kittenterm")]),
    ("My browser's Floorp nowadays.", [(*MY_USES, "Floorp")]),
    # Everyday: a refusal with the thing said first and "neither", a taste then "can't do it", "Never, not even …".
    ("Liver I can't face, and kidneys neither.", [(*DISLIKES, "Liver"), (*DISLIKES, "kidneys")]),
    ("Okra I cannot stomach, nor custard either.", [(*DISLIKES, "Okra"), (*DISLIKES, "custard")]),
    ("Fennel tastes of aniseed to me, can't do it.", [(*DISLIKES, "Fennel")]),
    ("Marzipan, never, not even at Christmas.", [(*DISLIKES, "Marzipan")]),
    # Asked back, then "Never, not even …" (joined to the question, read as "Sprouts, never").
    ("Sprouts? Never, not even at Christmas.", [(*DISLIKES, "Sprouts")]),
    ("Anchovies? Never, not even on pizza.", [(*DISLIKES, "Anchovies")]),
]

NOTHING = [
    # Goods with no buyers named, a share with no buyers, a tail that is no aside, a habit of nothing named, a
    # refusal of "it", a rule of nothing.
    "We build things for fun and profit.",
    "I play things in my spare time.",
    "Nobody takes most of it, really.",
    "I'm on the fence - we need to talk.",
    "It I can't face, and that neither.",
    "Team chat is quiet, for better or worse.",
    # A move with no town now, a promotion to no role, a thing put in no named tool, one's editor said of no tool, a
    # question word asked back.
    "Moved last month - Mum helped, not Dad.",
    "Got promoted - I'm happy now, not anxious.",
    "We took down the bunting; it all goes in the loft now.",
    "My editor's slow these days.",
    "Why? Never, not even once.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_34_shape_is_read,
    test_a_round_34_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
