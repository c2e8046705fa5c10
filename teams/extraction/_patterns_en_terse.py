"""English patterns for the terse shapes part 28 showed the rules did not know (round 28, issue #25): a fact said as
a bare key and its value ("Reporting line: X", "full name X", "Dashboards are all X", "Budgeting's in X"), a role
said with "here" ("Data engineer at X here"), a time-of-day lead-in before a habit ("Each morning, before coffee,
I …", "Evenings I usually …"), a thing judged after it is named ("X is history", "X is a hard no", "X in
everything, nothing else"), goods or buyers listed and then closed ("A, B and C, that's the lot", "Most of my
trade's A and B"), a tool gone from a device ("X got deleted off my phone"), and a name given while we talk. Read
before every other English pattern."""

from teams.extraction._patterns import SESSION, WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, LANGUAGE_NAMES, NAMED_TOOL
from teams.extraction._words_en import TITLED_NAME as _NAME

# Why or what else, after a comma, a dash or "so": no part of the fact.
_TAIL = r"(?:\s*(?:[-–—,;(]|\bso\b|\bwhich\b).*)?[.!]*$"
# A place's name, with the small words place names keep inside ("St Agnes", "Bridge of Allan").
_PLACE = r"(?-i:[A-Z][\w'-]+(?:(?: (?:of|on|upon|in|under|by|the|le|la|de|en))* [A-Z][\w'-]+){0,3})"
# A street's name, named by its kind ("Lemon Street", "Fore St").
_STREET = (
    r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2} (?:Street|St|Road|Rd|Lane|Square|Row|Place|Way|Hill|Parade|Terrace|"
    r"Walk|Yard|Close|Gate|Wynd|Quay|Arcade|Market))"
)
_HOUR = r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?)"
# A role named by its head: "data engineer", "platform lead", "SRE".
_ROLE = (
    r"(?:(?:[\w-]+ ){0,2}(?:engineer|developer|dev|designer|analyst|scientist|architect|tester|administrator|admin|"
    r"consultant|manager|lead)|(?-i:[A-Z]{2,4}))"
)
# What the team keeps in a tool, said as the key: "Dashboards are all X", "chat is Y".
_WORK_KIND = (
    r"(?:dashboards|chat|tickets|docs|documentation|the wiki|wiki|alerts|alerting|logs|logging|metrics|monitoring|"
    r"builds|ci|deploys|email|mail|calls|video calls|design|designs|planning|invoicing|invoices|payroll|bookings|"
    r"accounts|bookkeeping|rotas|scheduling|incidents|on-call|paging|secrets|feature flags|analytics|support)"
)
# What one keeps for oneself in a tool: "Budgeting's in X".
_OWN_KIND = (
    r"(?:budgeting|my budget|savings|my finances|finances|journaling|my journal|meal planning|workouts|my workouts|"
    r"training|my runs|running|sleep tracking|my reading|reading|habits|passwords|photos|"
    r"my photos|my podcasts|podcasts|recipes|my recipes)"
)
# Things a team kept by hand: "the sticky-note wall", "the whiteboard".
_BY_HAND = (
    r"(?:wall|board|whiteboard|chalkboard|sheet|spreadsheet|binder|folder|ledger|notebook|book|diary|rota|"
    r"calendar|register|list|clipboard|pad)"
)
# A premises by its kind: "little shop", "the dairy".
_PREMISES = (
    r"(?:bindery|shop|workshop|studio|bakery|forge|pottery|gallery|café|cafe|deli|salon|practice|surgery|"
    r"brewery|distillery|dairy|creamery|nursery|garage|yard|mill|smithy|print shop|bookshop|business|firm|farm)"
)
# A hobby kept up, said as what one does: "a climber", "a sea swimmer".
_SPORT = (
    r"(?:(?:rock |sea |trail |fell |open-water |wild |cave |ice )?(?:climber|boulderer|runner|swimmer|surfer|"
    r"cyclist|hiker|sailor|diver|kayaker|canoeist|paddler|skier|snowboarder|rower|caver|birder|angler|golfer|"
    r"skater|mountaineer))"
)
_LANGUAGE = rf"(?:{LANGUAGE_NAMES}|(?-i:[A-Z][a-z]+))"
_DIET = r"(?:vegan|vegetarian|pescatarian|veggie|flexitarian|teetotal|coeliac|celiac)"
# A time of day or week a habit is kept at: "Each morning", "Evenings", "Most weekends".
_WHEN = (
    r"(?:(?:each|every|most) (?:morning|evening|night|weekday|weekend|day|lunchtime|sunday|saturday)s?|"
    r"(?:mornings|evenings|nights|weekends|lunchtimes)|on (?:weekends|sundays|saturdays))"
)
# Not a habit: a state, a wish or a feeling after the time of day.
_NOT_DONE = (
    r"(?:am|was|have|had|can|could|would|will|won't|don't|didn't|can't|think|feel|guess|hate|love|like|want|wish|"
    r"need|hope|get|got|'m|'ve|'d|'ll|just|never)\b"
)

# Kinds of buyer: "independent vet practices", "equine hospitals".
_BUYERS = (
    r"(?:practices|hospitals|clinics|surgeries|shops|schools|charities|councils|farms|firms|businesses|"
    r"restaurants|cafes|cafés|hotels|pubs|gastropubs|agencies|studios|landlords|retailers|breweries|trusts|"
    r"universities|colleges|companies|startups|care homes|nurseries|garages|salons|gyms|libraries|museums|"
    r"theatres|venues|wineries|bakeries|delis|stables|kennels|co-ops|operators|chains|groups|fleets|estates|"
    r"bookshops|dentists|vets|builders)"
)

FIRST_PATTERNS = [
    Pattern(
        "en.clients_mostly_plus",
        # "Clients: Mostly independent vet practices, plus a couple of equine hospitals" (the pipeline reads "Who
        # pays us? …" so): two kinds of buyer, the second added with "plus".
        en(
            r"^(?:clients|customers|buyers)\s*:\s*(?:mostly|mainly|largely) "
            rf"(?P<obj>(?:[\w'-]+ ){{0,3}}{_BUYERS}),? plus (?:a couple of |a few |some |the odd |a handful of )?"
            rf"(?P<second>(?:[\w'-]+ ){{0,3}}{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.two_work_kinds_on_tools",
        # "Dashboards are all Beaconboard, chat is Gullchat": two kinds of the team's work, each in its tool.
        en(
            rf"^(?:our )?{_WORK_KIND} (?:is|are) (?:all )?(?:in |on )?(?P<obj>{NAMED_TOOL}),\s*(?:and )?"
            rf"(?:our )?{_WORK_KIND} (?:is|are|'s) (?:all )?(?:in |on )?(?P<second>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.it_is_all_in_tool",
        # "(these days) it's all in Curdlog": where the records are kept now ("these days" is read off first).
        en(rf"^(?:it's|it is|everything's|everything is) all (?:in|on|kept in|done in) (?P<obj>{NAMED_TOOL})[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.trade_by_trade_shop_called",
        # "I repair shoes - cobbler by trade, little shop in Alnmouth called Last & Welt": the trade, the
        # workplace by its name and its town.
        en(
            r"^i (?:repair|mend|fix|make|build|sell|restore|sharpen|frame|bind) [\w' -]{2,30}?\s*[-–—:,]\s*"
            rf"(?P<obj>[\w-]+) by trade,\s*(?:a |my |our )?(?:little |small |tiny )?{_PREMISES} (?:in|at) "
            rf"(?P<place>{_PLACE}) called (?P<org>{_NAME})[.!]*$"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.role_at_org_here",
        # "Data engineer at Pilchard Labs here": who one is, said as a role and a workplace with "here".
        en(rf"^(?P<obj>{_ROLE}) (?:at|for|with) (?P<org>{_NAME}) here{_TAIL}"),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.we_build_kind_for",
        # "we build appointment booking for vet practices": the goods, before whom they are for.
        en(
            # Not "We build scheduling software for gyms" (round 21: a kind of software is no named goods).
            r"^we (?:build|make|sell|develop|write) (?!(?:our|the|it|them|this|that|a lot|stuff|things)\b)"
            r"(?![\w' -]*\b(?:software|apps?|tools?|platforms?|systems?) for\b)"
            rf"(?P<obj>(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){{0,3}}) for (?:[\w'-]+ ){{0,2}}{_BUYERS}[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.org_in_town_on_street",
        # "Pilchard Labs is in Hayle, above a surf shop on Lemon Street": the street, after the town.
        en(
            rf"^{_NAME} is in {_PLACE},\s*(?:just )?(?:above|below|over|under|next to|behind|opposite|beside|near) "
            rf"[\w' -]+? (?:on|in|off) (?P<obj>{_STREET})[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.full_name_key",
        # "full name Tamsin Penhallow-Trevail if you need it": the name after its key.
        en(rf"^(?:my )?full name(?: is|:)? (?P<obj>{_NAME})(?: if you need it| for the record| for reference)?[.!]*$"),
        "HAS_NAME",
        0.85,
    ),
    Pattern(
        "en.name_correction_lead",
        # "Name correction: it's Tamsin Penhallow-Trevail, not …": the name now, the one it replaces.
        en(
            r"^(?:name correction|correction on (?:my|the) name|(?:small |quick )?correction on my name)\s*[:,-]\s*"
            rf"(?:it's|it is|my name is|i'm|i am) (?P<obj>{_NAME})(?:,? not (?P<wrong>{_NAME}))?[.!]*$"
        ),
        "HAS_NAME",
        0.85,
    ),
    Pattern(
        "en.work_kind_is_tool",
        # "Dashboards are all Beaconboard", "chat is Gullchat": what the team keeps where, said as the key.
        en(
            rf"^(?:our )?{_WORK_KIND} (?:is|are|'s|are all|is all|all go|goes) (?:all )?(?:in |on )?"
            rf"(?P<obj>{NAMED_TOOL})(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.own_kind_in_tool",
        # "Budgeting's in Coinpail": what one keeps for oneself, and where.
        en(
            rf"^{_OWN_KIND}(?:'s| is| are| goes| go| lives?| all goes) (?:all )?(?:in|on|into) (?P<obj>{NAMED_TOOL})"
            r"(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.tool_gone_builds_on",
        # "Update on CI: Tidewrack CI is gone, everything builds on Harbourline now": the tool now, the one it
        # replaced.
        en(
            r"^(?:(?:update|news) on [\w ]{2,20}:\s*)?"
            rf"(?P<wrong>{NAMED_TOOL}) is (?:gone|dead|retired|history|switched off|no more),\s*"
            r"(?:everything|it all|all of it|we|all our stuff) (?:now )?(?:builds?|runs?|lives?|goes|deploys?|is|are) "
            rf"(?:on|in|through|via) (?P<obj>{NAMED_TOOL})(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.sprint_length_for_us",
        # "Sprint length is nine working days for us".
        en(
            rf"^(?:our )?sprint length is (?P<obj>{COUNT} (?:working |calendar )?(?:days|weeks))"
            r"(?: for us| here| on our team| on this team)?[.!]*$"
        ),
        "HAS_SPRINT_LENGTH",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.paged_one_in",
        # "I get paged one week in six": the on-call share, said of being paged.
        en(
            r"^i (?:get paged|carry the pager|hold the pager|have the pager) "
            rf"(?P<obj>(?:one|a|{COUNT}) (?:week|weekend)s? (?:in|out of) [\w-]+)[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_are_the_crew",
        # "We're the Choughs - small platform crew, four of us": the team's name, then what it is.
        en(
            rf"^we(?:'re| are) (?P<obj>the {_NAME})\s*[-–—,:]\s*(?:a |the )?(?:small |little |tiny |big )?"
            r"(?:[\w-]+ )?(?:crew|team|squad|group|bunch|outfit|pod)\b.*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.reporting_line_key",
        # "Reporting line: Kit Polglase-Ndiaye": the manager after the key.
        en(rf"^(?:my )?(?:reporting line|line manager|i report to)\s*[:=-]\s*(?P<obj>{_NAME})[.!]*$"),
        "HAS_MANAGER",
        0.8,
    ),
    policy(
        "en.rule_on_our_team",
        # "Rule on our squad: no schema migration merges after 3pm on a Friday".
        en(
            r"^(?:the |one |a |our )?(?:rule|policy) (?:on|in|for) (?:our|the|this) (?:team|squad|crew|shop|floor|"
            r"group|side)\s*[:-]\s*(?P<obj>.+?)[.!]*$"
        ),
    ),
    policy(
        "en.also_every_needs",
        # "Also - every data fix needs a second pair of eyes before it touches prod": a rule after a lead-in.
        en(
            r"^(?:(?:also|and|plus|oh,? and)\s*[-–—:,]\s*)?(?P<obj>(?:every|each|any|all) [\w -]+? "
            r"(?:needs|need|must have|has to have|gets|get) (?:a |an |two |)[\w -]+? before (?:it|they|anything) .+?)"
            r"[.!]*$"
        ),
    ),
    Pattern(
        "en.thing_is_history",
        # "The sticky-note wall is history": a thing kept by hand, ended.
        # "The paper day book's gone" (round 32).
        en(
            rf"^(?P<obj>the (?:[\w'-]+ ){{0,2}}{_BY_HAND})(?: is|'s) (?:history|gone|dead|no more|retired|long gone)"
            r"[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.we_track_work_in",
        # "We track work in Crabpot now": where the team keeps its work.
        en(
            r"^we (?:track|log|plan|keep|manage|run|organise|organize) (?:our )?(?:work|tasks|tickets|bugs|jobs|"
            rf"everything|orders|batches) (?:in|on|through) (?P<obj>{NAMED_TOOL})(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.these_days_all_in",
        # "these days it's all in Curdlog": where the records went.
        en(
            r"^(?:but |and )?(?:these days|now|nowadays) (?:it's|it is|everything's|everything is|they're|they are) "
            rf"(?:all )?(?:in|on|kept in|done in) (?P<obj>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.when_i_do",
        # "Each morning, before coffee, I check the overnight ingestion jobs", "Evenings I usually swim at X": a
        # habit after the time of day it is kept at, with when said around it (a plain "Every morning I …" is read by
        # the older habit patterns, the time kept in the habit).
        en(
            rf"^{_WHEN}(?:,\s*(?:before|after) [\w' ]{{2,30}},\s*i |,?\s*i (?:usually|normally|often|always|tend to) )"
            rf"(?!{_NOT_DONE})(?P<obj>(?-i:[a-z][\w'-]+) .{{3,80}}?)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.once_a_we_open_for",
        # "Once a month we throw open the doors for Cheese Tasting Sunday": a named event the team holds.
        en(
            r"^(?:once|twice) a (?:week|month|year|fortnight|quarter),? we (?:throw open the doors|open the doors|"
            rf"open up|hold|host|run|put on) (?:for )?(?P<obj>{_NAME})[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.on_hours_most_days",
        # "I'm on 7:30 to 3:30 most days": the hours one works.
        en(
            rf"^i(?:'m| am) on (?P<obj>{_HOUR} ?(?:to|-|–|till|until) ?{_HOUR})"
            r"(?: most days| on weekdays| usually| these days| mostly)?[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.85,
    ),
    Pattern(
        "en.my_tool_these_days",
        # "My editor is Lapis these days": the tool one uses now.
        en(
            r"^my (?:editor|ide|terminal|shell|browser|notes app|mail client|email client|password manager|"
            rf"launcher|window manager|keyboard) is (?P<obj>{NAMED_TOOL}) (?:these days|now|nowadays|at the moment)"
            r"[.!]*$"
        ),
        "USES",
        0.85,
    ),
    Pattern(
        "en.as_of_also_role",
        # "As of this month I'm also the data protection lead": a role taken on.
        en(
            r"^(?:as of|since|from) (?:this|last) (?:month|week|year|spring|summer|autumn|winter|quarter),?\s*"
            r"i(?:'m| am) (?:also |now )*(?:the |a |an )?(?P<obj>(?:[\w-]+ ){0,2}(?:lead|champion|rep|owner|"
            r"coordinator|officer|steward|manager|buddy|mentor|first-aider|captain|convenor|liaison))[.!]*$"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "en.moved_dash_from_to",
        # "Actually I've moved - Perranporth to St Agnes, closer to the cliffs": the town now, the old one replaced.
        en(
            r"^(?:actually,? )?i(?:'ve| have) (?:moved|relocated)\s*[-–—:,]\s*(?:from )?"
            rf"(?P<wrong>{_PLACE}) to (?P<obj>{_PLACE}){_TAIL}"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.craft_in_town",
        # "I make cheese in Knighton": where one makes one's goods is where one lives.
        en(
            r"^i (?:make|brew|bake|roast|weave|forge|throw|carve|distil|smoke|cure) (?:(?-i:[a-z][\w'-]+) ){0,1}"
            rf"(?:cheese|bread|beer|cider|gin|pots|furniture|knives|baskets|rugs|soap|candles|coffee|chocolate|"
            rf"bacon|ham|fish|wine|honey|jam|chutney) in (?P<obj>{_PLACE})[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.the_premises_called",
        # "The dairy's called Teme Hollow": one's workplace by its name.
        en(rf"^(?:the|my|our) (?:little |small )?{_PREMISES}(?:'s| is) called (?P<obj>{_NAME})[.!]*$"),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "en.little_shop_in_called",
        # "little shop in Alnmouth called Last & Welt": the workplace, and where it is.
        en(
            rf"^(?:a |my |our |the )?(?:little |small |tiny )?{_PREMISES} (?:in|at) (?P<place>{_PLACE}) called "
            rf"(?P<obj>{_NAME})[.!]*$"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.we_turn_out",
        # "We turn out a washed-rind cheese, cultured butter and a soft goat's log": the goods.
        en(
            r"^we (?:turn out|churn out|knock out) (?!(?:a |the |our )?(?:release|build|update|version|fix)\b)"
            r"(?P<obj>.+?)[.!]*$"
        ),
        "SELLS",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.goods_thats_the_lot",
        # "Resoling, heel bars and leather dyeing, that's the lot": goods listed, then closed.
        en(
            r"^(?P<obj>[\w' -]+(?:, [\w' -]+)*,? and [\w' -]+),\s*(?:that's|that is) (?:the lot|all we do|"
            r"everything we do|all we sell)[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.buyers_are",
        # "Buyers are gastropubs round the Marches and a few farm shops", "Most of my trade's walkers and …".
        en(
            r"^(?:most of )?(?:(?:my|our) )?(?:buyers|trade|custom|customers|clients)(?:'s| is| are) "
            # Not "… groups in the Highlands and Moray": a place named last is where, not a second buyer.
            r"(?:mostly |mainly )?(?P<obj>(?!(?:slow|quiet|busy|good|down|up|fine|ok|okay|steady)\b)"
            r"(?![\w' -]* (?:in|across|around) (?:the )?(?-i:[A-Z]))[\w' -]+ and "
            r"[\w' -]+?)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "en.speaks_at_home_and",
        # "I speak Welsh at home and decent Portuguese": two languages, how well the second.
        en(
            rf"^i speak (?P<obj>{_LANGUAGE}) (?:at home|at work|with (?:my )?[\w]+) and "
            r"(?:decent |some |good |fluent |basic |passable |a bit of |rusty |okay |ok )?"
            rf"(?P<second>{_LANGUAGE})[.!]*$"
        ),
        "SPEAKS",
        0.85,
        object_type="Language",
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "en.sport_is_a",
        # "I'm a climber, mostly sea cliffs": a sport kept up is what one is, not a trade.
        en(rf"^i(?:'m| am) (?:a|an) (?:keen |avid |amateur |lifelong |big |daft )?(?P<obj>{_SPORT}){_TAIL}"),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.diet_for_what_its_worth",
        # "Pescatarian, for what it's worth": the diet one keeps, said alone with an aside.
        en(
            rf"^(?P<obj>{_DIET}),? (?:for what it's worth|fwiw|if that matters|if it matters|by the way|btw|"
            r"these days|mostly)[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.is_a_hard_no",
        # "blue cheese is a hard no": a thing refused.
        en(
            r"^(?:i(?:'ll| will|'d| would) (?:eat|drink|try|have) [\w' -]{2,30},\s*)?(?:but )?"
            r"(?P<obj>(?-i:[a-z][\w'-]+)(?: [\w'-]+)?) (?:is|are) (?:a )?(?:hard|firm|definite|big|flat) "
            r"no(?: for me)?[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.in_everything_nothing_else",
        # "Oat milk in everything, nothing else": the only one taken.
        en(r"^(?P<obj>(?-i:[A-Z][\w'-]+)(?: [\w'-]+)?) in everything,? (?:and )?nothing else[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.tool_deleted_off_device",
        # "Snorelite got deleted off my phone last month, pointless app": a tool gone.
        en(
            rf"^(?P<obj>{NAMED_TOOL}) (?:got|was|has been|'s been) (?:deleted|uninstalled|removed|binned|wiped) "
            r"(?:off|from) my (?:phone|laptop|tablet|mac|pc|computer|watch)\b.*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.call_while_we_talk",
        # "Call the old cheese cave 'the Dungeon' while we talk": a name for this conversation.
        en(
            r"^call (?:the |that |this |our |my )?[\w' -]+? ['‘\"“](?P<obj>[^'’\"”]+)['’\"”]"
            r"(?: while we talk|while we're talking|while we chat|for now|for this chat|in this chat|"
            r"for the rest of (?:this|the) (?:chat|conversation|thread))?[.!]*$"
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "en.honestly_would_all_day",
        # "Honestly I'd write Rust all day if they let me": what one would pick is a preference.
        en(
            r"^(?:(?:honestly|frankly|tbh|truth be told),? )?i(?:'d| would) (?:happily )?(?:write|use|code in|work in) "
            rf"(?P<obj>{LANGUAGE_NAMES}|{NAMED_TOOL}) (?:all day|every day|forever)"
            r" if (?:they|you|anyone|i could|i was|i were|work|my boss)\b.*[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
]
