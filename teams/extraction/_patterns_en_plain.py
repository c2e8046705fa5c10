"""English patterns for the plain everyday shapes part 26 showed the rules did not know (round 24, issue #25): what
one would choose given the choice ("Given the choice I'd write OCaml and nothing else"), a name given for this run
after a dash ("That flaky job - call it 'the Wyvern'"). Read before every other English pattern."""

from teams.extraction._patterns import SELF, WE, Pattern, en
from teams.extraction._words_en import LANGUAGE_NAMES, NAMED_TOOL
from teams.extraction._words_en import TITLED_NAME as _NAME

_CHOSEN = rf"(?:{LANGUAGE_NAMES}|{NAMED_TOOL})"
# Why or what else, after a comma, a dash or "so": no part of the fact.
_TAIL = r"(?:\s*(?:[-–—,;(]|\bso\b|\bwhich\b).*)?[.!]*$"
# Records kept by hand: "the paper sign-out sheet", "the old visitors' book".
_RECORDS = r"(?:sheet|rota|book|ledger|diary|list|board|whiteboard|chalkboard|log|register|notebook|calendar)s?"
_STOPPED = (
    r"(?:i've |i have |i )?(?:stopped using|quit using|gave up on|given up on|dropped|ditched|binned) (?:it|that)"
)

PLAIN_PATTERNS = [
    Pattern(
        "en.given_the_choice_would",
        # "Given the choice I'd write OCaml and nothing else": what one would pick is a preference, not a use (the
        # lead-in is read off before the clause comes here; "I'd" alone says as much).
        en(
            r"^(?:(?:given the choice|if it were up to me|if it was up to me|if i had my way|left to myself),? )?"
            r"i(?:'d| would) (?:write|use|pick|choose|go with|take|code in|work in|run) "
            rf"(?P<obj>{_CHOSEN})(?: (?:and nothing else|only|every time|over anything else|all day))?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.named_dash_stopped",
        # "Scribbly - I've stopped using it, the sync kept eating notes": a tool named, then left.
        en(rf"^(?P<obj>{NAMED_TOOL})\s*[-–—:,]\s*{_STOPPED}{_TAIL}"),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.diet_wise",
        # "Diet-wise I'm pescatarian, so fish is fine": the diet one keeps is what one is.
        en(
            r"^(?:diet|food)(?:-wise| wise)?,? i'm (?:a |an )?(?:strict |mostly )?"
            rf"(?P<obj>vegan|vegetarian|pescatarian|veggie|flexitarian|teetotal|coeliac|celiac){_TAIL}"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.timezone_key",
        # "timezone: Niue time, I'm covering a client out there": the key spelled out, why after it.
        en(r"^time ?zone\s*[:=-]\s*(?P<obj>[\w' -]{2,40}? time)(?:\s*[-–—,;(].*)?[.!]*$"),
        "HAS_TIMEZONE",
        0.8,
    ),
    Pattern(
        "en.pager_lands_on_me",
        # "Pager-wise it lands on me one week in seven": the on-call share, said of the pager.
        en(
            r"^(?:pager|on-?call)(?:-wise| wise)?,? (?:it|the pager|duty) "
            rf"(?:lands on|falls to|comes to|comes round to) me (?P<obj>one (?:week|weekend) in [\w-]+){_TAIL}"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.errors_go_to",
        # "Errors go to Sentry and we chat in Zulip": what the errors or logs are sent to is a tool in use.
        en(
            r"^(?:our |all )?(?:errors|exceptions|crashes|logs|alerts|metrics|traces) (?:go|get sent|are sent|"
            rf"get shipped|are shipped) (?:to|into) (?P<obj>{NAMED_TOOL})(?:\s*(?:,|\band\b|;).*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tracked_in_app_called",
        # "Spending gets tracked in an app called Pennywhistle": the tool named after its kind.
        en(
            r"^[\w-]+(?: [\w-]+)? (?:gets?|is|are) (?:tracked|kept|logged|done|managed|planned|budgeted) "
            rf"(?:in|on|with) an? (?:app|tool|program|service|site) called (?P<obj>{_NAME}){_TAIL}"
        ),
        "USES",
        0.8,
        who=SELF,
    ),
    Pattern(
        "en.what_x_sells_is",
        # "What Corvidly sells is rota and payroll software for care homes": a cleft, goods before whom for.
        en(
            rf"^what {_NAME} (?:sells|makes|offers) (?:is|are) "
            r"(?P<obj>[\w' -]{2,60}?)(?: for [\w' -]+)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        # "rota and payroll software" is one product with a shared head, kept as said (no list of goods).
        phrase=True,
    ),
    Pattern(
        "en.moved_from_to",
        # "Update: moved from Borth to Llanbadarn Fawr last month, …": the subject left out, as in a note. "Flitted"
        # (round 36) is the Scots for moving house.
        en(
            r"^(?:update\s*:\s*)?(?:i |we )?(?:just )?"
            rf"(?:moved|flitted) from (?P<wrong>{_NAME}) to (?P<obj>{_NAME})"
            rf"(?: [\w ]+ ago| last \w+| this \w+| in \w+)?{_TAIL}"
        ),
        "LIVES_IN",
        0.8,
    ),
    Pattern(
        "en.moved_off_its_now",
        # "Scratch that - we moved CI off Slatebuild, it's Dyfibuild now": the tool it is now.
        en(
            r"^(?:(?:scratch that|correction|actually)\s*[-–—:,]\s*)?"
            rf"we (?:moved|switched|migrated|took) [\w -]{{1,20}}? (?:off|away from) (?P<wrong>{NAMED_TOOL}),? "
            rf"(?:it's|it is) (?P<obj>{NAMED_TOOL}) (?:now|these days){_TAIL}"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.before_work_habit",
        # "Before work, most mornings, I swim in the sea at Borth": a habit after when, said in two parts.
        en(
            r"^(?:before|after) (?:work|school|breakfast|lunch|dinner),? (?:most|every|some) (?:mornings|evenings|"
            r"days|nights|weekdays),? i (?P<obj>(?!(?:am|'m|was|have|had|get|use)\b)[\w' -]{3,60}?)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
    ),
    Pattern(
        "en.every_period_we_do_event",
        # "Every sprint end we do Cawl Friday, where …", "Each autumn we open the workshop for a Clock Winding
        # Evening": a named event after how often.
        en(
            r"^(?:every|each|once a) [\w -]{2,20}?,? we (?:do|hold|run|have|host|throw|(?:open|close) the \w+ for) "
            r"(?:a |an |our )?(?P<obj>(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){1,3})(?:\s*[-–—,;(].*)?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.clients_colon_mostly",
        # "Customers? Mostly care homes, plus a few district nursing teams" (the pipeline writes the question as
        # "Clients:"): who the clients are, the second kind after "plus".
        en(
            r"^clients:\s*(?:mostly |mainly |largely )?(?P<obj>(?-i:[a-z])[\w'-]+(?: [\w'-]+){0,4}?),? plus "
            r"(?P<second>(?:the |a few |some |a couple of )?[\w'-]+(?: [\w'-]+){0,3}?)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.fronted_refused_dislike",
        # "Olives. Absolutely not, can't stand the things." (joined by the pipeline): a refusal, then the dislike.
        en(
            r"^(?P<obj>(?-i:[A-Z])[\w'-]*(?: [\w'-]+){0,2}), (?:absolutely not|no way|nope|ugh|no chance),\s+"
            r"(?:i )?(?:can't stand|hate|loathe|can't eat) (?:it|them|the things|the stuff)\b.*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.but_fronted_dislike",
        # "I'll eat most veg, but swede I really dislike": the thing put first after "but".
        en(
            r"^.{3,60}?,? but (?P<obj>[\w'-]+(?: [\w'-]+)?) i (?:really |just |honestly )?"
            r"(?:dislike|hate|can't stand|loathe|detest)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.our_trade_comes_from",
        # "Most of our trade comes from antique dealers and …": where the trade comes from are the clients.
        en(
            r"^(?:most|much|the bulk|a lot) of (?:our|the) (?:trade|work|business|custom|orders) comes? from "
            r"(?P<obj>(?!(?:word of mouth|the web|online|referrals)\b)[\w' &-]+?)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        # "antique dealers and National Trust properties": two kinds of client, each its own memory.
        listed=True,
    ),
    Pattern(
        "en.we_binned_records",
        # "We binned the paper sign-out sheet at reception": records kept by hand, ended (where they were kept is
        # no part of the name).
        en(
            r"^we (?:binned|ditched|dropped|scrapped|got rid of|retired) (?P<obj>(?:the |our )?(?:paper|old|printed|"
            rf"handwritten) [\w -]{{0,30}}?{_RECORDS})(?: (?:at|in|on|for) [\w ]+)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.people_check_in_on",
        # "visitors check in on Shiftwren now": what people do on a tool is the tool the team uses.
        en(
            r"^(?:visitors|guests|customers|staff|patients|members|drivers|volunteers|students) "
            r"(?:check in|sign in|clock in|book|pay|log in|order) (?:on|via|through|with|using) "
            rf"(?P<obj>{NAMED_TOOL})(?: now| these days| nowadays)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.run_a_kind_in_town_called",
        # "My wife and I run a saddlery in Melton Mowbray called Girth & Buckle": the business named last.
        en(rf"^i run an? [\w' -]{{2,30}}? in (?P<town>{_NAME}) called (?P<obj>{_NAME})[.!]*$"),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
        also=(("town", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "en.what_we_make_colon",
        # "What we make: bridles, headcollars, …": goods after a colon, as "What we sell: …" (the pipeline cuts the
        # clause before ", and we do …", which is read, or not, on its own).
        en(r"^what we (?:make|offer|produce|build)\s*[:–—-]\s*(?P<obj>(?-i:[a-z])[\w' ,-]+?)[.!]*$"),
        "SELLS",
        0.8,
        who=WE,
    ),
]
