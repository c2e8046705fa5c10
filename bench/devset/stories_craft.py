"""Storylines about making things and habits: music lessons, a market stall, photography, diets."""

from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Tale, me, sentence, you

INSTRUMENTS = [("cello", "a slow Bach prelude"), ("ukulele", "a sea shanty"), ("piano", "a Chopin nocturne"),
               ("saxophone", "a jazz standard"), ("banjo", "an old bluegrass tune"), ("violin", "a Celtic reel")]
FEEDBACK = [("a good ear but terrible posture", "a good ear"), ("surprisingly steady rhythm", "steady rhythm"),
            ("a lot of patience, which matters more than talent", "patience rather than talent"),
            ("strong fingers from all that typing", "strong fingers")]
HALLS = ["the church hall on Grove Road", "a cafe with a tiny stage", "the music school's basement theatre",
         "the public library's atrium"]
OUTCOMES = ["I messed up the middle but kept going", "my hands shook the whole time but I finished",
            "people actually clapped for a long time", "I forgot to bow and just ran off"]


def music_lessons(t: Tale) -> None:
    (instrument, piece), teacher = t.pick(INSTRUMENTS), t.person()
    (feedback, feedback_short), hall, outcome = t.pick(FEEDBACK), t.pick(HALLS), t.pick(OUTCOMES)
    t.beat(
        you(f"You've talked about learning the {instrument} for years, {t.name}. My old teacher {teacher} "
            "takes adult beginners.", "nudge"),
        me("Okay, okay. Send me the number."),
    )
    t.beat(me(f"First lesson done. {teacher} says I have {feedback}.", "lesson"), you("That's a great start!"))
    t.beat(me(f"I can play {piece} all the way through now! Badly, but still.", "piece"), you("Play it for me!"),
           after=2)
    t.beat(
        me(f"The student recital was yesterday at {hall}. {sentence(outcome)}.", "recital",
           image=f"a photo of a person with a {instrument} on a small stage"),
        you("So proud of you. Next stop, world tour."),
    )
    t.ask(ADVERSARIAL, f"Who put {t.name} in touch with a music teacher?", f"{t.other}, with {teacher}", "nudge")
    t.ask(SINGLE_HOP, f"Which instrument is {t.name} learning to play?", instrument, "nudge")
    t.ask(SINGLE_HOP, f"What piece can {t.name} get through now?", piece, "piece")
    t.ask(TEMPORAL, f"When did {t.name} perform at the recital?", "the day before {date:recital}", "recital")
    t.ask(MULTI_HOP, f"Where was {t.name}'s recital, and who is the teacher?", f"{hall}; {teacher}",
          "nudge", "recital")
    t.ask(OPEN_DOMAIN, f"What strength did {teacher} see in {t.name} after the first lesson?", feedback_short,
          "lesson")


CRAFTS = [("hand-poured candles", "candles", "the lavender ones"), ("hot sauce", "bottles", "the mango habanero"),
          ("screen-printed tote bags", "bags", "the one with the otters"), ("beeswax soap", "bars", "the oat one"),
          ("little ceramic planters", "planters", "the cat-shaped ones"),
          ("knitted beanies", "hats", "the striped ones")]
MARKETS = ["Sunday", "harbour", "night", "farmers", "winter", "flea"]
STALL_NAMES = ["Small Batch Joy", "Made on a Tuesday", "Kitchen Table Co.", "Odd Hours Studio", "Second Breakfast"]
SOLD = ["forty", "twenty-three", "sixty", "thirty-one"]


def market_stall(t: Tale) -> None:
    (craft, unit, best), market = t.pick(CRAFTS), t.pick(MARKETS)
    stall, sold = t.pick(STALL_NAMES), t.pick(SOLD)
    t.beat(
        me(f"I'm going to sell my {craft} at the {market} market. I need a name for the stall.", "idea"),
        you(f"Call it '{stall}'! It sounds like you.", "named"),
        me("Oh, I love that. Done."),
    )
    t.beat(
        me(f"First market day: I sold {sold} {unit}! Everyone wanted {best}.", "first",
           image=f"a photo of a market table with {craft} and a handwritten sign"),
        you("That's amazing for a first day!"),
    )
    t.beat(me("I opened an online shop as well. Three orders overnight from strangers!", "online"),
           you("You're a business now."), after=2)
    t.ask(ADVERSARIAL, f"Who thought up the name of {t.name}'s stall?", f"{t.other}: {stall}", "named")
    t.ask(SINGLE_HOP, f"What does {t.name} sell?", craft, "idea")
    t.ask(SINGLE_HOP, f"How many items did {t.name} sell on the opening day?", sold, "first")
    t.ask(TEMPORAL, f"When did {t.name} start selling on the internet?", "{date:online}", "online")
    t.ask(MULTI_HOP, f"At which market does '{stall}' trade, and which product was most popular?",
          f"the {market} market; {best}", "idea", "first")
    t.ask(OPEN_DOMAIN, f"Is {t.name}'s small business doing well online?", "yes, orders overnight from strangers",
          "online")


SUBJECTS = [("a heron catching a fish at dawn", "a heron with a fish in its beak standing in shallow water"),
            ("my grandmother's hands kneading bread", "two old hands pressing dough on a floured table"),
            ("a fox crossing an empty street at night", "a fox on a wet street under a streetlight"),
            ("fishing boats in thick fog", "small boats in a foggy harbour"),
            ("lightning over the wheat fields", "a lightning bolt above a golden field")]
CONTESTS = ["the county photo contest", "the newspaper's reader photo awards", "a nature magazine competition",
            "the city library's photography prize"]
PRIZES = [("second place", "a new lens"), ("first place", "three hundred dollars"),
          ("an honourable mention", "a printed book of the winners"), ("the people's choice award", "a camera bag")]


def photo_contest(t: Tale) -> None:
    (subject, look), contest = t.pick(SUBJECTS), t.pick(CONTESTS)
    place, prize = t.pick(PRIZES)
    t.beat(
        you(f"You should enter {contest}, {t.name}. Your pictures are better than half the winners.", "nudge"),
        me("You think? I'm not sure they're good enough. Maybe...", "doubt"),
    )
    t.beat(me(f"I entered my picture of {subject}.", "entry", image=f"a photo of {look}"), you("That's the one."))
    t.beat(me(f"I got {place}!! The prize is {prize}.", "result"), you("I KNEW IT."), after=2)
    t.ask(SINGLE_HOP, f"What picture did {t.name} enter in the competition?", subject, "entry")
    t.ask(SINGLE_HOP, f"What prize did {t.name} get?", f"{place}, {prize}", "result")
    t.ask(TEMPORAL, f"When did {t.name} hear the competition results?", "{date:result}", "result")
    t.ask(ADVERSARIAL, f"Who encouraged {t.name} to submit a photo?", t.other, "nudge")
    t.ask(MULTI_HOP, f"Which image earned {t.name} {place}?", subject, "entry", "result")
    t.ask(OPEN_DOMAIN, f"Was {t.name} confident about entering at first?", "No, unsure", "doubt")


DIETS = [("I've gone vegetarian", "vegetarian", "a documentary about farming", "lentil shepherd's pie"),
         ("I quit coffee", "no coffee", "my doctor mentioning my blood pressure", "chicory latte"),
         ("I cut out sugar", "sugar-free", "a bet with my brother", "date and nut bars"),
         ("I've stopped drinking alcohol", "sober", "wanting to sleep better", "ginger shrub soda")]


def diet_change(t: Tale) -> None:
    change, short, cause, swap = t.pick(DIETS)
    t.beat(me(f"New month, new me: {change}. It started with {cause}.", "start"), you("Respect. How is it going?"))
    t.beat(you(f"If you miss it, try {swap}, {t.name}. It got me through the hard weeks.", "swap"),
           me("I'll look for it."))
    t.beat(me("Three months in and I genuinely feel better.", "months"), you("That's great to hear."), after=2)
    t.ask(SINGLE_HOP, f"What change did {t.name} make to what they consume?", short, "start")
    t.ask(OPEN_DOMAIN, f"Why did {t.name} change habits?", cause, "start")
    t.ask(ADVERSARIAL, f"Which substitute did {t.name} recommend?", f"{t.other} recommended {swap}", "swap")
    t.ask(TEMPORAL, f"When did {t.name} say they had felt better for three months?", "{date:months}", "months")
