"""English patterns for the shapes parts 35 and 36 showed the rules did not know (round 42, issue #25): a team's
rhythm said with a verb or a rider after it ("we do N working days per sprint which …", "we push releases every
fourth Thursday, rain or shine", "release day is every third Friday"), the premises on a street with a rider
("the farm shop sits on X in Town, open weekends", "office is above a chemist on X in Town"), an app said to be
gone ("X's gone as well, …", "got rid of X, …"), an old way ended and the tool its work is in now ("… is officially
retired - rotas live in X from today", "the chalkboard … is gone, every order goes into X now"), a tool switched off
and the one the work moved to, a role given with the old one waved off, buyers said without a verb ("buyers? A
mainly, and a couple of B …"), goods as a list ("mostly A, but B go well too, and the odd C"), and a profile's or a
tool list's items read alone ("company: X", "tickets in X", "X does CI"). `LATER_FIRST_PATTERNS` read the person,
habits, team rules, tastes and languages said with a rider. Both are read before every other English pattern."""

import re

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, LANGUAGE_NAMES, NAMED_TOOL, ROLES, TITLED_NAME

_PLACE = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# A kind of thing said in lower case: "holiday cottage owners", "log baskets", "wood-fuel merchants".
_LOWER = r"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}"
# The same, as short as will do: a kind of buyer followed by what they do with it ("cheesemongers who use them").
_LOWER_SHORT = r"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}?"
_ROLE = rf"(?:(?:[\w-]+ ){{0,2}}(?:{ROLES}|aider|rep|officer|warden)|head of [\w-]+)"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_EVERY = rf"every (?:other |second |third |fourth |fifth |{COUNT} )?(?:{_WEEKDAY}|week|fortnight|month|sprint)s?"
# The old way a team kept its work on: "the chalkboard by the loft door", "the printed rota pinned by the kettle".
_OLD_WAY = (
    r"(?:the|our) (?:[\w-]+ ){0,2}?(?:chalkboard|blackboard|whiteboard|board|rota|calendar|book|pad|ledger|"
    r"spreadsheet|diary|notebook|wall chart|planner)"
    r"(?: (?:pinned |stuck |hung )?(?:by|on|in|at|above|next to|beside) (?:the )?[\w' -]{2,25}?)?"
)
# Where the work goes now: "rotas live in X from today", "every order goes into X now", "the schedule's all in X"
# (after a dash or a comma; after a semicolon round 34's rule reads it).
_NOW_IN = (
    r"(?:all |every )?(?:the |our )?[\w'-]+(?: (?:is|are|live|lives|go|goes|sit|sits))? (?:all )?(?:now )?"
    rf"(?:in|into|on) (?P<new>{NAMED_TOOL})(?: now| from today| these days| from now on)?[.!]*$"
)
# "a couple of", "a few", "the odd": how many of a kind of buyer.
_SOME = r"(?:a (?:couple|handful) of |a few |some |the odd )"
# A kind of the team's work a tool is for: "tickets", "CI", "chat", "pager noise".
_WORK = (
    r"(?:tickets|ci|builds|chat|docs|invoices|invoicing|orders|rotas|alerts|pages|pager noise|deploys|bookings|"
    r"planning|tasks)"
)
_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
_LANGUAGE = rf"(?:{LANGUAGE_NAMES}|(?-i:[A-Z][a-z]+))"
# A full name: "Maeve Ashcombe-Uzodinma".
_FULL_NAME = r"(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)"
# A rider after a comma that only colours the fact before it.
_RIDER = r"(?:,\s*[\w' -]{2,60})?[.!]*$"

FIRST_PATTERNS = [
    Pattern(
        "en.we_do_days_per_sprint",
        # "we do seventeen working days per sprint which confuses …", "eighteen working days to a sprint here, don't
        # ask me why": the sprint's length with a verb or a rider (not a habit).
        en(
            rf"^(?:we (?:do|run|work) )?(?P<obj>{COUNT} (?:working |calendar )?(?:days|weeks)) "
            r"(?:per|a|to a|to each|each) sprint(?: here)?(?:(?:,|\s+which\b|\s+and\b).*)?[.!]*$"
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_push_releases_every",
        # "we push releases every fourth Thursday, rain or shine": the release cadence said with a verb and a rider.
        en(rf"^we (?:push|do|cut|ship|make|put out) (?:our )?(?:releases?|deploys?) (?P<obj>{_EVERY}){_RIDER}"),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.release_day_is_every",
        # "release day is every third Friday": the cadence named after the day (not an event's habit).
        en(rf"^(?:our |the )?release day(?:'s| is) (?P<obj>{_EVERY}){_RIDER}"),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.premises_on_street_rider",
        # "the farm shop sits on Marketgate in Crail, open weekends", "dairy shop's on Finkle Street if you're ever
        # passing": the premises' street (the town after it is not the street).
        en(
            r"^(?:the |our )?(?:[\w-]+ )?(?:shop|office|workshop|shed|studio|unit|stall|bakery|dairy)"
            rf"(?:'s| is| sits| stands) on (?:the )?(?P<obj>{_PLACE})(?: in {_PLACE})?"
            r"(?:,\s*[\w' -]{2,40}| if you're (?:ever )?(?:passing|around|nearby))?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.premises_beside_a_thing_on_street",
        # "office is above a chemist on the Bonnygate in Cupar", "we're in the old forge on Faraday Yard in Brough,
        # baltic in winter": the premises by what they are in or near, then the street and town.
        en(
            r"^(?:we're|we are|the office is|office is|the office's|the shop is|shop is|the workshop is) "
            r"(?:in|above|below|behind|next to|beside|under|over) (?:a|an|the) [\w' -]{2,30}? on (?:the )?"
            rf"(?P<obj>{_PLACE}) in {_PLACE}{_RIDER}"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.work_kind_in_tool",
        # "tickets in Wharfquill", "CI on Howgillbuild", "chat's Crosbynatter", "tickets: Neukboard", "pager noise
        # comes via Ortonbell" (one line each, or a profile's or a tool list's items): where a kind of work is kept.
        en(
            rf"^{_WORK}(?:'s|:| (?:is|are|in|on|via|through|(?:all )?(?:comes?|goes|go|runs?|lives?) "
            rf"(?:via|through|in|on|from)))\s*(?!\d)(?P<obj>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tool_does_work_kind",
        # "Tentsmuirpipe does CI": a tool by the work it does.
        en(rf"^(?P<obj>{NAMED_TOOL}) (?:does|runs|handles|does (?:all )?(?:the|our)) {_WORK}[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tool_wakes_whoever_on_call",
        # "Crailklaxon wakes whoever's on call": the tool that pages.
        en(rf"^(?P<obj>{NAMED_TOOL}) (?:wakes|pages|rings|calls) (?:up )?whoever(?:'s| is) on call[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.key_company",
        # "company: Birdiewick" (a profile's item): the workplace after its key.
        en(rf"^(?:company|employer|workplace|firm)\s*:\s*(?P<obj>{TITLED_NAME})[.!]*$"),
        "WORKS_AT",
        0.8,
    ),
    Pattern(
        "en.key_team",
        # "team: Bonxies" (a profile's item): the team after its key.
        en(rf"^(?:team|squad)\s*:\s*(?P<obj>(?:the )?{TITLED_NAME})[.!]*$"),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.app_gone_as_well",
        # "Spendwren's gone as well, I was never opening it", "Mealmole's deleted too, it kept nagging me": an app
        # one has got rid of, then why.
        en(
            # "as well" or "too" and a reason said of oneself or the app: "Rookbuild is gone, we're now on X" is the
            # team's tool replaced, read by round 36's rule.
            rf"^(?P<obj>{NAMED_TOOL})(?:'s| is| has| has been|'s been) (?:gone|deleted|uninstalled|binned) "
            r"(?:as well|too),\s*(?:i|it)\b[\w' -]{2,60}[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.got_rid_of_app_because",
        # "got rid of Snorewise, the sleep scores were nonsense": an app got rid of, then why.
        en(rf"^(?:i )?(?:got rid of|deleted|uninstalled|binned) (?P<obj>{NAMED_TOOL}),\s*[\w' -]{{2,60}}[.!]*$"),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.old_way_gone_now_in",
        # "the printed rota pinned by the kettle is officially retired - rotas live in Neukboard from today", "the
        # chalkboard by the loft door is gone, every order goes into Creelcount now": the old way ended, the tool
        # its work is in now.
        en(
            rf"^(?P<obj>{_OLD_WAY}) (?:is|'s|has) (?:officially |finally |now )?(?:retired|gone|binned|been binned|"
            rf"history|in the bin)\s*[-–—,]\s*{_NOW_IN}"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.took_down_old_way_now_in",
        # "finally took down the wall calendar in the kitchen, the schedule's all in Wharfquill now", "ditched the
        # order book on the nail - orders go in Spelkledger now": the same, the ending said first.
        en(
            rf"^(?:we )?(?:finally )?(?:took down|ditched|binned|scrapped|retired|got rid of) (?P<obj>{_OLD_WAY})"
            rf"\s*[-–—,]\s*{_NOW_IN}"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.tool_switched_off_work_moved_to",
        # "Tentsmuirpipe's been switched off; CI runs on Largobuild from now on", "Lunepipe got retired last week,
        # all the builds moved over to Howgillbuild": the tool the work runs on now, the old one as replaced.
        en(
            rf"^(?P<wrong>{NAMED_TOOL})(?:'s been| has been| got| was) (?:switched off|turned off|retired|shut down|"
            r"decommissioned)(?: last [\w]+| this [\w]+)?\s*[-–—;,]\s*(?:all )?(?:the |our )?(?:ci|builds?|deploys?|"
            r"tickets|chat|alerts|pages) (?:runs?|moved|went|go|goes|live|lives|are|is)(?: over| across)? (?:on|to|in|"
            rf"into) (?P<obj>{NAMED_TOOL})(?: from now on| now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.got_the_role_goodbye_old",
        # "got the engineering lead job, so goodbye test engineer title": the role one holds now, the old one waved
        # off as replaced.
        en(
            rf"^(?:i )?got the (?P<obj>{_ROLE}) (?:job|role|post),? so (?:goodbye|bye|farewell to|so long) "
            r"(?:the )?(?P<wrong>[\w -]{2,30}?) (?:title|role|job)[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.made_me_role_old_days_done",
        # "they've made me head of engineering, Android developer days are done": the same, the old role's days
        # said to be over.
        en(
            r"^(?:(?:big |good |some )?news:\s*)?"
            rf"(?:they've|they have) (?:just )?made me (?:the )?(?P<obj>{_ROLE}),\s*"
            r"(?:my )?(?P<wrong>[\w -]{2,30}?) days are (?:done|over|behind me)[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.made_me_role_for",
        # "oh and they've made me first aider for our floor, the little green box lives on my desk now", "also got
        # roped in as union rep for the office, so expect questions": a role given, for a part of the workplace.
        en(
            rf"^(?:oh,? )?(?:and |also,? )*(?:they've (?:also )?made me|(?:i )?got roped in as|i've been roped in as) "
            rf"(?:the )?(?P<obj>{_ROLE}) for (?:our|the) (?:floor|office|building|team|site|shop|yard)\b"
            rf"{_RIDER}"
        ),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.buyers_asked_mainly_and",
        # "buyers? holiday cottage owners mainly, and a couple of cheesemongers who use them for display": buyers
        # said after the word asked back, with no verb.
        en(
            rf"^(?:buyers|customers|clients|who buys(?: them| it| [\w-]+)?)[?:]\s*(?P<obj>{_LOWER}),? "
            rf"(?:mainly|mostly|obviously|largely)?,? (?:and|but|plus) {_SOME}?"
            rf"(?P<second>{_LOWER_SHORT})(?: (?:who|that|want|wants|use|for)\b.*)?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.goes_to_a_and_b",
        # "it mostly goes to ice-cream parlours up and down the valley and a few pub landlords": buyers by where
        # the goods go.
        en(
            rf"^(?:it|most of it|the lot) (?:mostly |mainly )?goes to (?P<obj>{_LOWER})"
            r"(?: (?:up and down|across|around|all over|round) [\w' -]{2,25}?)? and "
            rf"{_SOME}?(?P<second>{_LOWER})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.a_take_most_rest_goes_to_b",
        # "gin distilleries take most of the juice, the rest goes to juice bars in Edinburgh": buyers by share.
        en(
            rf"^(?P<obj>{_LOWER}) take (?:most|the bulk|the lion's share) of (?:it|the [\w-]+),\s*the rest goes to "
            rf"(?P<second>{_LOWER})(?: in {_PLACE})?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.mostly_a_but_b_too_and_c",
        # "mostly swill baskets, but log baskets go well too, and the odd coal skep": goods as a list, the main one
        # first.
        en(
            rf"^mostly (?P<obj>{_LOWER}),? but (?P<second>{_LOWER}) (?:go|sell|do) (?:well|nicely) too,? and "
            rf"(?:the odd|a few|some) (?P<third>{_LOWER})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.a_bread_and_butter_then_b_plus_c",
        # "lobster creels are the bread and butter, then prawn creels, plus marker buoys painted to order".
        en(
            rf"^(?P<obj>{_LOWER}) (?:are|is) (?:the|our) bread and butter,\s*then (?P<second>{_LOWER}),\s*plus "
            rf"(?P<third>{_LOWER_SHORT})(?: (?:[\w-]+ )?to order)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
]


# Round 42's second step: habits, rules, tastes, languages and names said with a rider.
LATER_FIRST_PATTERNS = [
    Pattern(
        "en.on_call_comes_round_which",
        # "on call comes round one week in nineteen which tbh is pretty civilised": one's share of the rota, then a
        # verdict on it.
        en(
            rf"^on[- ]?call (?:comes round|works out at|comes to) (?P<obj>(?:one|a) week in {COUNT})"
            r"(?:,|\s+which\b)[\w' ,-]{2,60}[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.full_name_then_short",
        # "Maeve Ashcombe-Uzodinma, but honestly just Maeve, …", "Kirsty Dalgetty-Ferreira's the full version, Kirsty
        # does fine": the full name said, then the short one used (the full name is the one kept).
        en(
            rf"^(?P<obj>{_FULL_NAME})(?:,\s*but (?:honestly |really )?(?:just )?(?-i:[A-Z][\w'-]+)|"
            r"(?:'s| is) the full (?:version|name|thing),\s*(?-i:[A-Z][\w'-]+) (?:does fine|is fine|will do))"
            rf"{_RIDER}"
        ),
        "HAS_NAME",
        0.8,
    ),
    Pattern(
        "en.team_named_after",
        # "our little squad's the Ouzels - named after the birds …", "I'm on the Bonxies - named after the skuas":
        # the team, then where its name comes from.
        en(
            r"^(?:our (?:little )?(?:squad|team|crew|pod)(?:'s| is)|i'm on|we're) "
            r"(?P<obj>the (?-i:[A-Z][\w'-]+))\s*[-–—,]\s*named after\b.*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.i_do_most_days",
        # "I bake bannocks most Sundays, the kids demolish them": a habit on a day of most weeks.
        en(rf"^i (?P<obj>[a-z]+ [\w'-]+(?: [\w'-]+)?) (?:most|every) {_DAYS}(?: nights?| mornings?)?{_RIDER}"),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.most_days_im_out_doing",
        # "most Saturdays I'm out sea kayaking round the Isle of May".
        en(rf"^(?:most|every) {_DAYS},? i'm (?:out |off )?(?P<obj>(?:[a-z]+ )?[a-z]+ing\b[\w' -]{{2,40}})[.!]*$"),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.doing_every_day_my_thing",
        # "bell ringing at the parish church every Tuesday night, it's my thing".
        en(
            rf"^(?P<obj>(?:[a-z]+ )?[a-z]+ing [\w' -]{{2,40}}?) every {_DAYS}(?: night| morning| evening)?,\s*"
            r"(?:it's|that's) my thing[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.breaks_are_for_doing",
        # "lunch breaks are for knitting socks, don't judge": what one's free time goes on.
        en(
            rf"^(?:my )?(?:lunch ?breaks?|lunchtimes?|evenings|weekends|{_DAYS}) (?:are|is) for "
            rf"(?P<obj>[a-z]+ing [\w'-]+(?: [\w'-]+)?){_RIDER}"
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.times_a_year_we_do",
        # "twice a year we do Rum Butter Demos, everyone shows off …": the team's custom, by name.
        en(
            r"^(?:once|twice|three times|four times) a (?:year|quarter|month) we (?:do|hold|have|run|put on) "
            rf"(?P<obj>{TITLED_NAME})(?:,.*)?$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.end_of_every_sprint_theres",
        # "end of every sprint there's Stovies Demos - show what you shipped, eat stovies".
        en(rf"^(?:at the )?end of (?:every|each) sprint there's (?P<obj>{TITLED_NAME})(?:\s*[-–—,].*)?$"),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.first_day_in_month_office_decamps",
        # "first Saturday in July the whole office decamps to the Ceres Games": the office's yearly outing.
        en(
            rf"^(?:the )?(?:first|last|second) {_DAYS} (?:in|of) (?-i:[A-Z][a-z]+) the whole (?:office|team|firm|"
            rf"company) (?:decamps|heads|goes|piles over) to (?P<obj>the {TITLED_NAME}){_RIDER}"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    # "nothing ships during Open week, the courses are chaos enough": a freeze, then why.
    policy(
        "en.nothing_ships_during",
        en(
            r"^(?P<obj>nothing (?:ships|goes out|gets released|is released|gets deployed) (?:during|in|over) "
            r"[\w' -]{2,30}?),\s*[\w' -]{2,60}[.!]*$"
        ),
    ),
    # "every creel gets tarred by hand here, no machine dipping": how each piece is made, and the way refused.
    policy(
        "en.every_gets_done_by_hand_no",
        en(r"^(?P<obj>every [\w-]+ gets [\w-]+ by hand)(?: here)?,\s*no [\w -]{2,30}[.!]*$"),
    ),
    # "milk's chilled within the hour of milking or it gets tipped, no exceptions".
    policy(
        "en.done_or_it_gets_tipped",
        en(
            r"^(?P<obj>(?:the |our )?[\w'-]+(?:'s| is| gets) [\w' -]{2,50}?) or it gets "
            r"(?:tipped|binned|thrown out|chucked|poured away)(?:,\s*no exceptions)?[.!]*$"
        ),
    ),
    # "we freeze the branches before the berries come off, never pick them fresh".
    policy(
        "en.we_do_before_never",
        en(r"^(?P<obj>we [a-z]+ [\w' -]{2,30}? before [\w' -]{2,30}?),\s*never [\w' -]{2,30}[.!]*$"),
    ),
    # "oak gets split green, never seasoned": how a material is worked, and the way refused.
    policy("en.gets_done_never", en(r"^(?P<obj>[\w-]+ gets [\w-]+ [\w-]+),\s*never [\w-]+[.!]*$")),
    Pattern(
        "en.two_foods_both_vile",
        # "mushy peas and Brussels sprouts, both vile, fight me", "cullen skink and kedgeree - keep both of them
        # well away from me": two foods refused together.
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+)?) and (?P<second>[\w'-]+(?: [\w'-]+)?)(?:,\s*both (?:vile|awful|grim|"
            r"rank|disgusting|horrid|revolting)\b.*|\s*[-–—,]\s*keep (?:both of them|them both|both) "
            r"(?:well )?away from me[.!]*)$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", "Food"),),
    ),
    Pattern(
        "en.most_x_but_not_y",
        # "happy with most antipasti, just not black olives", "I'll eat pretty much any pudding, but tinned peaches,
        # nope": a kind liked, one of it refused.
        en(
            r"^(?:i'm )?(?:happy with|fine with|i(?:'ll| will) eat) (?:pretty much |almost )?(?:most|any|all) "
            r"[\w'-]+,\s*(?:just not|but not|but) (?P<obj>[\w'-]+(?: [\w'-]+)?)(?:,\s*(?:nope|no way|no thanks))?"
            r"[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.tea_if_asking",
        # "Hibiscus tea if you're putting the kettle on", "Rosehip tea, no sugar, if anyone's asking".
        en(
            r"^(?P<obj>[\w'-]+(?: [\w'-]+)? (?:tea|coffee))(?:,\s*(?:no sugar|no milk|black|white|with milk|"
            r"milk no sugar))?,? if (?:you're putting the kettle on|anyone's asking|you're asking|you're making one)"
            r"[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.allergic_to_which",
        # "allergic to sulphites, which rules out most cheap wine, sadly".
        en(r"^(?:i'm )?allergic to (?P<obj>[a-z][\w'-]*(?: [a-z][\w'-]*)?),\s*which\b.*$"),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.makes_my_throat_itch_allergic",
        # "cashews make my throat itch - allergic, so no korma for me".
        en(
            r"^(?P<obj>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:make|makes|give|gives) (?:my|me) [\w ]{2,20}?"
            r"\s*[-–—,]\s*(?:i'm )?allergic\b.*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.two_languages_from_family",
        # "Fula at home growing up, Igbo from my dad's side, both decent": two languages and where each came from.
        en(
            rf"^(?P<obj>{_LANGUAGE}) (?:at home|from [\w' ]{{2,20}}?)(?: growing up)?,\s*(?P<second>{_LANGUAGE}) "
            r"from [\w' ]{2,20}?,\s*both [\w ]{2,20}[.!]*$"
        ),
        "SPEAKS",
        0.8,
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "en.grew_up_so_both_come_naturally",
        # "grew up between Kinshasa and Kisumu, so Lingala and Kikuyu both come fairly naturally".
        en(
            r"^(?:i )?grew up (?:between|in) [\w' ]{2,40}?,? so "
            rf"(?P<obj>{_LANGUAGE}) and (?P<second>{_LANGUAGE}) both come (?:fairly |pretty |quite )?naturally[.!]*$"
        ),
        "SPEAKS",
        0.8,
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "en.not_in_any_more_in_now",
        # "not in Warcop any more, we're in Orton now": a town left and the one lived in now.
        en(
            rf"^(?:moved!*,? )?not in (?P<wrong>{_PLACE}) any ?more,\s*(?:we're|i'm|we are|i am) (?:in|living in) "
            rf"(?P<obj>{_PLACE}) now[.!]*$"
        ),
        "LIVES_IN",
        0.8,
    ),
    Pattern(
        "en.im_at_org_a_kind_of_shop",
        # "I'm at Birdiewick, a wee software shop of about a dozen people": the workplace, then what it is.
        en(
            rf"^i'm at (?P<obj>{TITLED_NAME}),\s*an? (?:[\w-]+ ){{0,3}}(?:shop|firm|company|outfit|studio|agency|"
            r"startup|consultancy|business)\b.*$"
        ),
        "WORKS_AT",
        0.8,
    ),
    Pattern(
        "en.take_cards_through",
        # "we take cards at the shed through Tillmoss": how the business takes payment.
        en(
            r"^we take (?:cards|card payments|payments|contactless) (?:at the [\w-]+ )?(?:through|via|on|with) "
            rf"(?P<obj>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_stand_up_at_so",
        # "we stand up at 8:55 so it's done before the first tee": the standup time, then why.
        en(r"^we stand ?-?up at (?P<obj>\d{1,2}[:.]\d{2}(?:\s?[ap]m)?)(?:,? so\b.*)?$"),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.github_btw_in_case",
        # "my github's maeve-stw btw, in case you need to look at a PR": one's handle, with a rider.
        en(r"^(?:my )?(?:github|gh)(?:'s| is) @?(?P<obj>[a-z0-9][\w-]{1,38})(?: btw)?,? (?:in case|if)\b.*$"),
        "HAS_GITHUB_HANDLE",
        0.8,
    ),
    Pattern(
        "en.prs_come_from_on_github",
        # "PRs from me will come from kirsty-bdw on GitHub": one's handle by where one's PRs come from.
        en(r"^(?:my )?prs(?: from me)? (?:will )?come from @?(?P<obj>[a-z0-9][\w-]{1,38}) on github[.!]*$"),
        "HAS_GITHUB_HANDLE",
        0.8,
    ),
    Pattern(
        "en.if_free_rein_itd_all_be",
        # "if I had free rein it'd all be Standard ML, pattern matching everywhere": the tool one would choose.
        en(
            r"^if i had (?:free rein|my way|a free hand|the choice),? it'd (?:all )?be "
            rf"(?P<obj>{NAMED_TOOL}){_RIDER}"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.newer_signups_are",
        # "newer sign-ups are solid-fuel engineers and, weirdly, a heritage steam railway": buyers who joined of
        # late, two kinds.
        en(
            rf"^(?:newer|newest|recent|the latest|new) sign-?ups are (?P<obj>{_LOWER}) and,? (?:[\w ]{{2,20}},\s*)?"
            rf"(?:an? |{_SOME})?(?P<second>{_LOWER})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.mostly_its_a_but_b_sells_so_does_c",
        # "mostly it's sea buckthorn juice, but the buckthorn jam sells and so does the sea buckthorn oil".
        en(
            rf"^mostly it's (?P<obj>{_LOWER}),? but the (?P<second>{_LOWER}) sells(?: too| as well)? and so does "
            rf"the (?P<third>{_LOWER})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.works_is_org",
        # "work's Sootwhistle." (then what it is, in the next sentence): the workplace said bare.
        en(rf"^work(?:'s| is) (?P<obj>{TITLED_NAME})[.!]*$"),
        "WORKS_AT",
        0.8,
    ),
    Pattern(
        "en.boss_is_if_it_comes_up",
        # "boss is Hollis Pettifer-Kamara if it ever comes up": one's manager, with a rider.
        en(
            rf"^(?:my )?(?:boss|manager|line manager)(?:'s| is) (?P<obj>{_FULL_NAME})"
            r"(?: if it (?:ever )?comes up| if you need it| for reference)[.!]*$"
        ),
        "HAS_MANAGER",
        0.8,
    ),
]

# "buyers? A mainly, and B", "who buys creels? A, obviously, but B …": the question asked back is read as a lead-in
# to its answer, as one sentence.
_BUYERS_ASKED = re.compile(
    r"(?:^|(?<=[.!]\s))(?:buyers|customers|clients|who buys(?: them| it| [\w-]+)?)\?(?=\s+(?-i:[a-z]))", re.IGNORECASE
)


def buyers_asked_joined(text: str) -> str:
    """The text with buyers asked back ("buyers? …") read as a lead-in to the answer."""
    # Said as "Buyers:" (padded to the same length): "who buys creels?" would read as a question.
    return _BUYERS_ASKED.sub(lambda m: "Buyers:".ljust(len(m[0])), text)
