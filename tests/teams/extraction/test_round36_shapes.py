"""The rules written from part 32's English (issue #25, round 36) read constructions, not that part's sentences:
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
    NOTE,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    WE_END,
    WE_USES,
    shape_tests,
)

CLIENTS, CADENCE = ("memory", "we", "HAS_CLIENTS"), ("memory", "we", "HAS_RELEASE_CADENCE")
MY_USES, SESSION_CALLED = ("memory", "self", "USES"), ("memory", "session", "IS_CALLED")

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
    # Follow-up: a change done, dated, states what holds now; a ban from a clock time is a rule.
    ("Flitted from Keith to Huntly in March.", [(*LIVES, "Huntly")]),
    ("CI update - Rookbuild's gone, we're on Tarnpipe since Tuesday.", [(*WE_USES, "Tarnpipe")]),
    ("Rookbuild is gone, we're now on Tarnpipe.", [(*WE_USES, "Tarnpipe")]),
    (
        "No database migrations after 4pm on a Thursday - that's how we work.",
        [(*POLICY, "database migrations after 4pm on a Thursday")],
    ),
    ("No prod deploys after 5:30pm, team rule.", [(*POLICY, "prod deploys after 5:30pm")]),
    ("Gave up on Sleepowl, deleted it yesterday.", [(*MY_END, "Sleepowl")]),
    ("I gave up on Dozeling and uninstalled it.", [(*MY_END, "Dozeling")]),
    ("Mostly I write in Geany these days, plain and simple.", [(*MY_USES, "Geany")]),
    ("Mainly I code in Kate nowadays.", [(*MY_USES, "Kate")]),
    # Buyers one clause each around a semicolon; an old board or book retired and where its work lives now.
    (
        "The bakeries in Forfar take the honey; delis buy the beeswax candles.",
        [(*CLIENTS, "bakeries"), (*CLIENTS, "delis")],
    ),
    ("The cafés take the oat bars; gyms buy the protein balls.", [(*CLIENTS, "cafés"), (*CLIENTS, "gyms")]),
    (
        "The cork board with the release checklist came down; the checklists live in Plankwise now.",
        [(*WE_END, "cork board with the release checklist"), (*WE_USES, "Plankwise")],
    ),
    (
        "The paper diary is gone, the bookings sit in Slotfinch now.",
        [(*WE_END, "paper diary"), (*WE_USES, "Slotfinch")],
    ),
    (
        "Binned the old stock spreadsheet, orders live in Crateline now.",
        [(*WE_END, "old stock spreadsheet"), (*WE_USES, "Crateline")],
    ),
    (
        "We scrapped the wall calendar, the rota is in Shiftmoth now.",
        [(*WE_END, "wall calendar"), (*WE_USES, "Shiftmoth")],
    ),
    # A step up to a role, the old one no longer; where each kind of work goes, the verb said once.
    ("Bumped up to engineering manager this spring, so no longer tech lead.", [(*ROLE, "engineering manager")]),
    ("Promoted to senior developer, so no longer junior developer.", [(*ROLE, "senior developer")]),
    (
        "bugs go in Snagbook, builds on Gullci, chat is Blethermore",
        [(*WE_USES, "Snagbook"), (*WE_USES, "Gullci"), (*WE_USES, "Blethermore")],
    ),
    (
        "tickets live in Jiraffe, docs on Quirewiki, and alerts in Klaxonly",
        [(*WE_USES, "Jiraffe"), (*WE_USES, "Quirewiki"), (*WE_USES, "Klaxonly")],
    ),
    # This chat: a name given with "refer to … as", what to do "for the rest of our chat".
    ("let's refer to the flaky login test as 'the Kelpie'.", [(*SESSION_CALLED, "Kelpie")]),
    ("For the rest of our chat, keep answers under five lines.", [(*NOTE, "keep answers under five lines")]),
    # A thing asked back, then refused; a rule with a bare rider; hours after a colon; a town with how far it is.
    ("Kale? Nope. Never again.", [(*DISLIKES, "Kale")]),
    ("Anchovies. No. Never again.", [(*DISLIKES, "Anchovies")]),
    ("Muddy boots stay in the porch, house rule.", [(*POLICY, "Muddy boots stay in the porch")]),
    ("Phones go in the basket at dinner, kitchen rule.", [(*POLICY, "Phones go in the basket at dinner")]),
    ("My hours: 8:30 till 4:30, then the gym.", [(*HOURS, "8:30 till 4:30")]),
    ("My working hours: 6 to 2.", [(*HOURS, "6 to 2")]),
    ("I'm in Portsoy, twenty minutes' drive from Banff.", [(*LIVES, "Portsoy")]),
    ("I'm in Alness, 10 miles from Dingwall.", [(*LIVES, "Alness")]),
    # The premises' street with a landmark; pages through a tool "when …"; what the whole company does each year.
    ("The bike shop is on Kirk Wynd, just past the post office.", [(*LOCATED, "Kirk Wynd")]),
    ("Our pottery studio is on Mill Road, opposite the church.", [(*LOCATED, "Mill Road")]),
    ("Alerts come through Pagepuffin when the payments queue backs up.", [(*WE_USES, "Pagepuffin")]),
    ("Pings arrive via Hootline whenever a build finishes.", [(*WE_USES, "Hootline")]),
    ("The whole of Thistledown goes out on the Beach Clean every September.", [(*HABIT, "Beach Clean")]),
    ("Everyone at Brackenfold heads out for the Hill Race every summer.", [(*HABIT, "Hill Race")]),
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
    # Follow-up: a ban from a clock time with no rider; a holiday, not a tool; "it" given up; a time of day written
    # in; children, not buyers; a board that came down with nothing after; a queue, not a role; kinds of work in no
    # tool; late, not far; a shop on fire; pages with no tool; a night out; a rider after no rule; hours of none.
    "No buses after 11pm on a Sunday.",
    "Rookbuild's gone, we're on holiday since Monday.",
    "Gave up on it, deleted it last night.",
    "Mostly I write in the mornings these days.",
    "Kids take the bus; parents buy the tickets.",
    "The magnet board came down in the storm.",
    "Bumped up to the front of the queue, so no longer waiting.",
    "bugs go in the bin, builds on Fridays, chat is fine",
    "I'm in London, ten minutes late.",
    "The shop is on fire, just past midnight.",
    "Pages come through slowly when the wifi drops.",
    "The whole of Scotland goes out on the town every weekend.",
    "I'm tired, house rule.",
    "My hours: none.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_36_shape_is_read,
    test_a_round_36_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
