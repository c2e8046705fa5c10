"""English durable-fact patterns, specific before general (the first match wins)."""

import re

from teams.extraction._objects import KNOWN_TYPES
from teams.extraction._patterns import OTHER, SELF, WE, Pattern, en

_ADVERBS = (
    r"(?:(?:really|strongly|definitely|also|still|now|mostly|usually|generally|always|much|actually|totally|"
    r"absolutely|personally|honestly|typically|normally|mainly|primarily|just|kind of|sort of|probably|maybe|"
    r"very much|do|does|tend to|all|both|much rather)\s+)*"
)
# Who a clause is about. "our project" is the organisation's; "the project" is this conversation's.
_TOPIC = (
    r"(?P<topic>i|we|my team|the team|our team|the company|our company|"
    r"our (?:org|organi[sz]ation|startup|stack|backend|frontend|infrastructure|infra|codebase|product|app|platform|"
    r"project|service|engineers|developers|devs|department|group|ci|pipeline|tests|website|api|services|apps)|"
    r"(?:the|this) (?:current )?(?:project|app|application|service|repo|repository|codebase|backend|frontend|api|"
    r"product|website|site|system|library))"
)
_ROLES = (
    r"engineer|developer|dev|programmer|designer|manager|scientist|analyst|architect|researcher|student|teacher|"
    r"professor|consultant|writer|editor|founder|co-founder|cto|ceo|cfo|coo|vp|lead|tester|administrator|admin|"
    r"doctor|nurse|lawyer|accountant|marketer|recruiter|intern|freelancer|contractor|sre|devops|data scientist|"
    r"product owner|entrepreneur|journalist|translator|artist|musician|photographer"
)
_THINGS = (
    r"project|product|company|team|app|application|startup|service|repo|repository|codebase|org|organi[sz]ation|"
    r"library|tool"
)
_ATTRIBUTES = (
    r"email|e-mail|email address|timezone|time zone|github|github handle|github username|twitter handle|handle|"
    r"username|pronouns|job title|title|native language|mother tongue|first language|nickname|hometown|"
    r"home town|nationality|team|department|manager|boss"
)

# After the topic: a space, or a contraction and a space ("I've switched", "we're using").
_AFTER = r"(?:'ve|'d|'m|'re|'s)?\s+"
_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)s?"
# When a habit recurs: "on Fridays", "every morning", "in the evening", "weekly".
_RECURRING = (
    rf"(?:on {_DAYS}|every (?:other )?(?:\w+ )?\w+|each (?:\w+ )?\w+|once a \w+|twice a \w+|daily|weekly|monthly|"
    r"nightly|in the (?:morning|afternoon|evening)s?|at night|before (?:lunch|standup|bed|work)|"
    r"after (?:lunch|standup|work))"
)
_HABIT_MARKER = r"(?:usually|normally|typically|generally|often|regularly|always|never|tend to)"
# Verbs other patterns read ("I usually use Vim" is USES Vim, not a habit "use Vim").
_NOT_HABIT = (
    r"(?!(?:use|uses|using|prefer|prefers|like|likes|love|loves|enjoy|enjoys|hate|hates|dislike|dislikes|avoid|"
    r"avoids|work (?:with|at|for|as)|works (?:with|at|for|as)|code in|program in|develop in|write (?:code )?in|"
    rf"rely on|run on|deploy (?:to|with|using|via)|deploys (?:to|with|using|via)|deploy on (?!{_DAYS})|"
    r"build (?:with|on|in)|(?:write|test|run|lint|format) (?:\w+ )?(?:in|with|using)|speak|live|be)\b)"
)
# "Our CI is GitHub Actions": categories of tools, whose value is a tool the organisation uses.
_TOOL_CATEGORIES = (
    r"ci|ci/cd|cd|ci system|ci pipeline|pipeline|build system|build tool|orm|cache|queue|message queue|"
    r"message broker|broker|cloud|cloud provider|hosting|hosting provider|host|vcs|version control|source control|"
    r"issue tracker|bug tracker|tracker|wiki|chat tool|chat app|monitoring|monitoring tool|logging|logging stack|"
    r"observability stack|package manager|bundler|test runner|test framework|testing framework|linter|formatter|"
    r"container registry|registry|orchestrator|deployment tool|deploy tool|ticketing system|cdn|data warehouse|"
    r"warehouse|search engine|web server|runtime|frontend framework|backend framework|backend language|"
    r"frontend language|database|db|framework|language|programming language|editor|ide|os|infra|infrastructure|"
    r"code host|auth provider|identity provider|payment provider|email provider|error tracker|design tool|"
    r"(?:[\w/-]+ ){1,2}(?:tool|stack|platform|provider|system|tracker|server|engine|registry|framework|library)"
)
# "Our X is Y" that says nothing durable ("our code is a mess", "our team is small").
_NOT_A_SLOT = (
    r"(?!(?:team|company|project|product|app|startup|org|goal|problem|issue|plan|idea|question|bug|code|codebase|"
    r"office|hq|headquarters|stack|tech stack|main|default|favou?rite|boss|manager) (?:is|are)\b)"
)
_NOT_A_VALUE = (
    r"(?!(?:a|an|the|very|so|too|really|quite|pretty|not|getting|being|down|broken|slow|up|offline|late|behind|"
    r"over|done|ready|fine|great|good|bad|terrible|awful|in|on|at|to|still|now|currently|mostly|always|probably|"
    r"maybe|huge|big|small|tiny|messy|growing|here|there)\b)"
)
_POLICY_NOUNS = (
    r"prs?|pull requests?|merge requests?|mrs?|commits?|changes?|code changes?|releases?|deploys?|deployments?|"
    r"migrations?|branches?|services?|endpoints?|features?|tickets?|tests?|patches|patch|apis?|repos?|"
    r"repositories|incidents?|hotfix(?:es)?|pushes|secrets?|dependencies|schema changes?"
)
# Capitalised words after "I'm" that are not a name: nationalities, faiths, states, replies.
_NOT_NAMES = (
    r"(?i:american|british|english|french|german|japanese|chinese|korean|indian|canadian|australian|italian|"
    r"spanish|dutch|swedish|norwegian|danish|finnish|brazilian|mexican|russian|polish|irish|scottish|welsh|"
    r"swiss|austrian|belgian|portuguese|greek|turkish|israeli|jewish|muslim|christian|catholic|buddhist|hindu|"
    r"vegan|vegetarian|back|here|done|ready|sorry|fine|good|great|okay|ok|not|just|also|so|still|going|trying|"
    r"working|sure|happy|glad|new|in|on|at|from|away|off|out|busy|free|available|confused|lost|stuck|tired|"
    r"afraid|aware|curious|excited|thinking|looking|wondering|using|on-call)"
)
_LANGUAGE_NAMES = "|".join(
    re.escape(name) for name in sorted(KNOWN_TYPES, key=len, reverse=True) if KNOWN_TYPES[name] == "Language"
)
_ORG_NAME = r"(?P<org>(?!(?:a|an|the) (?:\w+ )?(?:company|startup|firm|agency|bank|hospital|school|university)\b).+)"

PATTERNS = [
    Pattern(
        "en.name_role",
        en(
            r"^(?:i'm|i am|this is|my name is|my name's) (?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})),? "
            rf"(?:(?:and )?i(?:'m| am) )?(?:a|an|the) (?P<role>(?:[\w+#./-]+ ){{0,3}}(?:{_ROLES}))s?"
            r"(?: (?:at|for) (?P<org>.+))?[.!]*$"
        ),
        "HAS_NAME",
        0.9,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"), ("org", "WORKS_AT", "Organisation")),
    ),
    Pattern(
        "en.role_at",
        en(rf"^i(?:'m| am) (?:a|an|the) (?P<obj>(?:[\w+#./-]+ ){{0,3}}(?:{_ROLES}))s? (?:at|for) {_ORG_NAME}$"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.work_as_at",
        en(rf"^i (?:work|am working|'m working) as (?:a|an|the)\s+(?P<obj>.+?) (?:at|for) {_ORG_NAME}$"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.works_at_as",
        en(
            r"^i (?:work|am working|'m working) (?:at|for)\s+(?P<obj>(?!home\b|night\b).+?),? as (?:a|an|the)\s+"
            r"(?P<role>.+)$"
        ),
        "WORKS_AT",
        0.9,
        object_type="Organisation",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "en.working_hours",
        en(
            rf"^i{_AFTER}{_ADVERBS}(?:work|start work|am at work|'m at work) (?:from |between )?"
            r"(?P<obj>\d{1,2}(?::\d{2})?\s?(?:am|pm|h)?\s?(?:to|till|until|and|-|–)\s?\d{1,2}(?::\d{2})?\s?(?:am|pm|h)?)"
            r"\b.*$"
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "en.working_hours_are",
        en(r"^my (?:usual )?(?:working|work|office) hours are\s+(?P<obj>.+)$"),
        "HAS_WORKING_HOURS",
        0.88,
        object_type="WorkingHours",
    ),
    Pattern(
        "en.name",
        en(r"^(?:my name is|my name's|i'm called|i am called|people call me)\s+(?P<obj>.+)$"),
        "HAS_NAME",
        0.93,
        object_type="Name",
    ),
    Pattern(
        "en.name_alone",
        # "I'm Priya, by the way": a capitalised name and nothing else; "I'm Japanese", "I'm Done" are not names.
        en(
            rf"^(?:i'm|i am) (?!{_NOT_NAMES}\b)(?P<obj>(?-i:[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)?))"
            r"(?:,? (?:by the way|btw|here))?[.!]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern("en.call_me", en(r"^(?:you can |please )?call me\s+(?P<obj>.+)$"), "HAS_NAME", 0.85, object_type="Name"),
    Pattern(
        "en.role",
        en(rf"^i(?:'m| am) (?:a|an|the) (?P<obj>(?:[\w+#./-]+ ){{0,3}}(?:{_ROLES}))s?\b.*$"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
    ),
    Pattern(
        "en.work_as",
        en(r"^i (?:work|am working|'m working) as (?:a|an|the)\s+(?P<obj>.+)$"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
    ),
    Pattern("en.allergy", en(r"^i(?:'m| am) allergic to\s+(?P<obj>.+)$"), "HAS_ALLERGY", 0.9, object_type="Allergen"),
    Pattern(
        "en.trait",
        en(
            r"^i(?:'m| am) (?:a |an )?(?P<obj>vegetarian|vegan|pescatarian|left-handed|right-handed|night owl|"
            r"early bird|morning person|night person|colou?r-?blind)[.!]*$"
        ),
        "IS_A",
        0.85,
        object_type="Trait",
    ),
    Pattern(
        "en.works_at",
        en(r"^i (?:work|am working|'m working) (?:at|for)\s+(?P<obj>(?!home\b|night\b).+)$"),
        "WORKS_AT",
        0.88,
        object_type="Organisation",
    ),
    Pattern("en.lives_in", en(r"^i (?:live|reside) in\s+(?P<obj>.+)$"), "LIVES_IN", 0.88, object_type="Place"),
    Pattern(
        "en.based_in",
        en(r"^i(?:'m| am) (?:based|located|living) in\s+(?P<obj>.+)$"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.org_based_in",
        en(
            r"^(?:our (?:office|headquarters|hq) is|we(?:'re| are) (?:based|located|headquartered)) in\s+"
            r"(?P<obj>.+)$"
        ),
        "LOCATED_IN",
        0.85,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.favourite",
        en(r"^(?P<topic>my|our) (?:favou?rite|preferred|go-to) (?P<cat>[\w ]{2,30}?) (?:is|are)\s+(?P<obj>.+)$"),
        "PREFERS",
        0.9,
    ),
    Pattern(
        "en.our_main",
        en(
            r"^(?P<topic>our|the team's|the company's) (?:main|default|primary|standard|official|core|only) "
            r"(?P<cat>[\w ]{2,30}?) (?:is|are)\s+(?P<obj>.+)$"
        ),
        "USES",
        0.9,
        who=WE,
    ),
    Pattern(
        "en.our_stack",
        en(
            r"^(?P<topic>our|the team's|the company's) (?:tech |technology |software )?stack "
            r"(?:is|includes|consists of)\s+(?P<obj>.+)$"
        ),
        "USES",
        0.88,
        who=WE,
    ),
    Pattern(
        "en.thing_named",
        en(
            rf"^(?P<topic>our|my|the|this) (?:current |new |main )?(?P<cat>{_THINGS})(?:'s)? (?:name )?"
            r"(?:is )?(?:called|named|code-?named)\s+(?P<obj>.+)$"
        ),
        "HAS_{cat}",
        0.9,
    ),
    Pattern(
        "en.thing_name_is",
        en(
            rf"^(?P<topic>our|my|the|this) (?:current |new |main )?(?P<cat>{_THINGS})(?:'s)? "
            r"(?:name|codename|code name) is\s+(?P<obj>.+)$"
        ),
        "HAS_{cat}",
        0.9,
    ),
    Pattern(
        "en.our_tool",
        en(
            r"^(?P<topic>our|our team's|our company's|the team's|the company's) "
            rf"(?P<cat>{_TOOL_CATEGORIES}) (?:is|are)\s+(?P<obj>.+)$"
        ),
        "USES",
        0.88,
        who=WE,
    ),
    Pattern(
        "en.our_value",
        en(
            rf"^(?P<topic>our|our team's|our company's|the team's|the company's) {_NOT_A_SLOT}"
            rf"(?P<cat>[a-z][\w/-]*(?: [\w/-]+){{0,2}}?) (?:is|are)\s+(?:mostly |mainly |primarily )?{_NOT_A_VALUE}"
            r"(?P<obj>.+)$"
        ),
        "HAS_{cat}",
        0.85,
        who=WE,
    ),
    Pattern("en.attribute", en(rf"^my (?P<cat>{_ATTRIBUTES}) (?:is|are)\s+(?P<obj>.+)$"), "HAS_{cat}", 0.88),
    Pattern(
        "en.we_are_a",
        en(
            r"^we(?:'re| are) (?:a|an)\s+(?P<obj>.+? (?:company|startup|agency|team|shop|studio|lab|consultancy|"
            r"non-?profit|business|firm))[.!]*$"
        ),
        "IS_A",
        0.8,
        who=WE,
        object_type="Kind",
    ),
    Pattern(
        "en.sells",
        en(
            r"^(?P<topic>we|our company|the company|our startup|our team)(?:'re)? (?:sell|sells|selling)\s+"
            r"(?P<obj>.+)$"
        ),
        "SELLS",
        0.85,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "en.finds_hard",
        en(
            r"^i (?:find|found) (?P<obj>.+?) (?:really |very |quite |too |so )?(?:hard|difficult|annoying|confusing|"
            r"painful|frustrating|tedious|unpleasant) (?:to (?:read|use|write|work with|learn|debug|maintain))?[.!]*$"
        ),
        "DISLIKES",
        0.75,
    ),
    Pattern(
        "en.no_longer",
        en(
            rf"^{_TOPIC}{_AFTER}(?:no longer|don't|do not|doesn't|does not) (?:use|like|prefer|work with)s?\s+"
            r"(?P<obj>.+?)\s+(?:anymore|any more)$"
        ),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "en.no_longer_2",
        en(
            rf"^{_TOPIC}{_AFTER}(?:no longer (?:use|like|prefer|work with)s?|(?:have |has )?stopped using|"
            r"(?:have |has )?moved away from|(?:have |has )?dropped)\s+(?P<obj>.+)$"
        ),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "en.dislikes",
        en(
            rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:hates?|dislikes?|can't stand|cannot stand|"
            r"(?:do not|don't|does not|doesn't) (?:like|enjoy|care for))\s+(?P<obj>.+)$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.avoids",
        en(rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:avoids?|(?:do not|don't|does not|doesn't|never) use)\s+(?P<obj>.+)$"),
        "AVOIDS",
        0.75,
    ),
    Pattern(
        "en.policy",
        en(
            r"^(?P<topic>we|our team|the team|my team|our company)(?:'re|'ve)?\s+(?:(?:all|also|still) )?"
            rf"(?P<obj>(?:always|never|must|only|require|don't|do not|won't|will not) {_NOT_HABIT}.+)$"
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "en.policy_rule",
        en(
            rf"^(?P<obj>(?:(?:all|every|each|no) (?:\w+ ){{0,2}}(?:{_POLICY_NOUNS}) (?:must|need|needs|should|require|"
            r"requires|has to|have to|go through|goes through|get|gets)|(?:no one|nobody) (?:merges|deploys|pushes|"
            r"commits|ships|releases)) .+)$"
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "en.habit_every",
        en(
            r"^(?P<when>(?:every|each) (?:single )?(?:morning|evening|night|day|weekday|week|month|sprint|quarter|"
            r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|on " + _DAYS + r"|in the mornings?)"
            rf",? (?P<topic>i|we){_AFTER}{_ADVERBS}{_NOT_HABIT}(?P<obj>.+)$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.habit_recurring",
        en(rf"^{_TOPIC}{_AFTER}{_ADVERBS}{_NOT_HABIT}(?P<obj>(?:[\w'-]+ ){{1,6}}?{_RECURRING}\b.*)$"),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.habit",
        en(rf"^{_TOPIC}\s+(?:(?:also|still|now|just) )?{_HABIT_MARKER} (?:(?:also|still) )?{_NOT_HABIT}(?P<obj>\w.+)$"),
        "HAS_HABIT",
        0.75,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.switched",
        en(
            rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:(?:have|has|'ve) )?(?:switched|moved|migrated|changed) (?:over )?to\s+"
            r"(?P<obj>.+)$"
        ),
        "USES",
        0.88,
    ),
    Pattern(
        "en.prefers",
        en(
            rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:prefers?|favou?rs?|(?:would )?(?:much )?rather (?:use|have)|"
            r"(?:am |are )?(?:a (?:big |huge )?fan of|(?:big |huge )?fans of|partial to|really into|into))"
            r"\s+(?P<obj>.+)$"
        ),
        "PREFERS",
        0.88,
    ),
    Pattern(
        "en.loves", en(rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:loves?|adores?|enjoys?)\s+(?P<obj>(?!to\b).+)$"), "PREFERS", 0.8
    ),
    Pattern("en.likes", en(rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:likes?)\s+(?P<obj>(?!to\b).+)$"), "PREFERS", 0.75),
    Pattern(
        "en.uses",
        en(
            rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:uses?|(?:am |are |is )?using|(?:work|works) with|(?:code|codes|program|"
            r"programs|develop|develops|build|builds) (?:in|with|on)|write (?:code )?in|rel(?:y|ies) on|"
            r"(?:run|runs) on|deploy (?:to|on|with|using|via)|deploys (?:to|on|with|using|via)|"
            r"(?:ship|ships|host|hosts)(?: everything| it all| all of it)? (?:with|using|via|on)|"
            r"(?:write|writes|test|tests) (?:\w+ )?(?:with|using)|"
            r"(?:have |has )?standardi[sz]ed on|"
            r"(?:is |are )?(?:written in|built (?:with|on)|based on|hosted on)|depends? on)\s+"
            rf"(?P<obj>(?!{_DAYS}\b).+)$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.writes_language",
        # "We mostly write Kotlin": writing a programming language is using it ("we write tests" is not).
        en(rf"^{_TOPIC}{_AFTER}{_ADVERBS}(?:write|writes|code|codes)\s+(?P<obj>(?:{_LANGUAGE_NAMES}))\b[\w ,.]*$"),
        "USES",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "en.speaks",
        en(r"^i (?:speak|am fluent in|'m fluent in)\s+(?P<obj>.+)$"),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
]

_WE_TOPIC = re.compile(r"^(?:we|our\b|my team|the team|the company)", re.IGNORECASE)


def who_of(topic: str | None, default: str) -> tuple[str, str | None]:
    """I → self; we / our … / the team → we; the project, this app … → other (about that thing)."""
    if topic is None:
        return default, None
    norm = topic.strip().casefold()
    if norm in ("i", "my"):
        return SELF, None
    if _WE_TOPIC.match(norm):
        return WE, None
    return OTHER, norm.split()[-1]


HEDGES = en(r"\b(?:maybe|perhaps|probably|i think|i guess|i suppose|i believe|kind of|sort of|might|not sure)\b")
LEADING_HEDGE = en(r"^(?:i think|i guess|i suppose|i believe|maybe|perhaps|probably)(?: that)?,?\s+")
