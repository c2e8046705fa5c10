"""English patterns for the software or office team's facts said in shapes part 21 showed the rules did not know
(round 17, issue #25): two tools each for its work ("we're on X for payroll and Y for invoices"), the team's chat
said as a place ("chat's in X these days"), a kind of data kept in a tool by a group ("our data folk keep the
warehouse in X"), moving off one tool onto another in one clause (an end and a use), the standup said with "we do",
the boss said with "the boss is", a tool left said as "no more X for me", and one's own kind of records kept in a
tool ("For my own reading lists I use X"). Read before teams.extraction._patterns_en_everyday."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL

_NAME = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# What a tool is for, said after it: "for payroll", "for invoices", "for logging".
_FOR_WORK = r"for (?:the |our )?[\w-]+(?: [\w-]+)?"
# When a move was, said after it: "in the spring", "last year", "a while back".
_WHEN = (
    r"(?:\s+(?:in|over) the (?:spring|summer|autumn|fall|winter|new year)|\s+(?:last|this) (?:year|month|week|quarter)|"
    r"\s+in (?-i:[A-Z][a-z]+)|\s+a while (?:back|ago))?"
)

EN_OFFICE_PATTERNS = [
    Pattern(
        "en.on_tools_for_work",
        # "At the depot we're on Rotafox for shifts and Tallybook for stock" (round 17): each tool with its work.
        en(
            r"^(?:at (?:the|our) [\w' -]{2,30}?,? )?we(?:'re| are) (?:now |all |mostly )?on "
            rf"(?P<obj>{NAMED_TOOL}) {_FOR_WORK}(?:,? and (?P<second>{NAMED_TOOL}) {_FOR_WORK})?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "en.chat_is_in_tool",
        # "chat's in Natterbox these days", "Team chat lives on Zulip now" (round 17): the team's chat as a place.
        en(
            r"^(?:the |our )?(?:team |company |office |internal )?chat(?:'s| is| lives| happens| sits) "
            rf"(?:all |mostly )?(?:in|on) (?P<obj>{NAMED_TOOL})(?: now| these days| nowadays)?[.!]*$"
        ),
        "USES",
        0.75,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.group_keeps_in_tool",
        # "Our ops folk keep the runbooks in Slabnote - …" (round 17): a group of the team keeps a kind of its work
        # in a tool; a question after a dash asks about it, it is no part of it.
        en(
            r"^(?:our|the) (?:[\w-]+ )?(?:folk|folks|people|team|lot|crew|guys|side) keeps? (?:the|our|their|all the) "
            rf"[\w -]{{2,25}}? (?:in|on) (?P<obj>{NAMED_TOOL})(?:\s*[-–—,].*)?[.!?]*$"
        ),
        "USES",
        0.75,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.moved_off_onto",
        # "We moved off Jenkins to Buildkite for CI last year" (round 17): the tool left and the one now used, in
        # one clause.
        en(
            r"^(?P<topic>we|our team|the team) (?:moved|switched|migrated|went) (?:off|away from|from) "
            rf"(?P<obj>{NAMED_TOOL}) (?:to|onto|over to) (?P<new>{NAMED_TOOL})(?: {_FOR_WORK})?{_WHEN}[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "en.we_do_standup_at",
        # "We do standup at 9:50, in the kitchen if …" (round 17): the standup said with "we do", then where.
        en(
            r"^we (?:do|have|hold|run) (?:our |the )?(?:daily |morning )?(?:stand-?up|huddle|daily scrum) at "
            # "… at 10:05 on a call" (round 18): how it is held, after "on", "in" or "over".
            r"(?P<obj>\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)\b(?:,.*|\s+(?:on|in|over) (?:a|the|our) .*)?[.!]*$"
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.the_boss_is",
        # "The boss is Ingrid Maalouf-Pike, she …" (round 17): the boss by name, then who they are.
        # "my boss is …, she started …" (round 18): one's own boss said the same way is the manager too.
        en(rf"^(?:the|my) (?:boss|gaffer|guv'?nor|manager)(?:'s| is) (?P<obj>{_NAME})(?:,.*)?[.!]*$"),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "en.no_more_tool_for_me",
        # "No more Quillpad for me - it …" (round 17): a tool one has left, said as no more of it.
        en(rf"^no more (?P<obj>{NAMED_TOOL}) for me(?:\s*[-–—,].*)?[.!]*$"),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.for_own_records_i_use",
        # "For my own reading lists I use Dovetailer", "for my personal notes I use Zettly" (round 17).
        en(
            r"^for my (?:own |personal )?[\w -]{2,25}? i (?:use|keep to|stick (?:with|to)) "
            rf"(?P<obj>{NAMED_TOOL})[.!]*$"
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
]
