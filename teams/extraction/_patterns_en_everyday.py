"""English patterns for everyday turns of phrase the earlier tables did not know: a fact said with its value first
("Ilocano is my first language", "Kelso is where I live"), introductions said as a profile line ("Day job: …",
"quick intro: <Name>, <role> with <Org>", "<role> here"), where one is out on, a time zone asked to be logged, the
team's records said to be kept in a tool ("the archive's catalogue is all in X", "The choir keeps its rota in X"),
a release of episodes or issues every so often, and "my team is X" (the team's name, not the speaker's).
Read first among the English patterns, before teams.extraction._patterns_en_team."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL, NAMED_TOOLS, ROLES

_NAME = r"(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
_ROLE = rf"(?:[\w-]+ ){{0,2}}(?:{ROLES})"
# A workplace named, not described: capitalised words, "the" allowed before them.
_ORG = rf"(?:the )?(?P<org>{NAMED_TOOL}(?: (?-i:[A-Z][\w'-]+)){{0,3}})"
# A language of any name, one word; programming languages are not spoken ("my Python is rusty").
_LANGUAGE = (
    r"(?!(?-i:Bash|Python|Java|Rust|Go|Ruby|Swift|Kotlin|Scala|Elixir|Haskell|Perl|Lua|Julia|Dart|Excel|SQL)\b)"
    r"(?-i:[A-Z][a-z]+)"
)
_RATED = r"patchy|rusty|shaky|broken|passable|conversational|fluent|native|near-native|basic|limited"
_REST = r"(?:[,;] .*| - .*)?[.!]*$"
# Where a team keeps its records: "its membership list", "our accession records", "all crew logins".
_RECORDS = (
    r"(?:[\w-]+ ){0,2}(?:records?|lists?|logs?|logins|passwords|files|notes|bookings|orders|accounts|invoices|"
    r"rotas?|schedules?|inventory|stock|catalogue|catalog|minutes|data|charts|contacts)"
)


EN_EVERYDAY_PATTERNS = [
    Pattern(
        "en.value_is_my_language",
        # "Ilocano is my first language", "Faroese is what we speak at home": a language said first, of any name
        # (what is said of it names it a language).
        en(
            rf"^(?P<obj>{_LANGUAGE}) is (?:my (?:first|native|mother|home|second|main|working) (?:language|tongue)|"
            r"(?:what|the language) (?:i|we) (?:speak|grew up speaking|talk)\b).*$"
        ),
        "SPEAKS",
        0.85,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "en.my_language_is_rated",
        # "my Waray is patchy but I manage": a language rated with a word said of a spoken one.
        en(
            rf"^my (?P<obj>{_LANGUAGE}) is (?:\w+ )?(?:{_RATED})\b"
            rf"(?:,? (?:and )?my (?P<second>{_LANGUAGE}) is (?:\w+ )?(?:{_RATED})\b)?.*$"
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "en.place_is_where_i_live",
        # "Kelso is where I live, not Kelty": the place said first (a tool "is where we keep …").
        en(rf"^(?P<obj>{NAMED_TOOL}) is where i (?:live|'m based|am based|call home)\b[.!]*$"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "en.out_on",
        # "I'm out on Yell, so …", "I'm over in Bergen": where one is, said with out / over / up / down.
        en(rf"^i(?:'m| am) (?:out|up|over|down) (?:on|in) (?P<obj>{NAMED_TOOL})(?:,\s*(?:so|which|and)\b.*)?[.!]*$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "en.log_my_time",
        # "Log me as Lord Howe time", "Update my time zone: Samoa time from now on".
        en(
            r"^(?:please )?(?:log|put|mark|set|have|list|record) me (?:down )?(?:as|on) "
            r"(?P<obj>(?:[\w'-]+ ){1,3}(?:time|standard time))\b.*$|"
            r"^(?:please )?(?:update|change|set) my time ?zone(?::| to)\s*"
            r"(?P<span>(?:[\w'-]+ ){1,3}time)(?: from now on| going forward| please)?[.!]*$"
        ),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.intro_line",
        # "quick intro: Ines Vaz, sound engineer with Lumen Studios, based in Porto": a profile said in one line.
        en(
            # "quick intro:" is read as filler before the pattern; someone else's line ("Ines Vaz, head chef at Noma,
            # said …") goes on after the workplace, a profile line ends there or with where one is based.
            rf"^(?:(?:quick intro|intro|about me|hello|hi|hey)[:,]\s*)?(?:i'm |i am )?(?P<obj>{_NAME}),\s*"
            rf"(?:(?:a|an|the) )?(?P<role>{_ROLE}) (?:at|with|for) {_ORG}"
            rf"(?:,\s*based (?:in|out of) (?P<place>{NAMED_TOOL}))?[.!]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"), ("org", "WORKS_AT", "Organisation"), ("place", "LIVES_IN", "Place")),
    ),
    Pattern(
        "en.role_for_org",
        # "I'm a stage manager for Larkspur Theatre, mostly on tour", "I'm a producer on two shows at Heron Media".
        en(
            rf"^i(?:'m| am) (?:a|an|the) (?P<obj>{_ROLE}) (?:(?:on|for) (?:[\w-]+ ){{1,3}})?(?:at|for|with) {_ORG}"
            rf"{_REST}"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.day_job",
        # "Day job: dairy technician at the Ferncombe Creamery." A role said as a profile field.
        en(
            rf"^(?:day job|job|work|occupation|role)\s*[:-]\s*(?:(?:a|an|the) )?(?P<obj>{_ROLE})"
            rf"(?: (?:at|for|with) {_ORG})?{_REST}"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.role_here",
        # "hospice chaplain here, three days a week": the role said with "here", as a name is.
        en(
            r"^(?!(?:the|a|an|my|our|your|his|her|their|this|that)\b)"
            rf"(?P<obj>(?:[\w-]+ )?(?:{ROLES})) here(?:,\s*.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "en.my_team_is",
        # "My team is Kestrel; we run the booking site": the team's name (the team's, as "our team is" is).
        # "My squad's called the Otterhounds" (round 17): 's for is, and the article kept with the name.
        en(
            r"^my (?:team|squad|crew)(?:'s name is| is|'s)? (?:called |named )?"
            rf"(?P<obj>(?:the )?{NAMED_TOOL})[.!]*$"
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.records_in_tool",
        # "The choir keeps its rota in Rotageek", "the archive's catalogue is all in CollectiveAccess", "All staff
        # logins live in Bitwarden now": where the team's records are kept.
        en(
            r"^(?:the|our) [\w-]+(?: [\w-]+)? (?:keeps?|holds?|tracks?|stores?) (?:its|their|our|all its|all our) "
            rf"{_RECORDS} (?:in|on) (?P<obj>{NAMED_TOOL})(?: (?:these days|now|nowadays))?[.!]*$|"
            rf"^(?:the|our) [\w-]+(?: [\w-]+)?'s {_RECORDS} (?:are|is) (?:all |mostly )?(?:in|on) "
            rf"(?P<span>{NAMED_TOOL})[.!]*$|"
            rf"^all (?:[\w-]+ )?{_RECORDS} (?:live|are kept|are stored|sit|are) (?:in|on) (?P<lang>{NAMED_TOOL})"
            r"(?: (?:these days|now|nowadays))?(?:,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.do_all_in",
        # "I do all my own invoicing in FreeAgent", "We do all our rostering in Deputy".
        en(
            r"^(?P<topic>i|we) do (?:all|most) (?:of )?(?:my|our) (?:own )?(?:[\w-]+ ){0,2}[\w-]+ (?:in|on|with) "
            rf"(?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.everything_in_and",
        # "Our label masters everything in Ozone and ships the files through DistroKid": two tools, each for all.
        en(
            r"^(?:our (?:[\w-]+ )?[\w-]+|we|at the [\w-]+(?: [\w-]+)?,? we) [\w-]+s? (?:everything|it all|all of it) "
            rf"(?:in|on|with|through) (?P<obj>{NAMED_TOOL})(?: and [\w-]+s? (?:[\w-]+ ){{1,3}}(?:on|in|with|through) "
            rf"(?P<org>{NAMED_TOOL}))?(?: - .*|,.*)?[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("org", "USES", ""),),
    ),
    Pattern(
        "en.puts_out_every",
        # "We put out a new issue of the zine every six weeks": a show's or a paper's release, every so often.
        en(
            r"^(?P<topic>we|our team|the team) (?:put out|publish|release|drop|air|ship)s? (?:a|an|one) (?:new )?"
            r"(?:episode|issue|edition|newsletter|chapter|season)s?\b(?: [\w-]+){0,5}? "
            r"(?P<obj>every (?:other |second |third )?(?:\w+ )?\w+|(?:once|twice) a (?:week|month)|weekly|"
            r"fortnightly|monthly)[.!]*$"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
]
