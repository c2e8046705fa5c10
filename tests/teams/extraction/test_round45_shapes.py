"""The rules written from parts 37-39 (issue #25, round 45, English) read constructions, not those parts'
sentences: every case here was written for this test, after the rules, with other names, tools, places and foods,
and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    GITHUB,
    HABIT,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_HABIT,
    NAME,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    SPEAKS,
    STANDUP,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CADENCE, SPRINT = ("memory", "we", "HAS_RELEASE_CADENCE"), ("memory", "we", "HAS_SPRINT_LENGTH")
CLIENTS, MY_NOTE = ("memory", "we", "HAS_CLIENTS"), ("memory", "self", "NOTE")
FORGET = ("forget", "self", "")

READ = [
    # Team rules closed by a rider, made by hand, done after a time, a blackout, a deadline.
    ("we never ship on a bank holiday weekend, full stop", [(*POLICY, "we never ship on a bank holiday weekend")]),
    (
        "we always rest a quarter of each meadow so it comes back",
        [(*POLICY, "we always rest a quarter of each meadow")],
    ),
    ("we dye every skein ourselves, none of that shop-bought yarn", [(*POLICY, "we dye every skein ourselves")]),
    ("we press all the apples by hand", [(*POLICY, "we press all the apples by hand")]),
    (
        "customer data gets deleted after ninety days, no exceptions",
        [(*POLICY, "customer data gets deleted after ninety days")],
    ),
    ("nothing goes out over the Christmas fortnight", [(*POLICY, "nothing goes out over the Christmas fortnight")]),
    ("every bowl gets turned by hand", [(*POLICY, "every bowl gets turned by hand")]),
    ("every stool comes from a single piece of ash", [(*POLICY, "every stool comes from a single piece of ash")]),
    (
        "cheese goes into the cave the same day it's made, or it's not worth keeping",
        [(*POLICY, "cheese goes into the cave the same day it's made")],
    ),
    # The team's rhythm.
    ("releases ship on the third Thursday of every month, no drama", [(*CADENCE, "third Thursday of every month")]),
    ("we push a release on the first Monday of each month", [(*CADENCE, "first Monday of each month")]),
    ("a sprint here is fifteen working days, which is odd", [(*SPRINT, "fifteen working days")]),
    ("sprints are twenty-two working days", [(*SPRINT, "twenty-two working days")]),
    ("I pull on-call one week in thirty-one, which is fine", [(*ROTA, "one week in thirty-one")]),
    ("the on-call rotation for me is one week in twenty-six", [(*ROTA, "one week in twenty-six")]),
    # Premises, the team's name, a handle.
    ("we're on Bridge Street in Llandeilo, just past the butcher", [(*LOCATED, "Bridge Street")]),
    ("the studio is downstairs from the florist on Kings Road, easy to find", [(*LOCATED, "Kings Road")]),
    ("the smoking shed's up the road in Amroth", [(*LOCATED, "Amroth")]),
    ("team name is the Night Herons, nobody remembers why", [(*WE_TEAM, "Night Herons")]),
    ("I'm on the Wagtails - the name came out of a hat", [(*WE_TEAM, "Wagtails")]),
    ("github handle's tam-orr if you need to tag me", [(*GITHUB, "tam-orr")]),
    ("I'm gwil-88 on GitHub", [(*GITHUB, "gwil-88")]),
    # Allergies and refusals said the long way round.
    ("turns out I'm allergic to latex", [(*ALLERGY, "latex")]),
    ("allergic to ibuprofen, found out at the dentist", [(*ALLERGY, "ibuprofen")]),
    ("I can't have aspirin, I'm allergic", [(*ALLERGY, "aspirin")]),
    ("birch pollen brings me out in hives, every spring", [(*ALLERGY, "birch pollen")]),
    ("I'll eat most cheeses, stilton excepted", [(*DISLIKES, "stilton")]),
    ("happy to eat almost any vegetable, except okra", [(*DISLIKES, "okra")]),
    ("tripe and brawn - my gran swore by them, never again", [(*DISLIKES, "tripe"), (*DISLIKES, "brawn")]),
    ("okra and swede, both a hard no", [(*DISLIKES, "okra"), (*DISLIKES, "swede")]),
    ("Cockles? absolutely not, don't even offer", [(*DISLIKES, "Cockles")]),
    # Tastes and habits with a rider.
    ("left to my own devices I'd write everything in Haskell, monads and all", [(*PREFERS, "Haskell")]),
    ("Elixir for everything if I got my way", [(*PREFERS, "Elixir")]),
    ("rooibos tea is my go-to, I keep a tin at my desk", [(*PREFERS, "rooibos tea")]),
    ("nettle tea, no sugar", [(*PREFERS, "nettle tea")]),
    ("sea kayaking at Solva most evenings in summer", [(*MY_HABIT, "sea kayaking at Solva")]),
    ("Sunday mornings it's parkrun at the Bay, rain or shine", [(*MY_HABIT, "parkrun at the Bay")]),
    ("I play in a brass band, Tuesday rehearsals are non-negotiable", [(*MY_HABIT, "play in a brass band")]),
    ("every sprint ends with Cawl Demos", [(*HABIT, "Cawl Demos")]),
    ("every June the whole office takes a day off and heads down to Tenby for Regatta", [(*HABIT, "Regatta")]),
    # The person: name, boss, workplace, role.
    ("Rhiannon Pugh-Okafor, though most people just say Rhi", [(*NAME, "Rhiannon Pugh-Okafor")]),
    ("Dafydd Morgan-Achebe is my boss, and a fair one", [(*MANAGER, "Dafydd Morgan-Achebe")]),
    ("I'm at Gwynware, there's nine of us and a cat", [(*WORKS, "Gwynware")]),
    ("been with Cardigan Labs since there were three of us in a shed", [(*WORKS, "Cardigan Labs")]),
    ("day job is data engineer, which mostly means fixing pipelines", [(*ROLE, "data engineer")]),
    ("I'm the fire warden for our office now - nobody else volunteered", [(*ROLE, "fire warden")]),
    ("I've been made union rep, so the meetings are on me", [(*ROLE, "union rep")]),
    ("I'm head of design as of Tuesday, so no more product designer for me", [(*ROLE, "head of design")]),
    # Tools: a till, a CI moved to, a list of two.
    ("Tillmoth handles card payments at the market", [(*WE_USES, "Tillmoth")]),
    ("the stall takes cards through Pennyroll, cash too", [(*WE_USES, "Pennyroll")]),
    ("Oldpipe's been retired, CI's on Newbuild now", [(*WE_USES, "Newbuild")]),
    ("we moved our builds off Rustbuild and onto Ferry CI over the winter", [(*WE_USES, "Ferry CI")]),
    ("Puffinboard holds the tickets, Gullbuild does CI", [(*WE_USES, "Puffinboard"), (*WE_USES, "Gullbuild")]),
    ("we talk in Ternchat and Skuabell pages whoever's on call", [(*WE_USES, "Ternchat"), (*WE_USES, "Skuabell")]),
    ("Wrenchat for talking", [(*WE_USES, "Wrenchat")]),
    ("tickets go in Puffinboard and CI runs on Gullbuild", [(*WE_USES, "Puffinboard"), (*WE_USES, "Gullbuild")]),
    ("every leave request is a Puffinboard ticket now", [(*WE_USES, "Puffinboard")]),
    # Buyers and goods.
    (
        "gift shops take the bulk of it, and the craft markets across the county take the rest",
        [(*CLIENTS, "gift shops"), (*CLIENTS, "craft markets")],
    ),
    ("most of the crop goes to delis", [(*CLIENTS, "delis")]),
    ("the rest goes to farm shops", [(*CLIENTS, "farm shops")]),
    (
        "tearooms are my bread and butter, and a few garden centres stock the jars",
        [(*CLIENTS, "tearooms"), (*CLIENTS, "garden centres")],
    ),
    (
        "picked up a few rowing clubs over the summer, and three scout groups want it for their trips",
        [(*CLIENTS, "rowing clubs"), (*CLIENTS, "scout groups")],
    ),
    (
        "we make a shift swapping app - care homes are the biggest users, then dental practices",
        [(*SELLS, "shift swapping app"), (*CLIENTS, "care homes"), (*CLIENTS, "dental practices")],
    ),
    (
        "oak chopping boards pay the bills, but cheese boards and coasters do well too",
        [(*SELLS, "oak chopping boards"), (*SELLS, "cheese boards"), (*SELLS, "coasters")],
    ),
    (
        "leeks are the main crop, then kale in winter and onion sets for the allotments",
        [(*SELLS, "leeks"), (*SELLS, "kale"), (*SELLS, "onion sets")],
    ),
    ("what we build is a tide tables app.", [(*SELLS, "tide tables app")]),
    (
        "chapels first and foremost, plus a fair few village halls",
        [(*CLIENTS, "chapels"), (*CLIENTS, "village halls")],
    ),
    (
        "harbours buy most of the permits, marinas pretty much all the rest",
        [(*CLIENTS, "harbours"), (*CLIENTS, "marinas")],
    ),
    # Home, the family business, the trade and the shop.
    (
        "I live up at Nevern and help out on my aunt's farm, Caerau Lamb",
        [(*LIVES, "Nevern"), (*WORKS, "Caerau Lamb")],
    ),
    (
        "home's at Dinas, where the family keeps bees - the business's Preseli Honey",
        [(*LIVES, "Dinas"), (*WORKS, "Preseli Honey")],
    ),
    (
        "I'm a clog maker - Teifi Clogs, third generation, on Castle Street out in Newcastle Emlyn",
        [(*ROLE, "clog maker"), (*WORKS, "Teifi Clogs"), (*LOCATED, "Castle Street")],
    ),
    (
        "Gwaun Bowls is my little workshop in Fishguard, right by the harbour",
        [(*WORKS, "Gwaun Bowls"), (*LOCATED, "Fishguard")],
    ),
    ("chair maker, self-employed.", [(*ROLE, "chair maker")]),
    ("I grew up with Tongan and Samoan", [(*SPEAKS, "Tongan"), (*SPEAKS, "Samoan")]),
    ("Birder through and through", [(*IS_A, "Birder")]),
    ("I'm in Cilgerran, so it's a short drive into work", [(*LIVES, "Cilgerran")]),
    ("finally out of Cardigan - we bought a small cottage in Aberporth", [(*LIVES, "Aberporth")]),
    ("moved at Easter - Crymych's behind me, I'm in Boncath now", [(*LIVES, "Boncath")]),
    # Notes, forgets and a profile with slashes.
    ("remind me: eye test, 3 March, 9:20", [(*MY_NOTE, "eye test, 3 March, 9:20")]),
    (
        "the rant about the parking warden - please forget it, it's done",
        [(*FORGET, "the rant about the parking warden")],
    ),
    (
        "you can drop everything about my sister's wedding, it's over now",
        [(*FORGET, "everything about my sister's wedding")],
    ),
    (
        "quick profile: Gwen / head of design at Tywi Digital / Red Kites / standup 9:05 / tickets in Puffinboard",
        [
            (*NAME, "Gwen"),
            (*WORKS, "Tywi Digital"),
            (*ROLE, "head of design"),
            (*WE_TEAM, "Red Kites"),
            (*STANDUP, "9:05"),
            (*WE_USES, "Puffinboard"),
        ],
    ),
]

NOTHING = [
    # A town one is in for the day, waste, a dentist's waiting room, a drawer, a quiet morning, a site down, a sweat,
    # coffee refused for the hour, a question, a rant enjoyed, soup, furniture moved, a bus, a day of the week, a
    # sprint complained of.
    "I'm in London, so it's a long day",
    "the rest is history",
    "most of it goes to waste",
    "I'm at the dentist, there's two of us waiting",
    "tickets go in the drawer",
    "Sunday mornings it's quiet",
    "GitHub is down again",
    "the bug in the parser brings me out in a sweat",
    "Coffee? absolutely not, it's ten at night",
    "remind me what the standup time is",
    "the rant about the bin men was hilarious",
    "every bowl of soup is a treat",
    "we moved the sofa off the rug and onto the landing over the weekend",
    "I'm on the bus - the name came out of nowhere",
    "happy to eat here, except on Mondays",
    "sprints are three weeks too long, if you ask me",
]

test_none_in_labelled_parts, test_shape_is_read, test_look_alike_gives_nothing = shape_tests(READ, NOTHING)
