"""English patterns for the varied shapes part 25 showed the rules did not know (round 22, issue #25): a fact with
an aside after a dash or in brackets (the pipeline reads the clause again without it when the whole gives nothing,
`without_aside`), a bare thing then what one thinks of it in the next sentence ("Beetroot. Can't stand it",
"Jotling? Don't use it any more": `fronted_joined`), two kinds of work on two tools in one clause ("Bugs get filed
in X, builds run on Y", "… and the till is Y"), records that are gone or no longer kept ("The paper rota … is gone",
"We stopped keeping orders on the chalkboard; it's all in X now"), a tool said as "X is my editor", a key and its
value ("standup: 9:50", "tz: … time"), a named event after how often ("Once a sprint the whole team does a …"), a
role taken on, a trade then its work at a named shop in a town, a business one runs with someone, clients "plus" a
second kind, goods "besides" others, a second language after "with my dad", and one's pastime or diet
("an amateur astronomer", "I've been vegetarian for ten years"). Read before every other English pattern."""

import re

from teams.extraction._patterns import SELF, WE, Pattern, en, policy
from teams.extraction._patterns_en_creels import buyers_asked_joined
from teams.extraction._patterns_en_keyed import either_joined
from teams.extraction._patterns_en_recast import recast_joined
from teams.extraction._patterns_en_riders_after import asked_then_refused_joined
from teams.extraction._patterns_en_whitebait import asked_refused_with_rider_joined
from teams.extraction._sentences import Piece
from teams.extraction._words_en import COUNT as _COUNT
from teams.extraction._words_en import LANGUAGE_NAMES, NAMED_TOOL
from teams.extraction._words_en import TITLED_NAME as _NAME

_LANGUAGE = rf"(?:{LANGUAGE_NAMES}|(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?))"
# A kind of the team's work or records ("Bugs", "on-call swaps", "the till"): not a person, nor a pronoun.
_WORK_WORD = (
    r"(?!(?:i|we|you|they|he|she|it|my|remember|note|please|just|kids|children|family|friends|parents|people|"
    r"folks|mum|dad|son|daughter|wife|husband|partner)\b)[\w-]+"
)
_WORK = rf"(?:the |our |all (?:the |our )?)?{_WORK_WORD}(?: {_WORK_WORD}){{0,2}}?"
# How a kind of work is on a tool: "get filed in", "run on", "happen in", "come through".
# "go in" alone is left out: part 2 labels "Remember that our retro notes go in Confluence" a note (round 19).
_ON_TOOL = (
    r"(?:(?:(?:get|gets|are|is) (?:filed|logged|tracked|kept|raised|stored|booked|managed|written up|planned) "
    r"|runs? |lives? |sits? |happens? |comes? |are done |is done )(?:in|on|into|through|via)|"
    r"(?:go|goes) (?:into|through))"
)
_NOW = r"(?: now| these days| nowadays| as well| too)?"
# A second kind of work on its own tool: ", builds run on Y", " and the till is Y".
_SECOND_TOOL = rf"(?:,| and|, and) {_WORK} (?:{_ON_TOOL}|is|are) (?P<second>{NAMED_TOOL}){_NOW}"
_HOUR = r"(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)"
# Records kept by hand or in an old tool: "the paper rota on the kitchen wall", "the chalkboard".
_RECORDS = (
    r"(?:rota|board|chalkboard|whiteboard|diary|diaries|spreadsheet|ledger|notebook|book|calendar|list|tracker|"
    r"wall chart|planner|app|system|wiki|binder|folder|file|sheet)s?"
)
# Kinds of business that buy: "garden centres", "harbour trusts" (the last word says it is a kind of client).
_BUYERS = (
    r"[\w'-]+(?: [\w'-]+){0,3}? (?:centres|centers|shops|stores|cafés|cafes|restaurants|pubs|hotels|bars|"
    r"distilleries|breweries|wineries|garages|practices|surgeries|clinics|salons|bakeries|delis|galleries|councils|"
    r"operators|trusts|schools|clubs|farms|estates|charities|agencies|studios|florists|nurseries)"
)

ASIDE_PATTERNS = [
    Pattern(
        "en.amateur_hobbyist",
        # "I'm an amateur astronomer - clear nights I'm up on the hill": what one is as a pastime, not a role.
        en(r"^i'm (?:a|an) (?P<obj>amateur [\w-]+(?:er|ist|or|ian|ee))(?:\s*[-–—,;].*)?[.!]*$"),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.been_diet_for",
        # "I've been vegetarian for about ten years": a diet kept this long is what one is.
        en(
            r"^i've been (?:a |an )?(?P<obj>vegan|vegetarian|pescatarian|veggie|flexitarian|teetotal|teetotaller) "
            r"(?:for|since) .*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.standup_key",
        # "standup: 9:50, on a call because …": a key and its value, as in a profile; why after it is an aside.
        en(rf"^(?:daily )?stand-?up(?: time)?\s*[:=-]\s*(?P<obj>{_HOUR})(?:\s*[-–—,;(].*)?[.!]*$"),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tz_key",
        # "tz: Lord Howe Island time (long story …)": the zone, shortened as it is in a profile.
        en(r"^tz\s*[:=-]\s*(?P<obj>[\w' -]{2,40}? time)(?:\s*[-–—,;(].*)?[.!]*$"),
        "HAS_TIMEZONE",
        0.8,
    ),
    Pattern(
        "en.two_kinds_of_work_on_tools",
        # "Bugs get filed in Puffinboard, builds run on Tidecaster", "Bookings come through X and the till is Y",
        # "on-call swaps happen in Rotaloom now": where kinds of work go are the tools the team uses.
        en(rf"^{_WORK} {_ON_TOOL} (?P<obj>{NAMED_TOOL}){_NOW}(?:{_SECOND_TOOL})?[.!]*$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.we_log_everything_to",
        # "We log everything to Loglantern and the docs live in Bookstack": all of a kind of work on one tool.
        en(
            r"^we (?:log|send|push|put|keep|track|store|write|back up|ship) (?:everything|it all|all of it) "
            rf"(?:to|in|into|on) (?P<obj>{NAMED_TOOL}){_NOW}(?:{_SECOND_TOOL})?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.topic_wise_everything_into",
        # "Spending-wise, everything goes into Coinwise": one's own records of a kind kept in a tool.
        en(
            r"^[\w-]+-wise,? (?:everything|it all|all of it) (?:goes|go|lives|is) (?:in|into|on|through) "
            rf"(?P<obj>{NAMED_TOOL}){_NOW}[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.records_are_gone",
        # "The paper rota on the kitchen wall is gone": records kept a way that has ended (the team's).
        en(
            rf"^(?P<obj>(?:the|our) (?:[\w'-]+ ){{0,2}}{_RECORDS}(?: (?:on|in|by) the [\w' -]{{2,25}}?)?) "
            r"(?:is|are|has|have) (?:gone|been binned|been scrapped|been retired|retired|binned|history)"
            r"(?: now)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.stopped_keeping_on",
        # "We stopped keeping orders on the chalkboard": the old way of keeping records ended.
        en(
            r"^(?P<topic>we|i) (?:stopped|quit|gave up) (?:keeping|tracking|writing|logging|putting) "
            rf"[\w' -]{{2,30}}? (?:on|in) (?P<obj>(?:the|a|our|my) (?:[\w'-]+ ){{0,2}}{_RECORDS})[.!]*$"
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "en.its_all_in_now",
        # "…; it's all in Caskbook now": where the records are now, after the old way ended.
        en(rf"^it's all (?:in|on) (?P<obj>{NAMED_TOOL}) now[.!]*$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.fix_isnt_any_more_its",
        # "Small fix: CI isn't Tidecaster any more, it's Selkiebuild since the autumn": a kind of work's tool
        # corrected after a mark the framing keeps, the old one replaced.
        en(
            r"^(?:(?:small|quick|tiny) (?:fix|correction)\s*[:,-]\s*)"
            rf"{_WORK} (?:isn't|is not|aren't|are not) (?:on |in )?(?P<wrong>{NAMED_TOOL}) "
            r"any ?more\s*[-–—,;]\s*(?:it's|it is|they're|they are|it's on|we're on|we use) (?:on |in )?"
            rf"(?P<obj>{NAMED_TOOL})(?: now| these days| since .*| after .*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    policy(
        "en.we_never_ever",
        # "we don't touch e-bike motors, ever": a rule; "ever" after it only stresses it.
        en(r"^(?P<obj>we (?:don't|do not|never|won't) [\w' -]{3,60}?),? ever[.!]*$"),
    ),
    Pattern(
        "en.no_longer_using",
        # "No longer using Snoozly, the sleep tracker was making me anxious": a tool left, why after it.
        en(rf"^no longer using (?P<obj>{NAMED_TOOL})(?:\s*[-–—,;].*)?[.!]*$"),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.fronted_tool_dropped",
        # "Jotling, don't use it any more" (the pipeline joins "Jotling? Don't use it …"): a tool one left.
        en(rf"^(?P<obj>{NAMED_TOOL}),\s+(?:i )?(?:don't|do not) use it any ?more(?:,.*)?[.!]*$"),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.tool_is_my_kind",
        # "Helix is my editor these days": a tool said first, then which of one's tools it is.
        en(
            rf"^(?P<obj>{NAMED_TOOL}) is my (?:main |daily |go-to )?(?:editor|ide|terminal|shell|browser|"
            r"note-taking app|notes app|mail client|password manager|calendar|launcher|text editor)"
            r"(?: of choice)?(?: these days| now| at the moment| nowadays)?[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.if_up_to_me_only",
        # "If it were up to me: Haskell only, nothing else": what one prefers when one may choose.
        en(
            r"^(?:if it were up to me|if it was up to me|if i had my way|given the choice|left to myself)\s*[:,-]\s*"
            rf"(?P<obj>{_NAME}) only(?:,.*)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.office_above_on_the_town_front",
        # "Skerrywave's office is above a chandlery on the Oban waterfront": the town named before its front.
        en(
            rf"^(?:{_NAME}'s|our|the) (?:office|offices|workshop|shop|studio|unit|premises|yard|hq|base) "
            r"(?:is|are) (?:above|below|behind|beside|next to|opposite|under|over) [\w' -]{2,40}? on the "
            rf"(?P<obj>{_NAME}) (?:waterfront|harbour|harbourside|seafront|quayside|quay|docks|marina|riverside|"
            r"high street|market square)(?:,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.duty_comes_round",
        # "Pager duty comes round one week in six for me": the on-call share.
        en(
            r"^(?:pager|on-?call|support|night|weekend) (?:duty|rota|shifts?|cover) (?:comes|come) (?:a)?round "
            r"(?P<obj>one (?:week|weekend|night|shift) in (?:\d+|[\w-]+)|every [\w-]+ weeks)"
            r"(?: for me| for each of us)?[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    policy(
        "en.another_rule",
        # "Another one - every incident gets a written timeline within 48 hours": a second rule after the first.
        en(
            r"^(?:another one|another rule|one more rule|and another)\s*[-–—:]\s*"
            r"(?P<obj>(?:every|each|no|nobody|all) (?!(?:day|morning|evening|night|week|weekend)\b)"
            r"[\w'-]+ (?:[\w'-]+ ){0,2}?(?:gets|get|must|has to|have to|needs|need|goes|go)\b.+?)[.!]*$"
        ),
    ),
    Pattern(
        "en.line_manager_is",
        # "My line manager is Philippa Osei-Lindqvist": the manager said with "line" or "direct".
        en(rf"^my (?:line|direct) manager(?:'s| is) (?P<obj>{_NAME})(?:,.*)?[.!]*$"),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "en.besides_we_also_sell",
        # "Besides tickets we also sell a timetable widget that harbour websites embed": a second line of goods.
        en(
            r"^(?:besides|apart from|as well as|on top of|alongside) [\w' -]{2,30}?,? we (?:also )?(?:sell|make) "
            r"(?P<obj>(?:a |an )?[\w'-]+(?: [\w'-]+){0,3}?)(?: that .*| which .*| for .*)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.once_a_period_named_event",
        # "Once a sprint the whole team does a Kipper Retro over breakfast", "On the last Friday of the month we run
        # a Hoop Driving Open Day for visitors": an event by its name, after how often.
        en(
            r"^(?:(?:once|twice) a (?:sprint|week|month|quarter|term|season|year)|"
            r"on the (?:first|second|third|fourth|last) [\w-]+ of (?:the|each|every) (?:month|quarter|term)),? "
            r"(?:we|the (?:whole )?(?:team|crew|shop|office)|everyone) (?:does|do|runs?|holds?|has|have|hosts?) "
            r"(?:a|an|our|the) (?P<obj>(?-i:[A-Z][\w'-]*(?: [A-Z][\w'-]*){1,4})|"
            # "Twice a year we hold a Harp petting afternoon": a name begun capitalised, then its kind of event.
            r"(?-i:[A-Z])[\w'-]*(?: [\w'-]+){0,3}? (?:afternoon|evening|morning|night|day|session|lunch|breakfast|"
            r"supper|fair|quiz|social|walk|swim|race|party))\b(?: .*)?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.taken_on_role",
        # "Also I've taken on the incident commander role for the winter timetable": a role one has taken on.
        en(
            r"^(?:also,? )?i've (?:also )?(?:taken on|picked up|been given|taken over|stepped into) (?:the )?"
            r"(?P<obj>[\w-]+(?: [\w-]+){0,2}?) role\b.*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.trade_then_work_at_in",
        # "I'm a cooper - I make and mend casks at Stave & Hoop in Craigellachie": a trade, its work, the shop and
        # its town.
        en(
            r"^i'm (?:a|an) (?P<obj>[\w-]+(?: [\w-]+)?)\s*[-–—,;]\s*i (?:[\w-]+ and )?[\w-]+ [\w' -]{2,40}? "
            rf"at (?P<org>{_NAME}) (?:in|near|outside) (?P<place>{_NAME})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.role_at_in_thats_me",
        # "Lifeguard at Saltwash Lido in Marazion - that's me": a role, its workplace and town, said of oneself last.
        en(
            rf"^(?P<obj>[\w-]+(?: [\w-]+)?) at (?P<org>{_NAME})(?: (?:in|near|outside) (?P<place>{_NAME}))?"
            r"\s*[-–—,]\s*that's me[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.we_run_named_business_in",
        # "My partner and I run Calder Cycleworks, a little repair shop in Hebden Bridge": the business one runs
        # with someone, its kind and its town.
        en(
            # "I run the seed side of Larkbarrow Meadows, …": a part of the business one runs.
            r"^(?:my [\w-]+(?: [\w-]+)? and i|i) (?:run|own|co-own|have)(?: the [\w-]+ (?:side|end|half) of)? "
            rf"(?P<obj>{_NAME}),\s*(?:a|an|the) "
            rf"[\w' -]{{2,40}}? (?:in|near|outside|just outside) (?P<place>{_NAME})(?:,.*)?[.!]*$"
        ),
        "WORKS_AT",
        0.8,
        who=SELF,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.what_we_sell_colon",
        # "What we sell: rebuilt whisky casks, oak planters, and rain butts for gardens": goods after a colon.
        en(r"^what (?:we|the (?:firm|shop|business|company)) sells?\s*[:–—-]\s*(?P<obj>.+?)[.!]*$"),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.most_of_the_work_is_for",
        # "Most of the cask work is for Speyside distilleries": who most of the work is done for are the clients.
        en(
            r"^(?:most|much|the bulk|a lot) of (?:the |our )?(?:[\w-]+ )?(?:work|orders|trade|business|sales) "
            rf"(?:is|are|goes) (?:for|to) (?P<obj>{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.goods_go_to_buyers",
        # "planters go to garden centres": where a kind of goods goes, said of a kind of business, is a client.
        en(rf"^(?!the |my |our |kids |children )[\w-]+(?: [\w-]+)? go to (?P<obj>{_BUYERS})[.!]*$"),
        "HAS_CLIENTS",
        0.75,
        who=WE,
    ),
    Pattern(
        "en.clients_mostly_plus",
        # "Regulars are mostly canal-path commuters, plus the local audax club": a second kind after "plus".
        en(
            r"^(?:(?:our|my|the) )?(?:customers|clients|regulars|punters|users) are (?:mainly|mostly|largely) "
            r"(?P<obj>[\w'-]+(?: [\w'-]+){0,4}?),? plus (?P<second>(?:the |a few |some )?[\w'-]+(?: [\w'-]+){0,3}?)"
            r"[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.clients_key_two",
        # "Clients: Island ferry operators, and a couple of harbour trusts" (the pipeline reads "Who buys it? …"
        # so): two kinds of client after a key.
        en(
            r"^(?:clients|customers|buyers)\s*:\s*(?P<obj>[\w'-]+(?: [\w'-]+){0,3}?),? and "
            r"(?:a couple of |a few |some |the odd |a handful of )?(?P<second>[\w'-]+(?: [\w'-]+){0,3}?)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.speaks_with_and_from",
        # "I speak Manx with my dad, and Tagalog from my mum's side": two languages, each with whom.
        en(
            rf"^i speak (?P<obj>{_LANGUAGE}) (?:with|to) my [\w' -]{{2,20}}?,? and (?:some |a bit of |a little )?"
            rf"(?P<second>{_LANGUAGE}) (?:with|from|at|to) [\w' -]+[.!]*$"
        ),
        "SPEAKS",
        0.8,
        object_type="Language",
        also=(("second", "SPEAKS", "Language"),),
    ),
]

# An aside the speaker adds after the fact, in brackets or after a dash ("Our squad is the Guillemots (booking
# engine, mostly)", "name's … - Seun is fine"), or said inside the clause ("Cedar dust, of all things - …").
_BRACKETED = re.compile(r"\s*\([^()]*\)\s*(?=[.!]*\s*$)")
_DASHED = re.compile(r"\s+[-–—]\s+[^-–—]*$")
_INTERJECTED = re.compile(
    r",\s*(?:of all things|believe it or not|funnily enough|oddly enough|weirdly enough|ironically)(?=\s*[-–—,])",
    re.IGNORECASE,
)


def without_aside(text: str) -> str:
    """The clause without an aside in brackets, one interjected, or the last one after a dash ("" when it has
    none): the pipeline reads it again so when the whole clause gave nothing."""
    for aside in (_BRACKETED, _INTERJECTED, _DASHED):
        cut = aside.sub("", text, count=1)
        if cut != text and cut.strip():
            return cut
    return ""


# "Beetroot. Can't stand it", "Jotling? Don't use it any more": a thing said alone, then what one thinks of it or
# does with it in the next sentence (the mark becomes a comma, same length, so offsets hold).
_FRONTED_ALONE = re.compile(
    # "Olives. Absolutely not, can't stand the things." (round 24): a refusal first, "the things" for "them".
    r"(?:^|(?<=[.!?]\s))(?-i:[A-Z][\w'-]*(?: [\w'-]+){0,2})(?P<mark>[.?])(?=\s+"
    r"(?:(?:absolutely not|no way|nope|ugh|no chance),\s+)?(?:i )?(?:can't stand|don't use|"
    r"hate|never use|can't eat|don't eat|loathe)\b[^.?!]*\b(?:it|them|the things|the stuff)\b)",
    re.IGNORECASE,
)


# "Who buys it? Island ferry operators, and …": a question one asks oneself, then its answer, is a statement of who
# the clients are (written as a key of the same length or shorter, padded, so offsets hold).
_WHO_BUYS = re.compile(
    # "Customers? Mostly care homes, …" (round 24): the question said as its one word.
    r"(?:^|(?<=[.!?]\s))(?:who (?:buys|orders|uses)(?: it| them| our stuff| from us)?|who pays(?: us)?|"
    r"customers|clients)\?"
    r"(?=\s+(?-i:[A-Z]))",
    re.IGNORECASE,
)


# "Jotterfox? Gave up on it in March, …" (round 26): a tool named as a question, then left ("it"), is one statement.
_ASKED_THEN_LEFT = re.compile(
    r"(?:^|(?<=[.!?]\s))(?-i:[A-Z][\w.'-]*(?: [A-Z][\w'-]*){0,2})\?(?=\s+(?:i |i've )?(?:gave up on|given up on|"
    r"dropped|ditched|binned|stopped using|quit using|deleted|uninstalled) (?:it|that)\b)",
    re.IGNORECASE,
)
# "Marmite. No. Never." (round 26): a thing said alone, then refused in two words, is one statement. "Kohlrabi?
# Nope. Never again." (round 36): the same, the thing asked back.
_REFUSED_TWICE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?-i:[A-Z][\w'-]*(?: [\w'-]+){0,2})[.?]\s+(?:no|nope|nah)\.(?=\s+(?:never(?: again)?|"
    r"not ever|no way|"
    r"not a chance|absolutely not)[.!]*\s*$)",
    re.IGNORECASE,
)


def fronted_joined(text: str) -> str:
    """The text with a thing said alone joined to the sentence after it that says what one thinks of it, and a
    question of who buys joined to its answer."""
    text = _WHO_BUYS.sub(lambda m: "Clients:".ljust(len(m[0])), text)
    # "buyers? holiday cottage owners mainly, …" (round 42): the answer in lower case, read with its question.
    text = buyers_asked_joined(text)
    text = recast_joined(asked_then_refused_joined(text))
    # "Feijoas? nah, can't stand the gritty bits" (round 45): the food asked back, refused with a word more.
    text = asked_refused_with_rider_joined(text)
    text = _ASKED_THEN_LEFT.sub(lambda m: m[0][:-1] + ",", text)
    text = _REFUSED_TWICE.sub(lambda m: m[0].replace(".", ",").replace("?", ","), text)
    return either_joined(_FRONTED_ALONE.sub(lambda m: m[0][:-1] + ",", text))


# A summary of facts after a lead-in ("Quick summary of the team: the Guillemots, standup 9:50, …", "Shop facts for
# you: Calder Cycleworks, Hebden Bridge", "Seun here - SRE, Skerrywave, Oban office"): each item is a fact with its
# verb left out, read as the plain statement it stands for.
_SUMMARY_LEAD = re.compile(
    r"^(?:(?:quick|short|brief) )?(?:summary|rundown|recap|facts|details|info|the basics)"
    # "Quick recap so you have it: …" (round 30).
    r"(?: so you have it| for the record| for reference)?"
    r"(?: (?:of|on|about|for) (?P<whose>the team|our team|the squad|the crew|the shop|the business|me|us|you))?"
    r"(?: for you)?\s*:\s*|"
    # "To sum up: …" (round 32): the lead-in said as a verb.
    r"^(?:so,? )?(?:to sum up|to sum it up|summing up|to recap|in summary|in short|in brief|in a nutshell)\s*:\s*|"
    # "tl;dr me: Maeve | engineering lead | …", "me, in brief → name: Kirsty; job: …" (round 42): one's own profile
    # in one line, its items between bars or semicolons.
    # "stack-wise: tickets in Wharfquill, CI is Lunepipe, …", "toolchain, for the record: …" (round 42): the team's
    # tools, one item each.
    r"^(?:our |the )?(?:stack|toolchain|tooling|tools)(?:-wise)?(?:,? for the record)?\s*:\s*|"
    r"^(?P<me>tl;?dr(?: me| on me| about me)?\s*:|me,? in (?:brief|short|one line|a nutshell)\s*(?:→|->|:|-)|"
    # "the short version of me: …", "if you need the basics: …", "quick profile so you're not guessing: …" (round
    # 45): one's own profile, its items between commas or slashes.
    r"(?:the )?short version of me\s*:|if you need the basics\s*:|quick profile(?: so you're not guessing)?\s*:)\s*|"
    # "Team stuff, in short - …" (round 24): a dash ends the lead-in as a colon does.
    r"^(?P<team>team|squad|shop|business|firm|company) (?:facts|summary|details|info|stuff|things|notes)"
    r"(?: for you|,? in (?:short|brief|a nutshell))?\s*[:–—-]\s*|"
    # "Girth & Buckle in a nutshell: …", "Tick & Tally notes: …" (round 24): the business is named in the lead-in.
    rf"^(?P<business>{_NAME}) (?:in a nutshell|in short|notes|facts|basics|summary)\s*:\s*|"
    # "Policy here - …" names what follows, not the speaker.
    r"^(?!(?:policy|rule|rules|note|context|background|update|correction|reminder|fyi)\b)"
    rf"(?P<name>{_NAME}) here\s*[-–—:]\s*",
    re.IGNORECASE,
)
_ITEM_BREAK = re.compile(r"(?:,|\s[|/](?=\s)|;(?=\s))\s*(?:and\s+)?")
# Items, each turned into the statement it stands for ("{}" is the item's value).
_ITEMS = [
    (re.compile(rf"^(?P<v>{_NAME}) (?:office|branch|site|studio)$"), "Our office is in {}."),
    (re.compile(rf"^stand-?up (?:at |is )?(?P<v>{_HOUR})$", re.IGNORECASE), "standup: {}"),
    (
        re.compile(rf"^(?P<v>{_COUNT} (?:working |calendar )?(?:days|weeks)) (?:a|per) sprint$", re.IGNORECASE),
        "sprint length: {}",
    ),
    (re.compile(r"^(?:releases?|ship|we ship|deploys?) (?P<v>every [\w -]+)$", re.IGNORECASE), "We release {}."),
    # Round 24: "manager is Tobias", "on-call one week in seven", "bridles mainly", "X are the bread and butter",
    # "regulars are …", "repairs tracked in Horolog".
    (re.compile(rf"^(?:my |line )?manager(?: is|:)? (?P<v>{_NAME})$", re.IGNORECASE), "My manager is {}."),
    (re.compile(r"^on-?call (?P<v>(?:one|\d{1,2}) (?:week|weekend)s? in [\w-]+)$", re.IGNORECASE), "I'm on call {}."),
    (
        re.compile(
            r"^(?P<v>[\w' -]{2,40}?) (?:are|is) (?:the|our) (?:bread and butter|main line|best ?sellers?|speciality|"
            r"specialty)$",
            re.IGNORECASE,
        ),
        "We sell {}.",
    ),
    (
        re.compile(r"^(?:(?:our|the) )?(?:regulars|customers|clients) (?:are|:) (?P<v>[\w' -]+ and [\w' -]+)$", re.I),
        "Regulars are mostly {}.",
    ),
    (
        re.compile(rf"^[\w-]+(?: [\w-]+)? (?:tracked|kept|logged|booked|done) (?:in|on) (?P<v>{_NAME})$", re.I),
        "We use {}.",
    ),
    # "Tysties squad", "Skuaboard for tickets", "Wrenrun for CI" (round 30): the team by its name and kind, a tool by
    # the work kept in it.
    (re.compile(rf"^(?P<v>{_NAME}) (?:squad|team|crew|pod)$"), "Our team is {}."),
    # "living in Sabden" (round 32): where one lives.
    (re.compile(rf"^(?:living|I live|live|based) in (?P<v>{_NAME})$"), "I live in {}."),
    (
        re.compile(
            rf"^(?P<v>{_NAME}) for (?:tickets|ci|builds|chat|docs|dashboards|alerts|logs|deploys|planning|"
            r"invoices|invoicing|bookings|payroll|tasks|jobs|orders)$",
            re.IGNORECASE,
        ),
        "We use {}.",
    ),
    # "on the Choughs" (round 28): the team one is on.
    (re.compile(rf"^on (?P<v>the {_NAME})$"), "Our team is {}."),
    (re.compile(r"^(?P<v>(?-i:[A-Z]{2,5}))$"), "I'm an {}."),
    (
        re.compile(r"^(?P<v>[\w-]+ (?:engineer|developer|dev|designer|tester|analyst|lead))$", re.IGNORECASE),
        "I'm a {}.",
    ),
]


def summary_items(pieces: list[Piece]) -> list[Piece]:
    """The clauses, a summary's items each read as its own statement (other clauses as they are)."""
    read: list[Piece] = []
    summary: _Summary | None = None
    for piece in pieces:
        lead = _SUMMARY_LEAD.match(piece.text)
        if lead is None and summary is not None and _GOES_ON.match(piece.text):
            # "if you need the basics: I'm Bronwyn, …, on the Pademelons; standup 8:50, …" (round 45): the
            # summary goes on after a semicolon, its next clause opening with a team's key.
            items, offset = _ITEM_BREAK.split(piece.text), 0
        elif lead is None:
            read.append(piece)
            summary = None
            continue
        else:
            if lead["name"]:
                read.append(Piece(f"I'm {lead['name']}.", piece.start, piece.start + lead.end()))
            items = _ITEM_BREAK.split(piece.text[lead.end() :])
            summary = _Summary(lead, piece.text, items)
            offset = lead.end()
        for item in items:
            start = piece.start + piece.text.index(item, offset) if item else piece.start + offset
            offset = start - piece.start + len(item)
            read += summary.item_pieces(item.strip().rstrip(".!"), start, start + len(item))
    return read


class _Summary:
    """What one summary has said so far, which decides how its next bare item reads."""

    def __init__(self, lead: re.Match, text: str, items: list[str]) -> None:
        self.lead, self.text = lead, text
        self.team = _a_teams_summary(lead)
        self.business = bool(lead["business"])
        # A business named in the lead-in is the workplace: its first bare name is its town.
        self.named = 1 if self.business else 0
        self.person = not self.team and not lead["name"] and _opens_with_the_speakers_name(items)
        self.own: object = self.person  # truthy while the summary is the speaker's own
        self.lived = False

    def item_pieces(self, value: str, start: int, end: int) -> list[Piece]:
        """The statements one item is read as: the item's own last, any it implies before it."""
        extra: list[Piece] = []
        own = re.fullmatch(rf"(?:I'm |I am )?(?P<v>{_NAME})", value) if self.person else None
        if self.person:
            self.own = own
        if own:
            # "I'm Mo, QA at Thistlecode, …" (round 26): the name said with "I'm" is the speaker's too.
            statement, self.person = f"I'm {own['v']}.", False
        elif role_at := _ROLE_AT.match(value):
            # "backend dev and release manager at Bramblecote Digital" (round 32): two roles at one workplace.
            first, *more = role_at["role"].split(" and ")
            statement = f"I work at {role_at['org']} as a {first}."
            extra += [Piece(f"I'm a {role}.", start, end) for role in more]
            if role_at["place"]:
                extra.append(Piece(f"We're based in {role_at['place']}.", start, end))
        elif not self.team and not self.business and (org_in := _ORG_IN.fullmatch(value)):
            # "Quillwort Systems in Baltasound" (round 30): the workplace and its town.
            statement = f"I work at {org_in['org']}."
            extra.append(Piece(f"We're based in {org_in['place']}.", start, end))
        elif self.business and (mainly := _MAINLY.match(value)):
            statement = f"We sell {mainly['v']}."
        elif self._names_ones_team(value):
            statement = f"Our team is the {value}."
        else:
            statement = _statement_of(value, team=self.team, named=self.named)
        self.named += statement.startswith("I work at ")
        self.lived = self.lived or statement.startswith("I live in ")
        return [*extra, Piece(statement, start, end)]

    def _names_ones_team(self, value: str) -> bool:
        # "…, living in Sabden, Nightjars, …" (round 32): in one's own summary, with the workplace and home said, a
        # bare name in the plural is one's team; "Elowen, tech lead, Sorrelhatch, Polecats, standup 9:55, …" (round
        # 38): so it is with the team's standup or sprint said instead of the home.
        return bool(
            self.own
            and self.named
            and (self.lived or _TEAM_KEY.search(self.text))
            # "Blue Ducks" (round 45): a name of two words, the last in the plural.
            and re.fullmatch(r"(?-i:(?:[A-Z][a-z]+ )?[A-Z][a-z]+s)", value)
        )


def _a_teams_summary(lead: re.Match) -> bool:
    """Whether the summary's lead-in says it is the team's ("Team recap: …", "the squad, in short: …")."""
    return bool(lead["team"] and lead["team"].lower() in ("team", "squad")) or (lead["whose"] or "").lower() in (
        "the team",
        "our team",
        "the squad",
        "the crew",
    )


def _opens_with_the_speakers_name(items: list[str]) -> bool:
    """Whether a summary with no name in its lead-in names its speaker in its first item."""
    # "Ife, frontend at Corvidly, …" (round 24): with the workplace said as a role's, a bare name is the
    # speaker's own.
    if any(_ROLE_AT.match(i.strip().rstrip(".!")) for i in items):
        return True
    # "Quick recap so you have it: Ottoline Gairdner-Voss, backend developer, …" (round 30): a full name first,
    # then a bare role, is the speaker's name too.
    # "So, in short: Elowen, tech lead, …" (round 38): a first name alone, then a bare role, too.
    return (
        len(items) > 1
        and bool(re.fullmatch(r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)", items[0].strip()))
        and bool(_BARE_ROLE.fullmatch(items[1].strip()))
    )


# A clause that goes on with a summary's items: "standup 8:50, twenty working days a sprint, …" (round 45).
_GOES_ON = re.compile(r"^stand-?up (?:at )?\d{1,2}[:.]\d{2},", re.IGNORECASE)
# "standup 9:55", "fourteen working days a sprint": an item only a team's summary has.
_TEAM_KEY = re.compile(r"\b(?:stand-?up|sprints?)\b", re.IGNORECASE)
# "backend developer" (round 30): a role said bare, after a full name.
_BARE_ROLE = re.compile(r"(?-i:[a-z][\w-]+ )?(?:engineer|developer|dev|designer|tester|analyst|lead|manager)")
# "Quillwort Systems in Baltasound" (round 30): a workplace of two or more names and its town.
_ORG_IN = re.compile(rf"(?P<org>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){{1,2}})) in (?P<place>{_NAME})")
# "frontend at Corvidly": a role at a workplace (lower case, so no name).
# "QA at Thistlecode" (round 26): a role written as its capitals (QA, SRE) is no name either.
# "data engineer at Pilchard Labs in Hayle" (round 28): the workplace's town said after it.
_ROLE_AT = re.compile(
    # "director of engineering at …", "VP of engineering at …" (round 45): a role "of" its field.
    rf"^(?P<role>(?-i:[a-z][\w-]+|[A-Z]{{2,4}})(?: of (?-i:[a-z][\w-]+))?(?: (?-i:[a-z][\w-]+))?"
    # "backend dev and release manager at …" (round 32): two roles.
    r"(?: and (?-i:[a-z][\w-]+)(?: (?-i:[a-z][\w-]+))?)?) at "
    rf"(?P<org>{_NAME})"
    rf"(?: in (?P<place>{_NAME}))?$"
)
# "bridles mainly": in a business's summary, what it mainly deals in.
_MAINLY = re.compile(r"^(?P<v>(?-i:[a-z][\w-]+)(?: [\w-]+)?) (?:mainly|mostly|chiefly)$")


def _statement_of(item: str, *, team: bool, named: int) -> str:
    """The statement a summary's item stands for: a key and its value, or a bare name (the team's name in a team's
    summary; else the workplace first, then its town)."""
    for shape, statement in _ITEMS:
        found = shape.match(item)
        if found:
            return statement.format(found["v"])
    if team and re.fullmatch(rf"the {_NAME}", item):
        return f"Our team is {item}."
    if not team and re.fullmatch(_NAME, item):
        return f"I work at {item}." if named == 0 else f"We're based in {item}."
    return item
