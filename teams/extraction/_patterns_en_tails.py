"""English patterns for the shapes part 31 showed the rules did not know (round 34, issue #25): a fact with a tail
after a comma or dash ("X is Y, for better or worse", "A, B and C - that's the lot", "Doer, for the record", "I'm on
the Team - we …"), buyers said with what they take ("A take most of it, B the rest"), goods for two kinds of buyer,
a refusal with the thing said first ("X I can't face, and Y neither"), a tool ended and its successor
said as where things build or live now, a move said as "B now, not A", a role said with what it replaced or as taken
on, a rule after "Rule of the house:", the pager's turn, a pastime "in my spare time". Read before every other English
pattern."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, NAMED_TOOL, ROLES

_PLACE = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# A lowercase kind of buyer in the plural: "pubs", "farm shops", "parish churches", "housing co-ops".
_BUYERS = r"(?-i:[A-Za-z][\w'-]*)(?: [\w'-]+){0,2}?(?-i:s)"
_FEW = r"(?:a few |a couple of |some |the odd |a handful of |several |one |two |three )?"
# Goods said with an article or none: "cold-pressed oil", "a chilli oil".
_GOODS = r"(?:a |an |some )?(?P<{}>(?-i:[A-Za-z][\w'-]*)(?: [\w'-]+){{0,2}}?)"
# One's own tool of a kind ("my editor", "my terminal").
_MY_KIND = r"(?:(?:[\w-]+ )?(?:editor|ide|terminal|shell|browser))"
_TOOL_KIND = r"(?:(?:team )?chat|email|mail|editor|ide|ci|tickets|ticketing|docs|wiki|calendar|vpn|hosting|payroll)"
# A tail that only colours what was said: "for better or worse", "sadly", "for now".
_COLOUR = r"(?:for better or worse|for better or for worse|sadly|alas|thankfully|luckily|God help us|heaven help us)"
_ROLE = rf"(?:[a-z][\w-]+ ){{0,2}}(?:{ROLES}|commander|champion|steward|captain|officer|coordinator)"

FIRST_PATTERNS = [
    Pattern(
        "en.we_make_for_two_buyers",
        # "We build waiting-list software for allotment societies and town councils": the goods and two buyers.
        en(
            r"^we (?:build|make|sell|write|produce|run) (?!(?:our|the|it|them|this|that|stuff|things)\b)"
            r"(?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,2}?) for "
            rf"(?P<first>{_BUYERS}) and (?P<second>{_BUYERS})[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("first", "HAS_CLIENTS", "Organisation"), ("second", "HAS_CLIENTS", "Organisation")),
    ),
    Pattern(
        "en.buyers_take_most_rest",
        # "Pubs take most of it, farm shops the rest": who takes the goods, shared out.
        en(
            rf"^(?P<obj>{_BUYERS}) (?:take|buy|get|have) (?:most|the bulk|half|nearly all) of (?:it|them),\s*"
            rf"(?:and )?(?P<second>{_BUYERS}) (?:the rest|the remainder|what's left)[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.clients_mostly_and_a_few",
        # "Clients: Independent shops, mostly, and a few parish churches" (the question read as "Clients:").
        en(
            rf"^(?:clients|customers|buyers)\s*:\s*(?P<obj>{_BUYERS}),\s*(?:mostly|mainly|largely),?\s*and "
            rf"{_FEW}(?P<second>{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.buyers_subscribe_too",
        # "A few housing co-ops and one school farm subscribe as well": two kinds of buyer as the subject.
        en(
            rf"^{_FEW}(?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+){{0,2}}?) and {_FEW}"
            r"(?P<second>(?-i:[a-z][\w'-]*)(?: [\w'-]+){0,2}?) "
            r"(?:subscribe|buy from us|order from us|pay us|are (?:customers|clients))"
            r"(?: as well| too| also)?[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.goods_thats_the_lot",
        # "Cold-pressed oil, a chilli oil and a smoked oil - that's the lot": all the goods, then a closing tail.
        en(
            rf"^{_GOODS.format('obj')},\s*{_GOODS.format('second')},? and {_GOODS.format('third')}\s*[-–—,]\s*"
            r"(?:that's|that is) (?:the lot|it|everything|all of it|the range)[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.kind_is_tool_colour",
        # "Team chat is Hubbubline, for better or worse": the team's tool of a kind, with a tail that only colours it.
        en(rf"^(?:our )?{_TOOL_KIND} (?:is|'s) (?P<obj>{NAMED_TOOL}),\s*{_COLOUR}[.!]*$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.my_kind_s_tool_these_days",
        # "My editor's Zile these days": one's own tool of a kind, now (the exclusions keep "these days" said of one's
        # editor, terminal, shell or browser as a state held now; "at the moment" stays a passing one).
        en(rf"^my {_MY_KIND}(?:'s| is) (?P<obj>{NAMED_TOOL}) (?:these days|nowadays|now)[.!]*$"),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.on_team_dash_we",
        # "I'm on the Dippers - we look after the payments bit": one's team, then what it does after a dash.
        en(r"^i(?:'m| am) on (?P<obj>the (?-i:[A-Z][\w'-]+s))\s*[-–—]\s*we [\w' -]{3,60}[.!]*$"),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "en.office_on_street_in_town",
        # "Office is on Townhead in Alston, above a bike shop": the street the premises are on, then the town.
        en(
            rf"^(?:the |our )?(?:office|shop|workshop|studio|unit|premises)(?: is|'s) on (?P<obj>{_PLACE}) in "
            rf"{_PLACE}(?:,\s*(?:above|over|behind|next to|beside|below|opposite) (?:a|an|the) [\w' -]{{2,30}})?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.thing_i_cant_face_neither",
        # "Tripe I can't face, and black pudding neither": the thing said first, then refused; a second with "neither".
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+)?) i (?:can't|cannot|won't) (?:face|stand|stomach|abide|eat|do),?"
            r"\s*(?:and|or|nor) (?P<second>[\w'-]+(?: [\w'-]+)?) (?:neither|either)[.!]*$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", "Thing"),),
    ),
    Pattern(
        "en.thing_tastes_cant_do_it",
        # "Coriander tastes of soap to me, can't do it": a taste, then the refusal.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+)?) (?:tastes|smells) (?:of|like) [\w' -]{2,30}?,\s*"
            r"(?:i )?(?:can't|cannot) (?:do|face|stand|stomach) (?:it|them)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.ditched_builds_on_now",
        # "CI update: we ditched Cobblepipe, everything builds on Gantrybuild now": the tool the team is on since.
        en(
            r"^(?:(?:[\w-]+ )?(?:update|correction|change)\s*[:,-]\s*)?we (?:ditched|dropped|left|binned|moved off) "
            rf"(?P<wrong>{NAMED_TOOL}),\s*(?:everything|it all|all of it|the lot) (?:builds|runs|lives|is|goes) "
            rf"(?:on|in|through) (?P<obj>{NAMED_TOOL}) now[.!]*$"
        ),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.took_down_it_lives_in",
        # "We took down the felt planning board; it all lives in Thrushtrack now": the old thing ended, the tool used
        # (the clauses keep "; it all lives in … now" with what it replaced).
        en(
            r"^we (?:took down|binned|got rid of|threw out|retired|scrapped) (?P<old>the [\w' -]{2,40}?);\s*"
            rf"(?:it all|everything|all of it|the lot|it) (?:lives|is|goes|runs|builds) (?:in|on|through) "
            rf"(?P<obj>{NAMED_TOOL}) now[.!]*$"
        ),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
        also=(("old", "USES", "Tool", "end"),),
    ),
    Pattern(
        "en.tool_ended_why",
        # "Uninstalled Fizzlenote, the sync kept eating my notes": a tool ended, and why after a comma.
        en(
            rf"^(?:i )?(?:uninstalled|deleted|removed|ditched|dropped|binned) (?P<obj>{NAMED_TOOL}),\s*"
            # "…, calorie counting made me miserable": why, said in lowercase after the comma.
            r"(?-i:[a-z])[\w' -]*[.!]*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.moved_b_now_not_a",
        # "Moved last month - Nenthead now, not Garrigill": the new home (the framing takes ", not Garrigill" as the
        # value it replaces, so the pattern reads "Moved last month - Nenthead now").
        en(
            r"^(?:i )?moved(?: house)?(?: (?:last (?:month|week|year)|recently))?\s*[-–—:,]\s*"
            rf"(?P<obj>{_PLACE}) now[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.promoted_role_now_not",
        # "Got promoted - I'm tech lead now, not backend developer": the new role (the framing takes ", not backend
        # developer" as the value it replaces, so the pattern reads "Got promoted - I'm tech lead now").
        en(
            r"^(?:(?:got promoted|promotion|new (?:role|job|title)|got a new (?:role|job|title))\s*[-–—:,]\s*)?"
            rf"i(?:'m| am) (?:a |an |the )?(?P<obj>{_ROLE}) now[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.took_on_role_too",
        # "Also took on incident commander on top of that": a role taken on beside the one held.
        en(
            rf"^(?:also |i (?:also )?|i've (?:also )?)?(?:took|taken|take) on (?:the )?(?:role of )?(?P<obj>{_ROLE})"
            r" (?:on top of that|as well|too|on top)[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    policy(
        "en.rule_of_the_house",
        en(
            r"^(?:the )?(?:rule|golden rule|house rule) of the (?:house|shop|team)\s*[:-]\s*"
            r"(?P<obj>[\w' -]{8,100}?)[.!]*$"
        ),
    ),
    Pattern(
        "en.pager_lands_on_me",
        # "The pager lands on my desk one week in eleven": one's turn on call.
        en(
            r"^(?:the )?(?:pager|on-call phone|on-call|pagerduty) (?:lands on|comes to|comes round to) "
            rf"(?:me|my desk)\s+(?P<obj>(?:one|a) week in {COUNT})[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.in_my_spare_time",
        # "I carve spoons in my spare time": a pastime.
        en(
            r"^i (?P<obj>(?-i:[a-z]+) (?!(?:it|them|that|this|things|stuff|a lot|nothing)\b)[a-z][\w'-]*"
            r"(?: [\w'-]+)?) in my (?:spare|free|own) time[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.doer_for_the_record",
        # "Morris dancer, for the record": what one is, two words, said bare with an aside.
        en(
            r"^(?P<obj>(?-i:[A-Z][a-z]+) (?-i:[a-z]+(?:er|or|ist|ian)))"
            r",\s*(?:for the record|me|for what it's worth|if it matters)[.!]*$"
        ),
        "IS_A",
        0.8,
    ),
]
