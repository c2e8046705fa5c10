"""Storylines of the dev part "dev2": jury duty, a podcast, a school reunion, wisdom teeth out, a parent's
retirement party, learning to swim as an adult.

Written for the weak spot of issue #27, adversarial questions (LoCoMo's category 5): each storyline asks
at least three, of the kinds the held-out parts miss. A question names one speaker and asks what that
speaker was told, advised or offered, and the evidence is the *other* speaker's line, in other words
(a category word in the question, an instance in the line: "what reading material" / "a fat
paperback"); or it names the wrong speaker for something the other one did or said.
"""

from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Tale, me, sentence, you

CASES = ["a stolen delivery van", "a fight outside a nightclub", "a landlord who kept a deposit",
         "a forged cheque", "a crash at a roundabout", "a burglary at a jewellery shop"]
BOOKS_TO_TAKE = ["a fat paperback, the longer the better", "the thickest crime novel you own",
                 "a doorstop of a fantasy saga", "a big historical novel"]
FOREPERSON_JOBS = ["plumber", "headmistress", "ferry captain", "pharmacist", "bus driver", "accountant"]
TRIAL_DAYS = ["four", "six", "nine", "three", "eleven"]


def jury_duty(t: Tale) -> None:
    case, take, job, days = t.pick(CASES), t.pick(BOOKS_TO_TAKE), t.pick(FOREPERSON_JOBS), t.pick(TRIAL_DAYS)
    foreperson, uncle = t.person(), t.person("m")
    t.beat(
        me("A summons came in the post: I have jury service at the county courthouse next month.", "summons"),
        you(f"Pack {take}. That waiting room is the dullest place on earth, {t.name}.", "take"),
        me("Noted. I hope they at least have coffee."),
    )
    t.beat(
        me(f"They picked me for an actual trial! It's about {case}. That's all I'm allowed to say.", "picked"),
        you(f"When my uncle {uncle} served, they got free sandwiches at noon every day. Hope you're as lucky.",
            "lunch"),
        me("Ha, sandwiches would help."),
    )
    t.beat(
        me(f"The trial lasted {days} days. The foreperson was a retired {job} called {foreperson}.", "trial"),
        you("Did you all manage to agree in the end?"),
        me("We did. Hardest thing I've done in a while, and I slept for twelve hours after.", "verdict"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What was the trial {t.name} sat on about?", case, "picked")
    t.ask(SINGLE_HOP, f"What had the foreperson of {t.name}'s jury done for a living?", f"a {job}", "trial")
    t.ask(TEMPORAL, f"When was {t.name} selected for a trial?", "{date:picked}", "picked")
    t.ask(MULTI_HOP, f"Where was {t.name} summoned to, and how long did the trial last?",
          f"the county courthouse; {days} days", "summons", "trial")
    t.ask(OPEN_DOMAIN, f"Did {t.name} find sitting on the jury easy?", "No, it was the hardest thing in a while",
          "verdict")
    t.ask(ADVERSARIAL, f"What reading material was {t.name} told to bring along?", f"{t.other} said: {take}",
          "take")
    t.ask(ADVERSARIAL, f"Was {t.other} chosen to sit on a jury?", f"No, {t.name} was: a trial about {case}",
          "picked")
    t.ask(ADVERSARIAL, f"What meal did {t.name} hear a court once provided for free?",
          f"{t.other}'s uncle {uncle} got sandwiches at noon", "lunch")


SHOW_TOPICS = [("old horror films", "Late Screams"), ("local history", "Dead Streets"),
               ("amateur astronomy", "Look Up"), ("cheap travel", "Budget Nomads"),
               ("terrible inventions", "Patent Pending"), ("football tactics", "The Back Four")]
FUNNY_BITS = ["the argument about whether a hot dog is a sandwich", "your impression of the weather man",
              "the story about the goose at the bus stop", "when your co-host sneezed mid-sentence",
              "the listener letter about the haunted toaster"]
SPONSORS = ["coffee subscription", "mattress", "meal kit", "language app", "hiking boot"]
DOWNLOADS = ["a thousand", "five hundred", "two thousand", "eight hundred"]


def podcast(t: Tale) -> None:
    (topic, title), bit = t.pick(SHOW_TOPICS), t.pick(FUNNY_BITS)
    sponsor, downloads, cohost = t.pick(SPONSORS), t.pick(DOWNLOADS), t.person()
    t.beat(
        me(f"I'm starting a podcast with my friend {cohost}, all about {topic}.", "start"),
        you(f"Spend money on a decent microphone before anything else, {t.name}. Bad sound kills a show.",
            "mic"),
    )
    t.beat(
        me(f"Episode one is live! The show is called {title}.", "launch"),
        you(f"Listened on the train this morning. I laughed out loud at {bit}.", "laughed"),
        me("Ha, that one nearly got cut."),
    )
    t.beat(
        me(f"We passed {downloads} downloads, and a {sponsor} company wants to sponsor us!", "sponsor"),
        you("Get them to send you their product first. Never read an ad for a thing you haven't tried.",
            "try"),
        me("Good point, I'll ask."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Who does {t.name} make the podcast with?", cohost, "start")
    t.ask(SINGLE_HOP, f"What is {t.name}'s podcast about?", topic, "start")
    t.ask(TEMPORAL, f"When did the first episode of {t.name}'s show come out?", "{date:launch}", "launch")
    t.ask(MULTI_HOP, f"What is {t.name}'s show called, and what kind of company offered to sponsor it?",
          f"{title}; a {sponsor} company", "launch", "sponsor")
    t.ask(OPEN_DOMAIN, f"Is anyone listening to {t.name}'s podcast?", f"Yes, it passed {downloads} downloads",
          "sponsor")
    t.ask(ADVERSARIAL, f"What equipment was {t.name} urged to buy first?", f"{t.other} said: a decent microphone",
          "mic")
    t.ask(ADVERSARIAL, f"Which moment of the first episode made {t.name} laugh?",
          f"It was {t.other} who laughed, at {bit}", "laughed")
    t.ask(ADVERSARIAL, f"What condition did {t.name}'s friend suggest before agreeing to the sponsorship?",
          "to try the sponsor's product first", "try")


REUNIONS = [("ten", "the old school gym"), ("fifteen", "a hotel ballroom by the station"),
            ("twenty", "the rowing club"), ("ten", "a pizza place near the school"),
            ("twenty-five", "the school theatre")]
OUTFITS = ["green velvet blazer", "red wrap dress", "black leather jacket", "yellow linen suit",
           "blue polka dot shirt"]
RIVALS = [("lab partner", "we blew up a beaker"), ("debate rival", "the final where I called them a fraud"),
          ("best friend", "the prom mix-up"), ("locker neighbour", "the great stink bomb accusation")]
PRIZES = ["a weekend spa voucher", "a food processor", "two concert tickets", "a giant teddy bear",
          "a year of free car washes"]


def school_reunion(t: Tale) -> None:
    (years, venue), outfit, (role, incident) = t.pick(REUNIONS), t.pick(OUTFITS), t.pick(RIVALS)
    prize, classmate = t.pick(PRIZES), t.person()
    t.beat(
        me(f"I got an invite to my {years}-year high school reunion at {venue}. Not sure I want to go.", "invite"),
        you(f"Go! Worst case you leave after one drink. And wear your {outfit}, you look great in it.", "wear"),
    )
    t.beat(
        me(f"Plot twist: my old {role} {classmate} is organising the reunion. We haven't spoken since "
           f"{incident}.", "rival"),
        you("Oh no. Or oh yes, depending."),
    )
    t.beat(
        me(f"The reunion was actually great. {classmate} and I laughed about {incident}, and I won {prize} in "
           "the raffle.", "went"),
        you("See? Told you so."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Where was {t.name}'s reunion held?", venue, "invite")
    t.ask(SINGLE_HOP, f"Who organised {t.name}'s school reunion?", f"{classmate}, their old {role}", "rival")
    t.ask(TEMPORAL, f"When did {t.name} get invited to the reunion?", "{date:invite}", "invite")
    t.ask(MULTI_HOP, f"How many years since school was {t.name}'s reunion, and what did {t.name} win there?",
          f"{years}; {prize}", "invite", "went")
    t.ask(OPEN_DOMAIN, f"Was {t.name} keen on going to the reunion at first?", "No, they were not sure",
          "invite")
    t.ask(ADVERSARIAL, f"What clothing was {t.name} told to put on for the reunion?",
          f"{t.other} said: the {outfit}", "wear")
    t.ask(ADVERSARIAL, f"Who pushed {t.name} to attend?", f"{t.other}", "wear")
    t.ask(ADVERSARIAL, f"What did {t.other} win in the reunion raffle?", f"Nothing: {t.name} won {prize}", "went")


SOFT_FOODS = ["yoghurt, mashed potatoes and applesauce", "soup, custard and scrambled eggs",
              "smoothies, porridge and jelly", "rice pudding, hummus and soft tofu"]
FIRST_MEALS = ["a cheeseburger with extra pickles", "a bowl of spicy ramen", "a whole crusty baguette",
               "fried chicken", "a plate of nachos"]


def wisdom_teeth(t: Tale) -> None:
    soft, meal, dentist = t.pick(SOFT_FOODS), t.pick(FIRST_MEALS), t.person()
    t.beat(
        me(f"The dentist says my wisdom teeth have to come out. Dr {dentist} is doing it under sedation.", "booked"),
        you(f"Stock up on {soft} now. I lived on nothing else for a week after mine.", "stock"),
    )
    t.beat(
        me("Teeth are out. I look like a chipmunk.", "out",
           image="a selfie of a person with puffy cheeks holding an ice pack"),
        you("Frozen peas on your cheek, twenty minutes on and twenty off. Trust me.", "peas"),
    )
    t.beat(
        me(f"Finally back to normal! First proper meal was {meal}. Heaven.", "meal"),
        you("You earned it."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Who took out {t.name}'s wisdom teeth?", f"Dr {dentist}", "booked")
    t.ask(SINGLE_HOP, f"What was {t.name}'s first proper meal after the surgery?", meal, "meal")
    t.ask(TEMPORAL, f"When did {t.name} have the wisdom teeth removed?", "shortly before {date:out}", "out")
    t.ask(MULTI_HOP, f"Was {t.name} awake for the surgery, and what was the first real meal afterwards?",
          f"No, under sedation; {meal}", "booked", "meal")
    t.ask(OPEN_DOMAIN, f"Was {t.name}'s face swollen after the operation?", "Yes, like a chipmunk", "out")
    t.ask(ADVERSARIAL, f"Which foods was {t.name} advised to buy before the operation?",
          f"{t.other} said: {soft}", "stock")
    t.ask(ADVERSARIAL, f"What remedy for the swelling did {t.name} get?", "frozen peas on the cheek", "peas")
    t.ask(ADVERSARIAL, f"What did {t.other} eat first once the mouth had healed?",
          f"It was {t.name} who had the surgery: {meal}", "meal")


PARENT_JOBS = [("mum", "f", "primary school teacher", "thirty-four"), ("dad", "m", "postman", "forty"),
               ("mum", "f", "nurse", "thirty-eight"), ("dad", "m", "train driver", "thirty-one"),
               ("dad", "m", "baker", "forty-two"), ("mum", "f", "librarian", "twenty-nine")]
CAKES = ["A lemon drizzle", "A carrot cake with walnuts", "A black forest gateau", "A coconut layer cake"]
GIFTS = ["a hot air balloon ride", "a new set of golf clubs", "a week in a cottage by the sea",
         "a vintage record player", "a rowing machine"]


def retirement_party(t: Tale) -> None:
    (parent, gender, job, years), cake, gift = t.pick(PARENT_JOBS), t.pick(CAKES), t.pick(GIFTS)
    parent_name, sibling = t.person(gender), t.person()
    t.beat(
        me(f"My {parent} {parent_name} is retiring after {years} years as a {job}, and we're throwing a "
           "surprise party.", "retiring"),
        you("Make a slideshow of old photos. Those always get people crying in a good way.", "slideshow"),
    )
    t.beat(
        me(f"Planning is chaos. {sibling} nearly spilled the secret twice already.", "chaos"),
        you(f"I can bake for it if you like. {cake} is my speciality.", "cake"),
        me("You're a lifesaver, yes please."),
    )
    t.beat(
        me(f"The party worked! {parent_name} had no idea. The whole family chipped in for {gift}.", "party"),
        you("That's so lovely. Happy retirement to them!"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What did {t.name}'s {parent} do for work?", job, "retiring")
    t.ask(SINGLE_HOP, "Who nearly gave away the surprise?", sibling, "chaos")
    t.ask(TEMPORAL, f"When was the surprise party for {parent_name}?", "shortly before {date:party}", "party")
    t.ask(MULTI_HOP, f"How long did {parent_name} work, and what did the family give at the party?",
          f"{years} years; {gift}", "retiring", "party")
    t.ask(OPEN_DOMAIN, f"Did {parent_name} see the party coming?", "No, they had no idea", "party")
    t.ask(ADVERSARIAL, f"What did {t.name}'s friend recommend putting together for the celebration?",
          "a slideshow of old photos", "slideshow")
    t.ask(ADVERSARIAL, f"What dessert did {t.name} offer to make?", f"It was {t.other} who offered: {cake}",
          "cake")
    t.ask(ADVERSARIAL, f"What present did {t.other}'s {parent} get on retiring?",
          f"It was {t.name}'s {parent}: {gift}", "party")


POOLS = ["the leisure centre on Mill Road", "the university pool", "the old lido", "the hotel pool downtown"]
GOGGLES_WHY = ["the cheap ones leak and you'll hate every lap", "the cheap ones fog up after a minute",
               "the cheap ones leave marks round your eyes for hours"]
OPEN_WATER = [("the reservoir", "four hundred metres"), ("the quarry lake", "half a kilometre"),
              ("the sea at dawn", "three hundred metres"), ("the lake at the country park", "a full kilometre")]


def swimming_lessons(t: Tale) -> None:
    place, why, (water, distance), coach = t.pick(POOLS), t.pick(GOGGLES_WHY), t.pick(OPEN_WATER), t.person()
    t.beat(
        me(f"Confession: I never learned to swim. I signed up for adult lessons at {place}, the coach is "
           f"{coach}.", "signup"),
        you(f"Good for you! Buy proper goggles, {why}.", "goggles"),
    )
    t.beat(
        me("I did a whole length without stopping today!", "length"),
        you("My trick when I learned: hum while your face is under. Works every time.", "hum"),
        me("I'll try that on Thursday."),
    )
    t.beat(
        me(f"First open water swim done, in {water}! {sentence(distance)} without stopping.", "open"),
        you("From not swimming at all to that. Amazing."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Who coaches {t.name}'s swimming lessons?", coach, "signup")
    t.ask(SINGLE_HOP, f"Where does {t.name} take swimming lessons?", place, "signup")
    t.ask(TEMPORAL, f"When did {t.name} first swim a full length?", "{date:length}", "length")
    t.ask(MULTI_HOP, f"Where did {t.name} take lessons, and how far was the first open water swim?",
          f"{place}; {distance}", "signup", "open")
    t.ask(OPEN_DOMAIN, f"Could {t.name} swim as a child?", "No, they never learned", "signup")
    t.ask(ADVERSARIAL, f"What gear was {t.name} told not to skimp on?", f"{t.other} said: proper goggles",
          "goggles")
    t.ask(ADVERSARIAL, f"What did {t.name}'s friend suggest doing with the face submerged?", "hum", "hum")
    t.ask(ADVERSARIAL, f"Where did {t.other} swim in open water for the first time?",
          f"It was {t.name}: in {water}", "open")


STORIES = [jury_duty, podcast, school_reunion, wisdom_teeth, retirement_party, swimming_lessons]
