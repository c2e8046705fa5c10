"""Storylines that probe retrieval depth: lists over many sessions, questions that share no
word with their evidence, and time words said relative to the session's date.

- `many_instances`: one person names four or five instances of a category (a violin, a
  cello, …) in as many sessions, never the category word; the question asks for the
  category ("Which instruments has Maya played?") and cites every instance's turn.
- `unsaid`: a turn that implies something the question asks in other words ("Peanuts make
  my throat swell up" / "Does Maya have any food allergies?"); no content word is shared.
- `relative_day`: "yesterday", "two days ago", "last week" …; one question asks when (the
  answer is the resolved date), one asks what happened on the resolved date itself.

Category pools are split between the dev and held-out parts like every other pool
(`tale.share`), so the held-out part asks about categories tuning never saw.
"""

from bench.devset.tale import MULTI_HOP, OPEN_DOMAIN, TEMPORAL, Tale, me, you

# (category as asked, the verb of the question, instances, how one is said in a turn)
CATEGORIES = [
    (
        "musical instruments",
        "tried playing",
        ["violin", "cello", "ukulele", "banjo", "trumpet", "harmonica"],
        "I borrowed a {x} from my neighbour and spent the whole evening squeaking away on it.",
    ),
    (
        "sports",
        "taken up",
        ["fencing", "badminton", "curling", "lacrosse", "squash", "water polo"],
        "Did my first {x} session tonight, every muscle I own is complaining.",
    ),
    (
        "dishes",
        "cooked from scratch",
        ["paella", "ramen", "tagine", "pierogi", "moussaka", "jambalaya"],
        "Made {x} tonight, the whole flat smells incredible.",
    ),
    (
        "board games",
        "played",
        ["Catan", "Carcassonne", "Azul", "Wingspan", "Pandemic", "Ticket to Ride"],
        "We stayed up till two over {x}, I lost badly and want a rematch.",
    ),
    (
        "countries",
        "visited",
        ["Portugal", "Vietnam", "Morocco", "Iceland", "Peru", "Georgia"],
        "Just back from {x}! My suitcase exploded on the bed.",
    ),
    (
        "flowers",
        "planted",
        ["tulips", "dahlias", "peonies", "marigolds", "lavender", "sunflowers"],
        "Got the {x} into the ground along the fence this morning.",
    ),
    (
        "birds",
        "spotted",
        ["heron", "kingfisher", "woodpecker", "barn owl", "puffin", "goldfinch"],
        "A {x} sat on the railing outside my window for ten whole minutes!",
    ),
    (
        "power tools",
        "bought",
        ["cordless drill", "orbital sander", "jigsaw", "angle grinder", "router", "nail gun"],
        "The {x} arrived, I already put a hole somewhere I shouldn't have.",
    ),
]
REPLIES = [
    "Ha, of course you did.",
    "You never stop, do you?",
    "Okay, that's amazing.",
    "Send me a picture!",
    "How do you find the time?",
    "I'm jealous, honestly.",
]

# (the turn, the question with {name}, the answer): no content word of the question is in the turn.
IMPLIED = [
    (
        "Peanuts make my throat swell up, so I carry an epipen everywhere.",
        "Does {name} have any food allergies?",
        "yes, to peanuts",
    ),
    ("I've been up every two hours with the little one crying.", "Is {name} a parent?", "yes, of a baby"),
    ("I haven't touched meat in six years and I don't miss it.", "Is {name} vegetarian?", "yes"),
    (
        "The flight attendants all know me by name now, I'm in the air every week.",
        "Does {name} travel a lot for the job?",
        "yes, flying weekly",
    ),
    ("My sister's twins turn five next month.", "Is {name} an aunt or uncle?", "yes, of twins"),
    ("I can finally read the menus in Lyon without a dictionary.", "Is {name}'s French improving?", "yes"),
    ("The vet said Biscuit needs to lose two kilos.", "Is {name}'s dog overweight?", "yes, by two kilos"),
    ("Twelve hours on the ward again, and my feet are done.", "Does {name} work as a nurse?", "probably, on a ward"),
    ("Landed my first hundred-kilo deadlift today!", "Is {name} getting stronger at the gym?", "yes"),
    (
        "I cried through the whole final episode, I can't believe it's over.",
        "Was {name} emotional about a show ending?",
        "yes",
    ),
    (
        "The landlord still hasn't fixed the boiler, three cold showers this week.",
        "Does {name} rent an apartment?",
        "yes",
    ),
    (
        "Every time a cat comes near me my eyes stream and I sneeze for an hour.",
        "Would {name} be a good pet sitter for a kitten?",
        "no, allergic to cats",
    ),
]

# (the turn with its time word, how many days before the session, the deed as asked)
RELATIVE = [
    ("I had my wisdom teeth out yesterday, my face is a balloon.", 1, "have wisdom teeth removed"),
    ("We finally signed the lease two days ago!", 2, "sign a lease"),
    ("I passed my driving test last week, first try!", 7, "pass a driving test"),
    ("Three days ago I ran into my old maths teacher at the station.", 3, "meet an old teacher"),
    ("The plumber came yesterday and the leak is finally gone.", 1, "get the leak fixed"),
    ("My brother flew in last week and he's sleeping on my sofa.", 7, "have a sibling arrive"),
    ("I got my first tattoo two days ago, a tiny anchor.", 2, "get a tattoo"),
    ("Yesterday I finally handed in the thesis!", 1, "submit a thesis"),
]


def many_instances(t: Tale) -> None:
    category, verb, instances, said = t.pick(CATEGORIES)
    chosen = t.rng.sample(instances, t.rng.choice([4, 5]))
    for number, instance in enumerate(chosen):
        t.beat(me(said.format(x=instance), f"item{number}"), you(t.rng.choice(REPLIES)), after=1)
    labels = [f"item{number}" for number in range(len(chosen))]
    if t.rng.random() < 0.5:
        t.ask(MULTI_HOP, f"Which {category} has {t.name} {verb}?", ", ".join(chosen), *labels)
    else:
        t.ask(MULTI_HOP, f"How many {category} has {t.name} {verb}?", str(len(chosen)), *labels)


def unsaid(t: Tale) -> None:
    for number in range(2):
        turn, question, answer = t.pick(IMPLIED)
        t.beat(me(turn, f"fact{number}"), you(t.rng.choice(REPLIES)))
        t.ask(OPEN_DOMAIN, question.format(name=t.name), answer, f"fact{number}")


def relative_day(t: Tale) -> None:
    turn, days, deed = t.pick(RELATIVE)
    t.beat(me(turn, "said"), you(t.rng.choice(REPLIES)))
    t.ask(TEMPORAL, f"When did {t.name} {deed}?", f"{{ago:said:{days}}}", "said")
    t.ask(TEMPORAL, f"What happened to {t.name} on {{ago:said:{days}}}?", deed, "said")
