"""Small talk between the storylines: greetings, weather, food, tiredness, shows, goodbyes.

It carries no facts a question asks about, but it shares the words questions use
("today", "really", "great", "week", "work", the speakers' names), so a retriever has
to do more than count them. Lines alternate between two speakers: {a} is the name of
the one who speaks first, {b} the other's; other {slots} come from the pools below.
Both sets use every small-talk template (there are too few to split); the slot values
are split like every other pool (see `tale.share`).
"""

from bench.devset.tale import Casting, sentence

OPENERS = [
    ("Hey {b}! How's your week going so far?", "Hi {a}! Pretty good, really busy at work though. You?"),
    ("Morning {b}, got a minute to chat?", "Always! I'm on my second coffee already, what's up?"),
    ("{b}! It feels like ages since we talked.", "I know, right? Time is flying. How are you doing?"),
    ("Hi {b}, hope your day is going better than mine.", "Uh oh, rough one? Mine is fine, just long."),
    ("Hey hey {b}, guess who finally has a free evening.", "Ha, great timing, {a}, I was about to message you."),
    ("Good evening {b}! How was today?", "Long but good, {a}. Really glad it's almost the weekend."),
    ("Hi {b}! I have so much to tell you.", "Oh I love when you start like that. Go on!"),
    ("Hey {b}, are you around? Sorry for the late reply last time.",
     "No worries at all {a}, I'm here. How have you been?"),
    ("{b}, hello from my couch, I'm exhausted.", "Ha, same energy here. Great to hear from you though."),
    ("Hello {b}! Quick catch up before dinner?", "Sure, {a}! I've got about twenty minutes."),
    ("Hiya {b}, how was the weekend?", "Really lovely and far too short. What about yours, {a}?"),
    ("Hey {b}, what's new with you?", "Not much, just the usual work and chores. You first, {a}!"),
]

CLOSERS = [
    ("Anyway, I should go and make dinner. Talk soon!", "Sounds good, {a}! Great catching up today."),
    ("I need to sleep, big day tomorrow. Night {b}!", "Good night {a}, sleep well!"),
    ("Okay, my break is over, back to work for me.", "Same here. Have a great afternoon, {a}!"),
    ("Thanks for listening, {b}, really.", "Any time, {a}. Talk later this week?"),
    ("I'll let you go now, it's getting late.", "Yeah, early start tomorrow. Take care!"),
    ("Let's chat again soon, okay?", "Definitely. Say hi to everyone for me, {a}."),
    ("Right, laundry is calling me. Bye {b}!", "Ha, good luck with that. Bye!"),
    ("That's all my news for now. Your turn next time!", "Deal. Have a great week, {a}!"),
]

# Lines that only fit some hours of the day: [from, until) on a 24-hour clock.
HOURS = {
    "Morning {b}, got a minute to chat?": (5, 12),
    "Hey hey {b}, guess who finally has a free evening.": (14, 24),
    "Good evening {b}! How was today?": (17, 24),
    "{b}, hello from my couch, I'm exhausted.": (17, 24),
    "Hello {b}! Quick catch up before dinner?": (15, 20),
    "Anyway, I should go and make dinner. Talk soon!": (15, 21),
    "I need to sleep, big day tomorrow. Night {b}!": (20, 24),
    "Okay, my break is over, back to work for me.": (9, 17),
    "I'll let you go now, it's getting late.": (20, 24),
}

EXCHANGES = [
    ("The weather today is {weather}.", "Same here, it really changes my mood.", "Hopefully the weekend is nicer."),
    ("I've been craving {dish} all day.", "Now you've made me hungry too, {a}."),
    ("Did you watch the new season of {show}?", "Only the first two episodes. No spoilers, {a}!",
     "My lips are sealed."),
    ("I slept terribly last night.", "Oh no, too much coffee again?", "Probably. I never learn."),
    ("Work has been really hectic this week.", "Ugh, sorry. Anything I can do?", "Just venting helps, thanks."),
    ("I spent the whole morning cleaning the {room}.", "That sounds satisfying, honestly.",
     "It was, until I saw the state of the {room2}."),
    ("Traffic on the way home today was awful.", "It's been terrible everywhere lately."),
    ("I finally tried that {drink} place near the station.", "Oh, how was it?", "Pretty good! A bit pricey."),
    ("My phone battery is dying every afternoon now.", "Time for a new one maybe?", "Maybe, I hate shopping for them."),
    ("Do you have plans for the weekend?", "Nothing big, maybe a {activity}. You?", "Mostly resting, I think."),
    ("I keep forgetting to drink water during the day.", "Same! I set reminders now, it helps a little."),
    ("Is it just me or is this week really long?", "It's not just you, {a}. It feels endless."),
    ("I made {dish} for dinner yesterday.", "Yum, was it any good?", "Surprisingly great, if I say so myself."),
    ("My neighbor is renovating again, the drilling starts at eight.", "That sounds like torture."),
    ("I've been listening to a lot of {music} lately.", "Good choice, it's great for focusing."),
    ("Have you ever tried {snack}?", "Once, I think? I don't remember it being great.",
     "Fair, it's an acquired taste."),
    ("I'm trying to go to bed earlier this month.", "How is that going?", "Badly, it's past midnight again."),
    ("The grocery store was so crowded today.", "Saturday mornings are the worst for that."),
    ("It's {weather} again, I'm staying in.", "Good plan. Tea and a blanket?", "Exactly that."),
    ("I started {show} because of you, by the way.", "And? Do you love it?", "I watched four episodes in one night."),
    ("My {appliance} broke this morning.", "Oh no, right when you need it.", "Always the way, isn't it."),
    ("Did you see the sunset today?", "I missed it, I was stuck inside all day."),
    ("Random question, {b}: {question}", "Hmm, {answer}. Why?", "No reason, I was just curious."),
    ("How's your family doing?", "Everyone is good, thanks for asking, {a}. Yours?", "All fine, nothing new."),
    ("I need a vacation so badly.", "Don't we all. Maybe later this year?"),
    ("I bought way too many bags of {snack} at the store.", "There's no such thing as too many, {a}."),
    ("I had the strangest dream last night.", "Tell me!", "I don't remember it anymore, just that it was weird."),
    ("Today I actually left work on time.", "Wow, a miracle. What did you do with the evening?",
     "Nothing at all and it was great."),
    ("Are you still drinking {drink} every morning?", "Every single day. Can't function without it."),
    ("I've been trying to read more instead of scrolling.", "Good for you, I should do that too."),
    ("My back hurts from sitting all day.", "You should get up and stretch every hour, {a}."),
    ("It's been a really good week, honestly.", "I love to hear that!"),
    ("I reorganized my whole bookshelf by colour today.", "That's either genius or chaos.", "A bit of both."),
    ("Do you ever just eat cereal for dinner?", "More often than I'd admit, {a}."),
    ("The power went out for two hours this morning.", "Oh no! Did you lose any work?", "Just my patience."),
    ("I finally cancelled three streaming subscriptions.", "Respect. Which one survived?",
     "The one with {show}, obviously."),
    ("My plants are looking really sad this week.", "Too much water or too little?", "Honestly no idea."),
    ("I'm so tired of cooking every night.", "Same. Takeaway {dish} tonight?", "Don't tempt me."),
    ("There's a new bakery on my street.", "Dangerous. Have you been yet?", "Twice. Today."),
    ("I lost an entire afternoon to a puzzle game.", "Those games are evil, {a}."),
    ("The train was late again this morning.", "Of course it was. Did you make it in time?",
     "Barely, I ran the last bit."),
    ("I can't believe it's already the middle of the month.", "Right? Where does the time go?"),
    ("My inbox has two hundred unread emails.", "Just declare bankruptcy and delete them all.",
     "Very tempting, {b}."),
    ("I tried a new recipe for {dish} and it was great.", "Send it to me please!", "Will do."),
    ("It's so quiet at home today.", "Enjoy it while it lasts, {a}."),
    ("I've been walking to work instead of driving.", "How long does it take?", "About half an hour, really nice."),
    ("Do you know a good place to get a haircut?", "I go to a tiny place near the market. I'll send you the name."),
    ("My cousin keeps sending me videos of {pets}.", "Honestly, those are the best videos.",
     "I watch every single one."),
    ("I think I'm coming down with a cold.", "Oh no. Lots of tea and rest, {a}.", "Yes, doctor."),
    ("I spent way too long choosing a new phone case.", "What did you go with?", "Plain black, after all that."),
    ("Our building's elevator is broken again.", "Ugh, how many floors is it?", "Too many."),
    ("I had a really great lunch today.", "What was it?", "{dish}, from the truck outside the office."),
    ("I've started keeping a journal.", "How's that going?", "Three days in, so far so good."),
    ("Is it weird that I like rainy days?", "Not at all. They're cosy.", "Exactly!"),
    ("I'm trying to learn to juggle, don't ask.", "Ha! I have so many questions, {a}."),
    ("The neighbors had a party until two in the morning.", "Did they at least invite you?", "They did not."),
    ("My favorite mug broke today.", "Noooo. The blue one?", "The blue one. RIP."),
]

IMAGE_EXCHANGES = [
    ("Look at the sky from my window right now.", "a photo of an orange sunset over city rooftops",
     "Wow, that's gorgeous."),
    ("This is what my desk looks like today, send help.", "a photo of a messy desk covered in papers and mugs",
     "Haha, I've seen worse. Mine is worse."),
    ("Made pancakes this morning!", "a photo of a stack of pancakes with berries on a plate",
     "Okay those look really great."),
    ("The view from my walk today.", "a photo of a path through a park with autumn leaves",
     "So pretty, I miss walks like that."),
    ("Found this in the back of a cupboard.", "a photo of an old board game box on a wooden table",
     "Oh wow, that's a blast from the past."),
    ("The coffee art today was too good not to share.", "a photo of a latte with a heart drawn in the foam",
     "Cute! Now I want one."),
    ("It snowed a little overnight!", "a photo of a car covered with a thin layer of snow",
     "Brr, stay warm."),
    ("My lunch today, very proud of it.", "a photo of a bowl of salad with chickpeas and avocado",
     "That looks healthier than anything I ate this week."),
]

SLOTS = {
    "weather": ["grey and drizzly", "freezing", "weirdly warm", "so windy", "sunny for once", "muggy and hot",
                "pouring rain", "foggy all day"],
    "dish": ["dumplings", "pad thai", "lasagna", "tacos", "ramen", "a big curry", "pizza", "pho", "risotto",
             "fried rice", "shakshuka", "falafel wraps"],
    "show": ["that baking competition", "the detective series", "the space drama", "the cooking show",
             "that home makeover show", "the historical drama"],
    "room": ["kitchen", "bathroom", "garage", "closet", "living room", "balcony"],
    "room2": ["hallway", "bedroom", "fridge", "car", "office"],
    "drink": ["cold brew", "bubble tea", "matcha", "espresso", "chai", "hot chocolate"],
    "activity": ["movie night", "lazy brunch", "walk in the park", "trip to the farmers market", "long nap"],
    "music": ["old jazz records", "lo-fi playlists", "film soundtracks", "nineties pop", "classical piano"],
    "snack": ["seaweed snacks", "licorice", "pickled mango", "rice crackers", "dark chocolate", "pretzels"],
    "appliance": ["kettle", "toaster", "washing machine", "vacuum cleaner", "microwave"],
    "pets": ["goats in pajamas", "cats falling off sofas", "a parrot that sings opera", "otters holding hands",
             "dogs meeting babies"],
    "question": ["cats or dogs?", "mountains or beach?", "sweet or salty breakfast?", "tea or coffee?",
                 "early bird or night owl?"],
    "answer": ["the first one, obviously", "hard to say, both", "definitely the second", "depends on the day"],
}


def _fill(casting: Casting, template: str, first: str, second: str) -> str:
    values = {slot: casting.pick(pool, fresh=False) for slot, pool in SLOTS.items() if "{" + slot in template}
    return sentence(template.format(a=first, b=second, **values))


def _lines(casting: Casting, template: tuple[str, ...], first: str, second: str) -> list[tuple[str, str, str]]:
    speakers = [first, second]
    return [(speakers[i % 2], _fill(casting, text, first, second), "") for i, text in enumerate(template)]


def _template(casting: Casting, templates: list[tuple[str, ...]], hour: int = 12) -> tuple[str, ...]:
    """A template that fits the hour and this conversation has not used yet, while there are any."""
    templates = [t for t in templates if HOURS.get(t[0], (0, 24))[0] <= hour < HOURS.get(t[0], (0, 24))[1]]
    unused = [t for t in templates if t not in casting.said]
    if not unused:
        casting.said.difference_update(templates)
    choice = casting.rng.choice(unused or templates)
    casting.said.add(choice)
    return choice


def opener(casting: Casting, first: str, second: str, hour: int) -> list[tuple[str, str, str]]:
    """(speaker, text, image caption) turns that open a session held at `hour`."""
    return _lines(casting, _template(casting, OPENERS, hour), first, second)


def closer(casting: Casting, first: str, second: str, hour: int) -> list[tuple[str, str, str]]:
    return _lines(casting, _template(casting, CLOSERS, hour), first, second)


def small_talk(casting: Casting, first: str, second: str) -> list[tuple[str, str, str]]:
    """A few turns of small talk; now and then one shares a photo."""
    if casting.rng.random() < 0.12:
        text, caption, reply = _template(casting, IMAGE_EXCHANGES)
        return [(first, text, caption), (second, reply, "")]
    return _lines(casting, _template(casting, EXCHANGES), first, second)
