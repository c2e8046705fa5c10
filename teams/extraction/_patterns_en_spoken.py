"""English patterns for the ways people say a fact other than "I use / I prefer / our X is Y": the tool
first ("ClickHouse is where our data lives"), a setting first ("At our shop, deploys go through X"),
"we're on X", a time around which a habit recurs ("Before lunch I always …"), who one reports to.
Read after the person patterns and before the general ones of teams.extraction._patterns_en."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import (
    ADVERBS,
    ALWAYS,
    AROUND,
    LEADING_WHEN,
    NAMED_TOOL,
    NAMED_TOOLS,
    NOT_HABIT,
    TIMEZONE,
)

_HABIT = {"relation": "HAS_HABIT", "confidence": 0.8, "object_type": "Habit", "phrase": True}

SPOKEN_PATTERNS = [
    Pattern(
        "en.done_with",
        # "TickTick and I are done": the end of a tool, said as the end of a relationship.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w.+#-]*(?: [A-Z][\w.+#-]*)?)) and (?P<topic>i|we) (?:are|'re) "
            r"(?:done|through|finished|over)\b(?!\s+(?:\w+ing|with|for|talking)\b).*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.rather_than",
        # "I'd much rather get feedback in writing than on a call": the preferred of two, said with "rather … than".
        en(
            r"^(?P<topic>i|we)(?:'d| would) (?:much |far |always )?rather (?:have |get |use |do |go with )?"
            r"(?!(?:die|not|starve|quit|walk|cry|eat glass)\b)(?P<obj>[\w' +#.-]{2,40}?) than\b.*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.its_x_i_prefer",
        # "it's oat milk I prefer, not almond": the preference said as a cleft, a correction after it.
        en(
            r"^(?:sorry|wait|no|oops|actually)?[^:]{0,30}?:?\s*it(?:'s| is) (?P<obj>[\w' +#.-]{1,30}?) (?P<topic>i|we) "
            r"(?:prefer|like|want)(?:,? not (?P<wrong>[\w' +#.-]{1,30}?))?[.!]*$"
        ),
        "PREFERS",
        0.85,
    ),
    Pattern(
        "en.habit_around",
        # "Before lunch I always clear my inbox", "Each morning before standup I skim …": the time first.
        en(
            # Said alone, the time needs a word of habit after the subject ("After lunch I went home" is a story).
            rf"^(?P<when>(?:{LEADING_WHEN}) {AROUND}|{AROUND}(?=,? (?:i|we)\s+{ALWAYS}\b)),? (?P<topic>i|we)\s+"
            rf"{ADVERBS}{NOT_HABIT}(?P<obj>\w.+)$"
        ),
        **_HABIT,
    ),
    policy(
        "en.freeze",
        # "Our deploy freeze starts every Friday at noon": a window the team keeps is a rule.
        en(
            r"^(?P<topic>our|our team's|the team's|the company's) (?P<obj>(?:[\w-]+ ){0,2}(?:freeze|cut-?off|"
            r"blackout|quiet period|change window|maintenance window|release window) (?:starts|begins|runs|is|lasts|"
            r"kicks in|happens|falls) .+)$"
        ),
    ),
    Pattern(
        "en.our_service_is",
        # "Our feature flag service is Unleash": a named tool as the value of a kind of service.
        en(
            r"^(?P<topic>our|our team's|the team's|the company's) (?:[\w-]+ ){1,2}(?:service|solution|setup|tooling|"
            rf"vendor|provider) (?:is|are) (?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.tool_is_where",
        # "ClickHouse is where our analytics data lives", "Linear is what we use for tickets".
        en(rf"^(?P<obj>{NAMED_TOOL}) is (?:where|what|how) (?P<topic>we|our|i|my)\b.+$"),
        "USES",
        0.8,
    ),
    Pattern(
        "en.setting_goes_through",
        # "At our shop, deploys go through Waypoint": the setting says whose; the verb says it is used.
        en(
            r"^(?:at|in|around) (?P<topic>our|my team's) (?:shop|company|place|org|organi[sz]ation|startup|office|"
            r"team|workplace),?\s+(?:[\w-]+ ){1,3}?(?:go(?:es)? through|runs? (?:on|in|through)|lives? (?:on|in)|"
            r"sits? on|happens? (?:in|on)|(?:is|are) (?:done|handled|tracked|managed|hosted|built|run|deployed|kept|"
            rf"stored) (?:in|on|with|by|through|via)) (?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.everything_on",
        # "Everything we run sits on Scaleway", "all we ship is built with Bazel".
        en(
            r"^(?:everything|all|all of what|most of what|whatever) (?P<topic>we|i) (?:run|build|ship|deploy|host|"
            r"make|write|have)(?: [\w-]+)?\s+(?:sits|runs|lives|is hosted|is deployed|goes|is built|is written) "
            rf"(?:on|in|through|with) (?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.whole_company_on",
        # "The whole company chats on Mattermost": everyone of the organisation doing something on a tool.
        en(
            r"^(?:the (?:whole|entire) (?:company|team|org|office)|everyone (?:at|in) (?:the|our) (?:company|team|"
            r"org|office)|our (?:whole|entire) (?:company|team|org)|all of us) (?:\w+ )?(?:chats?|talks?|"
            r"communicates?|collaborates?|works?|lives?|meets?|hangs? out|writes?|plans?) (?:on|in|over|through|"
            rf"via) (?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.timezone_on",
        # "I'm on Alaska time, so your 9am is my 5am": what follows "so" is what the zone means.
        en(rf"^i(?:'m| am) (?:on|in) (?P<obj>{TIMEZONE})(?:[.!]*|,? so\b.*)$"),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.on_tool",
        # "We're on Woodpecker CI", "I'm on Fedora": being on a named tool is using it.
        en(
            r"^(?P<topic>we|i)(?:'re|'m| are| am) (?:all |now |still )?(?:running )?on (?!team\b)"
            rf"(?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.day_spent",
        # "Most of my day is spent writing OCaml".
        en(
            r"^(?:most|much|a lot|half|all) of (?P<topic>my|our) (?:day|days|time|week|work) (?:is|are|goes) "
            rf"(?:spent )?(?:writing|coding in|programming in|working (?:in|with)|using|in) (?P<obj>{NAMED_TOOLS})"
            r"[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.won_over",
        # "Zellij has won me over", "Pixi is my go-to for Python environments", "Give me Fish over Bash any day".
        en(
            rf"^(?:give me (?=(?:{NAMED_TOOL}) over\b))?(?P<obj>{NAMED_TOOL}) (?:over\b|(?:has|have) (?:really |"
            r"totally |completely )?won me over|is my (?:go-to|tool of choice|favou?rite)\b).*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.reports_to",
        # "I report to X, he runs the ops side": who the manager is, after the comma, is no part of the name.
        en(
            r"^i (?:report|reported|directly report) to (?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}))"
            r"(?:,.*)?[.!]*$"
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "en.github_as",
        en(r"^(?:you(?:'ll| will| can) find me|i(?:'m| am)) on github (?:as|under) @?(?P<obj>[\w-]+)[.!]*$"),
        "HAS_GITHUB_HANDLE",
        0.85,
        object_type="GithubHandle",
    ),
    Pattern(
        "en.moved_jobs",
        # "I switched jobs from Northwind to Contoso": a change of workplace, ending the one before. The
        # word for the job must be said: "I moved from Lyon to Tbilisi" is a move of home and "I switched
        # from Vim to Emacs" a change of tool, and without a gazetteer the names alone cannot tell.
        en(
            r"^i(?:'ve| have)? (?:just |recently )?(?:moved|switched|changed) (?:jobs|companies|employers) "
            rf"from (?P<wrong>{NAMED_TOOL}) to (?P<obj>{NAMED_TOOL})"
            r"(?:\s+(?:last|this) (?:week|month|year|quarter)|\s+\w+ (?:weeks?|months?) ago)?[.!]*$"
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
]
