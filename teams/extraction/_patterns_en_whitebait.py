"""English patterns for the shapes parts 37-39 showed the rules did not know (round 45, issue #25): a team rule
said with "we" and a rider that closes it ("we don't deploy in …, full stop", "we always … so it grows back",
"we tan every hide ourselves, none of that …"), the release day of the month ("releases go out on the first Tuesday
of every month"), the sprint's length and one's share of on-call said with "is" or a verb of one's own ("a sprint
here is N working days, which …", "I pull on-call one week in N"), the premises with a rider, the team's name with
where it came from, a GitHub handle with "if you need to tag me", allergies and refusals said the long way round,
one language one would write everything in, habits with a rider, the firm's day out, and a tool switched off with
where the builds run now. Read before every other English pattern; each rule asks for its rider, so what other rules
read alone they still read."""

import re

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import NAMED_TOOL, ROLES, TITLED_NAME

_PLACE = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# A number in words up to the nineties as well: "twenty-three", "twenty one" (COUNT stops at twenty).
_COUNT = (
    r"(?:\d{1,2}|(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|"
    r"three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
    r"nineteen)"
)
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_MONTH = r"(?-i:January|February|March|April|May|June|July|August|September|October|November|December)"
# A kind of thing said in lower case: "tinned spaghetti", "home brew shops".
_LOWER = r"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}"
_ROLE = rf"(?:(?:[\w-]+ ){{0,3}}(?:{ROLES}|rep|officer|warden|marshal)|(?:director|head|vp) of [\w-]+)"
# A rider after a comma or a dash that only colours the fact before it.
_RIDER = r"(?:(?:,|\s[-–—])\s*[\w' ,!-]{2,80})?[.!]*$"
_FULL_NAME = r"(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)"
# The same as short as will do, so a word after it ("for the gardeners") is left out.
_LOWER_SHORT = r"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}?"
_LANGUAGE = r"(?-i:[A-Z][a-z]+)"
# How much of the goods one kind of buyer takes: "the bulk of the crop", "a good chunk of what I make".
_SHARE = (
    r"(?:the bulk|most|a good chunk|a big chunk|the lion's share) of (?:it|the crop|the [\w-]+|what (?:i|we) "
    r"(?:make|grow|sell))"
)

WHITEBAIT_PATTERNS = [
    # "we don't deploy in the first week of a school term, full stop", "we always leave a third of each patch
    # untouched so it grows back": a rule said with "we", closed by a rider or a reason; "we" is kept in the rule,
    # the rider is not (en.policy keeps the rider and drops "we").
    policy(
        "en.we_rule_full_stop",
        en(
            r"^(?P<obj>we (?:always|never|don't|do not|won't) [\w' -]{2,60}?)"
            r"(?:,\s*(?:full stop|period|no exceptions|end of story|no ifs or buts)|"
            r" so (?:that )?(?:it|they) (?:grows?|comes?|recovers?|regrows?) back)[.!]*$"
        ),
    ),
    # "we tan every hide ourselves, none of that bought-in stuff", "we lift the earlies by hand": the way the team
    # makes its goods, by its own hand (not a habit).
    policy(
        "en.we_do_it_ourselves",
        en(
            r"^(?P<obj>we (?:tan|lift|pick|cut|dye|make|bake|mill|press|shape|carve|sew|stitch|weave|smoke|cure|"
            r"brew|roast|bottle|pack) (?:every|each|all|the|our) [\w' -]{2,30}? (?:ourselves|by hand|in[- ]house))"
            r"(?:,\s*(?:none of that|no) [\w' -]{2,40})?[.!]*$"
        ),
    ),
    # "GPS history gets wiped after thirty days, no exceptions": what is done to a thing after a time, closed.
    policy(
        "en.gets_done_after_no_exceptions",
        en(
            r"^(?P<obj>(?:the |our |all )?[\w' -]{2,30}? gets (?:wiped|deleted|purged|shredded|archived|binned) "
            r"(?:after|within) [\w' -]{2,20}?),\s*no exceptions\b[\w' ,-]*[.!]*$"
        ),
    ),
    # "nothing goes live during the school summer holidays" (the reason after a dash is its own clause): the
    # blackout said alone (en.nothing_ships_during wants a rider after a comma).
    policy(
        "en.nothing_ships_between",
        en(
            r"^(?P<obj>nothing (?:ships|goes out|goes live|gets released|gets deployed) (?:during|over|between) "
            r"[\w' -]{2,40}?)[.!]*$"
        ),
    ),
    # "every blank gets shaped by hand", "every bowl comes from a single piece of wood": how each piece is made.
    policy(
        "en.every_piece_made_so",
        en(
            r"^(?P<obj>every [\w-]+ (?:gets [\w-]+ by hand|is [\w-]+ by hand|comes from (?:a single|one) "
            r"(?:piece|block|length|log) of [\w-]+))[.!]*$"
        ),
    ),
    # "hops go into the kiln the same day they're picked, or they're not worth selling": a deadline and its cost.
    policy(
        "en.same_day_or_else",
        en(
            r"^(?P<obj>[\w' -]{2,40}? the same day (?:they're|they are|it's|it is) [\w-]+),\s*or "
            r"(?:they're|they are|it's|it is|they get|it gets) [\w' -]{2,40}[.!]*$"
        ),
    ),
    Pattern(
        "en.release_on_nth_weekday",
        # "releases go out on the first Tuesday of every month, like clockwork", "we cut a release on the last
        # Wednesday of every month": the release cadence by its day of the month (not a habit).
        en(
            r"^(?:we (?:cut|push|do|ship|make|put out) (?:a |our )?releases?|(?:our |the )?releases? "
            r"(?:go out|goes out|land|lands|ship|happen|are)) on "
            rf"(?P<obj>the (?:first|second|third|fourth|last) {_WEEKDAY} of (?:every|each|the) month){_RIDER}"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.sprint_is_days",
        # "a sprint here is twenty working days, which feels long …", "each sprint is twenty-one working days long";
        # a rider only after a comma or "which" ("sprints are two weeks too long" is a complaint).
        en(
            rf"^(?:(?:a|each|every|one|our) )?sprints?(?: here)? (?:is|are) (?P<obj>{_COUNT} (?:working |calendar )?"
            r"(?:days|weeks))(?: long)?(?:(?:,|\s+which\b)[\w' ,-]{0,60})?[.!]*$"
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.i_pull_on_call_one_week_in",
        # "I pull on-call one week in twenty-three, which …", "I get the on-call pager one week in twenty-five",
        # "on-call rotation for me is one week in twenty-seven, so …": one's share of the team's rota.
        en(
            r"^(?:i (?:pull|get|do|take|carry|have) (?:the )?on[- ]?call(?: pager| phone| shift| duty)?|"
            r"(?:the )?on[- ]?call(?: rotation| rota)?(?: for me)? is) "
            rf"(?P<obj>(?:one|a) week in {_COUNT})(?:(?:,|\s+which\b)[\w' ,-]{{2,60}})?[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_are_on_street_in_town",
        # "we're on Quay Street in Harbourtown, right above the bakery": the premises' street, then a rider.
        en(rf"^(?:we're|we are) on (?:the )?(?P<obj>{_PLACE}) in {_PLACE},\s*[\w' -]{{2,50}}[.!]*$"),
        "LOCATED_IN",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.office_upstairs_from_on_street",
        # "the office is upstairs from the chemist on Mackay Street, handy for lunch".
        en(
            r"^(?:the |our )?(?:office|shop|workshop|studio)(?:'s| is) (?:upstairs|downstairs|round the corner) "
            rf"from (?:a|an|the) [\w' -]{{2,30}}? on (?:the )?(?P<obj>{_PLACE}){_RIDER}"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.shed_is_at_town",
        # "the packing shed's down the road in Glenora", "the drying shed's at Waimangaroa, just off the highway":
        # where a work building is.
        en(
            r"^(?:the |our )?(?:[\w-]+ )?(?:shed|workshop|packhouse|barn|kiln|warehouse|yard)(?:'s| is) "
            rf"(?:at|in|out at|out in|(?:just )?(?:down|up) the road in) (?P<obj>{_PLACE}){_RIDER}"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.team_name_is_the",
        # "team name is the Storm Petrels, nobody owns up to picking it", "my team's the Blue Ducks, after the whio
        # on the office mugs": the team's name, then a word on where it came from.
        en(
            r"^(?:(?:our |my )?team name is|(?:my|our) team(?:'s| is)) "
            rf"(?P<obj>the {TITLED_NAME}),\s*(?:after|named after|nobody|no one|don't ask)\b[\w' ,-]*[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.on_the_team_name_came_from",
        # "I'm on the Pademelons - the name came out of a whiteboard vote".
        en(rf"^i'm on (?P<obj>the {TITLED_NAME})\s+[-–—]\s+the name (?:came|comes) (?:out of|from)\b.*$"),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.github_handle_if_tag",
        # "github handle's nerys-clw if you ever need to tag me": the handle, then what it is for.
        en(
            r"^(?:my )?github (?:handle|username|name)(?:'s| is) (?P<obj>[a-z0-9][\w-]*)"
            r"(?: if you (?:ever )?need to (?:tag|ping|find) me\b.*)?[.!]*$"
        ),
        "HAS_GITHUB_HANDLE",
        0.8,
    ),
    Pattern(
        "en.im_handle_on_github",
        # "I'm bron-tkm on GitHub": a handle said with a hyphen or a figure, so it is no name.
        en(r"^i'm (?P<obj>(?-i:[a-z][a-z0-9]*[-_][a-z0-9-]+|[a-z]+\d+)) on github[.!]*$"),
        "HAS_GITHUB_HANDLE",
        0.8,
    ),
    Pattern(
        "en.turns_out_allergic",
        # "turns out I'm allergic to linseed oil", "allergic to codeine, found that out the hard way …": an allergy
        # said with how it was found.
        en(
            r"^(?:(?:it )?turns out i'm allergic to (?P<obj>[\w' -]{2,30}?)|(?:just so it's on file:\s*)?"
            r"allergic to (?P<span>[\w' -]{2,30}?),\s*found (?:that |it )?out\b[\w' ,-]*)[.!]*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.cant_have_im_allergic",
        # "I can't have penicillin, I'm allergic".
        en(r"^i can't have (?P<obj>[\w' -]{2,30}?),\s*i'm allergic(?: to (?:it|them))?[.!]*$"),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.brings_me_out_in",
        # "the wattle bark we tan with brings me out in hives, so …", "tramadol makes me come up in welts, so please
        # keep that on file as an allergy": a reaction named, so an allergy.
        en(
            r"^(?:the )?(?P<obj>[\w' -]{2,30}?)(?: we [\w]+ with)? (?:brings me out in|makes me come up in) "
            r"(?:hives|welts|a rash|spots)\b[\w' ,-]*[.!]*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.eat_any_except",
        # "I'll eat most things out of the sea, winkles excepted", "happy to eat pretty much any fruit going, bar
        # passionfruit", "I'll eat any sweet you put in front of me except Jelly Tots": all but one food.
        en(
            r"^(?:i'll|i will|happy to|i'm happy to) eat (?:most|pretty much any|almost any|any) [\w' -]{2,40}?"
            r"(?:,\s*(?P<obj>[\w' -]{2,30}?) excepted|,?\s*(?:bar|except|apart from|but not) "
            r"(?P<span>[\w' -]{2,30}?))[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.two_foods_never_again",
        # "sago and tinned spaghetti - school camp food, never again", "laverbread and cockles - my mam loved both, I
        # can't go near either", "muttonbird and kina, both a hard no from me": two foods refused together.
        en(
            rf"^(?P<obj>{_LOWER}) and (?P<second>{_LOWER})(?:\s+[-–—]\s+[\w' ,-]*?(?:never again|can't go near "
            r"either|won't touch either)|,\s*both a hard no\b[\w' ]*)[.!]*$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", "Food"),),
    ),
    Pattern(
        "en.id_write_everything_in",
        # "left to my own devices I'd write the lot in Scheme, parentheses and all", "secretly I'd still write
        # everything in Delphi if anyone let me": the language one would pick.
        en(
            r"^(?:left to my own devices,? |secretly,? |honestly,? )?i'd (?:still )?write "
            rf"(?:the lot|everything|it all) in (?P<obj>{TITLED_NAME})"
            r"(?:,\s*[\w' -]{2,30}| if (?:anyone|they|you) (?:let|lets) me)?[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.lang_for_everything_if_my_way",
        # "Common Lisp for everything if I got my way".
        en(rf"^(?P<obj>{TITLED_NAME}) for everything if i (?:got|had) my way[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.tea_is_my_go_to",
        # "kawakawa tea is my go-to, I buy it by the kilo …", "lemongrass tea, no milk": one's drink.
        en(r"^(?P<obj>[\w-]+(?: [\w-]+)? tea)(?: is my go-to(?:,\s*[\w' ,-]{2,60})?|,\s*no (?:milk|sugar))[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.hobby_at_place_most_mornings",
        # "wild swimming at Newgale most mornings from May on, …", "fly fishing up at Great Lake whenever the wind
        # drops, …", "come spring I'm whitebaiting at the Grey river mouth most mornings …": a pastime and where.
        en(
            r"^(?:come [a-z]+,? i'm )?(?P<obj>(?:[a-z]+ )?[a-z]+ing (?:up |down |out )?(?:at|on|in) (?:the )?"
            rf"{_PLACE}(?: (?-i:[a-z]+)){{0,2}}?) (?:most (?:mornings|evenings|nights|weekends|days)|whenever)\b"
            r"[\w' ,-]*[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.day_its_hobby_at",
        # "Saturday mornings it's parkrun at the Gorge, rain or hail".
        en(
            rf"^{_WEEKDAY}s? (?:mornings|evenings|nights)?,? it's (?P<obj>[\w-]+ at (?:the )?{_PLACE})"
            r"(?:,\s*rain or (?:shine|hail))?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.i_sing_in_choir",
        # "I sing in the chapel choir, Thursday practice is sacred".
        en(r"^i (?P<obj>(?:sing|play) in (?:the|a) [\w' -]{0,20}?(?:choir|band|orchestra)),\s*[\w' -]{2,50}[.!]*$"),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.sprint_ends_with",
        # "each sprint finishes with Crempog Demos", "end of each sprint is Fritter Friday: …": the team's ritual.
        en(
            r"^(?:(?:each|every) sprint (?:finishes|ends|wraps up|closes) with|(?:the )?end of (?:each|every) "
            rf"sprint is) (?P<obj>{TITLED_NAME})(?::\s*[\w' ,-]{{2,80}})?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "en.office_goes_to_event",
        # "come August the office empties out for the Folk Festival", "every March the whole office takes a day off
        # and heads down to Town for Wildfoods", "we knock off early on the first Friday of May so the whole office
        # can go to Agfest": the firm's yearly day out.
        en(
            rf"^(?:come {_MONTH},? the (?:whole )?office empties out for|every {_MONTH} the whole office takes a "
            rf"day off and heads (?:down |up |over |out )?to {_PLACE} for|we knock off early on [\w ]{{2,30}}? so "
            rf"the whole office can go to) (?P<obj>{TITLED_NAME})[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "en.full_name_though_people_say",
        # "Bronwyn Tuckett-Mwale, though most people just say Wyn".
        en(rf"^(?P<obj>{_FULL_NAME}),\s*(?:though|but) (?:most people|everyone|people) (?:just )?(?:say|call me)\b.*$"),
        "HAS_NAME",
        0.8,
    ),
    Pattern(
        "en.name_is_my_boss",
        # "Imogen Pryor-Fonoti is my boss, and a very patient one".
        en(rf"^(?P<obj>{_FULL_NAME}) is my (?:boss|manager|line manager)(?:,\s*[\w' -]{{2,40}})?[.!]*$"),
        "HAS_MANAGER",
        0.8,
    ),
    Pattern(
        "en.im_at_firm_n_of_us",
        # "I'm at Tamarware, there's eleven of us plus the office dog", "been with Kotuku Digital since it was four
        # of us in a garage": the workplace, said with its size.
        en(
            rf"^(?:i'm at (?P<obj>{TITLED_NAME}),\s*there's [\w-]+ of us\b|(?:i've )?been with "
            rf"(?P<span>{TITLED_NAME}) since (?:it was|there were) [\w-]+ of us\b)[\w' ,-]*[.!]*$"
        ),
        "WORKS_AT",
        0.8,
    ),
    Pattern(
        "en.day_job_is",
        # "day job is DevOps engineer, which mostly means …".
        en(rf"^(?:my )?day job(?:'s| is) (?:a |an )?(?P<obj>{_ROLE})(?:,\s*[\w' ,-]{{2,80}})?[.!]*$"),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.role_for_our_floor",
        # "I'm the first aid officer for our floor now - …", "I've been made fire marshal for our floor, so …",
        # "I put my hand up to be health and safety rep": a role taken on at work (not a workplace).
        en(
            rf"^(?:i'm (?:the |a )?(?P<obj>{_ROLE}) for (?:our|the) (?:floor|office|building|site)(?: now)?|"
            rf"(?:i've been made|i put my hand up to be) (?:the )?(?P<span>{_ROLE})"
            r"(?: for (?:our|the) (?:floor|office|building|site)(?: now)?)?)"
            r"(?:(?:,|\s[-–—])\s*[\w' ,-]{2,80})?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.role_as_of_no_more_old",
        # "I'm director of engineering as of Monday, so no more platform engineer for me".
        en(rf"^i'm (?P<obj>{_ROLE}) as of [\w ]{{2,20}}?,\s*so no more (?P<wrong>[\w -]{{2,30}}?) for me[.!]*$"),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.tool_takes_payments",
        # "Carvetill handles card payments at the workshop", "customers at the shed pay by card through Hidetill",
        # "the shop takes cards through Swellpay, cash if …": the till the business uses.
        en(
            rf"^(?:(?P<obj>{NAMED_TOOL}) (?:handles|takes|does) (?:the )?(?:card )?payments\b[\w' ,-]*|"
            r"(?:the |our )?(?:customers|shop|stall|workshop)(?: at the [\w-]+)? (?:pay|take|takes) "
            rf"(?:by card |cards? |payments )?through (?P<span>{NAMED_TOOL})(?:,\s*[\w' -]{{2,40}})?)[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tool_off_builds_on_now",
        # "Tamarpipe's switched off, our builds run on Cradlebuild now", "Oldpipe's been retired, CI's on Newbuild
        # now": the tool the builds run on now, the old one as replaced.
        en(
            rf"^(?P<wrong>{NAMED_TOOL})(?:'s| is| has| got)(?: been)? (?:switched off|turned off|retired|shut down)"
            r",\s*(?:our |the )?(?:ci|builds?)(?:'s| is| are| runs?)? (?:on|in) "
            rf"(?P<obj>{NAMED_TOOL}) now[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.moved_builds_off_onto",
        # "we moved our builds off Oldbuild and onto New CI over the holidays".
        en(
            rf"^we moved (?:our |the |all our )?(?:builds?|ci|deploys?) off (?P<wrong>{NAMED_TOOL}) and onto "
            rf"(?P<obj>{NAMED_TOOL})(?: (?:over|during|at) the [\w-]+| last [\w-]+)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    # Round 45's second step: buyers, goods, the home and the business said together, languages, one's hobby as
    # what one is, and a tool list of two.
    Pattern(
        "en.a_take_the_bulk_b_the_rest",
        # "surf schools take a good chunk of what I make, and the board hire places up and down the coast take the
        # rest", "orchid nurseries buy the bulk of it, and there's a couple of terrarium shops in Town that take …",
        # "pub kitchens take the bulk of the crop": buyers by their share.
        en(
            rf"^(?P<obj>{_LOWER}) (?:take|buy|get) {_SHARE}"
            rf"(?:,\s*and (?:the |a few |some )?(?P<second>{_LOWER_SHORT})(?: (?:up and down|across|around|all over) "
            r"[\w' ]{2,20}?)? take the rest|,\s*and there's (?:a couple of|a few|some) "
            rf"(?P<third>{_LOWER_SHORT})(?: in {_PLACE})? (?:that|who) (?:take|buy)\b[\w' ,-]*)?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"), ("third", "HAS_CLIENTS", "Organisation")),
    ),
    Pattern(
        "en.most_of_the_crop_goes_to",
        # "most of the crop goes to craft breweries", and the clause after it: "the rest gets bagged up for home
        # brew shops", "whatever's left goes out through a couple of veg box schemes".
        en(
            r"^(?:most of (?:the crop|it|what (?:i|we) (?:make|grow))(?: goes to| ends up with)|(?:the rest|whatever's "
            r"left|what's left)(?: gets bagged up for| goes out through| goes to| gets sold to)) "
            # The buyers are a kind of business in the plural ("most of it goes to waste" names none).
            rf"(?:a couple of |a few |some )?(?P<obj>{_LOWER})(?<=s)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.a_bread_and_butter_and_b_stock",
        # "saddleries are my bread and butter, and a few country outfitters stock the belts", "most of my spoons end
        # up in craft galleries, and bridal shops order the wedding ones": two kinds of buyer in one clause.
        en(
            rf"^(?:(?P<obj>{_LOWER}) are (?:my|our) bread and butter|most of (?:my|our) [\w-]+ end up (?:in|with|at) "
            rf"(?P<span>{_LOWER})),\s*and (?:a few |some )?(?P<second>{_LOWER_SHORT}) (?:stock|order|buy|take) "
            r"the [\w' -]{2,20}[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.picked_up_a_handful_of",
        # "picked up a handful of ski clubs over the winter, and two retirement villages want it for …".
        en(
            rf"^(?:we )?picked up (?:a handful of|a few|some|a couple of) (?P<obj>{_LOWER_SHORT}) over the [\w-]+,"
            rf"\s*and (?:two|three|four|a few|some|a couple of) (?P<second>{_LOWER_SHORT}) want (?:it|them)\b"
            r"[\w' ,-]*[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.we_make_app_biggest_users",
        # "we make a volunteer rostering app - surf lifesaving clubs are the biggest users, then volunteer fire
        # brigades": the product, then its buyers.
        en(
            r"^we (?:make|build|sell) (?:a|an) (?P<obj>[\w' -]{2,40}? app)\s+[-–—]\s+"
            rf"(?P<second>{_LOWER}) are the (?:biggest|main) users,\s*then (?P<third>{_LOWER})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"), ("third", "HAS_CLIENTS", "Organisation")),
    ),
    Pattern(
        "en.a_pays_the_bills_b_and_c_too",
        # "wedding lovespoons pay the bills, but anniversary spoons and carved bread boards do alright too".
        en(
            rf"^(?P<obj>{_LOWER}) pays? the bills,\s*but (?P<second>{_LOWER_SHORT}) and (?P<third>{_LOWER_SHORT}) "
            r"do (?:alright|all right|well|ok|okay|nicely) too[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.a_main_crop_then_b_and_c",
        # "early potatoes are the main crop, then asparagus in spring and seed potatoes for the gardeners",
        # "it's mostly shortboards, plus longboards to order and a few wooden alaias for the purists".
        en(
            rf"^(?:(?P<obj>{_LOWER_SHORT}) (?:are|is) the main (?:crop|line)|it's mostly (?P<span>{_LOWER_SHORT})),"
            rf"\s*(?:then|plus) (?P<second>{_LOWER_SHORT})(?: in [a-z]+| to order)? and (?:a few |some |the odd )?"
            rf"(?P<third>{_LOWER_SHORT})(?: for the [a-z]+)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.live_at_and_work_for_family",
        # "I live out at Mathry and run the family farm with my brother - Trefgarn Earlies", "I live up at Granity
        # and drive the truck for my uncle's outfit, Mokihinui Moss", "home's at Bushy Park, where the family grows
        # hops - the farm's Styx Valley Hops": where one lives, and the family business one works in.
        en(
            rf"^(?:i live (?:out |up |down )?(?:at|in) (?P<obj>{_PLACE}) and [\w' ]{{2,40}}? "
            r"(?:the family (?:farm|business|shop)|my [\w']+ (?:outfit|farm|business|firm))(?: with my [\w-]+)?"
            rf"(?:\s+[-–—]\s+|,\s*)(?P<org>{TITLED_NAME})|home's (?:at|in) (?P<span>{_PLACE}),\s*where the family "
            rf"[\w' ]{{2,30}}?\s+[-–—]\s+the (?:farm|business|shop)(?:'s| is) (?P<firm>{TITLED_NAME}))[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        also=(("org", "WORKS_AT", "Organisation"), ("firm", "WORKS_AT", "Organisation")),
    ),
    Pattern(
        "en.trade_firm_on_street",
        # "I'm a whip maker - Meander Plaitworks, fourth generation, on Emu Bay Road out in Deloraine": the trade,
        # the business, and the street it is on.
        en(
            r"^i'm an? (?P<obj>[\w-]+ (?:maker|carver|shaper|smith|weaver|potter|turner))\s+[-–—]\s+"
            rf"(?P<org>{TITLED_NAME}),\s*[\w' -]{{2,30}},\s*on (?P<street>{_PLACE}) (?:out |up |down )?in "
            rf"{_PLACE}[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        also=(("org", "WORKS_AT", "Organisation"), ("street", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.firm_is_my_workshop_in",
        # "Cwtch Spoons is the workshop, down in Lower Solva by the harbour", "Tiphead Boards is my wee shop in
        # Blaketown, right by the breakwater": the business one works at, and where it is.
        en(
            rf"^(?P<obj>{TITLED_NAME}) is (?:the|my|our)(?: wee| little| tiny)? (?:workshop|shop|studio),?\s*"
            rf"(?:down |up |out )?in (?P<town>{_PLACE})(?:,?\s*(?:right )?by the [\w' -]{{2,20}})?[.!]*$"
        ),
        "WORKS_AT",
        0.8,
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.trade_self_employed",
        # "surfboard shaper, self-employed.": one's trade, then how one works at it.
        en(r"^(?P<obj>[\w-]+ (?:shaper|maker|carver|smith|weaver|potter|turner)),\s*self[- ]employed[.!]*$"),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "en.i_picked_up_two_languages",
        # "I picked up Malagasy and Bislama as a kid", "I grew up with Mongolian and Kyrgyz", "…, so Armenian and
        # Albanian were the languages at home": two languages from a childhood.
        en(
            rf"^(?:i (?:picked up|grew up with|grew up speaking) (?P<obj>{_LANGUAGE}) and (?P<second>{_LANGUAGE})"
            r"(?: as a kid)?|[\w' ]{2,40} (?:from|in) "
            rf"{_PLACE},\s*so (?P<span>{_LANGUAGE}) and (?P<third>{_LANGUAGE}) were the languages at home)[.!]*$"
        ),
        "SPEAKS",
        0.8,
        also=(("second", "SPEAKS", "Language"), ("third", "SPEAKS", "Language")),
    ),
    Pattern(
        "en.hobbyist_and_proud",
        # "Rockhound through and through", "Plane spotter, and not even a bit embarrassed about it", "Geocacher -
        # 900-odd finds": what one is by one's hobby, with a word of pride or a count.
        en(
            r"^(?P<obj>(?-i:[A-Z][a-z]+)(?: (?-i:[a-z]+))?)(?: through and through|,? and not (?:even a bit |at all )?"
            r"(?:embarrassed|ashamed)(?: about it)?|\s+[-–—]\s+[\d,]+(?:-odd)? (?:finds|ticks|done|bagged))[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.im_in_town_so_a_quick_run",
        # "I'm in Legana, so it's a quick run down the river into town": where one lives, by the way in.
        en(
            rf"^i'm in (?P<obj>{_PLACE}),\s*so it's (?:a|an) (?:quick|short|easy|long) "
            r"(?:run|drive|walk|ride|trip|hop)\b[\w' ,-]*[.!]*$"
        ),
        "LIVES_IN",
        0.8,
    ),
    Pattern(
        "en.out_of_old_town_new_place",
        # "finally out of Legana - we bought a little place in Evandale", "moved house at the weekend - Runanga's
        # behind me, I'm in Cobden now": the town lived in now, the old one as replaced.
        en(
            rf"^(?:finally )?out of (?P<wrong>{_PLACE})\s+[-–—]\s+we(?:'ve)? bought a (?:little |small |new )?"
            rf"(?:place|house|flat|cottage) in (?P<obj>{_PLACE})[.!]*$"
        ),
        "LIVES_IN",
        0.8,
    ),
    Pattern(
        "en.moved_old_town_behind_me",
        # "moved house at the weekend - Runanga's behind me, I'm in Cobden now".
        en(
            rf"^moved(?: house)?(?: [\w ]{{2,20}})?\s+[-–—]\s+(?P<wrong>{_PLACE})'s behind me,\s*"
            rf"i'm in (?P<obj>{_PLACE}) now[.!]*$"
        ),
        "LIVES_IN",
        0.8,
    ),
    Pattern(
        "en.tool_holds_tickets_tool_does_ci",
        # "Wekaboard holds the tickets, Brunnerbuild does CI", "our stack, roughly: Preselitrack holds the
        # tickets, Cleddaupipe runs CI": the first two of a tool list.
        en(
            r"^(?:(?:our |the )?(?:stack|tools|toolchain)(?:, roughly)?:\s*)?"
            rf"(?P<obj>{NAMED_TOOL}) (?:holds|has|keeps) the tickets,\s*(?P<second>{NAMED_TOOL}) (?:does|runs) ci"
            r"[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.we_talk_in_and_pages",
        # "we talk in Ramseychat and Strumblehorn pages whoever's on call": the chat tool, and the pager.
        en(
            rf"^we (?:talk|chat) (?:in|on) (?P<obj>{NAMED_TOOL}),? and (?P<second>{NAMED_TOOL}) pages "
            r"whoever(?:'s| is) on call[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.tool_for_talking",
        # "Quollchat for talking" (a tool list's item).
        en(rf"^(?:and )?(?P<obj>{NAMED_TOOL}) for (?:talking|chatting|chat)[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.tickets_go_in_and_ci_runs_on",
        # "tickets go in Wombatrack and CI runs on Cradlebuild" (a profile's last item): two tools by their work.
        en(
            rf"^tickets (?:go|live|are) (?:in|on) (?P<obj>{NAMED_TOOL}) and ci (?:runs|is) on "
            rf"(?P<second>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.every_item_is_a_tool_ticket_now",
        # "every route change is a Wekaboard ticket now" (after an old binder retired): the tool the work is kept in.
        en(rf"^every [\w' -]{{2,30}}? is (?:a|an) (?P<obj>{NAMED_TOOL}) (?:ticket|card|task|entry|issue) now[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.what_we_build_is_an_app",
        # "what we build is a campsite booking app.", "our product's a school bus tracking app.": the product.
        en(r"^(?:what we (?:build|make|sell) is|our product(?:'s| is)) (?:a|an) (?P<obj>[\w' -]{2,40}? app)[.!]*$"),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.a_first_and_foremost_plus_b",
        # "campsites first and foremost, plus a fair few glamping sites", "rural schools buy most of the licences,
        # bus contractors pretty much all the rest" (the sentence after the product): who buys it.
        en(
            rf"^(?:(?P<obj>{_LOWER}) first and foremost,\s*plus (?:a fair few|a few|some|the odd) "
            rf"(?P<second>{_LOWER})|(?P<span>{_LOWER}) buy most of the [\w-]+,\s*(?P<third>{_LOWER_SHORT}) "
            r"(?:pretty much |more or less )?(?:all )?the rest)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"), ("third", "HAS_CLIENTS", "Organisation")),
    ),
    Pattern(
        "en.asked_back_refused_with_rider",
        # "Piccalilli? absolutely not, don't even put it on the table", "Marmite? hard pass, sorry to let the side
        # down", "Feijoas? nah, can't stand the gritty bits" (read with the question joined, below): a food asked
        # back, refused, then a word more.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}),\s*(?:absolutely not|hard pass|nah|nope),\s*"
            r"(?:don't even|sorry|can't stand|i can't stand)\b[\w' -]{2,50}[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
]

# The question of a food asked back, then refused with a word more after the refusal ("Feijoas? nah, can't stand the
# gritty bits"): the question mark read as a comma (same length, so offsets hold).
_ASKED_REFUSED_WITH_RIDER = re.compile(
    r"(?:^|(?<=[.!?]\s))(?-i:[A-Z][\w'-]*(?: [\w'-]+){0,2})\?(?=\s+(?:absolutely not|hard pass|nah|nope),\s+"
    r"(?:don't even|sorry|can't stand|i can't stand)\b[^.?!]{2,50}[.!]*\s*$)",
    re.IGNORECASE,
)


def asked_refused_with_rider_joined(text: str) -> str:
    """The text with a food asked back, then refused with a rider, read as one statement."""
    return _ASKED_REFUSED_WITH_RIDER.sub(lambda m: m[0][:-1] + ",", text)
