"""English patterns for the offhand shapes part 27 showed the rules did not know (round 26, issue #25): a fact after
a short lead-in and a dash ("Small change - I've moved from …", "Another one from the handbook - …"), a verb other
than "is" for where a thing goes or sits ("Bugs go into X", "Releases go out every …", "X sits just off Y Street"),
a hobby said as what one is ("I'm a birdwatcher"), a cleft of who buys ("Mostly it's A and B that buy from us"), a
thing put first and then judged ("Marmite. No. Never.", "Ugh, X - I'm allergic to it"). Read before every other
English pattern."""

from teams.extraction._patterns import SELF, WE, Pattern, en, policy
from teams.extraction._words_en import AGO, COUNT, NAMED_TOOL
from teams.extraction._words_en import TITLED_NAME as _NAME

# Why or what else, after a comma, a dash or "so": no part of the fact.
_TAIL = r"(?:\s*(?:[-–—,;(]|\bso\b|\bwhich\b).*)?[.!]*$"
# A place's name, with the small words place names keep inside ("Bridge of Allan", "Stratford-upon-Avon",
# "Newcastle upon Tyne", "Bishop's Stortford").
_PLACE = r"(?-i:[A-Z][\w'-]+(?:(?: (?:of|on|upon|in|under|by|the|le|la|de|en))* [A-Z][\w'-]+){0,3})"
# A street's name, named by its kind ("Lion Street", "Fore Street", "Market Sq").
_STREET = (
    r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2} (?:Street|St|Road|Rd|Lane|Square|Row|Place|Way|Hill|Parade|Terrace|"
    r"Walk|Yard|Close|Gate|Wynd|Quay|Arcade|Market))"
)
# A short lead-in before a dash or a colon that only says what follows ("Small change -", "Quick update:").
_LEAD = (
    r"(?:(?:small|quick|little|minor|one) (?:change|update|correction|note)|update|news|correction|"
    r"heads up)\s*[-–—:,]\s*"
)
# Animals kept or crops grown for a living or a hobby: "I keep bees in …" is where one lives, not a tool.
_KEPT = (
    r"bees|hens|chickens|ducks|geese|goats|sheep|pigs|cattle|cows|alpacas|llamas|ponies|horses|rabbits|quail|"
    r"pigeons|bees and hens"
)
# A hobby said as what one is: "a birdwatcher", "a train spotter", "a keen cycling enthusiast".
_HOBBYIST = (
    r"(?:bird|train|plane|whale|star|cloud|storm|bus|ship|trainspotting)[- ]?(?:watcher|spotter|chaser|gazer)|"
    r"twitcher|(?:[\w-]+ ){1,2}(?:enthusiast|hobbyist|buff|nut|fanatic)"
)
# Where a kind of the team's work goes: "Bugs go into X", "our builds run on Y".
_WORK = r"(?:bugs|tickets|issues|tasks|builds|tests|deploys|deployments|docs|notes|alerts|logs|backups|invoices)"
_GOES = r"(?:go|get filed|are filed|get logged|are logged|live|run|get built|are built|sit|end up) (?:into|in|on|to)"
# Ways orders or payments come in: "Orders come through Etsy".
_COMES = r"(?:orders|bookings|sales|payments|enquiries|inquiries)"
# A till or its like, named by its kind: "the till is a Zettle".
_TILL = r"(?:till|card reader|card machine|pos|point of sale|checkout|booking system|website|shop front)"
# Roles named by their head: "test lead", "accessibility champion", "first-aider".
_ROLE_HEAD = (
    r"(?:[\w-]+ ){0,2}(?:lead|champion|rep|representative|owner|coordinator|officer|steward|manager|buddy|mentor|"
    r"first-aider|captain|convenor|liaison)"
)
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
# A premises by its kind: "my little bindery", "our shop".
_PREMISES = (
    r"(?:bindery|shop|workshop|studio|bakery|forge|pottery|gallery|café|cafe|deli|salon|practice|surgery|"
    r"brewery|distillery|dairy|nursery|garage|yard|mill|smithy|print shop|bookshop|business|firm)"
)

FIRST_PATTERNS = [
    Pattern(
        "en.hobbyist_is_a",
        # "I'm a birdwatcher, mostly estuary waders": a hobby said as what one is, not a trade.
        en(rf"^i(?:'m| am) (?:a|an) (?:keen |avid |amateur |lifelong |big )?(?P<obj>{_HOBBYIST}){_TAIL}"),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.keeps_animals_in",
        # "I keep bees in Hay-on-Wye - the business is Comb & Cell": where one keeps animals is where one lives;
        # the business named after a dash is the workplace.
        en(
            rf"^i (?:keep|raise|breed|farm|run) (?:a few |some )?(?:{_KEPT}) (?:in|near|outside|just outside) "
            rf"(?P<obj>{_PLACE})(?:\s*[-–—,;]\s*(?:the|my|our) (?:business|firm|farm|shop|company) is "
            rf"(?:called )?(?P<org>{_NAME}))?{_TAIL}"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.role_at_org_based_in",
        # "I'm a QA engineer at Thistlecode, we're based in Stirling": the role, the workplace and where it is.
        en(
            r"^i(?:'m| am) (?:a|an) (?P<obj>(?:[\w-]+ ){0,2}[\w-]+) (?:at|for|with) "
            rf"(?P<org>{_NAME}),? (?:and )?(?:we're|we are|it's|they're) based (?:in|out of) (?P<place>{_PLACE}){_TAIL}"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.business_makes_kind_for",
        # "Thistlecode makes room-booking software for public libraries": a business's goods, named by their kind
        # (software, kits, tools …), before whom they are for.
        en(
            rf"^(?!(?:what|who|which|where|how|why|when)\b){_NAME} (?:makes|builds|develops|sells|designs|writes) "
            r"(?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,3}? (?:software|apps?|platforms?|tools|tooling|systems|"
            r"hardware|devices|kits|plugins|games|sensors)) (?:for|to) [\w' -]+[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.out_in_town",
        # "i'm out in Bridge of Allan, ten minutes on the bike": where one is out in, with how far after a comma.
        en(rf"^i(?:'m| am) (?:out|over|up|down) in (?P<obj>{_PLACE}),\s*(?:[\w-]+ )?(?:minutes?|mins?|miles?|km)\b.*$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.lead_moved_from_to",
        # "Small change - I've moved from Bridge of Allan to Dunblane over the summer": the town now, the old one
        # replaced, after a lead-in that only says what follows.
        en(
            rf"^(?:{_LEAD})?i(?:'ve| have)? (?:moved|relocated) from (?P<wrong>{_PLACE}) to (?P<obj>{_PLACE})"
            rf"{AGO}{_TAIL}"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.work_goes_into",
        # "Bugs go into Heronlog and our builds run on Kiltbuild": where a kind of the team's work goes is a tool.
        en(
            rf"^(?:our |all )?{_WORK} {_GOES} (?P<obj>{NAMED_TOOL})"
            rf"(?:(?:,? and|,) (?:our |all |the )?{_WORK} {_GOES} (?P<two>{NAMED_TOOL}))?{_TAIL}"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("two", "USES", "Tool"),),
    ),
    Pattern(
        "en.lead_retired_were_on",
        # "Correction on CI: Kiltbuild got retired, we're on Wallacepipe now": the tool now, the old one replaced.
        en(
            r"^(?:(?:correction|update|change)(?: on [\w -]{1,20}?)?\s*[-–—:,]\s*)?"
            rf"(?P<wrong>{NAMED_TOOL}) (?:got|was|has been|'s been) (?:retired|dropped|binned|ditched|replaced|"
            rf"switched off|turned off),? (?:and )?(?:we're|we are) (?:on|using) (?P<obj>{NAMED_TOOL}) now{_TAIL}"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.on_call_catches_me",
        # "On-call catches me one week in eight": the on-call share, said of the rota with another verb.
        en(
            r"^(?:the )?(?:on-?call|pager)(?: rota| duty)? (?:catches|gets|hits|lands on|falls to|comes round to) "
            rf"me (?P<obj>(?:one|{COUNT}) (?:week|weekend)s? (?:in|out of) [\w-]+){_TAIL}"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.team_is_the_of",
        # "… and our team is the Ospreys of Forth": a team's name with a small word inside ("of", "on").
        en(
            r"^(?:my|our) (?:team|squad|crew|pod|tribe|unit)(?:'s| is) "
            r"(?P<obj>the (?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))? (?:of|on|upon|in|by) (?:the )?(?-i:[A-Z][\w'-]+)"
            r"(?: (?-i:[A-Z][\w'-]+))?)[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.team_goes_by",
        # "My squad goes by the Ospreys of Forth": a team's name, said with "goes by".
        en(
            r"^(?:my|our) (?:team|squad|crew|pod|tribe|unit) (?:goes by|is known as|calls itself|answers to) "
            rf"(?P<obj>(?:the )?{_PLACE}){_TAIL}"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    policy(
        "en.from_the_handbook",
        # "Another one from the handbook - every hotfix needs a second reviewer, no exceptions": a rule quoted from
        # the team's handbook.
        en(
            r"^(?:another(?: one)?|one more|and another)(?: rule)? from the (?:handbook|rulebook|team charter|"
            r"guidelines|playbook|wiki|style guide)\s*[-–—:,]\s*"
            r"(?P<obj>.+?)(?:,\s*no exceptions|,\s*always|,\s*full stop)?[.!]*$"
        ),
    ),
    Pattern(
        "en.releases_go_out",
        # "Releases go out every fourth Tuesday": how often releases ship, said with "go out".
        en(
            r"^(?:our )?(?:releases|deploys|new versions|builds) (?:go out|ship|get shipped|get cut|land) "
            rf"(?P<obj>every (?:other |second |third |fourth |\w+ )?[\w-]+(?: of the month)?){_TAIL}"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.named_asked_stopped",
        # "Jotterfox? Gave up on it in March, the search was useless" (the pipeline joins the question to its
        # answer with a comma): a tool named, then left.
        en(
            rf"^(?P<obj>{NAMED_TOOL}),\s*(?:i |i've )?(?:gave up on|given up on|dropped|ditched|binned|"
            rf"stopped using|quit using|deleted|uninstalled) (?:it|that){AGO}{_TAIL}"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.my_kind_these_days_is",
        # "My editor these days is Sublime Text": the tool of a kind one uses now.
        en(
            r"^my (?:[\w-]+ )?(?:editor|ide|terminal|shell|browser|distro|notes app|password manager|laptop) "
            rf"(?:these days|nowadays|now) is (?P<obj>{NAMED_TOOL}){_TAIL}"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.hours_wise_on",
        # "Hours-wise I'm on 8 to 4": the hours one works, after the key said with "-wise".
        en(
            r"^(?:hours|work|working hours)(?:-wise| wise),? i(?:'m| am) (?:on|doing|working|in) "
            r"(?P<span>\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)(?P<sep> (?:to|till|until) |-)"
            rf"(?P<till>\d{{1,2}}(?:[:.]\d{{2}})?\s?(?:am|pm)?){_TAIL}"
        ),
        "HAS_WORKING_HOURS",
        0.8,
        object_type="WorkingHours",
    ),
    Pattern(
        "en.since_ive_been_role",
        # "Also, since October I've been test lead for the kiosk project": a role held since then.
        en(
            rf"^(?:also,? )?since (?:{_MONTH}|last \w+|the spring|the summer|the autumn|the winter),? "
            rf"i've been (?:the |a |an )?(?P<obj>{_ROLE_HEAD}) (?:for|on|of) (?:the |our )?[\w' -]+{_TAIL}"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.im_org_s_role",
        # "Anyway - I'm Thistlecode's accessibility champion as well": a role named with the workplace's
        # possessive.
        en(
            rf"^(?:anyway|also|oh|and)?\s*[-–—,]?\s*i(?:'m| am) {_NAME}'s (?P<obj>{_ROLE_HEAD})"
            r"(?: as well| too| also)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.its_them_that_buy",
        # "Mostly it's delis and the Saturday farmers' market that buy from us": a cleft of who buys.
        en(
            r"^(?:mostly|mainly|largely|usually),? it's (?P<obj>[\w' -]+?) and (?P<two>[\w' -]+?) (?:that|who) "
            rf"(?:buy|order|shop) (?:from|with) us{_TAIL}"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("two", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.business_sits_off",
        # "Comb & Cell sits just off Lion Street": where a business sits is where it is.
        en(
            rf"^(?:{_NAME}|the shop|our shop|the workshop|the business) (?:sits|is|lies|stands) "
            rf"(?:just |right )?(?:off|on) (?P<obj>{_STREET}){_TAIL}"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.stopped_logging_moved_to",
        # "We stopped logging hive checks in the spiral notebook and moved everything to Hivetally": the records
        # left, and the tool they went to.
        en(
            r"^we (?:stopped|quit) (?:logging|keeping|tracking|recording|writing(?: down)?|noting) [\w' -]{2,30}? "
            r"(?:in|on) (?P<obj>the [\w' -]{2,30}?) and (?:moved|switched|shifted|put) (?:everything|it all|them|"
            rf"it|the lot) (?:over )?(?:to|onto|into) (?P<new>{NAMED_TOOL}){_TAIL}"
        ),
        "USES",
        0.85,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.every_month_we_host",
        # "Every August we host Extraction Day for the village kids": a named event after the month it recurs in.
        en(
            rf"^(?:every|each) {_MONTH},? we (?:do|hold|run|have|host|throw|put on) (?:a |an |our )?"
            r"(?P<obj>(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){1,3})(?: for [\w' -]+)?(?:\s*[-–—,;(].*)?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.started_selling",
        # "Mead, too - we started selling a dry mead this year": a line started is a line sold.
        en(
            r"^(?:[\w' -]{1,20},? too\s*[-–—,:]\s*)?we (?:started|began) (?:selling|stocking|making|offering) "
            r"(?:a |an |some |our own )?(?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,3}?)"
            r"(?: this year| last year| this spring| this summer| this autumn| recently)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.my_premises_is_on_street",
        # "my little bindery is Folio & Thread on Fore Street in Totnes": one's premises by its name, and its street.
        en(
            rf"^my (?:little |small |own |tiny )?{_PREMISES} is (?:called )?(?P<obj>{_NAME}) "
            rf"(?:on|in|off) (?P<place>{_STREET})(?: in {_PLACE})?{_TAIL}"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.orders_come_through",
        # "Orders come through Etsy and the till is a Zettle": the tools orders and payments go through.
        en(
            rf"^(?:our |all |most )?{_COMES} (?:come|go|arrive) (?:in )?(?:through|via|on) (?P<obj>{NAMED_TOOL})"
            rf"(?:,? and (?:the|our) {_TILL} is (?:an? )?(?P<two>{NAMED_TOOL}))?{_TAIL}"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("two", "USES", "Tool"),),
    ),
    Pattern(
        "en.clients_are_mainly_and_some",
        # "Clients are mainly wedding photographers and a couple of parish archives": two kinds of clients.
        en(
            r"^(?:our )?(?:clients|customers) are (?:mainly|mostly|largely|chiefly) "
            r"(?P<obj>(?-i:[a-z])[\w'-]+(?: [\w'-]+){0,3}?) and (?:a couple of|a few|a handful of|some|the odd) "
            rf"(?P<two>[\w'-]+(?: [\w'-]+){{0,3}}?){_TAIL}"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("two", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.fronted_allergic_to_it",
        # "Ugh, wheat paste dust - I'm actually allergic to it": the thing said first, then the allergy to "it".
        en(
            r"^(?:ugh|urgh|ah|oh|argh|yeah),? (?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,3}?)\s*[-–—,]\s*"
            r"i(?:'m| am) (?:actually |really |seriously |properly |badly )?allergic to (?:it|them|the stuff)[.!]*$"
        ),
        "HAS_ALLERGY",
        0.85,
    ),
    Pattern(
        "en.tz_key",
        # "tz: Chatham Islands time for the next few months": the timezone key written short, and for how long.
        en(
            r"^(?:tz|time ?zone)\s*[:=-]\s*(?P<obj>[\w' -]{2,40}? time)"
            r"(?: for (?:the next|a few|a couple of|now|the time being)[\w ]*)?(?:\s*[-–—,;(].*)?[.!]*$"
        ),
        "HAS_TIMEZONE",
        0.8,
    ),
    Pattern(
        "en.fronted_no_never",
        # "Marmite. No. Never." (the pipeline joins the three with commas): a thing refused outright; "Kohlrabi? Nope.
        # Never again." (round 36) alike.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}), (?:no|nope|nah), "
            r"(?:never(?: again)?|not ever|no way|not a chance|absolutely not)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.but_fronted_cant_do",
        # "I'm fine with most fish, but kippers I really can't do": the thing put first after "but", refused.
        en(
            r"^.{3,60}?,? but (?P<obj>[\w'-]+(?: [\w'-]+)?) i (?:really |just |honestly |simply )?"
            r"(?:can't do|cannot do|can't eat|can't face|won't touch|can't abide)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.only_thing_i_drink",
        # "Green tea's the only thing I drink before noon, nothing else": the one thing one takes is a preference.
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+){0,2}?)(?:'s| is) the only (?:thing|drink|food) i (?:drink|eat|have|take)"
            r"(?: [\w' -]{1,25}?)?(?:,? nothing else)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.done_in_app_called",
        # "Budgeting's done in an app called Pennyloft": the tool named after its kind, said with "'s done".
        en(
            r"^[\w-]+(?:'s| is) (?:done|tracked|kept|logged|managed|planned|handled) "
            rf"(?:in|on|with) an? (?:app|tool|program|service|site) called (?P<obj>{_NAME}){_TAIL}"
        ),
        "USES",
        0.8,
        who=SELF,
    ),
]
