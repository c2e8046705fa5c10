"""English patterns for the shapes part 32 showed the rules did not know (round 36, issue #25): a fact with a rider
after a dash or comma that only says what kind of fact it is ("X sets my chest off - proper allergy", "…, house
rule", "…, if you're curious", "…, nothing else for me"), a refusal "a hard no" or "Can't be doing with A, or B for
that matter", buyers said with "plus", goods after "What goes out the door:", a rule after "Workshop law:", a team's
cadence said as a train, one's share of the pager, where premises are said with what they are first, one's handle
said tersely, a role in the team. The follow-up (FOLLOW_UP_PATTERNS) reads a tool gone and the one the team is on
since, a ban from a clock time with a rider, an app given up and deleted, buyers one clause at a time around a
semicolon, a board or book retired with where its work lives now, a step up to a role that is no longer the old one,
where a team's kinds of work go, each without a verb, and a name for a thing in this chat given with "refer to … as".
Read before every other English pattern."""

from teams.extraction._patterns import SESSION, WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, NAMED_TOOL, ROLES

# A lowercase kind of buyer in the plural: "sailing clubs", "farm shops".
_BUYERS = r"(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,2}?(?-i:s)"
_FEW = r"(?:a few |a couple of |some |the odd |a handful of |several |one |two |three |four |five )?"
# A kind of buyer in the singular after "one" or "a": "one rowing regatta", "a cookery school".
_ONE_BUYER = r"(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,2}?"
# Goods said with an article or none: "garden besoms", "a chilli oil".
_GOODS = r"(?:a |an |some )?(?P<{}>(?-i:[A-Za-z][\w'-]*)(?: [\w'-]+){{0,2}}?)"
_PLACE = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# A thing said first, a capital and at most three words: "Broomcorn dust", "Hawthorn tea".
_THING = r"(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}?"
_ROLE = rf"(?:[a-z][\w-]+ ){{0,2}}(?:{ROLES}|champion|steward|captain|officer|coordinator|rep|lead)"

FIRST_PATTERNS = [
    Pattern(
        "en.thing_does_me_allergy",
        # "Broomcorn dust sets my chest off - proper allergy", "Buckwheat gives me a rash - it's an allergy": what it
        # does to one, then a rider that says it is an allergy.
        en(
            rf"^(?P<obj>{_THING}) (?:sets|brings|gives|makes|brings on|sets off)\b[\w' ]{{2,30}}?\s*[-–—,]\s*"
            r"(?:it's |it is |that's |a )?(?:an? )?(?:proper |real |genuine |actual |diagnosed )?allergy[.!]*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.thing_nothing_else_for_me",
        # "Hawthorn tea, nothing else in the pot for me": the one thing one has, with nothing else.
        en(rf"^(?P<obj>{_THING}),\s*nothing else(?: (?:in|on) (?:the|my) [\w-]+)? for me[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.cant_be_doing_with_or",
        # "Can't be doing with cockles, or samphire for that matter": two refused, the second as an afterthought.
        en(
            r"^(?:i )?(?:can't|cannot) (?:be doing|be bothered|cope|deal) with (?P<obj>[\w'-]+(?: [\w'-]+)?),?\s*"
            r"(?:or|nor) (?P<second>[\w'-]+(?: [\w'-]+)?) (?:for that matter|either|neither|come to that)[.!]*$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", "Thing"),),
    ),
    Pattern(
        "en.thing_is_a_hard_no",
        # "… but candied peel is a hard no": a thing refused outright.
        en(
            # "I like sweets fine, but …": a liking only tolerated is no preference; what follows "but" is refused.
            r"^(?:i (?:like|don't mind|can take|can eat) [\w' -]{2,30}? (?:fine|well enough|okay|all right),?\s*)?"
            r"(?:but )?(?P<obj>(?!(?:it|that|this|that one|the answer|mine)\b)[\w'-]+(?: [\w'-]+)?) "
            r"(?:is|are) a (?:hard|firm|flat|definite) no[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.buyers_pay_too_plus",
        # "Two sailing clubs on the Buchan coast pay for it too, plus one rowing regatta": buyers, one added after
        # "plus".
        en(
            rf"^{_FEW}(?P<obj>{_BUYERS})(?: (?:on|in|around|along|near) the [\w' ]{{2,30}}?)? "
            r"(?:pay for it|pay us|buy it|buy from us|subscribe)(?: too| as well| also)?,\s*plus "
            rf"(?:a couple of |a few |one |an |a |two |three )?(?P<second>{_ONE_BUYER})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.what_goes_out_the_door",
        # "What goes out the door: garden besoms, cobweb brushes and Halloween brooms": the goods, three of them.
        en(
            r"^what (?:goes out (?:of )?the door|leaves the (?:shop|workshop|yard|bakery|farm)|we turn out)\s*:\s*"
            rf"{_GOODS.format('obj')},\s*{_GOODS.format('second')},? and {_GOODS.format('third')}[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    policy(
        # "Workshop law: the billhook goes back on its nail …": a rule after "<place> law:".
        "en.place_law",
        en(
            r"^(?:workshop|house|shop|kitchen|office|team|studio|yard|farm|site) (?:law|rule|rules)\s*:\s*"
            r"(?P<obj>[\w' -]{8,100}?)[.!]*$"
        ),
    ),
    Pattern(
        "en.release_train_leaves",
        # "Release train leaves every fifth Tuesday": the team's release cadence, said as a train.
        en(
            r"^(?:the |our )?release train (?:leaves|goes|runs|departs|sails)\s+"
            r"(?P<obj>every (?:[\w-]+ )?(?:day|week|fortnight|month|monday|tuesday|wednesday|thursday|friday|"
            r"sprint|quarter))[.!]*$"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.i_get_the_pager",
        # "I get the pager one week in thirteen": one's turn on the team's rota.
        en(
            r"^i (?:get|have|carry|hold|take) the (?:pager|on-call phone|on-call pager)\s+"
            rf"(?P<obj>(?:one|a) week in {COUNT})[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.premises_is_the_x_on_street",
        # "Office is the loft above the chandlery on Seafield Street, Portsoy": what the premises are, then the street.
        en(
            r"^(?:the |our )?(?:office|shop|workshop|studio|unit|premises)(?: is|'s) (?:the|a) [\w' -]{2,40}? on "
            rf"(?P<obj>{_PLACE}(?: (?:Street|Lane|Road|Row|Wynd|Place|Square))?)(?:,\s*{_PLACE}| in {_PLACE})?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.gh_handle_terse",
        # "gh handle ishbel-gnt": one's GitHub handle, said tersely.
        en(r"^(?:my )?(?:gh|github) (?:handle|username|user|login|name)\s*:?\s*@?(?P<obj>[a-z0-9][\w-]{1,38})[.!]*$"),
        "HAS_GITHUB_HANDLE",
        0.85,
    ),
    Pattern(
        "en.im_the_teams_role",
        # "Oh and I'm the team's sustainability champion as well": a role held in the team.
        en(
            r"^(?:oh,? )?(?:and |also,? )?i(?:'m| am) (?:also )?(?:the|our) (?:team's|squad's|company's|office's) "
            rf"(?P<obj>{_ROLE})(?: as well| too| also)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.doer_if_youre_curious",
        # "Trig-point bagger, if you're curious": what one is, said bare with an aside.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w-]+) (?-i:[a-z]+(?:er|or|ist|ian)))"
            r",\s*(?:if you're curious|if you must know|if you're wondering|if you were wondering|since you ask)"
            r"[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
]

# Where a kind of the team's work goes: "bugs go in X", "builds on Y", "chat is Z".
_WORK = r"(?:bugs|tickets|issues|tasks|builds|ci|chat|docs|notes|code|logs|alerts|pages|deploys|invoices|orders)"
_GOES = r"(?: (?:go|goes|live|lives|sit|sits|are|is|run|runs))?"
# The things a team used before a tool: "the magnet board", "the paper order ledger".
_OLD_WAY = (
    r"the (?:[\w-]+ ){0,3}?(?:board|whiteboard|wall|ledger|book|spreadsheet|diary|folder|binder|chart|calendar)"
    r"(?: (?:with|for|of) (?:the |our )?[\w' -]{2,30}?)?"
)
# Where the old way's work lives now: "the tasks sit in Kelpforge now", "orders live in Twigledger now".
_NOW_IN = (
    r"(?:the |our |all the )?[\w-]+(?: [\w-]+)? (?:sit|sits|live|lives|are|is|go|goes) (?:in|on) "
    rf"(?P<new>{NAMED_TOOL}) now[.!]*$"
)

FOLLOW_UP_PATTERNS = [
    Pattern(
        "en.tool_gone_on_since",
        # "Build news - Skerrypipe's gone, we're on Haarbuild since Monday": the tool now, the old one gone.
        en(
            r"^(?:[\w-]+ (?:news|update)\s*[-–—:]\s*)?"
            rf"(?P<wrong>{NAMED_TOOL})(?:'s| is| has) gone,\s*(?:and )?(?:we're|we are) (?:now )?on "
            rf"(?P<obj>{NAMED_TOOL})(?: since [\w ]{{3,20}}| now)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    policy(
        # "No schema changes after 3pm on a Friday - that's how we work": a ban from a clock time, said as the rule.
        "en.no_x_after_time_rule",
        en(
            r"^no (?P<obj>[a-z][\w -]{2,30}? (?:after|before|past) \d{1,2}(?::\d{2})?\s?(?:am|pm)"
            r"(?: on (?:a |an )?[a-z]+)?)\s*[-–—,]\s*"
            r"(?:that's how we work|that's how we do it|that's the rule|house rule|team rule|our rule|no exceptions)"
            r"[.!]*$"
        ),
    ),
    Pattern(
        "en.gave_up_on_deleted_it",
        # "Gave up on Snorewatch, deleted it last night": an app given up and deleted.
        en(
            rf"^(?:i )?(?:gave up on|gave up with|got fed up with) (?P<obj>{NAMED_TOOL}),?\s*(?:and )?"
            r"(?:deleted|uninstalled|removed|binned) (?:it|the app)(?: (?:last|this) [\w]+| yesterday)?[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.mostly_write_in",
        # "Mostly I write in Mousepad these days, plain and simple": the tool one writes in.
        en(
            rf"^(?:mostly|mainly) i (?:write|code|type|draft) (?:in|on|with) (?P<obj>{NAMED_TOOL})"
            r"(?: these days| nowadays)?(?:,\s*(?:plain and simple|simple as that|nothing fancy))?[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.buyers_take_semicolon",
        # "The tearooms in Newton Stewart take the eggs; hotels buy the smoked breast": buyers, one clause each.
        en(
            rf"^(?:the )?(?P<obj>{_BUYERS})(?: (?:in|around|near) {_PLACE})? (?:take|buy|get|order) "
            r"(?:the |our |most of the |all the )?[\w' -]{2,30}?;\s*"
            rf"(?:the )?(?P<second>{_BUYERS})(?: (?:in|around|near) {_PLACE})? (?:take|buy|get|order) "
            r"(?:the |our |most of the |all the )?[\w' -]{2,30}?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.old_way_came_down_now_in",
        # "The magnet board with the berth-sync tasks came down; the tasks sit in Kelpforge now": the old way ended,
        # where its work lives now.
        en(
            rf"^(?P<obj>{_OLD_WAY}) (?:came down|got binned|got scrapped|is gone|has gone)\s*[;,]\s*{_NOW_IN}"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.binned_old_way_now_in",
        # "Binned the paper order ledger, orders live in Twigledger now": the same, the binning said first.
        en(rf"^(?:we )?(?:binned|scrapped|ditched|retired|got rid of) (?P<obj>{_OLD_WAY})\s*[;,]\s*{_NOW_IN}"),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.bumped_up_to_no_longer",
        # "Bumped up to tech lead this autumn, so no longer backend developer": the role now, the old one replaced.
        en(
            rf"^(?:i (?:got|was|have been|'ve been) )?(?:bumped up|promoted|moved up|stepped up) to (?P<obj>{_ROLE})"
            r"(?: (?:this|last) [\w]+)?,?\s*so (?:i'm |i am )?no longer (?:a |an |the )?"
            rf"(?P<wrong>{_ROLE})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.work_goes_in_list",
        # "bugs go in Kelpforge, builds on Skerrypipe, chat is Tidegossip": where each kind of work goes, the verb
        # said once.
        en(
            rf"^{_WORK}{_GOES} (?:in|on) (?P<obj>{NAMED_TOOL}),\s*{_WORK}{_GOES} (?:in|on) (?P<second>{NAMED_TOOL}),?"
            rf"\s*(?:and )?{_WORK}(?:{_GOES} (?:in|on)| is| are) (?P<third>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"), ("third", "USES", "Tool")),
    ),
    Pattern(
        "en.refer_to_as",
        # "let's refer to the duplicate-berth bug as 'the Bogle'" (in this thread): a name for this chat.
        en(
            r"^(?:let's|we'll|i'll) refer to (?:the |that |this |our |my )?[\w' -]+? as "
            r"['‘\"“](?P<obj>[^'’\"”]+)['’\"”][.!]*$"
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    policy(
        # "Farm gate stays shut during lambing next door, house rule": the rule, then a bare rider naming it.
        "en.rule_comma_house_rule",
        en(
            r"^(?P<obj>(?!(?:i|we|it|that|this)\b)[\w' -]{6,80}?),\s*"
            r"(?:house|team|shop|farm|yard|site|studio|kitchen|office) rule[.!]*$"
        ),
    ),
    Pattern(
        "en.my_hours_colon_then",
        # "My hours: 7:45 till 3:45, then school run": the hours one keeps, said after a colon.
        en(
            r"^my (?:working |work )?hours\s*:\s*(?P<obj>\d{1,2}(?::\d{2})?\s?(?:am|pm)? (?:till|to|until|-|–) "
            r"\d{1,2}(?::\d{2})?\s?(?:am|pm)?)(?:,\s*then [\w' -]{2,30})?[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "en.im_in_town_distance",
        # "I'm in Cullen, ten minutes' drive along the coast": where one lives, then how far it is.
        en(
            rf"^i(?:'m| am) in (?P<obj>{_PLACE}),\s*(?:about |just |only )?(?:[a-z]+|\d+) "
            # "I'm in London, ten minutes late" says no distance.
            r"(?:minutes?'?|mins?|miles?|hours?'?|km) (?:drive|walk|by car|on foot|from|along|out of|up|down|"
            r"north|south|east|west)\b(?: [\w' ]{2,40})?[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.premises_on_street_past",
        # "The duck farm shop is on Harbour Lane, just past the old smokehouse": the street, then a landmark.
        en(
            r"^(?:the |our )(?:[\w-]+ ){0,3}?(?:shop|workshop|office|studio|unit|stall|yard|bakery|premises) is on "
            rf"(?P<obj>{_PLACE} (?-i:Street|Lane|Road|Row|Wynd|Place|Square)),\s*(?:just |right )?"
            r"(?:past|by|near|opposite|behind|next to|round the corner from) [\w' -]{2,40}[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.pages_come_through_when",
        # "Pages come through Cormorantbell when the berth sync breaks": the tool the team is paged by.
        en(
            r"^(?:our )?(?:pages|alerts|pings|call-outs|callouts) (?:come|go|arrive) (?:through|via|in on) "
            rf"(?P<obj>{NAMED_TOOL}) (?:when|whenever|if) [\w' -]{{3,50}}[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.whole_of_place_goes_out_every",
        # "The whole of Gannetwick goes out on the Herring Walk every August": what the whole company does each year.
        en(
            rf"^(?:the whole of|all of|everyone at|everybody at) {_PLACE} (?:goes|heads|turns) out (?:on|for|to) "
            rf"the (?P<obj>{_PLACE}) every (?:january|february|march|april|may|june|july|august|september|october|"
            r"november|december|year|summer|spring|autumn|winter)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
]
