"""English durable-fact patterns, specific before general (the first match wins)."""

import re

from teams.extraction._patterns import OTHER, SELF, WE, Pattern, en, policy
from teams.extraction._patterns_en_afterthoughts import FIRST_PATTERNS as AFTERTHOUGHTS_FIRST
from teams.extraction._patterns_en_asides import ASIDE_PATTERNS
from teams.extraction._patterns_en_clipped import CLIPPED_PATTERNS
from teams.extraction._patterns_en_constructions import FIRST_PATTERNS as CONSTRUCTIONS_FIRST
from teams.extraction._patterns_en_constructions import LATER_PATTERNS as CONSTRUCTIONS_LATER
from teams.extraction._patterns_en_corrections import CORRECTION_PATTERNS
from teams.extraction._patterns_en_creels import FIRST_PATTERNS as CREELS_FIRST
from teams.extraction._patterns_en_creels import LATER_FIRST_PATTERNS as CREELS_LATER_FIRST
from teams.extraction._patterns_en_disposals import DISPOSAL_PATTERNS
from teams.extraction._patterns_en_everyday import EN_EVERYDAY_PATTERNS
from teams.extraction._patterns_en_firm import FIRM_PATTERNS
from teams.extraction._patterns_en_fronted import FIRST_PATTERNS as FRONTED_FIRST
from teams.extraction._patterns_en_fronted import LATER_PATTERNS as FRONTED_LATER
from teams.extraction._patterns_en_keyed import FIRST_PATTERNS as KEYED_FIRST
from teams.extraction._patterns_en_offhand import FIRST_PATTERNS as OFFHAND_FIRST
from teams.extraction._patterns_en_office import EN_OFFICE_PATTERNS
from teams.extraction._patterns_en_person import PERSON_PATTERNS
from teams.extraction._patterns_en_plain import PLAIN_PATTERNS
from teams.extraction._patterns_en_profile import PROFILE_PATTERNS
from teams.extraction._patterns_en_recast import FIRST_PATTERNS as RECAST_FIRST
from teams.extraction._patterns_en_recast import LATE_PATTERNS as RECAST_LATE
from teams.extraction._patterns_en_riders import FIRST_PATTERNS as RIDERS_FIRST
from teams.extraction._patterns_en_riders import FOLLOW_UP_PATTERNS as RIDERS_FOLLOW_UP
from teams.extraction._patterns_en_riders_after import FIRST_PATTERNS as RIDERS_AFTER_FIRST
from teams.extraction._patterns_en_spoken import SPOKEN_PATTERNS
from teams.extraction._patterns_en_subjects import FIRST_PATTERNS as SUBJECTS_FIRST
from teams.extraction._patterns_en_subjects import LATER_PATTERNS as SUBJECTS_LATER
from teams.extraction._patterns_en_tails import FIRST_PATTERNS as TAILS_FIRST
from teams.extraction._patterns_en_team import TEAM_PATTERNS
from teams.extraction._patterns_en_terse import FIRST_PATTERNS as TERSE_FIRST
from teams.extraction._patterns_en_trades import FIRST_PATTERNS, LATER_PATTERNS
from teams.extraction._patterns_en_whitebait import WHITEBAIT_PATTERNS
from teams.extraction._patterns_en_workshop import FIRST_PATTERNS as WORKSHOP_FIRST
from teams.extraction._patterns_en_workshop import LATER_PATTERNS as WORKSHOP_PATTERNS
from teams.extraction._words_en import (
    ADVERBS,
    AFTER,
    ATTRIBUTES,
    DAYS,
    HABIT_MARKER,
    INSTRUMENT_VERBS,
    LANGUAGE_NAMES,
    LEADING_WHEN,
    MADE_WITH,
    MY_TOOLS,
    NAMED_TOOL,
    NAMED_TOOLS,
    NOT_A_SLOT,
    NOT_A_VALUE,
    NOT_HABIT,
    POLICY_NOUNS,
    RECURRING,
    THINGS,
    TOOL_CATEGORIES,
    TOPIC,
)

PATTERNS = [
    *WHITEBAIT_PATTERNS,
    *CREELS_FIRST,
    *CREELS_LATER_FIRST,
    *RIDERS_AFTER_FIRST,
    *AFTERTHOUGHTS_FIRST,
    *RIDERS_FIRST,
    *RIDERS_FOLLOW_UP,
    *TAILS_FIRST,
    *KEYED_FIRST,
    *RECAST_FIRST,
    *TERSE_FIRST,
    *OFFHAND_FIRST,
    *PLAIN_PATTERNS,
    *ASIDE_PATTERNS,
    *CLIPPED_PATTERNS,
    *CORRECTION_PATTERNS,
    *FIRM_PATTERNS,
    *SUBJECTS_FIRST,
    *FRONTED_FIRST,
    *CONSTRUCTIONS_FIRST,
    *WORKSHOP_FIRST,
    *FIRST_PATTERNS,
    *EN_OFFICE_PATTERNS,
    *EN_EVERYDAY_PATTERNS,
    *TEAM_PATTERNS,
    *PROFILE_PATTERNS,
    *PERSON_PATTERNS,
    *SPOKEN_PATTERNS,
    *RECAST_LATE,
    Pattern(
        "en.favourite",
        en(r"^(?P<topic>my|our) (?:favou?rite|preferred|go-to) (?P<cat>[\w ]{2,30}?) (?:is|are)\s+(?P<obj>.+)$"),
        "PREFERS",
        0.9,
    ),
    Pattern(
        "en.update",
        # "Change my preferred language to Elixir", "update my editor preference to Helix": an update of a
        # preference is the preference (the structured relation kept, not a note).
        en(
            r"^(?:please )?(?:change|switch|update|set) my (?:(?:preferred|favou?rite|go-to) (?P<cat>[\w ]{2,30}?)|"
            r"(?P<cat2>[\w ]{2,30}?) preference) to\s+(?P<obj>.+)$"
        ),
        "PREFERS",
        0.9,
    ),
    Pattern(
        "en.update_place",
        en(r"^(?:please )?(?:change|switch|update|set) my (?:location|city|home|home city|address) to\s+(?P<obj>.+)$"),
        "LIVES_IN",
        0.9,
        object_type="Place",
    ),
    Pattern(
        "en.update_attribute",
        en(rf"^(?:please )?(?:change|switch|update|set) my (?P<cat>{ATTRIBUTES}) to\s+(?P<obj>.+)$"),
        "HAS_{cat}",
        0.9,
    ),
    Pattern(
        "en.meeting_time",
        # "Our standup is at 9:15": a standing meeting's time (one relation in every language).
        en(
            r"^(?P<topic>our|our team's|the team's) (?P<cat>(?:daily )?stand-?up)(?: meeting)? (?:is|starts|happens) "
            r"(?:at|from) (?P<obj>\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)\b.*$"
        ),
        "HAS_{cat}",
        0.85,
        who=WE,
        phrase=True,  # kept as said: a name would end at the colon of "9:15"
    ),
    Pattern(
        "en.our_main",
        en(
            r"^(?P<topic>our|the team's|the company's) (?:main|default|primary|standard|official|core|only) "
            rf"(?P<cat>[\w ]{{2,30}}?) (?:is|are)\s+{NOT_A_VALUE}(?P<obj>.+)$"
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
            rf"^(?P<topic>our|my|the|this) (?:current |new |main )?(?P<cat>{THINGS}|squad|crew)(?:'s)? (?:name )?"
            r"(?:is )?(?:called|named|code-?named)\s+(?P<obj>.+?)(?:,\s+(?:we|i|and|which|who)\b.*)?$"
        ),
        "HAS_{cat}",
        0.9,
    ),
    Pattern(
        "en.thing_name_is",
        en(
            rf"^(?P<topic>our|my|the|this) (?:current |new |main )?(?P<cat>{THINGS})(?:'s)? "
            r"(?:name|codename|code name) is\s+(?P<obj>.+)$"
        ),
        "HAS_{cat}",
        0.9,
    ),
    Pattern(
        "en.our_tool",
        en(
            r"^(?P<topic>our|our team's|our company's|the team's|the company's) "
            rf"(?P<cat>{TOOL_CATEGORIES}) (?:is|are)\s+(?P<obj>.+)$"
        ),
        "USES",
        0.88,
        who=WE,
    ),
    policy(
        "en.our_policy_is",
        en(
            r"^(?P<topic>our|our team's|our company's|the team's|the company's) (?:policy|rule|convention|process|"
            r"practice|agreement) is (?:to |that )?(?P<obj>.+)$"
        ),
    ),
    Pattern(
        "en.our_made_with",
        en(
            r"^(?P<topic>our|our team's|our company's|the team's|the company's) (?:[\w-]+ ){1,2}?"
            rf"(?:{MADE_WITH})\s+(?P<obj>.+)$"
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.our_value",
        en(
            rf"^(?P<topic>our|our team's|our company's|the team's|the company's) {NOT_A_SLOT}"
            rf"(?P<cat>[a-z][\w/-]*(?: [\w/-]+){{0,2}}?) (?:is|are)\s+(?:mostly |mainly |primarily )?{NOT_A_VALUE}"
            r"(?P<obj>.+)$"
        ),
        "HAS_{cat}",
        0.85,
        who=WE,
        doubtful_unless_slot=True,
    ),
    # "My role is to review code" says what the role does, not what it is.
    Pattern("en.attribute", en(rf"^my (?P<cat>{ATTRIBUTES}) (?:is|are)\s+(?!to\b)(?P<obj>.+)$"), "HAS_{cat}", 0.88),
    Pattern(
        "en.my_tool",
        en(
            r"^my (?:main |daily |primary |current |usual |work |personal )?"
            rf"(?:{MY_TOOLS}) (?:is|are) (?:an? )?(?P<obj>.+)$"
        ),
        "USES",
        0.85,
    ),
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
            # "We build and sell barcode scanners": another verb beside selling.
            r"^(?P<topic>we|our company|the company|our startup|our team)(?:'re)? "
            r"(?:(?:build|make|develop|design|brew|bake|grow|roast|print|sew|craft|knit|cook)s? and )?"
            # "We sell it on": a pronoun is no goods.
            r"(?:also |mainly |mostly |only )?(?:sell|sells|selling)\s+(?!(?:it|them|that|this|those|these)\b)"
            # "…, mostly at craft markets", "… online": where and to whom it is sold are no part of what is sold.
            r"(?P<obj>.+?)(?:\s+online\b.*|,\s+(?:mostly|mainly|largely|usually|often|all|online|to|at|in)\b.*|"
            # "…, cut to order", "…, made by hand" (round 14): how the goods are made is no more goods.
            r",\s+(?:[a-z]+ed|cut|made|built|grown|sewn|done|hand-[a-z]+) (?:to|by|in|from|on|for)\b.*|"
            # "…, plus the odd tandem" (round 15): what is sold now and then is no part of the range.
            r",?\s+(?:plus|and) (?:the|an?) (?:odd|occasional)\b.*|"
            # "…, not that anyone asked" (round 26): an aside after the goods is no goods.
            r",\s+(?:not that|if you can believe it|believe it or not|for what it's worth)\b.*)?[.!]*$"
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
            r"painful|frustrating|tedious|unpleasant)(?: to (?:read|use|write|work with|learn|debug|maintain))?[.!]*$"
        ),
        "DISLIKES",
        0.75,
    ),
    Pattern(
        "en.no_longer",
        en(
            rf"^{TOPIC}{AFTER}(?:no longer|don't|do not|doesn't|does not) (?:use|like|prefer|work with)s?\s+"
            r"(?P<obj>.+?)\s+(?:anymore|any more)[.!]*$"
        ),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "en.no_longer_2",
        en(
            rf"^{TOPIC}{AFTER}(?:no longer (?:use|like|prefer|work with)s?|(?:have |has )?stopped using|"
            r"(?:have |has )?moved away from|(?:have |has )?dropped|gave up(?: on)?|(?:have |has )?given up(?: on)?|"
            r"quit using|(?:have |has )?ditched|got rid of|(?:am |are )?no longer on|"
            r"(?:have |has )?(?:retired|decommissioned|sunset|phased out|shut down))\s+(?P<obj>.+?)"
            # "… at the co-op after the price hike": where and why it ended are not what ended.
            r"(?:\s+(?:at|in) (?:the|our) [\w'-]+(?: [\w'-]+)?)?"
            r"(?:\s+(?:after|when|once) (?:the|a|an|we|i|our|my|it)\b.*)?"
            # "… last spring": when it ended is no part of what ended either.
            r"(?:\s+(?:last|this) (?:spring|summer|autumn|fall|winter|year|month|week)|\s+in \d{4})?"
            # "…, I just estimate my hours now", "…, it's all pencil now", "…, classes are on Momence now": what one
            # does instead is no part of what ended.
            # "…, the grow log lives in Fibery now": where the records live now is not what ended either.
            # "…, went back to the stock terminal" (round 16): where one went instead is no part of what ended.
            r"(?:,\s+(?:(?:went|gone|switched|moved|changed) (?:back )?(?:over )?to)\s.*)?"
            # "…, deleted the account even" (round 17): what one did to it after is no part of what ended.
            r"(?:,\s+(?:(?:even |also |then |and )?(?:deleted|uninstalled|cancel+ed|closed|removed|wiped|binned))\s.*)?"
            # "…, the sync kept eating my notes" (round 19): why it ended, said of a part of it, is no second tool.
            r"(?:,\s+(?:the|its|my) (?:[\w'-]+ ){1,2}(?:kept|was|were|had|got|broke|would|wouldn't|never|always)\b.*)?"
            r"(?:,\s+(?:i|we|it|it's|everything|everything's|"
            r"(?:[\w'-]+ ){1,3}(?:is|are|runs|run|lives|live|sits))\s.*)?"
            r"[.!]*$"
        ),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "en.dislikes",
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:hates?|dislikes?|loathes?|detests?|despises?|"
            # "I can't bear to watch" is no thing disliked.
            r"(?:can't|cannot) (?:stand|abide|bear)(?! to\b)|"
            rf"(?:do not|don't|does not|doesn't) {ADVERBS}(?:like|enjoy|care for)|"
            rf"(?:am |are |is )?not {ADVERBS}(?:a (?:big |huge )?fan of|(?:big |huge )?fans of|keen on|into))"
            r"\s+(?P<obj>.+?)"
            # "…, way too easy to mess up": why, after the comma, is no second thing disliked; nor is what the
            # thing does ("group chats that ping me after 9pm").
            # "…, far too brittle on a ridge": a degree said first is why as well.
            # "…, I go bare-headed even in March" (round 15): what the speaker does instead is a clause of its own.
            r"(?:,\s*(?:way|too|so|far|much|rather|really|pretty|it|it's|its|they|they're|because|since|which|as|"
            r"i|i'm|i'd|i've|we|we're)\b.*|"
            r"\s+(?:that|which|who) .*)?$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.avoids",
        # "I avoid caffeine after lunch, otherwise I don't sleep": the reason after the object is none of it.
        en(
            # "I don't use X anymore" ends a tool (en.dont_use_anymore), it is no taste.
            r"(?!.*\bany ?more\b)"
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:avoids?|steers? clear of|stays? away from|keeps? away from|"
            r"(?:do not|don't|does not|doesn't|never) use)\s+(?P<obj>.+?)"
            r"(?:,? (?:otherwise|because|since|or else|as it|as they|so that)\b.*|,\s*(?:it|they)\b.*)?$"
        ),
        "AVOIDS",
        0.75,
    ),
    policy(
        "en.policy",
        en(
            r"^(?P<topic>we|our team|the team|my team|our company)(?:'re|'ve)?\s+(?:(?:all|also|still) )?"
            rf"(?P<obj>(?:always|never|must|only|require|don't|do not|won't|will not) {NOT_HABIT}.+)$"
        ),
    ),
    policy(
        "en.policy_rule",
        en(
            rf"^(?P<obj>(?:(?:all|every|each|no) (?:\w+ ){{0,2}}(?:{POLICY_NOUNS}) (?:must|need|needs|should|require|"
            r"requires|has to|have to|go through|goes through|get|gets)|(?:no one|nobody) (?:merges|deploys|pushes|"
            r"commits|ships|releases)|(?:(?:a|an|no) )?(?!(?:my|your|his|her|their) )"
            rf"(?:[\w-]+ )?(?:{POLICY_NOUNS}|reviews?) "
            r"(?:must|have to|has to|need to|needs to|are required to|is required to|should always|can't|cannot|"
            r"can not|may not|mustn't|must not|must never|should never|are never|is never|aren't allowed to|"
            r"isn't allowed to|are not allowed to|is not allowed to)) .+)$"
        ),
    ),
    Pattern(
        "en.habit_every",
        en(rf"^(?P<when>{LEADING_WHEN}),? (?P<topic>i|we){AFTER}{ADVERBS}{NOT_HABIT}(?P<obj>.+)$"),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.habit_recurring",
        en(rf"^{TOPIC}{AFTER}{ADVERBS}{NOT_HABIT}(?P<obj>(?:[\w'-]+ ){{1,11}}?{RECURRING}\b.*)$"),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.habit",
        en(rf"^{TOPIC}\s+(?:(?:also|still|now|just) )?{HABIT_MARKER} (?:(?:also|still) )?{NOT_HABIT}(?P<obj>\w.+)$"),
        "HAS_HABIT",
        0.75,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.switched",
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:(?:have|has|'ve) )?(?:switched|moved|migrated|changed) (?:over )?to\s+"
            # "… so I switched to a different drying powder": a thing not named is no tool.
            r"(?!(?:a|an|the|some) (?:different|new|other|another|cheaper|better)\b|another\b)(?P<obj>.+?)"
            # "We switched to Herdpen in March" (round 16): when the switch was is no part of the tool.
            r"(?: in (?:january|february|march|april|may|june|july|august|september|october|november|december)"
            r"| last (?:week|month|year|spring|summer|autumn|winter|quarter))?[.!]*$"
        ),
        "USES",
        0.88,
    ),
    Pattern(
        "en.prefers",
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:prefers?|favou?rs?|(?:would )?(?:much )?rather (?:use|have)|"
            r"(?:am |are )?(?:a (?:big |huge )?fan of|(?:big |huge )?fans of|partial to|really into|into))"
            r"\s+(?P<obj>.+)$"
        ),
        "PREFERS",
        0.88,
    ),
    Pattern(
        "en.loves", en(rf"^{TOPIC}{AFTER}{ADVERBS}(?:loves?|adores?|enjoys?)\s+(?P<obj>(?!to\b).+)$"), "PREFERS", 0.8
    ),
    Pattern(
        "en.likes",
        # "I like sweets fine" (round 36): a liking only tolerated ("fine", "well enough") is no preference.
        en(rf"^{TOPIC}{AFTER}{ADVERBS}(?:likes?)\s+(?P<obj>(?!to\b)(?!.* (?:fine|well enough)[.!]*$).+)$"),
        "PREFERS",
        0.75,
    ),
    Pattern(
        "en.uses",
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:uses?|(?:am |are |is )?using|(?:work|works) with|(?:code|codes|program|"
            r"programs|develop|develops|build|builds) (?:in|with|on)|write (?:code )?in|rel(?:y|ies) on|"
            r"(?:run|runs) on|deploy (?:to|on|with|using|via|through)|deploys (?:to|on|with|using|via|through)|"
            r"(?:ship|ships|host|hosts)(?: everything| it all| all of it)? (?:with|using|via|on)|"
            r"(?:write|writes|test|tests) (?:\w+ )?(?:with|using)|"
            r"(?:have |has )?standardi[sz]ed on|"
            r"(?:is |are )?(?:written in|built (?:with|on)|based on|hosted on)|depends? on)\s+"
            rf"(?P<obj>(?!{DAYS}\b).+)$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.uses_instrument",
        # "We run our services on Kubernetes", "we track time in Harvest": doing something with a named tool.
        # "At the bakery we take orders through Square and print labels on a Zebra printer": the place said first
        # is where, not who; a second tool after "and" is one more. "We run a café in Ghent" runs a business
        # in a place, no tool.
        en(
            rf"^(?:(?:at|in) (?:the|our) [\w' -]{{2,20}}?,? )?{TOPIC}{AFTER}{ADVERBS}"
            # "We page people through Pagerline" (round 16): paging, alerting and billing are done with a tool too.
            rf"(?:{INSTRUMENT_VERBS}|take|do|file|book|pay|print|sign|collect|submit|sync|page|alert|notify|invoice|"
            r"bill)(?:s|es)?"
            r"(?! (?:a|an) (?:[\w'-]+ )?(?:café|cafe|shop|store|bakery|restaurant|bar|pub|business|company|studio|"
            r"clinic|practice|office|hotel|farm|firm|salon|school|charity)\b)"
            r"(?: (?!with\b|using\b|via\b|through\b)[\w'-]+){0,3}? "
            rf"(?:with|using|via|through|on|in|into|at) (?P<obj>{NAMED_TOOLS})"
            r"(?:,? and (?:[\w'-]+ ){1,4}?(?:with|using|via|through|on|in|into) (?:an? )?"
            rf"(?P<more>{NAMED_TOOL}(?: [a-z]+)?))?[.!]*$"
        ),
        "USES",
        0.8,
        also=(("more", "USES", "Tool"),),
    ),
    Pattern(
        "en.writes_language",
        # "We mostly write Kotlin": writing a programming language is using it ("we write tests" is not).
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:write|writes|code|codes)\s+"
            rf"(?P<obj>(?:{LANGUAGE_NAMES})(?:(?:,| and|,? &) (?:{LANGUAGE_NAMES}))*)\b[\w ,.]*$"
        ),
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
    *LATER_PATTERNS,
    *WORKSHOP_PATTERNS,
    *CONSTRUCTIONS_LATER,
    *FRONTED_LATER,
    *SUBJECTS_LATER,
    *DISPOSAL_PATTERNS,
]

# "my team lead Sunniva" is a person, not the team.
_WE_TOPIC = re.compile(
    r"^(?:we|our\b|(?:my|the) team\b(?!\s+(?:lead|leader|manager|mate|captain)\b)|the company\b)", re.IGNORECASE
)


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


# Chat typed without apostrophes ("i really cant stand npm", "im nadia") and with a laugh at the end reads
# as the same words written out.
_CASUAL = {
    "dont": "don't",
    "cant": "can't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "isnt": "isn't",
    "arent": "aren't",
    "wont": "won't",
    "im": "i'm",
    "ive": "i've",
}
_CASUAL_WORD = re.compile(r"\b(?:" + "|".join(_CASUAL) + r")\b", re.IGNORECASE)
# "…, genuinely", "…, fight me": how strongly it is said, not what.
_LAUGH_END = re.compile(
    r",?\s+(?:lol|lmao|haha+|xd|tbh|imo|ngl|genuinely|honestly|seriously|for real|to be honest|fight me)[.!]*$",
    re.IGNORECASE,
)


def written_out(text: str) -> str:
    """The clause with casual spellings written out: "i cant stand npm lol" → "i can't stand npm"."""
    return _LAUGH_END.sub("", _CASUAL_WORD.sub(lambda m: _CASUAL[m.group().casefold()], text))


HEDGES = en(r"\b(?:maybe|perhaps|probably|i think|i guess|i suppose|i believe|kind of|sort of|might|not sure)\b")
LEADING_HEDGE = en(r"^(?:i think|i guess|i suppose|i believe|maybe|perhaps|probably)(?: that)?,?\s+")
