"""Storylines about what people do: hobbies, jobs, courses, races, injuries, trips, music, markets."""

from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Tale, me, sentence, you

HOBBIES = [
    {"name": "bouldering", "invite": "come bouldering with me at the climbing gym on Fifth",
     "gear": "a pair of climbing shoes", "gear_short": "climbing shoes", "alike": "climbing",
     "first": "My forearms are dead and I only got up the easiest wall twice.",
     "milestone": "I topped my first purple route, the one with the horrible overhang!",
     "look": "a person hanging from colourful holds on a steep climbing wall"},
    {"name": "pottery", "invite": "take the wheel-throwing class at the clay studio with me",
     "gear": "my own set of trimming tools", "gear_short": "trimming tools", "alike": "ceramics",
     "first": "Everything I made collapsed into a sad puddle of clay.",
     "milestone": "one of my bowls survived the kiln and it's actually usable!",
     "look": "a lopsided blue ceramic bowl on a windowsill"},
    {"name": "salsa", "invite": "join the beginners' salsa night at the community hall with me",
     "gear": "proper dance shoes with suede soles", "gear_short": "dance shoes", "alike": "dancing",
     "first": "I stepped on at least four people's feet. Everyone was very forgiving.",
     "milestone": "I danced a whole song without counting out loud!",
     "look": "couples dancing in a hall with string lights"},
    {"name": "open-water swimming", "invite": "come swim in the lake with our group on Sunday mornings",
     "gear": "a wetsuit", "gear_short": "wetsuit", "alike": "swimming outdoors",
     "first": "The water was so cold I screamed. Then it was amazing.",
     "milestone": "I swam all the way across the lake and back!",
     "look": "swimmers in orange caps in a misty lake"},
    {"name": "archery", "invite": "try the archery range out by the airfield with me",
     "gear": "a recurve bow of my own", "gear_short": "bow", "alike": "shooting arrows",
     "first": "Most of my arrows ended up in the grass, but one hit the target!",
     "milestone": "I got three arrows in the yellow ring in one round!",
     "look": "a target with three arrows near the center"},
    {"name": "woodcarving", "invite": "come to the woodcarving workshop at the makerspace with me",
     "gear": "a set of Japanese carving knives", "gear_short": "carving knives", "alike": "whittling",
     "first": "I carved a spoon. Well, it's spoon-shaped. Mostly.",
     "milestone": "I finished a little carved fox and it actually looks like a fox!",
     "look": "a small wooden fox figurine on a workbench"},
    {"name": "rowing", "invite": "come out with the rowing club on the canal, they take beginners",
     "gear": "rowing gloves and a proper water bottle", "gear_short": "rowing gloves", "alike": "being on a boat",
     "first": "I fell out of sync constantly and splashed the whole crew.",
     "milestone": "our crew came second in the novice regatta!",
     "look": "a rowing boat with eight rowers on a calm canal"},
    {"name": "watercolour painting", "invite": "join my Thursday watercolour group at the art center",
     "gear": "a travel palette and real sable brushes", "gear_short": "brushes and a palette", "alike": "painting",
     "first": "My sky turned into a brown puddle, but it was fun.",
     "milestone": "one of my paintings is hanging in the art center's hallway!",
     "look": "a watercolour painting of a harbour with boats"},
]


def new_hobby(t: Tale) -> None:
    hobby = t.pick(HOBBIES)
    t.beat(
        you(f"{t.name}, you keep saying you need something away from screens. {sentence(hobby['invite'])}!",
            "invite"),
        me("Hmm. I'm terrible at anything physical or artistic, but fine, I'll give it a go.", "doubt"),
    )
    t.beat(me(f"So I went to my first {hobby['name']} session. {hobby['first']}", "first"),
           you("Ha! That's how everyone starts."))
    t.beat(me(f"I caved and bought {hobby['gear']}. Don't judge me.", "gear"), you("Oh, you're hooked now."))
    t.beat(
        me(f"Guess what: {hobby['milestone']}", "milestone", image=f"a photo of {hobby['look']}"),
        you("Look at you! I'm so proud."),
        after=2,
    )
    t.ask(ADVERSARIAL, f"Who got {t.name} into {hobby['alike']}?", f"{t.other} invited them to {hobby['name']}",
          "invite")
    t.ask(SINGLE_HOP, f"What did {t.name} cave in and buy for the new pastime?", hobby["gear_short"], "gear")
    t.ask(TEMPORAL, f"When did {t.name} purchase the {hobby['gear_short']}?", "{date:gear}", "gear")
    t.ask(MULTI_HOP, f"How did {t.name}'s first {hobby['name']} session go, and what did {t.name} achieve later?",
          f"{hobby['first']} / {hobby['milestone']}", "first", "milestone")
    t.ask(OPEN_DOMAIN, f"Did {t.name} expect to be good at the new activity?", "No, they thought they'd be terrible",
          "doubt")
    t.ask(SINGLE_HOP, f"What does the picture of {t.name}'s achievement show?", hobby["look"], "milestone")


JOBS = [
    ("Brightwater Logistics", "a data analyst", "shipping"), ("Fernhill Hospital", "a clinic coordinator", "health"),
    ("Copperleaf Games", "a junior producer", "video games"), ("the city transit authority", "a planner", "transit"),
    ("Northwind Solar", "a project engineer", "solar energy"), ("a small architecture firm", "a drafter", "design"),
    ("Lumen Publishing", "an assistant editor", "books"), ("Harbor Credit Union", "a branch manager", "banking"),
]
BOSS_PASTS = ["played semi-pro basketball", "ran a bakery for ten years", "was a touring musician",
              "worked on cruise ships", "taught high school chemistry", "lived in Antarctica for a season"]
COMMUTES = [("forty minutes on the ferry", "yes, the ferry ride is the best part of their day",
             "and honestly it's the best part of my day"),
            ("an hour on two buses", "no, it's long and they hate it", "and I already hate it"),
            ("a twenty-minute bike ride along the river", "yes, they love it", "and I love every minute"),
            ("a packed train", "no, it's miserable", "and it's miserable, I stand the whole way")]
PROJECTS = ["the new warehouse app", "the spring launch", "the budget overhaul", "the office move",
            "the customer portal", "the hiring drive"]


def new_job(t: Tale) -> None:
    (company, role, field), boss = t.pick(JOBS), t.person("f")
    past, (commute, likes, feeling), project = t.pick(BOSS_PASTS), t.pick(COMMUTES), t.pick(PROJECTS)
    t.beat(
        me(f"I got the offer from {company}! I'll be {role}.", "offer"),
        you("CONGRATULATIONS! When do you start?"),
        me("First Monday of next month. Nervous and excited."),
    )
    t.beat(me(f"First weeks at {company} are a blur. My manager {boss} is great, she {past}.", "boss"),
           you("Okay, that's an amazing fact."))
    t.beat(me(f"The commute is {commute}, {feeling}.", "commute"), you("Ha, good to know."))
    t.beat(
        me(f"They asked me to lead {project}! After four months!", "lead"),
        you(f"That's huge, {t.name}. You deserve it."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Which company offered {t.name} a job?", company, "offer")
    t.ask(SINGLE_HOP, f"Who is {t.name}'s supervisor at work?", boss, "boss")
    t.ask(TEMPORAL, f"When did {t.name} get the job offer?", "{date:offer}", "offer")
    t.ask(MULTI_HOP, f"What did {t.name}'s manager do before, and what does {t.name} lead now?",
          f"{past}; {project}", "boss", "lead")
    t.ask(OPEN_DOMAIN, f"Does {t.name} enjoy the daily trip to work?", likes, "commute")
    t.ask(ADVERSARIAL, f"Which company made {t.other} a job offer?",
          f"It was {t.name} who got the offer, from {company}", "offer")
    t.ask(OPEN_DOMAIN, f"Is {company} in the {field} business?", "yes", "offer")


COURSES = [
    ("an evening Portuguese course", "Portuguese", "My partner's family barely speaks English."),
    ("a bookkeeping certificate", "bookkeeping", "I want to go freelance one day."),
    ("a sign language class", "sign language", "My new coworker is deaf and I want to actually talk to her."),
    ("a part-time coding bootcamp", "coding", "I'm done with retail and want a career change."),
    ("a first aid instructor course", "first aid", "I froze when someone fainted on the train last year."),
    ("a wine certification course", "wine", "I work at a restaurant and want to move up to sommelier."),
]
TEACHER_FACTS = ["speaks six languages", "used to be a stand-up comedian", "brings homemade cookies every week",
                 "is about ninety and sharper than all of us", "grades with purple ink only"]
STUDY_TIPS = [("Do the practice exams under a timer, it's the only thing that helped me.", "timed practice exams"),
              ("Teach the material to someone else, even your plants.", "explaining it out loud"),
              ("Sleep matters more than cramming, seriously.", "sleeping instead of cramming")]
SCORES = ["ninety-two percent", "a distinction", "the top mark in the class", "a solid pass, eighty-one"]


def evening_course(t: Tale) -> None:
    course, subject, reason = t.pick(COURSES)
    teacher, fact = t.person(), t.pick(TEACHER_FACTS)
    (tip, tip_short), score = t.pick(STUDY_TIPS), t.pick(SCORES)
    t.beat(
        me(f"I enrolled in {course}. Classes are two evenings a week.", "enrol"),
        you("Wow, on top of work? Why now?"),
        me(reason, "why"),
    )
    t.beat(me(f"My instructor, {teacher}, {fact}.", "teacher"), you("Best teacher ever, clearly."))
    t.beat(me("The final exam is next week and I'm so nervous."), you(tip, "tip"), after=2)
    t.beat(me(f"Results are out and I passed with {score}!", "passed"), you("I knew you would!"))
    t.ask(SINGLE_HOP, f"What is {t.name} studying in the evenings?", subject, "enrol")
    t.ask(OPEN_DOMAIN, f"What motivated {t.name} to take the course?", reason, "why")
    t.ask(SINGLE_HOP, f"Who is {t.name}'s instructor?", teacher, "teacher")
    t.ask(TEMPORAL, f"When did {t.name} find out the exam result?", "{date:passed}", "passed")
    t.ask(ADVERSARIAL, f"What study method did {t.name} swear by?", f"{t.other} recommended {tip_short}", "tip")
    t.ask(MULTI_HOP, f"What did {t.name} pass the {subject} course with, and what is special about the instructor?",
          f"{score}; {teacher} {fact}", "teacher", "passed")


RACES = [("the harbour 10k", "10k", "under fifty-five minutes", "52:40", "fifty-two forty"),
         ("a half marathon in October", "half marathon", "under two hours", "1:58:12", "just under two hours"),
         ("a sprint triathlon", "triathlon", "just to finish without walking", "1:31", "an hour thirty-one"),
         ("the bridge-to-bridge 15k", "15k", "under ninety minutes", "1:27", "an hour twenty-seven"),
         ("a trail race up Mount Cobb", "trail race", "not to come last", "2:14", "two hours fourteen")]
TRAININGS = ["I did my first ten-mile long run and then lay on the floor for an hour",
             "intervals on the track twice a week are destroying me", "I run before sunrise now, who am I"]
SHOPS = ["the running shop on Bell Street", "the sports clinic near the stadium", "Stride Lab downtown"]


def race(t: Tale) -> None:
    (event, short, goal, clock, spoken), training, shop = t.pick(RACES), t.pick(TRAININGS), t.pick(SHOPS)
    t.beat(me(f"I signed up for {event}! My goal is {goal}.", "signup"), you("Oh wow, ambitious. I love it."))
    t.beat(me(f"Training update: {training}.", "training"),
           you(f"Get your stride checked at {shop} before you buy new shoes, {t.name}. Trust me.", "shop"))
    t.beat(
        me(f"I did it! Finished the {short} this morning in {clock}. Already looking at the next one.", "finished",
           image="a photo of a runner with a medal at a finish line"),
        you("YES! Congratulations!"),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What race did {t.name} sign up for?", event, "signup")
    t.ask(SINGLE_HOP, f"What was {t.name}'s time in the {short}?", spoken, "finished")
    t.ask(TEMPORAL, f"When did {t.name} complete the {short}?", "{date:finished}", "finished")
    t.ask(ADVERSARIAL, f"Who sent {t.name} for a gait analysis?", f"{t.other}, to {shop}", "shop")
    t.ask(MULTI_HOP, f"Did {t.name} reach the target set when entering the {short}?", f"goal {goal}; time {clock}",
          "signup", "finished")
    t.ask(OPEN_DOMAIN, f"Is {t.name} likely to do another race?", "yes, already looking at the next one",
          "finished")


INJURIES = [("slipped on ice", "wrist", "hairline fracture", "typing"),
            ("twisted it at five-a-side football", "ankle", "bad sprain", "running"),
            ("lifted a couch the wrong way", "back", "pulled muscle", "sitting at my desk"),
            ("fell off my bike", "shoulder", "separated shoulder", "swimming"),
            ("missed the last step on the stairs", "knee", "strained ligament", "hiking")]
REMEDIES = [("My cousin swore by contrast baths, hot then cold water.", "contrast baths"),
            ("Try yoga for beginners once it heals, it fixed my sister's back.", "yoga"),
            ("Ice it and keep it up, and get a compression sleeve. Worked for my dad.", "a compression sleeve")]


def injury(t: Tale) -> None:
    how, part, kind, activity = t.pick(INJURIES)
    physio, (remedy, remedy_short) = t.person(), t.pick(REMEDIES)
    t.beat(me(f"I {how} and hurt my {part}. The doctor says it's a {kind}.", "hurt"), you("Oh no, that sounds awful!"))
    t.beat(me(f"Physio twice a week with {physio}, who is very strict but very good.", "physio"), you(remedy, "remedy"))
    t.beat(me(f"Good news: my {part} is fine and I'm back to {activity} without pain.", "recovered"),
           you("Finally!"), after=2)
    t.ask(SINGLE_HOP, f"Which body part did {t.name} hurt?", part, "hurt")
    t.ask(SINGLE_HOP, f"Who is treating {t.name}'s injury?", physio, "physio")
    t.ask(TEMPORAL, f"When was {t.name} able to go back to {activity} pain-free?", "{date:recovered}", "recovered")
    t.ask(ADVERSARIAL, f"Who recommended {remedy_short} to {t.name}?", t.other, "remedy")
    t.ask(MULTI_HOP, f"How did {t.name} get hurt, and who helps with the rehab?", f"{how}; {physio}",
          "hurt", "physio")
    t.ask(OPEN_DOMAIN, f"Did {t.name} need surgery?", "No, physiotherapy", "physio")


TRIPS = [
    {"place": "Lisbon", "country": "Portugal", "best": "the old tram up to the castle at sunset",
     "food": "custard tarts", "mishap": "my suitcase went to Madrid without me",
     "tip": "the tile museum", "look": "a yellow tram on a steep narrow street"},
    {"place": "Hokkaido", "country": "Japan", "best": "soaking in an outdoor hot spring while it snowed",
     "food": "miso ramen", "mishap": "I left my passport in a taxi for three terrifying hours",
     "tip": "the fish market in Sapporo at dawn", "look": "a steaming outdoor bath surrounded by snow"},
    {"place": "Oaxaca", "country": "Mexico", "best": "a cooking class with a grandmother who made mole",
     "food": "tlayudas", "mishap": "I got food poisoning on the last night",
     "tip": "the ruins at Monte Alban", "look": "colourful buildings on a cobbled street"},
    {"place": "the Scottish Highlands", "country": "Scotland", "best": "seeing a red deer stag right by the road",
     "food": "smoked salmon", "mishap": "the rental car got a flat tire in the middle of nowhere",
     "tip": "the ferry to Skye", "look": "a misty green valley with a small stone bridge"},
    {"place": "Marrakech", "country": "Morocco", "best": "a night in a desert camp under the stars",
     "food": "lamb tagine", "mishap": "I got hopelessly lost in the market for two hours",
     "tip": "the Majorelle garden", "look": "a camel resting on an orange sand dune"},
    {"place": "Reykjavik", "country": "Iceland", "best": "finally seeing the northern lights",
     "food": "hot dogs from the stand by the harbour", "mishap": "a storm cancelled our glacier tour",
     "tip": "the lagoon outside town", "look": "green northern lights over a dark mountain"},
    {"place": "Hanoi", "country": "Vietnam", "best": "a boat trip through the limestone bay",
     "food": "bun cha", "mishap": "my phone got stolen on the second day", "tip": "the egg coffee cafe",
     "look": "limestone cliffs rising from green water"},
    {"place": "Cape Town", "country": "South Africa", "best": "hiking Table Mountain at dawn",
     "food": "bobotie", "mishap": "baboons stole our picnic", "tip": "the penguin beach",
     "look": "a flat-topped mountain above a city by the sea"},
]


def trip(t: Tale) -> None:
    where = t.pick(TRIPS)
    t.beat(
        me(f"We booked flights to {where['place']}! Ten days, I can't wait.", "booked"),
        you(f"Jealous! Don't miss {where['tip']}, {t.name}. It was my favourite part when I went.", "tip"),
    )
    t.beat(
        me(f"Back home! The highlight was {where['best']}.", "back"),
        me("One of my favourite shots.", "photo", image=f"a photo of {where['look']}"),
        me(f"Also I ate {where['food']} basically every day.", "food"),
        you("Stop, I'm so jealous."),
        after=2,
    )
    t.beat(me(f"I never told you: {where['mishap']}. Funny now, not then.", "mishap"), you("Oh no, haha!"))
    t.ask(SINGLE_HOP, f"Where was {t.name} flying to for ten days?", where["place"], "booked")
    t.ask(SINGLE_HOP, f"What did {t.name} enjoy most about the {where['country']} trip?", where["best"], "back")
    t.ask(TEMPORAL, f"When was {t.name} home from {where['country']}?", "{date:back}", "back")
    t.ask(MULTI_HOP, f"What did {t.name} eat every day in {where['place']}, and what mishap happened on the trip?",
          f"{where['food']}; {where['mishap']}", "food", "mishap")
    t.ask(ADVERSARIAL, f"Had {t.name} been to {where['country']} before?",
          f"No, it was {t.other} who had been before", "tip")
    t.ask(SINGLE_HOP, f"What could be seen in the holiday picture {t.name} sent?", where["look"], "photo")
