"""Storylines only the second held-out part ("heldout2") uses: a house fire and the insurance
claim, learning to sail, a fundraising bake sale, caring for a parent, a neighbour dispute,
learning to drive.

Written blind on 2026-12-07 by a helper who had not read the retrieval code (graph/), its
docs or any benchmark result, so that the part measures retrieval on storylines and values
nobody tuned on; the lead measures it once. Every value pool here is new to the dev set and
used whole (these storylines are in no other part, so their pools are not split). Each
storyline asks three ADVERSARIAL questions of LoCoMo's kind: the question names one speaker
(often the wrong one, or asks what that speaker was told or advised) and the evidence is a
line the other speaker said, often worded differently from the line.
"""

from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Tale, me, sentence, you

FIRES = [
    ("a pan of oil caught fire on the stove", "the kitchen", "the cupboards above the cooker", "a chip pan"),
    ("the tumble dryer overheated in the night", "the utility room", "the shelves by the washing machine",
     "the tumble dryer"),
    ("a candle tipped over onto the curtains", "the living room", "the curtains and the bookcase", "a candle"),
    ("an old extension lead sparked behind the telly", "the living room", "the wall behind the TV",
     "a faulty extension lead"),
    ("a little fan heater fell over against the bed", "the spare bedroom", "the mattress and the rug",
     "a fan heater"),
]
INSURERS = ["Harbourline Mutual", "Greystone Home Cover", "Bluefinch Insurance", "Kestrel and Vane Assurance"]
PAYOUTS = ["6,400 dollars", "just over 11,000 dollars", "9,150 dollars", "3,800 dollars after the excess"]
FINISHES = ["fresh white walls and new oak floorboards", "sage green walls and a cream rug",
            "navy paint and brass light fittings", "pale grey walls and a big new window"]


def house_fire(t: Tale) -> None:
    cause, room, damage, culprit = t.pick(FIRES)
    host, adjuster = t.person(), t.person()
    insurer, payout, finish = t.pick(INSURERS), t.pick(PAYOUTS), t.pick(FINISHES)
    t.beat(
        me(f"We had a fire at home on Sunday night: {cause}. Nobody's hurt, but {room} is black with smoke.",
           "fire"),
        you(f"Oh my god, {t.name}! Are you okay? Where are you sleeping?"),
        me(f"On {host}'s sofa for now. The fire crew said {damage} took the worst of it.", "host"),
    )
    t.beat(
        you("Photograph every single damaged thing before you throw anything out. My insurer nearly refused my "
            "flood claim because I had no pictures.", "photos"),
        me("Good call, I'll go round with my phone tonight."),
    )
    t.beat(
        me(f"The loss adjuster from {insurer} came round today, a guy called {adjuster}. "
           "He spent two hours poking at the ceiling.", "adjuster"),
        you("Did he say how long it all takes?"),
        me("Six to eight weeks, apparently. I'm trying to be patient."),
    )
    t.beat(
        me(f"The claim came through! {sentence(payout)}, and the rebuilt room is finally done.", "payout"),
        me("Before and after!", "photo", image=f"a photo of a freshly redone room with {finish}"),
        you("I'm sending you a fire extinguisher as a moving-back-in present. No arguments.", "extinguisher"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What started the fire in {t.name}'s home?", culprit, "fire")
    t.ask(SINGLE_HOP, f"Which company was {t.name} insured with?", insurer, "adjuster")
    t.ask(SINGLE_HOP, f"How much did {t.name} get from the insurance claim?", payout, "payout")
    t.ask(SINGLE_HOP, f"What could be seen in the after picture {t.name} shared?", finish, "photo")
    t.ask(TEMPORAL, f"When did the fire break out at {t.name}'s place?", "{before:fire:Sunday}", "fire")
    t.ask(TEMPORAL, f"When was {t.name}'s insurance payout confirmed?", "{date:payout}", "payout")
    t.ask(MULTI_HOP, f"Where did {t.name} sleep after the fire, and who inspected the damage for the insurer?",
          f"on {host}'s sofa; {adjuster} from {insurer}", "host", "adjuster")
    t.ask(OPEN_DOMAIN, f"Was anybody injured when {t.name}'s home caught fire?", "No, nobody was hurt", "fire")
    t.ask(ADVERSARIAL, f"Did {t.name}'s insurer almost turn down a claim over missing photos?",
          f"No, that happened to {t.other}, with a flood claim", "photos")
    t.ask(ADVERSARIAL, f"What was {t.name} advised to do before throwing out the ruined belongings?",
          f"{t.other}: photograph every damaged thing", "photos")
    t.ask(ADVERSARIAL, f"Did {t.name} buy a fire extinguisher after moving back in?",
          f"No, {t.other} is sending one as a present", "extinguisher")


SAIL_SCHOOLS = ["the sailing school at Pellow Harbour", "the dinghy club on Lake Corran",
                "the yacht club out at Saltmarsh Point", "the community boathouse at Fenwick Reservoir"]
DINGHIES = [("a two-person dinghy called a Wayfarer", "a Wayfarer"), ("a tiny single-hander called a Topper",
            "a Topper"), ("an old wooden Mirror dinghy with a red sail", "a Mirror dinghy"),
            ("a sturdy club boat called a Bosun", "a Bosun")]
CAPSIZES = ["we capsized right in front of the clubhouse", "the boom swung across and knocked my hat into the lake",
            "I steered us straight into a mooring buoy", "we got stuck in irons for twenty minutes with no wind"]
KNOTS = [("the bowline", "a bowline"), ("the clove hitch", "a clove hitch"),
         ("a round turn and two half hitches", "a round turn and two half hitches"),
         ("the figure-of-eight stopper knot", "a figure-of-eight")]
SAILS = ["a small white sail on a grey-blue lake", "a red sail in front of a stone harbour wall",
         "a dinghy heeling over on choppy water", "a little boat tied to a wooden jetty at sunset"]


def learning_to_sail(t: Tale) -> None:
    school, (boat, boat_short) = t.pick(SAIL_SCHOOLS), t.pick(DINGHIES)
    mishap, (knot, knot_short), sail = t.pick(CAPSIZES), t.pick(KNOTS), t.pick(SAILS)
    instructor = t.person()
    t.beat(
        me(f"I signed up for a beginners' sailing course at {school}! Six Saturdays on {boat}.", "signup"),
        you(f"You get seasick on the ferry, {t.name}!", "seasick"),
        me("That's what the wristbands are for."),
    )
    t.beat(
        me(f"Sailing week two: {mishap}. Our instructor, {instructor}, just laughed and made us go again.",
           "mishap"),
        you("My uncle sailed for years and he always said: one hand for yourself, one hand for the boat.", "hand"),
        me("Writing that on my arm."),
    )
    t.beat(
        me(f"Today I learned {knot}, and I can tie it with my eyes shut now.", "knot"),
        you("Show me next time. I still tie my shoelaces wrong."),
    )
    t.beat(
        me("I passed! Level one certificate, and today I took the boat out on my own.", "passed"),
        me("Just me and the wind.", "photo", image=f"a photo of {sail}"),
        you("Captain! Can I be your first passenger?", "passenger"),
        me("Only if you bail."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Where is {t.name} taking sailing lessons?", school, "signup")
    t.ask(SINGLE_HOP, f"Which knot can {t.name} tie blindfolded?", knot_short, "knot")
    t.ask(SINGLE_HOP, f"Who is {t.name}'s sailing instructor?", instructor, "mishap")
    t.ask(TEMPORAL, f"When did {t.name} get the sailing certificate?", "{date:passed}", "passed")
    t.ask(TEMPORAL, f"When did {t.name} start telling people about the boating course?", "{date:signup}",
          "signup")
    t.ask(MULTI_HOP, f"What type of boat does {t.name} learn on, and what went wrong in the second week?",
          f"{boat_short}; {mishap}", "signup", "mishap")
    t.ask(OPEN_DOMAIN, f"Does {t.name} tend to suffer from motion sickness?", "Yes, they get seasick on ferries",
          "seasick")
    t.ask(ADVERSARIAL, f"Which safety saying did {t.name}'s uncle pass on from his years of sailing?",
          f"It was {t.other}'s uncle: one hand for yourself, one for the boat", "hand")
    t.ask(ADVERSARIAL, f"Which knot did {t.other} master on the sailing course?",
          f"{t.other} is not on the course; {t.name} learned {knot_short}", "knot")
    t.ask(ADVERSARIAL, f"Did {t.name} ask to be a passenger on the boat?",
          f"No, {t.other} asked to be {t.name}'s first passenger", "passenger")


FUND_CAUSES = [("new books for the primary school library", "the school library"),
               ("a new roof for the scout hut", "the scout hut roof"),
               ("the hospice's minibus fund", "the hospice minibus"),
               ("the wildlife rescue's new aviary", "the wildlife rescue"),
               ("the youth football club's kit", "the youth football club")]
SALE_VENUES = ["the church hall on Bramley Road", "the school gates on Friday afternoon",
               "the foyer of the public library", "a trestle table outside the fire station"]
MY_BAKES = [("cinnamon knots", "the cinnamon knots", "pastries"), ("lemon drizzle squares", "the lemon squares",
            "traybakes"), ("sourdough pretzels", "the pretzels", "bread"), ("cardamom buns", "the buns", "pastries"),
            ("millionaire's shortbread", "the shortbread", "traybakes")]
YOUR_BAKES = [("two dozen jam tarts", "jam tarts"), ("a batch of flapjacks", "flapjacks"),
              ("my famous ginger cookies", "ginger cookies"), ("a coconut loaf cake", "coconut loaf")]
RAISED = ["412 dollars", "just under 700 dollars", "286 dollars", "930 dollars"]
MESSES = ["flour on the ceiling somehow", "icing sugar in every drawer", "a burnt tray soaking in the bath"]


def bake_sale(t: Tale) -> None:
    (cause, cause_short), venue = t.pick(FUND_CAUSES), t.pick(SALE_VENUES)
    (my_bake, my_bake_short, kind), (your_bake, your_bake_short) = t.pick(MY_BAKES), t.pick(YOUR_BAKES)
    raised, mess, buyer = t.pick(RAISED), t.pick(MESSES), t.person()
    t.beat(
        me(f"I got roped into running a bake sale at {venue} to raise money for {cause}.", "plan"),
        you(f"I'll bake something! Put me down for {your_bake}.", "offer"),
        me("You're a star."),
    )
    t.beat(
        me(f"Bake sale prep update: five batches of {my_bake} done and there's {mess}.", "prep",
           image=f"a photo of trays of {my_bake} cooling on a kitchen counter"),
        you("Price everything higher than you think. People pay more for a good cause, that's what worked at "
            "my nephew's school fair.", "price"),
    )
    t.beat(
        me(f"We raised {raised}! {sentence(my_bake_short)} sold out in the first hour.", "raised"),
        you(f"And my {your_bake_short}?"),
        me(f"Gone by lunchtime. {buyer} bought half of them on their own.", "buyer"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What was {t.name}'s bake sale collecting money for?", cause_short, "plan")
    t.ask(SINGLE_HOP, f"How much did {t.name}'s fundraiser make?", raised, "raised")
    t.ask(SINGLE_HOP, f"Which {kind} did {t.name} bake for the sale?", my_bake, "prep")
    t.ask(TEMPORAL, f"When did {t.name} share the bake sale total?", "{date:raised}", "raised")
    t.ask(MULTI_HOP, f"Where was {t.name}'s bake sale held, and how much did it raise?", f"{venue}; {raised}",
          "plan", "raised")
    t.ask(OPEN_DOMAIN, f"Was organising the bake sale {t.name}'s own idea?", "No, they were roped into it",
          "plan")
    t.ask(ADVERSARIAL, f"What did {t.name} promise to contribute on top of the {my_bake_short}?",
          f"Nothing; {t.other} offered {your_bake}", "offer")
    t.ask(ADVERSARIAL, f"Which pricing tip did {t.name} pick up at a school fair?",
          f"That was {t.other}'s tip: price higher, people pay more for a good cause", "price")
    t.ask(ADVERSARIAL, f"Who bought up half of {t.other}'s {your_bake_short}?", buyer, "buyer")


PARENTS = [("mum", "mother"), ("dad", "father")]
HEALTH = [("had a fall in the garden and broke a hip", "a broken hip"), ("had a small stroke", "a stroke"),
          ("came down with pneumonia", "pneumonia"), ("had a knee replacement that went badly", "knee surgery")]
HOME_TOWNS = ["Aldermouth", "Kirkby Stowe", "Port Ellery", "Wrenfield", "Castlebrae"]
CARE_SIBLINGS = [("sister", "f"), ("brother", "m"), ("stepsister", "f"), ("half-brother", "m")]
AIDS = [("a stairlift", "a stairlift"), ("grab rails in the bathroom", "grab rails"),
        ("a personal alarm on a pendant", "an alarm pendant"), ("a hospital bed downstairs", "a hospital bed")]
HABITS = ["insists on doing the crossword alone", "is already bossing the carer about the garden",
          "walks to the corner shop every morning with a stick", "has restarted the Tuesday bridge club"]


def caring_for_parent(t: Tale) -> None:
    (parent, formal), (condition, condition_short) = t.pick(PARENTS), t.pick(HEALTH)
    town, (relation, gender) = t.pick(HOME_TOWNS), t.pick(CARE_SIBLINGS)
    (aid, aid_short), habit = t.pick(AIDS), t.pick(HABITS)
    sibling, carer = t.person(gender), t.person()
    t.beat(
        me(f"Bad news from home: my {parent} {condition}. I'm driving up to {town} tonight.", "news"),
        you(f"Oh {t.name}, I'm so sorry. Just go, I'll water your plants while you're away.", "plants"),
    )
    t.beat(
        me(f"I'm staying at my {parent}'s for a while. My {relation} {sibling} and I made a rota: "
           f"I do weekdays, {sibling} does weekends.", "rota"),
        you("Look after yourself too. When my gran was ill I burned out within a month because I never took "
            "a day off.", "burnout"),
        me("I hear you. I'm booking a Sunday off."),
    )
    t.beat(
        me(f"We got {aid} put in this week, and a carer called {carer} comes in every morning now.", "aid"),
        you("That must take a weight off."),
        me("It really does."),
    )
    t.beat(
        me(f"Home again at last. My {parent} is doing so well and {habit}.", "home"),
        you("That's the best news. Welcome back!"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Which town does {t.name}'s {parent} live in?", town, "news")
    t.ask(SINGLE_HOP, f"What was installed to help {t.name}'s {formal} at home?", aid_short, "aid")
    t.ask(SINGLE_HOP, f"Who looks in on {t.name}'s {formal} each morning?", f"{carer}, a carer", "aid")
    t.ask(TEMPORAL, f"When did {t.name} learn about the {formal}'s health scare?", "{date:news}", "news")
    t.ask(TEMPORAL, f"When was {t.name} back home after looking after the {formal}?", "{date:home}", "home")
    t.ask(MULTI_HOP, f"How did {t.name} and {sibling} share the caring, and what outside help was arranged?",
          f"{t.name} weekdays, {sibling} weekends; a carer, {carer}, every morning", "rota", "aid")
    t.ask(OPEN_DOMAIN, f"Is {t.name}'s {formal} recovering well?", f"Yes, the {formal} is doing well and {habit}",
          "home")
    t.ask(ADVERSARIAL, f"Who offered to water {t.name}'s plants?", t.other, "plants")
    t.ask(ADVERSARIAL, f"Did {t.name} burn out while looking after a grandmother?",
          f"No, {t.other} did, when {t.other}'s gran was ill", "burnout")
    t.ask(ADVERSARIAL, f"Which of {t.other}'s parents had {condition_short}?",
          f"Neither; it was {t.name}'s {parent}", "news")


ISSUES = [("has let a conifer hedge grow so tall it blocks all the light to my garden", "a hedge blocking the light"),
          ("keeps parking a van across my driveway", "a van blocking the driveway"),
          ("put up a security light that shines straight into my bedroom all night", "a security light"),
          ("runs a leaf blower at seven every Sunday morning", "a leaf blower early on Sundays"),
          ("built a shed that sits half on my side of the fence", "a shed over the boundary")]
MEDIATION = ["the council's free mediation service", "a neighbour mediation charity", "the residents' association"]
AGREEMENTS = [("to split the cost of cutting it back to two metres", "splitting the cost of a trim"),
              ("on a written schedule that both of us signed", "a signed schedule"),
              ("that it gets fixed before the end of the month", "a fix by the end of the month"),
              ("to move the fence back together in spring", "moving the fence back together")]
PEACE_OFFERINGS = [("a jar of homemade plum jam", "plum jam"), ("a bunch of dahlias from the garden", "dahlias"),
                   ("a bag of windfall apples", "apples"), ("a tray of brownies", "brownies")]


def neighbour_dispute(t: Tale) -> None:
    (issue, issue_short), mediation = t.pick(ISSUES), t.pick(MEDIATION)
    (agreement, agreement_short), (gift, gift_short) = t.pick(AGREEMENTS), t.pick(PEACE_OFFERINGS)
    neighbour, mediator = t.person(), t.person()
    t.beat(
        me(f"I'm losing my mind with my neighbour {neighbour}, who {issue}.", "issue"),
        you(f"Have you tried knocking on the door with a bottle of wine, {t.name}? Worked with my old landlord.",
            "wine"),
        me(f"I tried talking. {neighbour} shut the door in my face.", "door"),
    )
    t.beat(
        me(f"I wrote a polite letter, heard nothing back, so I've gone to {mediation}.", "mediation"),
        you("Keep a diary of every incident, with dates and times. My sister needed one when hers went to court.",
            "diary"),
    )
    t.beat(
        me(f"We finally sat down with a mediator, {mediator}, and agreed {agreement}. Peace at last!", "agreed"),
        you("Diplomacy wins!"),
        after=2,
    )
    t.beat(
        me(f"Plot twist: {neighbour} dropped round {gift} yesterday. Who knew.", "gift"),
        you("Ha, new best friends."),
    )
    t.ask(SINGLE_HOP, f"What was {t.name}'s complaint about the neighbour?", issue_short, "issue")
    t.ask(SINGLE_HOP, f"Who helped {t.name} and {neighbour} settle their quarrel?", f"{mediator}, a mediator",
          "agreed")
    t.ask(SINGLE_HOP, f"What did {neighbour} bring round to {t.name} after the deal?", gift_short, "gift")
    t.ask(TEMPORAL, f"When did {t.name} and {neighbour} reach an agreement?", "{date:agreed}", "agreed")
    t.ask(TEMPORAL, f"When did {neighbour} turn up with a gift?", "the day before {date:gift}", "gift")
    t.ask(MULTI_HOP, f"Who did {t.name} turn to over the neighbour problem, and what was agreed in the end?",
          f"{mediation}; {agreement_short}", "mediation", "agreed")
    t.ask(OPEN_DOMAIN, f"Was {neighbour} open to talking when {t.name} first tried?", "No, shut the door on them",
          "door")
    t.ask(ADVERSARIAL, f"Did {t.name}'s sister once take a neighbour to court?",
          f"No, {t.other}'s sister went to court", "diary")
    t.ask(ADVERSARIAL, f"What kind of record was {t.name} told to keep during the dispute?",
          f"{t.other} advised a diary of every incident with dates and times", "diary")
    t.ask(ADVERSARIAL, f"Who suggested {t.name} take a drink round to smooth things over?", t.other, "wine")


DRIVING_SCHOOLS = ["Greenlight Driving School", "Clutch and Go", "Mirror Signal Learners", "Steady Wheels"]
OLD_CARS = ["Volvo estate", "rusty little Fiat", "camper van", "ancient Land Rover"]
FAILS = [("I forgot to check my mirror pulling out at a junction", "not checking the mirror at a junction"),
         ("I rolled back on a hill start", "rolling back on a hill start"),
         ("I went through an amber light the examiner said was red", "going through a light that turned red"),
         ("I mounted the kerb on the reverse parking", "hitting the kerb while reverse parking")]
MINORS = ["three", "two", "five", "four"]
FIRST_CARS = [("a second-hand hatchback", "yellow", "Custard"), ("a tiny electric city car", "mint green", "Sprout"),
              ("a ten-year-old estate", "dark blue", "Bluebell"), ("a boxy little runabout", "orange", "Clementine")]


def learning_to_drive(t: Tale) -> None:
    school, old_car, (fail, fail_short) = t.pick(DRIVING_SCHOOLS), t.pick(OLD_CARS), t.pick(FAILS)
    minors, (car, colour, car_name), instructor = t.pick(MINORS), t.pick(FIRST_CARS), t.person()
    t.beat(
        me(f"I've finally booked driving lessons, at my age! My instructor is {instructor} from {school}.",
           "lessons"),
        you(f"Ha, I learned in my dad's {old_car}. Stalled it about a thousand times.", "oldcar"),
    )
    t.beat(
        me(f"First driving test today, and I failed. {fail}.", "fail"),
        you(f"Everyone fails the first one. Book the next one straight away, {t.name}, before you lose your nerve.",
            "rebook"),
    )
    t.beat(
        me(f"PASSED! Second attempt, only {minors} minor faults.", "passed",
           image="a photo of a smiling person holding a driving test certificate next to a car"),
        you("Road trip! I'll bring the snacks."),
        after=2,
    )
    t.beat(
        me(f"I bought my first car: {car}, {colour}. I've named it {car_name}.", "bought"),
        you("Naming a car is a big commitment."),
    )
    t.ask(SINGLE_HOP, f"Which driving school is {t.name} learning with?", school, "lessons")
    t.ask(SINGLE_HOP, f"Why did {t.name} fail the first driving test?", fail_short, "fail")
    t.ask(SINGLE_HOP, f"What colour is {t.name}'s first car?", colour, "bought")
    t.ask(TEMPORAL, f"When did {t.name} fail the first driving test?", "{date:fail}", "fail")
    t.ask(TEMPORAL, f"When did {t.name} get a driving licence?", "{date:passed}", "passed")
    t.ask(MULTI_HOP, f"How many tries did {t.name} need to pass, and what car did {t.name} buy afterwards?",
          f"two; {car}", "passed", "bought")
    t.ask(OPEN_DOMAIN, f"Did {t.name} learn to drive as a teenager?", "No, they booked lessons as an adult",
          "lessons")
    t.ask(ADVERSARIAL, f"What vehicle did {t.name} learn to drive in?",
          f"{t.name} took lessons; it was {t.other} who learned in a dad's {old_car}", "oldcar")
    t.ask(ADVERSARIAL, f"What was {t.name} urged to do after failing the test?",
          f"{t.other}: book the next test straight away", "rebook")
    t.ask(ADVERSARIAL, f"What did {t.other} call the new car?", f"It is {t.name}'s car, named {car_name}", "bought")


STORIES = [house_fire, learning_to_sail, bake_sale, caring_for_parent, neighbour_dispute, learning_to_drive]
