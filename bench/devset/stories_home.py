"""Storylines about home life: pets, moving, building things, buying things, gardens, lost things."""

from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Tale, me, you

PETS = [
    {"kind": "dog", "what": "beagle puppy", "look": "a brown and white puppy"},
    {"kind": "cat", "what": "ginger tabby kitten", "look": "a small orange kitten"},
    {"kind": "dog", "what": "retired racing greyhound", "look": "a thin grey dog with a long nose"},
    {"kind": "rabbit", "what": "lop-eared bunny", "look": "a white rabbit with floppy ears"},
    {"kind": "cat", "what": "fluffy Maine Coon", "look": "a large fluffy brown cat"},
    {"kind": "dog", "what": "corgi mix", "look": "a small dog with short legs and big ears"},
    {"kind": "cat", "what": "one-eyed black cat", "look": "a black cat with one eye closed"},
    {"kind": "dog", "what": "scruffy terrier", "look": "a scruffy little dog with a beard"},
]
PET_NAMES = ["Pickle", "Biscuit", "Juniper", "Waffles", "Pepper", "Noodle", "Maple", "Ziggy", "Clementine", "Otis",
             "Pumpkin", "Mango"]
SHELTERS = ["the rescue on Harbor Street", "the county shelter", "a foster family two towns over",
            "the refuge out by the reservoir", "a farm that was rehoming a litter", "the city animal center"]
MISCHIEF = [
    ("chewed through the cable of my good headphones", "the headphone cable"),
    ("shredded the corner of our brand new rug", "the new rug"),
    ("knocked my grandmother's vase off the shelf", "a vase"),
    ("dug up every single plant on the balcony", "the balcony plants"),
    ("ate the sleeve of my winter coat", "a coat sleeve"),
    ("pulled all the toilet paper down the hallway at 3 am", "the toilet paper"),
]
CALMING = [
    ("Leave an old t-shirt that smells like you in the bed, it worked for my aunt's pets.", "an old worn t-shirt"),
    ("Try a ticking clock wrapped in a towel next to the bed. Old trick from my grandpa.", "a ticking clock"),
    ("Play some soft radio overnight, the voices help them settle.", "soft radio at night"),
    ("A long evening walk or play session wears them out, that's what I did with mine.", "tiring it out"),
]


def adopted_pet(t: Tale) -> None:
    pet, called = t.pick(PETS), t.pick(PET_NAMES)
    shelter = t.pick(SHELTERS)
    mischief, damage = t.pick(MISCHIEF)
    calming, trick = t.pick(CALMING)
    t.beat(
        me(t.one_of(f"Big news: on Saturday we adopted a {pet['what']} from {shelter}!",
                    f"So, we have a new family member. We picked up a {pet['what']} from {shelter} on Saturday."),
           "adopt"),
        you(f"No way, {t.name}! I need to know the name immediately."),
        me(f"We named the little one {called}. It just suited that face.", "named"),
        me("First night at home.", "photo", image=f"a photo of {pet['look']} asleep on a striped blanket"),
        you(f"I'm melting. {called} looks so cosy."),
    )
    t.beat(
        me(f"{called} {mischief} this week. I honestly can't be mad, look at that face.", "mischief"),
        you(t.one_of("Ha! The honeymoon phase is over then.", "Oh no. Welcome to life with animals!")),
        after=2,
    )
    t.beat(
        you(f"Is {called} still not sleeping at night? {calming}", "advice"),
        me("Good idea, I'll try it tonight."),
    )
    t.beat(
        you(f"How is {called} settling in these days?"),
        me(f"Really well. {called} follows me from room to room now."),
    )
    kind = pet["kind"]
    t.ask(SINGLE_HOP, f"What sort of {kind} did {t.name} take home on Saturday?", pet["what"], "adopt")
    t.ask(SINGLE_HOP, f"What name did {t.name} give the {kind}?", called, "named")
    t.ask(TEMPORAL, f"When did {t.name} adopt the {kind}?", "{before:adopt:Saturday}", "adopt")
    t.ask(MULTI_HOP, f"Where did {called} come from, and what did {called} wreck?", f"{shelter}; {damage}",
          "adopt", "mischief")
    t.ask(OPEN_DOMAIN, f"Does {t.name} stay mad when {called} misbehaves?", "No, they can't stay mad", "mischief")
    t.ask(ADVERSARIAL, f"Who gave {t.name} a tip for helping the new pet sleep?", f"{t.other}: {trick}", "advice")
    t.ask(ADVERSARIAL, f"What did {t.other} name the {kind}?",
          f"It is {t.name}'s {kind}, not {t.other}'s; it is called {called}", "named")
    t.ask(SINGLE_HOP, f"What was {called} lying on in the first-night photo?", "a striped blanket",
          "photo")


HOODS = ["Riverside", "the old mill district", "Elm Park", "Harbourview", "Northgate", "Cedar Hill",
         "the university quarter", "Westbrook"]
FEATURES = [
    ("a tiny balcony that gets sun all afternoon", "a sunny balcony", "drinking coffee outside"),
    ("a proper bathtub, finally", "a bathtub", "long baths"),
    ("a spare room I can turn into an office", "a spare room for an office", "working from home"),
    ("a wood stove in the living room", "a wood stove", "cosy winter evenings by a fire"),
    ("access to a shared rooftop garden", "a rooftop garden", "growing herbs"),
    ("huge old windows and lots of light", "big bright windows", "painting in natural light"),
]
NOISES = [
    ("the guy upstairs plays the drums at eleven at night",
     "Get the foam earplugs that builders use, you'll sleep through anything.", "earplugs"),
    ("the dog next door howls every time its owners leave",
     "Buy a little white noise machine, it's the only way I could sleep in my last flat.", "a white noise machine"),
    ("there's a bar downstairs that gets loud on weekends",
     "Heavy blackout curtains help you sleep, they block more sound than you'd think.", "heavy curtains"),
    ("the radiator clanks like a hammer all night",
     "Ask the landlord to bleed it, and meanwhile sleep with a fan on for some background hum.",
     "bleeding it and a fan"),
]
HELPERS = [("cousin", ""), ("brother", "m"), ("neighbor", ""), ("old roommate", ""), ("uncle", "m"), ("coworker", "")]


def moved_house(t: Tale) -> None:
    hood = t.pick(HOODS)
    feature, feature_short, enjoys = t.pick(FEATURES)
    noise, fix, fix_short = t.pick(NOISES)
    relation, gender = t.pick(HELPERS)
    helper = t.person(gender)
    t.beat(
        me(f"I signed the lease on a flat in {hood}! I get the keys at the end of the month.", "lease"),
        you("Finally! What sold you on it?"),
        me(f"It has {feature}. I said yes on the spot.", "feature"),
    )
    t.beat(
        me(f"Survived moving day. My {relation} {helper} helped me carry everything up four flights of stairs.",
           "moved"),
        me("Welcome to box city.", "boxes", image="a photo of a living room full of stacked cardboard boxes"),
        you("Oof. Pizza and sleep tonight, then."),
    )
    t.beat(
        me(f"The new place is lovely except {noise}.", "noise"),
        you(fix, "fix"),
        me("Ordering that right now."),
    )
    t.beat(
        you(f"Does the {hood} place feel like home yet?"),
        me("Getting there. I finally hung some pictures this week."),
    )
    t.ask(SINGLE_HOP, f"Which neighbourhood is {t.name}'s new flat in?", hood, "lease")
    t.ask(SINGLE_HOP, f"What convinced {t.name} to take the apartment?", feature_short, "feature")
    t.ask(TEMPORAL, f"When did {t.name} sign the rental contract?", "{date:lease}", "lease")
    t.ask(MULTI_HOP, f"Who helped {t.name} with the move, and what bothers {t.name} at the new home?",
          f"{relation} {helper}; {noise}", "moved", "noise")
    t.ask(OPEN_DOMAIN, f"Does {t.name} live on the ground floor?", "No, up four flights of stairs", "moved")
    t.ask(OPEN_DOMAIN, f"Would {t.name}'s new home suit someone who loves {enjoys}?", f"Yes, it has {feature_short}",
          "feature")
    t.ask(ADVERSARIAL, f"What did {t.name} get told to try to sleep despite the racket?", f"{t.other}: {fix_short}",
          "fix")
    t.ask(SINGLE_HOP, f"What filled the room in the photo {t.name} sent after the move?", "cardboard boxes",
          "boxes")


BUILDS = [
    {"what": "a raised bed for the garden", "short": "a raised garden bed", "done": "the raised bed",
     "material": "untreated cedar boards", "oops": "I cut every board two centimeters too short",
     "look": "a wooden raised bed filled with soil"},
    {"what": "floating shelves for the study", "short": "shelves", "done": "the shelves",
     "material": "a slab of reclaimed oak", "oops": "I drilled straight into a water pipe",
     "look": "wooden shelves on a white wall holding books"},
    {"what": "new tiles in the bathroom", "short": "retiling the bathroom", "done": "the bathroom tiles",
     "material": "green handmade tiles", "oops": "half the tiles came off because I used the wrong glue",
     "look": "a bathroom wall with green tiles"},
    {"what": "a bench for the hallway", "short": "a hallway bench", "done": "the bench",
     "material": "pine and a can of walnut stain", "oops": "the legs ended up wobbly and uneven",
     "look": "a small wooden bench next to a row of shoes"},
    {"what": "my grandmother's old dresser", "short": "restoring a dresser", "done": "the dresser",
     "material": "sage green chalk paint", "oops": "I sanded right through the veneer on top",
     "look": "a green painted dresser with brass handles"},
    {"what": "a treehouse for my nephews", "short": "a treehouse", "done": "the treehouse",
     "material": "pressure-treated beams", "oops": "the platform came out tilted",
     "look": "a small wooden treehouse in an oak tree"},
]
TRADES = ["carpenter", "retired builder", "furniture restorer", "handyman"]


def diy_project(t: Tale) -> None:
    build = t.pick(BUILDS)
    clerk, expert, trade = t.person("m"), t.person("m"), t.pick(TRADES)
    t.beat(
        me(f"This weekend's mission is {build['what']}. I have watched about nine tutorials.", "start"),
        you("Famous last words, haha. Good luck!"),
    )
    t.beat(
        me(f"Went to the hardware store and came home with {build['material']}. The guy there, {clerk}, "
           "spent an hour explaining everything.", "material"),
        you("That's the dream employee."),
    )
    t.beat(
        me(f"Small disaster: {build['oops']}.", "oops"),
        you(f"Call my uncle {expert}, he's a {trade} and he'll sort it out in ten minutes.", "uncle"),
        me("You are a lifesaver."),
    )
    t.beat(
        me("It's finished!!", "done", image=f"a photo of {build['look']}"),
        you("Wait, that looks professional. I'm impressed."),
    )
    t.ask(SINGLE_HOP, f"What was {t.name}'s weekend building project?", build["short"], "start")
    t.ask(SINGLE_HOP, f"What did {t.name} bring home from the hardware store?", build["material"], "material")
    t.ask(MULTI_HOP, f"What was {t.name}'s DIY disaster, and who could sort it out?",
          f"{build['oops']}; {expert}, {t.other}'s uncle", "oops", "uncle")
    t.ask(TEMPORAL, f"When did {t.name} finish {build['done']}?", "{date:done}", "done")
    t.ask(ADVERSARIAL, f"What does {t.name}'s uncle do for a living?",
          f"Not said; it's {t.other}'s uncle {expert} who is a {trade}", "uncle")
    t.ask(OPEN_DOMAIN, f"Was {t.name} already an experienced builder?", "No, learning from online videos", "start")


PURCHASES = [
    {"thing": "a used hatchback", "kind": "car", "model": "a 2015 Honda Fit", "check": "service history",
     "flaw": "the air conditioning only blows hot air", "look": "a dark blue small car parked on a street"},
    {"thing": "an electric cargo bike", "kind": "bike", "model": "a cargo e-bike with a wooden front box",
     "check": "battery health", "flaw": "the battery dies halfway up every hill",
     "look": "a bicycle with a large wooden box on the front"},
    {"thing": "an old film camera", "kind": "camera", "model": "a 1970s Pentax with a 50mm lens",
     "check": "shutter speeds", "flaw": "the light meter doesn't work", "look": "a silver and black film camera"},
    {"thing": "an espresso machine", "kind": "coffee machine", "model": "a chrome lever machine from Italy",
     "check": "gasket and pump", "flaw": "it leaks water from the side", "look": "a shiny chrome coffee machine"},
    {"thing": "a secondhand kayak", "kind": "kayak", "model": "a yellow sit-on-top kayak", "check": "hull",
     "flaw": "there's a hairline crack near the seat", "look": "a yellow kayak on the roof of a car"},
    {"thing": "a telescope", "kind": "telescope", "model": "an 8-inch Dobsonian", "check": "mirror",
     "flaw": "the finder scope is misaligned", "look": "a large white telescope on a wooden base"},
]
PRICES = ["340 dollars", "a bit under 900", "1,200 dollars", "550 after haggling", "480 dollars", "2,700 dollars"]
SELLERS = ["a retired teacher across town", "a guy on the classifieds site", "an estate sale",
           "a shop that closes next month", "a colleague of my dad", "a couple moving abroad"]


def big_purchase(t: Tale) -> None:
    item, price, seller = t.pick(PURCHASES), t.pick(PRICES), t.pick(SELLERS)
    t.beat(
        me(f"I've been reading reviews for weeks and I think I'm finally getting {item['thing']}.", "research"),
        you(f"Check the {item['check']} before you pay. My brother got burned on exactly that.", "warn"),
    )
    t.beat(
        me(f"Done! The {item['kind']} is mine: {item['model']} from {seller}, {price}.", "bought"),
        me("Isn't it beautiful?", "photo", image=f"a photo of {item['look']}"),
        you("Very nice. Congrats on the new toy."),
    )
    t.beat(
        me(f"Slight problem with my new {item['kind']}: {item['flaw']}.", "flaw"),
        you("Ugh. Can you take it back?"),
        me("Private sale, so no. I'll find someone to repair it."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"Which {item['kind']} did {t.name} end up with?", item["model"], "bought")
    t.ask(SINGLE_HOP, f"How much did {t.name} pay for the {item['kind']}?", price, "bought")
    t.ask(TEMPORAL, f"When did {t.name} buy the {item['kind']}?", "{date:bought}", "bought")
    t.ask(MULTI_HOP, f"Who sold {t.name} the {item['kind']}, and what turned out to be faulty?",
          f"{seller}; {item['flaw']}", "bought", "flaw")
    t.ask(ADVERSARIAL, f"What did {t.name}'s brother get burned on?",
          f"It was {t.other}'s brother, on the {item['check']}", "warn")
    t.ask(OPEN_DOMAIN, f"Was it an impulse buy for {t.name}?", "No, weeks of reading reviews", "research")
    t.ask(SINGLE_HOP, f"What did the picture of {t.name}'s purchase show?", item["look"], "photo")


CROPS = [
    ("tomatoes", "cherry tomatoes in three colours", "red and yellow cherry tomatoes", "salsa"),
    ("chilies", "a row of very hot chilies", "small red chili peppers", "hot sauce"),
    ("squash", "butternut squash", "several butternut squashes", "soup"),
    ("strawberries", "strawberries along the edge", "ripe strawberries", "jam"),
    ("zucchini", "zucchini, way too many of them", "green zucchini", "fritters"),
    ("beans", "climbing beans on a bamboo frame", "long green beans", "a stew"),
]
PESTS = [("slugs", "slug"), ("a very bold squirrel", "squirrel"), ("snails", "snail"), ("aphids", "aphid")]
REMEDIES = [
    ("My mum swore by crushed eggshells around the stems.", "crushed eggshells", "mum"),
    ("My grandma used to sink a jar of beer in the soil as a trap.", "a beer trap", "grandma"),
    ("My dad plants marigolds between the rows, he says they keep pests away.", "marigolds", "dad"),
    ("My uncle always put copper tape around his pots.", "copper tape", "uncle"),
]
STREETS = ["Alder Lane", "the old railway line", "Quarry Road", "behind the library", "Mill Street", "the canal"]


def community_garden(t: Tale) -> None:
    crop, planted, looks, dish = t.pick(CROPS)
    pest, pest_word = t.pick(PESTS)
    remedy, remedy_short, relation = t.pick(REMEDIES)
    street, neighbor = t.pick(STREETS), t.person("f")
    t.beat(
        me(f"I got an allotment at the community garden on {street}! Planting {planted} first.", "plot"),
        you("You, gardening? I love this for you."),
    )
    t.beat(
        me(f"Something has been eating my {crop} every night. I'm fairly sure it's {pest}.", "pest"),
        you(remedy, "remedy"),
        me("Worth a try, I'm desperate."),
    )
    t.beat(
        me("First harvest!!", "harvest", image=f"a photo of a basket full of {looks}"),
        you("Look at that! You're a natural."),
        after=2,
    )
    t.beat(
        me(f"I gave a bag of {crop} to {neighbor} next door and she turned them into {dish}.", "gift"),
        you("Best trade ever."),
    )
    t.ask(SINGLE_HOP, f"Where is {t.name}'s garden plot?", f"the community garden on {street}", "plot")
    t.ask(SINGLE_HOP, f"What was eating {t.name}'s {crop}?", pest, "pest")
    t.ask(ADVERSARIAL, f"What did {t.name}'s {relation} use against garden pests?",
          f"That was {t.other}'s family: {remedy_short}", "remedy")
    t.ask(TEMPORAL, f"When did {t.name} first pick produce from the allotment?", "{date:harvest}", "harvest")
    t.ask(MULTI_HOP, f"What did {neighbor} make, and where were the ingredients grown?",
          f"{dish}, from {t.name}'s plot on {street}", "gift", "plot")
    t.ask(OPEN_DOMAIN, f"Does {t.name} likely have a large private garden at home?",
          "Probably not, they rented a community allotment", "plot")


LOST = [
    {"thing": "my wallet", "where": "on the number 12 bus", "finder": "a bus driver", "inside": "my driving licence"},
    {"thing": "my wedding ring", "where": "at the swimming pool", "finder": "a lifeguard", "inside": "the engraving"},
    {"thing": "my laptop bag", "where": "on the train to the airport", "finder": "a conductor",
     "inside": "all my notes"},
    {"thing": "my house keys", "where": "in the park during a run", "finder": "a dog walker",
     "inside": "the bike lock key"},
]


def lost_and_found(t: Tale) -> None:
    lost = t.pick(LOST)
    t.beat(
        me(f"Worst day. I lost {lost['thing']}, I think {lost['where']}. I'm retracing every step.", "lost"),
        you(f"Call the lost property office first thing tomorrow, {t.name}. Don't wait like I did once.", "tip"),
    )
    t.beat(
        me(f"Miracle: {lost['finder']} found {lost['thing']} and handed it in! {lost['inside']} still there.",
           "found"),
        you("Faith in humanity restored."),
        me("I left a thank-you note and a box of chocolates."),
    )
    t.ask(SINGLE_HOP, f"What did {t.name} misplace?", lost["thing"].replace("my ", ""), "lost")
    t.ask(MULTI_HOP, f"Where did {t.name} lose the item and who returned it?", f"{lost['where']}; {lost['finder']}",
          "lost", "found")
    t.ask(TEMPORAL, f"When did {t.name} get the lost item back?", "{date:found}", "found")
    t.ask(ADVERSARIAL, f"Did {t.name} once wait too long to call lost property?", f"No, {t.other} did", "tip")


HEIRLOOMS = [
    ("my grandfather's pocket watch", "watch", "a watchmaker in the arcade", "a new mainspring"),
    ("my great-aunt's sewing machine", "sewing machine", "a repair shop by the harbour", "a new belt and motor"),
    ("my grandmother's violin", "violin", "a luthier two streets away", "a new bridge and strings"),
    ("my grandpa's old radio", "radio", "an electronics hobbyist from the forum", "new capacitors"),
]


def family_heirloom(t: Tale) -> None:
    heirloom, short, repairer, part = t.pick(HEIRLOOMS)
    relative = t.person("f")
    t.beat(
        me(f"My aunt {relative} gave me {heirloom}. It hasn't worked in thirty years.", "gift"),
        you(f"Oh, take it to {repairer}. They fixed something of my mother's.", "tip"),
    )
    t.beat(
        me(f"The {short} works again! It needed {part}.", "fixed", image=f"a photo of an old {short} on a table"),
        you("That's going to outlive all of us."),
        after=2,
    )
    t.ask(SINGLE_HOP, f"What family treasure was {t.name} given?", heirloom, "gift")
    t.ask(ADVERSARIAL, f"Who pointed {t.name} to the repair place?", t.other, "tip")
    t.ask(MULTI_HOP, "Who handed down the heirloom and what part did it need?", f"{relative}; {part}",
          "gift", "fixed")
    t.ask(TEMPORAL, f"When was the {short} running again?", "{date:fixed}", "fixed")
