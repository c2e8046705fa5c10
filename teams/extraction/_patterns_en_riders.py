"""English patterns for the shapes part 32 showed the rules did not know (round 36, issue #25): a fact with a rider
after a dash or comma that only says what kind of fact it is ("X sets my chest off - proper allergy", "…, house
rule", "…, if you're curious", "…, nothing else for me"), a refusal "a hard no" or "Can't be doing with A, or B for
that matter", buyers said with "plus", goods after "What goes out the door:", a rule after "Workshop law:", a team's
cadence said as a train, one's share of the pager, where premises are said with what they are first, one's handle
said tersely, a role in the team. Read before every other English pattern."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, ROLES

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
