"""The rules written from part 32's English (issue #25, round 36) read constructions, not that part's sentences:
every case here was written for this test, after the rules, in the same constructions with other tools, teams,
towns and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    GITHUB,
    IS_A,
    LOCATED,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    shape_tests,
)

CLIENTS, CADENCE = ("memory", "we", "HAS_CLIENTS"), ("memory", "we", "HAS_RELEASE_CADENCE")

READ = [
    # Everyday: what a thing does to one, then a rider that says it is an allergy; one thing "nothing else for me";
    # two refused with "for that matter"; "a hard no", alone or after a liking only tolerated.
    ("Birch pollen makes my eyes stream - proper allergy.", [(*ALLERGY, "Birch pollen")]),
    ("Shellfish gives me hives - it's an allergy.", [(*ALLERGY, "Shellfish")]),
    ("Horse hair sets my skin off, real allergy.", [(*ALLERGY, "Horse hair")]),
    ("Rooibos, nothing else in the cup for me.", [(*PREFERS, "Rooibos")]),
    ("Oat milk, nothing else for me.", [(*PREFERS, "Oat milk")]),
    ("Can't be doing with whelks, or tripe for that matter.", [(*DISLIKES, "whelks"), (*DISLIKES, "tripe")]),
    ("I cannot be bothered with opera, nor ballet either.", [(*DISLIKES, "opera"), (*DISLIKES, "ballet")]),
    ("Black liquorice is a hard no.", [(*DISLIKES, "Black liquorice")]),
    ("I like cheese fine, but blue cheese is a hard no.", [(*DISLIKES, "blue cheese")]),
    ("I don't mind fish well enough, but sardines are a firm no.", [(*DISLIKES, "sardines")]),
    # The business: buyers that pay "too, plus one …"; the goods after "What goes out the door:"; a rule after
    # "<place> law:"; the premises said as what they are, then the street.
    (
        "Three riding schools near the Cairngorms pay for it too, plus one pony club.",
        [(*CLIENTS, "riding schools"), (*CLIENTS, "pony club")],
    ),
    (
        "A few cycle cafés subscribe as well, plus a couple of hostels.",
        [(*CLIENTS, "cycle cafés"), (*CLIENTS, "hostels")],
    ),
    (
        "What goes out the door: oak chopping boards, bread bins and spoon racks.",
        [(*SELLS, "oak chopping boards"), (*SELLS, "bread bins"), (*SELLS, "spoon racks")],
    ),
    (
        "What leaves the bakery: sourdough loaves, rye rolls and an apple cake.",
        [(*SELLS, "sourdough loaves"), (*SELLS, "rye rolls"), (*SELLS, "apple cake")],
    ),
    (
        "Kitchen law: knives get washed and dried straight after use.",
        [(*POLICY, "knives get washed and dried straight after use")],
    ),
    ("Yard rule: the forklift keys stay in the cabin.", [(*POLICY, "the forklift keys stay in the cabin")]),
    ("Office is the back room behind the bakery on Market Street, Keswick.", [(*LOCATED, "Market Street")]),
    ("The studio is a shed at the end of the garden on Mill Lane in Settle.", [(*LOCATED, "Mill Lane")]),
    # The team: the release train's cadence, one's share of the pager, a role held in the team.
    ("Release train leaves every second Thursday.", [(*CADENCE, "every second Thursday")]),
    ("Our release train runs every sprint.", [(*CADENCE, "every sprint")]),
    ("I get the pager one week in seven.", [(*ROTA, "one week in seven")]),
    ("I carry the on-call phone one week in five.", [(*ROTA, "one week in five")]),
    ("Oh and I'm the team's accessibility champion as well.", [(*ROLE, "accessibility champion")]),
    ("I'm also the squad's first-aid officer.", [(*ROLE, "first-aid officer")]),
    # The person: one's handle said tersely; what one is with "if you're curious".
    ("gh handle moira-mcl", [(*GITHUB, "moira-mcl")]),
    ("github username: tam-o-shanter", [(*GITHUB, "tam-o-shanter")]),
    ("Munro bagger, if you're curious.", [(*IS_A, "Munro bagger")]),
    ("Bell ringer, since you ask.", [(*IS_A, "Bell ringer")]),
]

NOTHING = [
    # What a thing does with no allergy said; "nothing else" of no thing; "a hard no" of "it"; a liking tolerated
    # alone; buyers with nothing added; the door asked about.
    "Broccoli gives me wind - proper nuisance.",
    "It, nothing else for me.",
    "That is a hard no.",
    "I like jazz fine.",
    "What goes out the door?",
    "Release train leaves the station late.",
    # A role of no one in the team; a pager with no share; a handle of nothing; a doer with no aside.
    "I get the pager tomorrow.",
    "Oh and I'm the team's only hope as well.",
    "Kitchen law: no.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_36_shape_is_read,
    test_a_round_36_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
