"""English patterns for the recast shapes part 29 showed the rules did not know (round 30, issue #25): a team fact
said as a key with a colon or "here" ("Sprint length here: N days", "Ship day is the first Wednesday of each
month"), two kinds of work each in its tool after one comma ("chat's X, dashboards in Y"), a thing kept by hand
binned and the tool that took over ("We binned the X board", "The paper order book's retired - we log jobs in X
now"), a named team ritual said with its time first ("Monthly we hold a X retro", "Every sprint ends with X, our
demo"), goods and buyers said with "the main thing", "buy the bulk" and "come from", a trade with its premises
and name after a dash, a thing judged after it is named ("X - turns out I'm allergic", "X I can't abide, Y
neither", "Most X I'll eat, but Y … - can't do it", "X, strong, that's all I drink"), and a tool ended without
"I" ("Stopped using X", "Deleted X off my phone"). Read before every other English pattern."""

import re

from teams.extraction._patterns import SESSION, WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, LANGUAGE_NAMES, NAMED_TOOL
from teams.extraction._words_en import TITLED_NAME as _NAME

# Why or what else, after a comma, a dash or "so": no part of the fact.
_TAIL = r"(?:\s*(?:[-–—,;(]|\bso\b|\bwhich\b).*)?[.!]*$"
_PLACE = r"(?-i:[A-Z][\w'-]+(?:(?: (?:of|on|upon|in|under|by|the|le|la|de|en))* [A-Z][\w'-]+){0,3})"
# What the team keeps in a tool, said as the key: "tickets live in X", "chat's Y".
_WORK_KIND = (
    r"(?:dashboards|chat|tickets|cards|tasks|docs|the wiki|wiki|alerts|alerting|logs|logging|metrics|monitoring|"
    r"builds|ci|deploys|email|mail|calls|video calls|designs?|planning|invoicing|invoices|payroll|bookings|"
    r"accounts|bookkeeping|rotas|incidents|paging|secrets|analytics|support|jobs|orders)"
)
# How a kind of work sits in its tool: "'s", " is", " live in", " in", " on".
# "builds run on X" (round 32).
_SITS = (
    r"(?:'s |'re | is | are | lives? (?:in|on) | runs? (?:on|in|through) | go (?:in|into|on) | goes (?:in|into|on) "
    r"| in | on | via )"
)
# Things a team kept by hand: "the whiteboard kanban", "the paper order book".
_BY_HAND = (
    r"(?:wall|board|whiteboard|kanban|chalkboard|sheet|spreadsheet|binder|folder|ledger|notebook|book|diary|rota|"
    r"calendar|register|list|clipboard|pad|card index|tracker)"
)
_GIVEN_UP = r"(?:binned|ditched|scrapped|retired|dropped|killed|junked|got rid of|gave up|abandoned)"
_PREMISES = (
    r"(?:bindery|shop|workshop|studio|bakery|forge|pottery|gallery|café|cafe|deli|salon|practice|surgery|"
    r"brewery|distillery|dairy|creamery|nursery|garage|yard|mill|smithy|print shop|bookshop|business|firm|farm|"
    r"smokehouse|saddlery|tannery|kitchen)"
)
_SPORT = (
    r"(?:(?:rock |sea |trail |fell |open-water |wild |cave |ice |road |ultra )?(?:climber|boulderer|runner|swimmer|"
    r"surfer|cyclist|hiker|sailor|diver|kayaker|canoeist|paddler|skier|snowboarder|rower|caver|birder|angler|"
    r"golfer|skater|mountaineer))"
)
_LANGUAGE = rf"(?:{LANGUAGE_NAMES}|(?-i:[A-Z][a-z]+))"
# Where or with whom a language is spoken: "at home", "with my mum's side".
_SPOKEN_WHERE = r"(?:at home|at work|with (?:my |our )?[\w' -]{2,30})"
# A lowercase noun phrase of one to four words: "kippered salmon", "eventing riders".
_GOODS = r"(?:[\w'-]+(?: [\w'-]+){0,3}?)"
# Kinds of buyer, said in the plural and with no verb: "eventing riders", "trekking centres".
_KINDS = r"(?:(?![\w' -]*\b(?:is|are|was|were|has|have)\b)[\w'-]+(?: [\w'-]+){0,3}?(?-i:s))"
_FEW = r"(?:a few |a couple of |some |the odd |a handful of |several )?"
# What a named ritual is, said after its name: "retro", "demo session".
_RITUAL = r"(?:retro|retrospective|demo|demos|session|day|night|meeting|review|huddle|social|lunch|breakfast|jam)"
# A ritual's name: capitalised words, with "and" or "&" inside ("Bannock and Bugs").
_RITUAL_NAME = r"(?-i:[A-Z][\w'-]*(?: (?:and|&|of|the|[A-Z][\w'-]*)){0,4})"
# When a team ritual comes round: "Monthly", "Every last Saturday", "Every other Friday".
_RITUAL_WHEN = (
    r"(?:monthly|weekly|fortnightly|quarterly|once a (?:month|week|quarter)|"
    r"every (?:(?:last|first|second|third|other) )?(?:month|week|quarter|sprint|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day))"
)

FIRST_PATTERNS = [
    Pattern(
        "en.two_work_kinds_comma",
        # "tickets live in Skuaboard, builds on Puffinpipe", "chat's Bonxiechat, dashboards in Tirricklog": two kinds
        # of the team's work, each in its tool, the verb said once or not at all.
        en(
            rf"^(?:our )?{_WORK_KIND}{_SITS}(?:all )?(?P<obj>{NAMED_TOOL}),\s*(?:and )?(?:our )?{_WORK_KIND}"
            rf"{_SITS}(?:all )?(?P<second>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.work_kind_go_in_tool",
        # "cards go in Skuaboard now" (after "We binned the whiteboard kanban;"): where the work goes now.
        en(
            r"^(?:the |our )?(?:cards|tickets|tasks|jobs|orders|bugs) (?:all )?(?:go|live|get logged|get tracked) "
            rf"(?:in|on|into) (?P<obj>{NAMED_TOOL}) (?:now|these days)[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_binned_by_hand",
        # "We binned the whiteboard kanban": a thing kept by hand, given up.
        en(rf"^we {_GIVEN_UP} (?P<obj>the (?:[\w'-]+ ){{0,2}}{_BY_HAND})(?: (?:last|this) \w+)?[.!]*$"),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.by_hand_retired_we_log_in",
        # "The paper order book's retired - we log jobs in Stirrupbook now": the thing given up, then the tool.
        en(
            rf"^(?P<obj>the (?:[\w'-]+ ){{0,2}}{_BY_HAND})(?:'s| is| has been| was) (?:retired|gone|binned|history|"
            r"scrapped|ditched)\s*[-–—;,:]\s*we (?:log|track|keep|manage|record|run|book|take) (?:our |the )?[\w-]+ "
            rf"(?:in|on|through) (?P<new>{NAMED_TOOL}) (?:now|these days)[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.tool_gone_work_moved_to",
        # "Heads up, Puffinpipe is gone - CI moved to Wrenrun last month": the tool now, the one it replaced.
        en(
            r"^(?:(?:heads up|fyi|update|news|note),?:?\s*)?"
            rf"(?P<wrong>{NAMED_TOOL}) is (?:gone|dead|retired|history|switched off|no more)\s*[-–—,;]\s*"
            rf"(?:our )?{_WORK_KIND} (?:moved|went|switched|migrated) (?:over )?to (?P<obj>{NAMED_TOOL})"
            r"(?: (?:last|this) \w+| now)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.sprint_length_key_colon",
        # "Sprint length here: eight working days".
        en(
            r"^(?:our )?sprint length(?: here| for us| on our team)?\s*:\s*"
            rf"(?P<obj>{COUNT} (?:working |calendar )?(?:days|weeks))[.!]*$"
        ),
        "HAS_SPRINT_LENGTH",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.ship_day_nth_weekday",
        # "Ship day is the first Wednesday of each month": a release on a day counted in the month.
        en(
            r"^(?:our )?(?:ship|release|deploy|launch) day(?: here)? is "
            r"(?P<obj>the (?:first|second|third|fourth|last) (?:mon|tues|wednes|thurs|fri|satur|sun)day "
            r"of (?:each|every|the) month)[.!]*$"
        ),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.on_the_team_named",
        # "I'm on the Tysties, the payments squad": the team's name, then what it is.
        en(
            rf"^i(?:'m| am) (?:on|in|with) (?P<obj>the {_NAME}),\s*(?:the|our) (?:[\w-]+ ){{0,2}}"
            r"(?:squad|team|crew|pod|group|tribe)[.!]*$"
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    policy(
        "en.policy_we_are_strict",
        # "Also, feature flags must be removed within two sprints of launch, we're strict on that": a rule, then
        # how firmly it is kept.
        en(
            r"^(?:also,?\s*|and\s+)?(?P<obj>(?:[\w'-]+ ){1,4}(?:must|have to|need to|should always) "
            r"(?:be )?[\w' -]{3,60}?),\s*we(?:'re| are) (?:really |very |pretty )?(?:strict|firm|fussy) "
            r"(?:on|about) (?:that|this|it)[.!]*$"
        ),
    ),
    Pattern(
        "en.been_reporting_to",
        # "Been reporting to Iseabail Oduya-Mackintosh since spring": the manager, the subject left out.
        en(rf"^(?:i've |i have )?been reporting to (?P<obj>{_NAME})(?: since [\w ]+| for [\w ]+)?[.!]*$"),
        "HAS_MANAGER",
        0.85,
    ),
    Pattern(
        "en.first_job_most_days",
        # "First job most days: clear the dead-letter queue": what one does first, as a habit.
        en(
            r"^(?:my )?first (?:job|thing|task)(?: of the day)? (?:most days|every day|each day|each morning|"
            r"most mornings|every morning)\s*[:-]\s*(?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+){1,6})[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.every_sprint_ends_with_named",
        # "Every sprint ends with Bannock and Bugs, our demo session": a named ritual, then what it is.
        en(
            r"^(?:every|each) (?:sprint|week|month|quarter|release) (?:ends|starts|finishes|opens|closes|kicks off) "
            rf"with (?P<obj>{_RITUAL_NAME}),\s*our (?:[\w-]+ )?{_RITUAL}[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.when_we_hold_named",
        # "Monthly we hold a Simmer Dim retro, lights off", "Every last Saturday we do Open Kiln Day for the village":
        # a named ritual the team keeps, its time first.
        en(
            rf"^{_RITUAL_WHEN},? we (?:hold|run|do|have|host|throw) (?:a |an |our )?"
            rf"(?P<obj>{_RITUAL_NAME}(?: {_RITUAL})?)(?: for (?:the |our )?[\w-]+)?{_TAIL}"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.given_the_choice",
        # "Given the choice it'd be Koka, every single day": what one would pick.
        en(
            r"^given the choice,? (?:it'd be|it would be|i'd (?:pick|choose|take|go with)|i would (?:pick|choose)) "
            rf"(?P<obj>{LANGUAGE_NAMES}|{NAMED_TOOL})(?:,? every (?:single )?(?:day|time)|,? always|,? hands down)?"
            r"[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.since_then_also_the_role",
        # "Since the reorg I'm also the incident coordinator": a role taken on since a change.
        en(
            r"^since (?:the|our|my) [\w-]+(?: [\w-]+)?,? i(?:'m| am) (?:also |now )+(?:the |an? )?"
            r"(?P<obj>(?:[\w-]+ ){0,2}(?:coordinator|lead|manager|owner|champion|steward|captain|rep|officer|"
            r"engineer|admin|administrator))[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.thing_dash_well_call_it",
        # "That flaky seat-map endpoint - we'll call it 'the Trowie' for now": a name for this conversation.
        en(
            r"^(?:that|the|this|our) [\w' -]+?\s*[-–—:,]\s*(?:we'll|let's|we will|i'll) call (?:it|that|this) "
            r"['‘\"“](?P<obj>[^'’\"”]+)['’\"”](?: for now| while we talk| for this chat| in here)?[.!]*$"
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "en.call_while_we_sort",
        # "call the harness order 'Job Dapple' while we sort it": a name for the thing while it is dealt with.
        en(
            r"^call (?:the |that |this |our |my )?[\w' -]+? ['‘\"“](?P<obj>[^'’\"”]+)['’\"”] "
            r"(?:while|until) we (?:sort|work|figure|fix|sort out|deal with|get through) (?:it|this|that)"
            r"(?: out)?[.!]*$"
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "en.not_there_any_more_in_now",
        # "Update: not Haroldswick any more, I'm in Uyeasound now": the town now, the one it replaced.
        en(
            rf"^(?:(?:update|news|correction|fyi),?:?\s*)?not (?P<wrong>{_PLACE}) any ?more,\s*"
            rf"i(?:'m| am) (?:in|living in|based in|down in|up in) (?P<obj>{_PLACE}) now[.!]*$"
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.trade_dash_premises_called",
        # "I'm a saddler - small workshop in Kirkby Stephen called Hame & Tug": the trade, the workplace by its name
        # and its town.
        en(
            r"^i(?:'m| am) an? (?P<obj>[\w-]+(?: [\w-]+)?)\s*[-–—:,]\s*(?:a |my |our )?(?:little |small |tiny )?"
            rf"{_PREMISES} (?:in|at) (?P<place>{_PLACE}) called (?P<org>{_NAME})[.!]*$"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.the_business_is_named",
        # "…; the business is Keelhaul Smokehouse": the workplace, named after what one does.
        en(rf"^(?:the|our) (?:business|firm|company|shop|workshop|outfit) is (?:called )?(?P<obj>{_NAME})[.!]*$"),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "en.main_thing_plus",
        # "Haddock's the main thing, plus kippered salmon and smoked mussels": the goods, the main one first.
        en(
            rf"^(?P<obj>{_GOODS})(?:'s| is| are) (?:the )?main (?:thing|line|product|seller|one)s?,\s*plus "
            rf"(?P<second>{_GOODS})(?:,? and (?P<third>{_GOODS}))?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.buyers_buy_the_bulk",
        # "Fishmongers buy the bulk, and a few hotel kitchens": the main buyers, then others.
        en(
            rf"^(?P<obj>{_GOODS}) buy (?:the bulk|most of it|the most|the lion's share)(?: of it)?,\s*(?:and|plus) "
            rf"{_FEW}(?P<second>{_GOODS})(?: too| as well)?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.buyers_are_plus",
        # "Buyers are ferry operators, plus a couple of harbour trusts": two kinds of buyer.
        en(
            r"^(?:our )?(?:buyers|clients|customers) are (?:mostly |mainly |largely )?"
            rf"(?P<obj>{_GOODS}),? plus {_FEW}(?P<second>{_GOODS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.orders_come_from_too",
        # "Most orders come from eventing riders; trekking centres too": the buyers, a second added with "too".
        en(
            r"^(?:most|much|the bulk) (?:of )?(?:our |the )?(?:orders|work|trade|sales|business|custom) "
            rf"(?:comes?|is) from (?P<obj>{_KINDS})\s*[;,]\s*(?P<second>{_KINDS}) (?:too|as well)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.speak_where_and_where",
        # "I speak Cebuano at home, Oromo with my mum's side": two languages, each where it is spoken.
        en(
            rf"^i speak (?P<obj>{_LANGUAGE}) {_SPOKEN_WHERE},\s*(?:and )?(?P<second>{_LANGUAGE}) {_SPOKEN_WHERE}"
            r"[.!]*$"
        ),
        "SPEAKS",
        0.85,
        object_type="Language",
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "en.timezone_is_named_time",
        # "timezone's Gambier Islands time this winter".
        en(
            r"^(?:my )?time ?zone(?:'s| is)\s+(?P<obj>(?-i:[A-Z][\w-]+)(?: (?-i:[A-Z][\w-]+)){0,3} time)"
            r"(?: this (?:winter|summer|month|year|week)| for now| at the moment| these days)?[.!]*$"
        ),
        "HAS_TIMEZONE",
        0.85,
    ),
    Pattern(
        "en.sport_if_it_helps",
        # "Fell runner, if that helps with the training questions": what one is, said alone.
        en(rf"^(?:a |an )?(?P<obj>{_SPORT}),\s*if (?:that|it) helps\b.*$"),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.allergic_dash_turns_out",
        # "Lanolin - turns out I'm allergic, of all things": the allergen, then the allergy.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2})\s*[-–—:]\s*(?:(?:it )?turns out |as it happens |sadly )?"
            rf"i(?:'m| am) allergic(?: to (?:it|them))?{_TAIL}"
        ),
        "HAS_ALLERGY",
        0.85,
    ),
    Pattern(
        "en.cant_abide_neither",
        # "Liquorice I can't abide, aniseed neither": two things disliked, the second with "neither".
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+)?) i (?:can't|cannot|can not) (?:abide|stand|stomach|bear|do),\s*"
            r"(?:and )?(?P<second>[\w'-]+(?: [\w'-]+)?) (?:neither|either|too|as well)[.!]*$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", ""),),
    ),
    Pattern(
        "en.like_but_draw_the_line",
        # "Fish I love, but anchovies are where I draw the line": the one thing not liked among what is.
        en(
            r"^(?:[\w'-]+ ){1,2}i (?:love|like|eat|enjoy)(?: [\w'-]+)?,? but (?P<obj>[\w'-]+(?: [\w'-]+)?) "
            r"(?:are|is) where i draw the line[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.most_eat_but_cant_do",
        # "Most cheese I'll eat, but halloumi squeaks on my teeth - can't do it": the one thing not eaten.
        en(
            r"^(?:most|all|any) [\w'-]+ i(?:'ll| will)? (?:eat|drink|have),? but (?P<obj>[\w'-]+) [\w' ,-]{3,50}?"
            r"\s*[-–—,]\s*(?:i )?(?:can't|cannot) (?:do|stand|face) (?:it|them)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.thats_all_i_drink",
        # "Builder's tea, strong, that's all I drink": the one thing one has.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}),(?: [\w -]{2,20},)?\s*that's (?:all|the only thing) i "
            r"(?:drink|eat|use|wear|read)[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.my_kind_app_is",
        # "My budgeting app is Thriftwick": one's own tool, named by what it is for.
        en(rf"^my (?:[\w-]+ ){{1,2}}app(?:'s| is) (?P<obj>{NAMED_TOOL})(?: these days| now)?[.!]*$"),
        "USES",
        0.8,
    ),
    Pattern(
        "en.deleted_off_device",
        # "Deleted Dozeberry off my phone, the sleep tracking was junk": a tool gone, the subject left out.
        en(
            rf"^(?:i )?(?:deleted|uninstalled|removed|binned|wiped) (?P<obj>{NAMED_TOOL}) (?:off|from) my "
            r"(?:phone|laptop|tablet|mac|pc|computer|watch)\b.*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.stopped_using_bare",
        # "Stopped using Invoicewren for invoices too": a tool given up, the subject left out.
        en(
            rf"^(?:also |and )?stopped using (?P<obj>{NAMED_TOOL})(?: for [\w' -]{{2,30}}?)?(?: too| as well| now)?"
            r"[.!]*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
]

LATE_PATTERNS = [
    Pattern(
        "en.we_make_three_goods",
        # "We make bridles, made-to-measure saddles and dog collars": three or more goods, listed in lower case.
        en(
            r"^we (?:make|sell|make and sell|produce|stock) (?!(?:our|the|it|them|this|that|stuff|things|apps?|"
            r"software|tools?)\b)(?P<obj>(?-i:[a-z])[\w'-]+(?: [\w'-]+)?(?:,\s*(?-i:[a-z])[\w'-]+(?: [\w'-]+){0,2})+"
            r",?\s+and\s+(?-i:[a-z])[\w'-]+(?: [\w'-]+){0,2})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "en.goods_for_buyers",
        # "What do we build? Freight booking for inter-island ferries" (the question is read as the key "Goods:"):
        # the goods, before whom they are for.
        en(r"^goods\s*:\s*(?P<obj>(?-i:[A-Z])[\w'-]+(?: (?-i:[a-z])[\w'-]+){0,3}) for (?:[\w'-]+ ){0,3}[\w'-]+[.!]*$"),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.refused_bare",
        # "Beetroot? Absolutely not." (read as "Beetroot, absolutely not."): a thing named, then refused.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}),\s*(?:absolutely not|no way|not a chance|never|"
            r"not for me|no thanks|hard pass)(?:,\s*(?:never|not ever))?[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.time_of_day_i_pastime",
        # "Evenings I swim off the slipway at Meal Beach": a pastime after the time of day it is kept at.
        en(
            r"^(?:evenings|mornings|weekends|nights|lunchtimes|most (?:evenings|mornings|weekends)),? i "
            r"(?P<obj>(?:swim|run|jog|walk|cycle|ride|row|paddle|climb|read|paint|draw|knit|sew|cook|bake|garden|"
            r"practise|practice|play|sing|fish|surf|hike|train|lift|meditate|stretch|volunteer|study|go) "
            r"[\w' -]{3,60}?)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
]

# "What do we build? Freight booking for …": a question one asks oneself about the goods, then its answer, is read as
# the key "Goods:" (padded, so offsets hold).
_WHAT_WE_MAKE = re.compile(
    r"(?:^|(?<=[.!?]\s))what do we (?:build|make|sell|do|offer)\?(?=\s+(?-i:[A-Z]))", re.IGNORECASE
)
# "Beetroot? Absolutely not.": a thing asked back, then refused, is one statement.
# "Parsnips? Never, not even roasted." (round 34): "never" with how it would not be had either (the framing drops
# ", not even …", and en.refused_bare reads "Parsnips, never").
_ASKED_THEN_REFUSED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?-i:[A-Z][\w'-]*(?: [\w'-]+){0,2})\?(?=\s+(?:(?:absolutely not|no way|not a chance|"
    r"not for me|hard pass|no thanks)(?:,\s*never)?|never,\s*not even [\w' -]{2,30})[.!]*\s*$)",
    re.IGNORECASE,
)


def recast_joined(text: str) -> str:
    """The text with a question of what we make read as its key, and a thing asked back then refused joined."""
    text = _WHAT_WE_MAKE.sub(lambda m: "Goods:".ljust(len(m[0])), text)
    return _ASKED_THEN_REFUSED.sub(lambda m: m[0][:-1] + ",", text)
