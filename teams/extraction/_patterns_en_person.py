"""English patterns about the speaker: name, role, workplace, working hours, where they live, and
what they are (specific before general; they are read before the rest of teams.extraction._patterns_en)."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import (
    ADVERBS,
    AFTER,
    AGO,
    NAMED_TOOL,
    NOT_NAMES,
    ORG_NAME,
    ROLES,
)

# A title before a name ("I'm Dr. Halvard Brekke") is not part of the name.
TITLE = r"(?:(?:dr|prof|mr|mrs|ms)\.? )?"

PERSON_PATTERNS = [
    Pattern(
        "en.name_role",
        en(
            rf"^(?:i'm|i am|this is|my name is|my name's) {TITLE}(?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){{0,2}})),? "
            rf"(?:(?:and )?i(?:'m| am) )?(?:(?:a|an|the) )?(?P<role>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s?"
            # "…, distinguished engineer on the data platform at Quenby Mutual": the unit, then the workplace.
            r"(?: (?:on|in|with) (?:the |our )?[\w -]{2,30}?(?= at | for ))?(?: (?:at|for) (?P<org>.+))?[.!]*$"
        ),
        "HAS_NAME",
        0.9,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"), ("org", "WORKS_AT", "Organisation")),
    ),
    Pattern(
        "en.name_here",
        # "Marco here, I'm the tech lead for payments": a name introduced as "<Name> here".
        # "Ottoline Brackwater here - I pilot …": before what one does, said after a dash.
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)) here\b(?:,? (?:and )?i(?:'m| am) (?:a|an|the) "
            rf"(?P<role>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s?\b.*|\s+[-–—]\s+i\b.*)?[.!]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "en.role_of_called",
        # "I'm the CTO of a small startup called Nimbus": the role, and the workplace by its name.
        en(
            rf"^i(?:'m| am) (?:a|an|the) (?P<obj>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s? (?:at|of|for|in) (?:a|an|the) "
            r"(?:[\w-]+ ){0,3}?(?:company|startup|firm|agency|studio|shop|lab|non-?profit|business|team) "
            r"(?:called|named) (?P<org>.+)$"
        ),
        "HAS_ROLE",
        0.88,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.joined_as",
        en(
            rf"^i(?:'ve| have)? (?:joined|started at|started working at) (?P<obj>.+?){AGO} "
            r"as (?:a|an|the) (?P<role>.+)$"
        ),
        "WORKS_AT",
        0.88,
        object_type="Organisation",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "en.role_at",
        en(
            rf"^i(?:'m| am) (?:a|an|the) (?P<obj>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s? (?:at|for) "
            # "at the lifeboat station in Cullercoats": a kind of place, then the town, names no workplace.
            rf"(?!(?:a|an|the) (?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){{0,2}} in (?-i:[A-Z])){ORG_NAME}$"
        ),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.role_fragment",
        # "orchestra librarian at the Halloran Philharmonic, which means …": a turn that opens with one's job and
        # where, the "I'm" left out ("the manager at Tesco was rude" is someone else).
        en(
            r"^(?!(?:the|a|an|my|our|his|her|their|your|this|that|every|no|some)\b)"
            rf"(?P<obj>(?:[\w-]+ ){{0,2}}(?:{ROLES})) at (?:the )?(?P<org>{NAMED_TOOL})"
            r"(?:,\s*(?:which|so|and)\b.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.75,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.role_with",
        # "I'm a security researcher with Ostrava Systems": "with" a named organisation.
        en(rf"^i(?:'m| am) (?:a|an|the) (?P<obj>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s? with (?P<org>{NAMED_TOOL})[.!]*$"),
        "HAS_ROLE",
        0.88,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.work_as_at",
        en(rf"^i (?:work|am working|'m working) as (?:a|an|the)\s+(?P<obj>.+?) (?:at|for) {ORG_NAME}$"),
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
            rf"^i{AFTER}{ADVERBS}(?:work|start work|am at work|'m at work) (?:from |between )?"
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
            rf"^(?:i'm|i am) {TITLE}(?!{NOT_NAMES}\b)(?P<obj>(?-i:[A-Z][a-z'-]+(?: [A-Z][a-z'-]+(?:-[A-Z][a-z'-]+)?)?))"
            # "Hi, I'm Clementine Vandersloot from wardrobe": the department one comes from is no part of the name.
            r"(?: from (?:the )?[\w'&-]+(?: [\w'&-]+)?)?(?:,? (?:by the way|btw|here))?[.!]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern("en.call_me", en(r"^(?:you can |please )?call me\s+(?P<obj>.+)$"), "HAS_NAME", 0.85, object_type="Name"),
    Pattern(
        "en.role",
        en(rf"^i(?:'m| am) (?:a|an|the) (?P<obj>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s?\b.*$"),
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
            r"^i(?:'m| am) (?:a |an )?(?P<obj>vegetarian|vegan|pescatarian|left-handed|right-handed|lefty|leftie|"
            r"righty|southpaw|night owl|insomniac|introvert|extrovert|"
            # "I'm colour-blind, so skip red/green charts": what follows says why it matters.
            r"early bird|morning person|night person|colou?r-?blind)(?:,? (?:so|and|which) .*)?[.!]*$"
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
    Pattern(
        "en.joined",
        en(
            r"^i(?:'ve| have)? (?:just |recently )?(?:joined|started at|started working at) "
            rf"(?P<obj>{NAMED_TOOL}){AGO}[.!]*$"
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "en.moved_to",
        en(rf"^i(?:'ve| have)? (?:just |recently )?(?:moved|relocated) to (?P<obj>{NAMED_TOOL}){AGO}[.!]*$"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.remote_from",
        en(rf"^i (?:work|am working|'m working) (?:remotely|from home) (?:from|in) (?P<obj>{NAMED_TOOL})[.!]*$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.lives_in",
        # "I actually live in Rennes", "I now live in Leeds".
        # "I live on Arranmore" (an island); "it's Whitby I live in, not Whitley" (the place said first).
        en(
            rf"^i\s+{ADVERBS}(?:live|reside) (?:in\s+(?P<obj>.+)|on (?P<lang>{NAMED_TOOL})\b.*)$|"
            rf"^it's (?P<span>{NAMED_TOOL}) (?:that )?i (?:live|'m based|am based) in\b.*$"
        ),
        "LIVES_IN",
        0.88,
        object_type="Place",
    ),
    Pattern(
        "en.based_in",
        en(r"^i(?:'m| am) (?:based|located|living) (?:in|out of)\s+(?P<obj>.+)$"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.org_based_in",
        en(
            r"^(?:our (?:office|headquarters|hq) is|we(?:'re| are) (?:based|located|headquartered)) in\s+"
            r"(?P<obj>.+)$|"
            # "Our co-op is based just outside Llandrindod Wells": where the team is, said of the team.
            r"^our (?:[\w-]+ )?(?:co-op|company|team|office|shop|studio|practice|agency|clinic|business|startup|firm|"
            r"lab|cafe|café|bakery|brewery|farm|workshop|charity) (?:is|are) (?:based|located|headquartered) "
            rf"(?:(?:just|right) )?(?:in|outside|near|out of) (?P<lang>{NAMED_TOOL})\b.*$"
        ),
        "LOCATED_IN",
        0.85,
        who=WE,
        object_type="Place",
    ),
]
