"""Storylines about other people: weddings, dating, volunteering, books, dinners, babies, game nights."""

from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Tale, me, you

RELATIVES = [("sister", "f"), ("brother", "m"), ("cousin", ""), ("younger sister", "f"), ("older brother", "m"),
             ("best friend from school", "")]
PROPOSALS = ["at the top of a Ferris wheel", "in the middle of a hiking trail", "at their favourite noodle bar",
             "on a frozen lake", "during a thunderstorm at the beach", "in front of the whole family at dinner"]
VENUES = [("an old barn outside the city", "fairy lights"), ("a vineyard up north", "rows of vines"),
          ("a lighthouse on the coast", "a lighthouse"), ("the botanical garden greenhouse", "tropical plants"),
          ("a converted train station", "iron arches"), ("a tiny chapel in the hills", "candles")]
CHILDHOOD = ["the time we got lost at the state fair", "the haircut disaster of fifth grade",
             "when we tried to run away to grandma's house with a suitcase of cookies",
             "the science fair volcano that set off the fire alarm"]


def family_wedding(t: Tale) -> None:
    relative, gender = t.pick(RELATIVES)
    sibling, partner = t.person(gender), t.person()
    proposal, (venue, decor), story = t.pick(PROPOSALS), t.pick(VENUES), t.pick(CHILDHOOD)
    t.beat(
        me(f"My {relative} {sibling} got engaged last night! {partner} proposed {proposal}.", "engaged"),
        you("Aww, that's wonderful! Give them a hug from me."),
    )
    t.beat(
        me(f"{sibling} asked me to give a speech at the wedding and I'm already panicking.", "speech"),
        you(f"Open with {story}. Everyone loves that one, {t.name}.", "advice"),
        me(f"Ha, {sibling} will kill me. Perfect."),
    )
    t.beat(
        me(f"The wedding was perfect. It was at {venue} and I only cried twice during my toast.", "wedding"),
        me("The first dance.", "photo", image=f"a photo of a couple dancing surrounded by {decor}"),
        you("Stunning. Congratulations to the happy couple!"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Who is {t.name}'s {relative} marrying?", partner, "engaged")
    t.ask(SINGLE_HOP, f"Where did {partner} pop the question?", proposal, "engaged")
    t.ask(TEMPORAL, f"When did {sibling} get engaged?", "the night before {date:engaged}", "engaged")
    t.ask(MULTI_HOP, f"Where was {sibling}'s wedding held, and what was {t.name}'s part in it?",
          f"{venue}; {t.name} gave a speech", "speech", "wedding")
    t.ask(ADVERSARIAL, f"Who came up with how {t.name}'s toast should open?", f"{t.other}: {story}", "advice")
    t.ask(OPEN_DOMAIN, f"Is {t.name} relaxed about giving the wedding speech?", "No, they panicked about it",
          "speech")
    t.ask(SINGLE_HOP, f"What surrounded the dancing couple in {t.name}'s wedding picture?", decor, "photo")


MEETINGS = [("a friend's rooftop party", "nurse"), ("the dog park", "architect"),
            ("a pottery night", "marine biologist"), ("a trivia night at the pub", "high school teacher"),
            ("the queue at the post office", "paramedic"), ("a language exchange meetup", "sound engineer")]
OUTINGS = ["ice skating, and I fell over about eleven times", "to a night market, we tried everything",
           "to see a terrible horror film and laughed the whole way through",
           "on a long walk along the river until it got dark", "to a jazz bar that had no jazz that night",
           "to an escape room and we got out with two minutes left"]
GETAWAYS = ["a cabin in the mountains", "the coast for a long weekend", "a music festival",
            "a city break in Montreal", "a wine region up north", "a lake house that belongs to a friend"]


def new_relationship(t: Tale) -> None:
    (place, job), partner = t.pick(MEETINGS), t.person()
    outing, getaway = t.pick(OUTINGS), t.pick(GETAWAYS)
    t.beat(
        me(f"Okay, don't laugh. I went on a date with someone I met at {place}. {partner} is a {job}.", "met"),
        you("Who is laughing? Tell me everything!"),
    )
    t.beat(
        me(f"Second date with {partner}: we went {outing}.", "second"),
        you(f"Introduce {partner} to your friends before you get too attached. That's my rule, {t.name}.", "rule"),
        me("Fair. Maybe at the next game night."),
    )
    t.beat(
        me(f"So {partner} and I are official now. We're going to {getaway} together next month.", "official"),
        you("I'm so happy for you two!"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What does the person {t.name} is dating do for a living?", job, "met")
    t.ask(SINGLE_HOP, f"Where did {t.name} first meet {partner}?", place, "met")
    t.ask(TEMPORAL, f"When did {t.name} and {partner} become a couple?", "shortly before {date:official}",
          "official")
    t.ask(MULTI_HOP, f"What did {t.name} and {partner} do on their second outing, and where will they travel?",
          f"{outing}; {getaway}", "second", "official")
    t.ask(ADVERSARIAL, f"What rule does {t.name} follow about new partners?",
          f"That is {t.other}'s rule: introduce them to friends first", "rule")
    t.ask(OPEN_DOMAIN, f"Is {t.name} still single after meeting {partner}?", f"No, they are together with {partner}",
          "official")


CAUSES = [
    ("the food bank on Carver Street", "food bank", "packing boxes",
     "After losing my job years ago I used it myself.", "they once relied on a food bank themselves"),
    ("the riverside cleanup crew", "cleanup crew", "pulling trash out of the water",
     "I grew up swimming in that river and it's filthy now.", "they grew up swimming in that river"),
    ("a reading program for kids at the library", "reading program", "tutoring eight-year-olds",
     "Reading was hard for me as a kid and one teacher changed that.", "a teacher once helped them learn to read"),
    ("the hospice garden", "hospice", "weeding and watering",
     "My grandfather spent his last weeks there and the garden meant a lot to him.",
     "their grandfather spent his last weeks there"),
    ("the community kitchen downtown", "community kitchen", "cooking soup for a hundred people",
     "I had a lot of free evenings and wanted them to count.", "they wanted their free evenings to count"),
    ("the cat sanctuary out past the highway", "sanctuary", "socializing shy cats",
     "Honestly, unlimited cats. Also they were desperate for help.", "they were short of helpers"),
]
DAYS = ["Tuesday", "Thursday", "Saturday", "Sunday", "Wednesday", "Monday"]
SURPRISES = ["a little girl read a whole chapter out loud for the first time",
             "we found an old bicycle and a shopping cart in the same spot",
             "someone left a thank-you card with forty dollars in it",
             "the local news turned up with a camera"]


def volunteering(t: Tale) -> None:
    place, short, task, reason, reason_short = t.pick(CAUSES)
    day, coordinator, surprise = t.pick(DAYS), t.person(), t.pick(SURPRISES)
    t.beat(
        me(f"I signed up to volunteer at {place} on {day} mornings, mostly {task}.", "start"),
        you("That's lovely. What made you do it?"),
        me(reason, "why"),
    )
    t.beat(
        me(f"At the {short} today {surprise}.", "moment"),
        you("That gave me chills."),
    )
    t.beat(
        me(f"The coordinator, {coordinator}, asked me to train the new volunteers!", "promoted"),
        you(f"Could I come along to the {short} some time?", "join"),
        me("Yes please, we always need people."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Where does {t.name} volunteer?", place, "start")
    t.ask(SINGLE_HOP, f"On which day of the week does {t.name} help out?", day, "start")
    t.ask(OPEN_DOMAIN, f"Why did {t.name} start volunteering at the {short}?", reason_short, "why")
    t.ask(TEMPORAL, f"When was {t.name} asked to mentor the newer volunteers?", "{date:promoted}", "promoted")
    t.ask(MULTI_HOP, f"Who asked {t.name} to take on training, and what does {t.name} usually do at the {short}?",
          f"{coordinator}; {task}", "start", "promoted")
    t.ask(ADVERSARIAL, f"Did {t.name} ask to tag along to the {short}?", f"No, {t.other} asked to come along",
          "join")


BOOKS = [("The Salt Orchard", "Mirela Vance"), ("A Map of Quiet Rooms", "Tobias Wren"),
         ("Winter at Ferris Point", "Adaeze Cole"), ("The Glass Cartographer", "Ilse Moran"),
         ("Nine Lanterns", "Hector Baines"), ("The Beekeeper's Ledger", "Rosalind Achebe"),
         ("Under a Copper Sky", "Pell Sorensen"), ("The Night Ferry", "Camille Oduya")]
MIDDLES = ["The first hundred pages were slow but now I can't stop.", "I'm not sure I like the narrator.",
           "I cried on a train, which was embarrassing.", "The twist in chapter ten made me gasp out loud."]
VERDICTS = [("Loved it, one of the best things I've read in years.", "yes, they loved it"),
            ("Honestly, the ending ruined it for me.", "no, the ending disappointed them"),
            ("It was fine. Good, not great.", "it was fine, not great"),
            ("I already bought the sequel.", "yes, they bought the sequel")]
CLUBS = ["the back room of a tea shop", "the branch library on Oak Street", "a wine bar by the river",
         "a member's living room, we rotate", "the bookshop on the corner of my street"]


def book_club(t: Tale) -> None:
    (title, author), middle = t.pick(BOOKS), t.pick(MIDDLES)
    verdict, verdict_short = t.pick(VERDICTS)
    club, day = t.pick(CLUBS), t.pick(DAYS)
    t.beat(
        you(f"You have to read {title} by {author}, {t.name}. I couldn't put it down.", "rec"),
        me("Adding it to my list right now."),
    )
    t.beat(me(f"I'm halfway through {title}. {middle}", "middle"), you("Told you! Keep going."))
    t.beat(
        me(f"I joined a book club! We meet in {club} on the last {day} of the month.", "club"),
        you("Ooh, very literary of you."),
    )
    t.beat(me(f"Finished {title}. {verdict}", "done"), you("We need to discuss. Coffee this week?"), after=1)
    t.ask(ADVERSARIAL, f"Who told {t.name} to read {title}?", t.other, "rec")
    t.ask(SINGLE_HOP, f"Where does {t.name}'s book club get together?", club, "club")
    t.ask(TEMPORAL, f"When did {t.name} join the reading group?", "{date:club}", "club")
    t.ask(OPEN_DOMAIN, f"Did {t.name} enjoy {title} in the end?", verdict_short, "done")
    t.ask(MULTI_HOP, f"How did {t.name} feel about {title} halfway through and at the end?",
          f"{middle} / {verdict}", "middle", "done")
    t.ask(SINGLE_HOP, f"Who wrote the book {t.other} was raving about?", author, "rec")


MAINS = [("a big tray of lasagna", "lasagna", "vegan"), ("slow-cooked lamb shoulder", "lamb", "vegetarian"),
         ("a seafood paella", "paella", "allergic to shellfish"), ("beef stew with dumplings", "stew", "vegetarian"),
         ("a whole roast chicken", "chicken", "vegan"), ("pork carnitas tacos", "carnitas", "Muslim")]
DESSERTS = [("a lemon meringue pie", "a collapsed meringue pie"), ("a chocolate souffle", "a sunken souffle"),
            ("a three-layer carrot cake", "a leaning carrot cake"), ("homemade pavlova", "a cracked pavlova")]
COUNTS = ["eight", "ten", "twelve", "six", "nine"]


def dinner_party(t: Tale) -> None:
    (main, short, diet), (dessert, ruin) = t.pick(MAINS), t.pick(DESSERTS)
    count, guest = t.pick(COUNTS), t.person()
    t.beat(
        me(f"I'm hosting {count} people for dinner and I've never cooked for more than two.", "plan"),
        you(f"Make {main}, {t.name}. You can prep it the night before, that's what I always do.", "tip"),
    )
    t.beat(
        me(f"Last night's dinner went great! Everyone had seconds of the {short}, except {guest}, who is {diet}.",
           "result"),
        me(f"For dessert I attempted {dessert}. It collapsed, so we ate it with spoons.", "dessert",
           image=f"a photo of {ruin} on a plate"),
        you("Honestly that's the best kind of dinner party."),
    )
    t.ask(ADVERSARIAL, f"Who suggested a dish {t.name} could prep the night before the dinner?",
          f"{t.other} suggested {main}", "tip")
    t.ask(SINGLE_HOP, f"How many people did {t.name} cook for?", count, "plan")
    t.ask(SINGLE_HOP, f"What dessert did {t.name} try to make?", dessert, "dessert")
    t.ask(TEMPORAL, f"When did {t.name} throw the dinner?", "the day before {date:result}", "result")
    t.ask(MULTI_HOP, f"Which dish could {guest} not eat, and who recommended it?",
          f"the {short} ({diet}); {t.other}", "tip", "result")
    t.ask(OPEN_DOMAIN, f"Is {t.name} used to cooking for big groups?", "No, never more than two", "plan")


BABY_DETAILS = [("a girl", "Iris", "seven pounds"), ("a boy", "Felipe", "eight pounds two"),
                ("twins", "Ada and Jules", "five pounds each"), ("a girl", "Wren", "six and a half pounds")]
GIFTS = ["a knitted blanket", "a wooden rattle", "a tiny raincoat", "a stack of picture books"]


def new_baby(t: Tale) -> None:
    (sex, names, weight), gift = t.pick(BABY_DETAILS), t.pick(GIFTS)
    relative, gender = t.pick(RELATIVES[:2] + RELATIVES[3:5])
    sibling = t.person(gender)
    t.beat(
        me(f"My {relative} {sibling} had {sex} this morning, {weight}! Everyone is healthy.", "born"),
        you("Congratulations! Names?"),
        me(f"{names}. I cried when they told me.", "names"),
    )
    t.beat(
        you(f"I sent {gift} over to {sibling}'s place for the baby.", "gift"),
        me("They loved it, thank you!"),
    )
    t.ask(SINGLE_HOP, f"What did {sibling} name the newborn?", names, "names")
    t.ask(TEMPORAL, f"When was {sibling}'s baby born?", "{date:born}", "born")
    t.ask(ADVERSARIAL, f"What present did {t.name} send for the baby?", f"{t.other} sent {gift}", "gift")
    t.ask(MULTI_HOP, "How heavy was the baby and what is it called?", f"{weight}; {names}", "born", "names")


GAMES = [("a cooperative game about curing diseases", "the co-op disease game"),
         ("a train route game", "the railway game"), ("a bluffing game with cards", "the bluffing game"),
         ("a farming game with a hundred tiny pieces", "the farming game")]


def game_night(t: Tale) -> None:
    (game, short), winner = t.pick(GAMES), t.person()
    t.beat(
        me(f"I'm starting a monthly game night. First one is {game}.", "start"),
        you("Count me in! I'll bring snacks."),
    )
    t.beat(
        me(f"Game night recap: {winner} won twice and now thinks they're a genius.", "recap"),
        you(f"Next time let's play something quieter, {t.name}. {winner} shouted a lot.", "quiet"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What did {t.name} choose for the first evening of board games?", short, "start")
    t.ask(TEMPORAL, f"When did {t.name} report on how the board game night went?", "{date:recap}", "recap")
    t.ask(ADVERSARIAL, f"Did {t.name} ask for a calmer game next time?", f"No, {t.other} did", "quiet")
