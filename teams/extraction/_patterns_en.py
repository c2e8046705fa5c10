"""English durable-fact patterns, specific before general (the first match wins)."""

import re

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

PATTERNS = [
    Pattern(
        "en.name",
        en(r"^(?:my name is|my name's|i'm called|i am called|people call me)\s+(?P<obj>.+)$"),
        "HAS_NAME",
        0.93,
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
            r"(?:run|runs) on|deploy (?:to|on)|deploys (?:to|on)|(?:have |has )?standardi[sz]ed on|"
            r"(?:is |are )?(?:written in|built (?:with|on)|based on|hosted on)|depends? on)\s+(?P<obj>.+)$"
        ),
        "USES",
        0.8,
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
