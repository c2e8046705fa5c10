"""The rules written from blind part 7 (issue #25, round 4) read constructions, not that part's sentences:
every case here was written for this test, after the rules, and is in no labelled part. Look-alikes must give
nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

NAME, ROLE, WORKS_AT = ("memory", "self", "HAS_NAME"), ("memory", "self", "HAS_ROLE"), ("memory", "self", "WORKS_AT")
FORGET = ("forget", "self", "")

READ = [
    # A title before a name is not the name, and does not end the sentence.
    (
        "I'm Prof. Ingrid Solberg, a statistician at Vantor Analytics.",
        [(*NAME, "Ingrid Solberg"), (*ROLE, "statistician"), (*WORKS_AT, "Vantor Analytics")],
    ),
    ("I'm Dr. Okafor.", [(*NAME, "Okafor")]),
    # Job titles outside software are roles.
    ("I'm a surgeon at Kelvingrove Infirmary.", [(*ROLE, "surgeon"), (*WORKS_AT, "Kelvingrove Infirmary")]),
    ("カインズで副店長やってます。", [(*ROLE, "副店長"), (*WORKS_AT, "カインズ")]),
    # A workplace said as a kind of place, not named, is no organisation: the role alone is kept.
    ("I'm a pharmacist at a family-run chemist.", [(*ROLE, "pharmacist")]),
    ("市役所で事務をしています。", [(*ROLE, "事務")]),
    ("我在一家咖啡店当店长。", [(*ROLE, "店长")]),
    # A profile line: a key and its value.
    ("Occupation: bookkeeper.", [(*ROLE, "bookkeeper")]),
    ("fav terminal: WezTerm", [("memory", "self", "PREFERS", "WezTerm")]),
    ("时区：UTC+8。", [("memory", "self", "HAS_TIMEZONE", "UTC+8")]),
    ("タイムゾーン：UTC+9", [("memory", "self", "HAS_TIMEZONE", "UTC+9")]),
    # Kinds of tool, and the main product, whatever the language.
    ("Our helpdesk is Zendesk.", [("memory", "we", "USES", "Zendesk")]),
    ("我们的网关是Envoy。", [("memory", "we", "USES", "Envoy")]),
    ("弊社の主力製品は「ハナミズキ」です。", [("memory", "we", "HAS_PRODUCT", "ハナミズキ")]),
    # The place a team works in, said as "our clinic / shop / lab", is the organisation.
    ("Our clinic dropped Doctolib last year.", [("end", "we", "USES", "Doctolib")]),
    # Forgetting, with what to forget said first.
    ("Anything you have on my old address, delete it.", [(*FORGET, "my old address")]),
    ("私の転職の話、記録から消しといて。", [(*FORGET, "私の転職の話")]),
    ("把我搬家那件事从记忆里删掉。", [(*FORGET, "我搬家")]),
    ("以前说过的关于我体重的都忘了吧。", [(*FORGET, "我体重")]),
    # "X and I are done": one subject, and the end of a tool.
    ("Notion and I are done, too slow now.", [("end", "self", "USES", "Notion")]),
    # A preference said as a cleft; a correction whose wrong value comes first; an adverb before "live".
    ("it's green tea I prefer, not coffee.", [("memory", "self", "PREFERS", "green tea")]),
    ("No wait, I said Porto before but I actually live in Braga.", [("memory", "self", "LIVES_IN", "Braga")]),
    ("I actually live in Ghent.", [("memory", "self", "LIVES_IN", "Ghent")]),
    # A name said with no possessor; an allergy given as the reason for a request.
    ("名前は星野ゆいです。", [(*NAME, "星野ゆい")]),
    ("私、そばアレルギー持ちなので、店選びは慎重に。", [("memory", "self", "HAS_ALLERGY", "そば")]),
    # A habit with a long object before the time it recurs at.
    (
        "I copy my field notes onto the shared lab drive every Friday.",
        [("memory", "self", "HAS_HABIT", "copy my field notes onto the shared lab drive every Friday")],
    ),
    # The tool a task is done with, and whose task it is.
    ("店里记账用的是金蝶。", [("memory", "we", "USES", "金蝶")]),
    # Where one lives, said casually or as living alone; a subscription cancelled after a reason.
    ("札幌に住んでて、雪かきが大変です。", [("memory", "self", "LIVES_IN", "札幌")]),
    ("高知で一人暮らしをしています。", [("memory", "self", "LIVES_IN", "高知")]),
    ("Scrapboxは値上げのタイミングで解約しちゃいました。", [("end", "self", "USES", "Scrapbox")]),
    # A polite statement, then a greeting after a comma.
    ("オムロンで研究員をしてます、よろしくお願いします", [(*ROLE, "研究員"), (*WORKS_AT, "オムロン")]),
    # Languages said first, then that the speaker speaks them all; the time one lives by, said as where one is.
    ("闽南话、粤语我都会说。", [("memory", "self", "SPEAKS", "闽南话"), ("memory", "self", "SPEAKS", "粤语")]),
    ("我这边是悉尼时间。", [("memory", "self", "HAS_TIMEZONE", "悉尼时间")]),
    # Work done through named tools, the place said first, a second tool after "and".
    (
        "In the studio we book sessions through Acuity and send invoices via FreshBooks.",
        [("memory", "we", "USES", "Acuity"), ("memory", "we", "USES", "FreshBooks")],
    ),
    (
        "we log hours in Clockify and file expenses in Expensify",
        [("memory", "we", "USES", "Clockify"), ("memory", "we", "USES", "Expensify")],
    ),
    ("Bookings mostly go through Fresha.", [("memory", "we", "USES", "Fresha")]),
    # Team routines said by their shape, in every language.
    ("We have two-week sprints.", [("memory", "we", "HAS_SPRINT_LENGTH", "two-week")]),
    ("Our morning huddle is at 9:10.", [("memory", "we", "HAS_STANDUP_TIME", "9:10")]),
    ("弊社の朝会は毎朝9時半スタートです。", [("memory", "we", "HAS_STANDUP_TIME", "9時半")]),
    ("2週間で1スプリントです。", [("memory", "we", "HAS_SPRINT_LENGTH", "2週間")]),
    ("オンコールは毎週交代です。", [("memory", "we", "HAS_ON_CALL_ROTATION", "毎週")]),
    ("冲刺按两周一轮。", [("memory", "we", "HAS_SPRINT_LENGTH", "两周")]),
    ("值班每周轮换。", [("memory", "we", "HAS_ON_CALL_ROTATION", "每周轮换")]),
    # A rule, then whose rule it is, after a comma.
    ("代码一律要两人评审，这是我们定的。", [("memory", "we", "HAS_POLICY", "代码一律要两人评审")]),
    ("报销单必须附发票，这是公司的规定。", [("memory", "we", "HAS_POLICY", "报销单必须附发票")]),
    # The reason after what one avoids is none of it.
    ("I avoid sugar after dinner, otherwise I sleep badly.", [("memory", "self", "AVOIDS", "sugar after dinner")]),
    # One's own kind of tool, said as the only one, is a preference; the company's stays the company's tool.
    ("ブラウザはArc一択です。", [("memory", "self", "PREFERS", "Arc")]),
    ("うちの会社、チャットはSlack一択です。", [("memory", "we", "USES", "Slack")]),
    # Session frames said as a "convo" or "until we finish this chat"; a name of several words given for the run.
    ("For this convo, let's call the migration plan Blue Heron.", [("memory", "session", "IS_CALLED", "Blue Heron")]),
    (
        "Until we finish this chat, keep answers under five lines.",
        [("memory", "session", "NOTE", "keep answers under five lines")],
    ),
    # A crew or a squad is the team; a rule's place said before its colon; the preferred of two.
    ("Our crew's called Kestrel, we run the night desk.", [("memory", "we", "HAS_TEAM", "Kestrel")]),
    ("House rule at the studio: no shoes past the mat.", [("memory", "we", "HAS_POLICY", "no shoes past the mat")]),
    ("We'd much rather have async standups than calls.", [("memory", "we", "PREFERS", "async standups")]),
    # A habit whose time comes first and takes two words; "do" as the verb, not as stress; emoji at the end.
    (
        "After every long run I do ten minutes of stretching.",
        [("memory", "self", "HAS_HABIT", "do ten minutes of stretching after every long run")],
    ),
    (
        "週末はたいてい近所の公園でスケッチしてます🎨",
        [("memory", "self", "HAS_HABIT", "週末はたいてい近所の公園でスケッチしてる")],
    ),
    # The time first, then the speaker and a word that says it recurs; a task said before a preference.
    ("周六早上我一般去游泳。", [("memory", "self", "HAS_HABIT", "周六早上去游泳")]),
    ("剪视频我最喜欢用剪映。", [("memory", "self", "PREFERS", "剪映")]),
    # A taste with a clock time or a relative clause in it is still a taste; "…, honestly" is how it was said.
    ("I hate meetings that could be emails, honestly.", [("memory", "self", "DISLIKES", "meetings")]),
    ("My shifts run 6am to 2pm, four days a week.", [("memory", "self", "HAS_WORKING_HOURS", "6am to 2pm")]),
    # A taste written in kana.
    ("長い飲み会は、正直きらいです。", [("memory", "self", "DISLIKES", "長い飲み会")]),
    # The team's name, product, place and release cadence said by their shape; a shift's hours.
    ("我们这个项目组平时叫“灯塔”。", [("memory", "we", "HAS_TEAM", "灯塔")]),
    ("我们在开发一款叫“潮汐日记”的小程序。", [("memory", "we", "HAS_PRODUCT", "潮汐日记")]),
    ("我们是一家杭州的创业公司。", [("memory", "we", "LOCATED_IN", "杭州")]),
    ("私たちは「ハチドリ」チームで、検索を担当しています。", [("memory", "we", "HAS_TEAM", "ハチドリ")]),
    ("大阪に本社を構えるメーカーです。", [("memory", "we", "LOCATED_IN", "大阪")]),
    ("サイトは隔週でリリースしています。", [("memory", "we", "HAS_RELEASE_CADENCE", "隔週")]),
    ("シフトは夜10時から朝6時までです。", [("memory", "self", "HAS_WORKING_HOURS", "夜10時から朝6時")]),
    ("我们店主要卖手冲咖啡。", [("memory", "we", "SELLS", "手冲咖啡")]),
    # …but a time zone said the same way is the time one lives by, not a tool.
    ("我用的是新加坡时间。", [("memory", "self", "HAS_TIMEZONE", "新加坡时间")]),
]

NOTHING = [
    "Job: to keep the lights on.",
    "Anything you've got on sourdough starters?",
    "我在一家医院。",
    "Our clinic is closed on Mondays.",
    "Dr. Patel said the results look fine.",
    "Priya and I are done with the report.",
    "名前はまだ決めていません。",
    "以前我们用的是禅道。",
    "我这边是晚上。",
    "We run a pub in Cork.",
    "The daily is at risk.",
    "I'd rather not talk about it.",
    "The demo is at 3pm, I hate that.",
    "我们是一家很小的公司。",
    "I would rather die than sing.",
    "今天下雨，这是我们没想到的。",
    "My cousins all go through Dublin.",
    "这些菜我都会做。",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_4_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_4_look_alike_gives_nothing(text):
    assert found(text) == []
