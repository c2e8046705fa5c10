"""English patterns for the shapes part 33 showed the rules did not know (round 38, issue #25): a fact followed by an
afterthought that only colours it ("…, genuine allergy, so check labels", "…, been there three years", "…, nothing
fancy", "…, give or take swaps", "…, rain or not", "…, open Saturdays"), a wish said with "given free rein", foods
refused after a liking ("I'll eat most X but A and B can stay off my plate"), a thing and what one thinks of it
after a dash ("Mustard, any kind - hate it"), kinds of work pointed at tools with arrows, a move said as "left X,
renting in Y now", a numbered rule, a role one was landed with, and goods and buyers said without a verb. Read
before every other English pattern."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import COUNT, NAMED_TOOL, ROLES

_PLACE = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
_STREET = rf"{_PLACE} (?-i:Street|Lane|Road|Row|Wynd|Place|Square|Terrace|Close|Hill)"
# A thing said first, a capital and at most three words: "Lupin flour", "Yarrow tea".
_THING = r"(?-i:[A-Z][\w'-]*)(?: [\w'-]+){0,2}?"
# A lowercase thing of one or two words: "parsley", "jute dust".
_LOWER = r"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*))?"
# A lowercase kind of buyer in the plural: "pet shops", "bell-ringing societies".
_BUYERS = r"(?-i:[a-zA-Z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}?(?-i:s)"
_ROLE = rf"(?:(?-i:[a-z][\w-]+) ){{0,2}}(?:{ROLES}|champion|steward|captain|officer|coordinator|rep|lead)"
# A kind of the team's work: "tickets", "builds", "docs".
_WORK = r"(?:bugs|tickets|issues|tasks|builds|ci|chat|docs|notes|code|logs|alerts|pages|deploys|invoices|orders)"
# A language's name by how such names end ("Shona", "Chichewa", "Tagalog", "Lithuanian", "Welsh"): not a town
# ("London", "Leeds") or most first names ("Tom").
_TONGUE = r"(?-i:[A-Z][a-z]+(?:a|i|o|u|e|ish|ese|ian|ic|og|ch))"
_ARROW = r"\s*(?:->|→|=>|=)\s*"
_TIME = r"\d{1,2}(?::\d{2})?\s?(?:am|pm)?"
# A thing a team kept its work on before a tool: "the spiral-bound order pad", "that cork pinboard full of index
# cards".
_OLD_WAY = (
    r"(?:[\w-]+ ){0,3}?(?:pad|notebook|book|board|pinboard|whiteboard|corkboard|ledger|spreadsheet|"
    r"diary|binder|folder|wall chart|calendar)(?: (?:full of|with|of) [\w' -]{2,30}?)?"
)
_DAY = r"(?:day|week|fortnight|month|monday|tuesday|wednesday|thursday|friday|sprint|quarter)"

FIRST_PATTERNS = [
    Pattern(
        "en.given_free_rein_id_do_in",
        # "Given free rein I'd do the whole backend in Smalltalk": the tool one would choose, not one used.
        en(
            r"^(?:given (?:free rein|a free hand|the choice)|if it were up to me|left to myself),? "
            rf"i'd (?:do|write|build|rewrite|redo) [\w' -]{{2,40}}? in (?P<obj>{NAMED_TOOL})[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.eat_most_but_stay_off_plate",
        # "I'll eat most herbs but parsley and fennel can stay off my plate": two foods refused after a liking.
        en(
            r"^i(?:'ll| will) eat (?:most|almost all|nearly all|any) [\w-]+,? but "
            rf"(?P<obj>{_LOWER}) and (?P<second>{_LOWER}) can (?:stay off|keep off|stay away from) my plate[.!]*$"
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", "Thing"),),
    ),
    Pattern(
        "en.week_in_n_give_or_take",
        # "One week in fifteen, give or take swaps" (after "On call?"): one's share of the rota, with its swaps.
        en(rf"^(?P<obj>(?:one|a) week in {COUNT}),\s*give or take (?:the odd )?swaps?[.!]*$"),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.working_hours_then_off",
        # "Working hours 8:10 to 4:40, I'm off after that": the hours one keeps, with no colon, then a rider.
        en(
            rf"^(?:my )?(?:working|work) hours (?P<obj>{_TIME} (?:to|till|until|-|–) {_TIME}),\s*"
            r"(?:i'm|i am) (?:off|gone|offline|unreachable) (?:after that|outside that|otherwise)[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    policy(
        # "No naked flames in the rope walk, ever": a ban in a place, said with "ever".
        "en.no_x_in_place_ever",
        en(r"^(?P<obj>no (?-i:[a-z][\w-]*)(?: [\w-]+)? (?:in|on|near) the [\w' -]{2,30}?),\s*ever[.!]*$"),
    ),
    Pattern(
        "en.left_x_renting_in_y_now",
        # "Update: left New Radnor, renting in Kington now": the town one lives in now, the old one left.
        en(
            rf"^(?:update\s*[:-]\s*)?(?:i )?(?:left|moved out of|moved away from) (?P<wrong>{_PLACE}),\s*"
            rf"(?:now )?(?:renting|living|staying|lodging|based) in (?P<obj>{_PLACE})(?: now)?[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.travel_to_work_whatever_weather",
        # "cycle to the office, rain or not": how one gets to work, whatever the weather.
        en(
            r"^(?:i )?(?:always )?(?P<obj>(?:cycle|bike|walk|run|swim|row|skate) (?:in )?to (?:the office|work|the "
            r"shop|the workshop|the studio))(?: every day| daily)?,\s*(?:rain or not|rain or shine|come rain or shine|"
            r"whatever the weather|in all weathers)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.goods_for_buyers_mostly",
        # "What do we make? Appointment software for veterinary surgeries and animal sanctuaries, mostly" (the
        # question read as "Goods:"): the goods and who they are for.
        en(
            r"^goods:\s*(?P<obj>(?-i:[A-Z][\w'-]*)(?: [\w'-]+)?) for "
            rf"(?P<second>{_BUYERS}) and (?P<third>{_BUYERS}),?\s*(?:mostly|mainly|largely)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "HAS_CLIENTS", "Organisation"), ("third", "HAS_CLIENTS", "Organisation")),
    ),
    Pattern(
        "en.role_at_been_there",
        # "backend developer at Sorrelhatch, been there three years": one's role and workplace, then how long.
        en(
            rf"^(?P<obj>{_ROLE}) at (?P<org>{NAMED_TOOL}),\s*(?:been there|there for|with them for) "
            r"(?:about |nearly |almost |over )?[\w-]+ (?:years?|months?)[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.thing_puts_me_in_hospital_allergy",
        # "Lupin flour puts me in hospital, genuine allergy, so check labels pls": what it does, the rider that
        # says it is an allergy, then what to do about it.
        en(
            rf"^(?P<obj>{_THING}) (?:puts? me in (?:hospital|a&e)|knocks? me flat|makes? me ill|sets? me off)\s*[-,]\s*"
            r"(?:a )?(?:genuine|real|proper|actual|diagnosed) allergy(?:,\s*so [\w' ]{3,40})?[.!]*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.thing_equals_symptom_allergic",
        # "jute dust = instant wheeze, I'm allergic": a thing, what it does, then that one is allergic.
        en(
            rf"^(?P<obj>{_LOWER}|{_THING}){_ARROW}(?:instant |immediate )?[\w' -]{{3,25}},\s*"
            r"(?:i'm|i am) allergic[.!]*$"
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "en.work_arrow_tool_list",
        # "tickets -> Nettlequeue, builds -> Slatepipe, everyone natters on Chatterbrook": where each kind of work
        # goes, pointed at with an arrow, and where the team talks.
        en(
            rf"^{_WORK}{_ARROW}(?P<obj>{NAMED_TOOL}),\s*{_WORK}{_ARROW}(?P<second>{NAMED_TOOL}),?\s*(?:and )?"
            rf"(?:{_WORK}{_ARROW}|(?:everyone|we all|the team) (?:natters|chats|talks|chatters) (?:on|in) )"
            rf"(?P<third>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"), ("third", "USES", "Tool")),
    ),
    Pattern(
        "en.for_x_i_just_use_nothing_fancy",
        # "For notes I just use Leafpad, nothing fancy": the tool one uses for a kind of work.
        en(
            rf"^for [\w' -]{{2,20}}? i (?:just |only |mostly )?use (?P<obj>{NAMED_TOOL}),\s*"
            r"(?:nothing fancy|nothing more|nothing else|simple as that|keeps it simple)[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "en.full_name_by_the_way_people_say",
        # "Elowen Tregunna-Nzeribe, by the way - most people just say El": one's name, then what people call one.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)),\s*by the way\s*[-–—,]\s*"
            r"(?:most people|everyone|people|friends) (?:just )?(?:say|calls? me) (?-i:[A-Z][\w'-]*)[.!]*$"
        ),
        "HAS_NAME",
        0.85,
    ),
    Pattern(
        "en.i_get_by_in_language",
        # "… and I get by in Chichewa": a language one speaks well enough.
        en(r"^(?:and )?i (?:get by|can get by|manage|muddle through) in (?P<obj>" + _TONGUE + r")[.!]*$"),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "en.language_at_home_with",
        # "Shona at home with Mum": the language spoken at home.
        en(rf"^(?P<obj>{_TONGUE}) at home with (?:my )?(?:mum|dad|parents|the family|family|gran|nan|grandma)$"),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "en.workshops_name_off_street",
        # "the workshop's Knotwell Ropeworks off Gundry Lane in Bridport": the workplace named, then its street.
        en(
            r"^(?:the |our )(?:workshop|shop|studio|yard|office|bakery|forge|mill)(?:'s| is) "
            rf"(?P<obj>(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)) (?:off|on) (?P<street>{_STREET})(?: in {_PLACE})?[.!]*$"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("street", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.thing_always_nothing_else",
        # "Yarrow tea, always, nothing else in the mug": the one thing one has, always.
        en(rf"^(?P<obj>{_THING}),\s*always,\s*nothing else(?: (?:in|on) (?:the|my) [\w-]+)?[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.were_above_a_x_on_street",
        # "We're upstairs from a tyre garage on Scottleton Street in Presteigne, smells of rubber all day": the
        # premises said by what is next to them, then the street.
        en(
            r"^(?:we're|we are) (?:upstairs from|downstairs from|above|below|over|under|next door to|next to|behind) "
            rf"(?:a|an|the) [\w' -]{{2,30}}? on (?P<obj>{_STREET})(?: in {_PLACE})?(?:,\s*[\w' ]{{3,40}})?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    policy(
        # "Rule two: every migration ships with a rollback script": a numbered rule.
        "en.numbered_rule",
        en(
            r"^(?:rule|law) (?:number )?(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}|#\d{1,2})\s*:\s*"
            r"(?P<obj>[\w' -]{8,100}?)[.!]*$"
        ),
    ),
    Pattern(
        "en.promoted_dash_role_now_rather_than",
        # "Promoted in the spring - tech lead now rather than backend developer": the role now, the old one gone.
        en(
            r"^(?:i (?:got|was) )?(?:promoted|bumped up|moved up)(?: (?:in|this|last) (?:the )?[\w]+)?\s*[-–—,]\s*"
            rf"(?P<obj>{_ROLE}) now,? (?:rather than|instead of|not) (?:a |an )?(?P<wrong>{_ROLE})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.old_way_in_the_skip_now_in",
        # "That cork pinboard full of index cards finally went in the skip - all the cards are tickets in
        # Nettlequeue": the old way thrown out, and the tool its work is in now.
        en(
            # "That …" is kept out of the object: a thing opening with "that" is read as no name.
            rf"^(?:that |the |our )(?P<obj>{_OLD_WAY}) (?:finally )?"
            r"(?:went in the (?:skip|bin)|got binned|got skipped|went out)\s*"
            r"[-–—;,]\s*(?:all )?(?:the |our )?[\w-]+ (?:are|is|live|lives|go|goes) (?:now )?(?:[\w-]+ )?(?:in|on) "
            rf"(?P<new>{NAMED_TOOL})(?: now)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.ditched_old_way_at_work_goes_in",
        # "Ditched the spiral-bound order pad at the rope walk; orders go in Hankledger these days": the same, the
        # ditching said first and where the work goes now after it.
        en(
            rf"^(?:we )?(?:ditched|binned|scrapped|retired|got rid of) (?P<obj>(?:the|our) {_OLD_WAY})"
            r"(?: (?:at|in|on) the [\w' -]{2,30}?)?\s*[;,]\s*(?:the |our )?[\w-]+ (?:go|goes) (?:in|into|on) "
            rf"(?P<new>{NAMED_TOOL}) (?:these days|nowadays)[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.releases_go_on_every_like_clockwork",
        # "Releases go on every third Monday like clockwork": the release cadence.
        en(
            r"^(?:our )?(?:releases|deploys|releases to prod) (?:go|happen|ship|go out) (?:out )?on "
            rf"(?P<obj>every (?:[\w-]+ )?{_DAY})(?: like clockwork| without fail| regular as clockwork)?[.!]*$"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.buyers_colon_and_a_few",
        # "Buyers: bell-ringing societies all over the south west, and a few pet shops": buyers after a key.
        en(
            rf"^(?:buyers|customers|clients)\s*:\s*(?P<obj>{_BUYERS})"
            r"(?: (?:all over|across|around|in) [\w' -]{2,30}?)?"
            rf",?\s*and (?:a few |a couple of |some |the odd )?(?P<second>{_BUYERS})[.!]*$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "en.github_is_if_you_need_it",
        # "github is elowen-srl if you need it": one's handle, with a rider.
        en(
            r"^(?:my )?(?:github|gh)(?: handle| username)? is @?(?P<obj>[a-z0-9][\w-]{1,38})"
            r" (?:if you need it|if you want it|if that helps|for reference)[.!]*$"
        ),
        "HAS_GITHUB_HANDLE",
        0.85,
    ),
    Pattern(
        "en.thing_any_kind_hate_it",
        # "Mustard, any kind - hate it": a thing, then what one thinks of it.
        en(
            rf"^(?P<obj>{_THING}),\s*(?:any kind|of any kind|all of it|in any form)\s*[-–—,]\s*"
            r"(?:i )?(?:hate|loathe|can't stand|detest) (?:it|them)[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.shop_on_street_open",
        # "The farm shop's on Backhall Street, open Saturdays": the street, then when it opens.
        en(
            r"^(?:the |our )(?:[\w-]+ ){0,2}?(?:shop|stall|workshop|studio|office|bakery|yard)(?:'s| is) on "
            rf"(?P<obj>{_STREET}),\s*open [\w' -]{{3,30}}[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.goods_bread_and_butter_plus",
        # "Bell ropes are the bread and butter, plus dog leads and rope hammocks in summer": the main goods, then
        # more.
        en(
            rf"^(?P<obj>{_THING}) (?:are|is) (?:the|our) bread and butter,\s*plus (?P<second>{_LOWER}) and "
            rf"(?P<third>{_LOWER})(?: in (?:summer|winter|spring|autumn)| at christmas)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "en.handful_of_buyers_on_it_too",
        # "Handful of livery yards on it too": more buyers of the team's product, said without a verb.
        en(rf"^(?:a )?(?:handful|few|couple) of (?P<obj>{_BUYERS}) (?:on it|using it|signed up) too[.!]*$"),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.deleted_app",
        # "Deleted Pebblepal." (then why): an app one deleted.
        en(rf"^(?:i )?(?:deleted|uninstalled) (?P<obj>{NAMED_TOOL})[.!]*$"),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.landed_me_with_role",
        # "They've also landed me with privacy officer": a role one was given.
        en(
            r"^(?:they've|they have|they) (?:also )?(?:landed|lumbered|saddled) me with (?:the )?(?:role of )?"
            rf"(?P<obj>{_ROLE})(?: too| as well)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.our_squads_the",
        # "Our squad's the Polecats": the team, said with "'s".
        en(r"^our (?:squad|team|crew)'s (?P<obj>the (?-i:[A-Z][\w'-]+))[.!]*$"),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.buyers_take_most_of_it",
        # "French bistros take most of it; wedding caterers the rest": buyers, by how much they take.
        en(rf"^(?P<obj>{_BUYERS}) (?:take|buy|get) (?:most|half|the bulk) of it[.!]*$"),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.buyers_the_rest",
        # "… wedding caterers the rest" (the clause after a semicolon): the buyers of what is left.
        en(r"^(?P<obj>(?-i:[a-z][\w'-]*)(?: [\w'-]+)?(?-i:s)) (?:take |buy |get )?the rest[.!]*$"),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.doer_dash_i_do",
        # "Milestone hunter - I photograph old road markers": what one is, then what that means.
        en(r"^(?P<obj>(?-i:[A-Z][\w-]+) (?-i:[a-z]+(?:er|or|ist|ian)))\s*[-–—:]\s*i (?-i:[a-z]+) [\w' -]{3,50}[.!]*$"),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.whole_office_does_the_in_month",
        # "Whole office does the Radnor Forest Walk in June": what the whole company does each year.
        en(
            r"^(?:the )?(?:whole|entire) (?:office|company|team|workshop|shop) (?:does|goes on|walks|runs) "
            rf"the (?P<obj>{_PLACE}) (?:in|every) (?:january|february|march|april|may|june|july|august|september|"
            r"october|november|december|summer|spring|autumn|winter)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
]
