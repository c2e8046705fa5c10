"""English patterns for what is said first and owned after (round 11, issue #25): the object fronted before the
verb ("Wetsuits I can't stand", "Tinned sardines, can't stand them", "Ebony dust - I'm allergic to it", "perry's
what I'd pick over cider"), a profile typed as key and value ("Languages: A, plus some B", "Timezone: X"), the home
said as the subject ("Home is X these days"), a role then its premises ("<role> here - the workshop's in X"), the
manager as a description ("The person I report to is …, X"), the records or the stock as the subject of a tool
("Bookings for the boat come in through X", "Stock control at the shop runs on X", "Beds are all on X now"), where
the premises sit told at length ("sits at the bottom of a lane outside X", "X Hostel sits right above the harbour in
Y"), the premises before what is sold ("From a shop in X we sell Y"), an event said as the subject of how often
("Running night is every other Thursday"), and a duty that comes round. FIRST_PATTERNS correct an older reading and
are read before every other English pattern; LATER_PATTERNS after them all."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL

# A thing said first, one to four words ("Wetsuits", "Tinned sardines", "Apple blossom pollen"); not a pronoun
# or the speaker ("I can't stand …" is read by the older patterns).
_THING = r"(?P<obj>(?!(?:i|we|it|they|that|this|he|she|you)\b)[\w'-]+(?: [\w'-]+){0,3}?)"
# A person's or a place's name: capitalised words, double-barrelled allowed ("Lachlan Ferrier-Osei").
_NAME = r"(?-i:[A-Z][\w'-]+(?: (?:de |van |von |le |la )?[A-Z][\w'-]+){0,3})"
# Premises by their kind, a trade's word included ("the mill", "the cooperage", "the hostel").
_PREMISES = (
    r"(?:[\w'-]+ )?(?:[a-z]+(?:age|ery|ory|smithy|house)|farm|workshop|shop|studio|theatre|theater|yard|forge|mill|"
    r"loft|barn|kiln|dairy|nursery|garage|works|foundry|boatyard|shed|stables?|kitchen|hostel|hotel|inn|pub|cafe|"
    r"café|centre|center|school|gallery|salon|surgery|clinic|office|store|bakery|chapel|station|lodge|warehouse)"
)
# What a business keeps in a tool, said as the subject ("Bookings for the dive boat", "Stock control at the model
# shop", "Hoof-care records for every yard we visit", "Beds").
_RECORD = (
    r"(?:bookings|booking|reservations|records|orders|invoices|"
    r"payments|stock(?: control)?|inventory|rotas?|sales|tickets|logbooks|accounts|payroll|enquiries|beds|rooms|"
    r"tables|appointments|memberships|subscriptions|timesheets|lessons|classes)"
)
_RECORDS = (
    # "stock and orders are in Loyverse now" (round 14): two records joined by "and" share the tool.
    rf"(?:(?:the|our|all (?:the |our )?)\s*)?(?:[\w'-]+ )?{_RECORD}(?: (?:and|&) (?:[\w'-]+ )?{_RECORD})?"
    r"(?: (?:for|at|of|in|from) [\w' -]{1,40}?)?"
)
_HOUR = (
    r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?|half (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight)"
)
_SPAN = rf"(?P<obj>{_HOUR} (?:till|til|until|to|-|–) {_HOUR})"
_LANGUAGE = r"(?-i:[A-Z][a-z]+)"
# A trade's own work, in the present (what one does for a living, not what one did once).
_CRAFT_VERB = (
    r"build|make|spin|turn|brew|bake|forge|weld|braze|sew|paint|carve|throw|blow|cast|roast|knit|weave|repair|mend|"
    r"restore|cook|fit|install|print|bind|tan|dye|shoe|groom|plaster|thatch|glaze|polish|engrave|upholster|frame"
)

FIRST_PATTERNS = [
    Pattern(
        "en.role_at_named_place",
        # "I'm the assistant warden at Gullrock Hostel": a role of more words than the known head ("assistant"),
        # then the workplace by its name (the older en.role keeps the head word only, and no workplace).
        en(
            r"^i(?:'m| am) (?:the|an?) (?P<obj>(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){1,2}) at "
            # "…, just outside Lostwithiel" (round 15): where the workplace is, after it.
            rf"(?P<org>{_NAME})(?:,? (?:just )?(?:outside|near|in) (?P<place>{_NAME}))?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("place", "LOCATED_IN", "Place")),
    ),
    Pattern(
        "en.craft_at_named_place",
        # "I build lugged steel frames at Fellspoke Cycles in Kendal", "I spin pewter for Hollowmere Pewter, a little
        # works in Hathersage" (round 15): a trade's own work (a verb of making or mending, not buying or living),
        # at or for a named workplace, then the town it is in.
        en(
            rf"^i (?:{_CRAFT_VERB}) (?:[\w'-]+ ){{0,4}}?(?:at|for) (?P<obj>{_NAME})"
            rf"(?:,? (?:a|an|the) (?:[\w'-]+ ){{0,2}}?{_PREMISES})? in (?P<place>{_NAME})[.!]*$"
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.teetotaller",
        # "I'm a teetotaller, which …": a kind of person by what one does not drink, not a trade (its -er head
        # made it a role); a left-hander is a kind of person by the hand one uses (round 12).
        en(r"^i(?:'m| am) (?:a |an )?(?P<obj>teetotall?er|non-drinker|non-smoker|(?:left|right)-hander|southpaw)\b.*$"),
        "IS_A",
        0.85,
        object_type="Trait",
    ),
]

LATER_PATTERNS = [
    Pattern(
        "en.fronted_dislike",
        # "Wetsuits I can't stand", "Tinned sardines, can't stand them": the thing first, the dislike after.
        en(
            # "Chlorine smell doesn't bother me, but wet concrete stairs I really hate" (round 15): hate said after
            # the thing, set against what does not bother one.
            r"^(?:[\w' -]{1,40}? (?:doesn't|don't|does not|do not) (?:bother|bug|faze) me,? but )?"
            rf"{_THING},? (?:i )?(?:really |truly |absolutely )?(?:(?:can't|cannot|can not|could never) "
            r"(?:stand|bear|abide|stomach)|hate|loathe|detest)"
            r"(?: (?:them|it|those|the stuff))?(?:,.*)?[.!]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.give_me_any_day",
        # "give me a drysuit any day": a preference said as an order.
        en(r"^give me (?:an? |the )?(?P<obj>[\w'-]+(?: [\w'-]+){0,2}) (?:any day|every time|anytime|any time)\b.*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.fronted_allergy",
        # "Ebony dust - I'm allergic to it, so …", "Apple blossom pollen is my nemesis - proper allergy".
        en(
            rf"^{_THING}(?:\s*[-–—,:]\s*i(?:'m| am) (?:badly |really |very )?allergic to (?:it|them)\b"
            r"| (?:is|are) my (?:nemesis|kryptonite|enemy|curse)\b(?=.*\ballerg).*)"
            r".*$"
        ),
        "HAS_ALLERGY",
        0.85,
        object_type="Allergen",
    ),
    Pattern(
        "en.what_id_pick_over",
        # "Honestly, perry's what I'd pick over cider": the choice said first.
        en(
            r"^(?:honestly,? |personally,? )?(?P<obj>[\w'-]+(?: [\w'-]+){0,2})(?:'s| is| are) what i(?:'d| would) "
            r"(?:pick|choose|go for|take|have|reach for) over\b.*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.languages_label",
        # "Languages: Tetum, plus some Wolof from my dad's side": a profile typed as key and value.
        en(
            rf"^languages?(?: spoken)?\s*[:-]\s*(?P<obj>{_LANGUAGE})(?:\s*(?:,|and|&|plus|\+)\s*(?:and |plus )?"
            rf"(?:some |a bit of |a little |a little bit of |basic |conversational |schoolboy |schoolgirl )?"
            rf"(?P<second>{_LANGUAGE}))?\b.*$"
        ),
        "SPEAKS",
        0.85,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "en.timezone_label",
        # "Timezone: Pitcairn time", "Time zone - CET".
        en(r"^time ?zone\s*[:-]\s*(?P<obj>[\w/+:' -]+?)[.!]*$"),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.home_is",
        # "Home is Tregaron these days", "Home's Whitby now": the home said as the subject.
        en(rf"^home(?:'s| is) (?:now )?(?P<obj>{_NAME})(?: (?:these days|nowadays|now))?[.!]*$"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.role_here",
        # "Pipe maker here - the workshop's in Kirriemuir": a trade introduced as "<role> here" (a name so
        # introduced is en.name_here's: the role is in lower case after its first letter).
        en(
            r"^(?P<obj>(?-i:[A-Za-z][a-z-]+(?: [a-z-]+){0,2} (?:[a-z-]+(?:er|or|ist|ian|smith|wright|man|woman)|"
            r"warden|keeper|hand|chef|guide|coach|nurse|vet)))"
            # "… - the workshop's in Kirriemuir": the premises after the dash are the business's (en.premises_in).
            r" here\b(?:\s*[-–—,].*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.role_there",
        # "i'm the cider maker there, eleven years now": a role at a place said before (there).
        en(
            r"^i(?:'m| am) (?:the|an?) (?P<obj>(?:[\w'-]+ ){0,2}(?:[a-z-]+(?:er|or|ist|ian|smith|wright)|warden|"
            r"keeper|hand|chef|guide))(?: there| here)(?:,.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.premises_in",
        # "the workshop's in Kirriemuir, behind the chippy", "Gullrock Hostel sits right above the harbour in
        # Porthcarrow", "The mill sits at the bottom of a muddy lane outside Much Marcle": where the premises are,
        # however long the way there is told (the town is the name after the last "in", "outside" or "near").
        en(
            rf"^(?:(?:the|our) {_PREMISES}|(?-i:[A-Z][\w'-]+ ){{1,2}}{_PREMISES})(?:'s| is| sits| lies| stands)"
            r"(?: (?:right|just|tucked|up|down|out))?(?: (?:on|at|in|above|below|behind|by|over) (?:the|an?)"
            r"(?: [\w'-]+){0,6}?)?(?: (?:in|outside|near|just outside|above|below|of))? "
            rf"(?P<obj>{_NAME})(?:,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.from_premises_we_sell",
        # "From a shop in Crewe we sell second-hand locos": the premises before what is sold from them.
        en(
            rf"^from (?:a|an|our|the) {_PREMISES} (?:in|at|near|outside) (?P<place>{_NAME}),? we "
            r"(?:sell|make|bake|brew|stock|trade in) (?P<obj>.+?)[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.thats_what_we_sell",
        # "Blackwood chanters and practice chanters, that's what we turn and sell": the goods first.
        en(
            # "Sparkling mead, … and beeswax wraps - that's basically everything we sell", "… - that's what the studio
            # sells" (round 15): after a dash, everything or all we sell, the premises as the seller.
            r"^(?P<obj>[\w' ,-]+?)(?:,|\s+[-–—])? (?:that's|that is|those are|is|are) "
            r"(?:basically |mostly |mainly |pretty much )?"
            rf"(?:what|everything|all) (?:we|the {_PREMISES}) (?:[\w-]+ and )?"
            r"(?:sell|sells|make and sell|stock|stocks)\b.*$"
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.person_i_report_to",
        # "The person I report to is the workshop owner, Lachlan Ferrier-Osei": the manager as a description,
        # the name last.
        en(
            r"^the (?:person|one|woman|man|guy|lady) i (?:report to|answer to|work for|work under) is "
            rf"(?:[\w' -]+?, )?(?P<obj>{_NAME})[.!]*$"
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "en.records_come_through",
        # "Bookings for the dive boat come in through Zenbooker", "Hoof-care records … go into Equinova", "Stock
        # control at the model shop runs on Shelfcount", "Beds are all on Roomlark now": the records as the
        # subject of the business's tool.
        en(
            rf"^{_RECORDS} (?:come in through|comes in through|come through|comes through|go into|goes into|go through|"
            r"goes through|run on|runs on|run through|runs through|(?:are|is|'re|'s) (?:all |mostly |now )?(?:on|in|"
            rf"handled (?:in|by|through)|done (?:in|on|through))|live in|lives in) (?P<obj>{NAMED_TOOL})"
            r"(?: now)?(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.booked_through",
        # "farm walks are booked through Jotform now", "tastings get paid for on SumUp" (round 14): what the business
        # offers, said to be booked, paid or ordered through a named tool. Someone's own (my, his …) is left out.
        en(
            r"^(?!(?:my|his|her|their|your)\b)(?:the |our |all (?:the |our )?)?[\w'-]+(?: [\w'-]+){0,2} "
            r"(?:are|is|get|gets|'re) (?:all |mostly |now |only |usually )?"
            r"(?:booked|paid for|paid|ordered|reserved|logged|tracked|invoiced|sold) (?:through|via|on|in|with) "
            rf"(?P<obj>{NAMED_TOOL})(?: now)?(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.premises_no_longer_uses",
        # "The dive shop no longer uses Hookipa for logbooks": the business as the subject of an ended tool.
        en(
            rf"^(?:the|our) {_PREMISES} (?:no longer uses|has stopped using|stopped using|dropped|ditched) "
            rf"(?P<obj>{NAMED_TOOL})\b.*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.tool_gone_from_my",
        # "Noteshelf's gone from my iPad - I don't use it …": a tool one removed.
        en(rf"^(?P<obj>{NAMED_TOOL})(?:'s| is| has) (?:gone|deleted|uninstalled) (?:from|off) my\b.*$"),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "en.not_using_any_more",
        # "Not using Akiflow any more, it was overkill": an ended tool with no subject.
        en(rf"^(?:i'm )?not using (?P<obj>{NAMED_TOOL}) (?:any ?more|these days|now)\b.*$"),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "en.event_is_every",
        # "Running night in the back room is every other Thursday", "Wassail night is every January and …": an
        # event said as the subject of how often it comes.
        en(
            r"^(?P<obj>(?:[\w'-]+ ){0,2}(?:night|day|evening|morning|fair|market|meet|social|session|club|supper|"
            r"open day))(?: (?:in|at) the [\w' -]{1,30}?)? is (?:every|each|once a) (?:other |second |third )?"
            r"[\w-]+\b.*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.first_job_each",
        # "First job each morning, I light the coke fire …", "On Sunday evenings I oil the bores …": when first.
        en(
            r"^(?:(?:the )?first (?:job|thing|task) (?:each|every|of the) (?:morning|day|shift|night),?|"
            r"on (?:\w+ )?(?:mornings|evenings|nights|afternoons),?) i (?P<obj>(?!(?:am|was|have|had|'m)\b).+?)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.duty_comes_round",
        # "Rescue-boat cover comes round to me every six days": a duty that comes round is the rota.
        en(
            # "Frost watch on the polytunnels falls to me every sixth night", "Early-swim cover falls to me every
            # seventh morning" (round 15): what the duty is over, and mornings or evenings as the turn.
            r"^(?:[\w'-]+ ){0,2}(?:cover|duty|watch|call|on-call|call-outs?|shift)"
            r"(?: (?:on|for|at|in|of) the [\w' -]{1,30}?)? "
            r"(?:comes? (?:round|around)|rotates|falls) (?:to me )?"
            r"(?P<obj>every (?:\w+ )?(?:days?|nights?|weeks?|shifts?|mornings?|evenings?|weekends?))\b.*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.morning_briefing_at",
        # "Our morning briefing is at 8:15 on the pontoon": a morning briefing at a time is the standup.
        en(
            r"^(?:our|the) (?:morning|daily) (?:briefing|huddle|meeting|check-in)(?:'s| is) at "
            r"(?P<obj>\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?)\b.*$"
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.call_themselves",
        # "The boat crew call themselves the Kelp Wranglers": the team's name as its own.
        en(
            # "The paint shop lads go by the Lug Liners" (round 15): a group of workers by where they work.
            r"^(?:the|our) (?:[\w'-]+ ){0,2}"
            r"(?:crew|team|squad|gang|band|troupe|lot|choir|side|lads|girls|boys|guys|folk) "
            r"(?:call themselves|"
            rf"calls itself|go by|goes by) (?:the )?(?P<obj>{_NAME})[.!]*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.open_is_my_shift",
        # "Reception's open seven till eleven, and that desk is my shift": the hours of a desk that is one's own.
        en(rf"^[\w'-]+(?: [\w'-]+)?(?:'s| is) open {_SPAN}\b.*\bmy (?:shift|hours)\b.*$"),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "en.hours_for_me",
        # "Shop hours for me are ten to half five, Wednesday to Sunday".
        en(rf"^(?:[\w'-]+ )?hours for me (?:are|is) {_SPAN}\b.*$"),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "en.rule_said_after",
        # "Lights out at eleven in the dorms - house rule, no arguing", "Every dive starts with a buddy check;
        # that's centre policy": the rule first, named after.
        en(
            # ("No phones at dinner - my rule" is the speaker's own rule, as round 10 reads "My rule: …".)
            r"^(?P<obj>(?!(?:i|we)\b)[\w' -]{6,80}?)(?:\s*[-–—]\s*|;\s*that's |,\s*that's )(?!my\b)(?:[\w'-]+ )?"
            r"(?:rule|policy)\b.*$"
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "en.whole_place_meets_at",
        # "The whole farm meets at 8:05 by the seed barn", "the whole shop huddles at 9:35 round the jig table"
        # (round 15): everyone at the place gathering at a time is the standup, where after.
        en(
            rf"^(?:the )?(?:whole|entire) (?:team|crew|staff|{_PREMISES}) "
            r"(?:meets|huddles|gathers|gets together|lines up) "
            r"(?:up )?at (?P<obj>\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?)\b.*$"
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.event_we_put_on",
        # "Honey tasting supper - we put one on the last Saturday of each month", "Open meadow day is our big event
        # each July" (round 15): an event said first, then that the business holds it every so often.
        en(
            r"^(?P<obj>(?!(?:i|we|it|they|that|this)\b)[\w'-]+(?: [\w'-]+){0,3}?)"
            r"(?:\s*[-–—,]\s*we (?:put (?:one|it) on|"
            r"hold (?:one|it)|run (?:one|it)|do (?:one|it)|host (?:one|it))|(?:'s| is) our (?:big |main |biggest )?"
            r"(?:event|do|night|day))\b.*\b(?:each|every|once a)\b.*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.allergy_by_symptom",
        # "Propolis brings me out in a rash, so yes, allergic" (round 15): what brings on a rash or hives.
        en(
            r"^(?P<obj>(?!(?:it|this|that|the heat|the sun|stress)\b)[\w'-]+(?: [\w'-]+){0,3}?) (?:brings|brought) me "
            r"out in (?:a rash|hives|spots|welts)\b.*$"
        ),
        "HAS_ALLERGY",
        0.8,
        object_type="Allergen",
    ),
]
