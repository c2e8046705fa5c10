"""English word lists the durable-fact patterns are built from: who a clause is about, roles, tool
categories, recurring times, the words that mark a habit or a policy, and the words that are not names
or values. Kept apart from the patterns so that a new word is added in one place."""

import re

from teams.extraction._objects import KNOWN_TYPES

ADVERBS = (
    r"(?:(?:really|strongly|definitely|also|still|now|mostly|usually|generally|always|much|actually|totally|"
    r"absolutely|personally|honestly|typically|normally|mainly|primarily|just|kind of|sort of|probably|maybe|"
    r"particularly|especially|exactly|that much|"
    # "I do like X" stresses the verb; "I do twenty minutes of yoga" is the verb itself.
    r"very much|(?:do|does)(?! (?:a|an|the|some|my|our|their|his|her|\d+|one|two|three|four|five|ten|twenty|"
    r"thirty|forty|fifty|half|an hour|yoga|pilates)\b)|tend to|all|both|much rather)\s+)*"
)
# Someone the speaker knows, by their part ("my colleague", "my shift lead"): a clause with one of them as its
# subject is about them (the rules read "my colleague Ana …" as hers; the tagger's hearsay gate, _framing.py).
PEOPLE = (
    r"colleague|coworker|co-worker|teammate|friend|manager|boss|partner|"
    r"(?:shift |team |tech |line |site |project )?(?:lead|supervisor)"
)
# Who a clause is about. "our project" is the organisation's; "the project" is this conversation's.
TOPIC = (
    # "my colleague Ana", "my coworker": someone the speaker knows, about whom the statement is (not "my friend
    # says …": hearsay).
    # "my shift lead Bronagh": someone the speaker works with, named by their part in the work.
    rf"(?P<topic>my (?:{PEOPLE})"
    r"(?: (?!says\b|said\b|thinks\b|told\b)(?-i:[A-Z][\w'-]+))?|"
    r"i|we|my team|the team|our team|the company|our company|"
    r"our (?:org|organi[sz]ation|startup|stack|backend|frontend|infrastructure|infra|codebase|product|app|platform|"
    r"project|service|engineers|developers|devs|department|group|ci|pipeline|tests|website|api|services|apps|squad|"
    r"crew|division|unit|guild|tribe|whole team|whole company|entire team|entire company|"
    # Where a team works, said as the place: "our office dropped Trello", "our shop takes cards".
    r"office|shop|store|lab|clinic|bakery|practice|ward|firm|school|studio|restaurant|kitchen|cafe|café|"
    r"business|agency|warehouse|newsroom|salon|library|hospital|surgery|workshop|"
    # Heritage, care and craft places: "our museum stopped using SumUp".
    r"museum|gallery|zoo|hospice|theatre|theater|depot|farm|brewery|co-op|choir|charity)|"
    r"our (?:data|platform|backend|frontend|mobile|infra|ops|design|qa|security|sre|ml|product|dev|engineering|web) "
    r"(?:team|teams|engineers|folks|people|group)|"
    r"(?:the|this) (?:current )?(?:project|app|application|service|repo|repository|codebase|backend|frontend|api|"
    r"product|website|site|system|library))"
)
ROLES = (
    r"engineer|developer|dev|programmer|designer|manager|scientist|analyst|architect|researcher|student|teacher|"
    r"professor|consultant|writer|editor|founder|co-founder|cto|ceo|cfo|coo|vp|lead|tester|administrator|admin|"
    r"doctor|nurse|lawyer|accountant|marketer|recruiter|intern|freelancer|contractor|sre|devops|data scientist|"
    r"product owner|entrepreneur|journalist|translator|artist|musician|photographer|"
    # Job titles outside software: the head noun of a role in any trade.
    r"postdoc|paralegal|technician|tech|steward|chef|baker|pharmacist|vet|veterinarian|planner|clerk|librarian|"
    r"therapist|paramedic|electrician|mechanic|officer|coordinator|specialist|assistant|associate|supervisor|"
    r"director|technologist|operator|apprentice|trainee|surgeon|dentist|midwife|carer|caregiver|buyer|"
    r"solicitor|barrister|attorney|auditor|bookkeeper|underwriter|actuary|economist|statistician|librarian|"
    r"dispatcher|driver|courier|brewer|cook|cashier|receptionist|hygienist|porter|florist|butcher|farmer|"
    r"pilot|firefighter|plumber|carpenter|welder|"
    # Heritage, care, broadcast and ground trades.
    r"curator|conservator|archivist|keeper|ranger|chaplain|producer|presenter|agent|handler|groundskeeper"
)
THINGS = (
    r"project|product|company|team|app|application|startup|service|repo|repository|codebase|org|organi[sz]ation|"
    r"library|tool"
)
ATTRIBUTES = (
    r"email|e-mail|email address|timezone|time zone|github|github handle|github username|twitter handle|handle|"
    r"username|pronouns|job title|title|native language|mother tongue|first language|nickname|hometown|"
    r"home town|nationality|team|department|manager|boss|role|position"
)

# After the topic: a space, or a contraction and a space ("I've switched", "we're using").
AFTER = r"(?:'ve|'d|'m|'re|'s)?\s+"
DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)s?"
# When a habit recurs: "on Fridays", "every morning", "in the evening", "weekly".
RECURRING = (
    rf"(?:on {DAYS}|every (?:other )?(?:\w+ )?\w+|most (?:mornings|evenings|nights|days|weekends)|"
    r"each (?:\w+ )?\w+|once a \w+|twice a \w+|daily|weekly|monthly|"
    r"nightly|in the (?:morning|afternoon|evening)s?|at night|before (?:lunch|standup|bed|work)|"
    r"on the (?:first|second|third|last) \w+ of (?:the|each|every) (?:month|quarter|sprint)|"
    r"after (?:lunch|standup|work))"
)
HABIT_MARKER = r"(?:usually|normally|typically|generally|often|regularly|always|never|tend to)"
# Verbs other patterns read ("I usually use Vim" is USES Vim, not a habit "use Vim").
NOT_HABIT = (
    r"(?!(?:use|uses|using|prefer|prefers|like|likes|love|loves|enjoy|enjoys|hate|hates|dislike|dislikes|avoid|"
    r"avoids|work (?:with|at|for|as)|works (?:with|at|for|as)|code in|program in|develop in|write (?:code )?in|"
    rf"rely on|run on|deploy (?:to|with|using|via)|deploys (?:to|with|using|via)|deploy on (?!{DAYS})|"
    r"build (?:with|on|in)|(?:write|test|run|lint|format) (?:\w+ )?(?:in|with|using)|speak|live|be|"
    # A state that recurs is no habit kept ("our clinic is closed on Mondays").
    # "Fridays I'm off" (round 16): a day off is no habit either.
    r"is|are|was|were|stays|stay|off|away)\b)"
    # "Most weekends I'm somewhere up Cadair Idris" (round 24): being somewhere is where one is, no habit kept.
    r"(?!(?:somewhere|anywhere|usually somewhere)\b)"
    # What keeps happening to someone is no habit they keep ("I usually get a timeout when …").
    r"(?!(?:(?:often|sometimes|frequently|regularly|usually|always|normally|typically|constantly|keep) )?"
    r"(?:get|gets|hit|hits|run into|runs into|end up|ends up|fail|fails|forget|forgets|struggle|struggles|"
    r"see|sees|lose|loses|miss|misses)\b(?! up\b))"
    # What someone wants done is a wish, not a habit kept ("My boss wants every crew on Maximo by March").
    r"(?!(?:wants?|wanted|expects?|expected|would like|'d like|hopes?|plans? to|intends?)\b)"
    # "We always seem to run out of disk": what seems to happen is no rule and no habit.
    r"(?!(?:\w+ )?seems? to\b)"
)
# "Our CI is GitHub Actions": categories of tools, whose value is a tool the organisation uses.
TOOL_CATEGORIES = (
    r"ci|ci/cd|cd|ci system|ci pipeline|pipeline|build system|build tool|orm|cache|queue|message queue|"
    r"message broker|broker|cloud|cloud provider|hosting|hosting provider|host|vcs|version control|source control|"
    r"issue tracker|bug tracker|tracker|wiki|chat tool|chat app|monitoring|monitoring tool|logging|logging stack|"
    r"observability stack|package manager|bundler|test runner|test framework|testing framework|linter|formatter|"
    r"container registry|registry|orchestrator|deployment tool|deploy tool|ticketing system|cdn|data warehouse|"
    r"warehouse|search engine|web server|runtime|frontend framework|backend framework|backend language|"
    r"frontend language|database|db|framework|language|programming language|editor|ide|os|infra|infrastructure|"
    r"code host|auth provider|identity provider|payment provider|email provider|error tracker|design tool|"
    r"helpdesk|help desk|service desk|crm|erp|pos|point of sale|gateway|api gateway|accounting software|"
    r"bookkeeping software|booking system|"
    r"(?:[\w/-]+ ){1,2}(?:tool|stack|platform|provider|system|tracker|server|engine|registry|framework|library)"
)
# "Our X is Y" that says nothing durable ("our code is a mess", "our team is small").
NOT_A_SLOT = (
    r"(?!(?:team|company|project|product|app|startup|org|goal|problem|issue|plan|idea|question|bug|code|codebase|"
    r"office|hq|headquarters|stack|tech stack|main|default|favou?rite|boss|manager|"
    # A place the team works in is not a slot ("our clinic is by the station").
    r"shop|store|lab|clinic|bakery|practice|ward|firm|school|studio|restaurant|kitchen|cafe|café|warehouse|"
    r"hospital|surgery|workshop|salon) (?:is|are)\b)"
)
NOT_A_VALUE = (
    r"(?!(?:a|an|the|very|so|too|really|quite|pretty|not|getting|being|down|broken|slow|up|offline|late|behind|"
    r"over|done|ready|fine|great|good|bad|terrible|awful|in|on|at|to|still|now|currently|mostly|always|probably|"
    r"maybe|huge|big|small|tiny|messy|growing|here|there|red|green|flaky|failing|unstable|empty|full|closed|open|"
    r"shut|busy|quiet|packed|understaffed|short-staffed|new|old)\b)"
    # A state said to hold again or for now ("our build is red again") passes no longer than the day.
    r"(?!.*\b(?:again|today|tonight|right now|at the moment|for now|this week|this morning)\W*$)"
)
POLICY_NOUNS = (
    r"prs?|pull requests?|merge requests?|mrs?|commits?|changes?|code changes?|releases?|deploys?|deployments?|"
    r"migrations?|branches?|services?|endpoints?|features?|tickets?|tests?|patches|patch|apis?|repos?|"
    r"repositories|incidents?|hotfix(?:es)?|pushes|secrets?|dependencies|schema changes?"
)
# Capitalised words after "I'm" that are not a name: nationalities, faiths, states, replies.
NOT_NAMES = (
    r"(?i:american|british|english|french|german|japanese|chinese|korean|indian|canadian|australian|italian|"
    r"spanish|dutch|swedish|norwegian|danish|finnish|brazilian|mexican|russian|polish|irish|scottish|welsh|"
    r"swiss|austrian|belgian|portuguese|greek|turkish|israeli|jewish|muslim|christian|catholic|buddhist|hindu|"
    r"vegan|vegetarian|back|here|done|ready|sorry|fine|good|great|okay|ok|not|just|also|so|still|going|trying|"
    r"working|sure|happy|glad|new|in|on|at|from|away|off|out|busy|free|available|confused|lost|stuck|tired|"
    r"afraid|aware|curious|excited|thinking|looking|wondering|using|on-call|home|fresh|straight)"
)
LANGUAGE_NAMES = "|".join(
    re.escape(name) for name in sorted(KNOWN_TYPES, key=len, reverse=True) if KNOWN_TYPES[name] == "Language"
)
ORG_NAME = r"(?P<org>(?!(?:a|an|the) (?:\w+ )?(?:company|startup|firm|agency|bank|hospital|school|university)\b).+)"
# A habit said with its time first: "Every morning I …", "Most evenings I …", "Twice a week we …".
LEADING_WHEN = (
    r"(?:every|each) (?:single |other )?"
    r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend) )?"
    r"(?:morning|evening|night|afternoon|day|weekday|week|month|sprint|quarter|release|deploy|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|weekend)|on " + DAYS + r"|in the mornings?|"
    # "Mondays I …", "Friday afternoons I …", "Weekday mornings I …": a plural time is every such time.
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend)s?(?: (?:mornings|afternoons|"
    r"evenings|nights))?|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s|"
    # "Before each release I …", "First thing after I log on, I …".
    r"(?:before|after) (?:each|every) [\w-]+(?: [\w-]+)?|"
    r"first thing (?:in the morning|each day|every day|after [\w' ]{2,20}?)|"
    r"most (?:mornings|evenings|nights|days|weekends|weeks)|(?:once|twice|three times) (?:a|per|every) "
    r"(?:day|week|month|sprint)"
)
# Before or after something that recurs ("Before lunch I always …", "Each morning before standup I …"):
# a habit only with a habit word after it ("After lunch I went home" is a story).
AROUND = r"(?:before|after) (?:(?:the|my|our|each|every) )?(?:[\w-]+ ){0,2}?[\w-]+"
ALWAYS = r"(?:always|usually|normally|typically|generally|often|tend to|try to|make sure to|like to)"
# Verbs of doing something with a named tool: "we run our services on Kubernetes", "we track time in Harvest".
INSTRUMENT_VERBS = (
    r"ship|run|store|build|host|track|manage|deploy|monitor|test|keep|handle|send|process|schedule|plan|design|"
    r"document|serve|log|package|orchestrate|provision|write|draw|edit|automate|release|publish|chat|talk|"
    r"communicate|collaborate"
)
# A timezone said by its name or abbreviation ("I'm on Eastern time", "I'm in CET").
TIMEZONE = (
    r"(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?) (?:time|standard time)|(?-i:UTC|GMT|CET|CEST|BST|IST|JST|KST|AEST|AEDT|"
    r"NZST|[ECMP][SD]?T|[A-Z]{1,2}[SD]T|[A-Z]{2}T)(?:[+-]\d{1,2}(?::\d\d)?)?"
)
# A named tool: a capitalised or digit-led word (Kubernetes, Fly.io, GitLab CI), not a day or a month.
NAMED_TOOL = (
    r"(?!" + DAYS + r"\b|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)"
    r"(?-i:[A-Z0-9][\w.+#-]*(?: [A-Z0-9][\w.+#-]*){0,2}|"
    # A name written as its domain: incident.io, fly.io, cal.com.
    r"[a-z][a-z0-9-]*\.(?:io|js|ai|dev|app|sh|so|com|run|cloud|chat)\b)"
)
# One or more named tools: "Kubernetes and Nomad", "Helm, Argo CD and Flux".
NAMED_TOOLS = rf"{NAMED_TOOL}(?:(?:,|,? and|,? &|,? or) {NAMED_TOOL})*"
# How a team's thing is made or run: "our frontend is built with Svelte", "our staging runs on Fly.io".
MADE_WITH = (
    r"(?:is|are) (?:mostly |mainly |all |entirely )?(?:built (?:with|on|in)|written in|powered by|based on|"
    r"hosted (?:on|at|with)|running on|deployed (?:on|to|with)|managed (?:in|with)|tracked in|implemented in)|"
    r"runs? (?:on|in)|lives? (?:on|in)"
)
# A time that dates a change, not the fact: "I moved to Nairobi last year" still lives there.
AGO = (
    r"(?:\s+(?:last (?:week|month|year|quarter|sprint|spring|summer|autumn|fall|winter)|in (?:19|20)\d\d|"
    r"(?:a (?:few |couple of )?|two |three |several |\d+ )"
    r"(?:years?|months?|weeks?|days?) ago|a while ago|recently|this year|"
    r"(?:in the |last |this |over the )(?:spring|summer|autumn|fall|winter)|earlier this year|"
    r"(?:back )?in (?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"(?: (?:19|20)\d\d)?))?"
)
# Personal things a tool is named for: "my editor is Helix", "my laptop is a ThinkPad".
MY_TOOLS = (
    TOOL_CATEGORIES + r"|laptop|computer|machine|phone|shell|terminal|browser|keyboard|distro|operating system|"
    r"note-taking app|notes app|password manager|daily driver"
)

# Shared by the pattern modules of rounds 19-24 (each had its own copy).
# A person's, a team's, a place's or a business's name: capitalised words, double-barrelled, joined by "&".
TITLED_NAME = r"(?-i:[A-Z][\w'-]+(?: (?:&|and|[A-Z][\w'-]+)){0,3})"
# A number of units in words or figures ("thirteen", "11", "two").
COUNT = (
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty)"
)
# What is said after the fact, as an aside: "…, for the record", "… - odd, I know".
TRAILING_ASIDE = r"(?:\s*[-–—,;].*)?[.!]*"
