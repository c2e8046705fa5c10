"""English patterns for the team's facts and the speaker's tastes said in shapes the first patterns did not
know: a kind of tool as the subject ("Our error tracking is Bugsnag"), a product with its description
("Our flagship product is Tallyroll, payroll for …"), routines said of the thing ("Sprints here run ten
working days", "Standup's at 10:40 for us"), rules said as labels ("Team rule: …", "…, that's a hard rule
for us", "No merging your own PR"), and likes said of the thing ("Storybook drives me nuts", "nothing beats
Meld"). Read first among the English patterns, before teams.extraction._patterns_en_profile."""

from teams.extraction._patterns import WE, Pattern, en, policy
from teams.extraction._words_en import ADVERBS, AFTER, INSTRUMENT_VERBS, NAMED_TOOL, NAMED_TOOLS, TOPIC

# A kind of tool named by what it does ("error tracking", "tracing backend", "wiki"): its value is a tool used.
_TOOL_KIND = (
    r"(?:[\w-]+ ){0,2}(?:tracking|backend|alerting|analytics|tracing|paging|wiki|chat|messaging|hosting|storage|"
    r"docs|documentation|ticketing|tracker|monitoring|logging|observability|bus|cdn|dns|vpn|sso|auth|"
    r"knowledge base|intranet)(?: tool| system| platform| service| stack| setup)?"
)
_OURS = r"(?P<topic>our|our team's|our company's|the team's|the company's)"
# Where a team's fact holds, said after it: "… on our side", "… at our place", "… here", "… for us".
_AT_OURS = r"(?:on our (?:side|end)|at our (?:place|shop|company|org)|in our (?:team|company|org)|here|for us)"
_MADE = r"(?:driven|run|done|handled|managed|tracked|hosted|deployed|built|powered|kept|stored|filed|logged)"
# Every number word a length is said in, not only the common ones ("eleven working days", round 16).
_NUMBER = (
    r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|\d+)"
)
_RULE_WORD = r"(?:team|house|hard|strict|firm|golden|our|the|a)"
_HATE = (
    r"drives me (?:nuts|crazy|mad|insane|up the wall|round the bend)|makes me (?:want to (?:scream|cry|quit)|"
    r"miserable)|gets on my nerves|annoys me|is the worst|is a (?:pain|nightmare)|is painful|is awful|is terrible"
)

TEAM_PATTERNS = [
    Pattern(
        "en.our_kind_is_tool",
        # "Our error tracking is Bugsnag", "our tracing backend is SigNoz": the value of a kind of tool is used.
        en(rf"^{_OURS} {_TOOL_KIND} (?:is|are) (?:all |mostly |mainly )?(?P<obj>{NAMED_TOOLS})(?:,.*)?[.!]*$"),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.our_product_is",
        # "Our flagship product is Tallyroll, payroll for small farms": the name, then what it is.
        en(
            r"^(?P<topic>our|the company's) (?:(?:main|flagship|core|primary|only|first|new|latest|biggest) )?"
            # "Our flagship show is Night Shift Radio, …": a show, a podcast or a game is a studio's product.
            rf"(?:product|show|podcast|game|title) is (?P<obj>{NAMED_TOOL})(?:,.*)?[.!]*$"
        ),
        "HAS_PRODUCT",
        0.85,
        who=WE,
    ),
    Pattern(
        "en.sprints_run",
        # "Sprints here run ten working days", "We work in two-week sprints that start on Wednesdays".
        en(
            rf"^(?:(?P<topic>our) )?(?:sprints?|iterations?)(?: here| for us| on (?:our|the) team)? (?:run|last|are|"
            # "Sprints are two weeks too long" judges them; it states no length.
            rf"take|span|is) (?P<obj>{_NUMBER} (?:working |calendar |business )?(?:weeks?|days?))(?: long| each)?"
            r"(?:,.*)?[.!]*$|"
            rf"^(?:we|our team) (?:work|run|do|operate|plan|have)(?: in)? "
            rf"(?P<span>{_NUMBER}[- ](?:week|day))(?:-long)? "
            r"(?:sprints|iterations|cycles)\b.*$"
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.standup_at",
        # "Standup's at 10:40 for us", "Standup is 9:05 sharp, every weekday".
        en(
            # "our dispatch briefing is 5:15 every morning": a briefing held every morning is the standup.
            # "Toolbox talk's at 7:10 sharp at the depot": a site's talk before work is its standup.
            r"^(?:our |the )?(?:(?:daily |morning )?"
            r"(?:stand-?up|huddle|daily sync|scrum|daily|toolbox talk|pre-?start)|"
            r"(?=.*\b(?:every|each) (?:morning|day|weekday)\b)(?:[\w-]+ )?(?:briefing|check-in))(?: meeting)?"
            r"(?:'s| is| starts| happens| kicks off)(?: at)? "
            r"(?P<obj>\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)\b.*$"
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.on_call_changes",
        # "Here the on-call pager changes hands every three weeks".
        en(
            r"^(?:here,? )?(?:our |the )?on-?call(?: pager| rotation| shift| duty| phone)? (?:changes hands|rotates|"
            # "On-call swaps every eighth day for our lot" (round 16): swaps, and who it is for, said after.
            r"switches|swaps|turns over|is handed over|moves)(?: \w+)? (?P<obj>every .+?|weekly|daily|monthly)"
            r"(?: (?:for|in|on) (?:us|our [\w'-]+|the team))?[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.team_goes_by",
        # "The team I'm on goes by Kingfisher", "We're the Marten squad, we own checkout".
        en(
            r"^the team i(?:'m| am) (?:on|in) (?:goes by|is called|is named) (?P<obj>.+)$|"
            rf"^we(?:'re| are) the (?P<lang>{NAMED_TOOL}) (?:squad|team|crew|guild|tribe|pod)\b.*$"
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.outfit_based",
        # "We're a small shop based in Leuven", "a twelve-person outfit out of Mechelen".
        en(
            r"^we(?:'re| are) (?:a|an) (?:[\w-]+ ){0,3}(?:shop|company|startup|team|outfit|agency|studio|firm|"
            r"business|lab|crew|consultancy) (?:(?:based|located|headquartered) (?:in|out of)|out of|from) "
            rf"(?P<obj>{NAMED_TOOL})\b.*$"
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "en.made_by_tool_at_ours",
        # "Releases at our place are all driven by Harness", "Flags are all managed in Flagsmith on our side".
        en(
            rf"^(?:[\w-]+ ){{1,4}}?(?:at|in|on) {_OURS} (?:place|shop|company|org|team|side|end) (?:is|are) "
            rf"(?:all |mostly )?{_MADE} (?:by|with|on|through|in|via) (?P<obj>{NAMED_TOOLS})[.!]*$|"
            rf"^(?:[\w-]+ ){{1,4}}?(?:is|are) (?:all |mostly )?{_MADE} (?:by|with|on|through|in|via) "
            rf"(?P<lang>{NAMED_TOOLS}) {_AT_OURS}[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.our_thing_runs_through",
        # "Our product analytics all run through PostHog", "our builds go through Buildkite".
        en(
            # "At the brewery our recipes live in Brewfather": the place the team works said first.
            rf"^(?:at (?:the|our) [\w'-]+(?: [\w'-]+)?,? )?{_OURS} (?:[\w-]+ ){{0,2}}[\w-]+ (?:all |mostly )?"
            r"(?:runs?|lives?|sits?|flows?) (?:through|on|in) "
            rf"(?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "en.does_every_in_tool",
        # "We log every incident in incident.io": what is done each time, and the tool it is done in.
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:{INSTRUMENT_VERBS}|chat|talk|file)(?:s|es)? (?:every|each|all|all of "
            rf"our|all our) [\w-]+(?: [\w-]+)? (?:in|on|with|via|through|into) (?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.does_every_through_tool",
        # "We dispatch every parcel through Onfleet and the drivers moan about it", "Our clinic books every patient
        # through Dentrix", "Our agency keeps all shared logins in Passbolt, …": each one of the work done with a tool.
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:(?:{INSTRUMENT_VERBS})(?:s|es)? (?:every|each|all|all of our|all our) "
            rf"[\w-]+(?: [\w-]+)? (?:in|on|with|via|through|into|using)|[\w-]+ (?:every|each|all|all of our|all our) "
            rf"[\w-]+(?: [\w-]+)? (?:through|via|using)) (?P<obj>{NAMED_TOOLS})"
            r"(?:,.*| and (?:the|our|we|it|they|nobody|no one|everyone)\b.*)?[.!]*$"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "en.ships_every",
        # "We push a patch to the live game every other Thursday", "we ship a new build every two weeks" (a release
        # said as "a release" is en.release_every_weeks's).
        en(
            r"^(?P<topic>we|our team|the team)(?: \w+ly)? (?:push|ship|release|publish|roll out|put out|cut|deploy)"
            r"(?:es|s)? (?:a|an|one|new|the) (?:new )?(?:patch|update|build|version)(?:es|s)?\b"
            r"(?: [\w-]+){0,5}? (?P<obj>every (?:other |second |third )?(?:\w+ )?\w+|(?:once|twice) a (?:week|month)|"
            r"weekly|fortnightly|monthly|nightly|daily)[.!]*$|"
            # "We ship to prod twice a month - the release train leaves on Tuesdays" (round 16): shipping to
            # production, how often, then anything after a dash or a comma.
            r"^(?P<topic2>we|our team|the team) (?:ship|release|deploy|push|go)(?:es|s)? (?:to|into) "
            r"(?:prod|production|live)\b (?P<span>(?:once|twice|three times|four times) a (?:week|month|day|quarter)|"
            r"every (?:other |second |third )?(?:\w+ )?\w+|weekly|fortnightly|monthly|nightly|daily)"
            r"(?:\s*(?:[-–—,;]|and)\s.*)?[.!]*$"
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "en.things_go_through_tool",
        # "repair bookings all go through SimplyBook": the team's work, said as what passes through a tool.
        en(
            # Someone's people ("my parents all go through Heathrow") are not the team's work.
            r"^(?:our |all our |all )?(?!(?:my|his|her|their|your|the)\b)(?:[\w-]+ ){0,2}[\w-]+s (?:all |mostly |now )?"
            r"(?:go|goes|run|runs|come in|get booked|"
            rf"are booked|are paid|get paid|are processed|get processed) (?:through|via) (?P<obj>{NAMED_TOOLS})[.!]*$"
        ),
        "USES",
        0.75,
        who=WE,
    ),
    Pattern(
        "en.things_go_into_tool",
        # "…, and tickets go into OpenProject": where a kind of the team's work is kept.
        en(
            # "The incident notes go in Driftboard", "dashboards are all in Lumenpane now" (round 16): one word of
            # what kind before the work, "are in", and "now" after.
            # ("Remember that our retro notes go in Confluence" stays the note part 2 labels it.)
            r"^(?:the |all (?:the )?)?(?:(?!my\b|your\b|his\b|her\b|their\b|our\b)[\w-]+ )?"
            r"(?:tickets|issues|bugs|tasks|docs|documents|notes|designs|specs|incidents|logs|metrics|alerts|builds|"
            r"releases|deploys|secrets|flags|experiments|dashboards|runbooks|roadmaps|requirements|timesheets|"
            r"invoices|wikis?) (?:are |'re )?(?:all |now |mostly )?(?:go|live|end up|get filed|are filed|are tracked|"
            rf"are kept|are|sit) (?:all )?(?:in|into|on) (?P<obj>{NAMED_TOOLS})(?: now| these days)?[.!]*$"
        ),
        "USES",
        0.75,
        who=WE,
    ),
    policy(
        "en.rule_label",
        # "Team rule: anything touching billing ships behind a feature flag", "Rule of thumb on our team: …".
        en(
            # "Studio rule: …", "Kitchen rule: …": a rule named after the place the team works.
            r"^(?:team rule|house rule|hard rule|golden rule|our rule|the rule here|rule of thumb|"
            r"(?:studio|shop|kitchen|office|lab|clinic|ward|site|workshop|store|bakery|brewery|warehouse|depot|"
            r"company|practice|agency|newsroom|salon|library|school) rules?"
            r"(?: on our team| here| for us)?|ground rule)(?: (?:at|in|for|on) (?:the|our) [\w' -]{2,20}?)?"
            r"\s*[:,-]\s*(?P<obj>.+?)[.!]*$|"
            # "Hut rule: …", "Rink rule: …", "Our studio rule: …": any one word (the place, the trade) before "rule"
            # and a colon names a rule of the place the team works (one's own rule is not the team's).
            # "Wall policy: …", "House rule here: …": a policy named so, or a rule said to hold here, alike.
            # "Farm policy is no visitors …", "Crew rule - nobody climbs …": said with "is" or a dash as well.
            # ("Our policy is to …" is en.our_policy_is's, which leaves "to" out.)
            r"^(?:our )?(?!my\b|your\b|his\b|her\b|their\b|the\b|a\b|slide\b|our\b)[\w'-]+ (?:rule|policy)(?: here)?"
            r"(?::\s*|\s+is\s+|\s+[-–—]\s+)"
            r"(?P<span>.+?)[.!]*$"
        ),
    ),
    policy(
        "en.that_is_a_rule",
        # "Schema changes must come with a down migration, that's a hard rule for us".
        en(
            rf"^(?P<obj>.+?)(?:,|\s+[-–—])\s+(?:that's|that is|this is) {_RULE_WORD} (?:\w+ )?(?:rule|policy|"
            r"must)(?: for us| here| on our team| at our company)?[.!]*$"
        ),
    ),
    policy(
        "en.nobody_without",
        # "At our practice nobody gets an X-ray without a signed consent form": what no one does without something.
        en(
            r"^(?:(?:at|in) our [\w'-]+(?: [\w'-]+)?,? |here,? )?(?P<obj>(?:nobody|no one) (?!knows\b|cares\b)[\w'-]+ "
            r"[^,]+? without [^,]+?)(?:,.*)?[.!]*$"
        ),
    ),
    Pattern(
        "en.rotates_between",
        # "Out-of-hours emergencies rotate between our three dentists fortnightly": who is on call, and how often.
        en(
            r"^(?:[\w'-]+ ){0,3}(?:on-?call|call-outs?|emergencies|pager|out-of-hours(?: \w+)?|night cover|"
            r"weekend cover|support duty|duty) "
            r"(?:(?:rotates?|alternates?|is shared|are shared) (?:between|among|across) "
            r"[\w' -]+? (?P<obj>weekly|fortnightly|monthly|daily|nightly|every (?:other )?(?:\w+ )?\w+)|"
            # "Storm call-outs rotate every nine days between the three crews": how often said first.
            r"(?:rotates?|alternates?) (?P<span>every (?:other )?(?:\w+ )?\w+) (?:between|among|across) "
            r"[\w' -]+?)[.!]*$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    policy(
        "en.not_allowed_here",
        # "Force-pushing to a branch someone else is working on is not allowed here".
        en(
            r"^(?P<obj>(?!(?:i|you|he|she|it|this|that)\b).+?) (?:is|are) (?:not allowed|forbidden|banned|prohibited|"
            r"off-limits|a no-go|never allowed|not permitted)(?: here| on our team| at our company| for us)?[.!]*$"
        ),
    ),
    policy(
        "en.no_doing",
        # "No merging your own PR - somebody else has to click the button": a rule said as a ban.
        en(
            # "No merging yet, the CI is red" is a state of the moment, not a ban.
            r"^no (?!kidding\b|thanks\b|worries\b|way\b|problem\b|nothing\b|\w+ing (?:yet|now|today|for now)\b)"
            r"(?P<obj>\w+ing\b[\w' -]*?)"
            r"(?:\s*[-–—,;:]\s*.+)?[.!]*$"
        ),
    ),
    policy(
        "en.never_get_done",
        # "Credentials never get committed to the repo, full stop", "Hotfixes still need a second pair of eyes".
        en(
            # "Logs never get rotated, which is a problem" is a complaint about a state, not a rule.
            r"^(?!.*,\s*(?:which|and that|but|so)\b)"
            r"(?P<obj>(?!(?:i|we|you|they|it|this|that|there|things|stuff)\b)(?:[\w-]+ ){0,2}[\w-]+s "
            r"(?:never (?:get|go|are) \w+(?:ed|en)\b|(?:still |always )(?:need|require)s? (?:a|an|two|at least)\b)"
            r".*?)(?:,? (?:full stop|period|no exceptions))?[.!]*$"
        ),
    ),
    Pattern(
        "en.time_is_when",
        # "Friday afternoons are when I prune my stale git branches": the time as the subject.
        en(
            r"^(?P<when>(?:[\w-]+ ){0,2}(?:mornings|afternoons|evenings|nights|mondays|tuesdays|wednesdays|thursdays|"
            r"fridays|saturdays|sundays|weekends)) (?:is|are) when (?P<topic>i|we) (?P<obj>\w.+?)[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.day_is_event",
        # "Last Thursday of each month is demo day for the whole company": an event the team keeps.
        en(
            r"^(?:the )?(?:first|second|third|last) \w+ of (?:each|every|the) (?:month|quarter|sprint) is "
            r"(?P<obj>[\w -]+?)(?: for (?:the whole company|everyone|all of us|us|the team))?[.!]*$"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "en.the_one_i_prefer",
        # "I meant Qwik, that's the framework I prefer", "the language I prefer is ReScript".
        en(
            rf"^(?:i meant |it's |it is )?(?P<obj>{NAMED_TOOL}),? that's the [\w ]+? (?P<topic>i|we) "
            r"(?:prefer|like)\b.*$|"
            rf"^the [\w ]+? (?:i|we) (?:prefer|like best|like) is (?P<lang>{NAMED_TOOL})[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.prefer_not_that",
        # "I'd prefer plain text, no markdown": what is preferred, and what is not (no second preference).
        en(r"^i(?:'d| would) prefer (?P<obj>[^,]+?),\s*(?:no|not|without) [^,]+[.!]*$"),
        "PREFERS",
        0.85,
    ),
    Pattern(
        "en.update_hours",
        en(r"^(?:please )?(?:change|update|set|switch) my (?:working |work |office )?hours to (?P<obj>.+?)[.!]*$"),
        "HAS_WORKING_HOURS",
        0.9,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "en.nothing_beats",
        # "Honestly nothing beats Meld when I'm reading diffs", "Gitnuro is the one I keep coming back to".
        en(
            rf"^nothing (?:beats|tops|comes close to) (?P<obj>{NAMED_TOOL})\b.*$|"
            rf"^(?P<lang>{NAMED_TOOL}) is the one i (?:keep (?:coming|going) back to|always (?:pick|use|reach for)|"
            r"reach for|trust)\b.*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.favourite_label",
        # "Favourite database, if anyone asks: DuckDB".
        en(
            r"^(?:my )?favou?rite (?P<cat>[\w ]{2,30}?)(?:,? if (?:anyone|you) (?:asks?|wonders?))?\s*[:,-]\s*"
            rf"(?P<obj>{NAMED_TOOL})[.!]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.take_over",
        # "I'd take UnoCSS over hand-written CSS every single time".
        en(rf"^i(?:'d| would| will|'ll)? (?:take|pick|choose) (?P<obj>{NAMED_TOOL}) over\b.*$"),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "en.drives_me_nuts",
        # "Storybook drives me nuts", "Ant Design makes me want to scream".
        en(rf"^(?P<obj>{NAMED_TOOL}) (?:really |honestly |just )?(?:{_HATE})\b.*$"),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.not_a_fan",
        # "Not a fan of Jupyter notebooks, they get messy way too fast" (no subject said).
        # "Can't stand open-plan offices, the noise wrecks my concentration" (no subject said either).
        en(r"^(?:not (?:a (?:big |huge )?fan of|keen on|into)|can't stand|cannot stand) (?P<obj>[^,]+?)(?:,.*)?[.!]*$"),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "en.not_something_i_use",
        # "Copilot isn't something I use at all".
        en(rf"^(?P<obj>{NAMED_TOOL}) (?:isn't|is not|ain't) (?:something|anything) i (?:use|touch|want)\b.*$"),
        "AVOIDS",
        0.8,
    ),
    Pattern(
        "en.swears_by",
        # "My teammate Ingeborg swears by Vimium", "my colleague is obsessed with Guix".
        en(
            rf"^{TOPIC}{AFTER}{ADVERBS}(?:swears? by|(?:is|am|are) (?:totally |completely )?(?:obsessed with|hooked "
            r"on|crazy about|mad about|all in on|in love with))\s+(?P<obj>.+)$"
        ),
        "PREFERS",
        0.8,
    ),
]
