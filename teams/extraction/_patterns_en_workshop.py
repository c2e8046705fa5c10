"""English patterns for the workshop and who works in it (round 8, issue #25): what the business runs on ("the shop
runs on X", "We run X for …"), where a maker works ("We're a sail loft in Falmouth", "We build pipe organs in a
converted chapel in Huddersfield"), the work done in a tool named like one ("We cut panels in SailCut CAD"), the one a
speaker reports to said first ("X is who I report to"), and a rule named after it is said ("… - studio rule.").
Round 9 adds what is sold on a platform ("We sell seats on TicketSource": the platform is the tool, not the goods),
where the premises sit ("The cooperage sits on the edge of Rothes", "Our farm is in an old tunnel outside Penicuik"),
an event run every so often ("Every half-term we run a string-pulling workshop") and a trade said first with "by
trade". FIRST_PATTERNS are read before every other English pattern (they correct an older reading); LATER_PATTERNS
after them all, so a clause the older patterns already read keeps its reading and its confidence."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import NAMED_TOOL, NAMED_TOOLS

# A place said as a name: one to three capitalised words ("Huddersfield", "Port Isaac").
_PLACE = r"(?P<obj>(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2})"
# A tool by the shape of its name: a capital inside a word ("SailCut CAD", "FileMaker"), which places rarely have
# ("in Huddersfield" stays a place); a word all in capitals ("RGP") only where records are kept ("NYC" is a place).
_CAMEL_TOOL = r"(?P<obj>(?-i:[A-Z][a-z]+[A-Z]\w*(?: [A-Z][\w-]*)?))"
_CAPS_TOOL = r"(?P<span>(?-i:(?:[A-Z][a-z]+[A-Z]\w*|[A-Z]{2,}[\w-]*)(?: [A-Z][\w-]*)?))"
# What a business keeps in a tool: its records.
_RECORDS = (
    r"(?:[\w'-]+ )?(?:memberships|bookings|orders|invoices|accounts|records|notes|files|tickets|tasks|rotas|"
    r"schedules|books|payroll|stock|inventory|specs|drawings|quotes|timesheets|contacts|customers|sales)"
)
# Verbs of making: what a workshop does with its hands (a shop that sells is read by en.sells).
_MAKING = (
    r"build|make|brew|bake|grow|roast|print|sew|craft|knit|cook|repair|restore|forge|carve|weave|throw|blow|dye|"
    r"bind|cast|cure|smoke|distil|distill|press|frame|tune|turn|cut|stitch"
)

# The word a business calls its premises by: a trade's place (cooperage, bakery, smokehouse, forge) or a kind of
# business.
_PREMISES = (
    r"(?:[\w'-]+ )?(?:[a-z]+(?:age|ery|ory|smithy|house)|farm|workshop|shop|studio|theatre|theater|yard|forge|mill|"
    r"loft|barn|kiln|dairy|nursery|garage|works|foundry|boatyard|shed|stables?|kitchen)"
)
# An event a business runs every so often, by its last word.
_EVENT = (
    r"(?:[\w'-]+ ){0,3}?(?:workshop|night|day|fair|market|open day|class|session|exercise|festival|sale|show|"
    r"supper|tasting|tour|walk|drill|ceilidh|quiz|meet)"
)

LATER_PATTERNS = [
    Pattern(
        "en.premises_sit",
        # "The cooperage sits on the edge of Rothes, by the burn", "Our mushroom farm is in an old railway tunnel
        # outside Penicuik": where the premises are, however the spot is told (the town is the last name said).
        en(
            rf"^(?:the|our) {_PREMISES} (?:sits|is|lies|stands) (?:(?:on|at|in) (?:the|an?) (?:[\w'-]+ ){{0,4}}?)?"
            rf"(?:(?:edge|outskirts|side|end) of|in|outside|near|just outside|above|below) {_PLACE}(?:,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.event_run_every",
        # "Every half-term we run a string-pulling workshop for kids": an event the business runs, not a habit of
        # the speaker's.
        en(
            r"^(?:every|each) [\w'-]+(?: [\w'-]+)?,? we (?:run|hold|host|put on|throw|do) (?:a|an|our) "
            rf"(?P<obj>{_EVENT})(?: for [\w' -]+)?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.by_trade_first",
        # "Thatcher by trade - mostly water reed": the trade first, capitalised as a sentence starts.
        en(
            r"^(?P<obj>(?-i:[A-Z][a-z-]{2,}(?:er|or|ist|ian|eur)|[A-Z][a-z-]*(?:smith|wright|mason)))"
            r" by (?:trade|profession)(?:,.*|\s+[-–—]\s+.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.business_runs_on",
        # "the shop runs on Epos Now", "The bakery runs off Square": "the" said by one who works there is ours.
        # "the grow log lives in Fibery now": where the records live is the team's tool as well.
        en(
            rf"^the [\w'-]+(?: [\w'-]+)? (?:runs? (?:on|off)|lives? in|(?:is|are) kept in) (?P<obj>{NAMED_TOOLS})"
            r"(?: now)?(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.we_run_tool_for",
        # "We run Gather for the funeral home arrangements": a named tool run for a task (a firm run out of a town
        # is "a/an/the …", which NAMED_TOOL does not start with).
        en(rf"^we (?:run|use) (?P<obj>{NAMED_TOOL}) for (?:the |our |all |a |an )?[\w' -]+[.!]*$"),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.maker_in_place",
        # "We're a sail loft in Falmouth, …", "We build pipe organs in a converted chapel in Huddersfield": where a
        # maker works (the kind of business before the place, in lower case, is no name).
        en(
            # "We're a bit lost in Leeds", "a family of four in Leeds": a measure or a household is no business ("a
            # family bike shop" is).
            rf"^we(?:(?:'re| are) (?:a|an) (?!(?:bit|little|lot|tad|couple|pair|few)\b|family of\b)"
            rf"(?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){{0,3}}|"
            rf" (?:{_MAKING}) (?:[\w'-]+ ){{1,4}}?(?:in|at) (?:a|an|the|our) (?:[\w'-]+ ){{0,3}}?[\w'-]+)"
            # "We're a marionette theatre on a barge, moored in Gloucester": where it is moored or parked.
            rf"(?: (?:on|in) (?:a|an) [\w'-]+,)? (?:in|out of|based in|moored in|docked in|parked in|"
            # "…: we're a reptile rescue near Bewdley" (round 10): near a town, or just outside it.
            rf"near|(?:just )?outside) {_PLACE}"
            r"(?:,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.who_i_report_to",
        # "Esperanza Dube is who I report to, she runs the mortuary": the manager said first.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})) is (?:who|the (?:one|person)(?: who| that)?) "
            r"i (?:report|answer) to(?:,.*)?[.!]*$"
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    policy(
        "en.rule_said_after",
        # "No lead work without the extractor running - studio rule.": the rule, then the place it holds in (one's
        # own rule is not the team's).
        en(r"^(?P<obj>.+?)\s+[-–—]\s+(?!my\b|his\b|her\b|their\b|your\b)(?:[\w'-]+ )?(?:rule|policy)[.!]*$"),
    ),
]

# Read before every other English pattern: "Our invoices are all in QBO" is otherwise a doubtful slot of its own
# (en.our_value, HAS_INVOICES).
FIRST_PATTERNS = [
    Pattern(
        "en.sells_on_platform",
        # "We sell seats on TicketSource and the gift stock on Payhip": where it is sold is the team's tool (en.sells
        # would keep "seats on TicketSource" as goods).
        en(
            rf"^we (?:also |mainly |mostly )?sell (?:[\w'-]+ ){{1,4}}?(?:on|through|via) (?P<obj>{NAMED_TOOL})"
            rf"(?: and (?:[\w'-]+ ){{1,4}}?(?:on|through|via) (?P<more>{NAMED_TOOL}))?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("more", "USES", "Tool"),),
    ),
    Pattern(
        "en.work_done_in_tool",
        # "We cut panels in SailCut CAD", "memberships are in RGP": the work, or what is kept, in a tool whose name has
        # the shape of one.
        en(
            rf"^(?:we (?:[\w'-]+) (?:[\w'-]+ ){{1,3}}?(?:in|on|with|through) {_CAMEL_TOOL}|"
            rf"(?:our |the )?{_RECORDS} (?:are|is) (?:all )?(?:in|on|kept in|tracked in) {_CAPS_TOOL})"
            r"(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
]
