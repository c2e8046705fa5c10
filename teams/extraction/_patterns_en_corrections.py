"""English patterns for corrections and names for this run that round 19 left (round 21, issue #25): what is true
now, said after a correction's mark whose wrong value the framing blanked ("correction: I'm in Kinloss now, not
Forres - moved in June", "sorry, alerting is on Clanger now, not Bellwether"), a kind of work moved off one tool and
now on another, a move from one town to another, and a thing given a name in quotes for a while ("let's call the
legacy billing cron 'Old Fred' while we untangle it"). Read before every other English pattern."""

from teams.extraction._patterns import SESSION, WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL

# A town's name: capitalised words, double-barrelled allowed ("Hay-on-Wye", "Llanddewi Brefi").
_TOWN = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
# A kind of the team's work, lower case ("alerting", "the builds", "incident notes"): not a person or a pronoun.
_WORK_WORD = (
    r"(?!(?:i|we|you|they|he|she|it|my|kids|children|family|friends|parents|people|folks|mum|dad)\b)"
    r"(?-i:[a-z][\w-]*)"
)
_WORK = rf"(?:the |our |all (?:the |our )?)?{_WORK_WORD}(?: {_WORK_WORD}){{0,2}}?"
# Why it changed or how the slip came, after a dash ("- moved in June", "- I mixed them up").
_WHY = r"(?:\s*[-–—]\s*(?:i |we )?(?:moved|mixed|muddled|misspoke|got|changed|switched)\b.*)?"
# A correction's mark that the framing leaves when no wrong value follows it ("correction - …", "update that: …").
_MARK = r"(?:(?:correction|sorry|update(?: that)?|moved(?: again)?|scratch that)\s*[-–—:,]\s*)?"

CORRECTION_PATTERNS = [
    Pattern(
        "en.im_in_town_now",
        # "correction: I'm in Kinloss now, not Forres - moved in June", "moved again - I'm in Sleights now, not
        # Whitby": the town one lives in now (the framing keeps the one replaced).
        en(rf"^{_MARK}i'm (?:in|over in|up in|down in|out in) (?P<obj>{_TOWN}) now{_WHY}\s*[.!]*$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.its_town_now_moved",
        # "correction, it's Minchinhampton now, not Nailsworth - moved in the autumn": a move said after the town.
        en(rf"^it's (?P<obj>{_TOWN}) now\s*[-–—]\s*(?:i |we )?moved\b.*[.!]*$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.work_is_on_tool_now",
        # "sorry, alerting is on Clanger now, not Bellwether - I mixed them up": a kind of work on a tool now.
        en(rf"^{_MARK}{_WORK} (?:is|are|runs|run|lives|live) on (?P<obj>{NAMED_TOOL}) now{_WHY}\s*[.!]*$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.moved_off_now_on",
        # "correction - the builds moved off Marrowci, they're on Hopperline now": the tool replaced, the one now.
        en(
            rf"^{_MARK}{_WORK} (?:moved|have moved|got moved|came) off (?P<wrong>{NAMED_TOOL}),? "
            rf"(?:they're|it's|they are|it is|we're|now they're|now it's) (?:on|in) (?P<obj>{NAMED_TOOL})"
            r"(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "en.moved_from_to",
        # "update that: I moved from Corbridge to Haltwhistle in June": the town one lives in now, the old replaced.
        en(
            rf"^{_MARK}i(?:'ve)? (?:moved|relocated) from (?P<wrong>{_TOWN}) to (?P<obj>{_TOWN})"
            r"(?: in \w+| last \w+| this \w+| back in \w+)?[.!]*$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.lets_call_quoted",
        # "let's call the legacy billing cron 'Old Fred' while we untangle it", "For this chat let's call the
        # broken payroll export 'the Kraken'": a name in quotes for a thing of this run.
        en(
            r"^(?:let's|we'll|we can|can we|i'll) call (?:the|our|this|that|my) [\w .'/-]{2,40}? "
            r"['‘\"“](?P<obj>[^'’\"”]{2,30})['’\"”]"
            r"(?: (?:while|until|for now|for the moment|in this chat|for this chat|from now on)\b.*)?[.!]*$"
        ),
        "IS_CALLED",
        0.8,
        who=SESSION,
    ),
]
