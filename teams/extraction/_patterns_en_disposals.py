"""English patterns for things given up, the ends blind parts 34-39 showed the rules missed most (round 44, issue
#25): an app of one's own got rid of, with "too" or a reason after it ("got rid of X too, counting calories …",
"X is gone too - never once …"), and a team's old way thrown out, said with where its work goes now ("chucked the
shoebox of order slips on the windowsill - orders all go into X now", "the paper rota taped to the fridge has finally
gone; on-call swaps happen in X now", "… - X takes all the orders now") or alone ("Got rid of the carbon-copy invoice
book."). Read after every other English pattern, so what the earlier rules read they
still read."""

import re

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL

_GOT_RID_OF = r"(?:got rid of|deleted|uninstalled|binned|ditched|dumped|chucked|cancel+ed|scrapped)"
_TOO = r"(?: too| as well| also)"
# Why, after a comma, a semicolon or a dash; "…, we're on X now" is the team's tool replaced, read by other rules.
_WHY = r"(?:\s*(?:,|;|\s[-–—])\s*(?!\s*(?:we|we're|we've|we'll|our|us)\b)[^;]{2,100}?)?[.!]*$"
# The team's old way, as long as it takes ("the exercise book we logged leave in"); where it was kept is left out of
# the name ("the shoebox of order slips" on the windowsill, "the paper rota" taped to the fridge).
_OLD = (
    r"(?P<obj>(?:the|our) (?!(?:idea|plan|habit|bug|issue)\b)[\w'-]+(?: [\w'-]+){0,6}?)"
    r"(?: (?:on|by|in|at|above|under|behind|next to|beside|(?:taped|pinned|stuck|nailed|hung) (?:to|on|by|in)) "
    r"(?:the |our )?[\w'-]+(?: [\w'-]+){0,2}?)?"
)
# What a team kept its work on: "the paper rota", "the ring binder", "the group text".
_RECORD = (
    r"(?=(?:the|our) (?:[\w'-]+ ){0,4}?(?:chalkboard|blackboard|whiteboard|board|rota|calendar|book|pad|ledger|"
    r"spreadsheet|diary|notebook|chart|planner|binder|folder|sheet|form|list|slips|dockets|text|chat)\b)"
)
_SEPARATOR = r"\s*(?:[,;]|\s[-–—])\s*"
# Where its work goes now: "orders all go into X now", "everyone books through X now", "X takes all the orders now".
_NOW = (
    r"(?:(?:(?:(?!(?:i|we)\b)[\w'-]+ ){1,4}?(?:go|goes|went|live|lives|happen|happens|book|books|are|is|sit|sits|"
    r"run|runs|get|gets|moved|come|comes)|(?:[\w'-]+ ){0,3}?[\w-]+'s)(?: all| now| over)? (?:in|into|on|through|via) "
    rf"(?P<new>{NAMED_TOOL})(?: [\w' -]{{0,30}})?|"
    rf"(?P<new_first>{NAMED_TOOL}) (?:does|takes|handles|has|runs|keeps|holds) (?:all )?(?:of )?(?:the |our )?"
    r"[\w' -]{2,30}?)[.!]*$"
)
_NEW = (("new", "USES", "Tool", "memory"), ("new_first", "USES", "Tool", "memory"))


def _old_way_ended(name: str, regex: re.Pattern, *, now_in: bool) -> Pattern:
    """The team's old way ended (the end is the team's); `now_in`: the tool its work is in now is used."""
    return Pattern(name, regex, "USES", 0.8, who=WE, kind="end", also=_NEW if now_in else ())


DISPOSAL_PATTERNS = [
    Pattern(
        "en.got_rid_of_app",
        # "got rid of Munchlog too, counting calories was making me miserable", "deleted Sipsy": an app of one's own.
        en(
            rf"^(?:and |also |oh and )?(?:i )?(?:finally |just |also )?{_GOT_RID_OF} (?P<obj>{NAMED_TOOL})"
            rf"{_TOO}?{_WHY}"
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "en.app_is_gone_too",
        # "and Pennywhelk is gone too - never once kept me on budget", "Budgetbee's gone off my phone as well, …".
        en(
            rf"^(?:and |also )?(?P<obj>{NAMED_TOOL})(?:'s| is| has been|'s been| got| was) "
            rf"(?:gone|deleted|uninstalled|binned|cancel+ed)(?: off my phone| from my phone)?{_TOO}{_WHY}"
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    _old_way_ended(
        "en.threw_out_old_way_work_now_in",
        # "chucked the shoebox of order slips on the windowsill - orders all go into Spoonledger now", "binned the
        # group text with my regulars for orders, everyone books through Quiverlist now": the team's.
        en(
            r"^(?:and )?(?:we(?:'ve| have)? )?(?:finally |also )?(?:got rid of|ditched|binned|chucked|scrapped|"
            rf"retired|took down|dumped|tossed|threw out) {_OLD}{_SEPARATOR}{_NOW}"
        ),
        now_in=True,
    ),
    _old_way_ended(
        "en.old_way_gone_work_now_in",
        # "the paper rota taped to the fridge has finally gone; on-call swaps happen in Preselitrack now", "the
        # exercise book we logged leave in is finally retired, leave requests go through Wombatrack".
        en(
            rf"^(?:and )?{_OLD} (?:is|'s|has|has been|'s been|got|was) (?:officially |finally |now |at last )?"
            rf"(?:retired|gone|binned|scrapped|history|in the bin){_SEPARATOR}{_NOW}"
        ),
        now_in=True,
    ),
    _old_way_ended(
        "en.old_way_finally_gone",
        # "the paper rota taped to the fridge has finally gone" (where its work goes now said after a semicolon,
        # another clause): an end waited for is the team's old way.
        en(
            rf"^(?:and )?{_RECORD}{_OLD} (?:is|'s|has|has been|'s been) (?:officially|finally|at last) "
            r"(?:retired|gone)[.!]*$"
        ),
        now_in=False,
    ),
    _old_way_ended(
        "en.threw_out_old_way",
        # "Got rid of the carbon-copy invoice book." (where the work goes now said in a sentence of its own).
        en(
            r"^(?:we(?:'ve| have)? )?(?:finally |also )?(?:got rid of|ditched|binned|chucked|scrapped|retired|"
            rf"took down|threw out) {_RECORD}{_OLD}[.!]*$"
        ),
        now_in=False,
    ),
]
