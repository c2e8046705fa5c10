"""English patterns for constructions rather than words (round 10, issue #25): the fact said in an order other
than "I … X". The workplace as the subject ("The ropery at Hollinsmere Dock took me on as a ropemaker"), the role
said first and owned after ("Vineyard manager, that's me"; "Chocolatier, 34, living in Leamington Spa"; "For the
ringers at our parish church, I'm the tower captain"), the goods before their head ("… are what we sell", "it's
wedding stationery we sell", "… are our bestseller"), the timetable as the subject ("Eight till four, Tuesday to
Saturday, is when I'm at the ropery"; "On air six till ten - that's my shift"), a preference said as "X over Y", a
task's records said to run through or be logged in a tool, a building and a bearing before the town ("in a former
chapel in Bishop's Castle", "on the chalk just north of Wivelsfield"), a name before a dash, and a lead-in before a
colon (read by the pipeline: the clause after the colon is read alone when the whole gives nothing).
FIRST_PATTERNS correct an older reading and are read before every other English pattern; LATER_PATTERNS after
them all."""

import re

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import DAYS, NAMED_TOOL

# A person's or a place's name: capitalised words, double-barrelled allowed ("Philippa Strathdee-Nwosu").
_NAME = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
_PLACE = rf"(?P<obj>{_NAME})"
# A role named where only a role can stand (after "as a", before ", that's me"): any trade, one to three words in
# lower case ("ropemaker", "cellar hand", "tower captain").
_ANY_ROLE = r"(?P<obj>[\w'-]+(?: (?-i:[a-z][\w'-]*)){0,2}?)"
# A time of day, in figures or in words ("7.30", "six", "noon").
_HOUR = (
    r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s?[ap]m)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|"
    r"midday|midnight)"
)
_SPAN = rf"{_HOUR} (?:till|til|until|to|-|–) {_HOUR}"
# When a fact ends ("in 2019", "last spring", "back in 2020", "three years ago").
_SINCE = r"(?: (?:back )?in \d{4}| last \w+| this \w+| \w+ years? ago)?"
# The business's records or trade, said as what runs through a tool ("Orders and invoices", "Spray records").
_RECORDS = r"(?:[\w'-]+ ){0,2}(?:orders|invoices|records|bookings|payments|yields|accounts|sales|rotas|logs|stock)"

FIRST_PATTERNS = [
    Pattern(
        "en.workplace_took_me_on",
        # "The ropery at Hollinsmere Dock took me on as a ropemaker in 2019": the workplace as the subject, its name
        # after "at" (the kind of place before it is no name).
        en(
            r"^(?:the|a) [\w'-]+(?: [\w'-]+)? (?:at|in) (?P<org>" + _NAME + r") "
            r"(?:took me on|taken me on|hired me|employs me|employed me|brought me on|trained me up) "
            rf"as (?:an?|the|their|its) {_ANY_ROLE}{_SINCE}[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.named_workplace_took_me_on",
        # "Greyfriars Bindery hired me as a finisher last spring": the workplace by its name as the subject.
        en(
            rf"^(?P<org>{_NAME}) (?:took me on|has taken me on|hired me|employs me|employed me|brought me on) "
            rf"as (?:an?|the|their|its) {_ANY_ROLE}{_SINCE}[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.presenter_on_station",
        # "i'm the breakfast presenter on Harbourside FM": a broadcaster's station, named after "on" (en.role keeps
        # the role only).
        en(
            r"^i(?:'m| am) (?:the|a|an) (?P<obj>(?:[\w'-]+ )?(?:presenter|host|dj|newsreader|announcer|producer)) on "
            rf"(?P<org>{_NAME})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
]

LATER_PATTERNS = [
    Pattern(
        "en.role_thats_me",
        # "Vineyard manager, that's me.": the role said first, owned after.
        en(rf"^{_ANY_ROLE}(?:,| [-–—]) that's me[.!]*$"),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.role_age_living_in",
        # "Chocolatier, 34, living in Leamington Spa with two cats": a profile in apposition, trade, age, home.
        en(
            r"^(?P<obj>(?-i:[A-Z][a-z'-]+)(?: (?-i:[a-z][\w'-]*)){0,2}), \d{1,2}, (?:living|based) in "
            rf"(?P<place>{_NAME})(?: with .*|,.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "en.role_part_time_at",
        # "Part-time cellar hand at the winery while I finish my course": how much one works says a job follows.
        en(
            r"^(?:part-time|full-time|seasonal|freelance|relief|weekend) "
            r"(?P<obj>[\w'-]+(?: [\w'-]+)?) (?:at|for|in) (?:the|a|an) [\w' -]+?(?:,? while .*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.role_for_group_first",
        # "For the ringers at our parish church, I'm the tower captain": the group first, then the role in it.
        en(rf"^for (?:the|our) [\w' -]+?, i(?:'m| am) (?:the|a|an|their) {_ANY_ROLE}[.!]*$"),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.name_then_dash",
        # "Wystan Pellegrew-Oduya - I set type by hand at Quillstone Press.": a name, a dash, then a clause of one's
        # own (a business named after "at" is the workplace).
        en(
            rf"^(?P<obj>(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)) [-–—] i (?!am\b|'m\b)[a-z]+ [\w' -]*?"
            rf"(?:at (?P<org>{_NAME}))?[.!]*$"
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.name_label",
        # "Name: Ezekiel Trowbridge-Amanfo.": a form's field.
        en(rf"^(?:my )?(?:full )?name: (?P<obj>{_NAME})[.!]*$"),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern(
        "en.answer_to",
        # "I answer to Philippa Strathdee-Nwosu, who owns the place": the manager, then who they are.
        # "Reporting line - I answer to …" (round 17): the key said first, before a dash or a colon.
        en(
            r"^(?:reporting(?: line)?\s*[-–—:]\s*)?"
            rf"i (?:answer|report) (?:directly )?to (?P<obj>{_NAME})(?:,.*)?[.!]*$"
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "en.manager_at_place_is",
        # "My line manager at the rescue is Cordelia Ashgrove-Nakamura": where, between the manager and the name.
        en(
            r"^my (?:line |direct )?(?:manager|boss|supervisor) (?:at|in|on) (?:the|our) [\w' -]+? is "
            rf"(?P<obj>{_NAME})[.!]*$"
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "en.what_we_sell_after",
        # "a sparkling rosé and a still bacchus are what we sell": the goods before their head; "Our vines are …
        # north of Wivelsfield - …": where the business is, said before the dash.
        en(
            r"^(?:(?:our|the) [\w' -]+?(?: (?:in|near|outside|(?:north|south|east|west) of) (?P<place>" + _NAME + r"))?"
            r" [-–—] )?(?P<obj>[\w' -]+?) (?:are|is) (?:mostly |mainly )?what we (?:sell|make|brew|bake|grow)"
            r"(?: .*)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "en.its_goods_we_sell",
        # "Mostly it's wedding stationery we sell, and …": the goods clefted before "we sell".
        en(
            r"^(?:mostly |mainly |largely )?it's (?:mostly |mainly )?(?P<obj>[\w' -]+?) (?:that )?we "
            # "…, and letterpress coasters at the craft fairs": a second good, and where it sells.
            r"(?:sell|make)(?:,? and (?P<more>[\w' -]+?) (?:at|on|in|through) [\w' -]+|,.*)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("more", "SELLS", "Product"),),
    ),
    Pattern(
        "en.our_bestseller",
        # "Single-origin bars are our bestseller, then the caramel ganache boxes": the goods, ranked.
        en(
            r"^(?P<obj>[\w' -]+?) (?:are|is) our (?:best ?sellers?|best-sellers?|biggest sellers?)"
            # "…, then the caramel ganache boxes": the next in rank is sold too.
            r"(?:,? then (?:the )?(?P<more>[\w' -]+?)|,.*)?[.!]*$"
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("more", "SELLS", "Product"),),
    ),
    Pattern(
        "en.records_through_tool",
        # "Orders and invoices run through MRPeasy at the press", "Spray records and block yields are all logged in
        # Vinsight": the business's records kept in a tool.
        en(
            rf"^(?:our |the |all )?{_RECORDS}(?: and {_RECORDS})? (?:(?:all )?(?:run|go) through|"
            r"(?:are|is) (?:all )?(?:logged|tracked|recorded|managed|done) (?:in|on|through)) "
            rf"(?P<obj>{NAMED_TOOL})(?: (?:at|in) (?:the|our) [\w'-]+)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.task_is_on_tool",
        # "Playout's on Myriad", "Billing's all on Xero now": a task of the business, said to be on a tool.
        en(
            rf"^(?P<task>(?-i:[A-Z]?[a-z]+(?:ing|out|roll)))'s (?:all )?on (?P<obj>{NAMED_TOOL})(?: now)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.business_no_longer_uses",
        # "The rescue doesn't use Zoho Creator anymore for intake records": the business as the subject.
        en(
            r"^the (?!app\b|project\b|product\b|service\b|repo\b|codebase\b|library\b|tool\b)[a-z]+ "
            rf"(?:doesn't|does not|no longer) uses? (?P<obj>{NAMED_TOOL}) ?(?:any ?more)?(?: for .*)?(?:;.*)?[.!]*$"
        ),
        "USES",
        0.85,
        who=WE,
        kind="end",
    ),
    Pattern(
        "en.not_using_any_more",
        # "we're not using Payanywhere any more, it's all Teya now": the progressive said of a tool that ended.
        en(
            rf"^(?P<topic>i|we)(?:'re| are|'m| am) (?:not|no longer) using (?P<obj>{NAMED_TOOL}) any ?more"
            r"(?: (?:for|on|at|in) [^,]*)?(?:,.*)?[.!]*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.premises_building_in",
        # "The press itself is in a former Methodist chapel in Bishop's Castle", "Our vines are on the chalk just
        # north of Wivelsfield": the building or the ground, then the town.
        en(
            r"^(?:the|our) [\w'-]+(?: itself)? (?:is|are|sits|sit|lies) (?:(?:in|on) (?:a|an|the) "
            r"(?:former|converted|old|disused) [\w' -]+? (?:in|outside|near) |"
            r"(?:on|in) the [\w'-]+ (?:just |right |a mile |a few miles )?(?:north|south|east|west) of )"
            + _PLACE
            + r"(?:\s+[-–—]\s+.*|,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.when_im_at",
        # "Eight till four, Tuesday to Saturday, is when I'm at the ropery": the timetable as the subject.
        en(rf"^(?P<obj>{_SPAN})(?:, [\w ]+?)?,? is when i(?:'m| am) (?:at|on|in) [\w' -]+[.!]*$"),
        "HAS_WORKING_HOURS",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.thats_my_shift",
        # "On air six till ten, weekdays - that's my shift": the hours, then whose they are.
        en(
            rf"^(?:(?:on air|on shift|on duty|on the [\w'-]+) )?(?P<obj>{_SPAN})(?:, [\w ]+?)?"
            r"(?:,| [-–—]) that's my (?:shift|hours)[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
        phrase=True,
    ),
    Pattern(
        "en.meeting_every_morning",
        # "There's a station meeting every morning at 9:40, straight after the bulletin": the daily meeting's time.
        en(
            r"^there's (?:a|an|the) (?:[\w'-]+ )?(?:meeting|huddle|briefing|stand-?up) every "
            rf"(?:morning|day|weekday) at (?P<obj>{_HOUR})(?:,.*)?[.!]*$"
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.habit_time_first",
        # "Mondays, before feeding, I weigh the tortoises one by one", "Before I lock up, I wash the rollers down,
        # every single night": when first (days in the plural, or "every …" said last), then what one does.
        en(
            rf"^(?=(?:{DAYS}\b(?-i:s)?|.*, every (?:single )?(?:night|morning|day|evening|shift)[.!]*$))"
            r"(?:[\w' ]+?, ){1,2}i (?!am\b|'m\b|was\b|had\b|did\b)(?P<obj>[a-z]+ (?:[\w'-]+ ){0,6}?[\w'-]+)"
            r"(?:, every (?:single )?\w+)?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.day_is_night",
        # "Tuesday is practice night, 7.30 till nine": a day given to the group's gathering.
        en(rf"^{DAYS} (?:is|are) (?P<obj>[\w'-]+ (?:night|day|evening|morning))(?:,.*)?[.!]*$"),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    policy(
        "en.kind_rule_bare",
        # "press-room rule no loose sleeves near the platen": a place's rule typed with no colon or dash.
        # "My rule: no screens after ten" is one's own, no place's.
        en(
            r"^(?!(?:my|his|her|their|your) )(?:[\w'-]+ )?(?:rule|policy):? "
            r"(?P<obj>(?:no|never|always) [\w' -]+?)[.!]*$"
        ),
    ),
    Pattern(
        "en.trait_so_nothing",
        # "I'm a coeliac, so nothing with wafer": a kind of person, told by what follows from it.
        en(
            r"^i(?:'m| am) (?:a|an) (?P<obj>[\w-]+), so (?:nothing|no|never|please don't|don't|i can't|i avoid) .*$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "en.x_over_y",
        # "Natural hemp over polyester, any day of the week": the preference as a bare comparison.
        en(r"^(?P<obj>[\w' -]+?) over [\w' -]+?,? (?:any day(?: of the week)?|every time|always)[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.what_im_after",
        # "What I'm after is dark chocolate, 85% or higher": what one wants, clefted.
        en(r"^what i(?:'m| am) (?:after|looking for) is (?P<obj>[\w' -]+?)(?:,.*)?[.!]*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.off_limits_allergy",
        # "hazelnuts are off limits for me, allergy": the allergen first, the reason after.
        en(r"^(?P<obj>[\w' -]+?) (?:are|is) off[- ]limits for me,? (?:an? )?(?:\w+ )?allergy[.!]*$"),
        "HAS_ALLERGY",
        0.85,
        object_type="Allergen",
    ),
    Pattern(
        "en.cant_bear_subjectless",
        # "Can't bear rubber-based inks, they never dry properly": the subject left out (not "can't bear to").
        en(r"^(?:can't|cannot|can not) (?:bear|stand|abide) (?!to\b)(?P<obj>[\w' -]+?)(?:,.*)?[.!]*$"),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.the_team_goes_by",
        # "The band goes by the Stedman Irregulars, don't ask why": the group as the subject with "the".
        en(
            r"^the (?:[\w'-]+ )?(?:band|team|crew|squad|gang|troupe|choir|ensemble) (?:goes by|is called) (?:the )?"
            rf"(?P<obj>{_NAME})(?:,.*)?[.!]*$"
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.watch_rotates_every",
        # "In April the frost watch rotates every five nights between the three of us": how often, then who.
        en(
            r"^(?:in \w+,? )?(?:the|our) (?:[\w'-]+ ){0,2}(?:watch|rota|duty|cover|shift) (?:rotates|changes hands) "
            r"(?P<obj>every (?:[\w-]+ )?(?:days?|nights?|weeks?|shifts?)) (?:between|among) [\w' -]+[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
]

# "Unlucky for a bell ringer: I'm allergic to bat droppings": a lead-in before a colon, then a clause of the
# speaker's or the business's own (the pipeline reads it alone when the whole clause gives nothing).
COLON_LEAD_IN = re.compile(r"^[^:]{3,80}?:\s+(?=(?:i|i'm|i've|we|we're|we've|my|our)\b)", re.IGNORECASE)
