"""English patterns for facts about the speaker said in shapes the first patterns did not know: the fact
first ("Arabic is my first language", "Home for me is Hobart", "Marrowgate Insurance pays my salary"),
the time or place as the subject ("My clock runs on UTC-3"), a tenure ("I've been at X for six years, mostly
as their Y"). Read before teams.extraction._patterns_en_person."""

from teams.extraction._patterns import Pattern, en
from teams.extraction._words_en import NAMED_TOOL, ROLES, TIMEZONE

# A spoken language by its shape: most names of languages end so (German, Dutch, Icelandic, Hindi,
# Japanese, Polish); a few do not and are listed. Programming languages mostly do not ("Python",
# "Rust"), and the shells that do are excluded: "my Bash is rusty" is no spoken language.
NATURAL_LANGUAGE = (
    r"(?!(?-i:Bash|Fish|Zsh|Dash|Ash|Elixir|Kotlin)\b)(?-i:(?:[A-Z][a-z]+(?:ish|ese|ian|ic|ch|an|ali|ati|i|ese))|"
    r"Tamil|Urdu|Thai|Greek|Hebrew|Czech|Welsh|Basque|Catalan|Farsi|Tagalog|Yoruba|Zulu|Xhosa|Malay|Khmer|Lao|"
    r"Cantonese|Mandarin|Esperanto|Latin)"
)
_LANGUAGES = rf"{NATURAL_LANGUAGE}(?:(?:,|,? and|,? &) {NATURAL_LANGUAGE})*"
_HOW_WELL = r"passable|decent|fluent|conversational|rusty|basic|solid|good|ok|okay|native|native-level|fine|workable"
# A clock time ("9", "5:30am", "noon") and a span of two.
_TIME = r"(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|h)?|noon|midnight)"
_SPAN = rf"{_TIME}\s?(?:to|till|until|-|–)\s?{_TIME}"
# "half seven till four" (round 14): a time said in words, as spoken in Britain; "one to one" is a way of working.
_WORD_HOUR = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_SPOKEN_TIME = rf"(?:(?:half|quarter past|quarter to) {_WORD_HOUR}|{_WORD_HOUR}(?: o'clock)?|{_TIME})"
_SPOKEN_SPAN = rf"(?!one to one\b){_SPOKEN_TIME} (?:to|till|until) {_SPOKEN_TIME}"
# Words that follow "I'm in" and name no place: a department, a state, a meeting.
_NOT_A_PLACE = (
    r"(?!(?:sales|marketing|finance|engineering|support|operations|ops|hr|legal|product|design|"
    r"research|security|charge|trouble|luck|love|office|meetings?|q[1-4])\b)"
)

_SPEAKS = {"relation": "SPEAKS", "confidence": 0.8, "object_type": "SpokenLanguage"}
_LIVES = {"relation": "LIVES_IN", "confidence": 0.8, "object_type": "Place"}

PROFILE_PATTERNS = [
    # A profile said as a key and a value, the way a form or a bio line reads: "Day job: paralegal",
    # "fave editor = geany". Only the keys that name one of the speaker's facts.
    Pattern(
        "en.key_role",
        en(
            r"^(?:my )?(?:day job|job|occupation|profession|job title|role)\s*[:=]\s*(?!to\b)(?:(?:a|an) )?"
            r"(?P<obj>[\w][\w .&/-]{1,40}?)[.!]*$"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "en.key_favourite",
        en(
            r"^(?:my )?(?:fave|fav|favou?rite) (?P<cat>[a-z][\w -]{1,20}?)\s*[:=]\s*"
            r"(?P<obj>[\w][\w .+#-]{0,30}?)(?:,.*)?[.!]*$"
        ),
        "PREFERS",
        0.85,
    ),
    Pattern(
        "en.language_is_mine",
        # "Arabic is my first language", "Tamil is my mother tongue".
        en(rf"^(?P<obj>{_LANGUAGES}) (?:is|are) my (?:first|native|mother|home) (?:language|tongue)s?\b.*$"),
        **_SPEAKS,
    ),
    Pattern(
        "en.fluent_in",
        # "Fluent in Dutch", "I grew up speaking Tamil at home", "I'm conversational in Korean".
        en(
            rf"^(?:i(?:'m| am) )?(?:fluent|conversational|native|proficient|bilingual) in (?P<obj>{_LANGUAGES})\b.*$|"
            # "I grew up speaking Catalan and picked up Occitan at uni": the second, learnt later, is spoken too.
            rf"^i grew up speaking (?P<lang>{_LANGUAGES})"
            rf"(?: and (?:picked up|learned|learnt) (?P<second>{_LANGUAGES}))?\b.*$"
        ),
        **_SPEAKS,
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "en.my_language_is",
        # "My Icelandic is passable": how well one speaks it (a programming language's shape is not read).
        # "My Kinyarwanda is conversational, my Amharic is basic": a word only a spoken language is said to be
        # (conversational, fluent, native) takes a name of any shape; a second one after the comma is spoken too.
        en(
            rf"^my (?:(?P<obj>{NATURAL_LANGUAGE}) is (?:\w+ )?(?:{_HOW_WELL})|"
            r"(?!(?-i:Bash|Python|Java|Rust|Go|Ruby|Swift|Kotlin|Scala|Elixir|Haskell|Perl|Lua|Julia|Dart)\b)"
            r"(?P<lang>(?-i:[A-Z][a-z]+)) is (?:\w+ )?"
            r"(?:conversational|fluent|native|native-level|near-native))\b"
            rf"(?:,? (?:and )?my (?P<second>{NATURAL_LANGUAGE}) is (?:\w+ )?(?:{_HOW_WELL})\b)?.*$"
        ),
        **_SPEAKS,
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "en.key_github",
        # "gh handle: quillfeather-ops", "GitHub: mirak": the handle said as a profile line.
        # "my github's canopyclimber-ro": said with "'s" or "is" as well.
        en(
            r"^(?:my )?(?:gh|github)(?: handle| username| user| id| account)?(?:\s*[:=]\s*|'s\s+|\s+is\s+)"
            r"(?P<obj>[\w.-]{1,39})[.!]*$"
        ),
        "HAS_GITHUB_HANDLE",
        0.85,
        object_type="GithubHandle",
    ),
    Pattern(
        "en.put_me_down_as",
        # "Put me down as Newfoundland Time, the half-hour offset confuses everyone": a form filled in for one.
        en(rf"^(?:please )?(?:put|mark|set) me (?:down )?(?:as|to|on) (?P<obj>{TIMEZONE})\b.*$"),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.home_is",
        # "Home for me is Hobart, down in Tasmania", "Home base is Porto", "I call Leeds home".
        en(
            rf"^(?:home for me is|home(?: base)? is|my home base is) (?P<obj>{NAMED_TOOL})\b.*$|"
            rf"^i call (?P<lang>{NAMED_TOOL}) home\b.*$"
        ),
        **_LIVES,
    ),
    Pattern(
        "en.in_place",
        # "I'm in Ljubljana, so …" (the clause alone): a capitalised place; "I'm in Sales" is a department.
        en(rf"^i(?:'m| am) in {_NOT_A_PLACE}(?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?))[.!]*$"),
        **_LIVES,
    ),
    Pattern(
        "en.clock_on",
        # "My clock runs on UTC-3", "everything I do is on AWST", "my day runs on Central time".
        en(
            r"^(?:my (?:clock|day|calendar|schedule|life|working day)|everything i do) (?:runs|is|lives|happens|"
            rf"works)(?: on| in| by) (?P<obj>{TIMEZONE})\b.*$"
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "en.timezone_is",
        en(rf"^my (?:timezone|time zone)(?:'s| is) (?P<obj>{TIMEZONE})\b.*$"),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.hours_are",
        # "My hours are 5:30am to 1:30pm on weekdays", "I work noon to 8pm"; a shift is the hours one works
        # ("My shifts run 6am to 2pm").
        en(
            # "My working day runs from half twelve till nine at the rink" (round 14): the day one works, too.
            # "My hours at the lido are …", "Hours: half nine till six, …" (round 15): where the hours are kept, and
            # the hours as a profile line's key.
            # "Hours are 8 till half four" (round 16): the hours said with no "my" are the speaker's too.
            r"^(?:(?:(?:usual|normal|working|office) )?hours\s*(?:[:\-–]|are\b|run\b)|"
            r"my (?:usual |normal |working |work |office )*(?:hours (?:(?:at|in) the [\w'-]+ )?are|"
            r"shifts? (?:runs?|are|is)|"
            r"(?:working |work )day (?:runs|goes|is)(?: from)?)"
            rf"|i (?:usually |normally )?work(?: from)?) (?P<obj>{_SPAN}|{_SPOKEN_SPAN})\b.*$"
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "en.pays_my_salary",
        # "Marrowgate Insurance pays my salary": the employer as the subject.
        en(rf"^(?P<obj>{NAMED_TOOL}) (?:pays|signs) my (?:salary|paycheck|paycheque|wages|bills)\b.*$"),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "en.been_at",
        # "I've been at Pelham Cartography for six years, mostly as their map data lead".
        en(
            rf"^i(?:'ve| have) been (?:at|with) (?P<obj>{NAMED_TOOL}) (?:for|since) [\w ]+?"
            r"(?:,? (?:mostly |now |currently |first )?as (?:their |a |an |the )?(?P<role>[\w -]+?))?[.!]*$"
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "en.been_a_role_at",
        # "I've been a biostatistician at Osterlund Pharma since 2019".
        en(
            r"^i(?:'ve| have) been (?:a|an|the) (?P<obj>(?:[\w-]+ ){0,3}[\w-]+) (?:at|with|for) "
            rf"(?P<org>{NAMED_TOOL})(?: (?:for|since) [\w ]+)?[.!]*$"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.my_role_is",
        # "My role on the team is release manager", "My job title is solutions architect".
        en(
            r"^my (?:role|position|job|job title|title)(?: (?:on|in|at) (?:the|my|our) (?:team|company|org|squad))? "
            r"(?:is|'s) (?:a |an |the )?(?!to\b)(?P<obj>[\w -]+?)(?:,.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "en.do_role_for",
        # "I do developer relations for Larkspur Analytics": a kind of work, for a named organisation.
        en(
            r"^i do (?!(?:my|a|an|the|it|some|this|that|what|everything|nothing|stuff|work|things|a lot)\b)"
            rf"(?P<obj>(?:[\w-]+ ){{0,2}}[\w-]+) (?:for|at) (?P<org>{NAMED_TOOL})[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.name_here_role",
        # "Ilse Marchetti here, SRE manager at Bellwood Haulage": a name, then a role with no "I'm a".
        en(
            r"^(?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)) here,? (?:(?:a|an|the) )?"
            rf"(?P<role>(?:[\w+#./-]+ ){{0,3}}(?:{ROLES}))s? (?:at|for|with) (?P<org>{NAMED_TOOL})[.!]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"), ("org", "WORKS_AT", "Organisation")),
    ),
    Pattern(
        "en.names_is",
        # "name's Radomir btw".
        # "Name's Ifeoluwa Strand, though everyone at the depot says Ife": what others call one is said after.
        en(
            r"^(?:the )?name's (?P<obj>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)|[a-z][\w'-]+)"
            r"(?:,? (?:btw|by the way)|,\s*(?:though|but|and) .*)?[.!]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
]
