"""English patterns for the person and the workplace said in any trade (round 7, issue #25): a role read by the
shape of its head noun (an agent noun: "taxidermist", "affineur", "harpsichord restorer") rather than from a list of
jobs, a role said as "Working as …", "Been … at X since …" or "… by trade", a shift's hours, the clock one is on, a
tool one no longer uses ("don't use X anymore", "Done with X"), an allergy one has "got", duties that flip or
alternate every so often, a team's name, and where the business is based. A few (FIRST_PATTERNS) are read before
every other English pattern, the rest (LATER_PATTERNS) after them all."""

from teams.extraction._patterns import WE, Pattern, en
from teams.extraction._words_en import NAMED_TOOL, ROLES

# An agent noun: a job's head noun is most often a word made from what one does (-er, -or, -ist, -ian, -eur), or
# a craft's compound (locksmith, wheelwright, stonemason, groundsman).
# Words of that shape that say what kind of person one is, not a trade, are not roles ("a light sleeper",
# "a big fan", "a vegetarian", "a perfectionist").
_NOT_ROLES = (
    r"beginner|user|member|customer|newcomer|foreigner|believer|other|brother|mother|father|daughter|sister|"
    r"number|lover|fan|supporter|follower|subscriber|listener|viewer|reader|learner|sleeper|riser|eater|drinker|"
    r"smoker|speaker|talker|thinker|worker|player|stickler|winner|loser|survivor|perfectionist|optimist|"
    r"pessimist|minimalist|introvert|extrovert|vegetarian|pescatarian|vegan|humanitarian|outsider|insider|"
    r"partner|owner|visitor|passenger|neighbour|neighbor|runner|walker|cyclist|tourist|regular|typer|texter|"
    r"procrastinator|overthinker|worrier|collector|hoarder|tinkerer|gamer|doer|dreamer|planner|jogger|swimmer"
)
_AGENT = (
    rf"(?!(?:{_NOT_ROLES})\b)(?-i:[a-z][a-z-]{{2,}}(?:er|or|ist|ian|eur)|[a-z-]+(?:smith|wright|mason|sman|swoman))"
)
# Heads of a trade that are not agent nouns.
_HEADS = r"warden|coach|guide|ranger|mate|hand|smith|wright|chef|nurse|keeper|clerk|cook|medic|tech|vet|midwife"
# One to three words before the head: "senior customs broker", "aerial silks coach", "third engineer".
# Not words that deny or qualify the clause ("I'm not a manager", "I'm no longer on Fedora").
_TRADE = (
    rf"(?:(?!(?:a|an|the|not|no|longer|never|just|only|also|still|now)\b)[\w'-]+ ){{0,3}}(?:{_AGENT}|{_HEADS}|{ROLES})"
)
# "Rosewindow & Daughters": a firm's name may join its words with "&".
_ORG = r"(?P<org>(?-i:[A-Z][\w'-]+)(?: (?:[a-z]+ |& )?(?-i:[A-Z][\w'-]+)){0,3}(?: (?-i:[a-z]+ school))?)"
# Where a trade is held when it is no name ("at a bouldering wall", "on the organ build"): said, not kept.
# "at the lifeboat station in Cullercoats": the town after it is said, not kept either.
_UNNAMED_PLACE = (
    r"(?: (?:at|on|in) (?:a|an|the) (?-i:[a-z][\w'-]*)(?: (?-i:[a-z][\w'-]*)){0,2}(?: in (?-i:[A-Z][\w'-]+))?)"
)
# What may follow a role: nothing, a clause after a comma or a dash, "since …", "and have been for …".
_TAIL = r"(?:\s+since\b.*|\s+and have been\b.*|,.*|\s+[-–—]\s+.*)?[.!?]*$"
_CLOCK = r"(?:\d{1,2}(?:[.:]\d{2})?(?:\s?[ap]\.?m\.?)?|noon|midday|midnight)"


TRADE_PATTERNS = [
    Pattern(
        "en.trade_by_head",
        # "I'm a taxidermist, mostly game birds", "I'm an affineur - I turn the wheels", "I'm the hut warden at Coire
        # Dubh Refuge and have been for six seasons", "I'm third engineer with Brennholm Tankers, currently …".
        en(
            rf"^i(?:'m| am) (?:(?:a|an|the) )?(?P<obj>{_TRADE})"
            rf"(?: (?:at|for|with|on) (?:the )?{_ORG}|{_UNNAMED_PLACE})?{_TAIL}"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.trade_as_said",
        # "Working as a sign language interpreter, mostly in courts", "Been night manager at Brackenridge Care Home
        # since 2021", "I build mandolins - luthier by trade": a role said without "I'm".
        en(
            rf"^(?:(?:i'm |i am |i've been |i have been )?working as (?:a|an|the) (?P<obj>{_TRADE})|"
            rf"been (?:(?:a|an|the) )?(?P<span>{_TRADE}) (?:at|for|with) (?:the )?{_ORG} since\b.*?|"
            rf"(?:.* [-–—] )?(?P<lang>(?:[\w'-]+ )?(?:{_AGENT}|{_HEADS}|{ROLES})) by trade)"
            r"(?:,.*|\s+[-–—]\s+.*)?[.!]*$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "en.intro_with_trade",
        # "I'm Nomvula Dlamini, senior customs broker at Thornquay Forwarding": a name, then a role of any trade.
        en(
            r"^(?:(?:hi|hello|hey|hiya),?\s+)?(?:i'm|i am) (?P<obj>(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)),\s+"
            # "…, night embalmer, I work 10pm to 6am": the workplace may go unsaid when a clause follows.
            rf"(?:(?:a|an|the) )?(?P<role>{_TRADE})(?: (?:at|for|with) (?:the )?{_ORG}{_TAIL}|,\s+i\b.*)"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"), ("org", "WORKS_AT", "Organisation")),
    ),
    Pattern(
        "en.intro_and_clause",
        # "Hi, I'm Perpetua Ashdown, I run the furnace at …", "Name's Thaddeus Quarrie, I drive the resurfacer …":
        # a name, then what one does said as a clause of its own.
        en(
            r"^(?:(?:hi|hello|hey|hiya),?\s+)?(?:i'm|i am|name's|my name's|my name is) "
            r"(?P<obj>(?-i:[A-Z][\w'-]+ [A-Z][\w'-]+)),\s+i (?!am\b|'m\b)[a-z]+\b.*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern(
        "en.my_hours_are",
        # "My hours at the dispensary are 7.30 to 4, weekdays only", "the late shift is mine, 4pm to midnight".
        en(
            rf"^(?:my (?:hours|shift|shifts|working hours)(?: at (?:the |our )?[\w' -]{{2,20}}?)? (?:are|is) "
            rf"(?P<obj>{_CLOCK}\s?(?:to|till|until|-|–)\s?{_CLOCK})|"
            rf"the (?:early|late|night|day|morning|evening|middle) shift(?:'s| is) mine,?\s+"
            rf"(?P<span>{_CLOCK}\s?(?:to|till|until|-|–)\s?{_CLOCK}))(?:,.*)?[.!]*$"
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "en.on_named_time",
        # "I'm on Atlantic time these days", "I'm on Central European Time for the jobs in Namur", "My clock is Lord
        # Howe time": a clock named with capitals (not "I'm on time", "on my own time").
        en(
            r"^(?:i(?:'m| am) (?:on|running on|living on)|my clock(?:'s| is)(?: set to)?) "
            r"(?P<obj>(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2} (?:standard )?(?:time|Time))\b"
            r"(?: (?:these days|now|nowadays|for .*)|,.*)?[.!]*$"
        ),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "en.dont_use_anymore",
        # "We don't use Checkfront anymore, Bookeo replaced it", "Done with Sunsama, cancelled the subscription":
        # a tool no longer used ends (without "anymore", "I don't use X" says what one avoids).
        en(
            # "… anymore for the organ builds": what it was used for is no part of the tool.
            # "We don't do Bokun any more" (round 14): "do" a named tool any more is using it.
            # "We don't touch Trailtally any more" (round 16): not touching a tool any more is not using it.
            rf"^(?:(?P<topic>i|we) (?:don't|do not|no longer) (?:use|do|touch) (?P<obj>{NAMED_TOOL}) any ?more"
            r"(?: (?:for|on|at|in) .*)?|"
            rf"(?:i'm |i am |we're |we are )?(?:done|finished) with (?P<span>{NAMED_TOOL}))(?:,.*|\s+[-–—]\s+.*)?[.!]*$"
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "en.got_an_allergy",
        # "I've got an allergy to cocobolo dust - hives every time I sand it", "I have a mild allergy to latex".
        en(
            r"^i(?:'ve| have)?(?: got)? (?:an?|a mild|a bad|a severe|a slight) ?(?:\w+ )?allergy to "
            r"(?P<obj>[\w' -]+?)(?:\s+[-–—]\s+.*|,.*)?[.!]*$"
        ),
        "HAS_ALLERGY",
        0.85,
        object_type="Allergen",
    ),
    Pattern(
        "en.duty_flips_every",
        # "Our ice crew's call-out rota flips every eleven days", "Night cover at the home alternates between the two
        # senior carers every four nights": a duty that passes from one to another every so often.
        en(
            r"^(?:our |the )?(?:[\w'-]+ ){0,3}(?:rota|rotation|cover|on-call|on call|call-outs?|duty|duties|watch)"
            # "… rota for emergency repairs swaps …": what the duty covers is no part of when it changes.
            r"(?: (?:at|in|on) (?:the|our) [\w'-]+| for (?:[\w'-]+ ){0,2}[\w'-]+)? (?:flips|alternates|rotates|swaps|"
            r"switches|changes hands|"
            r"passes)(?: (?:between|among|round|around) .*?)? "
            r"(?P<obj>every (?:other |second |third )?(?:[\w-]+ )?"
            r"(?:days?|nights?|weeks?|fortnights?|months?|shifts?))[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.on_the_team",
        # "Our shed team is the Crook Gang, eight shearers …", "Our boatyard team is called the Lock Keepers": the
        # team's name, said as a name (capitals).
        en(
            # "I'm on the Berlin team" is as often an office as a team's name: not read.
            # "Our troupe of puppeteers is called the Crosstrees": a troupe, a band, a choir, and who is in it.
            r"^our (?:[\w'-]+ )?(?:team|crew|squad|gang|troupe|band|choir|ensemble)(?: of [\w'-]+)? "
            r"(?:is (?:called |named )?|goes by |calls? (?:itself|ourselves) )(?:the )?"
            r"(?P<obj>(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+)){0,2})(?:,.*|;.*)?[.!]*$"
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.business_based_in",
        # "Our brokerage is based in Felixstowe, five minutes from the port gate", "We run a shearing outfit out of
        # Hawick": where the business is (a client or a supplier is someone else's).
        en(
            r"^(?:our (?!client|customer|supplier|boss|manager|partner|landlord|friend|family)[\w'-]+(?: [\w'-]+)? "
            r"(?:is|are) based (?:in|out of)|we run (?:a|an|the|our) (?:[\w'-]+ ){1,4}(?:out of|from)) "
            rf"(?P<obj>{NAMED_TOOL})(?:,.*)?[.!]*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
]

# Read before every other English pattern: they read a clause an older pattern misread (a tool ended as a taste, an
# allergy as a habit) or left doubtful ("our X is based in", "our X team is called" with no known slot). The rest are
# read after every other pattern, so a clause the older patterns already read keeps its reading and confidence.
_FIRST = frozenset({"en.dont_use_anymore", "en.got_an_allergy", "en.on_the_team", "en.business_based_in"})
FIRST_PATTERNS = [p for p in TRADE_PATTERNS if p.name in _FIRST]
LATER_PATTERNS = [p for p in TRADE_PATTERNS if p.name not in _FIRST]
