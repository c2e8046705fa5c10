"""English patterns for facts of a firm, a team or a person said in clipped or joined shapes part 24 showed the
rules did not know (round 21, issue #25): a key and its value ("sprint length: seven working days"), a rule after
"Policy here -", a tool said with "only, when I get to choose", a second kind of work with its verb left out ("Docs
live in X and designs in Y"), a correction said as "X isn't Y any more - it's Z", where a firm rents its floors, the
team's name with "we're called", a role one has "been made", a trade then its town after an aside, a business's
name and its town before what it does, a second language after "with my gran", and one's pastime or hours of the
day said as what one is ("a dedicated birdwatcher", "a night owl"). Read before every other English pattern."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import COUNT as _COUNT
from teams.extraction._words_en import LANGUAGE_NAMES, NAMED_TOOL
from teams.extraction._words_en import TITLED_NAME as _NAME
from teams.extraction._words_en import TRAILING_ASIDE as _ASIDE

# A language by its known name or capitalised ("Scots Gaelic", "Faroese": not every language is in the word lists).
_LANGUAGE = rf"(?:{LANGUAGE_NAMES}|(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?))"

# A kind of the team's work or records ("Docs", "Release notes", "alerts"): not a person, nor a pronoun.
_WORK_WORD = (
    r"(?!(?:i|we|you|they|he|she|it|my|remember|note|please|just|kids|children|family|friends|parents|people|"
    r"folks|mum|dad|son|daughter|wife|husband|partner)\b)[\w-]+"
)
_WORK = rf"(?:the |our |all (?:the |our )?)?{_WORK_WORD}(?: {_WORK_WORD}){{0,2}}?"
# Goods said as a list of at least three: "raw heather honey, beeswax candles and mead".
_GOOD = r"[\w'-]+(?: [\w'-]+){0,3}"
_THREE_GOODS = rf"{_GOOD}(?:, {_GOOD})+,? and {_GOOD}"
# What software a firm makes: "lesson-booking software", "a theory-test app" (not "time for the kids").
_SOFTWARE = (
    r"[\w'-]+(?: [\w'-]+){0,3}? (?:software|apps?|tools?|platforms?|systems?|plugins?|plug-ins?|add-ons?|games?|"
    r"websites?|sites?|kits?|sdks?|apis?)"
)
# Premises a firm takes: "two floors of an old maltings", "a unit", "the top floor".
_PREMISES = (
    r"(?:[\w-]+ ){0,3}?(?:floors?|units?|offices?|rooms?|desks|space|premises|a corner|an arch|a barn|a shopfront|"
    r"a lock-up|a workshop|a warehouse|a studio)(?: (?:of|in|at) (?:a|an|the) [\w' -]{2,30}?)?"
)

CLIPPED_PATTERNS = [
    Pattern(
        "en.role_at_org_we_make",
        # "I'm a backend dev at Brindlecote - we make lesson-booking software for driving instructors": a role at a
        # firm, then what the firm makes (who it is for left out: they are its clients, said loosely).
        en(
            rf"^i'm (?:a|an) (?P<obj>[\w-]+(?: [\w-]+){{0,2}}) at (?P<org>{_NAME})\s*[-–—;,]\s*"
            # "we build practice software for …" is what the team works on, not labelled as goods (parts 21 and
            # 23); "we make …" is (part 24), as "we make and sell …" is in every part.
            rf"we (?:make|sell|make and sell) (?P<goods>{_SOFTWARE})(?: for .*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("goods", "SELLS", "Product")),
    ),
    Pattern(
        "en.we_make_software_for",
        # "We make lesson-booking software for driving instructors", "We make rota apps for care homes".
        en(rf"^we (?:make|make and sell) (?P<obj>{_SOFTWARE}) for .*[.!]*$"),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.firm_rents_premises_in",
        # "Brindlecote rents two floors of an old maltings in Lincoln": where a firm's premises are is its town.
        en(
            rf"^(?P<org>{_NAME}) (?:rents|leases|occupies|takes|has) {_PREMISES} (?:in|near|outside|just outside) "
            rf"(?P<obj>{_NAME}){_ASIDE}$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.isnt_any_more_its",
        # "Sorry, CI isn't Gullrunner any more - it's Kestrelbuild since the migration": a kind of work's tool
        # corrected, the old one replaced.
        en(
            rf"^(?:sorry,? |actually,? )?{_WORK} (?:isn't|is not|aren't|are not) (?:on |in )?(?P<wrong>{NAMED_TOOL}) "
            rf"any ?more\s*[-–—,;]\s*(?:it's|it is|they're|they are|it's on|we're on|we use) (?:on |in )?"
            rf"(?P<obj>{NAMED_TOOL})(?: now| these days| since .*| after .*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.sprint_length_key",
        # "sprint length: seven working days", "sprints: two weeks": a key and its value, as in a profile.
        en(
            rf"^(?:sprint length|sprint|sprints)\s*[:=-]\s*(?P<obj>{_COUNT} (?:working |calendar )?(?:days|weeks))"
            rf"{_ASIDE}$"
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.were_called_team",
        # "We're called the Lapwings, the payments squad", "We call ourselves the Gannets"; bare "we're" only
        # with what the team is after it ("We're the Lamplighters, the infra squad - don't ask why").
        en(
            rf"^(?:we're called|we are called|we call ourselves|(?P<bare>we're)) (?P<obj>the {_NAME})"
            r"(?:\s*[-–—,]\s*(?:the|a|our) [\w -]{2,40}?(?:crew|team|squad|group|lot|gang|unit)"
            # "We're the Lamplighters, the infra squad - don't ask why": an aside after what the team is.
            r"(?:\s*[-–—,;]\s*.*)?|(?(bare)(?!)))[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    policy(
        "en.policy_here_dash",
        # "Policy here - no customer data in screenshots, ever": a rule after "policy" and a dash, "ever" an aside.
        en(
            r"^(?:our |the )?policy(?: here| on our team| for us)?\s*[-–—:]\s*(?P<obj>.+?)"
            r"(?:,\s*(?:ever|always|no exceptions|full stop|period|end of))?[.!]*$"
        ),
    ),
    Pattern(
        "en.group_are_called_team",
        # "The weekend walk leaders are called the Halter Crew": a group of people of the team by its name (people
        # only: "the servers are called …" names things).
        en(
            r"^(?:the|our) (?:[\w-]+ ){0,3}(?:leaders|engineers|devs|developers|testers|designers|handlers|porters|"
            r"volunteers|drivers|ringers|staff|folk|crew|squad|lot|guides|instructors|walkers|riders|pickers|"
            rf"packers|cooks|chefs|nurses|carers|techs|technicians) are (?:called|known as) (?P<obj>the {_NAME})"
            r"[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.timezone_aside",
        # "Timezone: Faroe time, long story", "Timezone's Chuuk time - long story", "Timezone is Tahiti time,
        # don't ask": the zone, then an aside.
        en(
            r"^(?:my )?time ?zone(?:'s| is|:)\s*(?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?) time)\s*[-–—,]\s*"
            r"(?:long story|don't ask|honestly|really|yes,? really|i know|before you ask)[.!]*$"
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "en.everything_in_when_choice",
        # "I write everything in Elixir when I get the choice, Java when I don't": what one picks given the choice.
        en(
            rf"^i (?:write|code|build|do) (?:everything|it all|most things|anything) in (?P<obj>{NAMED_TOOL}) "
            r"(?:when|if|whenever) i (?:get|have) (?:the|a) (?:choice|say)(?:,.*)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.do_work_at_named_in",
        # "I do payroll at Fenwick & Adjei-Lowther, a small bureau in Darlington": one's work at a named place,
        # what it is and its town.
        en(
            rf"^i do [\w -]{{2,30}}? at (?P<obj>{_NAME}),? (?:a|an) [\w' -]{{2,40}}? (?:in|near|outside|based in) "
            rf"(?P<place>{_NAME}){_ASIDE}$"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.role_at_org_its_out_of",
        # "I'm a fishmonger at Eden Valley Fish - it's a van business out of Appleby": the workplace's town.
        en(
            rf"^i'm (?:a|an|the) (?P<obj>(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){{0,2}}) at (?P<org>{_NAME})"
            r"\s*[-–—,;]\s*(?:it's|it is|we're|we are) (?:a|an) [\w' -]{2,40}? (?:out of|based in|in|near) "
            rf"(?P<place>{_NAME}){_ASIDE}$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.premises_sells_goods_aside",
        # "The van sells dressed crab, smoked haddock and potted shrimps, mostly to the villages".
        en(
            r"^(?:the|our) (?:van|shop|stall|studio|workshop|firm|business|company|yard|bakery|farm|kiosk|cart) "
            rf"sells (?P<obj>{_THREE_GOODS}),\s*(?:mostly|mainly|largely|usually) .*[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.goods_thats_the_catalogue",
        # "Lever harps, harp cases and replacement strings - that's the shop's whole catalogue".
        en(
            rf"^(?P<obj>{_THREE_GOODS})\s*[-–—,]\s*that's (?:the|our) (?:(?:shop|firm|business|stall|company)'s )?"
            r"(?:whole |entire |full )?(?:catalogue|range|line-up|lineup|menu|stock|offer)[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.trade_mostly_work_round_town",
        # "I'm a locksmith, mostly lockouts and uPVC door mechanisms round Whitby": a trade, its work, its town.
        en(
            r"^i'm (?:a|an) (?P<obj>[\w-]+(?: [\w-]+)?),\s*(?:mostly|mainly|largely) [^,;]{2,60}? "
            rf"(?:round|around|near|in and around) (?P<place>{_NAME})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "en.clients_are_mainly",
        # "Clients are mainly independent driving instructors and a few motorcycle schools": clients said bare.
        en(
            r"^(?:(?:our|my|the) )?(?:customers|clients|regulars|users) are (?:mainly|mostly|largely|chiefly) "
            r"(?P<obj>[\w'-]+(?: [\w'-]+){0,4}?,? and (?:a few |some |the odd |a handful of )?"
            r"[\w'-]+(?: [\w'-]+){0,3}?)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "en.work_goes_to_tool_now",
        # "alerts go to Hootline now" (after what was ditched): where a kind of work goes now is the tool used.
        en(
            rf"^{_WORK} (?:go|goes|get sent|are sent|get posted) (?:to|into) (?P<obj>{NAMED_TOOL}) "
            r"(?:now|these days)[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.work_in_tool_and_work_in_tool",
        # "Docs live in Outline and designs in Penpot, for the record": the second verb left out.
        en(
            rf"^{_WORK} (?:live|lives|sit|sits|go|goes|are kept|is kept) (?:in|on) (?P<obj>{NAMED_TOOL}),? and "
            rf"{_WORK} (?:in|on) (?P<second>{NAMED_TOOL}){_ASIDE}$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.work_goes_out_in_tool",
        # "Release notes go out in Buttondown to every instructor, and our status page is on Instatus".
        en(
            rf"^{_WORK} (?:go out|get sent out|are sent out) (?:in|via|through|with|on) (?P<obj>{NAMED_TOOL})"
            r"(?: to [\w' -]{2,30}?)?"
            r"(?:,? and (?:the |our )?[\w-]+(?: [\w-]+){0,2} (?:is|are|lives|sits) (?:on|in) "
            rf"(?P<second>{NAMED_TOOL}))?"
            r"[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.records_are_on_tool",
        # "our status page is on Instatus" (after "and", a clause of its own): a kind of the team's software work
        # said to be on a tool. A closed list: "our office is in Leeds" is a place, not a tool.
        en(
            r"^(?:the|our) (?:status page|docs|documentation|wiki|repo|repos|code|backlog|roadmap|designs|tickets|"
            r"builds|ci|alerts|runbooks|changelog|newsletter|help centre|help center|knowledge base) (?:is|are|lives?) "
            rf"(?:on|in|hosted on) (?P<obj>{NAMED_TOOL})(?: now| these days)?{_ASIDE}$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.only_when_i_choose",
        # "Elixir only, nothing else, when I get to choose": what one picks given the choice.
        en(
            rf"^(?P<obj>{NAMED_TOOL}) only(?:,? nothing else)?,? (?:when|if|whenever) i (?:get to |can )?"
            r"(?:choose|pick|decide|have the choice|get the choice)[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.been_made_role",
        # "Also I've just been made the accessibility champion for the web app", "I'm also the fire warden for
        # the second floor": a role one has been given, what it is for left out.
        en(
            r"^(?:also,? )?(?:i've (?:just |recently )?been (?:made|appointed|named|voted)|i'm also) (?:the|a|an|our) "
            r"(?P<obj>[\w-]+(?: [\w-]+){0,2}?(?: champion| lead| warden| rep| representative| officer| steward| "
            r"coordinator| owner| buddy| mentor| manager| captain| first-aider))(?: (?:for|on|of) .*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.trade_aside_town",
        # "I'm a farrier - hot shoeing mostly - around Hay-on-Wye": a trade, what of it, then where one works.
        en(
            r"^i'm (?:a|an) (?P<obj>[\w-]+(?: [\w-]+)?)\s*[-–—]\s*[^-–—]{2,40}?\s*[-–—]\s*"
            rf"(?:around|round|near|in|based in|out near|out of) (?P<place>{_NAME})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "en.premises_is_named_outside",
        # "The forge is Anvil & Rasp, on a farm lane outside Clyro": one's workplace by its name, then its town.
        en(
            r"^(?:the|my|our) (?:forge|shop|workshop|studio|yard|firm|business|company|practice|salon|bakery|"
            rf"garage|surgery|kitchen|café|cafe|nursery|farm) is (?P<obj>{_NAME}),? (?:on|in|at|up|down|off) "
            rf"[\w' -]{{2,40}}? (?:outside|near|in|just outside|above|below) (?P<place>{_NAME}){_ASIDE}$"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.allergic_bare_first",
        # "Hoof oil fumes - allergic, I wear a mask": the thing first, "allergic" bare after the dash.
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+){0,3}?)\s*[-–—]\s*(?:very |badly |quite |properly )?allergic"
            # "Hammer felt dust - allergic to it, mask on all day".
            r"(?: to (?:it|them|the stuff|the lot))?(?:,.*)?[.!]*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.shop_i_help_at_does",
        # "The honey shop I help at, Combe & Comb in Malton, does raw heather honey, beeswax candles and mead":
        # the shop's town and its goods (where one only helps is no workplace in the labels).
        en(
            r"^the [\w -]{2,30}? i (?:help|help out|volunteer|work) (?:at|in), (?P<org>" + _NAME + r") in "
            rf"(?P<place>{_NAME}), does (?P<obj>{_THREE_GOODS})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.speaks_with_and_a_bit",
        # "I speak Scots Gaelic with my gran and a bit of Faroese": the second language after who one speaks with.
        en(
            rf"^i speak (?P<obj>{_LANGUAGE}) with (?:my|our|the) [\w' -]{{2,20}}? and "
            rf"(?:a bit of|a little|some|bits of|a smattering of) (?P<second>{_LANGUAGE})"
            # "… and some Luxembourgish from work": where the second was picked up, an aside.
            r"(?: (?:from|at|for) [\w' ]{2,20}?)?[.!]*$"
        ),
        "SPEAKS",
        0.8,
        object_type="Language",
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "en.dedicated_hobbyist",
        # "I'm a dedicated birdwatcher, out on the Wolds most weekends": what one is as a pastime (not a role).
        en(
            r"^i'm (?:a|an) (?:dedicated|devoted|committed|obsessive|hopeless|lifelong|enthusiastic) "
            r"(?!fan\b)(?P<obj>[\w-]+(?:er|ist|or|ian|ee))(?:,.*| at weekends| on weekends)?[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.lapsed_diet",
        # "I'm a lapsed vegan, so don't judge the bacon rolls": a diet one keeps (or once kept) is what one is.
        en(
            r"^i'm (?:a|an) (?P<obj>(?:lapsed |strict |part-time |former |recovering )?"
            r"(?:vegan|vegetarian|pescatarian|veggie|flexitarian|teetotaller|teetotaler))(?:,.*)?[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.tastes_like_hate",
        # "Coriander tastes like soap to me, hate the stuff".
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+){0,2}?) tastes? like [\w' ]{2,20}?(?: to me)?,\s*(?:i )?"
            r"(?:hate|loathe|can't stand|detest) (?:it|the stuff|them)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.prefer_over_these_days",
        # "Quiet week: I prefer tea over coffee these days, by the way" (the scene before the colon is cut).
        en(
            r"^i (?:much |really )?prefer (?P<obj>[\w'-]+(?: [\w'-]+)?) (?:over|to) [\w'-]+(?: [\w'-]+)? "
            r"(?:these days|nowadays|now)(?:,.*)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.name_then_role",
        # "I'm Cadie, QA-turned-dev, working remotely on Thursdays": a name, then what one is.
        en(
            # Only a career said with "-turned-": "I'm Hana, an ML engineer at Vercel" is read whole by a later
            # pattern (name, role and workplace).
            r"^i'm (?P<obj>(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)),\s*(?:a |an )?[\w]+-turned-[\w-]+\b.*[.!]*$"
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "en.night_owl",
        # "i'm a night owl, work best after 9pm": when in the day one works best is what one is.
        en(
            r"^i'm (?:a|an|such a|a real|a total) (?P<obj>night owl|early bird|morning person|night person)"
            r"(?:,.*)?[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
]
