"""English patterns for the facts of a firm or a trade said in shapes parts 22 and 23 showed the rules did not know
(round 19, issue #25): a kind of work said to go into or sit on a tool ("Tickets go into X and the code sits on
Y"), clients said as "mostly" some kinds ("Our regulars are mostly … and …", "Most of our customers are …"), goods
after "does" or "what we sell is", the sprint's length, the on-call share ("one week in seven"), a release every so
many weeks, the team's name said with "we're" or "call themselves", an event the team holds by its name, the
workplace's town after the workplace, and a like, a dislike or an allergy said first, before a dash or a comma.
Read before every other English pattern."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import COUNT as _COUNT
from teams.extraction._words_en import NAMED_TOOL
from teams.extraction._words_en import TRAILING_ASIDE as _ASIDE

# A person's, a team's or a place's name: capitalised words, double-barrelled allowed.
_NAME = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# A team's name, with its "the" ("the Moorhens").
_TEAM = rf"(?:the )?{_NAME}"
# A kind of the team's work or records, as the subject of where it goes ("Tickets", "the code", "Shopping lists").
# A word of a kind of work, not of a person or of what someone says ("My friend says she lives in Porto").
_THING_WORD = (
    r"(?!(?:says|said|she|he|they|who|that|family|mum|dad|parents|friends?|sister|brother|wife|husband|partner|son|"
    r"daughter|kids|folks|people)\b)[\w-]+"
)
_THINGS = rf"{_THING_WORD}(?: {_THING_WORD}){{0,3}}?"
# Not a person ("I live in Frome" is where one lives) nor a note's lead-in ("Remember that our notes go in …").
_WORK = (
    r"(?!(?:i|we|you|they|he|she|it|my|remember|note|please|just)\b)"
    rf"(?:the |our |all (?:the |our )?)?(?P<work>{_THING_WORD}(?: {_THING_WORD}){{0,4}}?)"
)
# "go in" alone is left out: "Remember that our retro notes go in Confluence" is labelled a note (part 2).
_GOES = r"(?:go into|goes into|sits?|lives?|runs?|gets? logged|are kept|is kept)"
_OWN_GOES = r"(?:go|goes|sits?|lives?|are kept|is kept)"
# After the tool: where it is used or that it is the same as before ("on my phone", "as well", "these days").
_TOOL_TAIL = r"(?: as well| too| these days| now| nowadays)?"
# One's own device: "Shopping lists go in Basketly on my phone" is the speaker's tool.
_MY_DEVICE = r" on my (?:phone|laptop|tablet|computer|mac|pc)"
# Goods said as a list of at least three (one noun phrase of up to four words each): "flying displays, hawk walks
# and owl experience mornings". A shorter object after "does" is more often a task ("we do standup at …").
_GOOD = r"[\w'-]+(?: [\w'-]+){0,3}"
_THREE_GOODS = rf"{_GOOD}(?:, {_GOOD})+,? and {_GOOD}"

FIRM_PATTERNS = [
    Pattern(
        "en.ditched_it_and_use",
        # "…; we ditched it and use Lockroster now": the old way ended (said before), the tool used now.
        en(
            r"^(?:we )?(?:ditched|dropped|binned|scrapped|got rid of) (?:it|that|them)(?: and (?:now )?(?:use|went to|"
            # "…; binned it, it's all in Quoteling now".
            r"moved to|switched to)|, (?:it's|everything's|it is) all (?:in|on)) "
            rf"(?P<obj>{NAMED_TOOL})(?: now| instead| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.used_to_go_in",
        # "Jobs used to go in a diary on the dashboard", "We used to quote off a spreadsheet": a kind of the
        # team's work kept in something before is that thing ended (what replaced it is said after).
        en(
            r"^(?:(?!i\b)[\w-]+(?: [\w-]+){0,2} used to (?:go|be kept|be logged|live) (?:in|on)|"
            r"we used to [\w-]+ (?:off|from|on|in)) (?:a|an|the|our) (?:[\w-]+ )?(?P<obj>(?:paper )?[\w-]+?)"
            r"(?: (?:on|by|at|in) the [\w-]+)?[.!]*$"
        ),
        "USES",
        0.75,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.names_then_nickname",
        # "name's Perpetua Oyelaran-Whitcombe, people call me Pet", "full name's …, though the team calls me …":
        # the full name, then what one is called for short (an aside).
        en(rf"^(?:my )?(?:full )?name's (?P<obj>{_NAME})(?:,.*| but .*| though .*)?[.!]*$"),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "en.live_out_in",
        # "i live out in Woodbridge and cycle in when it's dry", "I live over in Nairn and drive in …".
        en(rf"^i live (?:out|over|up|down|just outside|round) (?:in|near|by) (?P<obj>{_NAME})(?: and .*|,.*)?[.!]*$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.in_from_till",
        # "usually in from 8:15 till 4:45, bar school-run days": the hours one is in (at work).
        en(
            r"^(?:i'm )?(?:usually |normally |mostly )?in from (?P<obj>\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)? "
            r"(?:till|until|to) \d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)(?:,.*)?[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
        object_type="WorkingHours",
    ),
    Pattern(
        "en.the_business_is",
        # "The business is Keyhaven Locks, just me and my nephew": one's own business by its name.
        en(rf"^(?:the|my) (?:business|firm|company|shop)(?:'s| is) (?P<obj>{_NAME}),? (?:just|only) me\b.*[.!]*$"),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "en.deleted_dont_use",
        # "Deleted Pinglet, I don't use it for reminders any more": a tool deleted, then no longer used.
        en(
            rf"^(?:i )?(?:deleted|uninstalled|binned|cancel+ed) (?P<obj>{NAMED_TOOL}),? i (?:don't|do not) use it"
            r"(?: for [\w ]{2,20}?)? any ?more[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.keen_hobbyist",
        # "I'm a keen orienteer, most Sundays …", "Bit of a fell runner at weekends": what one is as a pastime.
        en(
            # "I'm a big fan, living in hope" is no pastime: a fan of nothing named is left alone.
            r"^(?:i'm (?:a|an) (?:keen|avid|mad|lifelong|passionate) |(?:i'm )?(?:a )?bit of an? )"
            r"(?!fan\b)(?P<obj>[\w-]+(?: [\w-]+)?)(?: at weekends| on weekends| on the side)?(?:,.*)?[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.own_work_goes_into_tool",
        # "Shopping lists go in Basketly on my phone", "My notes live in Zettly": one's own kind of records.
        en(
            rf"^(?:(?:my )?{_THINGS} {_OWN_GOES} (?:in|into|on) (?P<obj>{NAMED_TOOL}){_MY_DEVICE}|"
            rf"my {_THINGS} {_OWN_GOES} (?:in|into|on) (?P<span>{NAMED_TOOL}){_TOOL_TAIL})"
            r"(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.work_goes_into_tool",
        # "Tickets go into Thistlequeue and the code sits on Gitstorm", "The repo … lives in Quillgate as well",
        # "Our support queue runs through Tidemark, and …": where a kind of work goes is the tool the team uses.
        en(
            rf"^{_WORK} {_GOES}(?: in| on| through)? (?P<obj>{NAMED_TOOL}){_TOOL_TAIL}"
            rf"(?:,? and (?:the |our )?[\w-]+(?: [\w-]+){{0,3}}? {_GOES}(?: in| on| through)? "
            rf"(?P<second>{NAMED_TOOL}){_TOOL_TAIL})?(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.keep_work_in_tool",
        # "we keep the stock list in Bitsandkeys, the van …", "I keep my recipes in Pantrylog these days".
        en(
            r"^(?P<topic>i|we) keep (?:my|our|the|all (?:my|our|the)) [\w-]+(?: [\w-]+){0,3}? (?:in|on) "
            rf"(?P<obj>{NAMED_TOOL}){_TOOL_TAIL}(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.clients_mostly",
        # "Our regulars are mostly farm collies and retired greyhounds", "Our customers are mostly … and …",
        # "Most of our customers are small care-home groups in the Highlands": where they are is no client.
        en(
            r"^(?:(?:our|my) (?:customers|clients|regulars|punters|users) (?:are|tend to be) "
            r"(?:mostly|mainly|largely) |"
            r"most of (?:our|my) (?:customers|clients|regulars|punters|users) are )"
            r"(?P<obj>[\w'-]+(?: [\w'-]+){0,4}?(?:,? and [\w'-]+(?: [\w'-]+){0,4}?)?)"
            r"(?: in (?:the )?(?-i:[A-Z]).*| round here| nearby| locally)?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "en.what_we_sell_is",
        # "What we sell is crew timesheet apps and a site-induction add-on".
        en(r"^what (?:we|the (?:firm|shop|business|company)) sells? (?:is|are) (?P<obj>.+?)[.!]*$"),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.does_three_goods",
        # "We do flying displays, hawk walks and owl experience mornings", "The van does full grooms, …",
        # "Gildlane does hand-lettered shop fascias, …": what a business does, listed, is what it sells.
        en(
            r"^(?:we do|(?:the|our) (?:van|shop|stall|studio|workshop|firm|business|company|salon|yard|centre) does|"
            rf"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){{0,3}}) does) (?P<obj>{_THREE_GOODS})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.named_sells_too",
        # "Cleveland Raptor Days sells gift vouchers too - is that …": a business by its name sells it as well.
        en(
            r"^(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,3}) (?:also )?sells (?P<obj>[\w'-]+(?: [\w'-]+){0,3}?) "
            r"(?:too|as well)(?:\s*[-–—,].*)?[.!?]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.sprint_length_is",
        # "sprints are thirteen working days here, don't ask", "sprint length here is eleven working days - odd".
        en(
            r"^(?:our )?(?:sprints (?:are|last|run)|sprint length(?: here)? is|a sprint (?:is|lasts|runs)) "
            rf"(?P<obj>{_COUNT} (?:working |calendar )?(?:days|weeks))(?: long)?(?: here)?{_ASIDE}$"
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.on_call_one_in",
        # "I'm on call one week in seven, pager and all": one's share of the team's rota.
        en(
            rf"^i'm on call (?P<obj>one (?:week|weekend|night|day) in {_COUNT}){_ASIDE}$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.release_every_weeks",
        # "We push a release every three weeks, usually Thursday lunchtime", "we ship once a fortnight, …", "We
        # release every Tuesday, like clockwork", "We ship a release every month": how often the team releases is
        # its cadence (part 2's two habits of this shape were relabelled so, as every part since labels it).
        en(
            r"^we (?:push|ship|cut|put out|do|release)(?: (?:a|our) (?:new )?releases?)? "
            rf"(?P<obj>every (?:(?:{_COUNT}|other|second|third) )?(?:weeks?|months?|fortnight|quarter|sprint|"
            r"(?:mon|tues|wednes|thurs|fri)day)|once a (?:fortnight|month|week)|"
            r"fortnightly)(?:,.*)?[.!]*$"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_are_the_team",
        # "We're the Moorhens - the test automation crew": the team's name, then what it is.
        en(
            rf"^we're (?P<obj>the {_NAME})\s*[-–—,]\s*(?:the|a|our) [\w -]{{2,40}}?"
            r"(?:crew|team|squad|group|lot|gang|unit)[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.team_im_on_is",
        # "The team I'm on is the Capercaillies; we look after …".
        en(rf"^the (?:team|squad|crew) i'm (?:on|in|part of) is (?P<obj>{_TEAM}){_ASIDE}$"),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.call_themselves",
        # "The weekend handlers call themselves the Jesses": a group of the team by the name it gives itself.
        en(
            # Any group said in the plural ("the night porters") or by a word for a group ("our crew").
            r"^(?:the|our) (?:[\w-]+ ){0,2}(?:[\w-]+s|staff|crew|team|folk|lot) call themselves "
            rf"(?P<obj>{_TEAM}){_ASIDE}$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.every_so_often_we_run_named",
        # "Once a quarter we run a Bug Bash Breakfast with the support desk", "Every December the locksmiths round
        # here do a Lock Picking Social at the pub": how often, then an event by its capitalised name.
        en(
            r"^(?:once a (?:week|month|quarter|year)|every (?:other )?(?:\w+))"
            r",? (?:we|the [\w -]{2,30}?) (?:run|hold|do|have|throw|host|put on) (?:a|an|our|the) "
            r"(?P<obj>(?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*){1,4}))(?: (?:with|at|for|in) .*)?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.we_call_it_named",
        # "Once a month we open the workshop to the public - we call it Letter Day".
        en(
            r"^(?:once a (?:week|month|quarter|year)|every (?:other )?\w+),? we [\w' -]{4,60}?\s*[-–—,;]\s*"
            r"we call it (?P<obj>(?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,4}))[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.workplace_then_town",
        # "I'm a falconer at Cleveland Raptor Days, out near Guisborough", "… at Gildlane Signs in Hexham - …",
        # "… at Sudsy Paws Mobile, a van outfit based in Ludlow": the workplace's town, after it.
        en(
            r"^i'm (?:a|an|the) (?P<obj>(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}) at "
            rf"(?P<org>{_NAME})(?:,? (?:out |just )?(?:near|outside|in)|, (?:a|an) [\w -]{{2,30}}? based in| in) "
            rf"(?P<place>{_NAME}){_ASIDE}$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.allergy_first",
        # "Brass swarf - I'm allergic, hands come up …", "Turpentine - I'm allergic, so …".
        en(r"^(?P<obj>[\w'-]+(?: [\w'-]+){0,3}?)\s*[-–—]\s*i'm (?:badly |very |quite |really )?allergic(?:,.*)?[.!]*$"),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.dislike_first",
        # "Bagpipes on the radio - can't stand them", "Celery in soup, honestly I hate it": the thing said first.
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+){0,3}?)(?: (?:on|in) (?:the )?[\w-]+)?\s*[-–—,]\s*"
            r"(?:honestly |really |frankly )?"
            r"(?:i )?(?:can't stand|hate|loathe|detest|can't abide) (?:it|them)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.best_thing_on",
        # "Damson jam is the best thing on toast, fight me", "Rhubarb gin is my drink of choice".
        en(
            r"^(?P<obj>(?-i:[A-Z])[\w'-]*(?: [\w'-]+){0,3}?) is (?:the best thing (?:on|in|with|since) [\w ]{2,20}?|"
            r"my [\w]+ of choice)(?:,.*)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
]
