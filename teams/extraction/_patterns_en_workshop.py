"""English patterns for the workshop and who works in it (round 8, issue #25): what the business runs on ("the shop
runs on X", "We run X for …"), where a maker works ("We're a sail loft in Falmouth", "We build pipe organs in a
converted chapel in Huddersfield"), the work done in a tool named like one ("We cut panels in SailCut CAD"), the one a
speaker reports to said first ("X is who I report to"), and a rule named after it is said ("… - studio rule.").
FIRST_PATTERNS are read before every other English pattern (they correct an older reading); LATER_PATTERNS after them
all, so a clause the older patterns already read keeps its reading and its confidence."""

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

LATER_PATTERNS = [
    Pattern(
        "en.business_runs_on",
        # "the shop runs on Epos Now", "The bakery runs off Square": "the" said by one who works there is ours.
        en(rf"^the [\w'-]+ runs? (?:on|off) (?P<obj>{NAMED_TOOLS})(?:,.*)?[.!]*$"),
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
            rf" (?:in|out of|based in) {_PLACE}(?:,.*)?[.!]*$"
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
